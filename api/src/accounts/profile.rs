//! A job seeker's profile: the basics and contact links, experiences, educations, languages,
//! skills and portfolio, and the public profile others see (without the private details:
//! phone, date of birth, gender, salary expectation).

use super::store::profiles::{self as store, Section};
pub use super::store::profiles::{EducationView, ExperienceView, LanguageView, PortfolioView, ProfileRow};
use crate::caller::{Caller, Jobseeker};
use crate::http::JsonBody;
use crate::http::Path;
use crate::http::{ApiError, ErrorBody};
use crate::jobs::skills::{self, Skill};
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use chrono::{NaiveDate, Utc};
use domain::accounts::UserType;
use domain::profiles::{CvReader, CvTies, sees_cv};
use domain::profiles::{EducationInput, ExperienceInput, LanguageInput, PortfolioInput, ProfileInput};
use domain::skills::SkillChoice;
use projections::tenancy::HiringScope;
use projections::views::applications::profiles as applications;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(my_profile, update_profile))
        .routes(routes!(public_profile))
        .routes(routes!(set_skills))
        .routes(routes!(add_experience))
        .routes(routes!(update_experience, delete_experience))
        .routes(routes!(add_education))
        .routes(routes!(update_education, delete_education))
        .routes(routes!(add_language))
        .routes(routes!(update_language, delete_language))
        .routes(routes!(add_portfolio))
        .routes(routes!(update_portfolio, delete_portfolio))
}

fn today() -> NaiveDate {
    Utc::now().date_naive()
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Contact {
    pub phone: Option<String>,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    pub facebook: Option<String>,
    pub twitter: Option<String>,
    pub instagram: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct JobseekerProfile {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub region: Option<String>,
    pub profile_picture: Option<String>,
    pub cover_picture: Option<String>,
    /// Owner only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private: Option<PrivateDetails>,
    pub contact: Contact,
    pub cv_visible: bool,
    /// Shown to the owner and to companies that may read it: the CV is visible, or was
    /// dropped to them or sent with an application to them.
    pub cv: Option<ProfileCv>,
    pub skills: Vec<Skill>,
    pub experiences: Vec<ExperienceView>,
    pub educations: Vec<EducationView>,
    pub languages: Vec<LanguageView>,
    pub portfolios: Vec<PortfolioView>,
}

/// The current CV, as a profile links to it.
#[derive(Serialize, ToSchema)]
pub struct ProfileCv {
    pub name: String,
    pub url: String,
    /// Always pdf.
    pub format: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct PrivateDetails {
    pub email: String,
    pub gender: Option<String>,
    pub date_of_birth: Option<NaiveDate>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
}

/// Who is looking at a profile: the extractor of the public profile, which admits every
/// signed-in caller and finds what of their company's hiring a company-side caller sees.
pub enum Viewer {
    Jobseeker(Uuid),
    Company(HiringScope),
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let caller = Caller::from_request_parts(parts, state).await?;
        Ok(match (&caller.company, caller.user_type) {
            (Some(company), UserType::Company | UserType::Employee) => {
                Self::Company(caller.scope_in(&state.pool, company.id).await?)
            }
            _ => Self::Jobseeker(caller.id),
        })
    }
}

impl Viewer {
    /// How the viewer reads job seeker `profile`'s CV: a company through what ties it to the
    /// CV.
    async fn cv_reader(&self, pool: &PgPool, profile: Uuid) -> Result<CvReader, ApiError> {
        Ok(match self {
            Self::Jobseeker(id) if *id == profile => CvReader::Owner,
            Self::Jobseeker(_) => CvReader::Other,
            Self::Company(scope) => {
                let (visible, dropped) = store::cv_open_to(pool, profile, scope.company).await?;
                let applied = applications::applied(pool, scope, profile).await?;
                CvReader::Company(CvTies {
                    visible,
                    dropped,
                    applied,
                })
            }
        })
    }
}

/// The whole profile of job seeker `id` as `reader` may see it: the owner sees the private
/// details and the phone.
pub async fn load(pool: &PgPool, id: Uuid, reader: CvReader) -> Result<JobseekerProfile, ApiError> {
    let owner = reader == CvReader::Owner;
    let row = store::profile(pool, id, sees_cv(reader))
        .await?
        .ok_or(ApiError::NotFound)?;
    let skills = skills::of_jobseeker(pool, id).await?;
    let experiences = store::experiences(pool, id).await?;
    let educations = store::educations(pool, id).await?;
    let languages = store::languages(pool, id).await?;
    let portfolios = store::portfolios(pool, id).await?;
    Ok(JobseekerProfile {
        id,
        first_name: row.first_name,
        last_name: row.last_name,
        headline: row.headline,
        bio: row.bio,
        region: row.region,
        profile_picture: row.profile_picture,
        cover_picture: row.cover_picture,
        private: owner.then_some(PrivateDetails {
            email: row.email,
            gender: row.gender,
            date_of_birth: row.date_of_birth,
            salary_expectation: row.salary_expectation,
            currency: row.currency,
        }),
        contact: Contact {
            phone: if owner { row.phone } else { None },
            website: row.website,
            linkedin: row.linkedin,
            facebook: row.facebook,
            twitter: row.twitter,
            instagram: row.instagram,
        },
        cv_visible: row.cv_visible.unwrap_or(false),
        cv: row.cv_name.zip(row.cv_url).map(|(name, url)| ProfileCv {
            name,
            url,
            format: "pdf",
        }),
        skills,
        experiences,
        educations,
        languages,
        portfolios,
    })
}

/// The signed-in job seeker's own profile, private details included.
#[utoipa::path(get, path = "/api/accounts/jobseeker/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = JobseekerProfile), (status = 403, body = ErrorBody)))]
pub async fn my_profile(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
) -> Result<Json<JobseekerProfile>, ApiError> {
    Ok(Json(load(&state.pool, caller.id, CvReader::Owner).await?))
}

#[derive(ToSchema)]
pub struct ProfileRequest {
    #[serde(flatten)]
    profile: ProfileInput,
}

crate::http::flat::flat_request!(ProfileRequest { profile });

/// Edit the basics: headline, bio (≤ 500), gender, date of birth, region, salary expectation
/// and currency, phone and links, and whether companies may find the CV.
#[utoipa::path(put, path = "/api/accounts/jobseeker/", tag = "accounts", security(("jwt" = [])), request_body = ProfileRequest,
    responses((status = 200, body = JobseekerProfile), (status = 422, body = ErrorBody)))]
