//! `hire bench export`: a job's applicants downloaded as CSV and XLSX from one `hire serve`
//! process, for jobs of growing size; prints rows/s and how much the server's resident memory
//! grew while it sent them (sampled every 10 ms), next to PostgreSQL's own
//! `COPY (SELECT …) TO STDOUT` of the same rows in the same run. Memory that stays flat as the
//! rows grow is what "streamed" means.

use super::{BenchDatabase, Server, company, job_with_applicants};
use anyhow::{Result, bail};
use futures_util::StreamExt;
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use uuid::Uuid;

#[derive(clap::Args, Debug, Clone)]
pub struct ExportOptions {
    /// Applicants of the exported job, one round per number.
    #[arg(long, value_delimiter = ',', default_value = "5000,50000,200000")]
    pub rows: Vec<usize>,
}

pub async fn export(server_url: &str, options: &ExportOptions) -> Result<()> {
    if options.rows.is_empty() || options.rows.contains(&0) {
        bail!("--rows needs numbers above 0");
    }
    let database = BenchDatabase::create(server_url).await?;
    let outcome = run(&database.url, options).await;
    database.drop().await?;
    outcome
}

/// The largest resident memory of the server while `work` runs, sampled every 10 ms.
async fn peak_memory_during<T>(server: &Server, work: impl Future<Output = Result<T>>) -> Result<(T, u64)> {
    let peak = Arc::new(AtomicU64::new(server.memory()?));
    let done = Arc::new(AtomicBool::new(false));
    let pid_memory = {
        let (peak, done) = (peak.clone(), done.clone());
        let pid = server.child.id().unwrap_or_default();
        tokio::spawn(async move {
            while !done.load(Ordering::Relaxed) {
                if let Some(now) = resident_memory(pid) {
                    peak.fetch_max(now, Ordering::Relaxed);
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
    };
    let outcome = work.await;
    done.store(true, Ordering::Relaxed);
    pid_memory.await?;
    Ok((outcome?, peak.load(Ordering::Relaxed)))
}

fn resident_memory(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kib: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.split_whitespace().next()?.parse().ok())?;
    Some(kib * 1024)
}

/// Downloads `path`, returning the bytes received.
async fn download(client: &reqwest::Client, url: &str, token: &str) -> Result<u64> {
    let response = client.get(url).bearer_auth(token).send().await?;
    if !response.status().is_success() {
        bail!("{url} answered {}", response.status());
    }
    let mut bytes = 0;
    let mut body = response.bytes_stream();
    while let Some(chunk) = body.next().await {
        bytes += chunk?.len() as u64;
    }
    Ok(bytes)
}

/// PostgreSQL alone: the same rows out of `COPY … TO STDOUT`, returning the bytes.
async fn copy_out(pool: &PgPool, job: Uuid) -> Result<u64> {
    let mut connection = pool.acquire().await?;
    let mut rows = connection
        .copy_out_raw(&format!(
            "COPY (SELECT u.first_name, u.last_name, u.email, a.status, a.applied_at, a.status_changed_at, a.rating, j.title, a.cv_name
                   FROM application_views a JOIN job_views j ON j.id = a.job_id LEFT JOIN users u ON u.id = a.jobseeker_id
                   WHERE a.job_id = '{job}' ORDER BY a.applied_at DESC, a.id) TO STDOUT WITH (FORMAT csv)"
        ))
        .await?;
    let mut bytes = 0;
    while let Some(chunk) = rows.next().await {
        bytes += chunk?.len() as u64;
    }
    Ok(bytes)
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

async fn run(url: &str, options: &ExportOptions) -> Result<()> {
    let pool = PgPoolOptions::new().max_connections(4).connect(url).await?;
    migrations::MIGRATOR.run(&pool).await?;
    let (owner, company) = company(&pool).await?;
    let mut jobs = Vec::new();
    for &rows in &options.rows {
        println!("Writing a job with {rows} applicants …");
        jobs.push((rows, job_with_applicants(&pool, company, rows).await?));
    }
    sqlx::query("VACUUM ANALYZE").execute(&pool).await?;
    let mut server = Server::start(url, "export").await?;
    let token = server.token(owner)?;
    let client = reqwest::Client::new();
    println!(
        "\n{:>8}  {:<6} {:>9} {:>10} {:>9} {:>13} {:>13}",
        "rows", "format", "seconds", "rows/s", "MiB", "server RSS", "RSS growth"
    );
    for (rows, job) in jobs {
        let started = Instant::now();
        let bytes = copy_out(&pool, job).await?;
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{rows:>8}  {:<6} {seconds:>9.2} {:>10.0} {:>9.1} {:>13} {:>13}",
            "COPY",
            rows as f64 / seconds,
            mib(bytes),
            "(baseline)",
            "-"
        );
        for format in ["csv", "xlsx"] {
            let idle = server.memory()?;
            let path = format!(
                "http://{}/api/jobs/applicantsfortable/{job}/export/?format={format}",
                server.address
            );
            let started = Instant::now();
            let (bytes, peak) = peak_memory_during(&server, download(&client, &path, &token)).await?;
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "{rows:>8}  {format:<6} {seconds:>9.2} {:>10.0} {:>9.1} {:>10.1} MiB {:>9.1} MiB",
                rows as f64 / seconds,
                mib(bytes),
                mib(peak),
                mib(peak.saturating_sub(idle)),
            );
        }
    }
    server.child.kill().await?;
    pool.close().await;
    println!(
        "\nRSS growth is the server's peak resident memory during the download less its memory just before; \
         it should stay flat as the rows grow."
    );
    Ok(())
}
