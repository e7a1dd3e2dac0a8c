//! Webhooks (docs/api-webhooks-contract.md): a company's endpoints, its delivery log and "send
//! again". Deliveries are queued by the `webhooks` outbox in the views' transaction and sent by
//! [`crate::webhook_delivery`]; the log is read beside that outbox
//! (`projections::webhooks::read`).

use crate::caller::CompanyOwner;
use crate::http::{ApiError, ErrorBody};
use crate::http::{JsonBody, Path, Query};
use crate::http::{Page, PageNumber, PageSize, Paginated};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::validation::FieldError;
use domain::webhooks::WebhookError;
use domain::webhooks::{Endpoint, EndpointInput, TEST_EVENT_TYPE, WebhookEventType};
use projections::tenancy::Company;
use projections::webhooks::outbox;
use projections::webhooks::read::{self as log, DeliveryFilter, WebhookDelivery, WebhookDeliveryDetail};
use serde::Deserialize;
use sqlx::PgPool;
pub use store::{DeliveryCounts, WebhookEndpoint};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

mod store;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(event_types))
        .routes(routes!(endpoints, create_endpoint))
        .routes(routes!(endpoint, update_endpoint, delete_endpoint))
        .routes(routes!(rotate_secret))
        .routes(routes!(send_test))
        .routes(routes!(deliveries))
        .routes(routes!(delivery))
        .routes(routes!(resend))
}

async fn find_endpoint(pool: &PgPool, company: Uuid, id: Uuid) -> Result<WebhookEndpoint, ApiError> {
    store::endpoint(pool, company, id).await?.ok_or(ApiError::NotFound)
}

/// The event types an endpoint can subscribe to.
#[utoipa::path(get, path = "/api/webhooks/event-types/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = [String]), (status = 403, body = ErrorBody)))]
pub async fn event_types(_: CompanyOwner) -> Json<Vec<&'static str>> {
    Json(WebhookEventType::ALL.iter().map(|kind| kind.as_str()).collect())
}