pub async fn update_profile(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<ProfileRequest>,
) -> Result<Json<JobseekerProfile>, ApiError> {
    let profile = body.profile.parse(today()).map_err(ApiError::from)?;
    store::save(&state.pool, caller.id, &profile).await?;
    Ok(Json(load(&state.pool, caller.id, CvReader::Owner).await?))
}

/// A job seeker's public profile (/jobseeker/profile/{id}).
#[utoipa::path(get, path = "/api/accounts/jobseeker/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = JobseekerProfile), (status = 404, body = ErrorBody)))]
pub async fn public_profile(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<Uuid>,
) -> Result<Json<JobseekerProfile>, ApiError> {
    let reader = viewer.cv_reader(&state.pool, id).await?;
    Ok(Json(load(&state.pool, id, reader).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct SkillsRequest {
    /// Catalogue ids, or names in any of the three languages (new ones join the catalogue).
    skills: Vec<SkillChoice>,
}

/// Replace the job seeker's skills.
#[utoipa::path(put, path = "/api/jobs/jobseeker-skills/", tag = "accounts", security(("jwt" = [])), request_body = SkillsRequest,
    responses((status = 200, body = Vec<Skill>), (status = 422, body = ErrorBody)))]
pub async fn set_skills(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<SkillsRequest>,
) -> Result<Json<Vec<Skill>>, ApiError> {
    let choices = domain::skills::choices(body.skills).map_err(|error| ApiError::field("skills", error))?;
    let mut tx = state.pool.begin().await?;
    let skills = skills::resolve(&mut tx, &choices).await?;
    let ids: Vec<i32> = skills.iter().map(|skill| skill.id).collect();
    store::replace_skills(&mut tx, caller.id, &ids).await?;
    tx.commit().await?;
    Ok(Json(skills))
}

/// Refuses with 404 unless entry `id` of the section belongs to `user`.
async fn own_entry(pool: &PgPool, section: Section, id: Uuid, user: Uuid) -> Result<(), ApiError> {
    if store::owns(pool, section, id, user).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

async fn remove_entry(pool: &PgPool, section: Section, id: Uuid, user: Uuid) -> Result<StatusCode, ApiError> {
    if store::remove(pool, section, id, user).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::NotFound)
    }
}

