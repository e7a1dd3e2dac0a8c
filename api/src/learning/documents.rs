//! Documents: upload (PDF, DOCX or TXT up to 10MB, read from the content), list, rename,
//! replace the file, download and delete. A refused upload leaves nothing behind; a document
//! a teacher uses is deleted only once the company has seen which teachers use it.

use super::extract::{self, ExtractError, Extracted, Format};
use super::{DOCUMENT_MAX_BYTES, managing_company};
use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, Query, UploadForm};
use crate::state::AppState;
use anyhow::Context;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::multipart::MultipartError;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use chrono::{DateTime, Utc};
use domain::learning::LearningError;
use domain::uploads::UploadError;
use domain::validation::{FieldError, has_forbidden_characters, optional_text, required_text};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::types::Json as JsonColumn;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

pub const TITLE_MAX_CHARS: usize = 200;
pub const TOPIC_MAX_CHARS: usize = 200;
/// A text field of a multipart form longer than this is not read further.
const FORM_TEXT_MAX_BYTES: usize = 4 * 1024;

#[derive(Serialize, Deserialize, ToSchema, sqlx::FromRow)]
pub struct TeacherRef {
    pub id: Uuid,
    pub name: String,
}

/// A learning document.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct LearningDocument {
    pub id: Uuid,
    pub title: String,
    pub topic: Option<String>,
    pub file_name: String,
    /// pdf, docx or txt
    pub format: String,
    pub size_bytes: i64,
    /// PDFs only.
    pub pages: Option<i32>,
    pub passages: i64,
    #[sqlx(json)]
    pub teachers: Vec<TeacherRef>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const DOCUMENT_SELECT: &str = "SELECT d.id, d.title, d.topic, d.file_name, d.format, d.size_bytes, d.pages,
        (SELECT count(*) FROM learning_passages p WHERE p.document_id = d.id) AS passages,
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                    FROM ai_teacher_documents td JOIN ai_teachers t ON t.id = td.teacher_id
                   WHERE td.document_id = d.id), '[]'::json) AS teachers,
        d.created_at, d.updated_at
   FROM learning_documents d";

