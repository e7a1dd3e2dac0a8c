//! What the queues hold, read when the metrics are scraped.

use sqlx::PgPool;

pub struct Queue {
    pub name: &'static str,
    pub waiting: i64,
    /// How long the oldest waiting item has waited; 0 when none waits.
    pub oldest_seconds: f64,
}

#[derive(sqlx::FromRow)]
struct QueueRow {
    waiting: i64,
    oldest_seconds: f64,
}

/// The e-mails not yet sent and the webhook deliveries still to be tried.
pub async fn queues(pool: &PgPool) -> sqlx::Result<Vec<Queue>> {
    let emails: QueueRow = sqlx::query_as(
        "SELECT count(*) AS waiting,
                coalesce(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
           FROM outbox_emails WHERE sent_at IS NULL",
    )
    .fetch_one(pool)
    .await?;
    let webhooks: QueueRow = sqlx::query_as(
        "SELECT count(*) AS waiting,
                coalesce(EXTRACT(EPOCH FROM now() - min(window_start)), 0)::float8 AS oldest_seconds
           FROM webhook_deliveries WHERE status = 'pending'",
    )
    .fetch_one(pool)
    .await?;
    Ok([("emails", emails), ("webhooks", webhooks)]
        .into_iter()
        .map(|(name, row)| Queue {
            name,
            waiting: row.waiting,
            oldest_seconds: row.oldest_seconds,
        })
        .collect())
}
