//! `hire bench reports`: the hiring reports over a company with 100,000 applications spread
//! over its jobs, their histories padded with ratings to 1,000,000 events, every view rebuilt
//! from them by a replay (timed), and offers and evaluated interviews for the
//! applications that reached those stages. Each report is asked `rounds` times over HTTP, one
//! at a time; p50 and p95 print next to a raw scan of the history (every application event,
//! and every status change) timed the same way on the same PostgreSQL, and the ratio.
//! Target (issue #42): p95 ≤ 300 ms for each report, release build.

use super::{BenchDatabase, Server, company, job_with_histories};
use anyhow::{Result, bail};
use domain::hiring::ApplicationStatus;
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use std::time::{Duration, Instant};
use uuid::Uuid;

#[derive(clap::Args, Debug, Clone)]
pub struct ReportsOptions {
    /// Applications of the company, spread over its jobs.
    #[arg(long, default_value_t = 100_000)]
    pub applications: usize,
    /// Events in the store: the applications' histories padded with ratings up to this many.
    #[arg(long, default_value_t = 1_000_000)]
    pub events: usize,
    /// Jobs of the company.
    #[arg(long, default_value_t = 20)]
    pub jobs: usize,
    /// Times each report (and each scan) is asked.
    #[arg(long, default_value_t = 40)]
    pub rounds: usize,
}

pub async fn reports(server_url: &str, options: &ReportsOptions) -> Result<()> {
    if options.applications == 0 || options.jobs == 0 || options.rounds == 0 {
        bail!("--applications, --jobs and --rounds need numbers above 0");
    }
    let database = BenchDatabase::create(server_url).await?;
    let outcome = run(&database.url, options).await;
    database.drop().await?;
    outcome
}

/// The ratings that pad the histories: `$1` more per application after its last event, and
/// one more for the first `$2`.
const PADDING: &str = "
INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
SELECT 'application', last.aggregate_id, last.sequence + n, 'ApplicantRated', '1',
       json_build_object('Rated', json_build_object('rating', 1 + n % 5)), last.metadata
  FROM (SELECT *, row_number() OVER (ORDER BY aggregate_id) AS rank
          FROM (SELECT DISTINCT ON (aggregate_id) aggregate_id, sequence, metadata FROM events
                 WHERE aggregate_type = 'application' ORDER BY aggregate_id, sequence DESC) latest) last,
       generate_series(1, $1 + (last.rank <= $2)::int) n";

/// Every event as handled by subscriber `$1`.
const HANDLED: &str = "
INSERT INTO projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence)
SELECT checkpoint_key($1), aggregate_type, aggregate_id, max(sequence) FROM events GROUP BY aggregate_type, aggregate_id
ON CONFLICT (projection, aggregate_type, aggregate_id) DO UPDATE SET last_sequence = EXCLUDED.last_sequence";

/// An offer for every application that was offered one, answered as its next status says;
/// `$1` offered, `$2` accepted, `$3` rejected by the applicant, `$4` rejected by the company.
const OFFERS: &str = "
INSERT INTO offer_views (id, application_id, company_id, jobseeker_id, status, gross_salary, currency, last_date, sent_at, answered_at)
SELECT gen_random_uuid(), o.application_id, o.company_id, a.jobseeker_id,
       CASE o.next_status WHEN $2 THEN 'accepted' WHEN $3 THEN 'declined' WHEN $4 THEN 'withdrawn' ELSE 'sent' END,
       3000 + (random() * 3000)::int, 'AZN', (o.at + interval '7 days')::date, o.at, o.next_at
  FROM (SELECT application_id, company_id, to_status, at,
               lead(to_status) OVER later AS next_status, lead(at) OVER later AS next_at
          FROM application_status_changes WINDOW later AS (PARTITION BY application_id ORDER BY sequence)) o
  JOIN application_views a ON a.id = o.application_id
 WHERE o.to_status = $1";

