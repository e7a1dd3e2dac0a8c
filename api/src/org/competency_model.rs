//! The competency model (spec: /competency-model, rating-scale): per position, competencies
//! in the spec's nine categories, each with a required level on the company's rating scale.
//! The company changes it; the whole company side reads it.

use super::{change, owner_company, position, reader_company};
use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::lists::COMPETENCY_CATEGORIES;
use domain::org::{LABEL_MAX_CHARS, NAME_MAX_CHARS, OrgCommand, RATING_LEVELS, RATING_LEVELS_DEFAULT};
use domain::validation::{FieldError, required_text};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Competency {
    pub id: Uuid,
    pub position_id: Uuid,
    /// 1..9 (spec: Personal Attributes … Company Values).
    pub category: i16,
    pub name: String,
    /// On the company's rating scale (1..its number of levels).
    pub required_level: i16,
}

const COLUMNS: &str = "id, position_id, category, name, required_level";

async fn competency(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Competency, ApiError> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM org_competencies WHERE company_id = $1 AND id = $2"
    ))
    .bind(company)
    .bind(id)
    .fetch_optional(pool)
    .await?
    .ok_or(ApiError::NotFound)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CompetencyQuery {
    /// Only this position's competencies.
    position: Option<Uuid>,
}

/// The company's competency model: every position's competencies, by category and name.
#[utoipa::path(get, path = "/api/org/competency-model/", tag = "org", security(("jwt" = [])), params(CompetencyQuery),
    responses((status = 200, body = Vec<Competency>)))]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<CompetencyQuery>,
) -> Result<Json<Vec<Competency>>, ApiError> {
    let company = reader_company(&caller)?;
    Ok(Json(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM org_competencies WHERE company_id = $1 AND ($2::uuid IS NULL OR position_id = $2)
             ORDER BY position_id, category, lower(name), id"
        ))
        .bind(company)
        .bind(query.position)
        .fetch_all(&state.pool)
        .await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub struct CompetencyRequest {
    /// Required to add; a competency stays with its position.
    position_id: Option<Uuid>,
    #[schema(required = true, value_type = i64, minimum = 1, maximum = 9)]
    category: Option<i64>,
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    name: Option<String>,
    /// On the company's rating scale (at most 10 levels).
    #[schema(required = true, value_type = i64, minimum = 1, maximum = 10)]
    required_level: Option<i64>,
}

/// Category, name and level (on a scale of `levels`) of a request, each checked.
fn checked(body: &CompetencyRequest, levels: u8) -> Result<(u8, String, u8), ApiError> {
    let mut fields = FieldErrors::default();
    let in_range = |value: Option<i64>, high: usize| match value {
        None => Err(FieldError::Required),
        Some(number) if (1..=high as i64).contains(&number) => Ok(number as u8),
        Some(_) => Err(FieldError::OutOfRange),
    };
    let category = fields.check("category", in_range(body.category, COMPETENCY_CATEGORIES.len()));
    let name = fields.require("name", body.name.as_deref(), |text| required_text(text, NAME_MAX_CHARS));
    let level = fields.check("required_level", in_range(body.required_level, usize::from(levels)));
    fields.into_result()?;
    match (category, name, level) {
        (Some(category), Some(name), Some(level)) => Ok((category, name, level)),
        _ => Err(ApiError::Validation(FieldErrors::default())),
    }
}

/// Add a competency to a position.
#[utoipa::path(post, path = "/api/org/competency-model/", tag = "org", security(("jwt" = [])), request_body = CompetencyRequest,
    responses((status = 201, body = Competency), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn add(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CompetencyRequest>,
) -> Result<(StatusCode, Json<Competency>), ApiError> {
    let company = owner_company(&caller)?;
    let (category, name, required_level) = checked(&body, scale_of(&state.pool, company).await?.levels)?;
    let position_id = body
        .position_id
        .ok_or_else(|| ApiError::field("position_id", FieldError::Required))?;
    position(&state.pool, company, position_id)
        .await
        .map_err(|_| ApiError::field("position_id", FieldError::InvalidChoice))?;
    let id = Uuid::now_v7();
    change(
        &state,
        &caller,
        company,
        OrgCommand::AddCompetency {
            id,
            position_id,
            category,
            name,
            required_level,
        },
    )
    .await?;
    Ok((StatusCode::CREATED, Json(competency(&state.pool, company, id).await?)))
}

/// Change a competency's category, name or required level.
#[utoipa::path(put, path = "/api/org/competency-model/{id}/", tag = "org", security(("jwt" = [])), request_body = CompetencyRequest,
    responses((status = 200, body = Competency), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<CompetencyRequest>,
) -> Result<Json<Competency>, ApiError> {
    let company = owner_company(&caller)?;
    competency(&state.pool, company, id).await?;
    let (category, name, required_level) = checked(&body, scale_of(&state.pool, company).await?.levels)?;
    change(
        &state,
        &caller,
        company,
        OrgCommand::UpdateCompetency {
            id,
            category,
            name,
            required_level,
        },
    )
    .await?;
    Ok(Json(competency(&state.pool, company, id).await?))
}

/// Remove a competency from its position.
#[utoipa::path(delete, path = "/api/org/competency-model/{id}/", tag = "org", security(("jwt" = [])),
    responses((status = 204)))]
