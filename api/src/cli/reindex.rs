//! `hire reindex`: rebuild the search index from the read models, with a progress bar.

use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};
use projections::SearchIndexer;
use sqlx::PgPool;
use std::time::Instant;

/// Documents written per call to the index.
const BATCH: usize = 500;

pub async fn run(pool: PgPool) -> Result<()> {
    let index = search::from_env(pool.clone()).await?;
    let backend = index.backend();
    let indexer = SearchIndexer::new(pool, index);
    let bar = ProgressBar::new(0)
        .with_style(
            ProgressStyle::with_template("{prefix:>8} [{bar:40}] {pos}/{len} documents ({per_sec}, {eta})")?
                .progress_chars("=> "),
        )
        .with_prefix("reindex");
    let started = Instant::now();
    let written = indexer
        .reindex(BATCH, &|done, all| {
            bar.set_length(all);
            bar.set_position(done);
        })
        .await?;
    bar.finish();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "Reindexed {} jobs, {} candidates and {} document passages into the {backend} index in {seconds:.1} s.",
        written.jobs, written.candidates, written.passages
    );
    Ok(())
}
