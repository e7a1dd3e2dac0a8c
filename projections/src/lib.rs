//! Read models built from the event store, the process managers that turn an event of one
//! aggregate into a command on another, and replay.
//!
//! Every subscriber (view or process manager) records, per aggregate, the last event it has
//! handled (`projection_checkpoints`). Events reach it live right after they commit, and
//! again at start-up (`catch_up`) if the process died in between; a subscriber skips what it
//! has already handled, so nothing is lost and nothing is applied twice.

mod batches;
mod copy;
pub mod engine;
pub mod event_store;
pub mod hiring;
pub mod notification_emails;
pub mod privacy;
mod process;
pub mod replay;
pub mod reporting;
pub mod search;
pub mod sql;
pub mod stored;
pub mod tenancy;
pub mod timings;
pub mod views;
pub mod webhooks;

pub use hiring::Hiring;
pub use search::{Reindexed, SearchIndexer};
pub use stored::{Metadata, ProjectionError, StoredEvent};

/// The tables a read whose answers are kept in memory reads (api's `screen_cache`): each must
/// announce its changes on [`SCREEN_CHANGES`] (the triggers of migrations 0037–0039), or no
/// answer of the read is kept. Declared beside the read.
pub type TablesRead = &'static [&'static str];

/// Where the triggers of migration 0037 announce, at commit, the companies whose screens a
/// transaction changed (`*`: any company).
pub const SCREEN_CHANGES: &str = "screen_changes";