pub async fn remove(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = owner_company(&caller)?;
    competency(&state.pool, company, id).await?;
    change(&state, &caller, company, OrgCommand::RemoveCompetency { id }).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
pub struct RatingScale {
    /// How many levels the scale has (1 is the lowest): 5 until the company picks a scale.
    pub levels: u8,
    /// The company's names for the levels, lowest first; `null` until it names them (the web
    /// app then shows its own translated names of five levels).
    pub labels: Option<Vec<String>>,
}

#[derive(Deserialize, ToSchema)]
pub struct RatingScaleRequest {
    /// The scale's levels by name, lowest first: 3 to 10 of them.
    #[schema(required = true, min_items = 3, max_items = 10)]
    labels: Option<Vec<String>>,
}

/// The company's rating scale: its levels and the names the company gave them.
#[utoipa::path(get, path = "/api/org/rating-scale", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = RatingScale)))]
pub async fn rating_scale(State(state): State<AppState>, caller: Caller) -> Result<Json<RatingScale>, ApiError> {
    let company = reader_company(&caller)?;
    Ok(Json(scale_of(&state.pool, company).await?))
}

/// The company's rating scale as it picked it.
pub async fn scale_of(pool: &PgPool, company: Uuid) -> Result<RatingScale, ApiError> {
    let labels: Option<sqlx::types::Json<Vec<String>>> =
        sqlx::query_scalar("SELECT labels FROM org_rating_scales WHERE company_id = $1")
            .bind(company)
            .fetch_optional(pool)
            .await?;
    let labels = labels.map(|labels| labels.0);
    Ok(RatingScale {
        levels: labels
            .as_ref()
            .map_or(RATING_LEVELS_DEFAULT, |labels| labels.len() as u8),
        labels,
    })
}

/// Pick the rating scale: its levels by name, lowest first (3 to 10). A scale shorter than a
/// level some competency requires is refused.
#[utoipa::path(put, path = "/api/org/rating-scale", tag = "org", security(("jwt" = [])), request_body = RatingScaleRequest,
    responses((status = 200, body = RatingScale),
        (status = 409, body = ErrorBody, description = "scale_below_required_levels: details.highest_required_level")))]
pub async fn set_rating_scale(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<RatingScaleRequest>,
) -> Result<Json<RatingScale>, ApiError> {
    let company = owner_company(&caller)?;
    let labels = body
        .labels
        .ok_or_else(|| ApiError::field("labels", FieldError::Required))?;
    if !RATING_LEVELS.contains(&labels.len()) {
        return Err(ApiError::field("labels", FieldError::InvalidChoice));
    }
    let mut fields = FieldErrors::default();
    let labels: Vec<String> = labels
        .iter()
        .enumerate()
        .filter_map(|(index, label)| fields.check(&format!("labels[{index}]"), required_text(label, LABEL_MAX_CHARS)))
        .collect();
    fields.into_result()?;
    change(&state, &caller, company, OrgCommand::SetRatingScale { labels }).await?;
    Ok(Json(scale_of(&state.pool, company).await?))
}
