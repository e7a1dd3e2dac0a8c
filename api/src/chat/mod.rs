//! Chat (spec section 7, "Chat" path group, and the chat websocket): messages between any two
//! users. A message is stored, then announced; every instance delivers it to the sender's and
//! the receiver's open chat sockets. History comes over REST, so a client that reconnects
//! fetches what it missed.

pub mod socket;

use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::Path;
use crate::http::{ApiError, ErrorBody};
use crate::realtime::{Announcement, ChatMessage, MESSAGE_SELECT, PAYLOAD_LIMIT, announce};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

/// Longest message, in characters.
pub const MESSAGE_MAX_CHARS: usize = 5000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(conversations))
        .routes(routes!(history))
        .routes(routes!(send))
        .routes(routes!(mark_conversation_read))
}

/// Who the other side of a conversation is (spec: name, avatar, user_type, id).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct Party {
    pub id: Uuid,
    /// The company's name for a company, the person's name otherwise.
    pub name: String,
    pub avatar: Option<String>,
    pub user_type: String,
}

const PARTY_SELECT: &str =
    "SELECT u.id, coalesce(c.name, trim(u.first_name || ' ' || u.last_name)) AS name, c.logo AS avatar, u.user_type
    FROM users u LEFT JOIN companies c ON c.owner_id = u.id";

async fn party(pool: &PgPool, user: Uuid) -> Result<Party, ApiError> {
    sqlx::query_as(&format!("{PARTY_SELECT} WHERE u.id = $1"))
        .bind(user)
        .fetch_optional(pool)
        .await?
        .ok_or(ApiError::NotFound)
}

/// Checks and stores a message from `sender` to `receiver`, and announces it.
pub async fn store(pool: &PgPool, sender: Uuid, receiver: Uuid, text: &str) -> Result<ChatMessage, ApiError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ApiError::field("message", FieldError::Required));
    }
    if text.chars().count() > MESSAGE_MAX_CHARS {
        return Err(ApiError::field("message", FieldError::TooLong));
    }
    if receiver == sender {
        return Err(ApiError::field("receiver_id", FieldError::InvalidChoice));
    }
    let mut tx = pool.begin().await?;
    let message: Option<ChatMessage> = sqlx::query_as(
        "INSERT INTO chat_messages (id, sender_id, receiver_id, message)
         SELECT $1, $2, id, $4 FROM users WHERE id = $3
         RETURNING id, message, created_at AS timestamp, sender_id, receiver_id, false AS is_read",
    )
    .bind(Uuid::now_v7())
    .bind(sender)
    .bind(receiver)
    .bind(text)
    .fetch_optional(&mut *tx)
    .await?;
    let message = message.ok_or_else(|| ApiError::field("receiver_id", FieldError::InvalidChoice))?;
    let mut announcement = Announcement::Chat {
        id: message.id,
        sender,
        receiver,
        message: Some(message.clone()),
    };
    if serde_json::to_string(&announcement).map_or(true, |payload| payload.len() > PAYLOAD_LIMIT) {
        announcement = Announcement::Chat {
            id: message.id,
            sender,
            receiver,
            message: None,
        };
    }
    announce(&mut tx, &announcement).await?;
    tx.commit().await?;
    Ok(message)
}

/// Marks one message read by its receiver; false if it is not theirs or was read already.
pub async fn mark_read(pool: &PgPool, reader: Uuid, message: Uuid) -> Result<bool, ApiError> {
    let mut tx = pool.begin().await?;
    let sender: Option<Uuid> = sqlx::query_scalar(
        "UPDATE chat_messages SET read_at = now() WHERE id = $1 AND receiver_id = $2 AND read_at IS NULL RETURNING sender_id",
    )
    .bind(message)
    .bind(reader)
    .fetch_optional(&mut *tx)
    .await?;
    if sender.is_some() {
        announce(&mut tx, &Announcement::Counts { user: reader }).await?;
    }
    tx.commit().await?;
    Ok(sender.is_some())
}

#[derive(Serialize, ToSchema)]
pub struct Conversation {
    pub with: Party,
    pub last_message: ChatMessage,
    /// Messages from them that the caller has not read.
    pub unread_count: i64,
}

#[derive(sqlx::FromRow)]
struct ConversationRow {
    other: Uuid,
    id: Uuid,
    message: String,
    timestamp: DateTime<Utc>,
    sender_id: Uuid,
    receiver_id: Uuid,
    is_read: bool,
    unread_count: i64,
}

