//! Reads of the jobs' view for deciding who sees a job.

use crate::tenancy::Company;
use sqlx::PgPool;
use std::collections::HashMap;
use uuid::Uuid;

/// Whether `job` is one of the company's jobs.
pub async fn is_company_job(pool: &PgPool, company: Company, job: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM job_views WHERE id = $1 AND company_id = $2)")
        .bind(job)
        .bind(company.0)
        .fetch_one(pool)
        .await
}

/// Where a job of the company sits and who posted it, for deciding who sees it.
#[derive(Debug, sqlx::FromRow)]
pub struct Placement {
    pub position_id: Option<Uuid>,
    pub created_by: Option<Uuid>,
}

/// `job`'s placement; none for another company's job.
pub async fn placement(pool: &PgPool, company: Company, job: Uuid) -> Result<Option<Placement>, sqlx::Error> {
    sqlx::query_as("SELECT position_id, created_by FROM job_views WHERE id = $1 AND company_id = $2")
        .bind(job)
        .bind(company.0)
        .fetch_optional(pool)
        .await
}

/// The titles of those of `jobs` that are the company's.
pub async fn titles(pool: &PgPool, company: Company, jobs: &[Uuid]) -> Result<HashMap<Uuid, String>, sqlx::Error> {
    let titles: Vec<(Uuid, String)> =
        sqlx::query_as("SELECT id, title FROM job_views WHERE id = ANY($1) AND company_id = $2")
            .bind(jobs)
            .bind(company.0)
            .fetch_all(pool)
            .await?;
    Ok(titles.into_iter().collect())
}
