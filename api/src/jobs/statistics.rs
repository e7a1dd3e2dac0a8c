//! The data behind the company dashboard's charts and filters (spec section 7, "Jobs" path
//! group: jobs-for-filter, vacancy-applicants, applicants-for-position,
//! applicant-statistics-for-dashboard, applicant-dataset). Each keeps to the caller's scope.

use crate::caller::Hiring;
use crate::http::roles::{CompanySide, HiringTeam};
use crate::http::{ApiError, Day, ErrorBody, Page, PageNumber, PageSize, Paginated, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, Utc};
use domain::validation::FieldError;
use projections::views::applications::dashboard::{
    self, ApplicantStatistics, ApplicationRow, Period, VacancyApplicants,
};
use projections::views::applications::read::{self as applications, ApplicantCard};
use projections::views::jobs::read::{self as jobs, JobChoice};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(jobs_for_filter))
        .routes(routes!(vacancy_applicants))
        .routes(routes!(applicants_for_position))
        .routes(routes!(applicant_statistics))
        .routes(routes!(applicant_dataset))
}

/// The caller's jobs for filter pickers (at most 500, newest first).
#[utoipa::path(get, path = "/api/jobs/jobs-for-filter", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = Vec<JobChoice>), (status = 403, body = ErrorBody)))]
pub async fn jobs_for_filter(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<CompanySide>,
) -> Result<Json<Vec<JobChoice>>, ApiError> {
    Ok(Json(jobs::choices(&state.pool, &scope).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// First day (UTC); 29 days before `to` without it.
    #[param(value_type = Option<NaiveDate>)]
    from: Option<Day>,
    /// Last day (UTC); today without it.
    #[param(value_type = Option<NaiveDate>)]
    to: Option<Day>,
}

/// A period asked for: at most a year of whole days, `from` not after `to`.
fn period_of(query: &PeriodQuery) -> Result<Period, ApiError> {
    const MAX_DAYS: i64 = 366;
    let to = query.to.map_or_else(|| Utc::now().date_naive(), Day::date);
    let from = query.from.map_or(to - Duration::days(29), Day::date);
    if from > to {
        return Err(ApiError::field("from", FieldError::OutOfRange));
    }
    if (to - from).num_days() >= MAX_DAYS {
        return Err(ApiError::field("to", FieldError::OutOfRange));
    }
    Ok(Period { from, to })
}

/// Each live or deactivated vacancy with its applicants by stage, and how many came in the period
/// (vacancy-applicants).
#[utoipa::path(get, path = "/api/jobs/vacancy-applicants/", tag = "dashboard", security(("jwt" = [])), params(PeriodQuery),
    responses((status = 200, body = Vec<VacancyApplicants>), (status = 422, body = ErrorBody)))]
pub async fn vacancy_applicants(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<CompanySide>,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<Vec<VacancyApplicants>>, ApiError> {
    let period = period_of(&query)?;
    Ok(Json(dashboard::vacancies(&state.pool, &scope, period).await?))
}

/// The applicants of the jobs placed at a position (applicants-for-position), newest first.
#[utoipa::path(get, path = "/api/jobs/applicants-for-position/{id}/", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = Vec<ApplicantCard>), (status = 404, body = ErrorBody)))]
pub async fn applicants_for_position(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<ApplicantCard>>, ApiError> {
    projections::views::org::read::position(&state.pool, scope.tenant(), id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(
        caller
            .viewer()
            .sees(applications::of_position(&state.pool, &scope, id).await?),
    ))
}

/// Applications of a period for the dashboard's charts (applicant-statistics-for-dashboard).
#[utoipa::path(get, path = "/api/jobs/applicant-statistics-for-dashboard/", tag = "dashboard", security(("jwt" = [])),
    params(PeriodQuery),
    responses((status = 200, body = ApplicantStatistics), (status = 422, body = ErrorBody)))]
pub async fn applicant_statistics(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<CompanySide>,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<ApplicantStatistics>, ApiError> {
    let period = period_of(&query)?;
    Ok(Json(dashboard::statistics(&state.pool, &scope, period).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DatasetQuery {
    /// Only this job's applications.
    job: Option<Uuid>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Rows per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// The applications as rows of data (applicant-dataset), newest first.
#[utoipa::path(get, path = "/api/jobs/applicant-dataset/", tag = "dashboard", security(("jwt" = [])), params(DatasetQuery),
    responses((status = 200, body = Paginated<ApplicationRow>), (status = 422, body = ErrorBody)))]
pub async fn applicant_dataset(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<DatasetQuery>,
) -> Result<Json<Paginated<ApplicationRow>>, ApiError> {
    let page = Page::of(query.page, query.page_size);
    let (count, results) = dashboard::dataset(&state.pool, &scope, query.job, page.rows()).await?;
    Ok(Json(Paginated { count, results }))
}
