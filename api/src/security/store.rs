//! The credential attempts table's SQL.

use crate::database::interval;
use sqlx::PgPool;

/// Seconds until `subject` may try again, when it already made `most` attempts of `kind`
/// within `window`: the oldest of its last `most` attempts leaves the window then.
pub async fn wait_seconds(
    pool: &PgPool,
    kind: &str,
    subject: &[u8],
    most: u32,
    window: std::time::Duration,
) -> sqlx::Result<Option<f64>> {
    sqlx::query_scalar(
        "SELECT EXTRACT(EPOCH FROM min(at) + $4 - now())::float8 FROM (
             SELECT at FROM credential_attempts
              WHERE kind = $1 AND subject = $2 AND at > now() - $4
              ORDER BY at DESC LIMIT $3) AS recent
          HAVING count(*) >= $3",
    )
    .bind(kind)
    .bind(subject)
    .bind(i64::from(most))
    .bind(interval(window))
    .fetch_optional(pool)
    .await
}

/// Counts one attempt, and forgets the subject's attempts that have left the window.
pub async fn record(pool: &PgPool, kind: &str, subject: &[u8], window: std::time::Duration) -> sqlx::Result<()> {
    sqlx::query(
        "WITH gone AS (DELETE FROM credential_attempts WHERE kind = $1 AND subject = $2 AND at <= now() - $3)
         INSERT INTO credential_attempts (kind, subject) VALUES ($1, $2)",
    )
    .bind(kind)
    .bind(subject)
    .bind(interval(window))
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn forget(pool: &PgPool, kind: &str, subject: &[u8]) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM credential_attempts WHERE kind = $1 AND subject = $2")
        .bind(kind)
        .bind(subject)
        .execute(pool)
        .await?;
    Ok(())
}

/// Removes every attempt older than `age`: subjects that never came back.
pub async fn forget_older_than(pool: &PgPool, age: std::time::Duration) -> sqlx::Result<u64> {
    let done = sqlx::query("DELETE FROM credential_attempts WHERE at < now() - $1")
        .bind(interval(age))
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}
