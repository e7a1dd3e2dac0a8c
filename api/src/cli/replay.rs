//! `hire replay`: rebuild the read models from the event store, with a progress bar.

use anyhow::Result;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use projections::Hiring;
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

pub async fn run(pool: PgPool, only: Option<&str>) -> Result<()> {
    let hiring = Hiring::new(pool);
    let bars = MultiProgress::new();
    let style = ProgressStyle::with_template("{prefix:>14} [{bar:40}] {pos}/{len} events ({per_sec}, {eta})")?
        .progress_chars("=> ");
    let by_view: Mutex<HashMap<String, ProgressBar>> = Mutex::new(HashMap::new());
    let started = Instant::now();
    let replayed = hiring
        .replay(only, &|view, handled, total| {
            let mut by_view = by_view.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let bar = by_view.entry(view.to_owned()).or_insert_with(|| {
                let bar = bars.add(
                    ProgressBar::new(total)
                        .with_style(style.clone())
                        .with_prefix(view.to_owned()),
                );
                bar.set_length(total);
                bar
            });
            bar.set_position(handled);
            if handled >= total {
                bar.finish();
            }
        })
        .await?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "Replayed {} events into the views in {seconds:.1} s ({:.0} events/s); the live views waited {} ms for the swap.",
        replayed.applied,
        replayed.applied as f64 / seconds.max(0.001),
        replayed.locked_for.as_millis()
    );
    Ok(())
}
