//! Reads of `job_views`: a job as the company side or the public sees it, the company's lists.

use crate::sql::Rows;
use crate::tenancy::{HiringScope, Public};
use chrono::{DateTime, Utc};
use domain::hiring::job::{JobAction, JobCompetency, JobDetails, JobStatus};
use serde::Serialize;
use sqlx::PgPool;
use sqlx::types::Json;
use std::collections::BTreeMap;
use uuid::Uuid;

/// The actions a job's stored status allows (a live job past its deadline reads as closed, yet
/// may still be edited to a later deadline, deactivated or closed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct JobActions(pub(in crate::views) Vec<JobAction>);

impl TryFrom<String> for JobActions {
    type Error = String;

    fn try_from(status: String) -> Result<Self, String> {
        let status: JobStatus = status.parse().map_err(|_| format!("no job status {status}"))?;
        Ok(Self(status.actions().collect()))
    }
}

/// A job with its company and, per application status id, how many applications it has.
#[derive(Debug, sqlx::FromRow)]
pub struct JobRow {
    pub id: Uuid,
    /// requested, declined, draft, live, inactive or closed (a live job past its deadline reads as closed).
    pub status: String,
    #[sqlx(try_from = "String")]
    pub actions: JobActions,
    pub company_id: Uuid,
    pub company_name: String,
    pub company_logo: Option<String>,
    pub details: Json<JobDetails>,
    pub deadline: Option<DateTime<Utc>>,
    pub requested: bool,
    pub created_at: DateTime<Utc>,
    pub published_at: Option<DateTime<Utc>>,
    pub applicants: Json<BTreeMap<String, i64>>,
    pub position_id: Option<Uuid>,
    pub competencies: Json<Vec<JobCompetency>>,
}

const JOB_SELECT: &str = "SELECT j.id,
        CASE WHEN j.status = 'live' AND j.deadline <= now() THEN 'closed' ELSE j.status END AS status, j.status AS actions,
        j.company_id, c.name AS company_name, c.logo AS company_logo, j.details, j.deadline, j.requested, j.created_at, j.published_at,
        j.position_id, j.competencies,
        coalesce((SELECT json_object_agg(s.status, s.count) FROM
                  application_status_counts s WHERE s.company_id = j.company_id AND s.job_id = j.id), '{}'::json) AS applicants
    FROM job_views j JOIN companies c ON c.id = j.company_id";

/// Jobs that people outside their company may see: published once (drafts and staff
/// requests never are).
const PUBLISHED: &str = "j.published_at IS NOT NULL";

/// A job of the scope's company that the scope sees, in any status.
pub async fn in_scope(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{JOB_SELECT} WHERE j.id = $1 AND j.company_id = $2 AND {}",
        crate::in_scope!("j.id", 3)
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.jobs())
    .fetch_optional(pool)
    .await
}

/// Whether the job is one of the scope's company's.
pub async fn exists(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM job_views WHERE id = $1 AND company_id = $2)")
        .bind(id)
        .bind(scope.company)
        .fetch_one(pool)
        .await
}

/// Whether people outside the job's company may see it.
pub async fn is_published(pool: &PgPool, _: Public, id: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT EXISTS (SELECT 1 FROM job_views j WHERE j.id = $1 AND {PUBLISHED})"
    ))
    .bind(id)
    .fetch_one(pool)
    .await
}

/// A job people outside its company may see.
pub async fn published(pool: &PgPool, _: Public, id: Uuid) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as(&format!("{JOB_SELECT} WHERE j.id = $1 AND {PUBLISHED}"))
        .bind(id)
        .fetch_optional(pool)
        .await
}

/// Jobs by id, in the order of `ids`; ids of jobs that no longer exist are skipped. The ids
/// come from the search index, which holds only jobs anyone may find.
pub async fn by_ids(pool: &PgPool, _: Public, ids: &[Uuid]) -> Result<Vec<JobRow>, sqlx::Error> {
    let rows: Vec<JobRow> = sqlx::query_as(&format!("{JOB_SELECT} WHERE j.id = ANY($1)"))
        .bind(ids)
        .fetch_all(pool)
        .await?;
    let mut rows: std::collections::HashMap<Uuid, JobRow> = rows.into_iter().map(|row| (row.id, row)).collect();
    Ok(ids.iter().filter_map(|id| rows.remove(id)).collect())
}

/// Which of a company's jobs a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompanyJobs {
    /// Posted jobs, and staff requests once approved (My jobs, All jobs).
    Posted,
    /// Staff requested by Hiring Managers, waiting or decided.
    Requested,
}

impl CompanyJobs {
    fn filter(self) -> &'static str {
        match self {
            Self::Posted => "NOT j.requested OR j.status NOT IN ('requested', 'declined')",
            Self::Requested => "j.requested",
        }
    }
}

/// A page of the scope's jobs of one list, newest first, optionally of one status; with how
/// many there are over all pages.
pub async fn company_jobs(
    pool: &PgPool,
    scope: &HiringScope,
    list: CompanyJobs,
    status: Option<&str>,
    rows: Rows,
) -> Result<(i64, Vec<JobRow>), sqlx::Error> {
    let filter = list.filter();
    let status_filter = "($2::text IS NULL OR (CASE WHEN j.status = 'live' AND j.deadline <= now() THEN 'closed' ELSE j.status END) = $2)";
    let in_scope = concat!("j.company_id = $1 AND ", crate::in_scope!("j.id", 3));
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM job_views j WHERE {in_scope} AND ({filter}) AND {status_filter}"
    ))
    .bind(scope.company)
    .bind(status)
    .bind(scope.jobs())
    .fetch_one(pool)
    .await?;
    let jobs = sqlx::query_as(&format!(
        "{JOB_SELECT} WHERE {in_scope} AND ({filter}) AND {status_filter} ORDER BY j.created_at DESC {}",
        rows.limit_offset(4)
    ))
    .bind(scope.company)
    .bind(status)
    .bind(scope.jobs())
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok((count, jobs))
}

/// A job to pick in a filter.
#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct JobChoice {
    pub id: Uuid,
    pub title: String,
    pub status: String,
}

/// The scope's jobs for filter pickers (at most 500, newest first).
pub async fn choices(pool: &PgPool, scope: &HiringScope) -> Result<Vec<JobChoice>, sqlx::Error> {
    sqlx::query_as(concat!(
        "SELECT id, title, status FROM job_views
         WHERE company_id = $1 AND ",
        crate::in_scope!("id", 2),
        "
         ORDER BY created_at DESC, id LIMIT 500"
    ))
    .bind(scope.company)
    .bind(scope.jobs())
    .fetch_all(pool)
    .await
}

/// The position a job of the scope evaluates against and the competencies it copied from it.
#[derive(Debug, sqlx::FromRow)]
pub struct Requirements {
    pub position_id: Option<Uuid>,
    pub competencies: Json<Vec<JobCompetency>>,
}

/// A job's requirements, if the job is the scope's company's.
pub async fn requirements(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<Requirements>, sqlx::Error> {
    sqlx::query_as("SELECT position_id, competencies FROM job_views WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(scope.company)
        .fetch_optional(pool)
        .await
}

/// What a job asks for, as the AI proposal weighs it.
#[derive(Debug, sqlx::FromRow)]
pub struct Needs {
    pub details: Json<JobDetails>,
    pub competencies: Json<Vec<JobCompetency>>,
}

/// What a job of the scope's company asks for.
pub async fn needs(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<Needs>, sqlx::Error> {
    sqlx::query_as("SELECT details, competencies FROM job_views WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(scope.company)
        .fetch_optional(pool)
        .await
}
