//! Jobs (spec section 7, "Jobs" path group): postings and staff requests, applications and
//! the applicant pipeline, interviews and evaluations, offers, the dashboards. Commands go to
//! the aggregates; everything read comes from the projections.

pub mod ai_proposal;
pub mod applicants;
pub mod dashboard;
pub mod evaluation_data;
pub mod interviews;
pub mod job;
pub mod offers;
pub mod schedule;
pub mod skills;
pub mod statistics;
mod store;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(job::router())
        .routes(routes!(ai_proposal::propose))
        .merge(applicants::router())
        .merge(interviews::router())
        .merge(evaluation_data::router())
        .merge(offers::router())
        .merge(schedule::router())
        .merge(dashboard::router())
        .merge(statistics::router())
        .merge(skills::router())
}
