//! Benchmarks. Each runs against a database of its own, created on the same PostgreSQL and
//! dropped afterwards, and prints its figures next to a baseline measured in the same run.

pub mod export;
pub mod pipeline;
pub mod reads;
pub mod reports;
pub mod search;
mod statements;
pub mod ws;

use anyhow::{Context, Result, bail};
use chrono::Utc;
use sqlx::{Connection, PgConnection, PgPool};
use std::time::Duration;
use uuid::Uuid;

pub use export::{ExportOptions, export};
pub use pipeline::{PipelineOptions, pipeline};
pub use reads::{ReadsOptions, reads};
pub use reports::{ReportsOptions, reports};
pub use search::{SearchOptions, search};
pub use ws::{WsOptions, ws};

pub struct BenchDatabase {
    pub url: String,
    name: String,
    admin: PgConnection,
}

impl BenchDatabase {
    /// Creates `hire_bench_<time>` on the server of `server_url`.
    pub async fn create(server_url: &str) -> Result<Self> {
        let name = format!("hire_bench_{}", Utc::now().format("%Y%m%d%H%M%S%f"));
        let mut admin = PgConnection::connect(server_url)
            .await
            .context("cannot reach PostgreSQL")?;
        sqlx::query(&format!("CREATE DATABASE \"{name}\""))
            .execute(&mut admin)
            .await?;
        println!("Benchmark database {name} (dropped at the end).");
        Ok(Self {
            url: with_database(server_url, &name),
            name,
            admin,
        })
    }

    pub async fn drop(mut self) -> Result<()> {
        sqlx::query(&format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name))
            .execute(&mut self.admin)
            .await?;
        Ok(())
    }
}

/// `hire serve` as a process of its own, so that its memory is its own.
pub struct Server {
    pub child: tokio::process::Child,
    pub address: String,
    /// Sign the server's session tokens, so a benchmark needs no sign-in.
    keys: crate::sessions::TokenKeys,
    /// The server's files, removed with it.
    _data_dir: tempfile::TempDir,
}

impl Server {
    /// An access token of `user` for this server.
    pub fn token(&self, user: Uuid) -> Result<String> {
        self.keys.access_token(user, 0, Utc::now())
    }

    /// Starts the server with a token secret of its own.
    pub async fn start(url: &str, bench: &str) -> Result<Self> {
        let secret = uuid::Uuid::new_v4().simple().to_string();
        let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let data_dir = tempfile::Builder::new()
            .prefix(&format!("hire-bench-{bench}-"))
            .tempdir()?;
        let child = tokio::process::Command::new(std::env::current_exe()?)
            .arg("serve")
            .env("DATABASE_URL", url)
            .env("HIRE_ADDR", format!("127.0.0.1:{port}"))
            .env("HIRE_JWT_SECRET", &secret)
            .env("HIRE_DATA_DIR", data_dir.path())
            .env("RUST_LOG", "error")
            .kill_on_drop(true)
            .spawn()
            .context("cannot start hire serve")?;
        let address = format!("127.0.0.1:{port}");
        for _ in 0..300 {
            if reqwest::get(format!("http://{address}/api/health"))
                .await
                .is_ok_and(|response| response.status().is_success())
            {
                let keys = crate::sessions::TokenKeys::new(
                    secret.as_bytes(),
                    chrono::Duration::hours(2),
                    chrono::Duration::hours(2),
                );
                return Ok(Self {
                    child,
                    address,
                    keys,
                    _data_dir: data_dir,
                });
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        bail!("hire serve did not start")
    }

    /// Resident memory of the server process, in bytes.
    pub fn memory(&self) -> Result<u64> {
        let pid = self.child.id().context("the server has exited")?;
        let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
        let kib: u64 = status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|value| value.split_whitespace().next()?.parse().ok())
            .context("no VmRSS")?;
        Ok(kib * 1024)
    }
}

/// `url` with its database name replaced.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(base, query)| (base, Some(query)));
    let server = base.rsplit_once('/').map_or(base, |(server, _)| server);
    match query {
        Some(query) => format!("{server}/{name}?{query}"),
        None => format!("{server}/{name}"),
    }
}

