//! Several instances of Hire on one PostgreSQL behind a real load balancer: three `hire serve`
//! processes behind HAProxy (the Debian package, installed by `scripts/install.sh`), which
//! hands requests and websockets to them in turn. What a user sees is what one instance would
//! show: chat and notifications reach sockets on every instance, a screen kept in memory is
//! forgotten by every instance when it changes, and the AI calls per minute are one allowance
//! whichever instance answers them.

use crate::ai_proposal::job_with_applicants;
use crate::helpers::{
    Server, TestApp, Tokens, assert_error, client_of, eventually_at, free_port, start_server_with_env,
};
use crate::market::buy_tokens;
use crate::realtime::{Socket, next, send};
use crate::screen_cache::{cards, unannounced};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio_tungstenite::connect_async;

/// The instances' names in HAProxy's configuration, in the order of [`Instances::direct`].
const NAMES: [&str; 3] = ["a", "b", "c"];

/// The header HAProxy adds to each answer: the name of the instance that gave it.
const SERVED_BY: &str = "x-hire-instance";

/// Small, so that three calls, one on each instance, spend it all.
const AI_CALLS_PER_MINUTE: u32 = 3;

/// HAProxy, running in the foreground as the test's child; stopped when dropped, so a test
/// that fails part-way leaves no balancer behind.
struct Balancer {
    child: Child,
    address: String,
    /// Its configuration and log.
    dir: tempfile::TempDir,
}

impl Drop for Balancer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Three instances on one fresh database, and HAProxy in front of them.
struct Instances {
    /// Hire as its users reach it: through the balancer.
    balanced: TestApp,
    /// Each instance reached directly, named as in [`NAMES`].
    direct: Vec<TestApp>,
    // Fields drop in their order: the balancer stops before the instances it sends to.
    _balancer: Balancer,
    _servers: Vec<Server>,
    _files: tempfile::TempDir,
}

/// HAProxy from the Debian package (in /usr/sbin, which may not be on a user's PATH).
fn haproxy() -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/sbin".into(), "/usr/local/sbin".into()])
        .map(|dir| dir.join("haproxy"))
        .find(|candidate| candidate.is_file())
        .expect("HAProxy is not installed; scripts/install.sh installs it (Debian package `haproxy`)")
}

fn port_of(address: &str) -> &str {
    address.rsplit(':').next().expect("an address with a port")
}

