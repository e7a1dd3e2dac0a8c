//! What the live delivery reads and sends through PostgreSQL: announcements (`pg_notify`), a
//! chat message, and a user's unread counts.

use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// Sends `payload` on `channel` when the transaction of `db` commits.
pub async fn notify(db: &mut PgConnection, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn message(pool: &PgPool, id: Uuid) -> Result<ChatMessage, sqlx::Error> {
    sqlx::query_as(&format!("{MESSAGE_SELECT} WHERE id = $1"))
        .bind(id)
        .fetch_one(pool)
        .await
}

/// The user's unread chat messages and unread notifications; a delegate's notifications only
/// about `delegated_jobs`. One statement, as a push to a notifications socket follows every
/// chat message: it reads the notifications view beside the chat's table.
pub async fn unread_counts(
    pool: &PgPool,
    user: Uuid,
    delegated_jobs: Option<&[Uuid]>,
) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as(concat!(
        "SELECT (SELECT count(*) FROM chat_messages WHERE receiver_id = $1 AND read_at IS NULL),
                (SELECT count(*) FROM notifications n
                 WHERE ((n.audience = 'jobseeker' AND n.recipient = $1)
                        OR (n.audience = 'company' AND n.recipient = (
                            SELECT coalesce(c.id, e.company_id) FROM users u
                            LEFT JOIN companies c ON c.owner_id = u.id LEFT JOIN employees e ON e.user_id = u.id
                            WHERE u.id = $1 AND u.user_type <> 'jobseeker')
                        AND ",
        projections::in_scope!("n.job_id", 2),
        "))
                   AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id))"
    ))
    .bind(user)
    .bind(delegated_jobs)
    .fetch_one(pool)
    .await
}

/// A message as the chat sends it (spec section 3: id, message, timestamp, sender_id, is_read).
#[derive(Debug, Clone, Serialize, Deserialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct ChatMessage {
    pub id: Uuid,
    pub message: String,
    pub timestamp: chrono::DateTime<chrono::Utc>,
    pub sender_id: Uuid,
    pub receiver_id: Uuid,
    pub is_read: bool,
}

pub const MESSAGE_SELECT: &str = "SELECT id, message, created_at AS timestamp, sender_id, receiver_id, read_at IS NOT NULL AS is_read FROM chat_messages";
