//! Benchmarks. Each runs against a database of its own, created on the same PostgreSQL and
//! dropped afterwards, and prints its figures next to a baseline measured in the same run.

pub mod export;
pub mod pipeline;
pub mod search;
pub mod ws;

use anyhow::{Context, Result, bail};
use chrono::Utc;
use sqlx::{Connection, PgConnection};
use std::time::Duration;

pub use export::{ExportOptions, export};
pub use pipeline::{PipelineOptions, pipeline};
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
}

impl Server {
    pub async fn start(url: &str, secret: &str, bench: &str) -> Result<Self> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let child = tokio::process::Command::new(std::env::current_exe()?)
            .arg("serve")
            .env("DATABASE_URL", url)
            .env("HIRE_ADDR", format!("127.0.0.1:{port}"))
            .env("HIRE_JWT_SECRET", secret)
            .env(
                "HIRE_DATA_DIR",
                std::env::temp_dir().join(format!("hire-bench-{bench}-{port}")),
            )
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
                return Ok(Self { child, address });
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
