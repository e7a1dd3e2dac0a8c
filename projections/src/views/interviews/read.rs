//! Reads of the interviews view: an interview, a schedule, an interview's evaluations.

use crate::tenancy::HiringScope;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::hiring::interview::{CompetencyScore, InterviewAction, InterviewStatus};
use domain::hiring::job::JobCompetency;
use serde::Serialize;
use sqlx::PgPool;
use sqlx::types::Json;
use utoipa::ToSchema;
use uuid::Uuid;

/// The actions an interview's status allows, read from the status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize, ToSchema)]
#[serde(try_from = "String")]
pub struct InterviewActions(pub(in crate::views) Vec<InterviewAction>);

impl TryFrom<String> for InterviewActions {
    type Error = String;

    fn try_from(status: String) -> Result<Self, String> {
        let status: InterviewStatus = status.parse().map_err(|_| format!("no interview status {status}"))?;
        Ok(Self(status.actions().collect()))
    }
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct InterviewResponse {
    pub id: Uuid,
    pub application_id: Uuid,
    /// scheduled, in_progress, completed or cancelled
    pub status: String,
    /// What may be done to it next, from the table the interview refuses the others by.
    #[sqlx(try_from = "String")]
    pub actions: InterviewActions,
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    pub location: Option<String>,
    pub meet_link: Option<String>,
    pub interviewers: Vec<Uuid>,
    pub comment: Option<String>,
    pub candidate_name: Option<String>,
    pub job_id: Uuid,
    pub job_title: String,
    pub updated_at: DateTime<Utc>,
    /// How many times the time, place or status changed since it was scheduled.
    pub revision: i32,
}

const INTERVIEW_SELECT: &str = concat!(
    "SELECT i.id, i.application_id, i.status, i.status AS actions, i.date, i.start_time AS start, i.end_time AS end,
        i.location, i.meet_link, i.interviewers, i.comment, ",
    crate::person_name!("u"),
    " AS candidate_name, a.job_id, j.title AS job_title, i.updated_at, i.revision
    FROM interview_views i
    JOIN application_views a ON a.id = i.application_id
    JOIN job_views j ON j.id = a.job_id
    LEFT JOIN users u ON u.id = a.jobseeker_id"
);

/// An interview whose application's job is in the scope.
pub async fn in_scope(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<InterviewResponse>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{INTERVIEW_SELECT} WHERE i.id = $1 AND i.company_id = $2 AND {}",
        crate::in_scope!("a.job_id", 3)
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await
}

/// Which of the scope's interviews a schedule lists.
#[derive(Debug, Clone, Copy, Default)]
pub struct Schedule {
    /// Only this application's.
    pub application: Option<Uuid>,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    /// Only those this person interviews in.
    pub interviewer: Option<Uuid>,
}

/// The scope's interviews a schedule lists, by time (at most 500).
pub async fn schedule(
    pool: &PgPool,
    scope: &HiringScope,
    schedule: Schedule,
) -> Result<Vec<InterviewResponse>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{INTERVIEW_SELECT} WHERE i.company_id = $1 AND ($2::uuid IS NULL OR i.application_id = $2)
           AND ($3::date IS NULL OR i.date >= $3) AND ($4::date IS NULL OR i.date <= $4)
           AND (NOT $5 OR $6 = ANY(i.interviewers)) AND {}
         ORDER BY i.date, i.start_time LIMIT 500",
        crate::in_scope!("a.job_id", 7)
    ))
    .bind(scope.company)
    .bind(schedule.application)
    .bind(schedule.from)
    .bind(schedule.to)
    .bind(schedule.interviewer.is_some())
    .bind(schedule.interviewer.unwrap_or_default())
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await
}

/// One interviewer's submitted evaluation.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct Evaluation {
    pub interviewer: Uuid,
    #[schema(value_type = Vec<CompetencyScore>)]
    pub scores: Json<Vec<CompetencyScore>>,
    pub comment: Option<String>,
    pub average: f64,
    pub submitted_at: DateTime<Utc>,
}

/// The evaluations submitted for an interview of the scope's company, in the order they came.
pub async fn evaluations(pool: &PgPool, scope: &HiringScope, interview: Uuid) -> Result<Vec<Evaluation>, sqlx::Error> {
    sqlx::query_as(
        "SELECT interviewer, scores, comment, average::float8 AS average, submitted_at
         FROM interview_evaluations WHERE interview_id = $1 AND company_id = $2 ORDER BY submitted_at",
    )
    .bind(interview)
    .bind(scope.company)
    .fetch_all(pool)
    .await
}

/// The competencies an interview's job evaluates against (set-job-requirements).
pub async fn requirements(
    pool: &PgPool,
    scope: &HiringScope,
    interview: Uuid,
) -> Result<Vec<JobCompetency>, sqlx::Error> {
    let required: Option<Json<Vec<JobCompetency>>> = sqlx::query_scalar(
        "SELECT j.competencies FROM interview_views i JOIN application_views a ON a.id = i.application_id
         JOIN job_views j ON j.id = a.job_id WHERE i.id = $1 AND i.company_id = $2",
    )
    .bind(interview)
    .bind(scope.company)
    .fetch_optional(pool)
    .await?;
    Ok(required.map(|list| list.0).unwrap_or_default())
}

/// Whether `interviewer` has submitted their evaluation of an interview of the scope's company.
pub async fn has_evaluated(
    pool: &PgPool,
    scope: &HiringScope,
    interview: Uuid,
    interviewer: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM interview_evaluations WHERE interview_id = $1 AND interviewer = $2 AND company_id = $3)",
    )
    .bind(interview)
    .bind(interviewer)
    .bind(scope.company)
    .fetch_one(pool)
    .await
}
