//! Pieces of SQL that several reads and stores share.

/// `text` for a LIKE pattern, its wildcards taken literally.
pub fn like_literal(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}
