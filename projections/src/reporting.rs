//! What every hiring report is asked for: a cohort of records started in a period, seen as of
//! a moment. Each view that a report reads answers it beside its own tables
//! (`views::applications::reports`, `views::offers::reports`, `views::interviews::reports`).

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

/// The records started from `from` to `to` (whole days, UTC) for the jobs asked for, seen as of
/// `at`: what was known then counts, nothing later.
#[derive(Debug, Clone, Copy)]
pub struct Cohort {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub at: DateTime<Utc>,
    /// One job, or every job of the caller's scope.
    pub job: Option<Uuid>,
}
