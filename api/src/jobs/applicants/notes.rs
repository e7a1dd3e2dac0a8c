//! Notes on an applicant: the hiring team's, and HR's private ones.

use super::applicant::own_card;
use crate::caller::{Caller, Hiring};
use crate::http::roles::{HiringTeam, Hr};
use crate::http::{ApiError, ErrorBody, JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::hiring::application::ApplicationCommand;
use projections::event_store::execute;
use projections::tenancy::HiringScope;
use projections::views::applications::read::{self as applications, Note};
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Deserialize, ToSchema)]
pub struct NoteRequest {
    text: Option<String>,
}

async fn note(
    state: &AppState,
    caller: &Caller,
    scope: &HiringScope,
    id: Uuid,
    body: NoteRequest,
    private: bool,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    own_card(&state.pool, scope, id).await?;
    let text = domain::validation::required_text(body.text.as_deref().unwrap_or_default(), 5000)
        .map_err(|error| ApiError::field("text", error))?;
    let command = ApplicationCommand::AddNote {
        note_id: Uuid::now_v7(),
        text,
        private,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    Ok((
        StatusCode::CREATED,
        Json(applications::notes(&state.pool, scope, id, private).await?),
    ))
}

async fn list_notes(
    state: &AppState,
    scope: &HiringScope,
    id: Uuid,
    private: bool,
) -> Result<Json<Vec<Note>>, ApiError> {
    own_card(&state.pool, scope, id).await?;
    Ok(Json(applications::notes(&state.pool, scope, id, private).await?))
}

/// The hiring team's notes on an applicant.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>)))]
pub async fn notes(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &scope, id, false).await
}

/// Add a note for the hiring team.
#[utoipa::path(post, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 422, body = ErrorBody)))]
pub async fn add_note(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, &scope, id, body, false).await
}

/// HR private notes on an applicant (company and HR Executives only).
#[utoipa::path(get, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn private_notes(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<Hr>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &scope, id, true).await
}

/// Add an HR private note.
#[utoipa::path(post, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn add_private_note(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<Hr>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, &scope, id, body, true).await
}
