use crate::auth::tokens::TokenKeys;
use crate::config::Secret;
use sqlx::PgPool;
use std::sync::Arc;
use tokio::sync::Notify;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub tokens: Arc<TokenKeys>,
    /// Where users reach Hire; e-mailed links start with it.
    pub public_url: Arc<str>,
    pub admin_token: Option<Secret>,
    /// Wakes the e-mail delivery task after a mail is queued.
    pub mail_wake: Arc<Notify>,
}
