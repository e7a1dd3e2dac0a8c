//! Assembles the application: state, routes, layers, background tasks.

use crate::config::Config;
use crate::http::error::{no_such_route, panic_response, shape_plain_errors};
use crate::openapi::ApiDoc;
use crate::sessions::TokenKeys;
use crate::state::AppState;
use crate::{accounts, admin, auth, chat, email, health, jobs, realtime};
use anyhow::{Context, Result};
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get, post};
use projections::Hiring;
use rand::RngCore;
use sqlx::PgPool;
use std::future::Future;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::sync::{Notify, watch};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

mod store;
mod web;

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
    mail: email::Transport,
    retention_every: std::time::Duration,
}

impl Application {
    /// Binds the listener (port 0 picks a free port) and builds the routes.
    pub async fn build(config: &Config, pool: PgPool) -> Result<Self> {
        let listener = TcpListener::bind(config.addr)
            .await
            .with_context(|| format!("cannot listen on {}", config.addr))?;
        let port = listener.local_addr()?.port();
        let secret = match &config.jwt_secret {
            Some(secret) => secret.expose().to_owned(),
            None => shared_secret(&pool, "jwt").await?,
        };
        let hiring = Hiring::new(pool.clone());
        projections::replay::clear_abandoned(&pool)
            .await
            .context("clearing an abandoned replay")?;
        // Views may have missed events if the last run died between a commit and its projection.
        let caught_up = hiring.catch_up().await.context("catching up the projections")?;
        if caught_up > 0 {
            tracing::info!(events = caught_up, "projections caught up");
        }
        let search = search::from_env(pool.clone())
            .await
            .context("opening the search index")?;
        let state = AppState {
            ai: Arc::new(crate::ai::Ai::from_config(config, hiring.clone(), pool.clone())?),
            hiring,
            search,
            files: crate::files::Files::from_config(config)?,
            hub: Arc::new(realtime::Hub::default()),
            pool,
            tokens: Arc::new(TokenKeys::new(
                secret.as_bytes(),
                chrono::Duration::seconds(config.access_token_seconds),
                chrono::Duration::seconds(config.refresh_token_seconds),
            )),
            public_url: config.public_url(port).into(),
            admin_token: config.admin_token.clone(),
            metrics_token: config.metrics_token.clone(),
            mail_wake: Arc::new(Notify::new()),
            social: Arc::new(crate::oidc::SocialLogin::new(&config.oidc_providers)?),
            screens: Arc::default(),
            attempts: Arc::new(crate::security::attempts::AttemptSettings {
                client_multiplier: config.client_attempts_multiplier,
                trusted_proxies: config.trusted_proxies,
            }),
            webhooks: Arc::new(crate::webhook_delivery::WebhookSettings {
                allow_local: config.webhooks_allow_local,
                retry_delays: config.webhook_retry_delays.clone(),
                wake: Arc::new(Notify::new()),
            }),
        };
        if state.metrics_token.is_some() && crate::metrics::install().is_none() {
            tracing::warn!("another metrics recorder was installed first: /metrics will be empty");
        }
        let router = router(config, state.clone());
        Ok(Self {
            listener,
            router,
            state,
            mail: email::Transport::from_config(config)?,
            retention_every: std::time::Duration::from_secs(config.retention_check_seconds),
        })
    }

    pub fn port(&self) -> u16 {
        self.listener
            .local_addr()
            .map(|address| address.port())
            .unwrap_or_default()
    }

