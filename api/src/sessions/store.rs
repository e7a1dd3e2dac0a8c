//! `refresh_tokens`, and each user's session generation.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

pub async fn session_generation(db: &mut PgConnection, user: Uuid) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar("SELECT session_generation FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&mut *db)
        .await
}

pub async fn record_refresh_token(
    db: &mut PgConnection,
    id: Uuid,
    user: Uuid,
    family: Uuid,
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO refresh_tokens (id, user_id, family_id, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(user)
        .bind(family)
        .bind(expires_at)
        .execute(&mut *db)
        .await?;
    Ok(())
}

/// Uses up refresh token `id` of `user` if it is still good and the account may still sign in;
/// the user and the token's family.
pub async fn use_refresh_token(
    db: &mut PgConnection,
    id: Uuid,
    user: Uuid,
) -> Result<Option<(Uuid, Uuid)>, sqlx::Error> {
    sqlx::query_as(
        "UPDATE refresh_tokens t SET used_at = now()
         FROM users u
         WHERE t.id = $1 AND t.user_id = $2 AND u.id = t.user_id
           AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now()
           AND u.activated_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = u.id AND e.status <> 'active')
         RETURNING t.user_id, t.family_id",
    )
    .bind(id)
    .bind(user)
    .fetch_optional(&mut *db)
    .await
}

/// Revokes every refresh token of the login `jti` belongs to; false if there is none.
pub async fn revoke_family_of(pool: &PgPool, jti: Uuid) -> Result<bool, sqlx::Error> {
    let result = sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now())
         WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE id = $1)",
    )
    .bind(jti)
    .execute(pool)
    .await?;
    Ok(result.rows_affected() > 0)
}

/// Revokes every refresh token of `user` and moves them to a new session generation.
pub async fn end_all(db: &mut PgConnection, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE user_id = $1")
        .bind(user)
        .execute(&mut *db)
        .await?;
    sqlx::query("UPDATE users SET session_generation = session_generation + 1 WHERE id = $1")
        .bind(user)
        .execute(&mut *db)
        .await?;
    Ok(())
}
