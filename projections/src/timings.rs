//! Where the time of requests goes, summed over the process's life: the breakdown
//! `hire bench pipeline` prints (issue 16: measure before speeding up). The commands process
//! managers run in turn are part of the process managers' phase, so no time counts twice.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Reading (and opening) the events of aggregates: the command's own and those it looks up.
    Load,
    /// Sealing and appending the new events.
    Append,
    /// Applying the new events to the views.
    Views,
    /// Process managers, with the commands they run.
    ProcessManagers,
}

impl Phase {
    pub const ALL: [Self; 4] = [Self::Load, Self::Append, Self::Views, Self::ProcessManagers];

    pub fn name(self) -> &'static str {
        match self {
            Self::Load => "load",
            Self::Append => "append",
            Self::Views => "views",
            Self::ProcessManagers => "process managers",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

static NANOS: [AtomicU64; 4] = [const { AtomicU64::new(0) }; 4];
static COUNTS: [AtomicU64; 4] = [const { AtomicU64::new(0) }; 4];

tokio::task_local! {
    /// Set while process managers run: their commands are part of that phase.
    static IN_PROCESS_MANAGER: ();
}

fn nested() -> bool {
    IN_PROCESS_MANAGER.try_with(|_| ()).is_ok()
}

/// Runs `work`, adding its time to `phase` unless a process manager runs it.
pub async fn timed<T>(phase: Phase, work: impl Future<Output = T>) -> T {
    if nested() {
        return work.await;
    }
    let started = Instant::now();
    let outcome = work.await;
    NANOS[phase.index()].fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
    COUNTS[phase.index()].fetch_add(1, Ordering::Relaxed);
    outcome
}

/// Runs process managers' `work`: timed as their phase, and what it does is not counted again.
pub async fn process_managers<T>(work: impl Future<Output = T>) -> T {
    if nested() {
        return work.await;
    }
    timed(Phase::ProcessManagers, IN_PROCESS_MANAGER.scope((), work)).await
}

/// Total time and count of each phase since the last reset.
pub fn totals() -> Vec<(Phase, Duration, u64)> {
    Phase::ALL
        .iter()
        .map(|phase| {
            (
                *phase,
                Duration::from_nanos(NANOS[phase.index()].load(Ordering::Relaxed)),
                COUNTS[phase.index()].load(Ordering::Relaxed),
            )
        })
        .collect()
}

pub fn reset() {
    for counter in NANOS.iter().chain(COUNTS.iter()) {
        counter.store(0, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_inside_process_managers_counts_only_as_theirs() {
        reset();

        process_managers(timed(Phase::Load, tokio::time::sleep(Duration::from_millis(5)))).await;

        let totals = totals();
        let of = |phase: Phase| {
            totals
                .iter()
                .find(|(p, _, _)| *p == phase)
                .map(|(_, _, count)| *count)
                .unwrap()
        };
        assert_eq!((of(Phase::ProcessManagers), of(Phase::Load)), (1, 0));
    }
}
