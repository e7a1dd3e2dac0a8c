//! The CV database (company side, ats module): search over the CVs job seekers made visible,
//! and the CVs job seekers dropped to the company (`drop-cv`).

use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::Page;
use crate::http::Query;
use crate::http::input::{keywords_parameter, list_parameter, text_parameter};
use crate::http::{ApiError, ErrorBody};
use crate::jobs::job::SearchPage;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, NaiveDate, Utc};
use domain::accounts::{Module, UserType};
use domain::profiles::ProfileError;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::types::Json as DbJson;
use std::collections::{BTreeMap, HashMap};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search_candidates))
        .routes(routes!(drop_cv))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateSearchQuery {
    /// Keywords over headline, bio, experiences, educations, skills and languages; typos forgiven.
    #[param(max_length = 200)]
    q: Option<String>,
    /// Comma-separated; every one must be on the CV.
    skills: Option<String>,
    /// At least this education level (1..7).
    #[param(maximum = 255)]
    education_level: Option<u8>,
    language: Option<String>,
    /// With `language`: at least this proficiency (1..7).
    #[param(maximum = 255)]
    proficiency: Option<u8>,
    /// At least this many years of experience.
    #[param(maximum = 255)]
    experience_years: Option<u8>,
    region: Option<String>,
    /// Candidates expecting at most this much.
    #[param(value_type = Option<i64>, minimum = 0, maximum = 4294967295.0)]
    salary_max: Option<u32>,
    /// `true`: only the candidates who dropped their CV to this company, newest first.
    dropped: Option<bool>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct CandidateLanguage {
    pub language: String,
    pub proficiency: i16,
}

#[derive(Serialize, ToSchema)]
pub struct Candidate {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub headline: Option<String>,
    pub region: Option<String>,
    pub profile_picture: Option<String>,
    pub skills: Vec<String>,
    pub experience_years: Option<u8>,
    pub education_level: Option<i16>,
    pub languages: Vec<CandidateLanguage>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
    /// `{name, url, format}`.
    #[schema(value_type = Option<Object>)]
    pub cv: Option<serde_json::Value>,
    /// When the candidate dropped their CV to this company, if they did.
    pub dropped_at: Option<DateTime<Utc>>,
}

#[derive(Deserialize)]
struct Period {
    start_date: NaiveDate,
    end_date: Option<NaiveDate>,
}

#[derive(sqlx::FromRow)]
struct CandidateRow {
    id: Uuid,
    first_name: String,
    last_name: String,
    headline: Option<String>,
    region: Option<String>,
    profile_picture: Option<String>,
    skills: Vec<String>,
    periods: DbJson<Vec<Period>>,
    education_level: Option<i16>,
    languages: DbJson<Vec<CandidateLanguage>>,
    salary_expectation: Option<i32>,
    currency: Option<String>,
    cv: Option<serde_json::Value>,
    dropped_at: Option<DateTime<Utc>>,
}

/// The candidates of `ids` in that order, as company `company` sees them.
async fn candidates(pool: &PgPool, company: Uuid, ids: &[Uuid]) -> Result<Vec<Candidate>, ApiError> {
    let rows: Vec<CandidateRow> = sqlx::query_as(
        "SELECT u.id, u.first_name, u.last_name, p.headline, p.region, u.profile_picture, p.salary_expectation, p.currency,
                ARRAY(SELECT c.name_en FROM jobseeker_skills s JOIN skills c ON c.id = s.skill_id WHERE s.user_id = u.id ORDER BY lower(c.name_en)) AS skills,
                coalesce((SELECT json_agg(json_build_object('start_date', e.start_date, 'end_date', e.end_date))
                          FROM jobseeker_experiences e WHERE e.user_id = u.id), '[]') AS periods,
                (SELECT max(d.level) FROM jobseeker_educations d WHERE d.user_id = u.id) AS education_level,
                coalesce((SELECT json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency) ORDER BY l.proficiency DESC, l.language)
                          FROM jobseeker_languages l WHERE l.user_id = u.id), '[]') AS languages,
                (SELECT json_build_object('name', c.name, 'url', '/api/accounts/files/' || c.file_key, 'format', 'pdf')
                   FROM jobseeker_cvs c WHERE c.user_id = u.id) AS cv,
                (SELECT d.dropped_at FROM dropped_cvs d WHERE d.jobseeker_id = u.id AND d.company_id = $2) AS dropped_at
           FROM users u LEFT JOIN jobseeker_profiles p ON p.user_id = u.id
          WHERE u.id = ANY($1) AND u.user_type = 'jobseeker'",
    )
    .bind(ids)
    .bind(company)
    .fetch_all(pool)
    .await?;
    let today = Utc::now().date_naive();
    let mut rows: HashMap<Uuid, CandidateRow> = rows.into_iter().map(|row| (row.id, row)).collect();
    Ok(ids
        .iter()
        .filter_map(|id| rows.remove(id))
        .map(|row| Candidate {
            experience_years: domain::profiles::experience_years(
                row.periods.0.iter().map(|period| (period.start_date, period.end_date)),
                today,
            ),
            id: row.id,
            first_name: row.first_name,
            last_name: row.last_name,
            headline: row.headline,
            region: row.region,
            profile_picture: row.profile_picture,
            skills: row.skills,
            education_level: row.education_level,
            languages: row.languages.0,
            salary_expectation: row.salary_expectation,
            currency: row.currency,
            cv: row.cv,
            dropped_at: row.dropped_at,
        })
        .collect())
}