    /// Serves until `shutdown` completes, then finishes the requests in flight.
    pub async fn run_until(self, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<()> {
        let (stop, stopped) = watch::channel(false);
        let mail = tokio::spawn(email::deliver(
            self.state.pool.clone(),
            self.mail,
            self.state.mail_wake.clone(),
            stopped.clone(),
        ));
        let webhooks = tokio::spawn(crate::webhook_delivery::deliver(
            self.state.pool.clone(),
            self.state.webhooks.clone(),
            stopped.clone(),
        ));
        let keep_up = tokio::spawn(self.state.hiring.clone().keep_up(stopped.clone()));
        let expiry = tokio::spawn(expire_offers(self.state.clone(), stopped.clone()));
        let retention = tokio::spawn(crate::privacy::retention::keep_anonymising(
            self.state.clone(),
            self.retention_every,
            stopped.clone(),
        ));
        let indexer = projections::SearchIndexer::new(self.state.pool.clone(), self.state.search.clone());
        let indexing = tokio::spawn(indexer.keep_up(stopped.clone()));
        let screens = tokio::spawn(crate::screen_cache::listen(
            self.state.pool.clone(),
            self.state.screens.clone(),
            stopped.clone(),
        ));
        let live = tokio::spawn(realtime::listen(
            self.state.pool.clone(),
            self.state.hub.clone(),
            stopped,
        ));
        // The peer's address: the attempt limits count per client.
        let service = self
            .router
            .into_make_service_with_connect_info::<std::net::SocketAddr>();
        axum::serve(self.listener, service)
            .with_graceful_shutdown(shutdown)
            .await?;
        let _ = stop.send(true);
        mail.await?;
        webhooks.await?;
        keep_up.await?;
        expiry.await?;
        retention.await?;
        live.await?;
        screens.await?;
        indexing.await?;
        Ok(())
    }
}

/// Expires offers past their last date, every minute.
async fn expire_offers(state: AppState, mut stop: watch::Receiver<bool>) {
    loop {
        if let Err(error) = jobs::offers::expire_due(&state).await {
            tracing::warn!(%error, "expiring offers failed; will retry");
        }
        tokio::select! {
            _ = tokio::time::sleep(std::time::Duration::from_secs(60)) => {}
            _ = stop.changed() => return,
        }
    }
}

/// The OpenAPI document and the routes it describes, built together so they cannot drift.
pub fn api_routes() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(auth::router())
        .merge(accounts::router())
        .merge(jobs::router())
        .merge(chat::router())
        .merge(admin::router())
        .merge(crate::cv_database::router())
        .merge(crate::org::router())
        .merge(crate::workforce_planning::router())
        .merge(crate::delegates::router())
        .merge(crate::benchmark::router())
        .merge(crate::learning::router())
        .merge(crate::market::router())
        .merge(crate::webhooks::router())
        .merge(crate::privacy::router())
        .merge(crate::reports::router())
        .merge(crate::diversity::router())
        .merge(health::router())
        .split_for_parts()
}

fn router(config: &Config, state: AppState) -> Router {
    let (api, openapi) = api_routes();
    let https = state.public_url.starts_with("https://");
    let openapi = Arc::new(crate::openapi::document(&openapi));
    let routes = api
        .route(
            "/api/openapi.json",
            get(move || async move { axum::Json(openapi.as_ref().clone()) }),
        )
        .route("/ws/chat/", get(chat::socket::chat))
        .route("/ws/notifications/", get(chat::socket::notifications))
        .route("/ws/ai-teacher/{id}/", get(crate::learning::socket::ai_teacher))
        .route(crate::security::REPORTS_PATH, post(crate::security::csp_report))
        .route(crate::metrics::PATH, get(crate::metrics::scrape))
        .route("/ws/{*rest}", any(no_such_route))
        .route("/api", any(no_such_route))
        .route("/api/{*rest}", any(no_such_route))
        .fallback_service(web::app(&config.web_dir))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            crate::screen_cache::middleware,
        ))
        .layer(axum::middleware::from_fn(shape_plain_errors));
    // Requests are measured only where someone may read the figures: the rest pay nothing.
    let routes = if state.metrics_token.is_some() {
        routes.layer(axum::middleware::from_fn(crate::metrics::track))
    } else {
        routes
    };
    routes
        .layer(DefaultBodyLimit::max(config.max_body_bytes))
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(TraceLayer::new_for_http())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
        .layer(axum::middleware::map_response(move |response| async move {
            crate::security::harden(response, https)
        }))
        .with_state(state)
}

/// A random secret created once and shared by every instance on the same database.
async fn shared_secret(pool: &PgPool, name: &str) -> Result<String> {
    let mut bytes = [0u8; 64];
    rand::rng().fill_bytes(&mut bytes);
    let candidate: String = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
    Ok(store::shared_secret(pool, name, &candidate).await?)
}
