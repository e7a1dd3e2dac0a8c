//! `token_orders`: the orders of AI token packages.

use chrono::{DateTime, Utc};
use domain::market::Package;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

const ORDER_COLUMNS: &str = "id, package_id, tokens, price_cents, currency, status, created_at, paid_at";

/// A company's latest `limit` orders, newest first.
pub async fn orders_of(pool: &PgPool, company: Uuid, limit: i64) -> Result<Vec<TokenOrder>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ORDER_COLUMNS} FROM token_orders WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2"
    ))
    .bind(company)
    .bind(limit)
    .fetch_all(pool)
    .await
}

pub async fn place(pool: &PgPool, company: Uuid, package: &Package, by: Uuid) -> Result<TokenOrder, sqlx::Error> {
    sqlx::query_as(&format!(
        "INSERT INTO token_orders (id, company_id, package_id, tokens, price_cents, currency, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING {ORDER_COLUMNS}"
    ))
    .bind(Uuid::now_v7())
    .bind(company)
    .bind(package.id)
    .bind(package.tokens as i64)
    .bind(package.price_cents as i64)
    .bind(package.currency)
    .bind(by)
    .fetch_one(pool)
    .await
}

/// An order's company, tokens and status.
pub async fn to_pay(pool: &PgPool, order: Uuid) -> Result<Option<(Uuid, i64, String)>, sqlx::Error> {
    sqlx::query_as("SELECT company_id, tokens, status FROM token_orders WHERE id = $1")
        .bind(order)
        .fetch_optional(pool)
        .await
}

/// Marks a pending order paid; false when it was not pending.
pub async fn mark_paid(pool: &PgPool, order: Uuid) -> Result<bool, sqlx::Error> {
    let marked =
        sqlx::query("UPDATE token_orders SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'pending'")
            .bind(order)
            .execute(pool)
            .await?;
    Ok(marked.rows_affected() > 0)
}

/// Every company's latest orders, of one status or all, for the administrator.
pub async fn all_orders(pool: &PgPool, status: Option<&str>) -> Result<Vec<AdminOrder>, sqlx::Error> {
    sqlx::query_as(
        "SELECT o.id, o.package_id, o.tokens, o.price_cents, o.currency, o.status, o.created_at, o.paid_at,
                o.company_id, c.name AS company_name
           FROM token_orders o JOIN companies c ON c.id = o.company_id
          WHERE $1::text IS NULL OR o.status = $1 ORDER BY o.created_at DESC LIMIT 500",
    )
    .bind(status)
    .fetch_all(pool)
    .await
}

/// An order as the administrator sees it.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct AdminOrder {
    #[serde(flatten)]
    #[sqlx(flatten)]
    pub order: TokenOrder,
    pub company_id: Uuid,
    pub company_name: String,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TokenOrder {
    pub id: Uuid,
    pub package_id: String,
    pub tokens: i64,
    #[sqlx(rename = "price_cents", try_from = "i64")]
    #[serde(serialize_with = "as_price")]
    #[schema(value_type = String)]
    pub price: Cents,
    pub currency: String,
    /// pending, paid or cancelled
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
}

/// An amount in cents, shown as a price.
pub struct Cents(pub i64);

pub fn as_price<S: serde::Serializer>(cents: &Cents, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&price(cents.0))
}

/// Cents as a decimal amount (`1250` → `12.50`).
pub fn price(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}