/// A completed interview with two of `$2` (five interviewers) for every application that
/// reached `$1` (interview), each evaluated by both a day later.
const INTERVIEWS: &str = "
WITH interviews AS (
    INSERT INTO interview_views (id, application_id, company_id, status, date, start_time, end_time, interviewers, created_at, updated_at)
    SELECT gen_random_uuid(), c.application_id, c.company_id, 'completed', c.at::date, '10:00', '11:00',
           ARRAY[($2::uuid[])[1 + floor(random() * 5)::int], ($2::uuid[])[1 + floor(random() * 5)::int]], c.at, c.at
      FROM application_status_changes c WHERE c.to_status = $1
    RETURNING id, application_id, company_id, interviewers, date),
scored AS (
    SELECT i.id, i.application_id, i.company_id, panellist, i.date,
           1 + floor(random() * 5)::int AS first, 1 + floor(random() * 5)::int AS second
      FROM interviews i, unnest(i.interviewers) panellist)
INSERT INTO interview_evaluations (interview_id, interviewer, application_id, company_id, scores, average, submitted_at)
SELECT DISTINCT ON (id, panellist) id, panellist, application_id, company_id,
       json_build_array(json_build_object('category', 3, 'rating', first), json_build_object('category', 5, 'rating', second)),
       (first + second) / 2.0, date + interval '1 day 11 hours'
  FROM scored";

struct Round {
    name: String,
    latencies: Vec<Duration>,
}

fn percentile(sorted: &[Duration], share: f64) -> f64 {
    let index = ((sorted.len() as f64 * share).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[index].as_secs_f64() * 1000.0
}

/// Builds the company's history; its jobs.
async fn history(pool: &PgPool, company: Uuid, options: &ReportsOptions) -> Result<Vec<Uuid>> {
    println!(
        "Writing {} applications to {} jobs …",
        options.applications, options.jobs
    );
    let mut jobs = Vec::new();
    for index in 0..options.jobs {
        let share = options.applications / options.jobs + usize::from(index < options.applications % options.jobs);
        jobs.push(job_with_histories(pool, company, share).await?);
    }
    let written: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
        .fetch_one(pool)
        .await?;
    let missing = (options.events as i64 - written).max(0);
    if missing > 0 {
        let applications = options.applications as i64;
        sqlx::query(PADDING)
            .bind(missing / applications)
            .bind(missing % applications)
            .execute(pool)
            .await?;
    }
    let events: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
        .fetch_one(pool)
        .await?;
    let hiring = projections::Hiring::new(pool.clone());
    let started = Instant::now();
    hiring.replay(None, &|_, _, _| {}).await?;
    let replay = started.elapsed().as_secs_f64();
    println!(
        "replay of every view: {events} events in {replay:.1} s ({:.0} events/s)",
        events as f64 / replay
    );
    // The history is history: no mail, webhook or process step is due for it, and a server
    // handing it to them one event at a time would still be at it while the reports are asked.
    for subscriber in hiring.subscribers() {
        sqlx::query(HANDLED).bind(subscriber.name()).execute(pool).await?;
    }
    let status = |status: ApplicationStatus| i16::from(status.id());
    sqlx::query(OFFERS)
        .bind(status(ApplicationStatus::Offered))
        .bind(status(ApplicationStatus::AcceptedByApplicant))
        .bind(status(ApplicationStatus::RejectedByApplicant))
        .bind(status(ApplicationStatus::RejectedByCompany))
        .execute(pool)
        .await?;
    let interviewers: Vec<Uuid> = (0..5).map(|_| Uuid::now_v7()).collect();
    sqlx::query(INTERVIEWS)
        .bind(status(ApplicationStatus::Interview))
        .bind(&interviewers)
        .execute(pool)
        .await?;
    sqlx::query("VACUUM ANALYZE").execute(pool).await?;
    Ok(jobs)
}

/// `path` asked `rounds` times, one after another.
async fn ask(
    client: &reqwest::Client,
    server: &Server,
    token: &str,
    path: &str,
    rounds: usize,
) -> Result<Vec<Duration>> {
    let url = format!("http://{}{path}", server.address);
    let mut latencies = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let started = Instant::now();
        let response = client.get(&url).bearer_auth(token).send().await?;
        let status = response.status();
        response.bytes().await?;
        if !status.is_success() {
            bail!("{path} answered {status}");
        }
        latencies.push(started.elapsed());
    }
    Ok(latencies)
}

