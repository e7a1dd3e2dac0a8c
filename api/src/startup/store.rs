//! `server_secrets`: secrets every instance on the same database shares.

use sqlx::PgPool;

/// The secret called `name`: `candidate` if none was kept before, and kept from now on.
pub async fn shared_secret(pool: &PgPool, name: &str, candidate: &str) -> Result<String, sqlx::Error> {
    sqlx::query("INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING")
        .bind(name)
        .bind(candidate)
        .execute(pool)
        .await?;
    sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await
}
