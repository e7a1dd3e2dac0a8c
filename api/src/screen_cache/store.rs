//! The fence a write sends to hear that every announcement before it has arrived.

use sqlx::PgPool;

/// Announces `payload` on `channel` at once (outside any transaction).
pub async fn announce(pool: &PgPool, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(pool)
        .await?;
    Ok(())
}