/// The value at fraction `p` (0..1) of sorted `values`.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted
        .get(((sorted.len() as f64 * p) as usize).min(sorted.len().saturating_sub(1)))
        .copied()
        .unwrap_or(f64::NAN)
}

/// A company (its owner's id and company id) with the ats module.
pub async fn company(pool: &PgPool) -> Result<(Uuid, Uuid)> {
    let (owner, company) = (Uuid::now_v7(), Uuid::now_v7());
    sqlx::query(
        "INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at, activated_at)
         VALUES ($1, 'owner@bench.example.org', 'Bench', 'Owner', 'company', now(), now())",
    )
    .bind(owner)
    .execute(pool)
    .await?;
    sqlx::query("INSERT INTO companies (id, owner_id, name) VALUES ($1, $2, 'Bench Ltd')")
        .bind(company)
        .bind(owner)
        .execute(pool)
        .await?;
    sqlx::query(
        "INSERT INTO company_modules (company_id, module, is_active) VALUES ($1, 'ats', true), ($1, 'lms', false)",
    )
    .bind(company)
    .execute(pool)
    .await?;
    Ok((owner, company))
}

/// A live job of `company` with `applicants` applications. The applications are histories in
/// the event store (submitted, then some way along the pipeline, some rejected or withdrawn,
/// most rated) spread over the last 60 days, and their view is built from them by a replay: the
/// rows, the status log and the counts the screens read are what the events make, so the
/// dashboard has a history to read and the board's counts are the kept ones.
pub async fn job_with_applicants(pool: &PgPool, company: Uuid, applicants: usize) -> Result<Uuid> {
    let job = job_with_histories(pool, company, applicants).await?;
    projections::Hiring::new(pool.clone())
        .replay(Some("applications"), &|_, _, _| {})
        .await?;
    Ok(job)
}

/// A live job of `company` whose `applicants` applications are histories in the event store
/// only: their view is for a replay to build.
pub async fn job_with_histories(pool: &PgPool, company: Uuid, applicants: usize) -> Result<Uuid> {
    let job = Uuid::now_v7();
    let details = domain::hiring::job::JobDetailsInput {
        title: Some("Analyst".into()),
        description: Some("Numbers.".into()),
        employment_type: Some("full_time".into()),
        ..Default::default()
    }
    .parse(Utc::now().date_naive())
    .map_err(|problems| anyhow::anyhow!("job details: {problems:?}"))?;
    sqlx::query(
        "INSERT INTO job_views (id, company_id, status, title, employment_type, hide_salary, details, created_at, updated_at)
         VALUES ($1, $2, 'live', 'Analyst', 'full_time', false, $3, now(), now())",
    )
    .bind(job)
    .bind(company)
    .bind(sqlx::types::Json(details))
    .execute(pool)
    .await?;
    sqlx::query(APPLICATION_HISTORIES)
        .bind(job)
        .bind(company)
        .bind(applicants as i64)
        .execute(pool)
        .await?;
    Ok(job)
}

/// `$3` job seekers, each with an application to job `$1` of company `$2` as events. Most stop
/// early in the pipeline, as in a real one: each step is taken by about 45 % of those who took
/// the one before; of those not yet at an offer's answer a quarter are rejected and a few withdraw.
const APPLICATION_HISTORIES: &str = "
WITH seekers AS (
    INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at, activated_at)
    SELECT gen_random_uuid(), $1::text || '-' || n || '@bench.example.org', 'Applicant', n::text, 'jobseeker', now(), now()
    FROM generate_series(1, $3) n RETURNING id),
applications AS (
    SELECT gen_random_uuid()::text AS id, id AS seeker, now() - random() * interval '60 days' AS applied_at,
           least(floor(ln(1 - random()) / ln(0.45)), 6)::int AS steps, random() AS ending, random() AS rated
    FROM seekers),
