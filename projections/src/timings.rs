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
    /// Process managers, with the commands they run: they run beside the views, so only what
    /// a command waits for them after its views are done.
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
    add(phase, started.elapsed());
    outcome
}

/// Runs a command's `views` and its process `managers` side by side. The views' time is
/// theirs; the process managers' phase is only what the command waits for them after its
/// views are done, so the phases still add up to no more than the command's time.
pub async fn views_and_process_managers<V: Future, M: Future>(views: V, managers: M) -> (V::Output, M::Output) {
    let managers = IN_PROCESS_MANAGER.scope((), managers);
    if nested() {
        return futures_util::future::join(views, managers).await;
    }
    let started = Instant::now();
    let views = async {
        let outcome = views.await;
        (outcome, started.elapsed())
    };
    let ((outcome, views_took), managed) = futures_util::future::join(views, managers).await;
    add(Phase::Views, views_took);
    add(Phase::ProcessManagers, started.elapsed().saturating_sub(views_took));
    (outcome, managed)
}

fn add(phase: Phase, took: Duration) {
    NANOS[phase.index()].fetch_add(took.as_nanos() as u64, Ordering::Relaxed);
    COUNTS[phase.index()].fetch_add(1, Ordering::Relaxed);
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

    // The phases are process-wide counters, so one test reads them.
    #[tokio::test]
    async fn process_managers_beside_the_views_count_only_the_wait_after_them_and_nothing_twice() {
        reset();

        views_and_process_managers(
            tokio::time::sleep(Duration::from_millis(200)),
            timed(Phase::Load, tokio::time::sleep(Duration::from_millis(250))),
        )
        .await;

        let totals = totals();
        let of = |phase: Phase| *totals.iter().find(|(p, _, _)| *p == phase).unwrap();
        let (_, views, _) = of(Phase::Views);
        let (_, managers, counted) = of(Phase::ProcessManagers);
        assert_eq!((counted, of(Phase::Load).2), (1, 0));
        assert!(views >= Duration::from_millis(200), "{views:?}");
        assert!(managers < Duration::from_millis(200), "{managers:?}");
    }
}
