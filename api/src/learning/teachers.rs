//! AI teachers: a name, an avatar, a topic, a model and the documents they answer from; and
//! each user's conversation with a teacher. Questions are asked over the `ai_teacher` socket
//! ([`super::socket`]).

use super::answer::Citation;
use super::documents::TOPIC_MAX_CHARS;
use super::{learning_company, managing_company};
use crate::caller::Caller;
use crate::files::{Image, read_upload};
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, UploadForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::validation::{FieldError, optional_text, required_text};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

pub const NAME_MAX_CHARS: usize = 100;
/// Documents one teacher answers from.
pub const DOCUMENTS_MAX: usize = 50;

#[derive(Serialize, Deserialize, ToSchema)]
pub struct DocumentRef {
    pub id: Uuid,
    pub title: String,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct AiTeacher {
    pub id: Uuid,
    pub name: String,
    pub avatar: Option<String>,
    pub topic: Option<String>,
    pub model: String,
    #[sqlx(json)]
    pub documents: Vec<DocumentRef>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const TEACHER_SELECT: &str = "SELECT t.id, t.name, t.avatar, t.topic, t.model,
        coalesce((SELECT json_agg(json_build_object('id', d.id, 'title', d.title) ORDER BY d.title)
                    FROM ai_teacher_documents td JOIN learning_documents d ON d.id = td.document_id
                   WHERE td.teacher_id = t.id), '[]'::json) AS documents,
        t.created_at, t.updated_at
   FROM ai_teachers t";

pub async fn teacher(pool: &PgPool, company: Uuid, id: Uuid) -> Result<AiTeacher, ApiError> {
    sqlx::query_as(&format!("{TEACHER_SELECT} WHERE t.id = $1 AND t.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)
}

/// The models a teacher can use.
#[utoipa::path(get, path = "/api/learning/ai-models/", tag = "learning", security(("jwt" = [])),
    responses((status = 200, body = [crate::ai::AiModel]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn models(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<crate::ai::AiModel>>, ApiError> {
    learning_company(&caller)?;
    Ok(Json(state.ai.models()))
}

/// The company's AI teachers, by name.
#[utoipa::path(get, path = "/api/learning/all-ai-teachers/", tag = "learning", security(("jwt" = [])),
    responses((status = 200, body = [AiTeacher]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<AiTeacher>>, ApiError> {
    let company = learning_company(&caller)?;
    let teachers = sqlx::query_as(&format!(
        "{TEACHER_SELECT} WHERE t.company_id = $1 ORDER BY t.name, t.id"
    ))
    .bind(company)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(teachers))
}

#[derive(Deserialize, ToSchema)]
pub struct TeacherInput {
    name: Option<String>,
    topic: Option<String>,
    model: Option<String>,
    document_ids: Option<Vec<Uuid>>,
}

/// A teacher's fields, checked: `None` for what the input leaves as it is.
struct Checked {
    name: Option<String>,
    topic: Option<Option<String>>,
    model: Option<String>,
    document_ids: Option<Vec<Uuid>>,
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
                let owned: i64 = sqlx::query_scalar(
                    "SELECT count(*) FROM learning_documents WHERE company_id = $1 AND id = ANY($2)",
                )
                .bind(company)
                .bind(&ids)
                .fetch_one(&state.pool)
                .await?;
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

async fn set_documents(tx: &mut sqlx::PgConnection, teacher: Uuid, documents: &[Uuid]) -> Result<(), ApiError> {
    sqlx::query("DELETE FROM ai_teacher_documents WHERE teacher_id = $1")
        .bind(teacher)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO ai_teacher_documents (teacher_id, document_id) SELECT $1, unnest($2::uuid[])")
        .bind(teacher)
        .bind(documents)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// Create an AI teacher.
#[utoipa::path(post, path = "/api/learning/ai-teacher/", tag = "learning", security(("jwt" = [])),
    request_body = TeacherInput,
    responses((status = 201, body = AiTeacher), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(input): JsonBody<TeacherInput>,
) -> Result<(StatusCode, Json<AiTeacher>), ApiError> {
    let company = managing_company(&caller)?;
    let checked = check(&state, company, input, true).await?;
    let id = Uuid::now_v7();
    let mut tx = state.pool.begin().await?;
    sqlx::query("INSERT INTO ai_teachers (id, company_id, name, topic, model) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(company)
        .bind(checked.name)
        .bind(checked.topic.flatten())
        .bind(checked.model)
        .execute(&mut *tx)
        .await?;
    set_documents(&mut tx, id, &checked.document_ids.unwrap_or_default()).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(teacher(&state.pool, company, id).await?)))
}

/// One AI teacher.
#[utoipa::path(get, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody)))]
pub async fn read(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<AiTeacher>, ApiError> {
    let company = learning_company(&caller)?;
    Ok(Json(teacher(&state.pool, company, id).await?))
}

/// Change an AI teacher.
#[utoipa::path(patch, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body = TeacherInput,
    responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(input): JsonBody<TeacherInput>,
) -> Result<Json<AiTeacher>, ApiError> {
    let company = managing_company(&caller)?;
    teacher(&state.pool, company, id).await?;
    let checked = check(&state, company, input, false).await?;
    let mut tx = state.pool.begin().await?;
    sqlx::query(
        "UPDATE ai_teachers SET name = coalesce($2, name), topic = CASE WHEN $3 THEN $4 ELSE topic END,
                model = coalesce($5, model), updated_at = now()
          WHERE id = $1",
    )
    .bind(id)
    .bind(checked.name)
    .bind(checked.topic.is_some())
    .bind(checked.topic.flatten())
    .bind(checked.model)
    .execute(&mut *tx)
    .await?;
    if let Some(documents) = &checked.document_ids {
        set_documents(&mut tx, id, documents).await?;
    }
    tx.commit().await?;
    Ok(Json(teacher(&state.pool, company, id).await?))
}

/// Delete an AI teacher and every conversation with it.
#[utoipa::path(delete, path = "/api/learning/ai-teacher/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = managing_company(&caller)?;
    let avatar: Option<Option<String>> =
        sqlx::query_scalar("DELETE FROM ai_teachers WHERE id = $1 AND company_id = $2 RETURNING avatar")
            .bind(id)
            .bind(company)
            .fetch_optional(&state.pool)
            .await?;
    let avatar = avatar.ok_or(ApiError::NotFound)?;
    state.files.forget_url(avatar.as_deref()).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Set a teacher's avatar (multipart field `file`: PNG or JPEG, at most 5MB).
#[utoipa::path(put, path = "/api/learning/ai-teacher/{id}/avatar/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body(content_type = "multipart/form-data", description = "field `file`"),
    responses((status = 200, body = AiTeacher), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody),
              (status = 415, body = ErrorBody)))]
pub async fn upload_avatar(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    UploadForm(multipart): UploadForm,
) -> Result<Json<AiTeacher>, ApiError> {
    let company = managing_company(&caller)?;
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

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TeacherMessage {
    pub id: Uuid,
    /// user or teacher
    pub role: String,
    pub text: String,
    /// Answers only: whether the documents covered the question.
    pub covered: Option<bool>,
    #[sqlx(json)]
    pub citations: Vec<Citation>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct TeacherConversation {
    pub messages: Vec<TeacherMessage>,
}

/// The caller's messages with the teacher, oldest first (the last `limit`).
pub async fn messages(pool: &PgPool, teacher: Uuid, user: Uuid, limit: i64) -> Result<Vec<TeacherMessage>, ApiError> {
    Ok(sqlx::query_as(
        "SELECT * FROM (SELECT id, role, text, covered, citations, created_at FROM ai_teacher_messages
                         WHERE teacher_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3) last
          ORDER BY created_at, id",
    )
    .bind(teacher)
    .bind(user)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

/// The caller's conversation with a teacher.
#[utoipa::path(get, path = "/api/learning/ai-teacher/{id}/conversation/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, body = TeacherConversation), (status = 404, body = ErrorBody)))]
pub async fn conversation(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<TeacherConversation>, ApiError> {
    let company = learning_company(&caller)?;
    teacher(&state.pool, company, id).await?;
    Ok(Json(TeacherConversation {
        messages: messages(&state.pool, id, caller.id, 500).await?,
    }))
}

/// Forget the caller's conversation with a teacher.
#[utoipa::path(delete, path = "/api/learning/ai-teacher/{id}/conversation/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn forget_conversation(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = learning_company(&caller)?;
    teacher(&state.pool, company, id).await?;
    sqlx::query("DELETE FROM ai_teacher_messages WHERE teacher_id = $1 AND user_id = $2")
        .bind(id)
        .bind(caller.id)
        .execute(&state.pool)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
