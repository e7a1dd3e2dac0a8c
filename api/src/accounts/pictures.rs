//! Profile and cover pictures (`edit-profile-photo`, `editcoverphoto`): PNG or JPEG, at most
//! 5 MB, checked by content. A job seeker gets their profile back; a company its page.

use crate::accounts::companies::{self, CompanyPage};
use crate::accounts::profile::{self, JobseekerProfile};
use crate::caller::{Caller, Jobseeker};
use crate::files::{Files, IMAGE_MAX_BYTES, Image, ImageFormat, image_too_large, read_upload};
use crate::http::{ApiError, ErrorBody};
use crate::http::{Path, UploadForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::header;
use axum::http::request::Parts;
use axum::response::IntoResponse;
use domain::accounts::UserType;
use domain::profiles::CvReader;
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

/// Who has a cover picture: a job seeker on their profile, or the company account on its
/// page; employees have none.
pub enum CoverOwner {
    Jobseeker(Uuid),
    Company { user: Uuid, company: Uuid },
}

impl FromRequestParts<AppState> for CoverOwner {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let caller = Caller::from_request_parts(parts, state).await?;
        match caller.user_type {
            UserType::Jobseeker => Ok(Self::Jobseeker(caller.id)),
            _ => Ok(Self::Company {
                user: caller.id,
                company: caller.owned_company()?.id,
            }),
        }
    }
}

impl CoverOwner {
    fn user(&self) -> Uuid {
        match self {
            Self::Jobseeker(user) | Self::Company { user, .. } => *user,
        }
    }

    /// The profile or page the picture shows on, as its owner sees it.
    async fn view(&self, state: &AppState) -> Result<Json<PictureOwner>, ApiError> {
        match self {
            Self::Jobseeker(user) => jobseeker_view(state, *user).await,
            Self::Company { company, .. } => Ok(Json(PictureOwner::Company(
                companies::page(&state.pool, *company, None).await?,
            ))),
        }
    }
}

async fn jobseeker_view(state: &AppState, user: Uuid) -> Result<Json<PictureOwner>, ApiError> {
    Ok(Json(PictureOwner::Jobseeker(
        profile::load(&state.pool, user, CvReader::Owner).await?,
    )))
}

/// Sets (or with `None` removes) a picture of `user`.
async fn set(state: &AppState, user: Uuid, picture: Picture, url: Option<&str>) -> Result<(), ApiError> {
    state
        .files
        .replace_picture(&state.pool, "users", picture.column(), user, url)
        .await?;
    Ok(())
}

/// Stores an uploaded picture; its URL.
async fn upload(state: &AppState, multipart: axum::extract::Multipart) -> Result<String, ApiError> {
    let image = Image::read(read_upload(multipart, IMAGE_MAX_BYTES, image_too_large).await?)?;
    state.files.put_image(&image).await
}

/// Upload a profile picture (multipart field `file`, PNG or JPEG, at most 5 MB).
#[utoipa::path(put, path = "/api/accounts/edit-profile-photo/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB", encoding(("file" = (content_type = crate::files::IMAGE_TYPES)))),
    responses((status = 200, body = JobseekerProfile), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload_profile_photo(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    UploadForm(multipart): UploadForm,
) -> Result<Json<PictureOwner>, ApiError> {
    let url = upload(&state, multipart).await?;
    set(&state, caller.id, Picture::Profile, Some(&url)).await?;
    jobseeker_view(&state, caller.id).await
}

/// Remove the profile picture.
#[utoipa::path(delete, path = "/api/accounts/edit-profile-photo/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = JobseekerProfile)))]
pub async fn remove_profile_photo(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
) -> Result<Json<PictureOwner>, ApiError> {
    set(&state, caller.id, Picture::Profile, None).await?;
    jobseeker_view(&state, caller.id).await
}

/// Upload a cover picture, for a job seeker's profile or a company's page.
#[utoipa::path(put, path = "/api/accounts/editcoverphoto/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB", encoding(("file" = (content_type = crate::files::IMAGE_TYPES)))),
    responses((status = 200, body = PictureOwner, description = "the job seeker's profile, or the company's page"), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn upload_cover_photo(
    State(state): State<AppState>,
    owner: CoverOwner,
    UploadForm(multipart): UploadForm,
) -> Result<Json<PictureOwner>, ApiError> {
    let url = upload(&state, multipart).await?;
    set(&state, owner.user(), Picture::Cover, Some(&url)).await?;
    owner.view(&state).await
}

/// Remove the cover picture.
#[utoipa::path(delete, path = "/api/accounts/editcoverphoto/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = PictureOwner, description = "the job seeker's profile, or the company's page")))]
pub async fn remove_cover_photo(
    State(state): State<AppState>,
    owner: CoverOwner,
) -> Result<Json<PictureOwner>, ApiError> {
    set(&state, owner.user(), Picture::Cover, None).await?;
    owner.view(&state).await
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
