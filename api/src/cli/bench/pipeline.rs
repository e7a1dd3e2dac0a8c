//! `hire bench pipeline`: N concurrent HTTP clients take applications from apply to hire;
//! the same run measures pgbench's one-row insert on the same PostgreSQL at the same
//! concurrency as a baseline, two references (the lightest request that reaches PostgreSQL,
//! and the lightest authenticated write: what any request and any write get through this
//! server), and the replay throughput over a million events. Given several
//! client counts and replay sizes, it runs each and prints how the figures grow. It prints
//! its figures; nothing is asserted.

use super::BenchDatabase;
use super::statements::{self, Counted};
use crate::cli::client::{Client, Session, cv_pdf};
use crate::cli::{LocalServer, latest_link};
use crate::config::Config;
use anyhow::{Result, bail};
use chrono::{Duration, Utc};
use domain::accounts::Email;
use domain::privacy::PRIVACY_TERMS_VERSION;
use futures_util::TryStreamExt;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use projections::Hiring;
use projections::timings::Phase;
use serde_json::json;
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;

#[derive(clap::Args, Debug, Clone)]
pub struct PipelineOptions {
    /// Concurrent clients (and pgbench clients); several, comma-separated, run one after the
    /// other on fresh databases (1,16,64).
    #[arg(long, value_delimiter = ',', default_values_t = [16])]
    pub clients: Vec<usize>,
    /// Applications to take from apply to hire (7 commands each), at each client count.
    #[arg(long, default_value_t = 320)]
    pub applications: usize,
    /// Events to replay for the replay throughput; several, comma-separated, grow one store
    /// and replay it at each size (100000,1000000).
    #[arg(long, value_delimiter = ',', default_values_t = [1_000_000])]
    pub replay_events: Vec<u64>,
    /// Seconds pgbench runs.
    #[arg(long, default_value_t = 10)]
    pub pgbench_seconds: u64,
}

const PASSWORD: &str = "Bench!2026pass";

pub async fn pipeline(config: &Config, server_url: &str, options: &PipelineOptions) -> Result<()> {
    if options.clients.contains(&0) || options.applications == 0 || options.replay_events.contains(&0) {
        bail!("--clients, --applications and --replay-events must be at least 1");
    }
    let mut commands = Vec::new();
    for &clients in &options.clients {
        let database = BenchDatabase::create(server_url).await?;
        let outcome = run_commands(config, &database.url, clients, options).await;
        database.drop().await?;
        commands.push(outcome?);
    }
    let database = BenchDatabase::create(server_url).await?;
    let outcome = run_replays(config, &database.url, &options.replay_events).await;
    database.drop().await?;
    let replays = outcome?;
    print_growth(&commands, &replays);
    Ok(())
}

