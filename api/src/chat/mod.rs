//! Chat (spec section 7, "Chat" path group, and the chat websocket): messages between any two
//! users. A message is stored, then announced; every instance delivers it to the sender's and
//! the receiver's open chat sockets. History comes over REST, so a client that reconnects
//! fetches what it missed.

pub mod socket;
mod store;

use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::Path;
use crate::http::{ApiError, ErrorBody};
use crate::realtime::{Announcement, ChatMessage, PAYLOAD_LIMIT, announce};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::chat::MESSAGE_MAX_CHARS;
use domain::validation::{FieldError, required_text};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::HashMap;
pub use store::Party;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(conversations))
        .routes(routes!(history))
        .routes(routes!(send))
        .routes(routes!(mark_conversation_read))
}

/// Checks and stores a message from `sender` to `receiver`, and announces it.
pub async fn send_message(pool: &PgPool, sender: Uuid, receiver: Uuid, text: &str) -> Result<ChatMessage, ApiError> {
    let text = required_text(text, MESSAGE_MAX_CHARS).map_err(|error| ApiError::field("message", error))?;
    if receiver == sender {
        return Err(ApiError::field("receiver_id", FieldError::InvalidChoice));
    }
    let mut tx = pool.begin().await?;
    let message = store::insert(&mut tx, sender, receiver, &text).await?;
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
    let sender = store::mark_read(&mut tx, reader, message).await?;
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

/// The caller's conversations, the most recent first.
#[utoipa::path(get, path = "/api/chat/messages/", tag = "chat", security(("jwt" = [])),
    responses((status = 200, body = Vec<Conversation>)))]
pub async fn conversations(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Conversation>>, ApiError> {
    let rows = store::conversations(&state.pool, caller.id).await?;
    let others: Vec<Uuid> = rows.iter().map(|row| row.other).collect();
    let parties: HashMap<Uuid, Party> = store::parties(&state.pool, &others)
        .await?
        .into_iter()
        .map(|party| (party.id, party))
        .collect();
    Ok(Json(
        rows.into_iter()
            .filter_map(|row| {
                Some(Conversation {
                    with: parties.get(&row.other)?.clone(),
                    last_message: row.last_message,
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
    let sender = store::party(&state.pool, other).await?.ok_or(ApiError::NotFound)?;
    let mut messages = store::latest_between(&state.pool, caller.id, other).await?;
    messages.reverse();
    Ok(Json(History { messages, sender }))
}

#[derive(Deserialize, ToSchema)]
pub struct SendRequest {
    receiver_id: Uuid,
    #[schema(min_length = 1, max_length = 5000)]
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
        Json(send_message(&state.pool, caller.id, body.receiver_id, &body.message).await?),
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
    let marked = store::mark_read_from(&mut tx, caller.id, other).await?;
    if marked > 0 {
        announce(&mut tx, &Announcement::Counts { user: caller.id }).await?;
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
