//! A job seeker's profile: the basics and contact links, experiences, educations, languages,
//! skills and portfolio, and the public profile others see (without the private details:
//! phone, date of birth, gender, salary expectation).

use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::Path;
use crate::http::error::on_constraint;
use crate::http::{ApiError, ErrorBody};
use crate::jobs::skills::{self, Skill};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{NaiveDate, Utc};
use domain::accounts::UserType;
use domain::profiles::ProfileError;
use domain::profiles::{EducationInput, ExperienceInput, LanguageInput, PortfolioInput, ProfileInput};
use domain::skills::SkillChoice;
use projections::tenancy::Delegation;
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

fn jobseeker(caller: &Caller) -> Result<Uuid, ApiError> {
    if caller.user_type == UserType::Jobseeker {
        Ok(caller.id)
    } else {
        Err(ApiError::PermissionDenied)
    }
}

fn today() -> NaiveDate {
    Utc::now().date_naive()
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct ExperienceView {
    pub id: Uuid,
    pub title: String,
    pub company: String,
    pub location: Option<String>,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct EducationView {
    pub id: Uuid,
    pub institution: String,
    pub field: Option<String>,
    /// 1..7: School, Bachelor, Master, Doctorate, MBA, PhD, Other.
    pub level: i16,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct LanguageView {
    pub id: Uuid,
    pub language: String,
    /// 1..7: Beginner … Native.
    pub proficiency: i16,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct PortfolioView {
    pub id: Uuid,
    pub title: String,
    pub url: String,
    pub description: Option<String>,
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
    /// `{name, url, format}`, shown to the owner and to companies that may read it: the CV is
    /// visible, or was dropped to them or sent with an application to them.
    #[schema(value_type = Option<Object>)]
    pub cv: Option<serde_json::Value>,
    pub skills: Vec<Skill>,
    pub experiences: Vec<ExperienceView>,
    pub educations: Vec<EducationView>,
    pub languages: Vec<LanguageView>,
    pub portfolios: Vec<PortfolioView>,
}

#[derive(Serialize, ToSchema)]
pub struct PrivateDetails {
    pub email: String,
    pub gender: Option<String>,
    pub date_of_birth: Option<NaiveDate>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
}

#[derive(sqlx::FromRow)]
struct ProfileRow {
    first_name: String,
    last_name: String,
    email: String,
    profile_picture: Option<String>,
    cover_picture: Option<String>,
    headline: Option<String>,
    bio: Option<String>,
    gender: Option<String>,
    date_of_birth: Option<NaiveDate>,
    region: Option<String>,
    salary_expectation: Option<i32>,
    currency: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    linkedin: Option<String>,
    facebook: Option<String>,
    twitter: Option<String>,
    instagram: Option<String>,
    cv_visible: Option<bool>,
    cv: Option<serde_json::Value>,
}

/// Who is looking at a profile.
pub enum Viewer {
    Owner,
    /// A company's side (its account or an employee); a delegate sees the CV only through the
    /// applications of their jobs (`applicant_jobs`, `None` for all of the company's).
    Company {
        company: Uuid,
        applicant_jobs: Option<Vec<Uuid>>,
    },
    Other,
}

impl Viewer {
    pub async fn of(pool: &PgPool, caller: &Caller, profile: Uuid) -> Result<Self, ApiError> {
        Ok(match (&caller.company, caller.user_type) {
            _ if caller.id == profile => Self::Owner,
            (Some(company), UserType::Company | UserType::Employee) => {
                let delegation = Delegation::of(pool, caller.id).await?;
                Self::Company {
                    company: company.id,
                    applicant_jobs: delegation
                        .as_ref()
                        .map(Delegation::applicant_jobs)
                        .map(<[Uuid]>::to_vec),
                }
            }
            _ => Self::Other,
        })
    }
}

/// The whole profile of job seeker `id` as `viewer` may see it: the owner sees the private
/// details and the phone.
pub async fn load(pool: &PgPool, id: Uuid, viewer: Viewer) -> Result<JobseekerProfile, ApiError> {
    let owner = matches!(viewer, Viewer::Owner);
    let (company, applicant_jobs) = match viewer {
        Viewer::Company {
            company,
            applicant_jobs,
        } => (Some(company), applicant_jobs),
        _ => (None, None),
    };
    let row: ProfileRow = sqlx::query_as(
        "SELECT u.first_name, u.last_name, u.email, u.profile_picture, u.cover_picture, p.headline, p.bio, p.gender, p.date_of_birth, p.region, p.salary_expectation,
                p.currency, p.phone, p.website, p.linkedin, p.facebook, p.twitter, p.instagram, p.cv_visible,
                (SELECT json_build_object('name', c.name, 'url', '/api/accounts/files/' || c.file_key, 'format', 'pdf')
                 FROM jobseeker_cvs c
                 WHERE c.user_id = u.id
                   AND ($2 OR ($3::uuid IS NOT NULL AND (p.cv_visible
                        OR EXISTS (SELECT 1 FROM dropped_cvs d WHERE d.jobseeker_id = u.id AND d.company_id = $3)
                        OR EXISTS (SELECT 1 FROM application_views a WHERE a.jobseeker_id = u.id AND a.company_id = $3
                                   AND ($4::uuid[] IS NULL OR a.job_id = ANY($4))))))) AS cv
         FROM users u LEFT JOIN jobseeker_profiles p ON p.user_id = u.id
         WHERE u.id = $1 AND u.user_type = 'jobseeker'",
    )
    .bind(id)
    .bind(owner)
    .bind(company)
    .bind(applicant_jobs)
    .fetch_optional(pool)
    .await?
    .ok_or(ApiError::NotFound)?;
    let skills = skills::of_jobseeker(pool, id).await?;
    let experiences = sqlx::query_as(
        "SELECT id, title, company, location, start_date, end_date, description FROM jobseeker_experiences
         WHERE user_id = $1 ORDER BY end_date DESC NULLS FIRST, start_date DESC",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    let educations = sqlx::query_as(
        "SELECT id, institution, field, level, start_date, end_date, description FROM jobseeker_educations
         WHERE user_id = $1 ORDER BY end_date DESC NULLS FIRST, start_date DESC",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    let languages = sqlx::query_as("SELECT id, language, proficiency FROM jobseeker_languages WHERE user_id = $1 ORDER BY proficiency DESC, language")
        .bind(id)
        .fetch_all(pool)
        .await?;
    let portfolios = sqlx::query_as(
        "SELECT id, title, url, description FROM jobseeker_portfolios WHERE user_id = $1 ORDER BY title",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
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
        cv: row.cv,
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
pub async fn my_profile(State(state): State<AppState>, caller: Caller) -> Result<Json<JobseekerProfile>, ApiError> {
    Ok(Json(load(&state.pool, jobseeker(&caller)?, Viewer::Owner).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct ProfileRequest {
    #[serde(flatten)]
    profile: ProfileInput,
}

/// Edit the basics: headline, bio (≤ 500), gender, date of birth, region, salary expectation
/// and currency, phone and links, and whether companies may find the CV.
#[utoipa::path(put, path = "/api/accounts/jobseeker/", tag = "accounts", security(("jwt" = [])), request_body = ProfileRequest,
    responses((status = 200, body = JobseekerProfile), (status = 422, body = ErrorBody)))]
pub async fn update_profile(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<ProfileRequest>,
) -> Result<Json<JobseekerProfile>, ApiError> {
    let id = jobseeker(&caller)?;
    let profile = body.profile.parse(today()).map_err(ApiError::from)?;
    let mut tx = state.pool.begin().await?;
    sqlx::query(
        "UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) WHERE id = $1",
    )
    .bind(id)
    .bind(&profile.first_name)
    .bind(&profile.last_name)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO jobseeker_profiles (user_id, headline, bio, gender, date_of_birth, region, salary_expectation, currency,
                                         phone, website, linkedin, facebook, twitter, instagram, cv_visible)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (user_id) DO UPDATE SET headline = EXCLUDED.headline, bio = EXCLUDED.bio, gender = EXCLUDED.gender,
             date_of_birth = EXCLUDED.date_of_birth, region = EXCLUDED.region, salary_expectation = EXCLUDED.salary_expectation,
             currency = EXCLUDED.currency, phone = EXCLUDED.phone, website = EXCLUDED.website, linkedin = EXCLUDED.linkedin,
             facebook = EXCLUDED.facebook, twitter = EXCLUDED.twitter, instagram = EXCLUDED.instagram, cv_visible = EXCLUDED.cv_visible",
    )
    .bind(id)
    .bind(&profile.headline)
    .bind(&profile.bio)
    .bind(profile.gender.map(|gender| gender.as_str()))
    .bind(profile.date_of_birth)
    .bind(&profile.region)
    .bind(profile.salary_expectation)
    .bind(&profile.currency)
    .bind(&profile.phone)
    .bind(&profile.website)
    .bind(&profile.linkedin)
    .bind(&profile.facebook)
    .bind(&profile.twitter)
    .bind(&profile.instagram)
    .bind(profile.cv_visible)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Json(load(&state.pool, id, Viewer::Owner).await?))
}

/// A job seeker's public profile (/jobseeker/profile/{id}).
#[utoipa::path(get, path = "/api/accounts/jobseeker/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = JobseekerProfile), (status = 404, body = ErrorBody)))]
pub async fn public_profile(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<JobseekerProfile>, ApiError> {
    Ok(Json(
        load(&state.pool, id, Viewer::of(&state.pool, &caller, id).await?).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub struct SkillsRequest {
    /// Catalogue ids, or names in any of the three languages (new ones join the catalogue).
    #[schema(value_type = Vec<Object>)]
    skills: Vec<SkillChoice>,
}

/// Replace the job seeker's skills.
#[utoipa::path(put, path = "/api/jobs/jobseeker-skills/", tag = "accounts", security(("jwt" = [])), request_body = SkillsRequest,
    responses((status = 200, body = Vec<Skill>), (status = 422, body = ErrorBody)))]
pub async fn set_skills(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<SkillsRequest>,
) -> Result<Json<Vec<Skill>>, ApiError> {
    let id = jobseeker(&caller)?;
    let choices = domain::skills::choices(body.skills).map_err(|error| ApiError::field("skills", error))?;
    let mut tx = state.pool.begin().await?;
    let skills = skills::resolve(&mut tx, &choices).await?;
    let ids: Vec<i32> = skills.iter().map(|skill| skill.id).collect();
    sqlx::query("DELETE FROM jobseeker_skills WHERE user_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO jobseeker_skills (user_id, skill_id) SELECT $1, unnest($2::int[])")
        .bind(id)
        .bind(&ids)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Json(skills))
}

/// Refuses with 404 unless the row `id` of `table` belongs to `user`.
async fn own_row(pool: &PgPool, table: &str, id: Uuid, user: Uuid) -> Result<(), ApiError> {
    let mine: bool = sqlx::query_scalar(&format!(
        "SELECT EXISTS (SELECT 1 FROM {table} WHERE id = $1 AND user_id = $2)"
    ))
    .bind(id)
    .bind(user)
    .fetch_one(pool)
    .await?;
    if mine { Ok(()) } else { Err(ApiError::NotFound) }
}

async fn delete_row(pool: &PgPool, table: &str, id: Uuid, user: Uuid) -> Result<StatusCode, ApiError> {
    let deleted = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1 AND user_id = $2"))
        .bind(id)
        .bind(user)
        .execute(pool)
        .await?;
    if deleted.rows_affected() == 0 {
        Err(ApiError::NotFound)
    } else {
        Ok(StatusCode::NO_CONTENT)
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ExperienceRequest {
    #[serde(flatten)]
    experience: ExperienceInput,
}

async fn save_experience(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    input: ExperienceInput,
) -> Result<ExperienceView, ApiError> {
    let experience = input.parse(today()).map_err(ApiError::from)?;
    Ok(sqlx::query_as(
        "INSERT INTO jobseeker_experiences (id, user_id, title, company, location, start_date, end_date, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, company = EXCLUDED.company, location = EXCLUDED.location,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, description = EXCLUDED.description
         RETURNING id, title, company, location, start_date, end_date, description",
    )
    .bind(id)
    .bind(user)
    .bind(&experience.title)
    .bind(&experience.company)
    .bind(&experience.location)
    .bind(experience.start_date)
    .bind(experience.end_date)
    .bind(&experience.description)
    .fetch_one(pool)
    .await?)
}

/// Add an experience (the end date, when given, comes after the start date).
#[utoipa::path(post, path = "/api/accounts/experiences/", tag = "accounts", security(("jwt" = [])), request_body = ExperienceRequest,
    responses((status = 201, body = ExperienceView), (status = 422, body = ErrorBody)))]
pub async fn add_experience(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<ExperienceRequest>,
) -> Result<(StatusCode, Json<ExperienceView>), ApiError> {
    let user = jobseeker(&caller)?;
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
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ExperienceRequest>,
) -> Result<Json<ExperienceView>, ApiError> {
    let user = jobseeker(&caller)?;
    own_row(&state.pool, "jobseeker_experiences", id, user).await?;
    Ok(Json(save_experience(&state.pool, user, id, body.experience).await?))
}

/// Remove an experience.
#[utoipa::path(delete, path = "/api/accounts/experiences/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_experience(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    delete_row(&state.pool, "jobseeker_experiences", id, jobseeker(&caller)?).await
}

#[derive(Deserialize, ToSchema)]
pub struct EducationRequest {
    #[serde(flatten)]
    education: EducationInput,
}

async fn save_education(pool: &PgPool, user: Uuid, id: Uuid, input: EducationInput) -> Result<EducationView, ApiError> {
    let education = input.parse(today()).map_err(ApiError::from)?;
    Ok(sqlx::query_as(
        "INSERT INTO jobseeker_educations (id, user_id, institution, field, level, start_date, end_date, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET institution = EXCLUDED.institution, field = EXCLUDED.field, level = EXCLUDED.level,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, description = EXCLUDED.description
         RETURNING id, institution, field, level, start_date, end_date, description",
    )
    .bind(id)
    .bind(user)
    .bind(&education.institution)
    .bind(&education.field)
    .bind(education.level)
    .bind(education.start_date)
    .bind(education.end_date)
    .bind(&education.description)
    .fetch_one(pool)
    .await?)
}

/// Add an education (level 1..7).
#[utoipa::path(post, path = "/api/accounts/educations/", tag = "accounts", security(("jwt" = [])), request_body = EducationRequest,
    responses((status = 201, body = EducationView), (status = 422, body = ErrorBody)))]
pub async fn add_education(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<EducationRequest>,
) -> Result<(StatusCode, Json<EducationView>), ApiError> {
    let user = jobseeker(&caller)?;
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
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<EducationRequest>,
) -> Result<Json<EducationView>, ApiError> {
    let user = jobseeker(&caller)?;
    own_row(&state.pool, "jobseeker_educations", id, user).await?;
    Ok(Json(save_education(&state.pool, user, id, body.education).await?))
}

/// Remove an education.
#[utoipa::path(delete, path = "/api/accounts/educations/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_education(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    delete_row(&state.pool, "jobseeker_educations", id, jobseeker(&caller)?).await
}

#[derive(Deserialize, ToSchema)]
pub struct LanguageRequest {
    #[serde(flatten)]
    language: LanguageInput,
}

async fn save_language(pool: &PgPool, user: Uuid, id: Uuid, input: LanguageInput) -> Result<LanguageView, ApiError> {
    let (language, proficiency) = input.parse().map_err(ApiError::from)?;
    sqlx::query_as(
        "INSERT INTO jobseeker_languages (id, user_id, language, proficiency) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET language = EXCLUDED.language, proficiency = EXCLUDED.proficiency
         RETURNING id, language, proficiency",
    )
    .bind(id)
    .bind(user)
    .bind(&language)
    .bind(proficiency)
    .fetch_one(pool)
    .await
    .map_err(|error| on_constraint(error, "jobseeker_languages_once", ProfileError::AlreadyExists))
}

/// Add a language with its proficiency (1 Beginner … 7 Native).
#[utoipa::path(post, path = "/api/accounts/language/", tag = "accounts", security(("jwt" = [])), request_body = LanguageRequest,
    responses((status = 201, body = LanguageView), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_language(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<LanguageRequest>,
) -> Result<(StatusCode, Json<LanguageView>), ApiError> {
    let user = jobseeker(&caller)?;
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
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<LanguageRequest>,
) -> Result<Json<LanguageView>, ApiError> {
    let user = jobseeker(&caller)?;
    own_row(&state.pool, "jobseeker_languages", id, user).await?;
    Ok(Json(save_language(&state.pool, user, id, body.language).await?))
}

/// Remove a language.
#[utoipa::path(delete, path = "/api/accounts/language/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_language(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    delete_row(&state.pool, "jobseeker_languages", id, jobseeker(&caller)?).await
}

#[derive(Deserialize, ToSchema)]
pub struct PortfolioRequest {
    #[serde(flatten)]
    portfolio: PortfolioInput,
}

async fn save_portfolio(pool: &PgPool, user: Uuid, id: Uuid, input: PortfolioInput) -> Result<PortfolioView, ApiError> {
    let (title, url, description) = input.parse().map_err(ApiError::from)?;
    Ok(sqlx::query_as(
        "INSERT INTO jobseeker_portfolios (id, user_id, title, url, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url, description = EXCLUDED.description
         RETURNING id, title, url, description",
    )
    .bind(id)
    .bind(user)
    .bind(&title)
    .bind(&url)
    .bind(&description)
    .fetch_one(pool)
    .await?)
}

/// Add a portfolio item (a title and a link).
#[utoipa::path(post, path = "/api/accounts/portfolios/", tag = "accounts", security(("jwt" = [])), request_body = PortfolioRequest,
    responses((status = 201, body = PortfolioView), (status = 422, body = ErrorBody)))]
pub async fn add_portfolio(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<PortfolioRequest>,
) -> Result<(StatusCode, Json<PortfolioView>), ApiError> {
    let user = jobseeker(&caller)?;
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
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<PortfolioRequest>,
) -> Result<Json<PortfolioView>, ApiError> {
    let user = jobseeker(&caller)?;
    own_row(&state.pool, "jobseeker_portfolios", id, user).await?;
    Ok(Json(save_portfolio(&state.pool, user, id, body.portfolio).await?))
}

/// Remove a portfolio item.
#[utoipa::path(delete, path = "/api/accounts/portfolios/{id}/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_portfolio(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    delete_row(&state.pool, "jobseeker_portfolios", id, jobseeker(&caller)?).await
}
