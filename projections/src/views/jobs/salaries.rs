//! Reads of pay across companies for the salary benchmark and the workforce plan: published
//! salary ranges and accepted offers. Every company's amounts are read, so what a caller is
//! shown of them is only ever the figures `domain::benchmark::Summary` lets through.

use crate::sql::like_literal;
use crate::tenancy::{Company, HiringScope, Public};
use chrono::{DateTime, Utc};
use domain::benchmark::{DataPoint, Summary};
use sqlx::PgPool;
use std::collections::HashMap;
use uuid::Uuid;

/// A job without a currency was posted in the app's default one.
const JOB_CURRENCY: &str = "coalesce(nullif(j.details->>'currency', ''), 'AZN')";
/// The middle of a job's published range (or its one end).
const JOB_AMOUNT: &str =
    "((coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2.0)::float8";

/// Which jobs' pay to compare, each filter checked; `None` leaves it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SalaryFilters {
    /// A LIKE pattern over job titles.
    pub title: Option<String>,
    pub category: Option<String>,
    pub job_level: Option<i16>,
    /// The place, as jobs name it (any case).
    pub location: Option<String>,
    pub employment_type: Option<String>,
    pub currency: String,
    /// The pay known at a moment: jobs published and offers accepted by then. `None` is now.
    pub as_of: Option<DateTime<Utc>>,
}

impl SalaryFilters {
    /// Jobs titled like `title` (any case, its wildcards taken literally) in `currency`, as
    /// known at `as_of`.
    pub fn titled_like(title: &str, currency: &str, as_of: Option<DateTime<Utc>>) -> Self {
        Self {
            title: Some(format!("%{}%", like_literal(title))),
            category: None,
            job_level: None,
            location: None,
            employment_type: None,
            currency: currency.to_owned(),
            as_of,
        }
    }
}

/// The filters as SQL over a job `j`, with the parameters `$1..$5` of [`bind_filters`].
const JOB_FILTER: &str = "($1::text IS NULL OR j.title ILIKE $1) AND ($2::text IS NULL OR j.category = $2)
    AND ($3::smallint IS NULL OR j.job_level = $3) AND ($4::text IS NULL OR lower(j.location) = lower($4))
    AND ($5::text IS NULL OR j.employment_type = $5)";

fn bind_filters<'q, O>(
    query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    filters: &'q SalaryFilters,
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    query
        .bind(filters.title.as_deref())
        .bind(filters.category.as_deref())
        .bind(filters.job_level)
        .bind(filters.location.as_deref())
        .bind(filters.employment_type.as_deref())
        .bind(filters.currency.as_str())
}

/// Every amount behind a benchmark: published salary ranges and accepted offers, of any
/// company. A job's range is the one it has now, as the view keeps no earlier one.
pub async fn salary_points(pool: &PgPool, _: Public, filters: &SalaryFilters) -> Result<Vec<DataPoint>, sqlx::Error> {
    let points: Vec<(Uuid, f64)> = bind_filters(
        sqlx::query_as(&format!(
            "SELECT j.company_id, {JOB_AMOUNT} FROM job_views j
             WHERE j.published_at IS NOT NULL AND NOT j.hide_salary AND coalesce(j.salary_min, j.salary_max) IS NOT NULL
               AND {JOB_CURRENCY} = $6 AND {JOB_FILTER} AND ($7::timestamptz IS NULL OR j.published_at <= $7)
             UNION ALL
             SELECT o.company_id, o.gross_salary::float8 FROM offer_views o
             JOIN application_views a ON a.id = o.application_id JOIN job_views j ON j.id = a.job_id
             WHERE o.status = 'accepted' AND o.currency = $6 AND {JOB_FILTER}
               AND ($7::timestamptz IS NULL OR o.answered_at <= $7)"
        )),
        filters,
    )
    .bind(filters.as_of)
    .fetch_all(pool)
    .await?;
    Ok(points
        .into_iter()
        .map(|(company, amount)| DataPoint { company, amount })
        .collect())
}

/// The market's pay for titles, as the benchmark shows it for each (jobs titled like it, in
/// its currency), read once per title and currency.
pub struct MarketPay {
    as_of: Option<DateTime<Utc>>,
    titles: HashMap<(String, String), Option<Summary>>,
}

impl MarketPay {
    /// The pay known at `as_of` (`None`: now).
    pub fn as_of(as_of: Option<DateTime<Utc>>) -> Self {
        Self {
            as_of,
            titles: HashMap::new(),
        }
    }

    /// The benchmark of `title` in `currency`, or `None` where too few companies pay for it.
    pub async fn of(&mut self, pool: &PgPool, title: &str, currency: &str) -> Result<Option<&Summary>, sqlx::Error> {
        let key = (title.to_lowercase(), currency.to_owned());
        if !self.titles.contains_key(&key) {
            let filters = SalaryFilters::titled_like(title, currency, self.as_of);
            let summary = Summary::of(&salary_points(pool, Public, &filters).await?);
            self.titles.insert(key.clone(), summary);
        }
        Ok(self.titles[&key].as_ref())
    }
}

/// One of the caller's company's live jobs, placed among the data.
#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct OwnJob {
    pub job_id: Uuid,
    pub title: String,
    pub salary_min: Option<i32>,
    pub salary_max: Option<i32>,
    /// The middle of its range.
    pub amount: f64,
    /// The share of data points at or below it, 0..100.
    #[sqlx(skip)]
    pub percentile: u8,
}

/// The live jobs with a salary in the scope that match the filters (at most 100), their
/// `percentile` left at 0 for the caller to place.
pub async fn own_jobs(pool: &PgPool, scope: &HiringScope, filters: &SalaryFilters) -> Result<Vec<OwnJob>, sqlx::Error> {
    bind_filters(
        sqlx::query_as(&format!(
            "SELECT j.id AS job_id, j.title, j.salary_min, j.salary_max, {JOB_AMOUNT} AS amount FROM job_views j
             WHERE j.company_id = $7 AND {} AND j.status = 'live'
               AND coalesce(j.salary_min, j.salary_max) IS NOT NULL AND {JOB_CURRENCY} = $6 AND {JOB_FILTER}
             ORDER BY j.title, j.id LIMIT 100",
            crate::in_scope!("j.id", 8)
        )),
        filters,
    )
    .bind(scope.company)
    .bind(scope.jobs())
    .fetch_all(pool)
    .await
}

/// Titles to benchmark (at most 10, by name) matching the LIKE `pattern`, or any: published
/// jobs with a salary, and the company's current positions.
pub async fn titles(pool: &PgPool, company: Company, pattern: Option<String>) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT title FROM (
             SELECT DISTINCT ON (lower(title)) title FROM (
                 SELECT j.title FROM job_views j
                 WHERE j.published_at IS NOT NULL AND NOT j.hide_salary AND coalesce(j.salary_min, j.salary_max) IS NOT NULL
                 UNION ALL
                 SELECT p.title FROM org_position_versions p WHERE p.company_id = $2 AND p.valid_to IS NULL AND NOT p.archived
             ) titles
             WHERE $1::text IS NULL OR title ILIKE $1
             ORDER BY lower(title), title) distinct_titles
         ORDER BY lower(title) LIMIT 10",
    )
    .bind(pattern)
    .bind(company.0)
    .fetch_all(pool)
    .await
}
