//! The search benchmark at full size on a throw-away database of the private test cluster
//! (Meilisearch instead of PostgreSQL when `MEILISEARCH_URL` is set):
//!
//! `cargo run --release -p search --example bench [candidates] [jobs]`

use search::BenchOptions;
use sqlx::postgres::PgPoolOptions;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut sizes = std::env::args().skip(1).map(|size| size.parse::<usize>());
    let defaults = BenchOptions::default();
    let options = BenchOptions {
        candidates: sizes.next().transpose()?.unwrap_or(defaults.candidates),
        jobs: sizes.next().transpose()?.unwrap_or(defaults.jobs),
        ..defaults
    };
    let url = migrations::testing::fresh_database().await?;
    let pool = PgPoolOptions::new().max_connections(4).connect(&url).await?;
    let index = search::from_env(pool.clone()).await?;

    let report = search::bench(index.as_ref(), &pool, options).await?;

    println!("{report}");
    Ok(())
}