/// Starts HAProxy on a free loopback port, sending each request and websocket to the next of
/// `servers` in turn, and waits until it answers.
async fn start_balancer(servers: &[Server]) -> Balancer {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let backends: String = NAMES
        .iter()
        .zip(servers)
        .map(|(name, server)| format!("    server {name} 127.0.0.1:{}\n", port_of(&server.address)))
        .collect();
    let config = format!(
        "global
    maxconn 512

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    # An upgraded websocket is a tunnel: it stays open while the test needs it.
    timeout tunnel 10m
    # Each instance takes the client from the entry HAProxy appends (HIRE_TRUSTED_PROXIES=1).
    option forwardfor

frontend hire
    bind 127.0.0.1:{port}
    default_backend instances

backend instances
    balance roundrobin
    # Which instance answered, so that the test sees the requests spread.
    http-response set-header X-Hire-Instance %s
{backends}"
    );
    let config_path = dir.path().join("haproxy.cfg");
    std::fs::write(&config_path, config).unwrap();
    let log = std::fs::File::create(dir.path().join("haproxy.log")).unwrap();
    let child = Command::new(haproxy())
        .arg("-db")
        .arg("-f")
        .arg(&config_path)
        .stdout(Stdio::from(log.try_clone().unwrap()))
        .stderr(Stdio::from(log))
        .spawn()
        .expect("HAProxy starts");
    let mut balancer = Balancer {
        child,
        address: format!("http://127.0.0.1:{port}"),
        dir,
    };
    for _ in 0..100 {
        if let Some(status) = balancer.child.try_wait().unwrap() {
            let log = std::fs::read_to_string(balancer.dir.path().join("haproxy.log")).unwrap_or_default();
            panic!("HAProxy stopped ({status}):\n{log}");
        }
        if reqwest::get(format!("{}/api/health", balancer.address))
            .await
            .is_ok_and(|response| response.status().is_success())
        {
            return balancer;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("HAProxy did not answer within five seconds");
}

/// Three `hire serve` on one fresh database and one folder of files, behind HAProxy; checks
/// that requests through it are answered by every instance.
async fn three_instances() -> Instances {
    let database_url = migrations::testing::fresh_database().await.expect("test database");
    let files = tempfile::tempdir().unwrap();
    let calls = AI_CALLS_PER_MINUTE.to_string();
    let env = [
        ("HIRE_AI_CALLS_PER_MINUTE", calls.as_str()),
        ("HIRE_TRUSTED_PROXIES", "1"),
        // The test is one client making several accounts, as in the other test rigs.
        ("HIRE_CLIENT_ATTEMPTS_MULTIPLIER", "1000"),
        // Three instances per test, and tests run side by side on one cluster.
        ("HIRE_DB_MAX_CONNECTIONS", "5"),
    ];
    let servers =
        futures_util::future::join_all(NAMES.map(|_| start_server_with_env(&database_url, files.path(), &env))).await;
    let balancer = start_balancer(&servers).await;
    let balanced = client_of(&balancer.address, &database_url, files.path());
    let mut answered_by = BTreeSet::new();
    for _ in 0..2 * NAMES.len() {
        answered_by.insert(served_by(balanced.get("/api/health").await.headers()));
    }
    assert_eq!(
        answered_by,
        every_instance(),
        "requests through the balancer reach every instance"
    );
    Instances {
        direct: servers
            .iter()
            .map(|server| client_of(&server.address, &database_url, files.path()))
            .collect(),
        balanced,
        _balancer: balancer,
        _servers: servers,
        _files: files,
    }
}

fn every_instance() -> BTreeSet<String> {
    NAMES.iter().map(|name| name.to_string()).collect()
}

fn served_by(headers: &reqwest::header::HeaderMap) -> String {
    headers[SERVED_BY].to_str().unwrap().to_owned()
}

/// A websocket through the balancer, and the instance it landed on.
async fn connect_through(hire: &Instances, path: &str, access: &str) -> (Socket, String) {
    let url = format!(
        "{}{path}?token={access}",
        hire.balanced.address.replacen("http", "ws", 1)
    );
    let (socket, answer) = tokio::time::timeout(Duration::from_secs(5), connect_async(url))
        .await
        .expect("a websocket handshake in time")
        .expect("a websocket handshake");
    let instance = answer.headers()[SERVED_BY].to_str().unwrap().to_owned();
    (socket, instance)
}

/// One websocket of `session` on each instance, all through the balancer, which hands them
/// out in turn; with the first frame each socket gets on connecting when `greeted`.
async fn a_socket_on_each_instance(hire: &Instances, path: &str, session: &Tokens, greeted: bool) -> Vec<Socket> {
    let mut sockets = Vec::new();
    let mut landed_on = BTreeSet::new();
    for _ in NAMES {
        let (mut socket, instance) = connect_through(hire, path, &session.access).await;
        if greeted {
            assert_eq!(next(&mut socket).await["type"], "initial");
        }
        sockets.push(socket);
        landed_on.insert(instance);
    }
    assert_eq!(landed_on, every_instance(), "the sessions land on different instances");
    sockets
}

#[tokio::test]
async fn a_chat_message_sent_on_one_instance_reaches_the_receivers_sockets_on_every_instance() {
    // Given a company with a chat socket on each of three instances, and a job seeker with
    // one, all through the balancer
    let hire = three_instances().await;
    let company = hire.balanced.signed_in_company("boss@acme.io").await;
    let ada = hire.balanced.signed_in_jobseeker("ada@example.org").await;
    let company_id = hire.balanced.user_id(&company).await;
    let ada_id = hire.balanced.user_id(&ada).await;
    let mut company_sockets = a_socket_on_each_instance(&hire, "/ws/chat/", &company, false).await;
    let (mut ada_socket, ada_is_on) = connect_through(&hire, "/ws/chat/", &ada.access).await;

    // When she sends the company a message from her socket
    send(
        &mut ada_socket,
        json!({"type": "send_message", "message": "Across instances", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;

    // Then each of the company's sockets receives it, those on the two other instances too
    for (socket, instance) in company_sockets.iter_mut().zip(NAMES) {
        assert_eq!(
            next(socket).await["message"],
            "Across instances",
            "the company's socket on instance {instance}, the sender being on {ada_is_on}"
        );
    }
}

#[tokio::test]
async fn a_move_made_through_the_balancer_rings_the_applicants_bells_on_every_instance() {
    // Given an applicant with a notifications socket on each of three instances
    let hire = three_instances().await;
    let company = hire.balanced.signed_in_company("boss@acme.io").await;
    let job = hire.balanced.post_job(&company, "Backend engineer", true).await;
    let ada = hire.balanced.candidate("ada@example.org").await;
    let application = hire.balanced.apply(&ada, &job).await;
    let mut bells = a_socket_on_each_instance(&hire, "/ws/notifications/", &ada, true).await;

    // When the company moves her application on, through the balancer
    let moved = hire.balanced.act(&company, &application, "next_step").await;
    assert_eq!(moved.status(), StatusCode::OK);
    let moved_on = served_by(moved.headers());

    // Then every bell rings, on the two instances that did not make the move as well
    for (bell, instance) in bells.iter_mut().zip(NAMES) {
        assert_eq!(
            next(bell).await["unread_notifications"],
            1,
            "the bell on instance {instance}, the move made on {moved_on}"
        );
    }
}

async fn board(app: &TestApp, session: &Tokens, job: &str) -> Vec<String> {
    cards(&Value::Array(app.pipeline_board(session, &format!("{job}/")).await))
}

#[tokio::test]
async fn a_board_kept_in_memory_by_every_instance_is_fresh_on_each_after_a_move_made_on_one() {
    // Given a board that each of three instances has read and keeps in memory
    let hire = three_instances().await;
    let company = hire.balanced.signed_in_company("boss@acme.io").await;
    let job = hire.balanced.post_job(&company, "Backend engineer", true).await;
    let ada = hire.balanced.candidate("ada@example.org").await;
    let application = hire.balanced.apply(&ada, &job).await;
    // The setup's changes reach the other instances' listeners on their own time, and one heard
    // after an instance's read would make it forget that read. A write answered by an instance
    // returns only once its listener has heard everything committed before it (read-your-writes),
    // so Ada writes to the company through each: a message, which no board reads.
    let company_id = hire.balanced.user_id(&company).await;
    for instance in &hire.direct {
        let sent = instance
            .post_as(
                "/api/chat/message/",
                &ada.access,
                json!({"receiver_id": company_id, "message": "Hello"}),
            )
            .await;
        assert_eq!(sent.status(), StatusCode::CREATED);
    }
    let as_read = board(&hire.direct[0], &company, &job).await;
    assert_eq!(as_read, ["Ada applied"]);
    for instance in &hire.direct[1..] {
        assert_eq!(board(instance, &company, &job).await, as_read);
    }
    unannounced(
        &hire.balanced,
        "UPDATE users SET first_name = 'Augusta' WHERE email = 'ada@example.org'",
    )
    .await;
    for (instance, name) in hire.direct.iter().zip(NAMES) {
        assert_eq!(
            board(instance, &company, &job).await,
            as_read,
            "instance {name} answers from memory, not asking the database"
        );
    }

    // When the company moves Ada on through the first instance
    let moved = hire.direct[0].act(&company, &application, "next_step").await;
    assert_eq!(moved.status(), StatusCode::OK);

    // Then the first instance's very next read shows the board as the database holds it, and
    // every other instance's as soon as it has heard of the change
    let fresh = ["Augusta in_review"];
    assert_eq!(board(&hire.direct[0], &company, &job).await, fresh);
    let path = format!("/api/jobs/applicantsforpipeline/{job}/");
    for instance in &hire.direct[1..] {
        eventually_at(&instance.address, &company, &path, |columns| cards(columns) == fresh).await;
    }
}

#[tokio::test]
async fn the_ai_calls_per_minute_are_one_allowance_whichever_instance_answers_them() {
    // Given three instances allowing a company three AI calls a minute, and a company with
    // tokens and a job with applicants
    let hire = three_instances().await;
    let (company, job) = job_with_applicants(&hire.balanced).await;
    buy_tokens(&hire.balanced, &company).await;
    let path = format!("/api/jobs/ai-proposal/{job}/");

    // When it makes one call on each instance: its whole allowance, spread over them
    for (instance, name) in hire.direct.iter().zip(NAMES) {
        let proposed = instance.post_as(&path, &company.access, json!({})).await;
        assert_eq!(proposed.status(), StatusCode::OK, "the call on instance {name}");
    }

    // Then its next call is refused on every instance and through the balancer, saying when
    // to try again: within one call's share of the minute
    for (app, name) in hire
        .direct
        .iter()
        .chain([&hire.balanced])
        .zip(NAMES.iter().chain(&["balancer"]))
    {
        let limited = app.post_as(&path, &company.access, json!({})).await;
        assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS, "the call on {name}");
        let retry_after: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
        let share = u64::from(60 / AI_CALLS_PER_MINUTE);
        assert!((1..=share).contains(&retry_after), "{retry_after} s on {name}");
        let body = assert_error(limited, StatusCode::TOO_MANY_REQUESTS, "ai_rate_limited").await;
        assert_eq!(body["error"]["details"]["retry_after_seconds"], retry_after);
    }
}
