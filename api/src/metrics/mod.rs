//! What an operator watches: `/metrics` in the Prometheus text format, behind its own token
//! (`HIRE_METRICS_TOKEN`; without one the route does not exist). Counters and histograms are
//! recorded where things happen, through the `metrics` facade (requests here, commands in
//! projections' event store); gauges of queues, pool and sockets are read when scraped.

use crate::http::ApiError;
use crate::state::AppState;
use axum::extract::{FromRequestParts, MatchedPath, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::Instant;

mod store;

pub const PATH: &str = "/metrics";

/// Seconds, from a fast read from memory to a slow export.
const LATENCY_BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

static RECORDER: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Starts recording, once per process; `None` when another recorder was installed first.
pub fn install() -> Option<&'static PrometheusHandle> {
    RECORDER
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), LATENCY_BUCKETS)
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            metrics::set_global_recorder(recorder).ok()?;
            Some(handle)
        })
        .as_ref()
}

/// Counts each request by route (the route's pattern, never the address itself, so the
/// series stay few), method and status, and times it.
pub async fn track(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().as_str().to_owned();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| unmatched(request.uri().path()), |path| path.as_str().to_owned());
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!("hire_http_request_duration_seconds", "method" => method.clone(), "route" => route.clone())
        .record(started.elapsed().as_secs_f64());
    metrics::counter!("hire_http_requests_total", "method" => method, "route" => route, "status" => status)
        .increment(1);
    response
}

/// Requests no API route took: the web app's pages and assets, or nothing at all.
fn unmatched(path: &str) -> String {
    if path.starts_with("/api/") || path.starts_with("/ws/") {
        "unknown".to_owned()
    } else {
        "web app".to_owned()
    }
}

/// Proof that the caller holds the metrics token.
pub struct Operator;

impl FromRequestParts<AppState> for Operator {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        crate::http::token::require(
            parts,
            "Bearer",
            state.metrics_token.as_ref().map(|token| token.expose()),
        )?;
        Ok(Operator)
    }
}

/// The metrics, in the Prometheus text format.
pub async fn scrape(_: Operator, State(state): State<AppState>) -> Result<Response, ApiError> {
    let pool = &state.pool;
    let idle = pool.num_idle() as f64;
    metrics::gauge!("hire_db_pool_connections", "state" => "idle").set(idle);
    metrics::gauge!("hire_db_pool_connections", "state" => "in_use").set(f64::from(pool.size()) - idle);
    metrics::gauge!("hire_db_pool_max_connections").set(f64::from(pool.options().get_max_connections()));
    metrics::gauge!("hire_websocket_connections").set(state.hub.connections() as f64);
    let replaying = projections::replay::running(pool)
        .await
        .map_err(|error| ApiError::from(anyhow::Error::from(error)))?;
    metrics::gauge!("hire_replay_running").set(if replaying { 1.0 } else { 0.0 });
    let queues = store::queues(pool).await?;
    for queue in queues {
        metrics::gauge!("hire_queue_waiting", "queue" => queue.name).set(queue.waiting as f64);
        metrics::gauge!("hire_queue_oldest_waiting_seconds", "queue" => queue.name).set(queue.oldest_seconds);
    }
    let text = install().map(PrometheusHandle::render).unwrap_or_default();
    let mut response = text.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    Ok(response)
}
