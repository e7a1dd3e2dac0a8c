//! A job seeker's side of applications: applying to a job, their applications, and
//! withdrawing one.

use crate::caller::Jobseeker;
use crate::http::{ApiError, ErrorBody, FieldErrors, JsonBody, Page, PageNumber, PageSize, Paginated, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::hiring::application::{ApplicationCommand, ApplicationError};
use domain::hiring::source::Attribution;
use domain::privacy::ConsentPurpose;
use projections::event_store::execute;
use projections::views::applications::read::{self as applications, Claim, MyApplication};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(apply))
        .routes(routes!(my_applications))
        .routes(routes!(withdraw))
}

#[derive(Deserialize, ToSchema)]
pub struct ApplyRequest {
    cover_letter: Option<String>,
    /// The version of the privacy terms accepted for this application (`GET /api/privacy/terms/`).
    #[schema(required = true, value_type = String)]
    privacy_terms_version: Option<String>,
    /// Where the applicant came from, as the web app saw them arrive (the job board's feed
    /// link, a campaign's `utm_*` parameters).
    source: Option<Attribution>,
}

#[derive(Serialize, ToSchema)]
pub struct Applied {
    pub id: Uuid,
}

/// Apply to a job (job seekers; a CV is required).
#[utoipa::path(post, path = "/api/jobs/job/{id}/apply/", tag = "applications", security(("jwt" = [])), request_body = ApplyRequest,
    responses((status = 201, body = Applied), (status = 409, body = ErrorBody, description = "cv_required, already_applied, job_not_accepting"),
        (status = 404, body = ErrorBody, description = "no such job, or one that was never published")))]
pub async fn apply(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Path(job_id): Path<Uuid>,
    JsonBody(body): JsonBody<ApplyRequest>,
) -> Result<(StatusCode, Json<Applied>), ApiError> {
    super::job::require_published(&state.pool, job_id).await?;
    let mut fields = FieldErrors::default();
    let terms = crate::privacy::accepted_version(&mut fields, body.privacy_terms_version.as_deref());
    let attribution = match body.source.map(Attribution::checked).transpose() {
        Ok(attribution) => attribution,
        Err(problems) => {
            fields.extend(problems);
            None
        }
    };
    fields.into_result()?;
    let terms = terms.ok_or_else(|| ApiError::Validation(FieldErrors::default()))?;
    let Claim::Free(id) = applications::claim(&state.pool, jobseeker.tenant(), job_id).await? else {
        return Err(ApplicationError::AlreadyApplied.into());
    };
    let caller = jobseeker.0;
    let command = ApplicationCommand::Apply {
        job_id,
        jobseeker_id: caller.id,
        cover_letter: body.cover_letter,
        attribution,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    let purpose = ConsentPurpose::Application { application_id: id };
    crate::privacy::record_consent(&state, caller.id, terms, purpose).await?;
    Ok((StatusCode::CREATED, Json(Applied { id })))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyApplicationsQuery {
    /// An application status value (spec: /my-applications?tab=…).
    #[param(
        pattern = "^(|all|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    tab: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// The signed-in job seeker's applications, newest first.
#[utoipa::path(get, path = "/api/jobs/my-applications/", tag = "applications", security(("jwt" = [])), params(MyApplicationsQuery),
    responses((status = 200, body = Paginated<MyApplication>), (status = 422, body = ErrorBody)))]
pub async fn my_applications(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Query(query): Query<MyApplicationsQuery>,
) -> Result<Json<Paginated<MyApplication>>, ApiError> {
    let tab = super::status_field("tab", query.tab.as_deref().filter(|tab| *tab != "all"))?;
    let page = Page::of(query.page, query.page_size);
    let (count, results) = applications::of_jobseeker(&state.pool, jobseeker.tenant(), tab, page.rows()).await?;
    let results = jobseeker.0.viewer().sees(results);
    Ok(Json(Paginated { count, results }))
}

/// Withdraw one's own application.
#[utoipa::path(post, path = "/api/jobs/my-applications/{id}/withdraw/", tag = "applications", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if !applications::is_own(&state.pool, jobseeker.tenant(), id).await? {
        return Err(ApiError::NotFound);
    }
    execute(
        &state.hiring.applications,
        id,
        ApplicationCommand::Withdraw,
        Some(jobseeker.0.id),
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}
