//! `account_links`: the stored digests of the links sent by e-mail.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

pub async fn insert(
    db: &mut PgConnection,
    user: Uuid,
    purpose: &str,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO account_links (id, user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(Uuid::now_v7())
        .bind(user)
        .bind(purpose)
        .bind(token_hash)
        .bind(expires_at)
        .execute(&mut *db)
        .await?;
    Ok(())
}

/// Marks the unused, unexpired link with this digest used, with every other unused link of
/// the same purposes for that user; the purpose of the one found.
pub async fn use_up(
    db: &mut PgConnection,
    user: Uuid,
    token_hash: &[u8],
    purposes: &[&str],
) -> Result<Option<String>, sqlx::Error> {
    let purpose: Option<String> = sqlx::query_scalar(
        "UPDATE account_links SET used_at = now()
         WHERE token_hash = $1 AND user_id = $2 AND purpose = ANY($3) AND used_at IS NULL AND expires_at > now()
         RETURNING purpose",
    )
    .bind(token_hash)
    .bind(user)
    .bind(purposes)
    .fetch_optional(&mut *db)
    .await?;
    if purpose.is_some() {
        sqlx::query(
            "UPDATE account_links SET used_at = now() WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL",
        )
        .bind(user)
        .bind(purposes)
        .execute(&mut *db)
        .await?;
    }
    Ok(purpose)
}
