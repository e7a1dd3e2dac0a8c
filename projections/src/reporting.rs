//! What every hiring report is asked for: a cohort of records started in a period, seen as of
//! a moment. Each view that a report reads answers it beside its own tables
//! (`views::applications::reports`, `views::offers::reports`, `views::interviews::reports`).

use crate::tenancy::HiringScope;
use chrono::{DateTime, NaiveDate, Utc};
use sqlx::Postgres;
use sqlx::postgres::PgArguments;
use sqlx::query::QueryAs;
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

impl Cohort {
    /// Binds `$1`..`$6` of a report's statement, in the order every report takes them: the
    /// company, the first and last day, the moment, the jobs asked for, the scope's jobs.
    pub fn bind<'q, O>(
        &'q self,
        scope: &'q HiringScope,
        query: QueryAs<'q, Postgres, O, PgArguments>,
    ) -> QueryAs<'q, Postgres, O, PgArguments> {
        query
            .bind(scope.company)
            .bind(self.from)
            .bind(self.to)
            .bind(self.at)
            .bind(self.jobs.as_deref())
            .bind(scope.applicant_jobs())
    }
}
