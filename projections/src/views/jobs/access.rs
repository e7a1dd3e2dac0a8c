//! Reads of the jobs' view for deciding who sees a job.

use crate::tenancy::Company;
use sqlx::PgPool;
use uuid::Uuid;

/// Whether `job` is one of the company's jobs.
pub async fn is_company_job(pool: &PgPool, company: Company, job: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM job_views WHERE id = $1 AND company_id = $2)")
        .bind(job)
        .bind(company.0)
        .fetch_one(pool)
        .await
}
