//! The competency model (spec: /competency-model, rating-scale): per position, competencies
//! in the spec's nine categories, each with a required level on the company's rating scale.
//! The company changes it; the whole company side reads it.

use super::change;
use crate::caller::{CompanyMember, CompanyOwner};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::lists::COMPETENCY_CATEGORIES;
use domain::org::{LABEL_MAX_CHARS, NAME_MAX_CHARS, OrgCommand, RATING_LEVELS};
use domain::validation::{FieldError, required_text};
use projections::tenancy::Company;
use projections::views::org::read::{self, Competency, RatingScale};
use serde::Deserialize;
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

/// One competency of the company's model; any other id is unknown.
async fn competency(pool: &PgPool, company: Company, id: Uuid) -> Result<Competency, ApiError> {
    read::competency(pool, company, id).await?.ok_or(ApiError::NotFound)
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
    reader: CompanyMember<CompanySide>,
    Query(query): Query<CompetencyQuery>,
) -> Result<Json<Vec<Competency>>, ApiError> {
    Ok(Json(
        read::competencies(&state.pool, reader.tenant(), query.position).await?,
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
    match (category, name, level) {
        (Some(category), Some(name), Some(level)) => Ok((category, name, level)),
        _ => Err(ApiError::Validation(fields)),
    }
}

/// Add a competency to a position.
#[utoipa::path(post, path = "/api/org/competency-model/", tag = "org", security(("jwt" = [])), request_body = CompetencyRequest,
    responses((status = 201, body = Competency), (status = 409, body = ErrorBody, description = "name_taken, archived")))]
pub async fn add(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<CompetencyRequest>,
) -> Result<(StatusCode, Json<Competency>), ApiError> {
    let company = owner.tenant();
    let (category, name, required_level) = checked(&body, read::rating_scale(&state.pool, company).await?.levels)?;
    let position_id = body
        .position_id
        .ok_or_else(|| ApiError::field("position_id", FieldError::Required))?;
    if read::position(&state.pool, company, position_id).await?.is_none() {
        return Err(ApiError::field("position_id", FieldError::InvalidChoice));
    }
    let id = Uuid::now_v7();
    change(
        &state,
        &owner,
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
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<CompetencyRequest>,
) -> Result<Json<Competency>, ApiError> {
    let company = owner.tenant();
    competency(&state.pool, company, id).await?;
    let (category, name, required_level) = checked(&body, read::rating_scale(&state.pool, company).await?.levels)?;
    change(
        &state,
        &owner,
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
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    competency(&state.pool, owner.tenant(), id).await?;
    change(&state, &owner, OrgCommand::RemoveCompetency { id }).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct RatingScaleRequest {
    /// The scale's levels by name, lowest first: 3 to 10 of them.
    #[schema(required = true, schema_with = rating_labels)]
    labels: Option<Vec<String>>,
}

/// Three to ten names (`RATING_LEVELS`), each a required text of up to `LABEL_MAX_CHARS`.
fn rating_labels() -> utoipa::openapi::schema::Array {
    let label = utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .min_length(Some(1))
        .max_length(Some(LABEL_MAX_CHARS));
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(label)
        .min_items(Some(*RATING_LEVELS.start()))
        .max_items(Some(*RATING_LEVELS.end()))
        .build()
}

/// The company's rating scale: its levels and the names the company gave them.
#[utoipa::path(get, path = "/api/org/rating-scale", tag = "org", security(("jwt" = [])),
    responses((status = 200, body = RatingScale)))]
pub async fn rating_scale(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
) -> Result<Json<RatingScale>, ApiError> {
    Ok(Json(read::rating_scale(&state.pool, reader.tenant()).await?))
}

/// Pick the rating scale: its levels by name, lowest first (3 to 10). A scale shorter than a
/// level some competency requires is refused.
#[utoipa::path(put, path = "/api/org/rating-scale", tag = "org", security(("jwt" = [])), request_body = RatingScaleRequest,
    responses((status = 200, body = RatingScale),
        (status = 409, body = ErrorBody, description = "scale_below_required_levels: details.highest_required_level")))]
pub async fn set_rating_scale(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<RatingScaleRequest>,
) -> Result<Json<RatingScale>, ApiError> {
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
    change(&state, &owner, OrgCommand::SetRatingScale { labels }).await?;
    Ok(Json(read::rating_scale(&state.pool, owner.tenant()).await?))
}