path(position, status, cause) AS (VALUES
    (1, 'in_review', json_build_object('kind', 'next_step')),
    (2, 'shortlisted', json_build_object('kind', 'next_step')),
    (3, 'interview', json_build_object('kind', 'interview_scheduled', 'interview_id', gen_random_uuid())),
    (4, 'offered', json_build_object('kind', 'offer_sent', 'offer_id', gen_random_uuid())),
    (5, 'accepted_by_applicant', json_build_object('kind', 'offer_accepted', 'offer_id', gen_random_uuid())),
    (6, 'hired', json_build_object('kind', 'hired'))),
statuses(position, status) AS (
    SELECT 0, 'applied' UNION ALL SELECT position, status FROM path),
events(id, seeker, step, at, event_type, payload) AS (
    SELECT a.id, a.seeker, 0, a.applied_at, 'ApplicationSubmitted',
           json_build_object('Submitted', json_build_object('job_id', $1::uuid, 'company_id', $2::uuid, 'jobseeker_id', a.seeker,
               'cv', json_build_object('name', 'cv.pdf', 'url', '/api/accounts/files/cv/cv.pdf'), 'cover_letter', 'I would like to join.'))
    FROM applications a
    UNION ALL
    SELECT a.id, a.seeker, p.position, a.applied_at + (now() - a.applied_at) * p.position / 8, 'ApplicationStatusChanged',
           json_build_object('StatusChanged', json_build_object('from', s.status, 'to', p.status, 'cause', p.cause))
    FROM applications a JOIN path p ON p.position <= a.steps JOIN statuses s ON s.position = p.position - 1
    UNION ALL
    SELECT a.id, a.seeker, 7, a.applied_at + (now() - a.applied_at) * 7 / 8, 'ApplicationStatusChanged',
           json_build_object('StatusChanged', json_build_object('from', s.status,
               'to', CASE WHEN a.ending < 0.25 THEN 'rejected_by_company' ELSE 'rejected_by_applicant' END,
               'cause', CASE WHEN a.ending < 0.25 THEN json_build_object('kind', 'rejected', 'reason', NULL)
                             ELSE json_build_object('kind', 'withdrawn') END))
    FROM applications a JOIN statuses s ON s.position = a.steps
    WHERE a.steps < 5 AND a.ending < 0.3
    UNION ALL
    SELECT a.id, a.seeker, 8, a.applied_at + (now() - a.applied_at) * 15 / 16, 'ApplicantRated',
           json_build_object('Rated', json_build_object('rating', 1 + floor(a.rated * 5)::int))
    FROM applications a WHERE a.rated < 0.7)
INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
SELECT 'application', id, row_number() OVER (PARTITION BY id ORDER BY step), event_type, '1', payload,
       json_build_object('at', to_json(at), 'actor', seeker)
FROM events";

/// Runs pgbench with `arguments` against `url`; what it printed.
pub async fn pgbench(url: &str, arguments: &[String]) -> Result<String> {
    let pgbench = migrations::cluster::find_binaries()?.join("pgbench");
    let output = tokio::process::Command::new(&pgbench)
        .args(arguments)
        .arg(url)
        .output()
        .await
        .with_context(|| format!("cannot run {}", pgbench.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if !output.status.success() {
        bail!("pgbench failed: {stdout}{}", String::from_utf8_lossy(&output.stderr));
    }
    Ok(stdout)
}

/// pgbench's transactions per second with `arguments` against `url`.
pub async fn pgbench_tps(url: &str, arguments: &[String]) -> Result<f64> {
    let stdout = pgbench(url, arguments).await?;
    stdout
        .lines()
        .find_map(|line| {
            line.trim()
                .strip_prefix("tps = ")?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .ok_or_else(|| anyhow::anyhow!("pgbench gave no tps: {stdout}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_database_on_the_same_server() {
        assert_eq!(
            with_database("postgres://u:p@h:5/hire?sslmode=disable", "b"),
            "postgres://u:p@h:5/b?sslmode=disable"
        );
        assert_eq!(with_database("postgres://u:p@h:5/hire", "b"), "postgres://u:p@h:5/b");
    }

    #[test]
    fn percentiles_of_sorted_values() {
        let values: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!((percentile(&values, 0.5), percentile(&values, 0.99)), (51.0, 100.0));
    }
}
