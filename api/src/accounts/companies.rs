//! Companies: Browse Companies, the public company page (profile, pictures, team, open jobs),
//! and the company's own profile with its logo, images and team.

use super::store::companies::{self as store, Browse};
pub use super::store::companies::{CompanyCard, CompanyContact, CompanyImage, PageRow, TeamMember};
use crate::caller::{Caller, CompanyOwner};
use crate::files::{IMAGE_MAX_BYTES, Image, image_too_large, read_upload};
use crate::http::JsonBody;
use crate::http::UploadForm;
use crate::http::input::{keywords_parameter, text_parameter};
use crate::http::{ApiError, ErrorBody};
use crate::http::{Page, Paginated};
use crate::http::{Path, Query};
use crate::jobs::job::{JobResponse, public_jobs};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::Datelike;
use domain::accounts::UserType;
use domain::companies::CompanyError;
use domain::companies::{CompanyInput, LOGO_MAX_PIXELS, MAX_COMPANY_IMAGES, TeamMemberInput};
use projections::tenancy::{self, Public};
use projections::views::jobs::companies as jobs;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(industries))
        .routes(routes!(browse))
        .routes(routes!(company_page))
        .routes(routes!(own_company, update_company))
        .routes(routes!(remove_image))
        .routes(routes!(add_team_member))
        .routes(routes!(remove_team_member))
}

/// Routes that take a picture upload (larger bodies than JSON).
pub fn upload_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(upload_logo, remove_logo))
        .routes(routes!(add_image))
}

/// Industries a company can choose from (keys the web app translates).
#[utoipa::path(get, path = "/api/accounts/industries", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<String>)))]
pub async fn industries(_: Caller) -> Json<Vec<&'static str>> {
    Json(domain::lists::INDUSTRIES.to_vec())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BrowseQuery {
    /// Words in the company's name.
    #[param(max_length = 200)]
    q: Option<String>,
    industry: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// Browse Companies: activated companies by name, with their open jobs.
#[utoipa::path(get, path = "/api/accounts/companies", tag = "accounts", security(("jwt" = [])), params(BrowseQuery),
    responses((status = 200, body = Paginated<CompanyCard>)))]
pub async fn browse(
    State(state): State<AppState>,
    _: Caller,
    Query(query): Query<BrowseQuery>,
) -> Result<Json<Paginated<CompanyCard>>, ApiError> {
    let browse = Browse {
        words: keywords_parameter("q", query.q)?.map(|q| format!("%{}%", q.replace(['\\', '%', '_'], ""))),
        industry: text_parameter(query.industry),
    };
    let count = store::browse_count(&state.pool, &browse).await?;
    let page = Page::of(query.page, query.page_size);
    let mut results = store::browse(&state.pool, &browse, &page).await?;
    let ids: Vec<Uuid> = results.iter().map(|company| company.id).collect();
    let open = jobs::open_counts(&state.pool, Public, &ids).await?;
    for company in &mut results {
        company.open_jobs = open.get(&company.id).copied().unwrap_or_default();
    }
    Ok(Json(Paginated { count, results }))
}

#[derive(Serialize, ToSchema)]
pub struct CompanyPage {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
    pub cover_picture: Option<String>,
    pub industry: Option<String>,
    pub employee_count: Option<i32>,
    pub founded: Option<i16>,
    pub description: Option<String>,
    pub contact: CompanyContact,
    pub images: Vec<CompanyImage>,
    pub team: Vec<TeamMember>,
    pub open_jobs: Vec<JobResponse>,
    /// For a job seeker: whether they dropped their CV to this company.
    pub cv_dropped: Option<bool>,
}

/// The company page; `jobseeker` adds whether that job seeker dropped their CV here.
pub async fn page(pool: &PgPool, id: Uuid, jobseeker: Option<tenancy::Jobseeker>) -> Result<CompanyPage, ApiError> {
    let row = store::page(pool, id).await?.ok_or(ApiError::NotFound)?;
    let images = store::images(pool, id).await?;
    let team = store::team(pool, id).await?;
    let job_ids = jobs::open_on_page(pool, Public, id).await?;
    let cv_dropped = match jobseeker {
        Some(jobseeker) => Some(store::cv_dropped(pool, id, jobseeker.0).await?),
        None => None,
    };
    Ok(CompanyPage {
        id,
        name: row.name,
        logo: row.logo,
        cover_picture: row.cover_picture,
        industry: row.industry,
        employee_count: row.employee_count,
        founded: row.founded,
        description: row.description,
        contact: row.contact,
        images,
        team,
        open_jobs: public_jobs(pool, &job_ids).await?,
        cv_dropped,
    })
}

/// A company's public page (/company/{id}). `id` is the company's, or its account's user id
/// (chat and notifications know a company by the user it writes as).
#[utoipa::path(get, path = "/api/accounts/companies/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = CompanyPage), (status = 404, body = ErrorBody)))]
pub async fn company_page(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<CompanyPage>, ApiError> {
    let (id, active) = store::find(&state.pool, id).await?.ok_or(ApiError::NotFound)?;
    let side = caller.company.as_ref().map(|company| company.id);
    if !sees_page(active, side, id) {
        return Err(ApiError::NotFound);
    }
    Ok(Json(page(&state.pool, id, dropper(&caller)).await?))
}

/// Who sees a company's page: everyone once its account is activated, and before that its
/// own side (its account and employees), who prepare it.
fn sees_page(active: bool, viewers_company: Option<Uuid>, company: Uuid) -> bool {
    active || viewers_company == Some(company)
}

/// Whom a company page tells whether they dropped their CV there: a job seeker.
fn dropper(caller: &Caller) -> Option<tenancy::Jobseeker> {
    (caller.user_type == UserType::Jobseeker).then_some(tenancy::Jobseeker(caller.id))
}

/// The signed-in company's own page, as others see it.
#[utoipa::path(get, path = "/api/accounts/company/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = CompanyPage), (status = 403, body = ErrorBody)))]
pub async fn own_company(State(state): State<AppState>, owner: CompanyOwner) -> Result<Json<CompanyPage>, ApiError> {
    Ok(Json(page(&state.pool, owner.company.id, None).await?))
}

/// Edit the company profile: name, industry, employee count, founding year, description
/// (≤ 500) and contact.
#[utoipa::path(put, path = "/api/accounts/company/", tag = "accounts", security(("jwt" = [])), request_body = CompanyInput,
    responses((status = 200, body = CompanyPage), (status = 422, body = ErrorBody)))]