/// The caller's conversations, the most recent first.
#[utoipa::path(get, path = "/api/chat/messages/", tag = "chat", security(("jwt" = [])),
    responses((status = 200, body = Vec<Conversation>)))]
pub async fn conversations(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Conversation>>, ApiError> {
    let rows: Vec<ConversationRow> = sqlx::query_as(
        "SELECT * FROM (
             SELECT DISTINCT ON (other) other, id, message, created_at AS timestamp, sender_id, receiver_id, read_at IS NOT NULL AS is_read,
                    (SELECT count(*) FROM chat_messages u WHERE u.receiver_id = $1 AND u.sender_id = other AND u.read_at IS NULL) AS unread_count
             FROM (SELECT m.*, CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END AS other
                   FROM chat_messages m WHERE m.sender_id = $1 OR m.receiver_id = $1) mine
             ORDER BY other, created_at DESC) latest
         ORDER BY timestamp DESC LIMIT 200",
    )
    .bind(caller.id)
    .fetch_all(&state.pool)
    .await?;
    let others: Vec<Uuid> = rows.iter().map(|row| row.other).collect();
    let parties: Vec<Party> = sqlx::query_as(&format!("{PARTY_SELECT} WHERE u.id = ANY($1)"))
        .bind(&others)
        .fetch_all(&state.pool)
        .await?;
    Ok(Json(
        rows.into_iter()
            .filter_map(|row| {
                let with = parties.iter().find(|party| party.id == row.other)?;
                Some(Conversation {
                    with: Party {
                        id: with.id,
                        name: with.name.clone(),
                        avatar: with.avatar.clone(),
                        user_type: with.user_type.clone(),
                    },
                    last_message: ChatMessage {
                        id: row.id,
                        message: row.message,
                        timestamp: row.timestamp,
                        sender_id: row.sender_id,
                        receiver_id: row.receiver_id,
                        is_read: row.is_read,
                    },
                    unread_count: row.unread_count,
                })
            })
            .collect(),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct History {
    /// Oldest first.
    pub messages: Vec<ChatMessage>,
    /// The other party (spec: the chat reply holds messages and a sender).
    pub sender: Party,
}

/// The conversation with user `id`, oldest message first (at most the latest 500).
#[utoipa::path(get, path = "/api/chat/messages/{id}/", tag = "chat", security(("jwt" = [])),
    responses((status = 200, body = History), (status = 404, body = ErrorBody)))]
pub async fn history(
    State(state): State<AppState>,
    caller: Caller,
    Path(other): Path<Uuid>,
) -> Result<Json<History>, ApiError> {
    let sender = party(&state.pool, other).await?;
    let mut messages: Vec<ChatMessage> = sqlx::query_as(&format!(
        "{MESSAGE_SELECT}
         WHERE LEAST(sender_id, receiver_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(sender_id, receiver_id) = GREATEST($1::uuid, $2::uuid)
         ORDER BY created_at DESC LIMIT 500"
    ))
    .bind(caller.id)
    .bind(other)
    .fetch_all(&state.pool)
    .await?;
    messages.reverse();
    Ok(Json(History { messages, sender }))
}

#[derive(Deserialize, ToSchema)]
pub struct SendRequest {
    receiver_id: Uuid,
    message: String,
}

/// Send a message without a websocket (it is delivered live all the same).
#[utoipa::path(post, path = "/api/chat/message/", tag = "chat", security(("jwt" = [])), request_body = SendRequest,
    responses((status = 201, body = ChatMessage), (status = 422, body = ErrorBody)))]
pub async fn send(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<SendRequest>,
) -> Result<(StatusCode, Json<ChatMessage>), ApiError> {
    Ok((
        StatusCode::CREATED,
        Json(store(&state.pool, caller.id, body.receiver_id, &body.message).await?),
    ))
}

/// Mark every message from user `id` to the caller as read.
#[utoipa::path(post, path = "/api/chat/messages/{id}/read/", tag = "chat", security(("jwt" = [])),
    responses((status = 204)))]
pub async fn mark_conversation_read(
    State(state): State<AppState>,
    caller: Caller,
    Path(other): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    let mut tx = state.pool.begin().await?;
    let marked = sqlx::query(
        "UPDATE chat_messages SET read_at = now() WHERE receiver_id = $1 AND sender_id = $2 AND read_at IS NULL",
    )
    .bind(caller.id)
    .bind(other)
    .execute(&mut *tx)
    .await?;
    if marked.rows_affected() > 0 {
        announce(&mut tx, &Announcement::Counts { user: caller.id }).await?;
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
