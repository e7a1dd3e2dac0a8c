//! Webhooks (docs/api-webhooks-contract.md): a company's endpoints, its delivery log and "send
//! again". Deliveries are queued by the `webhooks` outbox in the views' transaction and sent by
//! [`sender`].

use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody};
use crate::http::{JsonBody, Path, Query};
use crate::http::{Page, PageNumber, PageSize, Paginated};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::validation::FieldError;
use domain::webhooks::WebhookError;
use domain::webhooks::{Endpoint, EndpointInput, MAX_ENDPOINTS, TEST_EVENT_TYPE, WebhookEventType};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

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

#[derive(Serialize, Deserialize, ToSchema)]
pub struct DeliveryCounts {
    pub pending: i64,
    pub delivered: i64,
    pub failed: i64,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct WebhookEndpoint {
    pub id: Uuid,
    pub url: String,
    pub description: String,
    pub event_types: Vec<String>,
    pub enabled: bool,
    /// `whsec_` and the base64 key that signs deliveries (Standard Webhooks).
    pub secret: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    #[sqlx(json)]
    pub deliveries: DeliveryCounts,
}

const ENDPOINT_SELECT: &str =
    "SELECT e.id, e.url, e.description, e.event_types, e.enabled, e.secret, e.created_at, e.updated_at,
        (SELECT json_build_object('pending', count(*) FILTER (WHERE d.status = 'pending'),
                                  'delivered', count(*) FILTER (WHERE d.status = 'delivered'),
                                  'failed', count(*) FILTER (WHERE d.status = 'failed'))
           FROM webhook_deliveries d WHERE d.endpoint_id = e.id) AS deliveries
   FROM webhook_endpoints e";

async fn find_endpoint(pool: &PgPool, company: Uuid, id: Uuid) -> Result<WebhookEndpoint, ApiError> {
    sqlx::query_as(&format!("{ENDPOINT_SELECT} WHERE e.id = $1 AND e.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)
}

/// The event types an endpoint can subscribe to.
#[utoipa::path(get, path = "/api/webhooks/event-types/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = [String]), (status = 403, body = ErrorBody)))]
pub async fn event_types(caller: Caller) -> Result<Json<Vec<&'static str>>, ApiError> {
    caller.owned_company()?;
    Ok(Json(WebhookEventType::ALL.iter().map(|kind| kind.as_str()).collect()))
}

/// The company's endpoints, oldest first.
#[utoipa::path(get, path = "/api/webhooks/endpoints/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = [WebhookEndpoint]), (status = 403, body = ErrorBody)))]
pub async fn endpoints(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<WebhookEndpoint>>, ApiError> {
    let company = caller.owned_company()?.id;
    let endpoints = sqlx::query_as(&format!(
        "{ENDPOINT_SELECT} WHERE e.company_id = $1 ORDER BY e.created_at, e.id"
    ))
    .bind(company)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(endpoints))
}

#[derive(Deserialize, ToSchema)]
pub struct EndpointRequest {
    url: Option<String>,
    description: Option<String>,
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

fn type_names(endpoint: &Endpoint) -> Vec<&'static str> {
    endpoint.event_types.iter().map(|kind| kind.as_str()).collect()
}

/// Register an endpoint.
#[utoipa::path(post, path = "/api/webhooks/endpoints/", tag = "webhooks", security(("jwt" = [])),
    request_body = EndpointRequest,
    responses((status = 201, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn create_endpoint(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(request): JsonBody<EndpointRequest>,
) -> Result<(StatusCode, Json<WebhookEndpoint>), ApiError> {
    let company = caller.owned_company()?.id;
    let endpoint = checked(&state, &request)?;
    let mut tx = state.pool.begin().await?;
    // Counting under the company row's lock keeps two concurrent registrations from both
    // passing the limit.
    sqlx::query("SELECT id FROM companies WHERE id = $1 FOR UPDATE")
        .bind(company)
        .execute(&mut *tx)
        .await?;
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM webhook_endpoints WHERE company_id = $1")
        .bind(company)
        .fetch_one(&mut *tx)
        .await?;
    if existing >= MAX_ENDPOINTS {
        return Err(WebhookError::TooManyEndpoints.into());
    }
    let id = Uuid::now_v7();
    sqlx::query(
        "INSERT INTO webhook_endpoints (id, company_id, url, description, event_types, enabled, secret)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(company)
    .bind(&endpoint.url)
    .bind(&endpoint.description)
    .bind(type_names(&endpoint))
    .bind(endpoint.enabled)
    .bind(crate::webhook_delivery::new_secret())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
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
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    let company = caller.owned_company()?.id;
    Ok(Json(find_endpoint(&state.pool, company, id).await?))
}

/// Change an endpoint's address, description, event types or whether it is on. The secret stays.
#[utoipa::path(put, path = "/api/webhooks/endpoints/{id}/", tag = "webhooks", security(("jwt" = [])),
    request_body = EndpointRequest,
    responses((status = 200, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn update_endpoint(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(request): JsonBody<EndpointRequest>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    let company = caller.owned_company()?.id;
    let endpoint = checked(&state, &request)?;
    let updated = sqlx::query(
        "UPDATE webhook_endpoints SET url = $3, description = $4, event_types = $5, enabled = $6, updated_at = now()
         WHERE id = $1 AND company_id = $2",
    )
    .bind(id)
    .bind(company)
    .bind(&endpoint.url)
    .bind(&endpoint.description)
    .bind(type_names(&endpoint))
    .bind(endpoint.enabled)
    .execute(&state.pool)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(ApiError::NotFound);
    }
    Ok(Json(find_endpoint(&state.pool, company, id).await?))
}

/// Remove an endpoint and its delivery log.
#[utoipa::path(delete, path = "/api/webhooks/endpoints/{id}/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_endpoint(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let company = caller.owned_company()?.id;
    let deleted = sqlx::query("DELETE FROM webhook_endpoints WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company)
        .execute(&state.pool)
        .await?;
    if deleted.rows_affected() == 0 {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Replace an endpoint's signing secret; deliveries from now on are signed with the new one.
#[utoipa::path(post, path = "/api/webhooks/endpoints/{id}/rotate-secret/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = WebhookEndpoint), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn rotate_secret(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookEndpoint>, ApiError> {
    let company = caller.owned_company()?.id;
    let rotated =
        sqlx::query("UPDATE webhook_endpoints SET secret = $3, updated_at = now() WHERE id = $1 AND company_id = $2")
            .bind(id)
            .bind(company)
            .bind(crate::webhook_delivery::new_secret())
            .execute(&state.pool)
            .await?;
    if rotated.rows_affected() == 0 {
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
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<(StatusCode, Json<WebhookDelivery>), ApiError> {
    let company = caller.owned_company()?.id;
    let endpoint = find_endpoint(&state.pool, company, id).await?;
    if !endpoint.enabled {
        return Err(endpoint_disabled());
    }
    let payload = serde_json::json!({
        "type": TEST_EVENT_TYPE,
        "timestamp": Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "data": {"company_id": company, "endpoint_id": id},
    });
    let delivery = Uuid::now_v7();
    sqlx::query(
        "INSERT INTO webhook_deliveries (id, endpoint_id, company_id, event_type, payload) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(delivery)
    .bind(id)
    .bind(company)
    .bind(TEST_EVENT_TYPE)
    .bind(payload.to_string())
    .execute(&state.pool)
    .await?;
    state.webhooks.wake.notify_waiters();
    Ok((
        StatusCode::ACCEPTED,
        Json(find_delivery(&state.pool, company, delivery).await?),
    ))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct WebhookDelivery {
    pub id: Uuid,
    pub endpoint_id: Uuid,
    pub endpoint_url: String,
    pub event_type: String,
    /// pending, delivered or failed
    pub status: String,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// Only while pending.
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub last_status_code: Option<i32>,
    pub last_error: Option<String>,
    pub delivered_at: Option<DateTime<Utc>>,
}

const DELIVERY_SELECT: &str =
    "SELECT d.id, d.endpoint_id, e.url AS endpoint_url, d.event_type, d.status, d.attempts, d.created_at,
        d.last_attempt_at, CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS next_attempt_at,
        d.last_status_code, d.last_error, d.delivered_at
   FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id";

async fn find_delivery(pool: &PgPool, company: Uuid, id: Uuid) -> Result<WebhookDelivery, ApiError> {
    sqlx::query_as(&format!("{DELIVERY_SELECT} WHERE d.id = $1 AND d.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)
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
    caller: Caller,
    Query(query): Query<DeliveriesQuery>,
) -> Result<Json<Paginated<WebhookDelivery>>, ApiError> {
    let company = caller.owned_company()?.id;
    let status = query.status.as_deref().filter(|status| !status.is_empty());
    if status.is_some_and(|status| !["pending", "delivered", "failed"].contains(&status)) {
        return Err(ApiError::field("status", FieldError::InvalidChoice));
    }
    let event_type = query.event_type.as_deref().filter(|kind| !kind.is_empty());
    if event_type.is_some_and(|kind| kind != TEST_EVENT_TYPE && kind.parse::<WebhookEventType>().is_err()) {
        return Err(ApiError::field("event_type", FieldError::InvalidChoice));
    }
    let filter = "d.company_id = $1 AND ($2::uuid IS NULL OR d.endpoint_id = $2)
                  AND ($3::text IS NULL OR d.status = $3) AND ($4::text IS NULL OR d.event_type = $4)";
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM webhook_deliveries d WHERE {filter}"))
        .bind(company)
        .bind(query.endpoint_id)
        .bind(status)
        .bind(event_type)
        .fetch_one(&state.pool)
        .await?;
    let page = Page::of(query.page, query.page_size);
    let results = sqlx::query_as(&format!(
        "{DELIVERY_SELECT} WHERE {filter} ORDER BY d.created_at DESC, d.id DESC {}",
        page.rows().limit_offset(5)
    ))
    .bind(company)
    .bind(query.endpoint_id)
    .bind(status)
    .bind(event_type)
    .bind(page.offset())
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(Paginated { count, results }))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct WebhookAttempt {
    pub at: DateTime<Utc>,
    pub status_code: Option<i32>,
    pub error: Option<String>,
    pub duration_ms: i32,
    /// The first 1,000 characters of the receiver's answer.
    pub response_body: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct WebhookDeliveryDetail {
    #[serde(flatten)]
    pub delivery: WebhookDelivery,
    /// Exactly the body sent.
    #[schema(value_type = Object)]
    pub payload: serde_json::Value,
    pub attempt_log: Vec<WebhookAttempt>,
}

/// One delivery with its payload and every attempt.
#[utoipa::path(get, path = "/api/webhooks/deliveries/{id}/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 200, body = WebhookDeliveryDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delivery(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<WebhookDeliveryDetail>, ApiError> {
    let company = caller.owned_company()?.id;
    let delivery = find_delivery(&state.pool, company, id).await?;
    let payload: String = sqlx::query_scalar("SELECT payload FROM webhook_deliveries WHERE id = $1")
        .bind(id)
        .fetch_one(&state.pool)
        .await?;
    let attempt_log = sqlx::query_as(
        "SELECT at, status_code, error, duration_ms, response_body FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(WebhookDeliveryDetail {
        delivery,
        payload: serde_json::from_str(&payload).map_err(anyhow::Error::from)?,
        attempt_log,
    }))
}

/// Send a delivery again: pending, due now, with a fresh 24 hours of retries.
#[utoipa::path(post, path = "/api/webhooks/deliveries/{id}/resend/", tag = "webhooks", security(("jwt" = [])),
    responses((status = 202, body = WebhookDelivery), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody)))]
pub async fn resend(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<(StatusCode, Json<WebhookDelivery>), ApiError> {
    let company = caller.owned_company()?.id;
    let delivery = find_delivery(&state.pool, company, id).await?;
    let enabled: bool = sqlx::query_scalar("SELECT enabled FROM webhook_endpoints WHERE id = $1")
        .bind(delivery.endpoint_id)
        .fetch_one(&state.pool)
        .await?;
    if !enabled {
        return Err(endpoint_disabled());
    }
    sqlx::query(
        "UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), window_start = now(), delivered_at = NULL
         WHERE id = $1",
    )
    .bind(id)
    .execute(&state.pool)
    .await?;
    state.webhooks.wake.notify_waiters();
    Ok((
        StatusCode::ACCEPTED,
        Json(find_delivery(&state.pool, company, id).await?),
    ))
}
