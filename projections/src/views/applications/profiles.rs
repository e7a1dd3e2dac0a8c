//! Reads of the applications' view for job seekers' profiles and CVs, and for what a
//! company's deletion would take with it.

use crate::tenancy::{Company, HiringScope, Jobseeker};
use sqlx::PgPool;
use uuid::Uuid;

/// Whether the job seeker applied to a job whose applicants the scope sees.
pub async fn applied(pool: &PgPool, scope: &HiringScope, jobseeker: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(concat!(
        "SELECT EXISTS (SELECT 1 FROM application_views a WHERE a.jobseeker_id = $2 AND a.company_id = $1
                        AND ",
        crate::in_scope!("a.job_id", 3),
        ")"
    ))
    .bind(scope.company)
    .bind(jobseeker)
    .bind(scope.applicant_jobs())
    .fetch_one(pool)
    .await
}

/// The name of the CV at `cv_url` as it was sent with an application the scope sees, if it was.
pub async fn cv_sent_to(pool: &PgPool, scope: &HiringScope, cv_url: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(concat!(
        "SELECT cv_name FROM application_views WHERE cv_url = $2 AND company_id = $1
            AND ",
        crate::in_scope!("job_id", 3),
        " LIMIT 1"
    ))
    .bind(scope.company)
    .bind(cv_url)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await
}

/// The name of the CV at `cv_url` as the job seeker sent it with one of their applications, if
/// they did.
pub async fn cv_sent_by(pool: &PgPool, jobseeker: Jobseeker, cv_url: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT cv_name FROM application_views WHERE cv_url = $2 AND jobseeker_id = $1 LIMIT 1")
        .bind(jobseeker.0)
        .bind(cv_url)
        .fetch_optional(pool)
        .await
}

/// How many applications the company has received.
pub async fn count(pool: &PgPool, company: Company) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM application_views WHERE company_id = $1")
        .bind(company.0)
        .fetch_one(pool)
        .await
}
