//! The websockets: `/ws/chat/` (send and read messages) and `/ws/notifications/` (unread
//! counts). Both authenticate with the access token as the `token` query parameter; a bad
//! token is refused at the handshake. A malformed frame gets an error frame and the
//! connection stays up.

use super::{mark_read, store};
use crate::caller::{Caller, SocketCaller};
use crate::http::ApiError;
use crate::realtime::{Announcement, SocketKind, announce, counts_frame};
use crate::state::AppState;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use domain::validation::FieldError;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::mpsc;
use uuid::Uuid;

/// Largest frame a client may send; a chat message is at most 5000 characters.
const MAX_FRAME_BYTES: usize = 64 * 1024;
/// Chat frames are small; tungstenite's default 128 KiB buffers would cost a quarter of a
/// megabyte per idle connection.
const BUFFER_BYTES: usize = 4 * 1024;

fn limited(upgrade: WebSocketUpgrade) -> WebSocketUpgrade {
    upgrade
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(BUFFER_BYTES)
        .write_buffer_size(BUFFER_BYTES)
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ChatFrame {
    SendMessage {
        message: String,
        receiver_id: Uuid,
        sender_id: Uuid,
    },
    MarkRead {
        message_id: Uuid,
    },
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum NotificationFrame {
    MarkSeen,
}

fn error_frame(code: &str, message: &str) -> String {
    json!({"type": "error", "code": code, "message": message}).to_string()
}

fn api_error_frame(error: &ApiError) -> String {
    error_frame(error.code(), &error.to_string())
}

pub async fn chat(
    upgrade: WebSocketUpgrade,
    State(state): State<AppState>,
    SocketCaller(caller): SocketCaller,
) -> Response {
    limited(upgrade).on_upgrade(move |socket| run(socket, state, caller, SocketKind::Chat))
}

pub async fn notifications(
    upgrade: WebSocketUpgrade,
    State(state): State<AppState>,
    SocketCaller(caller): SocketCaller,
) -> Response {
    limited(upgrade).on_upgrade(move |socket| run(socket, state, caller, SocketKind::Notifications))
}

async fn run(mut socket: WebSocket, state: AppState, caller: Caller, kind: SocketKind) {
    let company = caller.company.as_ref().map(|company| company.id);
    let (_registration, mut pushed) = state.hub.register(caller.id, company, kind);
    let (replies, mut replies_out) = mpsc::channel::<String>(16);
    if kind == SocketKind::Notifications {
        match counts_frame(&state.pool, caller.id, "initial").await {
            Ok(frame) => {
                if socket.send(Message::Text(frame.into())).await.is_err() {
                    return;
                }
            }
            Err(error) => tracing::warn!(%error, "cannot count unread items"),
        }
    }
    loop {
        tokio::select! {
            frame = pushed.recv() => match frame {
                Some(frame) => if socket.send(Message::Text(frame.into())).await.is_err() { return },
                // The hub dropped this socket: its backlog was full.
                None => return,
            },
            reply = replies_out.recv() => if let Some(reply) = reply
                && socket.send(Message::Text(reply.into())).await.is_err()
            {
                return;
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    if let Some(reply) = handle(&state, &caller, kind, text.as_str()).await {
                        let _ = replies.try_send(reply);
                    }
                }
                Some(Ok(Message::Binary(_))) => { let _ = replies.try_send(error_frame("malformed_frame", "Frames are JSON text.")); }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
            },
        }
    }
}

/// A client frame as `T`, its text checked as a request body's is; an error frame otherwise.
fn frame<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|error| error_frame("malformed_frame", &error.to_string()))?;
    crate::http::json_value(value).map_err(|error| match error {
        ApiError::Validation(fields) if fields.has(FieldError::InvalidCharacters) => {
            json!({"type": "error", "code": "validation_failed", "message": ApiError::Validation(fields.clone()).to_string(), "fields": fields})
                .to_string()
        }
        other => error_frame("malformed_frame", &other.to_string()),
    })
}

/// Handles one client frame; returns a reply for this socket only (an error), if any.
async fn handle(state: &AppState, caller: &Caller, kind: SocketKind, text: &str) -> Option<String> {
    match kind {
        SocketKind::Chat => match frame::<ChatFrame>(text) {
            Err(error) => Some(error),
            Ok(ChatFrame::SendMessage { sender_id, .. }) if sender_id != caller.id => {
                Some(error_frame("permission_denied", "sender_id must be your own id."))
            }
            Ok(ChatFrame::SendMessage {
                message, receiver_id, ..
            }) => store(&state.pool, caller.id, receiver_id, &message)
                .await
                .err()
                .map(|error| api_error_frame(&error)),
            Ok(ChatFrame::MarkRead { message_id }) => match mark_read(&state.pool, caller.id, message_id).await {
                Ok(_) => None,
                Err(error) => Some(api_error_frame(&error)),
            },
        },
        SocketKind::Notifications => match frame::<NotificationFrame>(text) {
            Err(error) => Some(error),
            Ok(NotificationFrame::MarkSeen) => mark_seen(state, caller)
                .await
                .err()
                .map(|error| api_error_frame(&error)),
        },
    }
}

async fn mark_seen(state: &AppState, caller: &Caller) -> Result<(), ApiError> {
    let mut tx = state.pool.begin().await?;
    crate::accounts::notifications::mark_all_seen(&state.pool, &mut tx, caller).await?;
    announce(&mut tx, &Announcement::Counts { user: caller.id }).await?;
    tx.commit().await?;
    Ok(())
}
