//! `hire bench search`: indexes synthetic candidates and jobs, then times a fixed mix of job
//! and CV searches, next to the same searches as naive `ILIKE` scans on the same PostgreSQL.

use super::BenchDatabase;
use anyhow::Result;
use sqlx::postgres::PgPoolOptions;

#[derive(clap::Args, Debug, Clone)]
pub struct SearchOptions {
    /// Synthetic CVs to index.
    #[arg(long, default_value_t = 100_000)]
    pub candidates: usize,
    /// Synthetic jobs to index.
    #[arg(long, default_value_t = 20_000)]
    pub jobs: usize,
    /// Times the query mix is run.
    #[arg(long, default_value_t = 20)]
    pub rounds: usize,
}

/// Runs on a database of its own; with `MEILISEARCH_URL` set, it measures Meilisearch in
/// indexes of its own (`hire_bench_*`), never Hire's.
pub async fn search(server_url: &str, options: &SearchOptions) -> Result<()> {
    let database = BenchDatabase::create(server_url).await?;
    let result = run(&database.url, options).await;
    database.drop().await?;
    let report = result?;
    println!("{report}");
    Ok(())
}

async fn run(url: &str, options: &SearchOptions) -> Result<search::BenchReport> {
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .connect_with(crate::database::connect_options(url)?)
        .await?;
    migrations::MIGRATOR.run(&pool).await?;
    let index: Box<dyn search::SearchIndex> = match std::env::var("MEILISEARCH_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
    {
        Some(meilisearch) => {
            let key = std::env::var("MEILISEARCH_KEY")
                .ok()
                .filter(|key| !key.trim().is_empty());
            let prefix = format!("hire_bench_{}", chrono::Utc::now().format("%Y%m%d%H%M%S"));
            Box::new(search::MeilisearchIndex::connect(&meilisearch, key.as_deref(), &prefix).await?)
        }
        None => Box::new(search::PostgresIndex::new(pool.clone())),
    };
    let defaults = search::BenchOptions::default();
    let options = search::BenchOptions {
        candidates: options.candidates,
        jobs: options.jobs,
        rounds: options.rounds,
        ..defaults
    };
    let report = search::bench(index.as_ref(), &pool, options).await;
    pool.close().await;
    report
}
