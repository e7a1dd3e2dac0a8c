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

/// The company's jobs placed at a position of `unit` or of a unit below it, as the org
/// structure is now; none for another company's unit.
pub async fn under_unit(pool: &PgPool, company: Company, unit: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "WITH RECURSIVE units AS (
             SELECT unit_id FROM org_unit_versions WHERE company_id = $1 AND unit_id = $2 AND valid_to IS NULL
             UNION
             SELECT u.unit_id FROM org_unit_versions u JOIN units ON u.parent_id = units.unit_id WHERE u.valid_to IS NULL)
         SELECT j.id FROM job_views j
          WHERE j.company_id = $1
            AND j.position_id IN (SELECT p.position_id FROM org_position_versions p JOIN units USING (unit_id)
                                   WHERE p.valid_to IS NULL)
          ORDER BY j.id",
    )
    .bind(company.0)
    .bind(unit)
    .fetch_all(pool)
    .await
}
