//! Position job templates (spec: /job-template/{id}, position-job-template): the job a
//! position posts by default. "Post a job" from a position starts from it.

use super::{change, position};
use crate::caller::{CompanyMember, CompanyOwner};
use crate::http::ApiError;
use crate::http::roles::CompanySide;
use crate::http::{JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::hiring::job::{JobCompetency, JobDetails, JobDetailsInput};
use domain::org::OrgCommand;
use projections::tenancy::Company;
use projections::views::org::read;
use serde::Serialize;
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

async fn template(pool: &PgPool, company: Company, position_id: Uuid) -> Result<JobTemplate, ApiError> {
    position(pool, company, position_id).await?;
    let (details, updated_at) = read::job_template(pool, company, position_id)
        .await?
        .map(|stored| (Some(stored.details.0), Some(stored.updated_at)))
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
    reader: CompanyMember<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<JobTemplate>, ApiError> {
    Ok(Json(template(&state.pool, reader.tenant(), id).await?))
}

#[derive(ToSchema)]
pub struct JobTemplateRequest {
    #[serde(flatten)]
    details: JobDetailsInput,
}

crate::http::flat::flat_request!(JobTemplateRequest { details });

/// Write a position's job template: the same fields and rules as a job.
#[utoipa::path(put, path = "/api/org/position-job-template/{id}/", tag = "org", security(("jwt" = [])),
    request_body = JobTemplateRequest, responses((status = 200, body = JobTemplate)))]
pub async fn put(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<JobTemplateRequest>,
) -> Result<Json<JobTemplate>, ApiError> {
    position(&state.pool, owner.tenant(), id).await?;
    let details = body.details.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    change(
        &state,
        &owner,
        OrgCommand::SetJobTemplate {
            position_id: id,
            details: Box::new(details),
        },
    )
    .await?;
    Ok(Json(template(&state.pool, owner.tenant(), id).await?))
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
    reader: CompanyMember<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<TemplateRequirements>, ApiError> {
    let company = reader.tenant();
    position(&state.pool, company, id).await?;
    Ok(Json(TemplateRequirements {
        position_id: id,
        competencies: read::requirements_of(&state.pool, company, id).await?,
    }))
}
