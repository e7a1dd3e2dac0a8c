//! `webhook_endpoints`: where a company's webhooks go, and what each subscribes to.

use chrono::{DateTime, Utc};
use domain::webhooks::{Endpoint, MAX_ENDPOINTS, WebhookEventType};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

const ENDPOINT_SELECT: &str =
    "SELECT e.id, e.url, e.description, e.event_types, e.enabled, e.secret, e.created_at, e.updated_at,
        (SELECT json_build_object('pending', count(*) FILTER (WHERE d.status = 'pending'),
                                  'delivered', count(*) FILTER (WHERE d.status = 'delivered'),
                                  'failed', count(*) FILTER (WHERE d.status = 'failed'))
           FROM webhook_deliveries d WHERE d.endpoint_id = e.id) AS deliveries
   FROM webhook_endpoints e";

pub async fn endpoint(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<WebhookEndpoint>, sqlx::Error> {
    sqlx::query_as(&format!("{ENDPOINT_SELECT} WHERE e.id = $1 AND e.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await
}

/// The company's endpoints, oldest first.
pub async fn endpoints(pool: &PgPool, company: Uuid) -> Result<Vec<WebhookEndpoint>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{ENDPOINT_SELECT} WHERE e.company_id = $1 ORDER BY e.created_at, e.id"
    ))
    .bind(company)
    .fetch_all(pool)
    .await
}

fn type_names(endpoint: &Endpoint) -> Vec<&'static str> {
    endpoint.event_types.iter().map(|kind| kind.as_str()).collect()
}

/// Registers an endpoint signed with `secret`, unless the company has [`MAX_ENDPOINTS`]
/// already: its id, or `None` then.
pub async fn register(
    pool: &PgPool,
    company: Uuid,
    endpoint: &Endpoint,
    secret: &str,
) -> Result<Option<Uuid>, sqlx::Error> {
    let mut tx = pool.begin().await?;
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
        return Ok(None);
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
    .bind(type_names(endpoint))
    .bind(endpoint.enabled)
    .bind(secret)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(id))
}

/// Changes an endpoint but its secret; false when the company has no such endpoint.
pub async fn change(pool: &PgPool, company: Uuid, id: Uuid, endpoint: &Endpoint) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query(
        "UPDATE webhook_endpoints SET url = $3, description = $4, event_types = $5, enabled = $6, updated_at = now()
         WHERE id = $1 AND company_id = $2",
    )
    .bind(id)
    .bind(company)
    .bind(&endpoint.url)
    .bind(&endpoint.description)
    .bind(type_names(endpoint))
    .bind(endpoint.enabled)
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// Removes an endpoint and its delivery log; false when the company has no such endpoint.
pub async fn remove(pool: &PgPool, company: Uuid, id: Uuid) -> Result<bool, sqlx::Error> {
    let deleted = sqlx::query("DELETE FROM webhook_endpoints WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company)
        .execute(pool)
        .await?;
    Ok(deleted.rows_affected() > 0)
}

/// Signs an endpoint's deliveries with `secret` from now on; false when the company has no
/// such endpoint.
pub async fn replace_secret(pool: &PgPool, company: Uuid, id: Uuid, secret: &str) -> Result<bool, sqlx::Error> {
    let rotated =
        sqlx::query("UPDATE webhook_endpoints SET secret = $3, updated_at = now() WHERE id = $1 AND company_id = $2")
            .bind(id)
            .bind(company)
            .bind(secret)
            .execute(pool)
            .await?;
    Ok(rotated.rows_affected() > 0)
}

pub async fn enabled(pool: &PgPool, endpoint: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT enabled FROM webhook_endpoints WHERE id = $1")
        .bind(endpoint)
        .fetch_one(pool)
        .await
}

/// One or more of the event types, as `WebhookEventType` reads them.
pub fn event_type_lists() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(crate::openapi::choices(
            WebhookEventType::ALL.iter().map(|kind| kind.as_str()),
        ))
        .min_items(Some(1))
        .build()
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct WebhookEndpoint {
    pub id: Uuid,
    pub url: String,
    pub description: String,
    #[schema(schema_with = event_type_lists)]
    pub event_types: Vec<String>,
    pub enabled: bool,
    /// `whsec_` and the base64 key that signs deliveries (Standard Webhooks).
    pub secret: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    #[sqlx(json)]
    pub deliveries: DeliveryCounts,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct DeliveryCounts {
    pub pending: i64,
    pub delivered: i64,
    pub failed: i64,
}
