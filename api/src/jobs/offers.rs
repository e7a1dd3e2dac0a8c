//! Job offers: the company sends one after the interview stage; the job seeker accepts or
//! declines it before its last date; the company may withdraw it; unanswered, it expires.

use crate::caller::{Hiring, InScope, Jobseeker, JobseekerOr};
use crate::http::roles::HiringTeam;
use crate::http::{ApiError, ErrorBody, JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{Application, ApplicationError};
use domain::hiring::offer::{OfferCommand, OfferTermsInput};
use projections::event_store::{execute, load};
use projections::tenancy::Installation;
use projections::views::offers::read::{self as offers, OfferResponse};
use serde::Deserialize;
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

/// Who reads an offer: the job seeker it was made to, or the hiring team of the company that
/// made it.
type OfferReader = JobseekerOr<Hiring<HiringTeam>>;

/// An offer the reader may see; any other does not exist.
async fn visible_offer(pool: &PgPool, reader: &OfferReader, id: Uuid) -> Result<OfferResponse, ApiError> {
    let (offer, viewer) = match reader {
        JobseekerOr::Jobseeker(jobseeker) => (
            offers::made_to(pool, jobseeker.tenant(), id).await?,
            jobseeker.0.viewer(),
        ),
        JobseekerOr::Company(hiring) => (offers::in_scope(pool, &hiring.scope, id).await?, hiring.caller.viewer()),
    };
    Ok(viewer.sees(offer.ok_or(ApiError::NotFound)?))
}

#[derive(ToSchema)]
pub struct SendOfferRequest {
    application_id: Uuid,
    #[serde(flatten)]
    terms: OfferTermsInput,
}

crate::http::flat::flat_request!(SendOfferRequest { application_id, terms });

/// Offer the job: gross salary, bonus system, last date for acceptance, notes. The
/// application must be at the interview stage, with no other open offer.
#[utoipa::path(post, path = "/api/jobs/job-offer-details/", tag = "offers", security(("jwt" = [])), request_body = SendOfferRequest,
    responses((status = 201, body = OfferResponse), (status = 404, body = ErrorBody, description = "no such application, or another company's"),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn send(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    JsonBody(body): JsonBody<SendOfferRequest>,
) -> Result<(StatusCode, Json<OfferResponse>), ApiError> {
    let company = scope.company;
    let application: Application = load(&state.pool, body.application_id).await?;
    if application.company_id() != Some(company) {
        return Err(ApiError::NotFound);
    }
    scope.require_applicants_of(application.job_id().ok_or(ApiError::NotFound)?)?;
    let terms = body.terms.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    let open_offer = offers::open_for(&state.pool, &scope, body.application_id).await?;
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
        return Err(refusal.into());
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
    let offer = offers::in_scope(&state.pool, &scope, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(caller.viewer().sees(offer))))
}

/// One offer, for the company that made it or the job seeker it was made to.
#[utoipa::path(get, path = "/api/jobs/job-offer-details/{id}/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 404, body = ErrorBody)))]
pub async fn get_offer(
    State(state): State<AppState>,
    reader: OfferReader,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    Ok(Json(visible_offer(&state.pool, &reader, id).await?))
}

/// The company's job offers, newest first.
#[utoipa::path(get, path = "/api/jobs/company-job-offers", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = Vec<OfferResponse>)))]
pub async fn company_offers(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
) -> Result<Json<Vec<OfferResponse>>, ApiError> {
    Ok(Json(caller.viewer().sees(offers::of_scope(&state.pool, &scope).await?)))
}

/// The job seeker's answer to an offer made to them.
async fn answer(
    state: &AppState,
    jobseeker: &Jobseeker,
    id: Uuid,
    command: OfferCommand,
) -> Result<Json<OfferResponse>, ApiError> {
    let made_to = |pool| offers::made_to(pool, jobseeker.tenant(), id);
    made_to(&state.pool).await?.ok_or(ApiError::NotFound)?;
    execute(&state.hiring.offers, id, command, Some(jobseeker.0.id)).await?;
    let offer = made_to(&state.pool).await?.ok_or(ApiError::NotFound)?;
    Ok(Json(jobseeker.0.viewer().sees(offer)))
}

/// Accept an offer made to you; the application becomes accepted by applicant.
#[utoipa::path(post, path = "/api/jobs/job-offer-details/{id}/accept/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 409, body = ErrorBody)))]
pub async fn accept(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    answer(&state, &jobseeker, id, OfferCommand::Accept).await
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
    jobseeker: Jobseeker,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<DeclineOfferRequest>,
) -> Result<Json<OfferResponse>, ApiError> {
    let reason = domain::validation::optional_text(body.reason.as_deref(), 2000)
        .map_err(|error| ApiError::field("reason", error))?;
    answer(&state, &jobseeker, id, OfferCommand::Decline { reason }).await
}

/// Withdraw an open offer (the company side).
#[utoipa::path(post, path = "/api/jobs/job-offer-details/{id}/withdraw/", tag = "offers", security(("jwt" = [])),
    responses((status = 200, body = OfferResponse), (status = 409, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Json<OfferResponse>, ApiError> {
    let in_scope = |pool| offers::in_scope(pool, &scope, id);
    in_scope(&state.pool).await?.ok_or(ApiError::NotFound)?;
    execute(&state.hiring.offers, id, OfferCommand::Withdraw, Some(caller.id)).await?;
    let offer = in_scope(&state.pool).await?.ok_or(ApiError::NotFound)?;
    Ok(Json(caller.viewer().sees(offer)))
}

/// Expires every open offer whose last date has passed. Runs in the background.
pub async fn expire_due(state: &AppState) -> Result<usize, ApiError> {
    let due = offers::past_their_last_date(&state.pool, Installation).await?;
    for id in &due {
        execute(&state.hiring.offers, *id, OfferCommand::Expire, None).await?;
    }
    Ok(due.len())
}
