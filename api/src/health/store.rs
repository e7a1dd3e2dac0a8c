//! The lightest statement that reaches PostgreSQL.

use sqlx::PgPool;

pub async fn ping(pool: &PgPool) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT 1").execute(pool).await?;
    Ok(())
}