#[derive(ToSchema)]
pub struct ExperienceRequest {
    #[serde(flatten)]
    experience: ExperienceInput,
}

crate::http::flat::flat_request!(ExperienceRequest { experience });

async fn save_experience(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    input: ExperienceInput,
) -> Result<ExperienceView, ApiError> {
    let experience = input.parse(today()).map_err(ApiError::from)?;
    Ok(store::save_experience(pool, user, id, &experience).await?)
}

/// Add an experience (the end date, when given, comes after the start date).
#[utoipa::path(post, path = "/api/accounts/experiences/", tag = "accounts", security(("jwt" = [])), request_body = ExperienceRequest,
    responses((status = 201, body = ExperienceView), (status = 422, body = ErrorBody)))]
pub async fn add_experience(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<ExperienceRequest>,
) -> Result<(StatusCode, Json<ExperienceView>), ApiError> {
    let user = caller.id;
    Ok((
        StatusCode::CREATED,
        Json(save_experience(&state.pool, user, Uuid::now_v7(), body.experience).await?),
    ))
}

/// Edit an experience.
#[utoipa::path(put, path = "/api/accounts/experiences/{id}/", tag = "accounts", security(("jwt" = [])), request_body = ExperienceRequest,
    responses((status = 200, body = ExperienceView), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_experience(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ExperienceRequest>,
) -> Result<Json<ExperienceView>, ApiError> {
    let user = caller.id;
    own_entry(&state.pool, Section::Experiences, id, user).await?;
    Ok(Json(save_experience(&state.pool, user, id, body.experience).await?))
}

/// Remove an experience.
#[utoipa::path(delete, path = "/api/accounts/experiences/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_experience(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    remove_entry(&state.pool, Section::Experiences, id, caller.id).await
}

#[derive(ToSchema)]
pub struct EducationRequest {
    #[serde(flatten)]
    education: EducationInput,
}

crate::http::flat::flat_request!(EducationRequest { education });

async fn save_education(pool: &PgPool, user: Uuid, id: Uuid, input: EducationInput) -> Result<EducationView, ApiError> {
    let education = input.parse(today()).map_err(ApiError::from)?;
    Ok(store::save_education(pool, user, id, &education).await?)
}

/// Add an education (level 1..7).
#[utoipa::path(post, path = "/api/accounts/educations/", tag = "accounts", security(("jwt" = [])), request_body = EducationRequest,
    responses((status = 201, body = EducationView), (status = 422, body = ErrorBody)))]
pub async fn add_education(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<EducationRequest>,
) -> Result<(StatusCode, Json<EducationView>), ApiError> {
    let user = caller.id;
    Ok((
        StatusCode::CREATED,
        Json(save_education(&state.pool, user, Uuid::now_v7(), body.education).await?),
    ))
}

/// Edit an education.
#[utoipa::path(put, path = "/api/accounts/educations/{id}/", tag = "accounts", security(("jwt" = [])), request_body = EducationRequest,
    responses((status = 200, body = EducationView), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_education(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<EducationRequest>,
) -> Result<Json<EducationView>, ApiError> {
    let user = caller.id;
    own_entry(&state.pool, Section::Educations, id, user).await?;
    Ok(Json(save_education(&state.pool, user, id, body.education).await?))
}

/// Remove an education.
#[utoipa::path(delete, path = "/api/accounts/educations/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_education(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    remove_entry(&state.pool, Section::Educations, id, caller.id).await
}

