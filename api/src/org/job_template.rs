//! Position job templates (spec: /job-template/{id}, position-job-template): the job a
//! position posts by default. "Post a job" from a position starts from it.

use super::{change, owner_company, position, reader_company};
use crate::caller::Caller;
use crate::http::ApiError;
use crate::http::{JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::hiring::job::{JobCompetency, JobDetails, JobDetailsInput};
use domain::org::OrgCommand;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct JobTemplate {
    pub position_id: Uuid,
    /// The job as the position posts it; `null` until the company writes one.
    pub details: Option<JobDetails>,
    pub updated_at: Option<DateTime<Utc>>,
}

async fn template(state: &AppState, company: Uuid, position_id: Uuid) -> Result<JobTemplate, ApiError> {
    position(&state.pool, company, position_id).await?;
    let stored: Option<(sqlx::types::Json<JobDetails>, DateTime<Utc>)> =
        sqlx::query_as("SELECT details, updated_at FROM org_job_templates WHERE position_id = $1 AND company_id = $2")
            .bind(position_id)
            .bind(company)
            .fetch_optional(&state.pool)
            .await?;
    let (details, updated_at) = stored
        .map(|(details, at)| (Some(details.0), Some(at)))
        .unwrap_or_default();
    Ok(JobTemplate {
        position_id,
        details,
        updated_at,
    })
}

/// A position's job template.
#[utoipa::path(get, path = "/api/org/position-job-template/{id}/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = JobTemplate)))]
pub async fn get(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<JobTemplate>, ApiError> {
    let company = reader_company(&caller)?;
    Ok(Json(template(&state, company, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct JobTemplateRequest {
    #[serde(flatten)]
    details: JobDetailsInput,
}

/// Write a position's job template: the same fields and rules as a job.
#[utoipa::path(put, path = "/api/org/position-job-template/{id}/", tag = "org", security(("jwt" = [])),
    request_body = JobTemplateRequest, responses((status = 200, body = JobTemplate)))]
pub async fn put(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<JobTemplateRequest>,
) -> Result<Json<JobTemplate>, ApiError> {
    let company = owner_company(&caller)?;
    position(&state.pool, company, id).await?;
    let details = body.details.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    change(
        &state,
        &caller,
        company,
        OrgCommand::SetJobTemplate {
            position_id: id,
            details: Box::new(details),
        },
    )
    .await?;
    Ok(Json(template(&state, company, id).await?))
}

/// A position's competency model as job requirements: what set-job-requirements copies into a
/// job posted for the position.
pub async fn requirements_of(pool: &PgPool, company: Uuid, position_id: Uuid) -> Result<Vec<JobCompetency>, ApiError> {
    let competencies: Vec<(i16, String, i16)> = sqlx::query_as(
        "SELECT category, name, required_level FROM org_competencies WHERE position_id = $1 AND company_id = $2
         ORDER BY category, lower(name), id",
    )
    .bind(position_id)
    .bind(company)
    .fetch_all(pool)
    .await?;
    Ok(competencies
        .into_iter()
        .map(|(category, name, required_level)| JobCompetency {
            name,
            category: category as u8,
            required_level: required_level as u8,
        })
        .collect())
}

#[derive(Serialize, ToSchema)]
pub struct TemplateRequirements {
    pub position_id: Uuid,
    /// The position's competencies with their required levels, by category and name.
    pub competencies: Vec<JobCompetency>,
}

/// The requirements a job posted from this position's template gets (job-template-requirements).
#[utoipa::path(get, path = "/api/org/job-template-requirements/{id}/", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = TemplateRequirements)))]
pub async fn requirements(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<TemplateRequirements>, ApiError> {
    let company = reader_company(&caller)?;
    position(&state.pool, company, id).await?;
    Ok(Json(TemplateRequirements {
        position_id: id,
        competencies: requirements_of(&state.pool, company, id).await?,
    }))
}
