//! `hire bench reads`: the reads of a hiring pipeline under load. A job with 10,000 applicants
//! (written straight into the read models), then 64 clients reading, one kind of page at a
//! time: the pipeline board, the table view (sorted, a random page), an applicant's page and
//! the dashboard. Prints p50 / p99 latency and reads/s for each, next to pgbench's
//! select-only TPS on the same PostgreSQL at the same concurrency, and the ratio.
//! Targets (issue #16): p99 ≤ 20 ms for each, and ≥ 0.3× pgbench.
//!
//! Two reference reads come first, measured the same way: the health check (one `SELECT 1`,
//! nobody signed in) and the signed-in user (`me`: the caller's look-up that starts every
//! authenticated request, and nothing else). They are the most any request, and any
//! authenticated request, gets through this server on this machine, so a reader sees how far
//! a screen's own statements and JSON are from that, and what a target asks of them.

use super::{BenchDatabase, Server, company, job_with_applicants, pgbench, pgbench_tps};
use anyhow::{Result, bail};
use rand::Rng;
use sqlx::postgres::PgPoolOptions;
use std::sync::Arc;
use std::time::{Duration, Instant};
use uuid::Uuid;

#[derive(clap::Args, Debug, Clone)]
pub struct ReadsOptions {
    /// Applicants of the job.
    #[arg(long, default_value_t = 10_000)]
    pub applicants: usize,
    /// Concurrent clients (and pgbench clients).
    #[arg(long, default_value_t = 64)]
    pub clients: usize,
    /// Seconds each kind of read runs, and pgbench.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
}

pub async fn reads(server_url: &str, options: &ReadsOptions) -> Result<()> {
    if options.applicants == 0 || options.clients == 0 || options.seconds == 0 {
        bail!("--applicants, --clients and --seconds need numbers above 0");
    }
    let database = BenchDatabase::create(server_url).await?;
    let outcome = run(&database.url, options).await;
    database.drop().await?;
    outcome
}

/// Which page a read asks for.
#[derive(Clone, Copy)]
enum Read {
    Board,
    Table,
    Applicant,
    Dashboard,
    Health,
    Caller,
}

impl Read {
    const ALL: [Read; 6] = [
        Read::Health,
        Read::Caller,
        Read::Board,
        Read::Table,
        Read::Applicant,
        Read::Dashboard,
    ];

    fn name(self) -> &'static str {
        match self {
            Read::Board => "pipeline board",
            Read::Table => "table view",
            Read::Applicant => "applicant page",
            Read::Dashboard => "dashboard",
            Read::Health => "(health check)",
            Read::Caller => "(caller only)",
        }
    }

    fn path(self, job: Uuid, applications: &[Uuid], pages: usize) -> String {
        let mut random = rand::rng();
        match self {
            Read::Board => format!("/api/jobs/applicantsforpipeline/{job}/"),
            Read::Table => format!(
                "/api/jobs/applicantsfortable/{job}/?sort=rating&order=desc&page={}&page_size=20",
                random.random_range(1..=pages)
            ),
            Read::Applicant => format!(
                "/api/jobs/applicant/{}/",
                applications[random.random_range(0..applications.len())]
            ),
            Read::Dashboard => "/api/jobs/dashboard".to_owned(),
            Read::Health => "/api/health".to_owned(),
            Read::Caller => "/api/auth/users/me/".to_owned(),
        }
    }
}

/// Reads of one kind by every client for `seconds`: each read's latency.
async fn load(
    address: &str,
    token: &str,
    read: Read,
    job: Uuid,
    applications: Arc<Vec<Uuid>>,
    options: &ReadsOptions,
) -> Result<Vec<Duration>> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(options.clients)
        .build()?;
    let until = Instant::now() + Duration::from_secs(options.seconds);
    let pages = options.applicants.div_ceil(20).clamp(1, 10_000);
    let mut clients = Vec::new();
    for _ in 0..options.clients {
        let (client, token, applications) = (client.clone(), token.to_owned(), applications.clone());
        let base = format!("http://{address}");
        clients.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while Instant::now() < until {
                let url = format!("{base}{}", read.path(job, &applications, pages));
                let started = Instant::now();
                let response = client.get(&url).bearer_auth(&token).send().await?;
                let status = response.status();
                response.bytes().await?;
                if !status.is_success() {
                    bail!("{url} answered {status}");
                }
                latencies.push(started.elapsed());
            }
            Ok(latencies)
        }));
    }
    let mut all = Vec::new();
    for client in clients {
        all.extend(client.await??);
    }
    Ok(all)
}

fn percentile(sorted: &[Duration], share: f64) -> f64 {
    let index = ((sorted.len() as f64 * share).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[index].as_secs_f64() * 1000.0
}

async fn run(url: &str, options: &ReadsOptions) -> Result<()> {
    let pool = PgPoolOptions::new().max_connections(4).connect(url).await?;
    migrations::MIGRATOR.run(&pool).await?;
    let (owner, company) = company(&pool).await?;
    println!("Writing a job with {} applicants …", options.applicants);
    let job = job_with_applicants(&pool, company, options.applicants).await?;
    let applications: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM application_views WHERE job_id = $1")
        .bind(job)
        .fetch_all(&pool)
        .await?;
    sqlx::query("VACUUM ANALYZE").execute(&pool).await?;

    println!(
        "pgbench select-only, {} clients, {} s …",
        options.clients, options.seconds
    );
    pgbench(url, &["-i".into(), "-q".into(), "-s".into(), "1".into()]).await?;
    let baseline = pgbench_tps(
        url,
        &[
            "-S".into(),
            "-n".into(),
            "-c".into(),
            options.clients.to_string(),
            "-j".into(),
            options.clients.min(4).to_string(),
            "-T".into(),
            options.seconds.to_string(),
        ],
    )
    .await?;

    let mut server = Server::start(url, "reads").await?;
    let token = server.token(owner)?;
    let applications = Arc::new(applications);
    println!(
        "\n{:<16} {:>10} {:>10} {:>10} {:>12}",
        "read", "p50 ms", "p99 ms", "reads/s", "÷ pgbench"
    );
    println!(
        "{:<16} {:>10} {:>10} {:>10.0} {:>12}",
        "pgbench -S", "-", "-", baseline, "(baseline)"
    );
    for read in Read::ALL {
        let mut latencies = load(&server.address, &token, read, job, applications.clone(), options).await?;
        latencies.sort_unstable();
        if latencies.is_empty() {
            bail!("no {} read finished in {} s", read.name(), options.seconds);
        }
        let rate = latencies.len() as f64 / options.seconds as f64;
        println!(
            "{:<16} {:>10.1} {:>10.1} {:>10.0} {:>12.3}",
            read.name(),
            percentile(&latencies, 0.50),
            percentile(&latencies, 0.99),
            rate,
            rate / baseline
        );
    }
    server.child.kill().await?;
    pool.close().await;
    println!(
        "\n{} applicants, {} clients. Targets: p99 ≤ 20 ms for each screen's read, and reads/s ≥ 0.3× pgbench select-only;\nthe reads in brackets are references, not screens.",
        options.applicants, options.clients
    );
    Ok(())
}