#[derive(ToSchema)]
pub struct LanguageRequest {
    #[serde(flatten)]
    language: LanguageInput,
}

crate::http::flat::flat_request!(LanguageRequest { language });

async fn save_language(pool: &PgPool, user: Uuid, id: Uuid, input: LanguageInput) -> Result<LanguageView, ApiError> {
    let (language, proficiency) = input.parse().map_err(ApiError::from)?;
    store::save_language(pool, user, id, (&language, proficiency)).await
}

/// Add a language with its proficiency (1 Beginner … 7 Native).
#[utoipa::path(post, path = "/api/accounts/language/", tag = "accounts", security(("jwt" = [])), request_body = LanguageRequest,
    responses((status = 201, body = LanguageView), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_language(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<LanguageRequest>,
) -> Result<(StatusCode, Json<LanguageView>), ApiError> {
    let user = caller.id;
    Ok((
        StatusCode::CREATED,
        Json(save_language(&state.pool, user, Uuid::now_v7(), body.language).await?),
    ))
}

/// Edit a language.
#[utoipa::path(put, path = "/api/accounts/language/{id}/", tag = "accounts", security(("jwt" = [])), request_body = LanguageRequest,
    responses((status = 200, body = LanguageView), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "already_exists: the profile has this language already")))]
pub async fn update_language(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<LanguageRequest>,
) -> Result<Json<LanguageView>, ApiError> {
    let user = caller.id;
    own_entry(&state.pool, Section::Languages, id, user).await?;
    Ok(Json(save_language(&state.pool, user, id, body.language).await?))
}

/// Remove a language.
#[utoipa::path(delete, path = "/api/accounts/language/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_language(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    remove_entry(&state.pool, Section::Languages, id, caller.id).await
}

#[derive(ToSchema)]
pub struct PortfolioRequest {
    #[serde(flatten)]
    portfolio: PortfolioInput,
}

crate::http::flat::flat_request!(PortfolioRequest { portfolio });

async fn save_portfolio(pool: &PgPool, user: Uuid, id: Uuid, input: PortfolioInput) -> Result<PortfolioView, ApiError> {
    let (title, url, description) = input.parse().map_err(ApiError::from)?;
    Ok(store::save_portfolio(pool, user, id, (&title, &url, description.as_deref())).await?)
}

/// Add a portfolio item (a title and a link).
#[utoipa::path(post, path = "/api/accounts/portfolios/", tag = "accounts", security(("jwt" = [])), request_body = PortfolioRequest,
    responses((status = 201, body = PortfolioView), (status = 422, body = ErrorBody)))]
pub async fn add_portfolio(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    JsonBody(body): JsonBody<PortfolioRequest>,
) -> Result<(StatusCode, Json<PortfolioView>), ApiError> {
    let user = caller.id;
    Ok((
        StatusCode::CREATED,
        Json(save_portfolio(&state.pool, user, Uuid::now_v7(), body.portfolio).await?),
    ))
}

/// Edit a portfolio item.
#[utoipa::path(put, path = "/api/accounts/portfolios/{id}/", tag = "accounts", security(("jwt" = [])), request_body = PortfolioRequest,
    responses((status = 200, body = PortfolioView), (status = 404, body = ErrorBody)))]
pub async fn update_portfolio(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<PortfolioRequest>,
) -> Result<Json<PortfolioView>, ApiError> {
    let user = caller.id;
    own_entry(&state.pool, Section::Portfolios, id, user).await?;
    Ok(Json(save_portfolio(&state.pool, user, id, body.portfolio).await?))
}

/// Remove a portfolio item.
#[utoipa::path(delete, path = "/api/accounts/portfolios/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_portfolio(
    State(state): State<AppState>,
    Jobseeker(caller): Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    remove_entry(&state.pool, Section::Portfolios, id, caller.id).await
}
