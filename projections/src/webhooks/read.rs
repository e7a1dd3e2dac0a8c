//! Reads of the webhook outbox for a company's delivery log: its deliveries, each with the
//! body sent and every attempt made (`webhook_attempts`, written by the sender beside each
//! delivery and gone with it).

use crate::sql::Rows;
use crate::tenancy::Company;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
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

/// One of the company's deliveries.
pub async fn delivery(pool: &PgPool, company: Company, id: Uuid) -> Result<Option<WebhookDelivery>, sqlx::Error> {
    sqlx::query_as(&format!("{DELIVERY_SELECT} WHERE d.id = $1 AND d.company_id = $2"))
        .bind(id)
        .bind(company.0)
        .fetch_optional(pool)
        .await
}

/// Which of a company's deliveries a page of the log shows; each filter left out when `None`.
pub struct DeliveryFilter<'a> {
    pub endpoint: Option<Uuid>,
    /// pending, delivered or failed
    pub status: Option<&'a str>,
    pub event_type: Option<&'a str>,
}

/// How many of the company's deliveries pass `filter`, and `size` of them from `offset`, newest
/// first.
pub async fn deliveries(
    pool: &PgPool,
    company: Company,
    filter: &DeliveryFilter<'_>,
    rows: Rows,
) -> Result<(i64, Vec<WebhookDelivery>), sqlx::Error> {
    let condition = "d.company_id = $1 AND ($2::uuid IS NULL OR d.endpoint_id = $2)
                  AND ($3::text IS NULL OR d.status = $3) AND ($4::text IS NULL OR d.event_type = $4)";
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM webhook_deliveries d WHERE {condition}"))
        .bind(company.0)
        .bind(filter.endpoint)
        .bind(filter.status)
        .bind(filter.event_type)
        .fetch_one(pool)
        .await?;
    let results = sqlx::query_as(&format!(
        "{DELIVERY_SELECT} WHERE {condition} ORDER BY d.created_at DESC, d.id DESC {}",
        rows.limit_offset(5)
    ))
    .bind(company.0)
    .bind(filter.endpoint)
    .bind(filter.status)
    .bind(filter.event_type)
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok((count, results))
}

/// A delivery's body, exactly as sent: what happened, when, and to what.
#[derive(Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WebhookPayload {
    /// The webhook event type, e.g. `application.moved`, or `webhook.test`.
    #[serde(rename = "type")]
    pub event_type: String,
    /// When it happened, RFC 3339 to the second.
    pub timestamp: String,
    pub data: WebhookData,
}

/// The ids and facts of a webhook event; each is present only on the events that have it.
#[derive(Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WebhookData {
    pub company_id: Uuid,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_id: Option<Uuid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub job_id: Option<Uuid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interview_id: Option<Uuid>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer_id: Option<Uuid>,
    /// The test event's endpoint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_id: Option<Uuid>,
    /// `application.moved`: the status it left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// `application.moved`: the status it reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// `application.rejected`: who rejected it, as a status.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
}

impl WebhookPayload {
    /// Reads a body as stored.
    pub fn parse(body: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(body)
    }
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct WebhookAttempt {
    pub at: DateTime<Utc>,
    pub status_code: Option<i32>,
    pub error: Option<String>,
    pub duration_ms: i32,
    /// The first 1,000 characters of the receiver's answer.
    pub response_body: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookDeliveryDetail {
    #[serde(flatten)]
    pub delivery: WebhookDelivery,
    /// Exactly the body sent.
    pub payload: WebhookPayload,
    pub attempt_log: Vec<WebhookAttempt>,
}

/// One of the company's deliveries with its body and every attempt, oldest first.
pub async fn delivery_detail(
    pool: &PgPool,
    company: Company,
    id: Uuid,
) -> Result<Option<WebhookDeliveryDetail>, sqlx::Error> {
    let Some(delivery) = delivery(pool, company, id).await? else {
        return Ok(None);
    };
    let payload: String = sqlx::query_scalar("SELECT payload FROM webhook_deliveries WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await?;
    let attempt_log = sqlx::query_as(
        "SELECT at, status_code, error, duration_ms, response_body FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    Ok(Some(WebhookDeliveryDetail {
        delivery,
        payload: WebhookPayload::parse(&payload).map_err(|error| sqlx::Error::Decode(Box::new(error)))?,
        attempt_log,
    }))
}
