//! Reads of the jobs' view for the companies' pages: the jobs a company shows to everyone, and
//! what a company's deletion would take with it.

use crate::tenancy::{Company, Public};
use sqlx::PgPool;
use std::collections::HashMap;
use uuid::Uuid;

/// The jobs shown on a company's page: live, open, and not confidential. A condition on
/// `j` (a `job_views` row) and `c` (its `companies` row), for the company lists that count
/// them too.
pub const OPEN_JOBS: &str = "j.company_id = c.id AND j.status = 'live' AND (j.deadline IS NULL OR j.deadline > now())
     AND NOT coalesce((j.details->>'confidential')::boolean, false)";

/// The latest 100 jobs `company` shows on its page, newest first.
pub async fn open_on_page(pool: &PgPool, _: Public, company: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT j.id FROM job_views j JOIN companies c ON c.id = j.company_id WHERE c.id = $1 AND {OPEN_JOBS} ORDER BY j.published_at DESC LIMIT 100"
    ))
    .bind(company)
    .fetch_all(pool)
    .await
}

/// How many jobs each of `companies` shows on its page.
pub async fn open_counts(pool: &PgPool, _: Public, companies: &[Uuid]) -> Result<HashMap<Uuid, i64>, sqlx::Error> {
    let counts: Vec<(Uuid, i64)> = sqlx::query_as(&format!(
        "SELECT c.id, count(j.id) FROM companies c LEFT JOIN job_views j ON {OPEN_JOBS}
          WHERE c.id = ANY($1) GROUP BY c.id"
    ))
    .bind(companies)
    .fetch_all(pool)
    .await?;
    Ok(counts.into_iter().collect())
}

/// How many jobs the company has, in any status.
pub async fn count(pool: &PgPool, company: Company) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM job_views WHERE company_id = $1")
        .bind(company.0)
        .fetch_one(pool)
        .await
}
