//! The company's report settings, kept on its row.

use sqlx::PgPool;
use uuid::Uuid;

pub async fn on_time_days(pool: &PgPool, company: Uuid) -> Result<i16, sqlx::Error> {
    sqlx::query_scalar("SELECT evaluation_on_time_days FROM companies WHERE id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
}

pub async fn set_on_time_days(pool: &PgPool, company: Uuid, days: i16) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE companies SET evaluation_on_time_days = $2 WHERE id = $1")
        .bind(company)
        .bind(days)
        .execute(pool)
        .await?;
    Ok(())
}
