use crate::config::Secret;
use crate::sessions::TokenKeys;
use axum::extract::FromRef;
use projections::Hiring;
use sqlx::PgPool;
use std::sync::Arc;
use tokio::sync::Notify;

/// What every handler can reach.
#[derive(Clone, FromRef)]
pub struct AppState {
    pub pool: PgPool,
    pub tokens: Arc<TokenKeys>,
    /// Where users reach Hire; e-mailed links start with it.
    pub public_url: Arc<str>,
    pub admin_token: Option<Secret>,
    /// What `/metrics` asks for; without it there are no metrics.
    #[from_ref(skip)]
    pub metrics_token: Option<Secret>,
    /// Wakes the e-mail delivery task after a mail is queued.
    pub mail_wake: Arc<Notify>,
    /// The event-sourced hiring pipeline: commands in, projections out.
    pub hiring: Arc<Hiring>,
    /// Job search and the CV database.
    pub search: Arc<dyn search::SearchIndex>,
    /// Uploaded files.
    pub files: crate::files::Files,
    /// The websockets connected to this instance.
    pub hub: Arc<crate::realtime::Hub>,
    /// The AI provider, the per-company limits on calls and the token accounts' queue.
    pub ai: Arc<crate::ai::Ai>,
    /// Where webhooks may go, their retry schedule, and the senders' alarm.
    pub webhooks: Arc<crate::webhook_delivery::WebhookSettings>,
    /// The social login providers.
    pub social: Arc<crate::oidc::SocialLogin>,
    /// Screens answered from memory while nothing they read has changed.
    pub screens: Arc<crate::screen_cache::ScreenCache>,
    /// How the limits on attempts at the credential paths are scaled, and whom to believe
    /// about a client's address.
    pub attempts: Arc<crate::security::attempts::AttemptSettings>,
}
