//! AI teachers: a name, an avatar, a topic, a model and the documents they answer from; and
//! each user's conversation with a teacher. Questions are asked over the `ai_teacher` socket
//! ([`super::socket`]).

use super::documents::TOPIC_MAX_CHARS;
use super::store;
pub use super::store::{AiTeacher, Checked, DocumentRef, TeacherMessage};
use crate::caller::{ModuleMember, ModuleOwner};
use crate::files::{Image, read_upload};
use crate::http::roles::Lms;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, UploadForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::validation::{FieldError, optional_text, required_text};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

pub const NAME_MAX_CHARS: usize = 100;
/// Documents one teacher answers from.
pub const DOCUMENTS_MAX: usize = 50;

pub async fn teacher(pool: &PgPool, company: Uuid, id: Uuid) -> Result<AiTeacher, ApiError> {
    store::teacher(pool, company, id).await?.ok_or(ApiError::NotFound)
}

/// The models a teacher can use.
#[utoipa::path(get, path = "/api/learning/ai-models/", tag = "learning", security(("jwt" = [])),
    responses((status = 200, body = [crate::ai::AiModel]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn models(State(state): State<AppState>, _: ModuleMember<Lms>) -> Json<Vec<crate::ai::AiModel>> {
    Json(state.ai.models())
}

/// The company's AI teachers, by name.
#[utoipa::path(get, path = "/api/learning/all-ai-teachers/", tag = "learning", security(("jwt" = [])),
    responses((status = 200, body = [AiTeacher]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn list(State(state): State<AppState>, member: ModuleMember<Lms>) -> Result<Json<Vec<AiTeacher>>, ApiError> {
    Ok(Json(store::teachers(&state.pool, member.company).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct TeacherInput {
    #[schema(min_length = 1, max_length = 100)]
    name: Option<String>,
    #[schema(max_length = 200)]
    topic: Option<String>,
    /// One of the provider's models (`GET /api/learning/ai-models/`); the default when left out.
    model: Option<String>,
    #[schema(max_items = 50)]
    document_ids: Option<Vec<Uuid>>,
}

/// A new teacher: a teacher's fields, of which the name is required.
#[derive(Deserialize, ToSchema)]
pub struct NewTeacherInput {
    #[schema(required = true, value_type = String, min_length = 1, max_length = 100)]
    name: Option<String>,
    #[schema(max_length = 200)]
    topic: Option<String>,
    /// One of the provider's models (`GET /api/learning/ai-models/`); the default when left out.
    model: Option<String>,
    #[schema(max_items = 50)]
    document_ids: Option<Vec<Uuid>>,
}

impl From<NewTeacherInput> for TeacherInput {
    fn from(input: NewTeacherInput) -> Self {
        Self {
            name: input.name,
            topic: input.topic,
            model: input.model,
            document_ids: input.document_ids,
        }
    }
}

async fn check(state: &AppState, company: Uuid, input: TeacherInput, creating: bool) -> Result<Checked, ApiError> {
    let mut fields = FieldErrors::default();
    let name = match (input.name.as_deref(), creating) {
        (Some(name), _) => fields.check("name", required_text(name, NAME_MAX_CHARS)),
        (None, true) => fields.check("name", Err(FieldError::Required)),
        (None, false) => None,
    };
    let topic = match input.topic.as_deref() {
        Some(topic) => fields.check("topic", optional_text(Some(topic), TOPIC_MAX_CHARS)),
        None => None,
    };
    let models = state.ai.models();
    let model = match (input.model, creating) {
        (Some(model), _) if models.iter().any(|known| known.id == model) => Some(model),
        (Some(_), _) => fields.check("model", Err(FieldError::InvalidChoice)),
        (None, true) => Some(state.ai.model().to_owned()),
        (None, false) => None,
    };
    let document_ids = match input.document_ids {
        Some(mut ids) => {
            ids.sort_unstable();
            ids.dedup();
            if ids.len() > DOCUMENTS_MAX {
                fields.add("document_ids", FieldError::TooLong);
                None
            } else {
                let owned = store::owned_documents(&state.pool, company, &ids).await?;
                if owned as usize == ids.len() {
                    Some(ids)
                } else {
                    fields.add("document_ids", FieldError::InvalidChoice);
                    None
                }
            }
        }
        None if creating => Some(Vec::new()),
        None => None,
    };
    fields.into_result()?;
    Ok(Checked {
        name,
        topic,
        model,
        document_ids,
    })
}

/// Create an AI teacher.
#[utoipa::path(post, path = "/api/learning/ai-teacher/", tag = "learning", security(("jwt" = [])),
    request_body = NewTeacherInput,
    responses((status = 201, body = AiTeacher), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    JsonBody(input): JsonBody<NewTeacherInput>,
) -> Result<(StatusCode, Json<AiTeacher>), ApiError> {
    let company = owner.company.id;
    let checked = check(&state, company, input.into(), true).await?;
    let id = Uuid::now_v7();
    store::create_teacher(&state.pool, company, id, &checked).await?;
    Ok((StatusCode::CREATED, Json(teacher(&state.pool, company, id).await?)))
}

/// One AI teacher.
#[utoipa::path(get, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody)))]
pub async fn read(
    State(state): State<AppState>,
    member: ModuleMember<Lms>,
    Path(id): Path<Uuid>,
) -> Result<Json<AiTeacher>, ApiError> {
    Ok(Json(teacher(&state.pool, member.company, id).await?))
}

/// Change an AI teacher.
#[utoipa::path(patch, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body = TeacherInput,
    responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
    JsonBody(input): JsonBody<TeacherInput>,
) -> Result<Json<AiTeacher>, ApiError> {
    let company = owner.company.id;
    teacher(&state.pool, company, id).await?;
    let checked = check(&state, company, input, false).await?;
    store::change_teacher(&state.pool, id, &checked).await?;
    Ok(Json(teacher(&state.pool, company, id).await?))
}

/// Delete an AI teacher and every conversation with it.
#[utoipa::path(delete, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let avatar = store::delete_teacher(&state.pool, owner.company.id, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.files.forget_url(avatar.as_deref()).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Set a teacher's avatar (multipart field `file`: PNG or JPEG, at most 5MB).
#[utoipa::path(put, path = "/api/learning/ai-teacher/{id}/avatar/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body(content_type = "multipart/form-data", description = "field `file`", encoding(("file" = (content_type = crate::files::IMAGE_TYPES)))),
    responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody),
              (status = 415, body = ErrorBody)))]
pub async fn upload_avatar(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
    UploadForm(multipart): UploadForm,
) -> Result<Json<AiTeacher>, ApiError> {
    let company = owner.company.id;
    teacher(&state.pool, company, id).await?;
    let upload = read_upload(multipart, crate::files::IMAGE_MAX_BYTES, crate::files::image_too_large).await?;
    let image = Image::read(upload)?;
    let url = state.files.put_image(&image).await?;
    state
        .files
        .replace_picture(&state.pool, "ai_teachers", "avatar", id, Some(&url))
        .await?;
    Ok(Json(teacher(&state.pool, company, id).await?))
}

#[derive(Serialize, ToSchema)]
pub struct TeacherConversation {
    pub messages: Vec<TeacherMessage>,
}

/// The caller's conversation with a teacher.
#[utoipa::path(get, path = "/api/learning/ai-teacher/{id}/conversation/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, body = TeacherConversation), (status = 404, body = ErrorBody)))]
pub async fn conversation(
    State(state): State<AppState>,
    member: ModuleMember<Lms>,
    Path(id): Path<Uuid>,
) -> Result<Json<TeacherConversation>, ApiError> {
    teacher(&state.pool, member.company, id).await?;
    Ok(Json(TeacherConversation {
        messages: store::messages(&state.pool, id, member.caller.id, 500).await?,
    }))
}

/// Forget the caller's conversation with a teacher.
#[utoipa::path(delete, path = "/api/learning/ai-teacher/{id}/conversation/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn forget_conversation(
    State(state): State<AppState>,
    member: ModuleMember<Lms>,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    teacher(&state.pool, member.company, id).await?;
    store::forget_conversation(&state.pool, id, member.caller.id).await?;
    Ok(StatusCode::NO_CONTENT)
}
