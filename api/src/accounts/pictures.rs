//! Profile and cover pictures (`edit-profile-photo`, `editcoverphoto`): PNG or JPEG, at most
//! 5 MB, checked by content. A job seeker gets their profile back; a company its page.

use crate::accounts::companies::{self, CompanyPage};
use crate::accounts::profile::{self, JobseekerProfile, Viewer};
use crate::caller::Caller;
use crate::files::{Files, IMAGE_MAX_BYTES, Image, ImageFormat, image_too_large, read_upload};
use crate::http::{ApiError, ErrorBody};
use crate::http::{Path, UploadForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use domain::accounts::UserType;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// Whose picture changed, as its owner sees it afterwards.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum PictureOwner {
    Jobseeker(JobseekerProfile),
    Company(CompanyPage),
}

#[derive(Clone, Copy)]
enum Picture {
    Profile,
    Cover,
}

impl Picture {
    fn column(self) -> &'static str {
        match self {
            Self::Profile => "profile_picture",
            Self::Cover => "cover_picture",
        }
    }
}

/// Sets (or with `None` removes) a picture of the caller.
async fn set(
    state: &AppState,
    caller: &Caller,
    picture: Picture,
    url: Option<String>,
) -> Result<Json<PictureOwner>, ApiError> {
    state
        .files
        .replace_picture(&state.pool, "users", picture.column(), caller.id, url.as_deref())
        .await?;
    owner_view(state, caller).await
}

async fn owner_view(state: &AppState, caller: &Caller) -> Result<Json<PictureOwner>, ApiError> {
    match (caller.user_type, &caller.company) {
        (UserType::Jobseeker, _) => Ok(Json(PictureOwner::Jobseeker(
            profile::load(&state.pool, caller.id, Viewer::Owner).await?,
        ))),
        (UserType::Company, Some(company)) => Ok(Json(PictureOwner::Company(
            companies::page(&state.pool, company.id, None).await?,
        ))),
        _ => Err(ApiError::PermissionDenied),
    }
}

async fn upload(
    state: &AppState,
    caller: &Caller,
    picture: Picture,
    multipart: axum::extract::Multipart,
) -> Result<Json<PictureOwner>, ApiError> {
    let allowed = match picture {
        Picture::Profile => caller.user_type == UserType::Jobseeker,
        Picture::Cover => matches!(caller.user_type, UserType::Jobseeker | UserType::Company),
    };
    if !allowed {
        return Err(ApiError::PermissionDenied);
    }
    let image = Image::read(read_upload(multipart, IMAGE_MAX_BYTES, image_too_large).await?)?;
    let url = state.files.put_image(&image).await?;
    set(state, caller, picture, Some(url)).await
}

/// Upload a profile picture (multipart field `file`, PNG or JPEG, at most 5 MB).
#[utoipa::path(put, path = "/api/accounts/edit-profile-photo/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB"),
    responses((status = 200, body = JobseekerProfile), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload_profile_photo(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<Json<PictureOwner>, ApiError> {
    upload(&state, &caller, Picture::Profile, multipart).await
}

/// Remove the profile picture.
#[utoipa::path(delete, path = "/api/accounts/edit-profile-photo/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = JobseekerProfile)))]
pub async fn remove_profile_photo(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Json<PictureOwner>, ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    set(&state, &caller, Picture::Profile, None).await
}

/// Upload a cover picture, for a job seeker's profile or a company's page.
#[utoipa::path(put, path = "/api/accounts/editcoverphoto/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB"),
    responses((status = 200, body = PictureOwner, description = "the job seeker's profile, or the company's page"), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload_cover_photo(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<Json<PictureOwner>, ApiError> {
    upload(&state, &caller, Picture::Cover, multipart).await
}

/// Remove the cover picture.
#[utoipa::path(delete, path = "/api/accounts/editcoverphoto/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = PictureOwner, description = "the job seeker's profile, or the company's page")))]
pub async fn remove_cover_photo(State(state): State<AppState>, caller: Caller) -> Result<Json<PictureOwner>, ApiError> {
    if !matches!(caller.user_type, UserType::Jobseeker | UserType::Company) {
        return Err(ApiError::PermissionDenied);
    }
    set(&state, &caller, Picture::Cover, None).await
}

/// A public picture: an avatar, a cover, a logo or a company image.
#[utoipa::path(get, path = "/api/files/images/{name}", tag = "files",
    responses((status = 200, content_type = "image/png"), (status = 404, body = ErrorBody)))]
pub async fn image(State(files): State<Files>, Path(name): Path<String>) -> Result<impl IntoResponse, ApiError> {
    let (id, extension) = name.split_once('.').ok_or(ApiError::NotFound)?;
    let format = ImageFormat::from_extension(extension).ok_or(ApiError::NotFound)?;
    let id: Uuid = id.parse().map_err(|_| ApiError::NotFound)?;
    let bytes = files
        .get(&format!("images/{id}.{extension}"))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, format.content_type()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            // A picture's key is never reused: a new picture gets a new URL.
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        ],
        bytes,
    ))
}
