//! Hire under faults while a bounded load runs: PostgreSQL restarted (fast and immediate) and
//! PostgreSQL slowed by a held lock. Each test has a cluster of its own, since the shared test
//! cluster serves every other test meanwhile. Every command is either committed, and then in
//! the views exactly once, or answered a clear 503; afterwards the views equal a replay.

use crate::helpers::{CapturedLog, TestApp, Tokens, job_body, spawn_app_on};
use crate::realtime::connect;
use futures_util::StreamExt;
use migrations::cluster::Shutdown;
use migrations::{Cluster, MIGRATOR};
use reqwest::{StatusCode, header};
use serde_json::{Value, json};
use sqlx::{Connection, PgConnection};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

/// A PostgreSQL cluster for one test, in a folder of its own; killed and removed when the
/// test ends, passed or not.
struct OwnCluster {
    cluster: Cluster,
    root: PathBuf,
}

impl OwnCluster {
    async fn start() -> (Self, String) {
        let root = std::env::temp_dir().join(format!("hire-faults-{}", uuid::Uuid::new_v4()));
        let cluster = Cluster::start(&root, &[("fsync", "off")], &[])
            .await
            .expect("a cluster");
        cluster.create_database_if_missing("hire").await.unwrap();
        let url = cluster.url("hire");
        let mut db = PgConnection::connect(&url).await.unwrap();
        MIGRATOR.run(&mut db).await.unwrap();
        db.close().await.unwrap();
        (Self { cluster, root }, url)
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        // SIGQUIT is PostgreSQL's immediate shutdown; the folder goes with it.
        let data = std::fs::read_to_string(self.root.join("data-dir")).map(PathBuf::from);
        if let Some(pid) = data
            .ok()
            .and_then(|data| std::fs::read_to_string(data.join("postmaster.pid")).ok())
            .and_then(|pid_file| pid_file.lines().next().map(str::to_owned))
        {
            let _ = std::process::Command::new("kill").args(["-QUIT", &pid]).status();
            std::thread::sleep(Duration::from_millis(500));
        }
        if let Ok(data) = std::fs::read_to_string(self.root.join("data-dir")) {
            let _ = std::fs::remove_dir_all(Path::new(&data));
        }
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// What became of the commands a load sent.
#[derive(Default, Debug)]
struct Outcomes {
    sent: usize,
    /// The keys (job titles, application ids) of the commands answered 2xx.
    committed: Vec<String>,
    /// Answered 503 `unavailable` with a `Retry-After`.
    unavailable: usize,
    /// Anything else: a 500, a wrong code, a 503 without `Retry-After`.
    unexpected: Vec<String>,
}

impl Outcomes {
    /// Prints the figures under `fault` and asserts that nothing was answered but a 2xx or
    /// a 503 that says to try again (with the server's failures from `log` if so).
    fn print_and_check(&self, fault: &str, log: &CapturedLog) {
        println!(
            "{fault}: {} commands sent, {} committed, {} answered 503, {} otherwise",
            self.sent,
            self.committed.len(),
            self.unavailable,
            self.unexpected.len()
        );
        let failures: Vec<String> = log
            .text()
            .lines()
            .filter(|line| line.contains("request failed"))
            .take(5)
            .map(str::to_owned)
            .collect();
        assert!(
            self.unexpected.is_empty(),
            "{:?}\n{}",
            self.unexpected,
            failures.join("\n")
        );
    }

    /// Files `response` under committed (with `key`) or an error.
    async fn record(outcomes: &Mutex<Self>, response: reqwest::Response, key: impl FnOnce(&Value) -> String) {
        let path = response.url().path().to_owned();
        let status = response.status();
        let retry_after = response.headers().contains_key(header::RETRY_AFTER);
        let body: Value = response.json().await.unwrap_or(Value::Null);
        let mut outcomes = outcomes.lock().unwrap();
        outcomes.sent += 1;
        if status.is_success() {
            let key = key(&body);
            outcomes.committed.push(key);
        } else if status == StatusCode::SERVICE_UNAVAILABLE && body["error"]["code"] == "unavailable" && retry_after {
            outcomes.unavailable += 1;
        } else {
            outcomes.unexpected.push(format!("{path}: {status} {body}"));
        }
    }
}

/// Company clients posting jobs with titles of their own and job seekers applying to `jobs` in
/// turn, a command each 20 ms per client, until `done`.
async fn load(app: &TestApp, company: &Tokens, seekers: &[Tokens], jobs: &[String], done: &AtomicBool) -> Outcomes {
    let outcomes = Mutex::new(Outcomes::default());
    let posting = (0..3).map(|client| {
        let outcomes = &outcomes;
        async move {
            let mut n = 0;
            while !done.load(Ordering::Acquire) {
                let title = format!("Fault {client}-{n}");
                let response = app
                    .post_as("/api/jobs/job/", &company.access, job_body(&title, true))
                    .await;
                Outcomes::record(outcomes, response, |_| title.clone()).await;
                n += 1;
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    });
    let applying = seekers.iter().map(|seeker| {
        let outcomes = &outcomes;
        async move {
            for job in jobs {
                if done.load(Ordering::Acquire) {
                    break;
                }
                let response = app
                    .post_as(
                        &format!("/api/jobs/job/{job}/apply/"),
                        &seeker.access,
                        json!({"privacy_terms_version": crate::helpers::PRIVACY_TERMS_VERSION}),
                    )
                    .await;
                Outcomes::record(outcomes, response, |applied| applied["id"].as_str().unwrap().to_owned()).await;
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    });
    futures_util::future::join(
        futures_util::future::join_all(posting),
        futures_util::future::join_all(applying),
    )
    .await;
    outcomes.into_inner().unwrap()
}

/// The job titles and application ids in the views, once the views hold every job and
/// application the events hold (waiting at most a minute for the catch-up after a fault).
async fn caught_up_views(app: &TestApp) -> Vec<String> {
    let in_events = "SELECT count(DISTINCT (aggregate_type, aggregate_id)) FROM events
                     WHERE aggregate_type IN ('job', 'application')";
    let in_views = "SELECT title FROM job_views UNION ALL SELECT id::text FROM application_views";
    for _ in 0..120 {
        let events: Result<i64, _> = sqlx::query_scalar(in_events).fetch_one(&app.pool).await;
        let views: Result<Vec<String>, _> = sqlx::query_scalar(in_views).fetch_all(&app.pool).await;
        if let (Ok(events), Ok(views)) = (events, views)
            && events == views.len() as i64
        {
            return views;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    panic!("the views did not catch up with the events");
}

/// Asserts that every committed key is in the views once, and that the views equal a replay.
async fn nothing_lost_or_twice(app: &TestApp, committed: &[String]) {
    let in_views = caught_up_views(app).await;
    let lost: Vec<&String> = committed.iter().filter(|key| !in_views.contains(key)).collect();
    assert!(lost.is_empty(), "committed but not in the views: {lost:?}");
    let mut unique = in_views.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), in_views.len(), "a command is in the views twice");
    let live = app.view_rows().await;
    projections::Hiring::new(app.pool.clone())
        .replay(None, &|_, _, _| {})
        .await
        .unwrap();
    assert_eq!(app.view_rows().await, live, "the views are what a replay builds");
}

/// A company with forty published jobs and three signed-in job seekers.
async fn given_a_company_and_seekers(app: &TestApp) -> (Tokens, Vec<Tokens>, Vec<String>) {
    let company = app.signed_in_company("faults@company.example.org").await;
    let mut jobs = Vec::new();
    for n in 0..40 {
        jobs.push(app.post_job(&company, &format!("Opening {n}"), true).await);
    }
    let mut seekers = Vec::new();
    for n in 0..3 {
        seekers.push(app.candidate(&format!("seeker{n}@faults.example.org")).await);
    }
    (company, seekers, jobs)
}

#[tokio::test]
async fn commands_under_load_survive_a_fast_and_an_immediate_restart_of_postgresql() {
    // Given Hire on a cluster of its own, a notifications socket open, and a load running
    let (own, url) = OwnCluster::start().await;
    let log = CapturedLog::start_at(tracing::Level::INFO);
    let app = spawn_app_on(url, |config| config.db_acquire_timeout_ms = 2_000).await;
    let (company, seekers, jobs) = given_a_company_and_seekers(&app).await;
    let mut socket = connect(&app.address, "/ws/notifications/", &company.access).await;
    let done = AtomicBool::new(false);
    let faults = async {
        // When PostgreSQL is stopped fast, then killed, each time started again two seconds later
        for shutdown in [Shutdown::Fast, Shutdown::Immediate] {
            tokio::time::sleep(Duration::from_millis(1_500)).await;
            own.cluster.stop_with(shutdown).await.unwrap();
            tokio::time::sleep(Duration::from_secs(2)).await;
            own.cluster.start_again().await.unwrap();
        }
        tokio::time::sleep(Duration::from_secs(3)).await;
        done.store(true, Ordering::Release);
    };
    let (outcomes, ()) = tokio::join!(load(&app, &company, &seekers, &jobs, &done), faults);

    // Then every command was committed or answered 503 with a Retry-After, never anything else
    outcomes.print_and_check("restarts", &log);
    assert!(outcomes.unavailable > 0, "the load met the database away");
    // and every committed command is in the views, once, and the views equal a replay
    nothing_lost_or_twice(&app, &outcomes.committed).await;
    // and the listeners reconnected by themselves, saying so; the socket was asked to read afresh
    let said = log.text();
    assert!(said.contains("listening for live events again"), "{said}");
    assert!(said.contains("listening for screen changes again"), "{said}");
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(Ok(frame)) = socket.next().await {
            if let Message::Close(close) = frame {
                return close;
            }
        }
        None
    })
    .await
    .expect("the socket is closed");
    assert_eq!(closed.map(|close| close.code), Some(CloseCode::Restart));
    // and a command after recovery succeeds
    app.post_job(&company, "After the restarts", true).await;
}

#[tokio::test]
async fn requests_held_up_by_a_lock_are_answered_503_after_the_statement_timeout_and_the_pool_recovers() {
    // Given Hire whose statements may run half a second, and a transaction holding a lock on
    // the jobs' view
    let (_own, url) = OwnCluster::start().await;
    let log = CapturedLog::start();
    let app = spawn_app_on(url.clone(), |config| {
        config.db_statement_timeout_ms = 500;
        config.db_acquire_timeout_ms = 2_000;
    })
    .await;
    let company = app.signed_in_company("slow@company.example.org").await;
    let mut holder = PgConnection::connect(&url).await.unwrap();
    let mut held = holder.begin().await.unwrap();
    sqlx::query("LOCK TABLE job_views IN ACCESS EXCLUSIVE MODE")
        .execute(&mut *held)
        .await
        .unwrap();

    // When more requests than the pool has connections post jobs meanwhile
    let outcomes = Mutex::new(Outcomes::default());
    futures_util::future::join_all((0..12).map(|n| {
        let (app, company, outcomes) = (&app, &company, &outcomes);
        async move {
            let title = format!("Fault slow-{n}");
            let response = app
                .post_as("/api/jobs/job/", &company.access, job_body(&title, true))
                .await;
            Outcomes::record(outcomes, response, |_| title.clone()).await;
        }
    }))
    .await;
    let outcomes = outcomes.into_inner().unwrap();

    // Then each is answered 503 rather than waiting for the lock
    outcomes.print_and_check("slow database", &log);
    assert_eq!(outcomes.unavailable, 12);
    // and once the lock goes, the pool serves again and the views equal a replay
    held.rollback().await.unwrap();
    app.post_job(&company, "After the lock", true).await;
    nothing_lost_or_twice(&app, &outcomes.committed).await;
}
