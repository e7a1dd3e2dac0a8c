//! The locks that keep the plan's staff requests one at a time.

use sqlx::{PgPool, Postgres, Transaction};
use uuid::Uuid;

/// A transaction holding the lock on staff requests for `position` until it ends, so that a
/// double click cannot ask for the same vacancy twice.
pub async fn lock_staff_requests(pool: &PgPool, position: Uuid) -> Result<Transaction<'static, Postgres>, sqlx::Error> {
    let mut lock = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))")
        .bind(position)
        .execute(&mut *lock)
        .await?;
    Ok(lock)
}
