//! Benchmarks. Each runs against a database of its own, created on the same PostgreSQL and
//! dropped afterwards, and prints its figures next to a baseline measured in the same run.

pub mod pipeline;
pub mod search;
pub mod ws;

use anyhow::{Context, Result};
use chrono::Utc;
use sqlx::{Connection, PgConnection};

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
