//! The hiring reports read from the status changes the applications view keeps
//! (`application_status_changes`: every change of every application, its submission first),
//! so each can be asked as of any past moment: what was known then counts, nothing later.

use super::read::Status;
use crate::tenancy::HiringScope;
use chrono::{DateTime, NaiveDate, Utc};
use domain::hiring::ApplicationStatus;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

/// A cohort: the applications submitted from `from` to `to` (whole days, UTC) to the jobs asked
/// for, seen as of `at`.
#[derive(Debug, Clone, Copy)]
pub struct Cohort {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub at: DateTime<Utc>,
    /// One job, or every job of the caller's scope.
    pub job: Option<Uuid>,
}

/// One stage of the funnel: the applications of the cohort that entered it, and what became of
/// those that left it.
#[derive(Debug, Serialize, ToSchema)]
pub struct CohortStage {
    pub status: Status,
    /// Applications that entered the stage.
    pub reached: i64,
    /// Of those, the ones still in it.
    pub in_flight: i64,
    /// Left it for a later stage.
    pub moved_on: i64,
    /// Left it rejected by the company.
    pub rejected_by_company: i64,
    /// Left it by the applicant's own answer: withdrawn or an offer declined.
    pub rejected_by_applicant: i64,
    /// Of the applications that left the stage, the share that moved on (0..1); none while
    /// none has left.
    pub conversion: Option<f64>,
    /// Median and 90th percentile of the days spent in the stage by those that left it.
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// From submission to hire, for the cohort's applications hired by then.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimeToHire {
    pub hired: i64,
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// A cohort's funnel: every stage an application passes on the way to a hire, in order.
#[derive(Debug, Serialize, ToSchema)]
pub struct Funnel {
    pub applications: i64,
    pub stages: Vec<CohortStage>,
    pub time_to_hire: TimeToHire,
}

/// The stages of the funnel, in the order an application passes them.
const STAGES: [ApplicationStatus; 7] = [
    ApplicationStatus::Applied,
    ApplicationStatus::InReview,
    ApplicationStatus::Shortlisted,
    ApplicationStatus::Interview,
    ApplicationStatus::Offered,
    ApplicationStatus::AcceptedByApplicant,
    ApplicationStatus::Hired,
];

#[derive(sqlx::FromRow)]
struct StageRow {
    stage: i16,
    reached: i64,
    left_it: i64,
    rejected_by_company: i64,
    rejected_by_applicant: i64,
    median_days: Option<f64>,
    p90_days: Option<f64>,
    /// Days from submission to entering the stage: for the hired stage, the time to hire.
    median_since_submitted: Option<f64>,
    p90_since_submitted: Option<f64>,
}

/// Each cohort application's stages as of `$4`: entered when a change led there, left at the
/// next change, if that came by then; then per stage what became of them. `$1` company, `$2`..`$3`
/// the cohort's days, `$5` one job, `$6` the scope's jobs.
const STAGES_QUERY: &str = concat!(
    "WITH cohort AS (
         SELECT application_id, at AS submitted_at FROM application_status_changes
          WHERE company_id = $1 AND from_status IS NULL AND at >= $2::date AND at < $3::date + 1 AND at <= $4
            AND ($5::uuid IS NULL OR job_id = $5) AND ",
    crate::in_scope!("job_id", 6),
    "),
     spans AS (
         SELECT c.application_id, c.to_status AS stage, c.at AS entered_at,
                extract(epoch FROM c.at - cohort.submitted_at) / 86400 AS since_submitted,
                lead(c.at) OVER later AS left_at, lead(c.to_status) OVER later AS left_to
           FROM application_status_changes c JOIN cohort USING (application_id)
          WHERE c.at <= $4 AND c.from_status IS DISTINCT FROM c.to_status
         WINDOW later AS (PARTITION BY c.application_id ORDER BY c.sequence)),
     timed AS (SELECT *, extract(epoch FROM left_at - entered_at) / 86400 AS days FROM spans)
     SELECT stage, count(DISTINCT application_id) AS reached, count(left_at) AS left_it,
            count(*) FILTER (WHERE left_to = $7) AS rejected_by_company,
            count(*) FILTER (WHERE left_to = $8) AS rejected_by_applicant,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE left_at IS NOT NULL) AS median_days,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY days) FILTER (WHERE left_at IS NOT NULL) AS p90_days,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY since_submitted) AS median_since_submitted,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY since_submitted) AS p90_since_submitted
       FROM timed GROUP BY stage"
);

/// `cohort`'s funnel in `scope`.
pub async fn funnel(pool: &PgPool, scope: &HiringScope, cohort: Cohort) -> Result<Funnel, sqlx::Error> {
    let rows: Vec<StageRow> = sqlx::query_as(STAGES_QUERY)
        .bind(scope.company)
        .bind(cohort.from)
        .bind(cohort.to)
        .bind(cohort.at)
        .bind(cohort.job)
        .bind(scope.applicant_jobs())
        .bind(i16::from(ApplicationStatus::RejectedByCompany.id()))
        .bind(i16::from(ApplicationStatus::RejectedByApplicant.id()))
        .fetch_all(pool)
        .await?;
    let row_of = |status: ApplicationStatus| rows.iter().find(|row| row.stage == i16::from(status.id()));
    let hires = row_of(ApplicationStatus::Hired);
    let applications = row_of(ApplicationStatus::Applied).map_or(0, |row| row.reached);
    let stages = STAGES
        .into_iter()
        .map(|status| {
            let row = row_of(status);
            let count = |read: fn(&StageRow) -> i64| row.map_or(0, read);
            let left = count(|row| row.left_it);
            let rejected = count(|row| row.rejected_by_company) + count(|row| row.rejected_by_applicant);
            CohortStage {
                status: Status::from(status),
                reached: count(|row| row.reached),
                in_flight: count(|row| row.reached) - left,
                moved_on: left - rejected,
                rejected_by_company: count(|row| row.rejected_by_company),
                rejected_by_applicant: count(|row| row.rejected_by_applicant),
                conversion: (left > 0).then(|| (left - rejected) as f64 / left as f64),
                median_days: row.and_then(|row| row.median_days),
                p90_days: row.and_then(|row| row.p90_days),
            }
        })
        .collect();
    Ok(Funnel {
        applications,
        stages,
        time_to_hire: TimeToHire {
            hired: hires.map_or(0, |row| row.reached),
            median_days: hires.and_then(|row| row.median_since_submitted),
            p90_days: hires.and_then(|row| row.p90_since_submitted),
        },
    })
}
