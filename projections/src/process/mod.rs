//! Process managers: each turns an event of one aggregate into a command on another, as the
//! event's actor, and records its place like a view does.

mod closing;
mod pipeline;

pub use closing::Closing;
pub use pipeline::Pipeline;

use crate::event_store::{HireCqrs, execute};
use crate::stored::{ProjectionError, StoredEvent};
use cqrs_es::{Aggregate, AggregateError};
use uuid::Uuid;

/// A process manager's command for `event`, as the event's actor. A concurrent command on the
/// same aggregate wins the race, and the next try sees its result; a refusal is logged and
/// ends the step, since the aggregate already decided otherwise.
pub(crate) async fn follow_up<A: Aggregate>(
    cqrs: &HireCqrs<A>,
    id: Uuid,
    command: A::Command,
    event: &StoredEvent,
) -> Result<(), ProjectionError>
where
    A::Command: Clone,
{
    for _ in 0..5 {
        match execute(cqrs, id, command.clone(), event.metadata.actor).await {
            Ok(()) => return Ok(()),
            Err(AggregateError::AggregateConflict) => continue,
            Err(AggregateError::UserError(refusal)) => {
                tracing::warn!(event = event.key(), aggregate = A::TYPE, %refusal, "a follow-up command was refused");
                return Ok(());
            }
            Err(error) => return Err(ProjectionError::Command(error.to_string())),
        }
    }
    Err(ProjectionError::Command(format!("{} {id} stayed contended", A::TYPE)))
}