/// Search the CV database: candidates who made their CV visible; with `dropped=true`, the
/// candidates who dropped their CV to this company.
#[utoipa::path(get, path = "/api/cv-database/", tag = "cv-database", security(("jwt" = [])), params(CandidateSearchQuery),
    responses((status = 200, body = SearchPage<Candidate>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn search_candidates(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<CandidateSearchQuery>,
) -> Result<Json<SearchPage<Candidate>>, ApiError> {
    let company = caller.owned_company()?.id;
    caller.require_module(Module::Ats)?;
    if query.dropped == Some(true) {
        return dropped(&state.pool, company, Page::of(query.page, query.page_size))
            .await
            .map(Json);
    }
    let found = state
        .search
        .search_candidates(&search::CandidateQuery {
            q: keywords_parameter("q", query.q)?,
            skills: list_parameter(query.skills.as_deref()),
            education_level_min: query.education_level,
            language: text_parameter(query.language),
            proficiency_min: query.proficiency,
            experience_years_min: query.experience_years,
            region: text_parameter(query.region),
            salary_max: query.salary_max,
            page: Page::of(query.page, query.page_size).number(),
            page_size: Page::of(query.page, query.page_size).size(),
        })
        .await
        .map_err(anyhow::Error::from)?;
    Ok(Json(SearchPage {
        count: found.total,
        results: candidates(&state.pool, company, &found.ids).await?,
        facets: found.facets,
    }))
}

async fn dropped(pool: &PgPool, company: Uuid, page: Page) -> Result<SearchPage<Candidate>, ApiError> {
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM dropped_cvs WHERE company_id = $1")
        .bind(company)
        .fetch_one(pool)
        .await?;
    let ids: Vec<Uuid> = sqlx::query_scalar(&format!(
        "SELECT jobseeker_id FROM dropped_cvs WHERE company_id = $1 ORDER BY dropped_at DESC, jobseeker_id {}",
        page.rows().limit_offset(2)
    ))
    .bind(company)
    .bind(page.offset())
    .fetch_all(pool)
    .await?;
    Ok(SearchPage {
        count: count as u64,
        results: candidates(pool, company, &ids).await?,
        facets: BTreeMap::new(),
    })
}

#[derive(Deserialize, ToSchema)]
pub struct DropCvRequest {
    company_id: Uuid,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct DroppedCv {
    pub company_id: Uuid,
    pub dropped_at: DateTime<Utc>,
}

/// Drop your CV to a company: it finds you among its dropped CVs, once.
#[utoipa::path(post, path = "/api/jobs/drop-cv", tag = "cv-database", security(("jwt" = [])), request_body = DropCvRequest,
    responses((status = 201, body = DroppedCv), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn drop_cv(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<DropCvRequest>,
) -> Result<(StatusCode, Json<DroppedCv>), ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    let has_cv: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM jobseeker_cvs WHERE user_id = $1)")
        .bind(caller.id)
        .fetch_one(&state.pool)
        .await?;
    if !has_cv {
        return Err(ProfileError::CvRequired.into());
    }
    let company_exists: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM companies c JOIN users o ON o.id = c.owner_id WHERE c.id = $1 AND o.activated_at IS NOT NULL)",
    )
    .bind(body.company_id)
    .fetch_one(&state.pool)
    .await?;
    if !company_exists {
        return Err(ApiError::NotFound);
    }
    let dropped: Option<DroppedCv> = sqlx::query_as(
        "INSERT INTO dropped_cvs (company_id, jobseeker_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING company_id, dropped_at",
    )
    .bind(body.company_id)
    .bind(caller.id)
    .fetch_optional(&state.pool)
    .await?;
    let dropped = dropped.ok_or(ProfileError::CvAlreadyDropped)?;
    Ok((StatusCode::CREATED, Json(dropped)))
}
