//! What is done to the outbox besides the views' writing: the sender claims each due delivery
//! and records every attempt, and a company queues a test delivery or sends one again.
//!
//! A delivery stays locked (SELECT … FOR UPDATE SKIP LOCKED) from its claim until its attempt
//! is recorded, so several senders, in one process or many, never send it twice at once; a
//! crash mid-send rolls the claim back and the delivery is sent again.

use crate::tenancy::Company;
use chrono::{DateTime, Utc};
use domain::webhooks::TEST_EVENT_TYPE;
use sqlx::{PgPool, Postgres, Transaction};
use uuid::Uuid;

/// A due delivery, with where it goes and the secret that signs it.
#[derive(sqlx::FromRow)]
pub struct Due {
    pub id: Uuid,
    pub payload: String,
    pub attempts: i32,
    pub window_start: DateTime<Utc>,
    pub url: String,
    pub secret: String,
}

/// A delivery claimed by this sender until [`Claimed::record`] or drop.
pub struct Claimed {
    tx: Transaction<'static, Postgres>,
    pub due: Due,
}

/// The next due delivery to an enabled endpoint that no other sender holds.
pub async fn claim_due(pool: &PgPool) -> Result<Option<Claimed>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let due: Option<Due> = sqlx::query_as(
        "SELECT d.id, d.payload, d.attempts, d.window_start, e.url, e.secret
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND e.enabled
         ORDER BY d.next_attempt_at LIMIT 1 FOR UPDATE OF d SKIP LOCKED",
    )
    .fetch_optional(&mut *tx)
    .await?;
    Ok(due.map(|due| Claimed { tx, due }))
}

/// What one attempt came to, and what the delivery becomes.
pub struct Attempted<'a> {
    /// pending, delivered or failed
    pub status: &'static str,
    pub attempts: i32,
    pub at: DateTime<Utc>,
    pub status_code: Option<i32>,
    pub error: Option<&'a str>,
    /// When a pending delivery is tried next.
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub duration_ms: i32,
    pub response_body: Option<&'a str>,
}

impl Claimed {
    /// Records the attempt in the delivery and its log, and lets the delivery go.
    pub async fn record(mut self, attempt: &Attempted<'_>) -> Result<(), sqlx::Error> {
        sqlx::query(
            "UPDATE webhook_deliveries SET status = $2, attempts = $3, last_attempt_at = $4, last_status_code = $5,
                    last_error = $6, next_attempt_at = coalesce($7, next_attempt_at),
                    delivered_at = CASE WHEN $2 = 'delivered' THEN $4 END
             WHERE id = $1",
        )
        .bind(self.due.id)
        .bind(attempt.status)
        .bind(attempt.attempts)
        .bind(attempt.at)
        .bind(attempt.status_code)
        .bind(attempt.error)
        .bind(attempt.next_attempt_at)
        .execute(&mut *self.tx)
        .await?;
        sqlx::query(
            "INSERT INTO webhook_attempts (delivery_id, at, status_code, error, duration_ms, response_body)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(self.due.id)
        .bind(attempt.at)
        .bind(attempt.status_code)
        .bind(attempt.error)
        .bind(attempt.duration_ms)
        .bind(attempt.response_body)
        .execute(&mut *self.tx)
        .await?;
        self.tx.commit().await
    }
}

/// Queues a `webhook.test` delivery to one of the company's endpoints; its id.
pub async fn queue_test(pool: &PgPool, company: Company, endpoint: Uuid) -> Result<Uuid, sqlx::Error> {
    let payload = super::payload(
        TEST_EVENT_TYPE,
        Utc::now(),
        super::ids(&[("company_id", company.0), ("endpoint_id", endpoint)]),
    );
    let delivery = Uuid::now_v7();
    sqlx::query(
        "INSERT INTO webhook_deliveries (id, endpoint_id, company_id, event_type, payload) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(delivery)
    .bind(endpoint)
    .bind(company.0)
    .bind(TEST_EVENT_TYPE)
    .bind(payload)
    .execute(pool)
    .await?;
    Ok(delivery)
}

/// Makes a delivery pending again, due now, with a fresh 24 hours of retries.
pub async fn send_again(pool: &PgPool, delivery: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), window_start = now(), delivered_at = NULL
         WHERE id = $1",
    )
    .bind(delivery)
    .execute(pool)
    .await?;
    Ok(())
}
