//! The CV database (company side, ats module): search over the CVs job seekers made visible,
//! and the CVs job seekers dropped to the company (`drop-cv`).

mod store;

use crate::caller::{Jobseeker, ModuleOwner};
use crate::http::input::{keywords_parameter, list_parameter, text_parameter};
use crate::http::roles::Ats;
use crate::http::{ApiError, ErrorBody};
use crate::http::{JsonBody, Page, Query, SearchPage};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::profiles::ProfileError;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::{BTreeMap, HashMap};
pub use store::{CandidateCv, CandidateLanguage, DroppedCv};
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
    pub cv: Option<CandidateCv>,
    /// When the candidate dropped their CV to this company, if they did.
    pub dropped_at: Option<DateTime<Utc>>,
}

/// The candidates of `ids` in that order, as company `company` sees them.
async fn candidates(pool: &PgPool, company: Uuid, ids: &[Uuid]) -> Result<Vec<Candidate>, ApiError> {
    let rows = store::candidates(pool, company, ids).await?;
    let today = Utc::now().date_naive();
    let mut rows: HashMap<Uuid, store::CandidateRow> = rows.into_iter().map(|row| (row.id, row)).collect();
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
            cv: row.cv.map(|cv| cv.0),
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
    owner: ModuleOwner<Ats>,
    Query(query): Query<CandidateSearchQuery>,
) -> Result<Json<SearchPage<Candidate>>, ApiError> {
    let company = owner.company.id;
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
    let count = store::dropped_count(pool, company).await?;
    let ids = store::dropped(pool, company, &page).await?;
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

/// Drop your CV to a company: it finds you among its dropped CVs, once.
#[utoipa::path(post, path = "/api/jobs/drop-cv", tag = "cv-database", security(("jwt" = [])), request_body = DropCvRequest,
    responses((status = 201, body = DroppedCv), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn drop_cv(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    JsonBody(body): JsonBody<DropCvRequest>,
) -> Result<(StatusCode, Json<DroppedCv>), ApiError> {
    let jobseeker = jobseeker.0.id;
    if !store::has_cv(&state.pool, jobseeker).await? {
        return Err(ProfileError::CvRequired.into());
    }
    if !store::is_active_company(&state.pool, body.company_id).await? {
        return Err(ApiError::NotFound);
    }
    let dropped = store::drop_cv(&state.pool, body.company_id, jobseeker)
        .await?
        .ok_or(ProfileError::CvAlreadyDropped)?;
    Ok((StatusCode::CREATED, Json(dropped)))
}
