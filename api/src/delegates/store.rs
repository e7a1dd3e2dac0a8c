//! `delegates` and `delegate_grants`: the employees a company limited, and what each grant
//! opens to them.

use chrono::{DateTime, Utc};
use domain::delegates::{Grant, JobAccess};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

/// The company's delegates with their grants, or only `only`; a job grant's title is the
/// jobs' view's to give.
pub async fn delegates(pool: &PgPool, company: Uuid, only: Option<Uuid>) -> Result<Vec<Delegate>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.first_name, u.last_name, u.email, e.role, e.status, d.applicants,
                coalesce((SELECT json_agg(json_build_object(
                              'id', g.id, 'unit_id', g.unit_id, 'unit_kind', un.kind, 'unit_name', un.name,
                              'unit_archived', un.archived, 'job_id', g.job_id,
                              'granted_at', g.granted_at) ORDER BY g.granted_at, g.id)
                          FROM delegate_grants g
                          LEFT JOIN org_unit_versions un ON un.unit_id = g.unit_id AND un.valid_to IS NULL
                          WHERE g.user_id = d.user_id), '[]'::json) AS grants
         FROM delegates d JOIN employees e ON e.user_id = d.user_id JOIN users u ON u.id = d.user_id
         WHERE d.company_id = $1 AND ($2::uuid IS NULL OR d.user_id = $2)
         ORDER BY lower(u.first_name), lower(u.last_name), u.id",
    )
    .bind(company)
    .bind(only)
    .fetch_all(pool)
    .await
}

/// Lifts a delegate's limits with all their grants; false when they were not the company's
/// delegate.
pub async fn remove(pool: &PgPool, company: Uuid, delegate: Uuid) -> Result<bool, sqlx::Error> {
    let removed = sqlx::query("DELETE FROM delegates WHERE user_id = $1 AND company_id = $2")
        .bind(delegate)
        .bind(company)
        .execute(pool)
        .await?;
    Ok(removed.rows_affected() > 0)
}

/// Whether `employee` is an employee of `company`.
pub async fn employs(db: &mut PgConnection, company: Uuid, employee: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM employees WHERE user_id = $1 AND company_id = $2)")
        .bind(employee)
        .bind(company)
        .fetch_one(db)
        .await
}

/// Whether `employee` is anyone's delegate.
pub async fn is_delegate(db: &mut PgConnection, employee: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM delegates WHERE user_id = $1)")
        .bind(employee)
        .fetch_one(db)
        .await
}

