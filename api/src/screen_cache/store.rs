//! The fence a write sends to hear that every announcement before it has arrived, and the
//! tables whose changes are announced.

use sqlx::PgPool;
use std::collections::HashSet;

/// Announces `payload` on `channel` at once (outside any transaction).
pub async fn announce(pool: &PgPool, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(pool)
        .await?;
    Ok(())
}

/// The tables of this schema with an enabled trigger named after `channel` (migrations
/// 0037–0039 name each `screen_changes`).
pub async fn announcing_tables(pool: &PgPool, channel: &str) -> Result<HashSet<String>, sqlx::Error> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT c.relname::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE t.tgname = $1 AND t.tgenabled <> 'D' AND c.relnamespace = current_schema()::regnamespace",
    )
    .bind(channel)
    .fetch_all(pool)
    .await?;
    Ok(tables.into_iter().collect())
}
