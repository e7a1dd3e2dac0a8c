//! The offers report: what became of the offers sent in a period, as known at a moment. An
//! offer's answer (accepted, declined, withdrawn, expired) counts only if it came by then.

use crate::reporting::Cohort;
use crate::tenancy::HiringScope;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

/// The salaries offered in one currency, against the ranges their jobs published.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct OfferedSalaries {
    pub currency: String,
    pub offers: i64,
    pub median_salary: Option<f64>,
    /// Below the job's minimum, within its range, above its maximum.
    pub below_range: i64,
    pub within_range: i64,
    pub above_range: i64,
    /// Offers for a job that published no range.
    pub without_range: i64,
}

/// The offers sent in a period and what became of them.
#[derive(Debug, Serialize, ToSchema)]
pub struct OfferReport {
    pub sent: i64,
    /// Not answered by then.
    pub pending: i64,
    pub accepted: i64,
    pub declined: i64,
    pub withdrawn: i64,
    pub expired: i64,
    /// Of the offers the applicants answered (accepted or declined), the share accepted (0..1);
    /// none while none was answered.
    pub acceptance_rate: Option<f64>,
    /// Days from sending to the applicant's answer, of the answered offers.
    pub median_days_to_answer: Option<f64>,
    pub salaries: Vec<OfferedSalaries>,
}

/// The totals (`currency` none) and each currency's figures in one pass.
#[derive(sqlx::FromRow)]
struct Figures {
    currency: Option<String>,
    sent: i64,
    pending: i64,
    accepted: i64,
    declined: i64,
    withdrawn: i64,
    expired: i64,
    median_days_to_answer: Option<f64>,
    median_salary: Option<f64>,
    below_range: i64,
    within_range: i64,
    above_range: i64,
    without_range: i64,
}

/// The cohort's offers with their status as of `$4`, counted over all and per currency. `$1`
/// company, `$2`..`$3` the days they were sent, `$5` some jobs, `$6` the scope's jobs.
const FIGURES_QUERY: &str = concat!(
    "WITH cohort AS (
         SELECT o.gross_salary, o.currency, j.salary_min, j.salary_max,
                CASE WHEN o.answered_at <= $4 THEN o.status ELSE 'sent' END AS status,
                CASE WHEN o.answered_at <= $4 AND o.status IN ('accepted', 'declined')
                     THEN extract(epoch FROM o.answered_at - o.sent_at) / 86400 END AS days_to_answer
           FROM offer_views o JOIN application_views a ON a.id = o.application_id JOIN job_views j ON j.id = a.job_id
          WHERE o.company_id = $1 AND o.sent_at >= $2::date AND o.sent_at < $3::date + 1 AND o.sent_at <= $4
            AND ",
    crate::in_scope!("a.job_id", 5),
    " AND ",
    crate::in_scope!("a.job_id", 6),
    ")
     SELECT currency, count(*) AS sent,
            count(*) FILTER (WHERE status = 'sent') AS pending,
            count(*) FILTER (WHERE status = 'accepted') AS accepted,
            count(*) FILTER (WHERE status = 'declined') AS declined,
            count(*) FILTER (WHERE status = 'withdrawn') AS withdrawn,
            count(*) FILTER (WHERE status = 'expired') AS expired,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_answer) AS median_days_to_answer,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY gross_salary) AS median_salary,
            count(*) FILTER (WHERE gross_salary < salary_min) AS below_range,
            count(*) FILTER (WHERE gross_salary >= coalesce(salary_min, 0) AND gross_salary <= salary_max
                                OR salary_max IS NULL AND gross_salary >= salary_min) AS within_range,
            count(*) FILTER (WHERE gross_salary > salary_max) AS above_range,
            count(*) FILTER (WHERE salary_min IS NULL AND salary_max IS NULL) AS without_range
       FROM cohort GROUP BY GROUPING SETS ((), (currency)) ORDER BY currency NULLS FIRST"
);

/// The offers of `cohort` in `scope`: sent in its period, answered by its moment.
pub async fn offers(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<OfferReport, sqlx::Error> {
    let rows: Vec<Figures> = cohort
        .bind(scope, sqlx::query_as(FIGURES_QUERY))
        .fetch_all(pool)
        .await?;
    let mut rows = rows.into_iter();
    // Without a grouping column the total row comes first, and comes even over no offers.
    let total = rows.next().ok_or(sqlx::Error::RowNotFound)?;
    let answered = total.accepted + total.declined;
    Ok(OfferReport {
        sent: total.sent,
        pending: total.pending,
        accepted: total.accepted,
        declined: total.declined,
        withdrawn: total.withdrawn,
        expired: total.expired,
        acceptance_rate: (answered > 0).then(|| total.accepted as f64 / answered as f64),
        median_days_to_answer: total.median_days_to_answer,
        salaries: rows
            .filter_map(|row| {
                Some(OfferedSalaries {
                    currency: row.currency?,
                    offers: row.sent,
                    median_salary: row.median_salary,
                    below_range: row.below_range,
                    within_range: row.within_range,
                    above_range: row.above_range,
                    without_range: row.without_range,
                })
            })
            .collect(),
    })
}
