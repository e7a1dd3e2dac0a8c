//! Dashboards: the company's, as of any past day, and the job seeker's. Their figures are
//! read and summed beside the applications view (`projections::views::applications::dashboard`).

use crate::caller::{Hiring, Jobseeker};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, Day, ErrorBody, Query};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use projections::views::applications::dashboard::{self, CompanyDashboard, JobseekerDashboard};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(company_dashboard))
        .routes(routes!(jobseeker_dashboard))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DashboardQuery {
    /// The day to compute the figures for (end of day, UTC). Default: now.
    #[param(value_type = Option<NaiveDate>)]
    at: Option<Day>,
}

fn moment(at: Option<Day>) -> DateTime<Utc> {
    at.and_then(|day| day.date().and_hms_opt(23, 59, 59))
        .map(|time| time.and_utc())
        .unwrap_or_else(Utc::now)
}

/// The company dashboard, as of the end of `at` (default now).
#[utoipa::path(get, path = "/api/jobs/dashboard", tag = "dashboard", security(("jwt" = [])), params(DashboardQuery),
    responses((status = 200, body = CompanyDashboard), (status = 403, body = ErrorBody)))]
pub async fn company_dashboard(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<CompanySide>,
    Query(query): Query<DashboardQuery>,
) -> Result<Screen<Json<CompanyDashboard>>, ApiError> {
    let (dashboard, changes_by_itself_at) = dashboard::company(&state.pool, &scope, moment(query.at)).await?;
    // Kept until an open job closes by its deadline or a new day moves the last 30 days.
    Ok(Screen {
        company: scope.company,
        reads: dashboard::COMPANY_READS,
        answer: Json(dashboard),
        changes_by_itself_at: Some(changes_by_itself_at),
    })
}

/// The job seeker dashboard.
#[utoipa::path(get, path = "/api/accounts/jobseeker-dashboard", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = JobseekerDashboard), (status = 403, body = ErrorBody)))]
pub async fn jobseeker_dashboard(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
) -> Result<Json<JobseekerDashboard>, ApiError> {
    Ok(Json(dashboard::jobseeker(&state.pool, jobseeker.tenant()).await?))
}
