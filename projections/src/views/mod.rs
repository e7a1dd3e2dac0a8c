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