/// The company's endpoints, oldest first.
#[utoipa::path(get, path = "/api/webhooks/endpoints/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = [WebhookEndpoint]), (status = 403, body = ErrorBody)))]
pub async fn endpoints(
    State(state): State<AppState>,
    owner: CompanyOwner,
) -> Result<Json<Vec<WebhookEndpoint>>, ApiError> {
    Ok(Json(store::endpoints(&state.pool, owner.company.id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct EndpointRequest {
    /// An absolute https URL whose host is a public name (`endpoint_url`: with a dot, not under
    /// .local, .internal and the like; the document leaves out addresses, often private).
    #[schema(required = true, value_type = String, max_length = 2000, pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[Hh][Tt][Tt][Pp][Ss]://[A-Za-z0-9._-]*[A-Za-z0-9_-]\.[A-Za-z0-9._-]*[A-Za-z][A-Za-z0-9._-]*(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?([/?#][^\s\u0000-\u001F\u007F-\u009F]*)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$")]
    url: Option<String>,
    #[schema(max_length = 200)]
    description: Option<String>,
    #[schema(required = true, schema_with = store::event_type_lists)]
    event_types: Option<Vec<String>>,
    enabled: Option<bool>,
}

fn checked(state: &AppState, request: &EndpointRequest) -> Result<Endpoint, ApiError> {
    Ok(Endpoint::parse(
        EndpointInput {
            url: request.url.as_deref(),
            description: request.description.as_deref(),
            event_types: request.event_types.as_deref(),
            enabled: request.enabled,
        },
        state.webhooks.allow_local,
    )?)
}

/// Register an endpoint.
#[utoipa::path(post, path = "/api/webhooks/endpoints/", tag = "webhooks", security(("jwt" = [])),
    request_body = EndpointRequest,
    responses((status = 201, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn create_endpoint(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(request): JsonBody<EndpointRequest>,
) -> Result<(StatusCode, Json<WebhookEndpoint>), ApiError> {
    let company = owner.company.id;
    let endpoint = checked(&state, &request)?;
    let secret = crate::webhook_delivery::new_secret();
    let id = store::register(&state.pool, company, &endpoint, &secret)
        .await?
        .ok_or(WebhookError::TooManyEndpoints)?;
    Ok((
        StatusCode::CREATED,
        Json(find_endpoint(&state.pool, company, id).await?),
    ))
}

/// One endpoint.
#[utoipa::path(get, path = "/api/webhooks/endpoints/{id}/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn endpoint(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    Ok(Json(find_endpoint(&state.pool, owner.company.id, id).await?))
}

/// Change an endpoint's address, description, event types or whether it is on. The secret stays.
#[utoipa::path(put, path = "/api/webhooks/endpoints/{id}/", tag = "webhooks", security(("jwt" = [])),
    request_body = EndpointRequest,
    responses((status = 200, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn update_endpoint(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(request): JsonBody<EndpointRequest>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    let company = owner.company.id;
    let endpoint = checked(&state, &request)?;
    if !store::change(&state.pool, company, id, &endpoint).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(find_endpoint(&state.pool, company, id).await?))
}

/// Remove an endpoint and its delivery log.
#[utoipa::path(delete, path = "/api/webhooks/endpoints/{id}/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_endpoint(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if !store::remove(&state.pool, owner.company.id, id).await? {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Replace an endpoint's signing secret; deliveries from now on are signed with the new one.
#[utoipa::path(post, path = "/api/webhooks/endpoints/{id}/rotate-secret/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn rotate_secret(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    let company = owner.company.id;
    let secret = crate::webhook_delivery::new_secret();
    if !store::replace_secret(&state.pool, company, id, &secret).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(find_endpoint(&state.pool, company, id).await?))
}

fn endpoint_disabled() -> ApiError {
    WebhookError::EndpointDisabled.into()
}

/// Queue a `webhook.test` delivery to an endpoint.
#[utoipa::path(post, path = "/api/webhooks/endpoints/{id}/test/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 202, body = WebhookDelivery), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn send_test(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<(StatusCode, Json<WebhookDelivery>), ApiError> {
    let endpoint = find_endpoint(&state.pool, owner.company.id, id).await?;
    if !endpoint.enabled {
        return Err(endpoint_disabled());
    }
    let delivery = outbox::queue_test(&state.pool, owner.tenant(), id).await?;
    state.webhooks.wake.notify_waiters();
    Ok((
        StatusCode::ACCEPTED,
        Json(find_delivery(&state.pool, owner.tenant(), delivery).await?),
    ))
}

async fn find_delivery(pool: &PgPool, company: Company, id: Uuid) -> Result<WebhookDelivery, ApiError> {
    log::delivery(pool, company, id).await?.ok_or(ApiError::NotFound)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeliveriesQuery {
    endpoint_id: Option<Uuid>,
    /// pending, delivered or failed
    #[param(pattern = "^(|pending|delivered|failed)$")]
    status: Option<String>,
    event_type: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// The delivery log, newest first.
#[utoipa::path(get, path = "/api/webhooks/deliveries/", tag = "webhooks", security(("jwt" = [])), params(DeliveriesQuery),
    responses((status = 200, body = Paginated<WebhookDelivery>), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn deliveries(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Query(query): Query<DeliveriesQuery>,
) -> Result<Json<Paginated<WebhookDelivery>>, ApiError> {
    let status = query.status.as_deref().filter(|status| !status.is_empty());
    if status.is_some_and(|status| !["pending", "delivered", "failed"].contains(&status)) {
        return Err(ApiError::field("status", FieldError::InvalidChoice));
    }
    let event_type = query.event_type.as_deref().filter(|kind| !kind.is_empty());
    if event_type.is_some_and(|kind| kind != TEST_EVENT_TYPE && kind.parse::<WebhookEventType>().is_err()) {
        return Err(ApiError::field("event_type", FieldError::InvalidChoice));
    }
    let filter = DeliveryFilter {
        endpoint: query.endpoint_id,
        status,
        event_type,
    };
    let page = Page::of(query.page, query.page_size);
    let (count, results) = log::deliveries(&state.pool, owner.tenant(), &filter, page.rows()).await?;
    Ok(Json(Paginated { count, results }))
}

/// One delivery with its payload and every attempt.
#[utoipa::path(get, path = "/api/webhooks/deliveries/{id}/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = WebhookDeliveryDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delivery(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookDeliveryDetail>, ApiError> {
    let detail = log::delivery_detail(&state.pool, owner.tenant(), id).await?;
    Ok(Json(detail.ok_or(ApiError::NotFound)?))
}

/// Send a delivery again: pending, due now, with a fresh 24 hours of retries.
#[utoipa::path(post, path = "/api/webhooks/deliveries/{id}/resend/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 202, body = WebhookDelivery), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn resend(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<(StatusCode, Json<WebhookDelivery>), ApiError> {
    let delivery = find_delivery(&state.pool, owner.tenant(), id).await?;
    if !store::enabled(&state.pool, delivery.endpoint_id).await? {
        return Err(endpoint_disabled());
    }
    outbox::send_again(&state.pool, id).await?;
    state.webhooks.wake.notify_waiters();
    Ok((
        StatusCode::ACCEPTED,
        Json(find_delivery(&state.pool, owner.tenant(), id).await?),
    ))
}
