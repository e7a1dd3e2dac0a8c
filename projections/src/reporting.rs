//! What every hiring report is asked for: a cohort of records started in a period, seen as of
//! a moment. Each view that a report reads answers it beside its own tables
//! (`views::applications::reports`, `views::offers::reports`, `views::interviews::reports`).

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

/// The records started from `from` to `to` (whole days, UTC) for the jobs asked for, seen as of
/// `at`: what was known then counts, nothing later.
#[derive(Debug, Clone)]
pub struct Cohort {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub at: DateTime<Utc>,
    /// Some jobs (of a unit, or chosen), or every job of the caller's scope.
    pub jobs: Option<Vec<Uuid>>,
}
