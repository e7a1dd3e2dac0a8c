//! `chat_messages`, and the users a conversation is with.

use crate::realtime::{ChatMessage, MESSAGE_SELECT};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

const PARTY_SELECT: &str =
    "SELECT u.id, coalesce(c.name, trim(u.first_name || ' ' || u.last_name)) AS name, c.logo AS avatar, u.user_type
    FROM users u LEFT JOIN companies c ON c.owner_id = u.id";

pub async fn party(pool: &PgPool, user: Uuid) -> Result<Option<Party>, sqlx::Error> {
    sqlx::query_as(&format!("{PARTY_SELECT} WHERE u.id = $1"))
        .bind(user)
        .fetch_optional(pool)
        .await
}

pub async fn parties(pool: &PgPool, users: &[Uuid]) -> Result<Vec<Party>, sqlx::Error> {
    sqlx::query_as(&format!("{PARTY_SELECT} WHERE u.id = ANY($1)"))
        .bind(users)
        .fetch_all(pool)
        .await
}

/// Stores a message to `receiver`; `None` when no such user exists.
pub async fn insert(
    db: &mut PgConnection,
    sender: Uuid,
    receiver: Uuid,
    text: &str,
) -> Result<Option<ChatMessage>, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO chat_messages (id, sender_id, receiver_id, message)
         SELECT $1, $2, id, $4 FROM users WHERE id = $3
         RETURNING id, message, created_at AS timestamp, sender_id, receiver_id, false AS is_read",
    )
    .bind(Uuid::now_v7())
    .bind(sender)
    .bind(receiver)
    .bind(text)
    .fetch_optional(db)
    .await
}

/// Marks one message read by its receiver; its sender, or `None` if it is not theirs or was
/// read already.
pub async fn mark_read(db: &mut PgConnection, reader: Uuid, message: Uuid) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "UPDATE chat_messages SET read_at = now() WHERE id = $1 AND receiver_id = $2 AND read_at IS NULL RETURNING sender_id",
    )
    .bind(message)
    .bind(reader)
    .fetch_optional(db)
    .await
}

/// Marks every message from `sender` to `reader` read; how many were unread.
pub async fn mark_read_from(db: &mut PgConnection, reader: Uuid, sender: Uuid) -> Result<u64, sqlx::Error> {
    let marked = sqlx::query(
        "UPDATE chat_messages SET read_at = now() WHERE receiver_id = $1 AND sender_id = $2 AND read_at IS NULL",
    )
    .bind(reader)
    .bind(sender)
    .execute(db)
    .await?;
    Ok(marked.rows_affected())
}

/// A conversation's latest message, with whom and how many of theirs are unread.
#[derive(sqlx::FromRow)]
pub struct ConversationRow {
    pub other: Uuid,
    #[sqlx(flatten)]
    pub last_message: ChatMessage,
    pub unread_count: i64,
}

/// The user's conversations, the most recent first (at most 200).
pub async fn conversations(pool: &PgPool, user: Uuid) -> Result<Vec<ConversationRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM (
             SELECT DISTINCT ON (other) other, id, message, created_at AS timestamp, sender_id, receiver_id, read_at IS NOT NULL AS is_read,
                    (SELECT count(*) FROM chat_messages u WHERE u.receiver_id = $1 AND u.sender_id = other AND u.read_at IS NULL) AS unread_count
             FROM (SELECT m.*, CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END AS other
                   FROM chat_messages m WHERE m.sender_id = $1 OR m.receiver_id = $1) mine
             ORDER BY other, created_at DESC) latest
         ORDER BY timestamp DESC LIMIT 200",
    )
    .bind(user)
    .fetch_all(pool)
    .await
}

/// The latest 500 messages between two users, newest first.
pub async fn latest_between(pool: &PgPool, user: Uuid, other: Uuid) -> Result<Vec<ChatMessage>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{MESSAGE_SELECT}
         WHERE LEAST(sender_id, receiver_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(sender_id, receiver_id) = GREATEST($1::uuid, $2::uuid)
         ORDER BY created_at DESC LIMIT 500"
    ))
    .bind(user)
    .bind(other)
    .fetch_all(pool)
    .await
}

/// Who the other side of a conversation is (spec: name, avatar, user_type, id).
#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
pub struct Party {
    pub id: Uuid,
    /// The company's name for a company, the person's name otherwise.
    pub name: String,
    pub avatar: Option<String>,
    pub user_type: String,
}
