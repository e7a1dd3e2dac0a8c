//! Jobs (spec section 7, "Jobs" path group): postings and staff requests, applications and
//! the applicant pipeline, interviews and evaluations, offers, the dashboards. Commands go to
//! the aggregates; everything read comes from the projections.

pub mod ai_proposal;
pub mod applicants;
pub mod applications;
pub mod dashboard;
pub mod evaluation_data;
pub mod interviews;
pub mod job;
pub mod offers;
pub mod schedule;
pub mod skills;
pub mod statistics;
mod store;

use crate::http::ApiError;
use crate::state::AppState;
use domain::hiring::ApplicationStatus;
use domain::validation::FieldError;
use projections::views::applications::read::Status;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(job::router())
        .routes(routes!(ai_proposal::propose))
        .merge(applications::router())
        .merge(applicants::router())
        .merge(interviews::router())
        .merge(evaluation_data::router())
        .merge(offers::router())
        .merge(schedule::router())
        .merge(dashboard::router())
        .merge(statistics::router())
        .merge(skills::router())
}

/// A status value given in a query (`?status=`, `?tab=`): blank reads as none.
fn status_parameter(value: Option<&str>) -> Result<Option<Status>, FieldError> {
    match value.filter(|value| !value.is_empty()) {
        None => Ok(None),
        Some(value) => ApplicationStatus::from_value(value)
            .map(|status| Some(Status::from(status)))
            .ok_or(FieldError::InvalidChoice),
    }
}

/// `status_parameter` for a query of one parameter, refused as that field.
fn status_field(name: &str, value: Option<&str>) -> Result<Option<Status>, ApiError> {
    status_parameter(value).map_err(|error| ApiError::field(name, error))
}