async fn migrated_pool(config: &Config, url: &str) -> Result<PgPool> {
    let pool = PgPoolOptions::new()
        .max_connections(config.db_max_connections)
        .connect(url)
        .await?;
    migrations::MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// What one client count measured.
struct CommandFigures {
    clients: usize,
    rate: f64,
    p50: f64,
    p99: f64,
    pgbench_tps: f64,
    lightest_write_rate: f64,
    lightest_request_rate: f64,
}

async fn run_commands(config: &Config, url: &str, clients: usize, options: &PipelineOptions) -> Result<CommandFigures> {
    let pool = migrated_pool(config, url).await?;
    let server = LocalServer::start(config, pool.clone()).await?;
    let client = Client::new(&server.address);
    let measured = async {
        let work = seed(&client, &pool, clients, options.applications).await?;
        let requests = options.applications * COMMANDS_PER_APPLICATION;
        let health = measure_reference(&client, &pool, &work, clients, requests, &LIGHTEST_REQUEST).await?;
        let lightest = measure_reference(&client, &pool, &work, clients, requests, &LIGHTEST_WRITE).await?;
        let counting = statements::restart(&pool).await;
        projections::timings::reset();
        let commands = drive(&client, work, clients).await?;
        let command_statements = counted(counting, &pool, commands.0).await?;
        Ok::<_, anyhow::Error>((health, lightest, commands, command_statements))
    }
    .await;
    let spent = projections::timings::totals();
    server.stop().await?;
    let (health, lightest, (commands, seconds, mut latencies), command_statements) = measured?;
    latencies.sort_by(f64::total_cmp);
    let figures = CommandFigures {
        clients,
        rate: commands as f64 / seconds,
        p50: super::percentile(&latencies, 0.50),
        p99: super::percentile(&latencies, 0.99),
        pgbench_tps: pgbench(&pool, url, clients, options.pgbench_seconds).await?,
        lightest_write_rate: lightest.rate(),
        lightest_request_rate: health.rate(),
    };
    pool.close().await;
    println!(
        "\nPipeline: {clients} clients, {} applications, {commands} commands in {seconds:.1} s",
        options.applications
    );
    println!(
        "  {:.1} commands/s, latency p50 {:.1} ms, p99 {:.1} ms",
        figures.rate, figures.p50, figures.p99
    );
    print_breakdown(&spent, &latencies);
    statements::print("command", command_statements.as_ref());
    println!(
        "pgbench, same PostgreSQL, {clients} clients, one-row INSERT: {:.1} tps",
        figures.pgbench_tps
    );
    println!(
        "  ratio: pipeline commands/s ÷ pgbench tps = {:.3}",
        figures.rate / figures.pgbench_tps
    );
    health.print(&LIGHTEST_REQUEST, clients, figures.pgbench_tps);
    lightest.print(&LIGHTEST_WRITE, clients, figures.pgbench_tps);
    Ok(figures)
}

/// The statements counted since the last restart, per each of `requests`, when `counting`.
async fn counted(counting: bool, pool: &PgPool, requests: usize) -> Result<Option<Counted>> {
    Ok(if counting {
        Some(statements::count(pool, requests).await?)
    } else {
        None
    })
}

/// Grows one store to each size in turn (smallest first) and replays it.
async fn run_replays(config: &Config, url: &str, sizes: &[u64]) -> Result<Vec<ReplayFigures>> {
    let pool = migrated_pool(config, url).await?;
    let mut sizes = sizes.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    let mut figures = Vec::new();
    let mut written = 0;
    for size in sizes {
        written += write_synthetic_events(&pool, size.saturating_sub(written)).await?;
        figures.push(replay(&pool).await?);
    }
    pool.close().await;
    Ok(figures)
}

/// How each figure grows against the first row: linear growth keeps the replay's time per
/// event and the commands' ratio to pgbench flat.
fn print_growth(commands: &[CommandFigures], replays: &[ReplayFigures]) {
    if commands.len() > 1 {
        println!(
            "\nGrowth of the commands with the clients (× against {} clients):",
            commands[0].clients
        );
        println!(
            "  {:>7} {:>11} {:>8} {:>8} {:>12} {:>7} {:>12} {:>10} {:>15} {:>16}",
            "clients",
            "commands/s",
            "p50 ms",
            "p99 ms",
            "pgbench tps",
            "ratio",
            "commands/s ×",
            "pgbench ×",
            "lightest write",
            "lightest request"
        );
        for row in commands {
            println!(
                "  {:>7} {:>11.1} {:>8.1} {:>8.1} {:>12.1} {:>7.3} {:>12.2} {:>10.2} {:>15.3} {:>16.3}",
                row.clients,
                row.rate,
                row.p50,
                row.p99,
                row.pgbench_tps,
                row.rate / row.pgbench_tps,
                row.rate / commands[0].rate,
                row.pgbench_tps / commands[0].pgbench_tps,
                row.lightest_write_rate / row.pgbench_tps,
                row.lightest_request_rate / row.pgbench_tps
            );
        }
    }
    if replays.len() > 1 {
        println!(
            "\nGrowth of the replay with the store (× against {} events):",
            replays[0].events
        );
        println!(
            "  {:>9} {:>9} {:>10} {:>9} {:>9} {:>15} {:>8}",
            "events", "seconds", "events/s", "events ×", "seconds ×", "µs per event", "swap ms"
        );
        for row in replays {
            println!(
                "  {:>9} {:>9.1} {:>10.0} {:>9.1} {:>9.1} {:>15.1} {:>8}",
                row.events,
                row.seconds,
                row.events as f64 / row.seconds,
                row.events as f64 / replays[0].events as f64,
                row.seconds / replays[0].seconds,
                row.seconds * 1e6 / row.events as f64,
                row.locked_for_ms
            );
        }
    }
}

/// Where an HTTP command's time went, on average: the server's phases (commands that process
/// managers run count as theirs), and the rest (HTTP, authentication, the handlers' checks,
/// the aggregates' decisions, reading the answer).
fn print_breakdown(spent: &[(Phase, std::time::Duration, u64)], latencies: &[f64]) {
    let requests = latencies.len().max(1) as f64;
    let rows: Vec<(&str, f64)> = spent
        .iter()
        .map(|(phase, total, _)| (phase.name(), total.as_secs_f64() * 1000.0 / requests))
        .collect();
    let latency = latencies.iter().sum::<f64>() / requests;
    let rest = latency - rows.iter().map(|(_, ms)| ms).sum::<f64>();
    println!("  where a command's time goes, per request (ms; share of the mean latency {latency:.2} ms):");
    for (name, ms) in rows.into_iter().chain([("HTTP, checks, decide and the rest", rest)]) {
        println!("    {name:<35} {ms:>7.2}  {:>5.1} %", ms / latency * 100.0);
    }
}

struct Work {
    company: Session,
    /// (job seeker, job) pairs, one application each.
    applications: Vec<(Session, String)>,
}

async fn seed(client: &Client, pool: &PgPool, clients: usize, applications: usize) -> Result<Work> {
    let seekers = (clients * 4).min(applications);
    let jobs = applications.div_ceil(seekers);
    let bar = ProgressBar::new((seekers + jobs + 1) as u64)
        .with_style(ProgressStyle::with_template("seeding {bar:40} {pos}/{len}")?.progress_chars("=> "));

    let company_email = "bench@bench-company.io";
    client
        .post("/api/auth/users/", None, json!({"first_name": "Bench", "last_name": "Company", "email": company_email, "password": PASSWORD, "user_type": "company", "privacy_terms_version": PRIVACY_TERMS_VERSION}))
        .await?;
    let (uid, token) = latest_link(pool, company_email).await?;
    client
        .post("/api/auth/users/activation/", None, json!({"uid": uid, "token": token}))
        .await?;
    crate::admin::activate_company(pool, &Email::parse(company_email).map_err(anyhow::Error::msg)?).await?;
    let company = client.login(company_email, PASSWORD).await?;
    bar.inc(1);

    // A hire that fills a job's openings closes it, so each job has an opening for every
    // application it takes to hire.
    println!("{jobs} jobs of {seekers} openings each, one for every application a job takes to hire.");
    let mut job_ids = Vec::new();
    for index in 0..jobs {
        let job = client
            .post("/api/jobs/job/", Some(&company), json!({"title": format!("Engineer {index}"), "description": "Benchmark job.", "employment_type": "full_time", "openings": seekers, "publish": true}))
            .await?;
        job_ids.push(job["id"].as_str().unwrap_or_default().to_owned());
        bar.inc(1);
    }
    let mut sessions = Vec::new();
    for index in 0..seekers {
        let email = format!("seeker{index}@bench.example.org");
        client
            .post("/api/auth/users/", None, json!({"first_name": "Seeker", "last_name": format!("{index}"), "email": email, "password": PASSWORD, "user_type": "jobseeker", "privacy_terms_version": PRIVACY_TERMS_VERSION}))
            .await?;
        let (uid, token) = latest_link(pool, &email).await?;
        client
            .post("/api/auth/users/activation/", None, json!({"uid": uid, "token": token}))
            .await?;
        let session = client.login(&email, PASSWORD).await?;
        client.upload_cv(&session, "cv.pdf", cv_pdf(&email)).await?;
        sessions.push(session);
        bar.inc(1);
    }
    bar.finish();
    let applications = (0..applications)
        .map(|index| (sessions[index % seekers].clone(), job_ids[index / seekers].clone()))
        .collect();
    Ok(Work { company, applications })
}

/// The commands `take_to_hire` sends for one application.
const COMMANDS_PER_APPLICATION: usize = 7;

/// A request measured beside the commands, against which a command's own work can be read.
struct Reference {
    /// What it is and does, as the benchmark prints it.
    what: &'static str,
    /// One of it, as the figures count them.
    unit: &'static str,
    method: reqwest::Method,
    path: &'static str,
    /// Sent as a job seeker (the caller's look-up), or with no caller.
    as_seeker: bool,
    body: Option<fn() -> serde_json::Value>,
}

/// A request that reaches PostgreSQL and does nothing else: the ceiling of any request through
/// this server, HTTP and one round trip.
const LIGHTEST_REQUEST: Reference = Reference {
    what: "the lightest request (GET health: one SELECT 1, no caller)",
    unit: "request",
    method: reqwest::Method::GET,
    path: "/api/health",
    as_seeker: false,
    body: None,
};

/// The lightest authenticated write there is, a job seeker setting their notification
/// preferences: a request that looks its caller up and commits one row.
const LIGHTEST_WRITE: Reference = Reference {
    what: "the lightest authenticated write (PUT notification preferences: the caller's look-up, one upsert and its commit, one read)",
    unit: "write",
    method: reqwest::Method::PUT,
    path: "/api/auth/users/notification-preferences/",
    as_seeker: true,
    // Every kind on, as they are already: the pipeline that follows mails as before.
    body: Some(|| json!({"interview_emails": true, "application_emails": true})),
};

/// What a reference measured.
struct ReferenceFigures {
    requests: usize,
    seconds: f64,
    /// Sorted, in ms.
    latencies: Vec<f64>,
    statements: Option<Counted>,
}

impl ReferenceFigures {
    fn rate(&self) -> f64 {
        self.requests as f64 / self.seconds
    }

    fn print(&self, reference: &Reference, clients: usize, pgbench_tps: f64) {
        println!("Reference, {}, {clients} clients:", reference.what);
        println!(
            "  {:.1} {}s/s, latency p50 {:.1} ms, p99 {:.1} ms; ÷ pgbench tps = {:.3}",
            self.rate(),
            reference.unit,
            super::percentile(&self.latencies, 0.50),
            super::percentile(&self.latencies, 0.99),
            self.rate() / pgbench_tps
        );
        statements::print(reference.unit, self.statements.as_ref());
    }
}

/// `requests` of `reference` by `clients` concurrent clients, each as its own job seeker when
/// the reference needs a caller, with the statements they cost when `counting`.
async fn measure_reference(
    client: &Client,
    pool: &PgPool,
    work: &Work,
    clients: usize,
    requests: usize,
    reference: &'static Reference,
) -> Result<ReferenceFigures> {
    let counting = statements::restart(pool).await;
    let (requests, seconds, mut latencies) = measure(clients, |index| {
        let client = client.clone();
        let seeker = reference
            .as_seeker
            .then(|| work.applications[index % work.applications.len()].0.clone());
        let share = requests / clients + usize::from(index < requests % clients);
        async move {
            let mut latencies = Vec::with_capacity(share);
            for _ in 0..share {
                let started = Instant::now();
                client
                    .call(
                        reference.method.clone(),
                        reference.path,
                        seeker.as_ref(),
                        reference.body.map(|body| body()),
                    )
                    .await?;
                latencies.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            Ok(latencies)
        }
    })
    .await?;
    latencies.sort_by(f64::total_cmp);
    Ok(ReferenceFigures {
        requests,
        seconds,
        latencies,
        statements: counted(counting, pool, requests).await?,
    })
}

/// Runs `clients` concurrent clients, `client(index)` each, and gathers the latencies (ms)
/// they return. Returns (requests, seconds, latencies).
async fn measure<F>(clients: usize, client: impl Fn(usize) -> F) -> Result<(usize, f64, Vec<f64>)>
where
    F: Future<Output = Result<Vec<f64>>> + Send + 'static,
{
    let started = Instant::now();
    let tasks: Vec<_> = (0..clients).map(|index| tokio::spawn(client(index))).collect();
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await??);
    }
    Ok((latencies.len(), started.elapsed().as_secs_f64(), latencies))
}

