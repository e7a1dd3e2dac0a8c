//! A job seeker's CV: upload (PDF only, checked by content, at most 1 MB), and download by
//! the job seeker or by a company the CV was sent to with an application.

use super::store::profiles as store;
pub use super::store::profiles::Cv;
use crate::caller::{Caller, Jobseeker};
use crate::files::read_upload;
use crate::http::Path;
use crate::http::UploadForm;
use crate::http::roles::{HiringTeam, Roles};
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use domain::accounts::UserType;
use domain::profiles::{CvReader, CvTies, sees_cv};
use domain::uploads::UploadError;
use projections::tenancy::{self, HiringScope};
use projections::views::applications::profiles as applications;
use uuid::Uuid;

/// Spec section 5: "Profile CV: PDF, max 1MB".
pub const CV_MAX_BYTES: usize = 1024 * 1024;
/// What a CV's `file` may be, as the API document's `encoding` says (the content is checked).
pub const CV_TYPES: &str = "application/pdf";

fn too_large() -> ApiError {
    UploadError::TooLarge { max_mb: 1 }.into()
}

fn not_pdf() -> ApiError {
    UploadError::CvNotPdf.into()
}

/// Upload a CV (multipart field `file`). It replaces the current one; applications keep the
/// CV they were sent with.
#[utoipa::path(post, path = "/api/accounts/cv/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PDF of at most 1 MB", encoding(("file" = (content_type = CV_TYPES)))),
    responses((status = 201, body = Cv), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<Cv>), ApiError> {
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
    if let Err(error) = store::save_cv(&state.pool, caller.id, &name, &key, size).await {
        state.files.forget(&key).await;
        return Err(error.into());
    }
    let cv = store::cv_of(&state.pool, caller.id).await?.ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(cv)))
}

/// The signed-in job seeker's current CV.
#[utoipa::path(get, path = "/api/accounts/cv/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Cv), (status = 404, body = ErrorBody)))]
pub async fn current(State(state): State<AppState>, Jobseeker(caller): Jobseeker) -> Result<Json<Cv>, ApiError> {
    store::cv_of(&state.pool, caller.id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

/// Who may ask for a CV file: a job seeker, or on the company side those who see applicants
/// (the hiring team), with what of their company's hiring they see.
pub enum CvAsker {
    Jobseeker(tenancy::Jobseeker),
    HiringTeam(HiringScope),
}

impl FromRequestParts<AppState> for CvAsker {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let caller = Caller::from_request_parts(parts, state).await?;
        if caller.user_type == UserType::Jobseeker {
            return Ok(Self::Jobseeker(tenancy::Jobseeker(caller.id)));
        }
        caller.require(HiringTeam::ACTORS)?;
        let company = caller.company.as_ref().ok_or(ApiError::PermissionDenied)?.id;
        Ok(Self::HiringTeam(caller.scope_in(&state.pool, company).await?))
    }
}

/// How `asker` reads the CV file at `key` (served at `url`), and the name it goes by. A job
/// seeker owns the file while it is their current CV or went with one of their applications;
/// a company is tied to it by an application it may see, or, while the file is its owner's
/// current CV, by the CV being visible or dropped to it.
async fn cv_file_reader(
    pool: &sqlx::PgPool,
    asker: &CvAsker,
    key: &str,
    url: &str,
) -> Result<(CvReader, Option<String>), ApiError> {
    Ok(match asker {
        CvAsker::Jobseeker(jobseeker) => {
            let current = store::current_cv(pool, key, None).await?;
            let sent = applications::cv_sent_by(pool, *jobseeker, url).await?;
            let owns = current.as_ref().is_some_and(|cv| cv.owner == jobseeker.0) || sent.is_some();
            let reader = if owns { CvReader::Owner } else { CvReader::Other };
            (reader, sent.or(current.map(|cv| cv.name)))
        }
        CvAsker::HiringTeam(scope) => {
            let current = store::current_cv(pool, key, Some(scope.company)).await?;
            let sent = applications::cv_sent_to(pool, scope, url).await?;
            let ties = CvTies {
                visible: current.as_ref().is_some_and(|cv| cv.visible),
                dropped: current.as_ref().is_some_and(|cv| cv.dropped),
                applied: sent.is_some(),
            };
            (CvReader::Company(ties), sent.or(current.map(|cv| cv.name)))
        }
    })
}

/// Download a CV: its owner, or the company side of a company it was sent or dropped to, or
/// any company while its owner lets companies find it.
#[utoipa::path(get, path = "/api/accounts/files/cv/{name}", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, content_type = "application/pdf"), (status = 404, body = ErrorBody)))]
pub async fn download(
    State(state): State<AppState>,
    asker: CvAsker,
    Path(name): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let id = name
        .strip_suffix(".pdf")
        .and_then(|id| id.parse::<Uuid>().ok())
        .ok_or(ApiError::NotFound)?;
    let key = format!("cv/{id}.pdf");
    let url = format!("/api/accounts/files/{key}");
    let (reader, filename) = cv_file_reader(&state.pool, &asker, &key, &url).await?;
    if !sees_cv(reader) {
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
