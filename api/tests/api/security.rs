//! The headers that protect users in their browsers, and the reports of what a browser's
//! policy blocked.

use crate::helpers::{spawn_app, spawn_app_with};
use reqwest::StatusCode;
use reqwest::header::{
    CONTENT_SECURITY_POLICY, CONTENT_TYPE, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY, X_CONTENT_TYPE_OPTIONS,
    X_FRAME_OPTIONS,
};
use serde_json::{Value, json};

fn header(response: &reqwest::Response, name: reqwest::header::HeaderName) -> &str {
    response.headers().get(name).map_or("", |value| value.to_str().unwrap())
}

#[tokio::test]
async fn every_answer_forbids_sniffing_framing_and_leaking_its_address() {
    let app = spawn_app().await;

    for response in [
        app.get("/api/health").await,
        app.get("/api/auth/users/me/").await,
        app.get("/api/no-such-thing/").await,
    ] {
        assert_eq!(header(&response, X_CONTENT_TYPE_OPTIONS), "nosniff");
        assert_eq!(header(&response, REFERRER_POLICY), "same-origin");
        assert_eq!(header(&response, X_FRAME_OPTIONS), "DENY");
        assert_eq!(
            header(&response, CONTENT_SECURITY_POLICY),
            "default-src 'none'; frame-ancestors 'none'; sandbox"
        );
    }
}

#[tokio::test]
async fn browsers_are_told_to_keep_to_https_only_when_hire_is_served_over_it() {
    let plain = spawn_app().await;
    let secure = spawn_app_with(|config| config.public_url = Some("https://hire.example".into())).await;

    let over_http = plain.get("/api/health").await;
    let over_https = secure.get("/api/health").await;

    assert_eq!(header(&over_http, STRICT_TRANSPORT_SECURITY), "");
    assert_eq!(
        header(&over_https, STRICT_TRANSPORT_SECURITY),
        "max-age=31536000; includeSubDomains"
    );
}

#[tokio::test]
async fn a_browsers_violation_report_is_taken() {
    let app = spawn_app().await;
    let report = json!({"csp-report": {
        "document-uri": "http://hire.test/my-jobs",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
        "original-policy": "script-src 'self'",
        "line-number": 1
    }});

    let response = app
        .request(reqwest::Method::POST, "/api/security/csp-reports/")
        .header(CONTENT_TYPE, "application/csp-report")
        .body(report.to_string())
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn a_report_that_is_not_one_is_refused_in_the_error_shape() {
    let app = spawn_app().await;

    for (body, status, code) in [
        ("not json".to_owned(), StatusCode::BAD_REQUEST, "malformed_json"),
        (r#"{"other": 1}"#.to_owned(), StatusCode::BAD_REQUEST, "malformed_json"),
        (
            format!(r#"{{"csp-report": {{"blocked-uri": "{}"}}}}"#, "x".repeat(20_000)),
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
        ),
    ] {
        let response = app
            .request(reqwest::Method::POST, "/api/security/csp-reports/")
            .header(CONTENT_TYPE, "application/csp-report")
            .body(body)
            .send()
            .await
            .unwrap();

        assert_eq!(response.status(), status);
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["error"]["code"], code);
    }
}
