//! A job seeker's CV: upload (PDF only, checked by content, at most 1 MB), and download by
//! the job seeker or by a company the CV was sent to with an application.

use crate::caller::Caller;
use crate::files::read_upload;
use crate::http::Actor;
use crate::http::Path;
use crate::http::UploadForm;
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use chrono::{DateTime, Utc};
use domain::accounts::UserType;
use domain::uploads::UploadError;
use projections::tenancy::Delegation;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// Spec section 5: "Profile CV: PDF, max 1MB".
pub const CV_MAX_BYTES: usize = 1024 * 1024;

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Cv {
    pub name: String,
    pub url: String,
    /// Always pdf.
    pub format: String,
    pub size_bytes: i32,
    pub uploaded_at: DateTime<Utc>,
}

fn too_large() -> ApiError {
    UploadError::TooLarge { max_mb: 1 }.into()
}

fn not_pdf() -> ApiError {
    UploadError::CvNotPdf.into()
}

const CV_SELECT: &str = "SELECT name, '/api/accounts/files/' || file_key AS url, 'pdf' AS format, size_bytes, uploaded_at FROM jobseeker_cvs";

/// Upload a CV (multipart field `file`). It replaces the current one; applications keep the
/// CV they were sent with.
#[utoipa::path(post, path = "/api/accounts/cv/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PDF of at most 1 MB"),
    responses((status = 201, body = Cv), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<Cv>), ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    let upload = read_upload(multipart, CV_MAX_BYTES, too_large).await?;
    if !upload.bytes.starts_with(b"%PDF-") {
        return Err(not_pdf());
    }
    let name = if upload.name.is_empty() {
        "cv.pdf".to_owned()
    } else {
        upload.name
    };
    let size = upload.bytes.len() as i32;
    let key = format!("cv/{}.pdf", Uuid::now_v7());
    state.files.put(&key, upload.bytes).await?;
    let saved = sqlx::query(
        "INSERT INTO jobseeker_cvs (user_id, name, file_key, size_bytes, uploaded_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, file_key = EXCLUDED.file_key,
                                             size_bytes = EXCLUDED.size_bytes, uploaded_at = EXCLUDED.uploaded_at",
    )
    .bind(caller.id)
    .bind(&name)
    .bind(&key)
    .bind(size)
    .execute(&state.pool)
    .await;
    if let Err(error) = saved {
        state.files.forget(&key).await;
        return Err(error.into());
    }
    let cv = sqlx::query_as(&format!("{CV_SELECT} WHERE user_id = $1"))
        .bind(caller.id)
        .fetch_one(&state.pool)
        .await?;
    Ok((StatusCode::CREATED, Json(cv)))
}

/// The signed-in job seeker's current CV.
#[utoipa::path(get, path = "/api/accounts/cv/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Cv), (status = 404, body = ErrorBody)))]
pub async fn current(State(state): State<AppState>, caller: Caller) -> Result<Json<Cv>, ApiError> {
    caller.require(&[Actor::Jobseeker])?;
    of(&state.pool, caller.id).await?.map(Json).ok_or(ApiError::NotFound)
}

/// A job seeker's current CV, if they uploaded one.
pub async fn of(pool: &sqlx::PgPool, user: Uuid) -> Result<Option<Cv>, ApiError> {
    Ok(sqlx::query_as(&format!("{CV_SELECT} WHERE user_id = $1"))
        .bind(user)
        .fetch_optional(pool)
        .await?)
}

/// Download a CV: its owner, or the company side of a company it was sent or dropped to, or
/// any company while its owner lets companies find it.
#[utoipa::path(get, path = "/api/accounts/files/cv/{name}", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, content_type = "application/pdf"), (status = 404, body = ErrorBody)))]
pub async fn download(
    State(state): State<AppState>,
    caller: Caller,
    Path(name): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let id = name
        .strip_suffix(".pdf")
        .and_then(|id| id.parse::<Uuid>().ok())
        .ok_or(ApiError::NotFound)?;
    let key = format!("cv/{id}.pdf");
    let url = format!("/api/accounts/files/{key}");
    // On the company side, CVs are for those who see applicants.
    let (company, delegation) = if caller.user_type == UserType::Jobseeker {
        (None, None)
    } else {
        caller.require(crate::http::roles::HIRING_TEAM)?;
        (
            caller.company.as_ref().map(|company| company.id),
            Delegation::of(&state.pool, caller.id).await?,
        )
    };
    let (allowed, filename): (bool, Option<String>) = sqlx::query_as(
        "SELECT EXISTS (SELECT 1 FROM jobseeker_cvs WHERE file_key = $1 AND user_id = $3)
             OR EXISTS (SELECT 1 FROM application_views WHERE cv_url = $2
                        AND (jobseeker_id = $3 OR (company_id = $4 AND ($5::uuid[] IS NULL OR job_id = ANY($5)))))
             -- the current CV of a candidate the company may find in the CV database or who dropped it to them
             OR ($4::uuid IS NOT NULL AND EXISTS (
                    SELECT 1 FROM jobseeker_cvs c LEFT JOIN jobseeker_profiles p ON p.user_id = c.user_id
                    WHERE c.file_key = $1 AND (p.cv_visible OR EXISTS (
                          SELECT 1 FROM dropped_cvs d WHERE d.jobseeker_id = c.user_id AND d.company_id = $4)))),
                coalesce((SELECT cv_name FROM application_views WHERE cv_url = $2 LIMIT 1),
                         (SELECT name FROM jobseeker_cvs WHERE file_key = $1))",
    )
    .bind(&key)
    .bind(&url)
    .bind(caller.id)
    .bind(company)
    .bind(delegation.as_ref().map(Delegation::applicant_jobs))
    .fetch_one(&state.pool)
    .await?;
    if !allowed {
        return Err(ApiError::NotFound);
    }
    let bytes = state.files.get(&key).await?.ok_or(ApiError::NotFound)?;
    let filename = filename.unwrap_or_else(|| "cv.pdf".into()).replace(['"', '\\'], "");
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (header::CONTENT_DISPOSITION, format!("inline; filename=\"{filename}\"")),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        bytes,
    ))
}
