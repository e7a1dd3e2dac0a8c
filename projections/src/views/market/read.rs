//! Reads of the token accounts' view.

use crate::tenancy::Company;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// A company's AI token balance (0 before its first credit).
pub async fn balance(pool: &PgPool, company: Company) -> Result<u64, sqlx::Error> {
    let balance: Option<i64> = sqlx::query_scalar("SELECT balance FROM token_balances WHERE company_id = $1")
        .bind(company.0)
        .fetch_optional(pool)
        .await?;
    Ok(balance.unwrap_or(0).max(0) as u64)
}

/// A credit, charge or refund, with the balance it left.
#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct TokenMovement {
    pub at: DateTime<Utc>,
    /// credit, charge or refund
    pub kind: String,
    pub tokens: i64,
    pub balance_after: i64,
    /// order, ai_teacher or ai_proposal
    pub purpose: String,
    pub order_id: Option<Uuid>,
}

/// A company's latest `limit` movements, newest first.
pub async fn history(pool: &PgPool, company: Company, limit: i64) -> Result<Vec<TokenMovement>, sqlx::Error> {
    sqlx::query_as(
        "SELECT at, kind, tokens, balance_after, purpose, order_id FROM token_history
          WHERE company_id = $1 ORDER BY sequence DESC LIMIT $2",
    )
    .bind(company.0)
    .bind(limit)
    .fetch_all(pool)
    .await
}
