//! The AI call allowances' SQL: the per-minute limit every instance shares.

use crate::database::interval;
use sqlx::PgPool;
use std::time::Duration;
use uuid::Uuid;

/// Takes one call's `share` of the company's allowance of `burst` (the shares of all the calls
/// it may make at once), when the allowance has room: whether it had. The row is locked by the
/// upsert, so calls on several instances at once are counted one after another.
pub async fn take_call(pool: &PgPool, company: Uuid, share: Duration, burst: Duration) -> sqlx::Result<bool> {
    let taken: Option<i32> = sqlx::query_scalar(
        "INSERT INTO ai_call_allowances AS allowance (company_id, spent_until) VALUES ($1, now() + $2)
         ON CONFLICT (company_id) DO UPDATE SET spent_until = greatest(allowance.spent_until, now()) + $2
          WHERE greatest(allowance.spent_until, now()) + $2 <= now() + $3
         RETURNING 1",
    )
    .bind(company)
    .bind(interval(share))
    .bind(interval(burst))
    .fetch_optional(pool)
    .await?;
    Ok(taken.is_some())
}

/// Seconds until the company's allowance has room for one more call of `share`.
pub async fn wait_seconds(pool: &PgPool, company: Uuid, share: Duration, burst: Duration) -> sqlx::Result<f64> {
    let wait: Option<f64> = sqlx::query_scalar(
        "SELECT EXTRACT(EPOCH FROM spent_until + $2 - $3 - now())::float8
           FROM ai_call_allowances WHERE company_id = $1",
    )
    .bind(company)
    .bind(interval(share))
    .bind(interval(burst))
    .fetch_optional(pool)
    .await?;
    Ok(wait.unwrap_or(0.0))
}
