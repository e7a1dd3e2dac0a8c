//! Documents: upload (PDF, DOCX or TXT up to 10MB, read from the content), list, rename,
//! replace the file, download and delete. A refused upload leaves nothing behind; a document
//! a teacher uses is deleted only once the company has seen which teachers use it.

use super::DOCUMENT_MAX_BYTES;
use super::store::{self, Deletion, StoredFile};
pub use super::store::{LearningDocument, TeacherRef};
use crate::caller::ModuleOwner;
use crate::extract::{self, ExtractError, Extracted, Format};
use crate::http::roles::Lms;
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
use domain::learning::LearningError;
use domain::uploads::UploadError;
use domain::validation::{FieldError, has_forbidden_characters, optional_text, required_text};
use serde::Deserialize;
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

pub const TITLE_MAX_CHARS: usize = 200;
pub const TOPIC_MAX_CHARS: usize = 200;
/// A text field of a multipart form longer than this is not read further.
const FORM_TEXT_MAX_BYTES: usize = 4 * 1024;

async fn document(pool: &PgPool, company: Uuid, id: Uuid) -> Result<LearningDocument, ApiError> {
    store::document(pool, company, id).await?.ok_or(ApiError::NotFound)
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

/// The multipart form of a document: its file and, when creating, its title and topic. The
/// API document declares it for creation.
#[derive(Default, ToSchema)]
struct DocumentForm {
    #[schema(required = true, value_type = String, format = Binary)]
    file: Option<(String, Bytes)>,
    #[schema(required = true, value_type = String, min_length = 1, max_length = 200)]
    title: Option<String>,
    #[schema(value_type = Option<String>, max_length = 200)]
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

/// The passages as the search index holds them, under the ids the store gave them.
fn search_passages(
    company: Uuid,
    document: Uuid,
    extracted: &Extracted,
    ids: Vec<Uuid>,
) -> Vec<search::PassageDocument> {
    extracted
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
        .collect()
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
pub async fn list(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
) -> Result<Json<Vec<LearningDocument>>, ApiError> {
    Ok(Json(store::documents(&state.pool, owner.company.id).await?))
}

/// Upload a document: multipart fields `file` (PDF, DOCX or TXT, at most 10MB), `title`, `topic`.
#[utoipa::path(post, path = "/api/learning/documents/", tag = "learning", security(("jwt" = [])),
    request_body(content = inline(DocumentForm), content_type = "multipart/form-data", description = "fields `file`, `title`, `topic`", encoding(("file" = (content_type = crate::extract::DOCUMENT_TYPES)))),
    responses((status = 201, body = LearningDocument), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<LearningDocument>), ApiError> {
    let company = owner.company.id;
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
    let name = if name.is_empty() {
        format!("document.{}", extracted.format.as_str())
    } else {
        name
    };
    let file = StoredFile {
        name: &name,
        size_bytes: bytes.len() as i64,
        key: &key,
        extracted: &extracted,
    };
    let stored = store::create_document(
        &state.pool,
        id,
        company,
        &title,
        topic.as_deref(),
        &file,
        owner.caller.id,
    )
    .await;
    let passages = match stored {
        Ok(ids) => search_passages(company, id, &extracted, ids),
        Err(error) => {
            state.files.forget(&key).await;
            return Err(error.into());
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
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
) -> Result<Json<LearningDocument>, ApiError> {
    Ok(Json(document(&state.pool, owner.company.id, id).await?))
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
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
    JsonBody(change): JsonBody<DocumentChange>,
) -> Result<Json<LearningDocument>, ApiError> {
    let company = owner.company.id;
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
    if !store::change_document(&state.pool, company, id, title, topic).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(document(&state.pool, company, id).await?))
}

/// Replace a document's file (multipart field `file`); its text is read again.
#[utoipa::path(put, path = "/api/learning/documents/{id}/file/", tag = "learning", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body(content_type = "multipart/form-data", description = "field `file`", encoding(("file" = (content_type = crate::extract::DOCUMENT_TYPES)))),
    responses((status = 200, body = LearningDocument), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody),
              (status = 415, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_file(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
    UploadForm(multipart): UploadForm,
) -> Result<Json<LearningDocument>, ApiError> {
    let company = owner.company.id;
    document(&state.pool, company, id).await?;
    let form = read_form(multipart).await?;
    let (name, bytes) = form.file.ok_or_else(|| ApiError::field("file", FieldError::Required))?;
    let extracted = read_text(bytes.clone()).await?;
    let key = file_key(Uuid::now_v7(), extracted.format);
    state.files.put(&key, bytes.clone()).await?;
    let file = StoredFile {
        name: &name,
        size_bytes: bytes.len() as i64,
        key: &key,
        extracted: &extracted,
    };
    let stored = match store::replace_file(&state.pool, company, id, &file).await {
        Ok(Some(stored)) => Ok(stored),
        Ok(None) => Err(ApiError::NotFound),
        Err(error) => Err(error.into()),
    };
    let (previous, passages) = match stored {
        Ok((previous, ids)) => (previous, search_passages(company, id, &extracted, ids)),
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
    params(("id" = Uuid, Path)),
    responses((status = 200, description = "The file as it was uploaded, in its own type",
               content((Vec<u8> = "application/pdf"),
                       (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
                       (String = "text/plain"))),
              (status = 404, body = ErrorBody)))]
pub async fn download(
    State(state): State<AppState>,
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
) -> Result<impl IntoResponse, ApiError> {
    let (key, name, format) = store::file_of(&state.pool, owner.company.id, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let bytes = state.files.get(&key).await?.ok_or(ApiError::NotFound)?;
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
    owner: ModuleOwner<Lms>,
    Path(id): Path<Uuid>,
    Query(params): Query<DeleteParams>,
) -> Result<StatusCode, ApiError> {
    let key = match store::delete_document(&state.pool, owner.company.id, id, params.confirm == Some(true)).await? {
        Deletion::NoSuchDocument => return Err(ApiError::NotFound),
        Deletion::InUse(teachers) => {
            let teachers = teachers
                .into_iter()
                .map(|teacher| domain::learning::TeacherRef {
                    id: teacher.id,
                    name: teacher.name,
                })
                .collect();
            return Err(LearningError::DocumentInUse { teachers }.into());
        }
        Deletion::Deleted { file_key } => file_key,
    };
    state.files.forget(&key).await;
    if let Err(error) = state.search.remove_passages_of(&[id]).await {
        tracing::warn!(%error, "a deleted document's passages stay in search until the next reindex");
    }
    Ok(StatusCode::NO_CONTENT)
}