/// Runs every application through the pipeline with `clients` concurrent clients. Returns
/// (commands, seconds, latencies in ms).
async fn drive(client: &Client, work: Work, clients: usize) -> Result<(usize, f64, Vec<f64>)> {
    let queue = std::sync::Arc::new(tokio::sync::Mutex::new(work.applications));
    measure(clients, |_| {
        let (client, queue, company) = (client.clone(), queue.clone(), work.company.clone());
        async move {
            let mut latencies = Vec::new();
            loop {
                let next = queue.lock().await.pop();
                let Some((seeker, job)) = next else {
                    return Ok(latencies);
                };
                take_to_hire(&client, &company, &seeker, &job, &mut latencies).await?;
            }
        }
    })
    .await
}

async fn take_to_hire(
    client: &Client,
    company: &Session,
    seeker: &Session,
    job: &str,
    latencies: &mut Vec<f64>,
) -> Result<()> {
    let tomorrow = (Utc::now() + Duration::days(1)).date_naive();
    let last_date = (Utc::now() + Duration::days(7)).date_naive();
    let mut timed = async |path: String, session: &Session, body: serde_json::Value| -> Result<serde_json::Value> {
        let started = Instant::now();
        let answer = client.post(&path, Some(session), body).await;
        latencies.push(started.elapsed().as_secs_f64() * 1000.0);
        answer
    };
    let application = timed(
        format!("/api/jobs/job/{job}/apply/"),
        seeker,
        json!({"privacy_terms_version": PRIVACY_TERMS_VERSION}),
    )
    .await?;
    let application = application["id"].as_str().unwrap_or_default().to_owned();
    for _ in 0..2 {
        timed(
            format!("/api/jobs/applicant/{application}/action/"),
            company,
            json!({"action": "next_step"}),
        )
        .await?;
    }
    let slot = json!({"application_id": application, "date": tomorrow, "start": "09:00:00", "end": "10:00:00", "interviewers": [company.user_id]});
    timed("/api/jobs/interview/".into(), company, slot).await?;
    let offer = timed(
        "/api/jobs/job-offer-details/".into(),
        company,
        json!({"application_id": application, "gross_salary": 4000, "last_date": last_date}),
    )
    .await?;
    let offer = offer["id"].as_str().unwrap_or_default().to_owned();
    timed(
        format!("/api/jobs/job-offer-details/{offer}/accept/"),
        seeker,
        json!({}),
    )
    .await?;
    timed(
        format!("/api/jobs/applicant/{application}/action/"),
        company,
        json!({"action": "hire"}),
    )
    .await?;
    Ok(())
}

