//! `/metrics`: what an operator scrapes, behind its own token.

use crate::helpers::{TestApp, assert_error, spawn_app, spawn_app_with};
use reqwest::StatusCode;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE};

const TOKEN: &str = "metrics-token-of-the-test";

async fn watched() -> TestApp {
    spawn_app_with(|config| config.metrics_token = Some(TOKEN.to_owned().into())).await
}

async fn scrape(app: &TestApp, token: Option<&str>) -> reqwest::Response {
    let mut request = app.request(reqwest::Method::GET, "/metrics");
    if let Some(token) = token {
        request = request.header(AUTHORIZATION, format!("Bearer {token}"));
    }
    request.send().await.unwrap()
}

/// The value of the series named exactly `series` (its name and labels as printed).
fn value(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
}

#[tokio::test]
async fn without_a_metrics_token_there_are_no_metrics() {
    let app = spawn_app().await;

    let response = scrape(&app, Some(TOKEN)).await;

    assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn metrics_are_only_for_who_holds_the_token() {
    let app = watched().await;

    let anonymous = scrape(&app, None).await;
    let wrong = scrape(&app, Some("guess")).await;

    assert_error(anonymous, StatusCode::UNAUTHORIZED, "not_authenticated").await;
    assert_error(wrong, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn requests_are_counted_by_route_and_status_and_timed() {
    let app = watched().await;
    app.get("/api/health").await;
    app.get("/api/jobs/00000000-0000-0000-0000-000000000000/").await;

    let response = scrape(&app, Some(TOKEN)).await;

    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain; version=0.0.4")
    );
    let text = response.text().await.unwrap();
    let health = value(
        &text,
        r#"hire_http_requests_total{method="GET",route="/api/health",status="200"}"#,
    );
    assert!(health.is_some_and(|count| count >= 1.0), "{text}");
    assert!(text.contains(r#"status="404""#), "{text}");
    assert!(
        text.contains(r#"hire_http_request_duration_seconds_bucket{method="GET",route="/api/health",le="0.005"}"#),
        "{text}"
    );
    // Addresses never become series of their own.
    assert!(!text.contains("00000000-0000-0000-0000-000000000000"), "{text}");
}

#[tokio::test]
async fn commands_are_counted_by_aggregate_and_outcome() {
    let app = watched().await;
    let company = app.signed_in_company("hr@metrics-co.com").await;
    app.post_job(&company, "Analyst", true).await;

    let text = scrape(&app, Some(TOKEN)).await.text().await.unwrap();

    let committed = value(&text, r#"hire_commands_total{aggregate="job",outcome="committed"}"#);
    assert!(committed.is_some_and(|count| count >= 1.0), "{text}");
    assert!(
        text.contains(r#"hire_command_duration_seconds_count{aggregate="job"}"#),
        "{text}"
    );
}

#[tokio::test]
async fn the_pool_the_sockets_and_the_queues_are_read_when_scraped() {
    let app = watched().await;
    app.register("jobseeker", "ann@example.com").await;

    let text = scrape(&app, Some(TOKEN)).await.text().await.unwrap();

    for series in [
        r#"hire_db_pool_connections{state="in_use"}"#,
        r#"hire_db_pool_connections{state="idle"}"#,
        "hire_db_pool_max_connections",
        "hire_websocket_connections",
        "hire_replay_running",
        r#"hire_queue_waiting{queue="webhooks"}"#,
        r#"hire_queue_oldest_waiting_seconds{queue="emails"}"#,
    ] {
        assert!(value(&text, series).is_some(), "{series} in {text}");
    }
}
