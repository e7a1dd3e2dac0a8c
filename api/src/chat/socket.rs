//! The websockets: `/ws/chat/` (send and read messages) and `/ws/notifications/` (unread
//! counts). Both authenticate with the access token as the `token` query parameter; a bad
//! token is refused at the handshake. A malformed frame gets an error frame and the
//! connection stays up.

use super::{mark_read, send_message};
use crate::caller::{Caller, SocketCaller};
use crate::http::{ApiError, FieldErrors};
use crate::realtime::{Announcement, SocketKind, announce, counts_frame};
use crate::state::AppState;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::response::Response;
use domain::chat::ChatError;
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
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

/// What a socket answers a frame it refuses; the connection stays up.
#[derive(Serialize)]
#[serde(tag = "type", rename = "error")]
struct ErrorFrame {
    code: &'static str,
    message: String,
    /// Only for text with characters a request may not hold, as a request body names them.
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<FieldErrors>,
}

impl ErrorFrame {
    /// The refusal's code and message.
    fn of(error: &ApiError) -> String {
        Self::with_code(error.code(), error)
    }

    /// A frame that is not what the channel takes, with why.
    fn malformed(why: &impl ToString) -> String {
        Self {
            code: "malformed_frame",
            message: why.to_string(),
            fields: None,
        }
        .text()
    }

    fn with_code(code: &'static str, error: &ApiError) -> String {
        Self {
            code,
            message: error.to_string(),
            fields: None,
        }
        .text()
    }

    fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
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
                // The hub dropped this socket: its backlog was full, or live events were lost
                // while the database was away. Either way the client has missed something: it
                // is asked to connect again and read afresh.
                None => {
                    let _ = socket.send(Message::Close(Some(CloseFrame { code: close_code::RESTART, reason: "read again".into() }))).await;
                    return;
                }
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
                Some(Ok(Message::Binary(_))) => { let _ = replies.try_send(ErrorFrame::of(&ApiError::MalformedFrame("Frames are JSON text."))); }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
            },
        }
    }
}

/// A client frame as `T`, its text checked as a request body's is; an error frame otherwise.
fn frame<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|error| ErrorFrame::malformed(&error))?;
    crate::http::json_value(value).map_err(|error| match error {
        ApiError::Validation(fields) if fields.has(FieldError::InvalidCharacters) => ErrorFrame {
            code: "validation_failed",
            message: ApiError::Validation(fields.clone()).to_string(),
            fields: Some(fields),
        }
        .text(),
        other => ErrorFrame::with_code("malformed_frame", &other),
    })
}

/// Handles one client frame; returns a reply for this socket only (an error), if any.
async fn handle(state: &AppState, caller: &Caller, kind: SocketKind, text: &str) -> Option<String> {
    match kind {
        SocketKind::Chat => match frame::<ChatFrame>(text) {
            Err(error) => Some(error),
            Ok(ChatFrame::SendMessage { sender_id, .. }) if sender_id != caller.id => {
                Some(ErrorFrame::of(&ChatError::NotTheSender.into()))
            }
            Ok(ChatFrame::SendMessage {
                message, receiver_id, ..
            }) => send_message(&state.pool, caller.id, receiver_id, &message)
                .await
                .err()
                .map(|error| ErrorFrame::of(&error)),
            Ok(ChatFrame::MarkRead { message_id }) => match mark_read(&state.pool, caller.id, message_id).await {
                Ok(_) => None,
                Err(error) => Some(ErrorFrame::of(&error)),
            },
        },
        SocketKind::Notifications => match frame::<NotificationFrame>(text) {
            Err(error) => Some(error),
            Ok(NotificationFrame::MarkSeen) => mark_seen(state, caller).await.err().map(|error| ErrorFrame::of(&error)),
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