/// pgbench's TPS for a one-row INSERT on the same database and concurrency.
async fn pgbench(pool: &PgPool, url: &str, clients: usize, seconds: u64) -> Result<f64> {
    sqlx::query("CREATE TABLE IF NOT EXISTS bench_inserts (id bigserial PRIMARY KEY, payload text NOT NULL)")
        .execute(pool)
        .await?;
    let script = std::env::temp_dir().join(format!("hire-pgbench-{}.sql", std::process::id()));
    std::fs::write(&script, "INSERT INTO bench_inserts (payload) VALUES ('one row');\n")?;
    let tps = super::pgbench_tps(
        url,
        &[
            "-n".into(),
            "-f".into(),
            script.display().to_string(),
            "-c".into(),
            clients.to_string(),
            "-j".into(),
            clients.min(4).to_string(),
            "-T".into(),
            seconds.to_string(),
        ],
    )
    .await;
    let _ = std::fs::remove_file(&script);
    tps
}

/// Writes about `events` synthetic application events straight into the store (eight per
/// application: submitted, four status changes, a rating, a note, a favorite). Returns how
/// many it wrote.
async fn write_synthetic_events(pool: &PgPool, events: u64) -> Result<u64> {
    let applications = events.div_ceil(8) as i64;
    println!("\nWriting {} synthetic events for the replay …", applications * 8);
    sqlx::query(
        "WITH apps AS (
             SELECT gen_random_uuid()::text AS id, gen_random_uuid() AS job, gen_random_uuid() AS company,
                    gen_random_uuid() AS seeker, n FROM generate_series(1, $1) n)
         INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
         SELECT 'application', a.id, e.sequence, e.event_type, '1', e.payload,
                json_build_object('at', (now() - (interval '1 minute' * (8 - e.sequence)))::text, 'actor', a.seeker)
         FROM apps a CROSS JOIN LATERAL (VALUES
             (1, 'ApplicationSubmitted', json_build_object('Submitted', json_build_object('job_id', a.job, 'company_id', a.company,
                 'jobseeker_id', a.seeker, 'cv', json_build_object('name', 'cv.pdf', 'url', '/api/accounts/files/cv/x.pdf'), 'cover_letter', NULL))),
             (2, 'ApplicationStatusChanged', '{\"StatusChanged\": {\"from\": \"applied\", \"to\": \"in_review\", \"cause\": {\"kind\": \"next_step\"}}}'::json),
             (3, 'ApplicationStatusChanged', '{\"StatusChanged\": {\"from\": \"in_review\", \"to\": \"shortlisted\", \"cause\": {\"kind\": \"next_step\"}}}'::json),
             (4, 'ApplicationStatusChanged', '{\"StatusChanged\": {\"from\": \"shortlisted\", \"to\": \"interview\", \"cause\": {\"kind\": \"next_step\"}}}'::json),
             (5, 'ApplicationStatusChanged', '{\"StatusChanged\": {\"from\": \"interview\", \"to\": \"offered\", \"cause\": {\"kind\": \"next_step\"}}}'::json),
             (6, 'ApplicantRated', '{\"Rated\": {\"rating\": 4}}'::json),
             (7, 'ApplicantNoteAdded', json_build_object('NoteAdded', json_build_object('note_id', gen_random_uuid(), 'text', 'Good', 'private', false))),
             (8, 'CandidateFavorited', '\"Favorited\"'::json)
         ) AS e(sequence, event_type, payload)",
    )
    .bind(applications)
    .execute(pool)
    .await?;
    Ok(applications as u64 * 8)
}