async fn document(pool: &PgPool, company: Uuid, id: Uuid) -> Result<LearningDocument, ApiError> {
    sqlx::query_as(&format!("{DOCUMENT_SELECT} WHERE d.id = $1 AND d.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)
}

fn unsupported() -> ApiError {
    UploadError::DocumentType.into()
}

fn too_large() -> ApiError {
    UploadError::DocumentTooLarge.into()
}

fn without_text() -> ApiError {
    UploadError::DocumentWithoutText.into()
}

/// The multipart form of a document: its file and, when creating, its title and topic.
#[derive(Default)]
struct DocumentForm {
    file: Option<(String, Bytes)>,
    title: Option<String>,
    topic: Option<String>,
}

async fn read_form(mut multipart: axum::extract::Multipart) -> Result<DocumentForm, ApiError> {
    let unreadable = |error: MultipartError| {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            ApiError::MalformedUpload
        }
    };
    let mut form = DocumentForm::default();
    while let Some(field) = multipart.next_field().await.map_err(unreadable)? {
        match field.name() {
            Some("file") => {
                let name = crate::files::display_name(field.file_name());
                let bytes = field.bytes().await.map_err(unreadable)?;
                if bytes.len() > DOCUMENT_MAX_BYTES {
                    return Err(too_large());
                }
                form.file = Some((name, bytes));
            }
            Some(name @ ("title" | "topic")) => {
                let name = name.to_owned();
                let bytes = field.bytes().await.map_err(unreadable)?;
                if bytes.len() > FORM_TEXT_MAX_BYTES {
                    return Err(ApiError::field(&name, FieldError::TooLong));
                }
                let text =
                    String::from_utf8(bytes.to_vec()).map_err(|_| ApiError::field(&name, FieldError::InvalidType))?;
                if name == "title" {
                    form.title = Some(text);
                } else {
                    form.topic = Some(text);
                }
            }
            _ => {}
        }
    }
    Ok(form)
}

fn checked_text(
    fields: &mut FieldErrors,
    name: &str,
    value: Option<&str>,
    required: bool,
    max_chars: usize,
) -> Option<Option<String>> {
    let result = match value {
        Some(text) if has_forbidden_characters(text) => Err(FieldError::InvalidCharacters),
        Some(text) if required => required_text(text, max_chars).map(Some),
        None if required => Err(FieldError::Required),
        value => optional_text(value, max_chars),
    };
    fields.check(name, result)
}

/// Reads the file's text off the async threads.
async fn read_text(bytes: Bytes) -> Result<Extracted, ApiError> {
    tokio::task::spawn_blocking(move || extract::extract(&bytes))
        .await
        .context("reading a document")?
        .map_err(|error| match error {
            ExtractError::Unsupported => unsupported(),
            ExtractError::NoText => without_text(),
        })
}

/// Replaces a document's passages in the table and the search index.
async fn store_passages(
    tx: &mut sqlx::PgConnection,
    company: Uuid,
    document: Uuid,
    extracted: &Extracted,
) -> Result<Vec<search::PassageDocument>, ApiError> {
    sqlx::query("DELETE FROM learning_passages WHERE document_id = $1")
        .bind(document)
        .execute(&mut *tx)
        .await?;
    let ids: Vec<Uuid> = extracted.passages.iter().map(|_| Uuid::now_v7()).collect();
    let positions: Vec<i32> = (0..extracted.passages.len() as i32).collect();
    let pages: Vec<Option<i32>> = extracted
        .passages
        .iter()
        .map(|passage| passage.page.map(|page| page as i32))
        .collect();
    let texts: Vec<&str> = extracted.passages.iter().map(|passage| passage.text.as_str()).collect();
    sqlx::query(
        "INSERT INTO learning_passages (id, document_id, position, page, text)
         SELECT id, $2, position, page, text FROM unnest($1::uuid[], $3::int[], $4::int[], $5::text[]) AS p(id, position, page, text)",
    )
    .bind(&ids)
    .bind(document)
    .bind(&positions)
    .bind(&pages)
    .bind(&texts)
    .execute(&mut *tx)
    .await?;
    Ok(extracted
        .passages
        .iter()
        .zip(ids)
        .enumerate()
        .map(|(position, (passage, id))| search::PassageDocument {
            id,
            company_id: company,
            document_id: document,
            position: position as u32,
            text: passage.text.clone(),
        })
        .collect())
}

/// Puts the passages in the search index. The rows are committed already: should the index
/// fail, `hire reindex` rebuilds it from them.
async fn index_passages(
    state: &AppState,
    document: Uuid,
    passages: &[search::PassageDocument],
) -> Result<(), ApiError> {
    state
        .search
        .remove_passages_of(&[document])
        .await
        .context("removing a document's passages from search")?;
    state
        .search
        .upsert_passages(passages)
        .await
        .context("indexing a document's passages")?;
    Ok(())
}

fn file_key(id: Uuid, format: Format) -> String {
    format!("documents/{id}.{}", format.as_str())
}

/// The company's documents, newest first.
#[utoipa::path(get, path = "/api/learning/documents/", tag = "learning", security(("jwt" = [])),
    responses((status = 200, body = [LearningDocument]), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<LearningDocument>>, ApiError> {
    let company = managing_company(&caller)?;
    let documents = sqlx::query_as(&format!(
        "{DOCUMENT_SELECT} WHERE d.company_id = $1 ORDER BY d.created_at DESC, d.id"
    ))
    .bind(company)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(documents))
}

/// Upload a document: multipart fields `file` (PDF, DOCX or TXT, at most 10MB), `title`, `topic`.
#[utoipa::path(post, path = "/api/learning/documents/", tag = "learning", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "fields `file`, `title`, `topic`"),
    responses((status = 201, body = LearningDocument), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<LearningDocument>), ApiError> {
    let company = managing_company(&caller)?;
    let form = read_form(multipart).await?;
    let mut fields = FieldErrors::default();
    let title = checked_text(&mut fields, "title", form.title.as_deref(), true, TITLE_MAX_CHARS);
    let topic = checked_text(&mut fields, "topic", form.topic.as_deref(), false, TOPIC_MAX_CHARS);
    if form.file.is_none() {
        fields.add("file", FieldError::Required);
    }
    fields.into_result()?;
    let (Some(Some(title)), Some(topic), Some((name, bytes))) = (title, topic, form.file) else {
        return Err(ApiError::field("title", FieldError::Required));
    };
    let extracted = read_text(bytes.clone()).await?;
    let id = Uuid::now_v7();
    let key = file_key(id, extracted.format);
    state.files.put(&key, bytes.clone()).await?;
    let stored = async {
        let mut tx = state.pool.begin().await?;
        sqlx::query(
            "INSERT INTO learning_documents (id, company_id, title, topic, file_name, format, size_bytes, pages, file_key, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(id)
        .bind(company)
        .bind(&title)
        .bind(&topic)
        .bind(if name.is_empty() { format!("document.{}", extracted.format.as_str()) } else { name })
        .bind(extracted.format.as_str())
        .bind(bytes.len() as i64)
        .bind(extracted.pages.map(|pages| pages as i32))
        .bind(&key)
        .bind(caller.id)
        .execute(&mut *tx)
        .await?;
        let passages = store_passages(&mut tx, company, id, &extracted).await?;
        tx.commit().await?;
        Ok::<_, ApiError>(passages)
    }
    .await;
    let passages = match stored {
        Ok(passages) => passages,
        Err(error) => {
            state.files.forget(&key).await;
            return Err(error);
        }
    };
    index_passages(&state, id, &passages).await?;
    Ok((StatusCode::CREATED, Json(document(&state.pool, company, id).await?)))
}

/// One document.
#[utoipa::path(get, path = "/api/learning/documents/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, body = LearningDocument), (status = 404, body = ErrorBody)))]
pub async fn read(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<LearningDocument>, ApiError> {
    let company = managing_company(&caller)?;
    Ok(Json(document(&state.pool, company, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct DocumentChange {
    title: Option<String>,
    /// `null` clears it.
    #[serde(default, with = "serde_with_null")]
    #[schema(value_type = Option<String>)]
    topic: Option<Option<String>>,
}

/// Tells a `null` (clear the field) from a missing member (leave it).
mod serde_with_null {
    use serde::{Deserialize, Deserializer};

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<String>>, D::Error> {
        Ok(Some(Option::deserialize(deserializer)?))
    }
}

/// Rename a document or change its topic.
#[utoipa::path(patch, path = "/api/learning/documents/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body = DocumentChange,
    responses((status = 200, body = LearningDocument), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(change): JsonBody<DocumentChange>,
) -> Result<Json<LearningDocument>, ApiError> {
    let company = managing_company(&caller)?;
    let mut fields = FieldErrors::default();
    let title = match change.title.as_deref() {
        Some(title) => fields.check("title", required_text(title, TITLE_MAX_CHARS)),
        None => None,
    };
    let topic = match &change.topic {
        Some(topic) => fields.check("topic", optional_text(topic.as_deref(), TOPIC_MAX_CHARS)),
        None => None,
    };
    fields.into_result()?;
    let updated = sqlx::query(
        "UPDATE learning_documents SET title = coalesce($3, title),
                topic = CASE WHEN $4 THEN $5 ELSE topic END, updated_at = now()
          WHERE id = $1 AND company_id = $2",
    )
    .bind(id)
    .bind(company)
    .bind(title)
    .bind(topic.is_some())
    .bind(topic.flatten())
    .execute(&state.pool)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(ApiError::NotFound);
    }
    Ok(Json(document(&state.pool, company, id).await?))
}

/// Replace a document's file (multipart field `file`); its text is read again.
#[utoipa::path(put, path = "/api/learning/documents/{id}/file/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body(content_type = "multipart/form-data", description = "field `file`"),
    responses((status = 200, body = LearningDocument), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody),
              (status = 415, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_file(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    UploadForm(multipart): UploadForm,
) -> Result<Json<LearningDocument>, ApiError> {
    let company = managing_company(&caller)?;
    document(&state.pool, company, id).await?;
    let form = read_form(multipart).await?;
    let (name, bytes) = form.file.ok_or_else(|| ApiError::field("file", FieldError::Required))?;
    let extracted = read_text(bytes.clone()).await?;
    let key = file_key(Uuid::now_v7(), extracted.format);
    state.files.put(&key, bytes.clone()).await?;
    let stored = async {
        let mut tx = state.pool.begin().await?;
        let previous: Option<String> = sqlx::query_scalar(
            "UPDATE learning_documents d SET file_name = coalesce(nullif($3, ''), d.file_name), format = $4,
                    size_bytes = $5, pages = $6, file_key = $7, updated_at = now()
               FROM (SELECT file_key FROM learning_documents WHERE id = $1 AND company_id = $2 FOR UPDATE) previous
              WHERE d.id = $1 RETURNING previous.file_key",
        )
        .bind(id)
        .bind(company)
        .bind(&name)
        .bind(extracted.format.as_str())
        .bind(bytes.len() as i64)
        .bind(extracted.pages.map(|pages| pages as i32))
        .bind(&key)
        .fetch_optional(&mut *tx)
        .await?;
        let previous = previous.ok_or(ApiError::NotFound)?;
        let passages = store_passages(&mut tx, company, id, &extracted).await?;
        tx.commit().await?;
        Ok::<_, ApiError>((previous, passages))
    }
    .await;
    let (previous, passages) = match stored {
        Ok(stored) => stored,
        Err(error) => {
            state.files.forget(&key).await;
            return Err(error);
        }
    };
    state.files.forget(&previous).await;
    index_passages(&state, id, &passages).await?;
    Ok(Json(document(&state.pool, company, id).await?))
}

/// Download a document's file.
#[utoipa::path(get, path = "/api/learning/documents/{id}/file/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), responses((status = 200, content_type = "application/octet-stream"), (status = 404, body = ErrorBody)))]
pub async fn download(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<impl IntoResponse, ApiError> {
    let company = managing_company(&caller)?;
    let (key, name, format): (String, String, String) =
        sqlx::query_as("SELECT file_key, file_name, format FROM learning_documents WHERE id = $1 AND company_id = $2")
            .bind(id)
            .bind(company)
            .fetch_optional(&state.pool)
            .await?
            .ok_or(ApiError::NotFound)?;
    let bytes = state.files.get(&key).await?.ok_or(ApiError::NotFound)?;
    let format = match format.as_str() {
        "pdf" => Format::Pdf,
        "docx" => Format::Docx,
        _ => Format::Txt,
    };
    let ascii_name: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    Ok((
        [
            (header::CONTENT_TYPE, format.content_type().to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{ascii_name}\""),
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        bytes,
    ))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteParams {
    /// `true` deletes a document even while teachers use it (it leaves them).
    confirm: Option<bool>,
}

/// Delete a document. While teachers use it, 409 `document_in_use` names them, unless `confirm=true`.
#[utoipa::path(delete, path = "/api/learning/documents/{id}/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path), DeleteParams),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    Query(params): Query<DeleteParams>,
) -> Result<StatusCode, ApiError> {
    let company = managing_company(&caller)?;
    let mut tx = state.pool.begin().await?;
    let key: String =
        sqlx::query_scalar("SELECT file_key FROM learning_documents WHERE id = $1 AND company_id = $2 FOR UPDATE")
            .bind(id)
            .bind(company)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(ApiError::NotFound)?;
    let teachers: JsonColumn<Vec<TeacherRef>> = sqlx::query_scalar(
        "SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name), '[]'::json)
           FROM ai_teacher_documents td JOIN ai_teachers t ON t.id = td.teacher_id WHERE td.document_id = $1",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    if !teachers.0.is_empty() && params.confirm != Some(true) {
        let teachers = teachers
            .0
            .into_iter()
            .map(|teacher| domain::learning::TeacherRef {
                id: teacher.id,
                name: teacher.name,
            })
            .collect();
        return Err(LearningError::DocumentInUse { teachers }.into());
    }
    sqlx::query("DELETE FROM learning_documents WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    state.files.forget(&key).await;
    if let Err(error) = state.search.remove_passages_of(&[id]).await {
        tracing::warn!(%error, "a deleted document's passages stay in search until the next reindex");
    }
    Ok(StatusCode::NO_CONTENT)
}