pub async fn update_company(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<CompanyInput>,
) -> Result<Json<CompanyPage>, ApiError> {
    let company = owner.company.id;
    let profile = body.parse(chrono::Utc::now().year()).map_err(ApiError::from)?;
    store::update(&state.pool, company, &profile).await?;
    Ok(Json(page(&state.pool, company, None).await?))
}

fn logo_too_large(image: &Image) -> ApiError {
    CompanyError::LogoTooLarge {
        width: image.width,
        height: image.height,
    }
    .into()
}

/// Upload the company logo (multipart field `file`): PNG or JPEG, at most 400×400 px.
#[utoipa::path(put, path = "/api/accounts/company/logo/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 400x400 px", encoding(("file" = (content_type = crate::files::IMAGE_TYPES)))),
    responses((status = 200, body = CompanyPage), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn upload_logo(
    State(state): State<AppState>,
    owner: CompanyOwner,
    UploadForm(multipart): UploadForm,
) -> Result<Json<CompanyPage>, ApiError> {
    let company = owner.company.id;
    let image = Image::read(read_upload(multipart, IMAGE_MAX_BYTES, image_too_large).await?)?;
    if image.width > LOGO_MAX_PIXELS || image.height > LOGO_MAX_PIXELS {
        return Err(logo_too_large(&image));
    }
    let url = state.files.put_image(&image).await?;
    state
        .files
        .replace_picture(&state.pool, "companies", "logo", company, Some(&url))
        .await?;
    Ok(Json(page(&state.pool, company, None).await?))
}

/// Remove the company logo.
#[utoipa::path(delete, path = "/api/accounts/company/logo/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = CompanyPage)))]
pub async fn remove_logo(State(state): State<AppState>, owner: CompanyOwner) -> Result<Json<CompanyPage>, ApiError> {
    let company = owner.company.id;
    state
        .files
        .replace_picture(&state.pool, "companies", "logo", company, None)
        .await?;
    Ok(Json(page(&state.pool, company, None).await?))
}

fn too_many_images() -> ApiError {
    CompanyError::TooManyImages.into()
}

/// Add an image to the company page (multipart field `file`, PNG or JPEG, at most 5 MB).
#[utoipa::path(post, path = "/api/accounts/company-images/", tag = "accounts", security(("jwt" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB", encoding(("file" = (content_type = crate::files::IMAGE_TYPES)))),
    responses((status = 201, body = CompanyImage), (status = 409, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn add_image(
    State(state): State<AppState>,
    owner: CompanyOwner,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<CompanyImage>), ApiError> {
    let image = Image::read(read_upload(multipart, IMAGE_MAX_BYTES, image_too_large).await?)?;
    let url = state.files.put_image(&image).await?;
    let image = CompanyImage {
        id: Uuid::now_v7(),
        url,
    };
    if !store::add_image(&state.pool, owner.company.id, &image, MAX_COMPANY_IMAGES).await? {
        state.files.forget_url(Some(&image.url)).await;
        return Err(too_many_images());
    }
    Ok((StatusCode::CREATED, Json(image)))
}

/// Remove an image from the company page.
#[utoipa::path(delete, path = "/api/accounts/company-images/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn remove_image(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let url = store::remove_image(&state.pool, owner.company.id, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.files.forget_url(Some(&url)).await;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(ToSchema)]
pub struct TeamMemberRequest {
    #[serde(flatten)]
    member: TeamMemberInput,
}

crate::http::flat::flat_request!(TeamMemberRequest { member });

/// Show a person on the company page.
#[utoipa::path(post, path = "/api/accounts/company-team/", tag = "accounts", security(("jwt" = [])), request_body = TeamMemberRequest,
    responses((status = 201, body = TeamMember), (status = 422, body = ErrorBody)))]
pub async fn add_team_member(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<TeamMemberRequest>,
) -> Result<(StatusCode, Json<TeamMember>), ApiError> {
    let (name, position) = body.member.parse().map_err(ApiError::from)?;
    let member = store::add_team_member(&state.pool, owner.company.id, &name, &position).await?;
    Ok((StatusCode::CREATED, Json(member)))
}

/// Take a person off the company page.
#[utoipa::path(delete, path = "/api/accounts/company-team/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn remove_team_member(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if store::remove_team_member(&state.pool, owner.company.id, id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::NotFound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_activated_companys_page_is_seen_by_everyone() {
        let company = Uuid::now_v7();
        assert!(sees_page(true, None, company));
        assert!(sees_page(true, Some(Uuid::now_v7()), company));
    }

    #[test]
    fn a_page_before_activation_is_seen_only_by_its_own_side() {
        let company = Uuid::now_v7();
        assert!(sees_page(false, Some(company), company));
        assert!(!sees_page(false, Some(Uuid::now_v7()), company));
        assert!(!sees_page(false, None, company));
    }
}
