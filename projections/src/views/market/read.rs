//! Reads of the token accounts' view.

use crate::tenancy::Company;
use sqlx::PgPool;

/// A company's AI token balance (0 before its first credit).
pub async fn balance(pool: &PgPool, company: Company) -> Result<u64, sqlx::Error> {
    let balance: Option<i64> = sqlx::query_scalar("SELECT balance FROM token_balances WHERE company_id = $1")
        .bind(company.0)
        .fetch_optional(pool)
        .await?;
    Ok(balance.unwrap_or(0).max(0) as u64)
}
