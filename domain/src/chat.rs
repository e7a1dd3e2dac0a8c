//! Chat between any two users.

/// Longest message, in characters.
pub const MESSAGE_MAX_CHARS: usize = 5000;

/// Refusals of the chat.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChatError {
    /// A socket frame that sends a message in someone else's name.
    #[error("sender_id must be your own id.")]
    NotTheSender,
}
