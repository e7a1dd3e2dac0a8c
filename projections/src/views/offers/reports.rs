//! The offers report: what became of the offers sent in a period, as known at a moment. An
//! offer's answer (accepted, declined, withdrawn, expired) counts only if it came by then.

use crate::reporting::Cohort;
use crate::tenancy::HiringScope;
use crate::views::jobs::salaries::MarketPay;
use domain::benchmark::Summary;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

/// The salaries offered in one currency, against the ranges their jobs published and the
/// market's pay for their titles (the salary benchmark as it stood at the report's moment).
#[derive(Debug, Serialize, ToSchema)]
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
    /// Below the market's lower quartile for the job's title, between its quartiles, above
    /// its upper quartile.
    pub below_market: i64,
    pub within_market: i64,
    pub above_market: i64,
    /// Offers for a title with too little market data to compare.
    pub without_market: i64,
}

impl OfferedSalaries {
    fn count_against(&mut self, market: Option<&Summary>, pay: &OfferedPay) {
        let tally = match market {
            None => &mut self.without_market,
            Some(market) if pay.gross_salary < market.p25 => &mut self.below_market,
            Some(market) if pay.gross_salary > market.p75 => &mut self.above_market,
            Some(_) => &mut self.within_market,
        };
        *tally += pay.offers;
    }
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

/// The cohort's offers, with the salary and range of their jobs: sent in the period and by `$4`.
/// `$1` company, `$2`..`$3` the days they were sent, `$5` some jobs, `$6` the scope's jobs.
macro_rules! cohort_offers {
    () => {
        concat!(
            " FROM offer_views o JOIN application_views a ON a.id = o.application_id JOIN job_views j ON j.id = a.job_id
             WHERE o.company_id = $1 AND o.sent_at >= $2::date AND o.sent_at < $3::date + 1 AND o.sent_at <= $4
               AND ",
            crate::in_scope!("a.job_id", 5),
            " AND ",
            crate::in_scope!("a.job_id", 6),
        )
    };
}

/// The cohort's offers with their status as of `$4`, counted over all and per currency.
const FIGURES_QUERY: &str = concat!(
    "WITH cohort AS (
         SELECT o.gross_salary, o.currency, j.salary_min, j.salary_max,
                CASE WHEN o.answered_at <= $4 THEN o.status ELSE 'sent' END AS status,
                CASE WHEN o.answered_at <= $4 AND o.status IN ('accepted', 'declined')
                     THEN extract(epoch FROM o.answered_at - o.sent_at) / 86400 END AS days_to_answer",
    cohort_offers!(),
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

/// How many of the cohort's offers of one title, in one currency, paid each salary.
#[derive(Debug, sqlx::FromRow)]
struct OfferedPay {
    title: String,
    currency: String,
    gross_salary: f64,
    offers: i64,
}

const PAY_QUERY: &str = concat!(
    "SELECT min(j.title) AS title, o.currency, o.gross_salary::float8 AS gross_salary, count(*) AS offers",
    cohort_offers!(),
    " GROUP BY lower(j.title), o.currency, o.gross_salary ORDER BY lower(j.title), o.currency, o.gross_salary"
);

/// The salaries the cohort's offers paid, by their jobs' titles (any case) and currencies.
async fn offered_pay(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<Vec<OfferedPay>, sqlx::Error> {
    cohort.bind(scope, sqlx::query_as(PAY_QUERY)).fetch_all(pool).await
}

/// The offers of `cohort` in `scope`: sent in its period, answered by its moment, their
/// salaries set against the market as it stood then.
pub async fn offers(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<OfferReport, sqlx::Error> {
    let rows: Vec<Figures> = cohort
        .bind(scope, sqlx::query_as(FIGURES_QUERY))
        .fetch_all(pool)
        .await?;
    let mut rows = rows.into_iter();
    // Without a grouping column the total row comes first, and comes even over no offers.
    let total = rows.next().ok_or(sqlx::Error::RowNotFound)?;
    let mut salaries: Vec<OfferedSalaries> = rows
        .filter_map(|row| {
            Some(OfferedSalaries {
                currency: row.currency?,
                offers: row.sent,
                median_salary: row.median_salary,
                below_range: row.below_range,
                within_range: row.within_range,
                above_range: row.above_range,
                without_range: row.without_range,
                below_market: 0,
                within_market: 0,
                above_market: 0,
                without_market: 0,
            })
        })
        .collect();
    let mut market = MarketPay::as_of(Some(cohort.at));
    for pay in offered_pay(pool, scope, cohort).await? {
        let summary = market.of(pool, &pay.title, &pay.currency).await?;
        if let Some(currency) = salaries.iter_mut().find(|salaries| salaries.currency == pay.currency) {
            currency.count_against(summary, &pay);
        }
    }
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
        salaries,
    })
}
