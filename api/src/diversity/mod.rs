//! Optional self-identification (issue 42): a company may ask its applicants a few questions
//! (gender, age band, disability), off until its owner turns them on. An applicant answers, or
//! not, once per application after applying; the answers are kept apart from the application
//! (`store`), never shown per person, counted only in the diversity report (`reports`) with
//! small groups hidden, and erased with the application's personal data.

pub mod store;

use crate::caller::{CompanyOwner, Jobseeker};
use crate::http::{ApiError, ErrorBody, FieldErrors, JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use domain::diversity::{Question, SelfIdentificationError};
use projections::views::applications::read as applications;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(setting, set_setting))
        .routes(routes!(questionnaire, answer))
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct SelfIdentificationSetting {
    /// Whether applicants are asked the optional self-identification questions.
    pub enabled: bool,
}

/// Whether your company asks its applicants the optional self-identification questions.
#[utoipa::path(get, path = "/api/diversity/setting/", tag = "diversity", security(("jwt" = [])),
    responses((status = 200, body = SelfIdentificationSetting), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn setting(
    State(state): State<AppState>,
    owner: CompanyOwner,
) -> Result<Json<SelfIdentificationSetting>, ApiError> {
    Ok(Json(SelfIdentificationSetting {
        enabled: store::asks(&state.pool, owner.company.id).await?,
    }))
}

/// Turn the optional self-identification questions on or off for your company's applicants.
#[utoipa::path(put, path = "/api/diversity/setting/", tag = "diversity", security(("jwt" = [])),
    request_body = SelfIdentificationSetting,
    responses((status = 200, body = SelfIdentificationSetting), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn set_setting(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<SelfIdentificationSetting>,
) -> Result<Json<SelfIdentificationSetting>, ApiError> {
    store::set_asks(&state.pool, owner.company.id, body.enabled).await?;
    Ok(Json(body))
}

#[derive(Serialize, ToSchema)]
pub struct SelfIdentificationQuestion {
    /// gender, age_band or disability
    pub name: &'static str,
    pub choices: &'static [&'static str],
}

#[derive(Serialize, ToSchema)]
pub struct Questionnaire {
    /// Whether the application's company asks; the questions are listed either way.
    pub asked: bool,
    /// Whether this application's answers are in (they cannot be changed).
    pub answered: bool,
    pub questions: Vec<SelfIdentificationQuestion>,
}

/// The company of one of the caller's own applications.
async fn company_of(state: &AppState, caller: &Jobseeker, application: Uuid) -> Result<Uuid, ApiError> {
    applications::company_of_own(&state.pool, caller.tenant(), application)
        .await?
        .ok_or(ApiError::NotFound)
}

/// The self-identification questions for one of your applications, and whether its company
/// asks them.
#[utoipa::path(get, path = "/api/diversity/applications/{id}/", tag = "diversity", security(("jwt" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Questionnaire), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn questionnaire(
    State(state): State<AppState>,
    caller: Jobseeker,
    Path(application): Path<Uuid>,
) -> Result<Json<Questionnaire>, ApiError> {
    let company = company_of(&state, &caller, application).await?;
    Ok(Json(Questionnaire {
        asked: store::asks(&state.pool, company).await?,
        answered: store::answered(&state.pool, application).await?,
        questions: Question::ALL
            .iter()
            .map(|question| SelfIdentificationQuestion {
                name: question.as_str(),
                choices: question.choices(),
            })
            .collect(),
    }))
}

/// Answers; each question may be left out (or null), and `prefer_not_to_say` is an answer too.
#[derive(Deserialize, ToSchema)]
pub struct SelfIdentificationAnswers {
    #[schema(schema_with = genders)]
    gender: Option<String>,
    #[schema(schema_with = age_bands)]
    age_band: Option<String>,
    #[schema(schema_with = disabilities)]
    disability: Option<String>,
}

/// An answer, or null for none (`Question::answer`).
fn answers(question: Question) -> utoipa::openapi::schema::Object {
    let mut schema = crate::openapi::choices(question.choices().iter().copied());
    schema.schema_type = utoipa::openapi::schema::SchemaType::from_iter([
        utoipa::openapi::schema::Type::String,
        utoipa::openapi::schema::Type::Null,
    ]);
    schema
        .enum_values
        .get_or_insert_with(Vec::new)
        .push(serde_json::Value::Null);
    schema
}

fn genders() -> utoipa::openapi::schema::Object {
    answers(Question::Gender)
}

fn age_bands() -> utoipa::openapi::schema::Object {
    answers(Question::AgeBand)
}

fn disabilities() -> utoipa::openapi::schema::Object {
    answers(Question::Disability)
}

/// Answer the self-identification questions for one of your applications, once. The answers
/// are never shown to anyone per person; the company sees them only counted, in groups of five
/// or more.
#[utoipa::path(post, path = "/api/diversity/applications/{id}/", tag = "diversity", security(("jwt" = [])),
    params(("id" = Uuid, Path)), request_body = SelfIdentificationAnswers,
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn answer(
    State(state): State<AppState>,
    caller: Jobseeker,
    Path(application): Path<Uuid>,
    JsonBody(body): JsonBody<SelfIdentificationAnswers>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let gender = fields.check("gender", Question::Gender.answer(body.gender.as_deref()));
    let age_band = fields.check("age_band", Question::AgeBand.answer(body.age_band.as_deref()));
    let disability = fields.check("disability", Question::Disability.answer(body.disability.as_deref()));
    fields.into_result()?;
    let company = company_of(&state, &caller, application).await?;
    if !store::asks(&state.pool, company).await? {
        return Err(SelfIdentificationError::NotAsked.into());
    }
    let answers = store::Answers {
        application,
        jobseeker: caller.0.id,
        company,
        gender: gender.flatten(),
        age_band: age_band.flatten(),
        disability: disability.flatten(),
        at: Utc::now(),
    };
    if !store::record(&state.pool, &answers).await? {
        return Err(SelfIdentificationError::AlreadyAnswered.into());
    }
    Ok(StatusCode::NO_CONTENT)
}