/// One replay as the growth table reads it.
struct ReplayFigures {
    events: i64,
    seconds: f64,
    locked_for_ms: u128,
}

/// Times a raw read of the store and a replay of every view, in total and per view.
async fn replay(pool: &PgPool) -> Result<ReplayFigures> {
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
        .fetch_one(pool)
        .await?;
    let (raw_seconds, bytes) = read_raw(pool).await?;
    println!(
        "Raw read of the events table (COPY … TO STDOUT): {stored} events, {:.0} MB in {raw_seconds:.2} s = {:.0} events/s",
        bytes as f64 / 1e6,
        stored as f64 / raw_seconds
    );

    let hiring = Hiring::new(pool.clone());
    let bars = MultiProgress::new();
    let style =
        ProgressStyle::with_template("replay {prefix:>18} {bar:40} {pos}/{len} ({per_sec})")?.progress_chars("=> ");
    let views: Mutex<BTreeMap<String, ViewReplay>> = Mutex::new(BTreeMap::new());
    let started = Instant::now();
    let replayed = hiring
        .replay(None, &|view, handled, total| {
            let mut views = views.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let entry = views.entry(view.to_owned()).or_insert_with(|| {
                let bar = bars.add(
                    ProgressBar::new(total)
                        .with_style(style.clone())
                        .with_prefix(view.to_owned()),
                );
                ViewReplay {
                    bar,
                    started: Instant::now(),
                    finished: None,
                    events: total,
                }
            });
            entry.bar.set_position(handled);
            if handled >= total {
                entry.bar.finish();
                entry.finished = Some(Instant::now());
            }
        })
        .await?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "Replay without downtime (build beside the live views, catch up, swap): {stored} stored events in {seconds:.1} s \
         = {:.0} stored events/s ({} view applications, {:.0}/s); the swap held the live views for {} ms",
        stored as f64 / seconds,
        replayed.applied,
        replayed.applied as f64 / seconds,
        replayed.locked_for.as_millis()
    );
    println!(
        "  build {:.1} s, made durable {:.1} s, caught up {:.1} s, swap {} ms",
        replayed.built_in.as_secs_f64(),
        replayed.made_durable_in.as_secs_f64(),
        replayed.caught_up_in.as_secs_f64(),
        replayed.locked_for.as_millis()
    );
    for (view, replayed) in views.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner()) {
        let took = replayed
            .finished
            .map_or(seconds, |finished| (finished - replayed.started).as_secs_f64());
        println!(
            "  {view:<20} {:>9} events in {took:>6.1} s = {:>8.0} events/s",
            replayed.events,
            replayed.events as f64 / took.max(0.001)
        );
    }
    Ok(ReplayFigures {
        events: stored,
        seconds,
        locked_for_ms: replayed.locked_for.as_millis(),
    })
}

/// One view's replay as the bench sees it: views build side by side, each at its own pace.
struct ViewReplay {
    bar: ProgressBar,
    started: Instant,
    finished: Option<Instant>,
    events: u64,
}

/// Seconds to stream every stored event out of PostgreSQL in the order a replay reads them:
/// the floor for any replay. Also the bytes read.
async fn read_raw(pool: &PgPool) -> Result<(f64, usize)> {
    let mut db = pool.acquire().await?;
    let started = Instant::now();
    let mut rows = db
        .copy_out_raw(
            "COPY (SELECT aggregate_type, aggregate_id, sequence, event_type, payload, metadata FROM events
                   ORDER BY aggregate_type, aggregate_id, sequence) TO STDOUT",
        )
        .await?;
    let mut bytes = 0;
    while let Some(chunk) = rows.try_next().await? {
        bytes += chunk.len();
    }
    Ok((started.elapsed().as_secs_f64(), bytes))
}
