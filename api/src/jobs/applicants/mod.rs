//! The hiring team's side of applications: a job's pipeline board and table, every applicant
//! of the company (`pipeline`); one applicant, the actions on them (one or many) and the audit
//! history (`applicant`); the team's and HR's notes (`notes`).

mod applicant;
mod notes;
mod pipeline;

pub use applicant::{ApplicantDetail, sees_private_notes};

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(pipeline::pipeline))
        .routes(routes!(pipeline::table))
        .routes(routes!(pipeline::export_table))
        .routes(routes!(pipeline::all_applicants))
        .routes(routes!(applicant::applicant))
        .routes(routes!(applicant::act))
        .routes(routes!(applicant::bulk))
        .routes(routes!(applicant::rate))
        .routes(routes!(applicant::history))
        .routes(routes!(notes::notes, notes::add_note))
        .routes(routes!(notes::private_notes, notes::add_private_note))
}
