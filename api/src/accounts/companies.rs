//! Companies: Browse Companies, the public company page (profile, pictures, team, open jobs),
//! and the company's own profile with its logo, images and team.

use crate::caller::Caller;
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

/// Companies users may see: their account is activated.
const ACTIVE: &str = "EXISTS (SELECT 1 FROM users o WHERE o.id = c.owner_id AND o.activated_at IS NOT NULL)";
/// Jobs shown on a company's page: live, open, and not confidential.
const OPEN_JOBS: &str = "j.company_id = c.id AND j.status = 'live' AND (j.deadline IS NULL OR j.deadline > now())
     AND NOT coalesce((j.details->>'confidential')::boolean, false)";

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

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyCard {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
    pub industry: Option<String>,
    pub employee_count: Option<i32>,
    pub location: Option<String>,
    pub open_jobs: i64,
}

/// Browse Companies: activated companies by name, with their open jobs.
#[utoipa::path(get, path = "/api/accounts/companies", tag = "accounts", security(("jwt" = [])), params(BrowseQuery),
    responses((status = 200, body = Paginated<CompanyCard>)))]
pub async fn browse(
    State(state): State<AppState>,
    _: Caller,
    Query(query): Query<BrowseQuery>,
) -> Result<Json<Paginated<CompanyCard>>, ApiError> {
    let words = keywords_parameter("q", query.q)?.map(|q| format!("%{}%", q.replace(['\\', '%', '_'], "")));
    let industry = text_parameter(query.industry);
    let filter =
        format!("{ACTIVE} AND ($1::text IS NULL OR c.name ILIKE $1) AND ($2::text IS NULL OR c.industry = $2)");
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM companies c WHERE {filter}"))
        .bind(&words)
        .bind(&industry)
        .fetch_one(&state.pool)
        .await?;
    let page = Page::of(query.page, query.page_size);
    let results = sqlx::query_as(&format!(
        "SELECT c.id, c.name, c.logo, c.industry, c.employee_count, c.location,
                (SELECT count(*) FROM job_views j WHERE {OPEN_JOBS}) AS open_jobs
           FROM companies c WHERE {filter} ORDER BY lower(c.name), c.id {}",
        page.rows().limit_offset(3)
    ))
    .bind(&words)
    .bind(&industry)
    .bind(page.offset())
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(Paginated { count, results }))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyContact {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub location: Option<String>,
    pub country: Option<String>,
    pub website: Option<String>,
    pub twitter: Option<String>,
    pub facebook: Option<String>,
    pub linkedin: Option<String>,
    pub instagram: Option<String>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct CompanyImage {
    pub id: Uuid,
    pub url: String,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TeamMember {
    pub id: Uuid,
    pub name: String,
    pub position: String,
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

#[derive(sqlx::FromRow)]
struct PageRow {
    name: String,
    logo: Option<String>,
    cover_picture: Option<String>,
    industry: Option<String>,
    employee_count: Option<i32>,
    founded: Option<i16>,
    description: Option<String>,
    #[sqlx(flatten)]
    contact: CompanyContact,
}

/// The company page; `jobseeker` adds whether that job seeker dropped their CV here.
pub async fn page(pool: &PgPool, id: Uuid, jobseeker: Option<Uuid>) -> Result<CompanyPage, ApiError> {
    let row: PageRow = sqlx::query_as(
        "SELECT c.name, c.logo, o.cover_picture, c.industry, c.employee_count, c.founded, c.description,
                c.email, c.phone, c.address, c.location, c.country, c.website, c.twitter, c.facebook, c.linkedin, c.instagram
           FROM companies c JOIN users o ON o.id = c.owner_id WHERE c.id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?
    .ok_or(ApiError::NotFound)?;
    let images = sqlx::query_as("SELECT id, url FROM company_images WHERE company_id = $1 ORDER BY created_at, id")
        .bind(id)
        .fetch_all(pool)
        .await?;
    let team =
        sqlx::query_as("SELECT id, name, position FROM company_team WHERE company_id = $1 ORDER BY created_at, id")
            .bind(id)
            .fetch_all(pool)
            .await?;
    let job_ids: Vec<Uuid> = sqlx::query_scalar(&format!(
        "SELECT j.id FROM job_views j JOIN companies c ON c.id = j.company_id WHERE c.id = $1 AND {OPEN_JOBS} ORDER BY j.published_at DESC LIMIT 100"
    ))
    .bind(id)
    .fetch_all(pool)
    .await?;
    let cv_dropped = match jobseeker {
        Some(jobseeker) => Some(
            sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM dropped_cvs WHERE company_id = $1 AND jobseeker_id = $2)")
                .bind(id)
                .bind(jobseeker)
                .fetch_one(pool)
                .await?,
        ),
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
    let (id, active): (Uuid, bool) = sqlx::query_as(&format!(
        "SELECT c.id, {ACTIVE} FROM companies c WHERE c.id = $1 OR c.owner_id = $1 ORDER BY c.id = $1 DESC LIMIT 1"
    ))
    .bind(id)
    .fetch_optional(&state.pool)
    .await?
    .ok_or(ApiError::NotFound)?;
    let own = caller.company.as_ref().is_some_and(|company| company.id == id);
    if !active && !own {
        return Err(ApiError::NotFound);
    }
    let jobseeker = (caller.user_type == UserType::Jobseeker).then_some(caller.id);
    Ok(Json(page(&state.pool, id, jobseeker).await?))
}

/// The signed-in company's own page, as others see it.
#[utoipa::path(get, path = "/api/accounts/company/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = CompanyPage), (status = 403, body = ErrorBody)))]
pub async fn own_company(State(state): State<AppState>, caller: Caller) -> Result<Json<CompanyPage>, ApiError> {
    let company = caller.owned_company()?;
    Ok(Json(page(&state.pool, company.id, None).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct CompanyRequest {
    #[serde(flatten)]
    company: CompanyInput,
}

/// Edit the company profile: name, industry, employee count, founding year, description
/// (≤ 500) and contact.
#[utoipa::path(put, path = "/api/accounts/company/", tag = "accounts", security(("jwt" = [])), request_body = CompanyRequest,
    responses((status = 200, body = CompanyPage), (status = 422, body = ErrorBody)))]
pub async fn update_company(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CompanyRequest>,
) -> Result<Json<CompanyPage>, ApiError> {
    let company = caller.owned_company()?.id;
    let profile = body.company.parse(chrono::Utc::now().year()).map_err(ApiError::from)?;
    let contact = &profile.contact;
    sqlx::query(
        "UPDATE companies SET name = $2, industry = $3, employee_count = $4, founded = $5, description = $6, email = $7, phone = $8,
                address = $9, location = $10, country = $11, website = $12, twitter = $13, facebook = $14, linkedin = $15, instagram = $16
          WHERE id = $1",
    )
    .bind(company)
    .bind(&profile.name)
    .bind(&profile.industry)
    .bind(profile.employee_count)
    .bind(profile.founded)
    .bind(&profile.description)
    .bind(&contact.email)
    .bind(&contact.phone)
    .bind(&contact.address)
    .bind(&contact.location)
    .bind(&contact.country)
    .bind(&contact.website)
    .bind(&contact.twitter)
    .bind(&contact.facebook)
    .bind(&contact.linkedin)
    .bind(&contact.instagram)
    .execute(&state.pool)
    .await?;
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
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 400x400 px"),
    responses((status = 200, body = CompanyPage), (status = 413, body = ErrorBody), (status = 415, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn upload_logo(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<Json<CompanyPage>, ApiError> {
    let company = caller.owned_company()?.id;
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
pub async fn remove_logo(State(state): State<AppState>, caller: Caller) -> Result<Json<CompanyPage>, ApiError> {
    let company = caller.owned_company()?.id;
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
    request_body(content_type = "multipart/form-data", description = "field `file`: a PNG or JPEG of at most 5 MB"),
    responses((status = 201, body = CompanyImage), (status = 409, body = ErrorBody), (status = 415, body = ErrorBody)))]
pub async fn add_image(
    State(state): State<AppState>,
    caller: Caller,
    UploadForm(multipart): UploadForm,
) -> Result<(StatusCode, Json<CompanyImage>), ApiError> {
    let company = caller.owned_company()?.id;
    let image = Image::read(read_upload(multipart, IMAGE_MAX_BYTES, image_too_large).await?)?;
    let url = state.files.put_image(&image).await?;
    let id = Uuid::now_v7();
    // The count is checked in the insert itself, under a lock on the company, so two uploads at once cannot pass the limit together.
    let mut tx = state.pool.begin().await?;
    sqlx::query("SELECT 1 FROM companies WHERE id = $1 FOR UPDATE")
        .bind(company)
        .execute(&mut *tx)
        .await?;
    let added = sqlx::query(
        "INSERT INTO company_images (id, company_id, url) SELECT $1, $2, $3
          WHERE (SELECT count(*) FROM company_images WHERE company_id = $2) < $4",
    )
    .bind(id)
    .bind(company)
    .bind(&url)
    .bind(MAX_COMPANY_IMAGES)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    if added == 0 {
        state.files.forget_url(Some(&url)).await;
        return Err(too_many_images());
    }
    Ok((StatusCode::CREATED, Json(CompanyImage { id, url })))
}

/// Remove an image from the company page.
#[utoipa::path(delete, path = "/api/accounts/company-images/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn remove_image(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = caller.owned_company()?.id;
    let url: String = sqlx::query_scalar("DELETE FROM company_images WHERE id = $1 AND company_id = $2 RETURNING url")
        .bind(id)
        .bind(company)
        .fetch_optional(&state.pool)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.files.forget_url(Some(&url)).await;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct TeamMemberRequest {
    #[serde(flatten)]
    member: TeamMemberInput,
}

/// Show a person on the company page.
#[utoipa::path(post, path = "/api/accounts/company-team/", tag = "accounts", security(("jwt" = [])), request_body = TeamMemberRequest,
    responses((status = 201, body = TeamMember), (status = 422, body = ErrorBody)))]
pub async fn add_team_member(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<TeamMemberRequest>,
) -> Result<(StatusCode, Json<TeamMember>), ApiError> {
    let company = caller.owned_company()?.id;
    let (name, position) = body.member.parse().map_err(ApiError::from)?;
    let member = sqlx::query_as("INSERT INTO company_team (id, company_id, name, position) VALUES ($1, $2, $3, $4) RETURNING id, name, position")
        .bind(Uuid::now_v7())
        .bind(company)
        .bind(name)
        .bind(position)
        .fetch_one(&state.pool)
        .await?;
    Ok((StatusCode::CREATED, Json(member)))
}

/// Take a person off the company page.
#[utoipa::path(delete, path = "/api/accounts/company-team/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn remove_team_member(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = caller.owned_company()?.id;
    let removed = sqlx::query("DELETE FROM company_team WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company)
        .execute(&state.pool)
        .await?;
    if removed.rows_affected() == 0 {
        Err(ApiError::NotFound)
    } else {
        Ok(StatusCode::NO_CONTENT)
    }
}