/// `statement` run `rounds` times, one after another.
async fn scan(pool: &PgPool, statement: &str, rounds: usize) -> Result<Vec<Duration>> {
    let mut latencies = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let started = Instant::now();
        sqlx::query(statement).fetch_all(pool).await?;
        latencies.push(started.elapsed());
    }
    Ok(latencies)
}

async fn run(url: &str, options: &ReportsOptions) -> Result<()> {
    let pool = PgPoolOptions::new().max_connections(4).connect(url).await?;
    migrations::MIGRATOR.run(&pool).await?;
    let (owner, company) = company(&pool).await?;
    let jobs = history(&pool, company, options).await?;

    let today = chrono::Utc::now().date_naive();
    let year_ago = today - chrono::Duration::days(364);
    let month_ago = today - chrono::Duration::days(30);
    let reports = [
        ("funnel, 90 days".to_owned(), "/api/reports/funnel/".to_owned()),
        (
            "funnel, a year".to_owned(),
            format!("/api/reports/funnel/?from={year_ago}"),
        ),
        (
            "funnel, one job".to_owned(),
            format!("/api/reports/funnel/?job={}", jobs[0]),
        ),
        (
            "funnel, 30 days ago".to_owned(),
            format!("/api/reports/funnel/?from={year_ago}&at={month_ago}"),
        ),
        (
            "offers, a year".to_owned(),
            format!("/api/reports/offers/?from={year_ago}"),
        ),
        (
            "interviewers, a year".to_owned(),
            format!("/api/reports/interviewers/?from={year_ago}"),
        ),
    ];
    let mut server = Server::start(url, "reports").await?;
    let token = server.token(owner)?;
    let client = reqwest::Client::new();
    // The first answers warm the server's and PostgreSQL's caches; they are not counted.
    for (_, path) in &reports {
        ask(&client, &server, &token, path, 2).await?;
    }
    let mut rounds = Vec::new();
    for (name, path) in reports {
        let latencies = ask(&client, &server, &token, &path, options.rounds).await?;
        rounds.push(Round { name, latencies });
    }
    let scans = [
        (
            "(scan: application events)",
            "SELECT count(*) FROM events WHERE aggregate_type = 'application'",
        ),
        (
            "(scan: status changes)",
            "SELECT count(*) FROM application_status_changes",
        ),
    ];
    for (name, statement) in scans {
        scan(&pool, statement, 1).await?;
        rounds.push(Round {
            name: name.to_owned(),
            latencies: scan(&pool, statement, options.rounds).await?,
        });
    }
    server.child.kill().await?;
    pool.close().await;

    let baseline = {
        let events = rounds.len() - 2;
        let mut sorted = rounds[events].latencies.clone();
        sorted.sort_unstable();
        percentile(&sorted, 0.95)
    };
    println!(
        "\n{:<28} {:>10} {:>10} {:>16}",
        "report", "p50 ms", "p95 ms", "p95 ÷ event scan"
    );
    for mut round in rounds {
        round.latencies.sort_unstable();
        let p95 = percentile(&round.latencies, 0.95);
        println!(
            "{:<28} {:>10.1} {:>10.1} {:>16.3}",
            round.name,
            percentile(&round.latencies, 0.50),
            p95,
            p95 / baseline
        );
    }
    println!(
        "\n{} applications in {} jobs, {} rounds each. Target: p95 ≤ 300 ms for each report; the scans in brackets are the\nbaseline, a full read of the history on the same PostgreSQL.",
        options.applications, options.jobs, options.rounds
    );
    Ok(())
}
