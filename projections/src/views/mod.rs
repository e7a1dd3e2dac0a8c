//! One module per read model. Each decodes the events of the aggregates it follows and
//! writes only its own tables, so each can be rebuilt alone.

pub mod applications;
pub mod history;
pub mod interviews;
pub mod jobs;
pub mod market;
pub mod notifications;
pub mod offers;
pub mod org;
pub mod privacy;
pub mod workforce_planning;

use crate::engine::View;
use std::sync::Arc;

/// A record's actions as its read lists them: those its status allows, whoever asks. Who may
/// take each is the api's to say (`http::policy`), which keeps only the caller's.
pub trait Actions {
    type Action: Copy;

    fn keep(&mut self, allowed: impl FnMut(Self::Action) -> bool);
}

macro_rules! actions {
    ($($list:ty => $action:ty),+ $(,)?) => {
        $(
            impl Actions for $list {
                type Action = $action;

                fn keep(&mut self, mut allowed: impl FnMut($action) -> bool) {
                    self.0.retain(|action| allowed(*action));
                }
            }
        )+
    };
}

actions! {
    applications::read::HiringMoves => domain::hiring::StatusMove,
    applications::read::ApplicantMoves => domain::hiring::StatusMove,
    interviews::read::InterviewActions => domain::hiring::interview::InterviewAction,
    jobs::read::JobActions => domain::hiring::job::JobAction,
    offers::read::OfferActions => domain::hiring::offer::OfferAction,
}

/// Every view, in the order replay rebuilds them.
pub fn all() -> Vec<Arc<dyn View>> {
    vec![
        Arc::new(jobs::Jobs),
        Arc::new(applications::Applications),
        Arc::new(interviews::Interviews),
        Arc::new(offers::Offers),
        Arc::new(history::History),
        Arc::new(notifications::Notifications),
        Arc::new(org::Org),
        Arc::new(workforce_planning::WorkforcePlanning),
        Arc::new(market::Market),
        Arc::new(privacy::Privacy),
    ]
}
