//! Group commit: work that concurrent commands hand to one writer, which does everything that
//! is waiting in one transaction. A statement or a commit costs PostgreSQL about the same for
//! one command's rows as for sixty-four commands' rows, so under load the statements per
//! command fall with the commands in a batch; alone, a command waits for no one.

use futures_util::future::BoxFuture;
use std::fmt::Display;
use std::sync::{Arc, OnceLock};
use tokio::sync::{mpsc, oneshot};

/// The most items a writer takes at once.
const MOST: usize = 64;

type Write<T, R> = Arc<dyn Fn(Vec<T>) -> BoxFuture<'static, Vec<R>> + Send + Sync>;
type Waiting<T, R> = (T, oneshot::Sender<R>);

pub(crate) struct Batches<T, R> {
    write: Write<T, R>,
    waiting: OnceLock<mpsc::UnboundedSender<Waiting<T, R>>>,
}

/// The writer is gone (it panicked), so the item was not done.
#[derive(Debug)]
pub(crate) struct WriterStopped;

impl<T: Send + Sync + 'static, R: Send + 'static> Batches<T, R> {
    /// `together` does a batch in one transaction and returns each item's outcome, in order.
    /// If it fails as a whole, each item is done alone, so one that cannot be done holds back
    /// no other; `failed` is the outcome of an item whose lone try failed with that error.
    pub(crate) fn new<E: Display + Send + 'static>(
        items: &'static str,
        together: impl for<'a> Fn(&'a [T]) -> BoxFuture<'a, Result<Vec<R>, E>> + Send + Sync + 'static,
        failed: impl Fn(E) -> R + Send + Sync + 'static,
    ) -> Self {
        let (together, failed) = (Arc::new(together), Arc::new(failed));
        Self {
            write: Arc::new(move |batch| {
                let (together, failed) = (together.clone(), failed.clone());
                Box::pin(async move {
                    if batch.len() > 1 {
                        match together(&batch).await {
                            Ok(outcomes) => return outcomes,
                            Err(error) => tracing::debug!(%error, "a batch of {items} failed; doing each alone"),
                        }
                    }
                    let mut outcomes = Vec::with_capacity(batch.len());
                    for alone in batch.chunks(1) {
                        outcomes.push(match together(alone).await {
                            Ok(mut outcome) => outcome.remove(0),
                            Err(error) => failed(error),
                        });
                    }
                    outcomes
                })
            }),
            waiting: OnceLock::new(),
        }
    }

    /// Hands `item` to the writer, started by the first item on the caller's runtime, and
    /// waits for its outcome.
    pub(crate) async fn run(&self, item: T) -> Result<R, WriterStopped> {
        let waiting = self.waiting.get_or_init(|| {
            let (waiting, items) = mpsc::unbounded_channel();
            tokio::spawn(write_batches(self.write.clone(), items));
            waiting
        });
        let (done, outcome) = oneshot::channel();
        waiting.send((item, done)).map_err(|_| WriterStopped)?;
        outcome.await.map_err(|_| WriterStopped)
    }
}

async fn write_batches<T, R>(write: Write<T, R>, mut items: mpsc::UnboundedReceiver<Waiting<T, R>>) {
    let mut batch = Vec::with_capacity(MOST);
    while items.recv_many(&mut batch, MOST).await > 0 {
        let (batch, done): (Vec<T>, Vec<_>) = std::mem::take(&mut batch).into_iter().unzip();
        for (done, outcome) in done.into_iter().zip(write(batch).await) {
            let _caller_gone = done.send(outcome);
        }
    }
}