/// Stores a grant, the employee becoming a delegate if they were not one; false when they had
/// the grant already.
pub async fn grant(
    db: &mut PgConnection,
    company: Uuid,
    employee: Uuid,
    grant: Grant,
    granted_by: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query(
        "INSERT INTO delegates (user_id, company_id, created_by) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(employee)
    .bind(company)
    .bind(granted_by)
    .execute(&mut *db)
    .await?;
    let (unit, job) = match grant {
        Grant::Unit(unit) => (Some(unit), None),
        Grant::Job(job) => (None, Some(job)),
    };
    let stored: Option<Uuid> = sqlx::query_scalar(
        "INSERT INTO delegate_grants (id, user_id, company_id, unit_id, job_id, granted_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(Uuid::now_v7())
    .bind(employee)
    .bind(company)
    .bind(unit)
    .bind(job)
    .bind(granted_by)
    .fetch_optional(&mut *db)
    .await?;
    Ok(stored.is_some())
}

/// Revokes one of the company's grants; false when it has no such grant.
pub async fn revoke(pool: &PgPool, company: Uuid, grant: Uuid) -> Result<bool, sqlx::Error> {
    let revoked = sqlx::query("DELETE FROM delegate_grants WHERE id = $1 AND company_id = $2")
        .bind(grant)
        .bind(company)
        .execute(pool)
        .await?;
    Ok(revoked.rows_affected() > 0)
}

/// Whether the delegate sees the applications of their jobs; false when the employee is not
/// the company's delegate.
pub async fn set_applicants(
    db: &mut PgConnection,
    company: Uuid,
    delegate: Uuid,
    applicants: bool,
) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query("UPDATE delegates SET applicants = $3 WHERE user_id = $1 AND company_id = $2")
        .bind(delegate)
        .bind(company)
        .bind(applicants)
        .execute(db)
        .await?;
    Ok(updated.rows_affected() > 0)
}

/// The company's active employees who see `job`, placed at `position` and posted by `author`,
/// each with the broadest reason.
pub async fn job_access(
    pool: &PgPool,
    company: Uuid,
    job: Uuid,
    position: Option<Uuid>,
    author: Option<Uuid>,
) -> Result<Vec<JobAccessEntry>, sqlx::Error> {
    // A unit grant reaches the job when it names a unit on the way up from the job's position.
    sqlx::query_as(
        "WITH RECURSIVE above AS (
             SELECT p.unit_id FROM org_position_versions p WHERE p.position_id = $3 AND p.valid_to IS NULL
             UNION
             SELECT u.parent_id FROM org_unit_versions u JOIN above ON u.unit_id = above.unit_id
             WHERE u.valid_to IS NULL AND u.parent_id IS NOT NULL)
         SELECT * FROM (
             SELECT u.id, u.first_name, u.last_name, u.email, e.role,
                    CASE WHEN d.user_id IS NULL THEN 'whole_company'
                         WHEN EXISTS (SELECT 1 FROM delegate_grants ug
                                      WHERE ug.user_id = u.id AND ug.unit_id IN (SELECT unit_id FROM above)) THEN 'unit'
                         WHEN g.id IS NOT NULL THEN 'job'
                         WHEN $4 = u.id THEN 'author' END AS access,
                    g.id AS grant_id, coalesce(d.applicants, true) AS applicants
             FROM employees e
             JOIN users u ON u.id = e.user_id
             LEFT JOIN delegates d ON d.user_id = e.user_id
             LEFT JOIN delegate_grants g ON g.user_id = e.user_id AND g.job_id = $1
             WHERE e.company_id = $2 AND e.status = 'active') people
         WHERE access IS NOT NULL
         ORDER BY lower(first_name), lower(last_name), id",
    )
    .bind(job)
    .bind(company)
    .bind(position)
    .bind(author)
    .fetch_all(pool)
    .await
}

/// An employee limited to their grants.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Delegate {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// block_leader, hiring_manager or hr_executive
    pub role: String,
    /// active or inactive
    pub status: String,
    /// Whether they see the applications of their jobs (company-applicant-permission).
    pub applicants: bool,
    #[schema(value_type = Vec<DelegateGrant>)]
    pub grants: sqlx::types::Json<Vec<DelegateGrant>>,
}

/// An employee who sees a job, and why.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct JobAccessEntry {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// block_leader, hiring_manager or hr_executive
    pub role: String,
    /// The broadest reason: whole_company, unit, job or author.
    #[sqlx(try_from = "String")]
    #[schema(value_type = String, example = "unit")]
    pub access: JobAccessReason,
    /// The single-job grant, revocable with DELETE grant-access-to-delegate/{id}/.
    pub grant_id: Option<Uuid>,
    /// Whether they see the job's applications too.
    pub applicants: bool,
}

/// One grant of a delegate: a unit (with everything under it) or a single job.
#[derive(Serialize, Deserialize, ToSchema)]
pub struct DelegateGrant {
    pub id: Uuid,
    pub unit_id: Option<Uuid>,
    /// department, division or sub_division; `null` for a job grant or a unit since deleted.
    pub unit_kind: Option<String>,
    pub unit_name: Option<String>,
    pub unit_archived: Option<bool>,
    pub job_id: Option<Uuid>,
    #[serde(default)]
    pub job_title: Option<String>,
    pub granted_at: DateTime<Utc>,
}

/// [`JobAccess`] as stored in a query's result.
#[derive(Serialize)]
#[serde(transparent)]
pub struct JobAccessReason(pub JobAccess);
