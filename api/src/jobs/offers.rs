//! Job offers: the company sends one after the interview stage; the job seeker accepts or
//! declines it before its last date; the company may withdraw it; unanswered, it expires.

use crate::caller::Caller;
use crate::caller::InScope;
use crate::http::JsonBody;
use crate::http::Path;
use crate::http::roles;
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, NaiveDate, Utc};
use domain::accounts::UserType;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{Application, ApplicationError};
use domain::hiring::offer::{OfferCommand, OfferTermsInput};
use projections::hiring::{execute, load};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(send))
        .routes(routes!(get_offer))
        .routes(routes!(company_offers))
        .routes(routes!(accept))
        .routes(routes!(decline))
        .routes(routes!(withdraw))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct OfferResponse {
    pub id: Uuid,
    pub application_id: Uuid,
    /// sent, accepted, declined, withdrawn or expired
    pub status: String,
    pub gross_salary: i32,
    pub currency: String,
    pub bonus_system: Option<String>,
    pub last_date: NaiveDate,
    pub notes: Option<String>,
    pub sent_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
    pub decline_reason: Option<String>,
    pub job_id: Uuid,
    pub job_title: String,
    pub company_id: Uuid,
    pub company_name: String,
    pub jobseeker_id: Uuid,
    pub candidate_name: Option<String>,
}

const OFFER_SELECT: &str = "SELECT o.id, o.application_id, o.status, o.gross_salary, o.currency, o.bonus_system, o.last_date, o.notes,
        o.sent_at, o.answered_at, o.decline_reason, a.job_id, j.title AS job_title, o.company_id, c.name AS company_name,
        o.jobseeker_id, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS candidate_name
    FROM offer_views o
    JOIN application_views a ON a.id = o.application_id
    JOIN job_views j ON j.id = a.job_id
    JOIN companies c ON c.id = o.company_id
    LEFT JOIN users u ON u.id = o.jobseeker_id";

/// An offer the caller may see: their company's, or one made to them.
async fn visible_offer(pool: &PgPool, caller: &Caller, id: Uuid) -> Result<OfferResponse, ApiError> {
    // Who may see offers at all is answered before whether this one exists.
    let scope = match caller.user_type {
        UserType::Jobseeker => None,
        _ => Some(caller.hiring_scope(pool, roles::HIRING_TEAM).await?),
    };
    let offer: OfferResponse = sqlx::query_as(&format!("{OFFER_SELECT} WHERE o.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)?;
    let theirs = match scope {
        None => offer.jobseeker_id == caller.id,
        Some(scope) => scope.company == offer.company_id && scope.require_applicants_of(offer.job_id).is_ok(),
    };
    if theirs { Ok(offer) } else { Err(ApiError::NotFound) }
}

#[derive(Deserialize, ToSchema)]
pub struct SendOfferRequest {
    application_id: Uuid,
    #[serde(flatten)]
    terms: OfferTermsInput,
}

/// Offer the job: gross salary, bonus system, last date for acceptance, notes. The
/// application must be at the interview stage, with no other open offer.
#[utoipa::path(post, path = "/api/jobs/job-offer-details/", tag = "offers", security(("jwt" = [])), request_body = SendOfferRequest,
    responses((status = 201, body = OfferResponse), (status = 404, body = ErrorBody, description = "no such application, or another company's"),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn send(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<SendOfferRequest>,
) -> Result<(StatusCode, Json<OfferResponse>), ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    let company = scope.company;
    let application: Application = load(&state.pool, body.application_id).await?;
    if application.company_id() != Some(company) {
        return Err(ApiError::NotFound);
    }
    scope.require_applicants_of(application.job_id().ok_or(ApiError::NotFound)?)?;
    let terms = body.terms.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    let open_offer: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM offer_views WHERE application_id = $1 AND status = 'sent')")
            .bind(body.application_id)
            .fetch_one(&state.pool)
            .await?;
    // After a withdrawn or expired offer, a new one may follow.
    let may_offer = match application.status() {
        Some(ApplicationStatus::Interview) => true,
        Some(ApplicationStatus::Offered) => !open_offer,
        _ => false,
    };
    if !may_offer {
        let from = application.status().ok_or(ApiError::NotFound)?;
        let refusal = ApplicationError::Transition {
            from,
            to: ApplicationStatus::Offered,
        };
        return Err(cqrs_es::AggregateError::UserError(refusal).into());
    }
    let jobseeker_id = application.jobseeker_id().ok_or(ApiError::NotFound)?;
    let id = Uuid::now_v7();
    let command = OfferCommand::Send {
        application_id: body.application_id,
        company_id: company,
        jobseeker_id,
        terms,
    };
    execute(&state.hiring.offers, id, command, Some(caller.id)).await?;
    Ok((
        StatusCode::CREATED,
        Json(visible_offer(&state.pool, &caller, id).await?),
    ))
}

/// One offer, for the company that made it or the job seeker it was made to.
#[utoipa::path(get, path = "/api/jobs/job-offer-details/{id}/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 404, body = ErrorBody)))]
pub async fn get_offer(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    Ok(Json(visible_offer(&state.pool, &caller, id).await?))
}

/// The company's job offers, newest first.
#[utoipa::path(get, path = "/api/jobs/company-job-offers", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = Vec<OfferResponse>)))]
pub async fn company_offers(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Json<Vec<OfferResponse>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    Ok(Json(
        sqlx::query_as(&format!(
            "{OFFER_SELECT} WHERE o.company_id = $1 AND ($2::uuid[] IS NULL OR a.job_id = ANY($2))
             ORDER BY o.sent_at DESC LIMIT 500"
        ))
        .bind(scope.company)
        .bind(scope.applicant_jobs())
        .fetch_all(&state.pool)
        .await?,
    ))
}

async fn answer(
    state: &AppState,
    caller: &Caller,
    id: Uuid,
    command: OfferCommand,
) -> Result<Json<OfferResponse>, ApiError> {
    let job_seekers_answer = matches!(command, OfferCommand::Accept | OfferCommand::Decline { .. });
    if job_seekers_answer != (caller.user_type == UserType::Jobseeker) {
        return Err(ApiError::PermissionDenied);
    }
    visible_offer(&state.pool, caller, id).await?;
    execute(&state.hiring.offers, id, command, Some(caller.id)).await?;
    Ok(Json(visible_offer(&state.pool, caller, id).await?))
}

/// Accept an offer made to you; the application becomes accepted by applicant.
#[utoipa::path(post, path = "/api/jobs/job-offer-details/{id}/accept/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 409, body = ErrorBody)))]
pub async fn accept(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    answer(&state, &caller, id, OfferCommand::Accept).await
}

#[derive(Deserialize, ToSchema)]
pub struct DeclineOfferRequest {
    reason: Option<String>,
}

/// Decline an offer made to you; the application becomes rejected by applicant.
#[utoipa::path(post, path = "/api/jobs/job-offer-details/{id}/decline/", tag = "offers", security(("jwt" = [])), request_body = DeclineOfferRequest,
    responses((status = 200, body = OfferResponse), (status = 409, body = ErrorBody)))]
pub async fn decline(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<DeclineOfferRequest>,
) -> Result<Json<OfferResponse>, ApiError> {
    let reason = domain::validation::optional_text(body.reason.as_deref(), 2000)
        .map_err(|error| ApiError::field("reason", error))?;
    answer(&state, &caller, id, OfferCommand::Decline { reason }).await
}

/// Withdraw an open offer (the company side).
#[utoipa::path(post, path = "/api/jobs/job-offer-details/{id}/withdraw/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 409, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    answer(&state, &caller, id, OfferCommand::Withdraw).await
}

/// Expires every open offer whose last date has passed. Runs in the background.
pub async fn expire_due(state: &AppState) -> Result<usize, ApiError> {
    let due: Vec<Uuid> = sqlx::query_scalar(
        "SELECT id FROM offer_views WHERE status = 'sent' AND last_date < (now() AT TIME ZONE 'UTC')::date",
    )
    .fetch_all(&state.pool)
    .await?;
    for id in &due {
        execute(&state.hiring.offers, *id, OfferCommand::Expire, None).await?;
    }
    Ok(due.len())
}
