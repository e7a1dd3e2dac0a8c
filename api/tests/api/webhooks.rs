//! Webhooks (docs/api-webhooks-contract.md): endpoints, signed deliveries read by an
//! independent Standard Webhooks implementation, retries, the delivery log, "send again",
//! and a restart in the middle.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app, spawn_app_with, start_server_with_env};
use axum::http::HeaderMap;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A receiver on a free local port: it keeps every request and answers with `status`.
#[derive(Clone)]
struct Receiver {
    url: String,
    status: Arc<AtomicU16>,
    received: Arc<Mutex<Vec<(HeaderMap, String)>>>,
}

impl Receiver {
    async fn start() -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        let receiver = Self {
            url,
            status: Arc::new(AtomicU16::new(200)),
            received: Arc::default(),
        };
        let state = receiver.clone();
        let app = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: String| {
                let state = state.clone();
                async move {
                    state.received.lock().unwrap().push((headers, body));
                    StatusCode::from_u16(state.status.load(Ordering::SeqCst)).unwrap()
                }
            }),
        );
        tokio::spawn(async move { axum::serve(listener, app).await });
        receiver
    }

    fn answer(&self, status: u16) {
        self.status.store(status, Ordering::SeqCst);
    }

    fn requests(&self) -> Vec<(HeaderMap, String)> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until `count` requests have arrived.
    async fn wait_for(&self, count: usize) -> Vec<(HeaderMap, String)> {
        for _ in 0..200 {
            let requests = self.requests();
            if requests.len() >= count {
                return requests;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("expected {count} webhook requests, got {:?}", self.requests());
    }
}

/// Hire with local endpoints allowed and a retry every second.
async fn app_for_local_endpoints() -> TestApp {
    spawn_app_with(|config| {
        config.webhooks_allow_local = true;
        config.webhook_retry_delays = vec![1];
    })
    .await
}

async fn register(app: &TestApp, company: &Tokens, url: &str, types: &[&str]) -> Value {
    let response = app
        .post_as(
            "/api/webhooks/endpoints/",
            &company.access,
            json!({"url": url, "event_types": types, "description": "HRIS"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json().await.unwrap()
}

fn verify(secret: &str, headers: &HeaderMap, body: &str) {
    standardwebhooks::Webhook::new(secret)
        .unwrap()
        .verify(body.as_bytes(), headers)
        .unwrap_or_else(|error| panic!("the signature does not verify: {error:?}"));
}

async fn deliveries(app: &TestApp, company: &Tokens, query: &str) -> Value {
    let response = app
        .get_as(&format!("/api/webhooks/deliveries/{query}"), &company.access)
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

/// Waits until the delivery log's newest delivery has `status`.
async fn newest_delivery_becomes(app: &TestApp, company: &Tokens, status: &str) -> Value {
    for _ in 0..200 {
        let log = deliveries(app, company, "").await;
        if log["results"][0]["status"] == status {
            return log["results"][0].clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no delivery became {status}: {}", deliveries(app, company, "").await);
}

#[tokio::test]
async fn an_application_reaches_a_subscribed_endpoint_signed_and_carrying_only_ids() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, &receiver.url, &["application.submitted"]).await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let candidate = app.candidate("ada@example.org").await;

    let application = app.apply(&candidate, &job).await;

    let (headers, body) = receiver.wait_for(1).await.remove(0);
    verify(endpoint["secret"].as_str().unwrap(), &headers, &body);
    let payload: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(payload["type"], "application.submitted");
    let company_id = app.user_id(&company).await;
    let company_row: String = sqlx::query_scalar("SELECT id::text FROM companies WHERE owner_id = $1::uuid")
        .bind(&company_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        payload["data"],
        json!({"company_id": company_row, "application_id": application, "job_id": job})
    );
    assert!(!body.contains("ada@example.org") && !body.contains("Ada"), "{body}");
    let delivered = newest_delivery_becomes(&app, &company, "delivered").await;
    assert_eq!(headers["webhook-id"].to_str().unwrap(), delivered["id"]);
    assert_eq!(delivered["attempts"], 1);
}

#[tokio::test]
async fn an_interview_and_an_offer_reach_an_endpoint_with_the_application_they_are_about() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    register(&app, &company, &receiver.url, &["interview.scheduled", "offer.sent"]).await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let candidate = app.candidate("ada@example.org").await;
    let application = app.apply(&candidate, &job).await;
    let company_id: String = sqlx::query_scalar("SELECT company_id::text FROM job_views WHERE id = $1::uuid")
        .bind(&job)
        .fetch_one(&app.pool)
        .await
        .unwrap();

    let interview = app
        .schedule_interview(&company, &application, &[app.user_id(&company).await])
        .await;
    let offer = app.send_offer(&company, &application).await;

    let mut payloads: Vec<Value> = receiver
        .wait_for(2)
        .await
        .iter()
        .map(|(_, body)| serde_json::from_str(body).unwrap())
        .collect();
    payloads.sort_by_key(|payload| payload["type"].as_str().unwrap().to_owned());
    assert_eq!(payloads[0]["type"], "interview.scheduled");
    assert_eq!(
        payloads[0]["data"],
        json!({"interview_id": interview, "company_id": company_id, "application_id": application, "job_id": job})
    );
    assert_eq!(payloads[1]["type"], "offer.sent");
    assert_eq!(
        payloads[1]["data"],
        json!({"offer_id": offer, "company_id": company_id, "application_id": application, "job_id": job})
    );
}

#[tokio::test]
async fn an_endpoint_hears_only_the_event_types_it_chose() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    register(&app, &company, &receiver.url, &["application.moved"]).await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let candidate = app.candidate("ada@example.org").await;
    let application = app.apply(&candidate, &job).await;

    assert_eq!(
        app.act(&company, &application, "next_step").await.status(),
        StatusCode::OK
    );

    let requests = receiver.wait_for(1).await;
    let payload: Value = serde_json::from_str(&requests[0].1).unwrap();
    assert_eq!(payload["type"], "application.moved");
    assert_eq!(payload["data"]["from"], "applied");
    assert_eq!(payload["data"]["to"], "in_review");
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(receiver.requests().len(), 1, "the submission is not sent");
}

#[tokio::test]
async fn a_receiver_outage_is_retried_until_it_answers() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, &receiver.url, &["application.submitted"]).await;
    receiver.answer(503);
    let job = app.post_job(&company, "Rust engineer", true).await;
    let candidate = app.candidate("ada@example.org").await;
    app.apply(&candidate, &job).await;

    let failed_twice = receiver.wait_for(2).await;
    receiver.answer(200);

    let delivered = newest_delivery_becomes(&app, &company, "delivered").await;
    let requests = receiver.requests();
    assert!(requests.len() >= 3);
    let ids: Vec<_> = requests
        .iter()
        .map(|(headers, _)| headers["webhook-id"].clone())
        .collect();
    assert!(ids.iter().all(|id| *id == ids[0]), "one webhook-id for every try");
    assert_eq!(requests[0].1, failed_twice[1].1, "every try sends the same body");
    for (headers, body) in &requests {
        verify(endpoint["secret"].as_str().unwrap(), headers, body);
    }
    let detail: Value = app
        .get_json_as(
            &format!("/api/webhooks/deliveries/{}/", delivered["id"].as_str().unwrap()),
            &company.access,
        )
        .await;
    let codes: Vec<_> = detail["attempt_log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|attempt| attempt["status_code"].as_i64().unwrap())
        .collect();
    assert_eq!(codes.first(), Some(&503));
    assert_eq!(codes.last(), Some(&200));
    assert_eq!(
        detail["payload"],
        serde_json::from_str::<Value>(&requests[0].1).unwrap()
    );
}

#[tokio::test]
async fn a_delivery_past_its_24_hours_fails_and_send_again_delivers_it() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, &receiver.url, &["application.submitted"]).await;
    receiver.answer(500);
    let tested = app
        .post_as(
            &format!("/api/webhooks/endpoints/{}/test/", endpoint["id"].as_str().unwrap()),
            &company.access,
            json!({}),
        )
        .await;
    assert_eq!(tested.status(), StatusCode::ACCEPTED);
    receiver.wait_for(1).await;
    sqlx::query("UPDATE webhook_deliveries SET window_start = now() - interval '25 hours'")
        .execute(&app.pool)
        .await
        .unwrap();

    let failed = newest_delivery_becomes(&app, &company, "failed").await;
    assert_eq!(failed["last_status_code"], 500);
    assert!(failed["next_attempt_at"].is_null());
    receiver.answer(200);
    let resent = app
        .post_as(
            &format!("/api/webhooks/deliveries/{}/resend/", failed["id"].as_str().unwrap()),
            &company.access,
            json!({}),
        )
        .await;

    assert_eq!(resent.status(), StatusCode::ACCEPTED);
    newest_delivery_becomes(&app, &company, "delivered").await;
    let requests = receiver.requests();
    let last = requests.last().unwrap();
    assert_eq!(last.0["webhook-id"], requests[0].0["webhook-id"]);
    let payload: Value = serde_json::from_str(&last.1).unwrap();
    assert_eq!(payload["type"], "webhook.test");
}

#[tokio::test]
async fn deliveries_queued_before_a_crash_are_sent_after_the_restart() {
    let mut app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    register(&app, &company, &receiver.url, &["application.submitted"]).await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let candidate = app.candidate("ada@example.org").await;
    app.shut_down().await;
    let settings = [
        ("HIRE_WEBHOOKS_ALLOW_LOCAL", "true"),
        ("HIRE_WEBHOOK_RETRY_DELAYS", "1"),
    ];
    let mut server = start_server_with_env(&app.database_url, &app.data_dir, &settings).await;
    receiver.answer(503);
    let applied = reqwest::Client::new()
        .post(format!("{}/api/jobs/job/{job}/apply/", server.address))
        .header("Authorization", format!("JWT {}", candidate.access))
        .json(&json!({"privacy_terms_version": crate::helpers::PRIVACY_TERMS_VERSION}))
        .send()
        .await
        .unwrap();
    assert_eq!(applied.status(), StatusCode::CREATED);
    receiver.wait_for(1).await;

    server.child.kill().unwrap();
    server.child.wait().unwrap();
    receiver.answer(200);
    let _restarted = start_server_with_env(&app.database_url, &app.data_dir, &settings).await;

    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let status: String = sqlx::query_scalar("SELECT status FROM webhook_deliveries")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if status == "delivered" {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "still {status} after the restart"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let last = receiver.requests().pop().unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(&last.1).unwrap()["type"],
        "application.submitted"
    );
}

#[tokio::test]
async fn an_endpoint_must_be_a_public_https_address_with_known_event_types() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let cases = [
        (
            json!({"url": "http://hooks.example.com/", "event_types": ["offer.sent"]}),
            "url",
            "https_required",
        ),
        (
            json!({"url": "https://127.0.0.1:9000/", "event_types": ["offer.sent"]}),
            "url",
            "private_address",
        ),
        (
            json!({"url": "https://localhost/hook", "event_types": ["offer.sent"]}),
            "url",
            "private_address",
        ),
        (
            json!({"url": "not a url", "event_types": ["offer.sent"]}),
            "url",
            "invalid_url",
        ),
        (json!({"event_types": ["offer.sent"]}), "url", "required"),
        (
            json!({"url": "https://hooks.example.com/", "event_types": []}),
            "event_types",
            "required",
        ),
        (
            json!({"url": "https://hooks.example.com/", "event_types": ["user.deleted"]}),
            "event_types",
            "invalid_choice",
        ),
        (
            json!({"url": "https://hooks.example.com/", "event_types": ["offer.sent"], "description": "x".repeat(201)}),
            "description",
            "too_long",
        ),
    ];

    for (body, field, code) in cases {
        let refused = assert_error(
            app.post_as("/api/webhooks/endpoints/", &company.access, body.clone())
                .await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        )
        .await;
        assert_eq!(refused["error"]["fields"][field], json!([code]), "{body}");
    }
    let listed: Value = app.get_json_as("/api/webhooks/endpoints/", &company.access).await;
    assert_eq!(listed, json!([]), "nothing refused is stored");
}

#[tokio::test]
async fn a_company_has_at_most_ten_endpoints() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    for n in 0..10 {
        register(
            &app,
            &company,
            &format!("https://hooks.example.com/{n}"),
            &["offer.sent"],
        )
        .await;
    }

    let refused = app
        .post_as(
            "/api/webhooks/endpoints/",
            &company.access,
            json!({"url": "https://hooks.example.com/11", "event_types": ["offer.sent"]}),
        )
        .await;

    assert_error(refused, StatusCode::CONFLICT, "too_many_webhook_endpoints").await;
}

#[tokio::test]
async fn a_disabled_endpoint_gets_no_test_event_and_no_resend() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, "https://hooks.example.com/", &["offer.sent"]).await;
    let id = endpoint["id"].as_str().unwrap();
    let updated = app
        .put_as(
            &format!("/api/webhooks/endpoints/{id}/"),
            &company.access,
            json!({"url": "https://hooks.example.com/v2", "event_types": ["offer.sent", "offer.accepted"], "enabled": false}),
        )
        .await;
    assert_eq!(updated.status(), StatusCode::OK);
    let updated: Value = updated.json().await.unwrap();
    assert_eq!(updated["secret"], endpoint["secret"], "the secret stays");
    assert_eq!(updated["event_types"], json!(["offer.sent", "offer.accepted"]));

    let refused = app
        .post_as(
            &format!("/api/webhooks/endpoints/{id}/test/"),
            &company.access,
            json!({}),
        )
        .await;

    assert_error(refused, StatusCode::CONFLICT, "webhook_endpoint_disabled").await;
}

#[tokio::test]
async fn rotating_the_secret_signs_later_deliveries_with_the_new_one() {
    let app = app_for_local_endpoints().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, &receiver.url, &["offer.sent"]).await;
    let id = endpoint["id"].as_str().unwrap();

    let rotated: Value = app
        .post_as(
            &format!("/api/webhooks/endpoints/{id}/rotate-secret/"),
            &company.access,
            json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
    app.post_as(
        &format!("/api/webhooks/endpoints/{id}/test/"),
        &company.access,
        json!({}),
    )
    .await;

    assert_ne!(rotated["secret"], endpoint["secret"]);
    let (headers, body) = receiver.wait_for(1).await.remove(0);
    verify(rotated["secret"].as_str().unwrap(), &headers, &body);
    assert!(
        standardwebhooks::Webhook::new(endpoint["secret"].as_str().unwrap())
            .unwrap()
            .verify(body.as_bytes(), &headers)
            .is_err()
    );
}

#[tokio::test]
async fn another_company_sees_none_of_a_companys_webhooks() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let other = app.signed_in_company("boss@globex.io").await;
    let endpoint = register(&app, &company, "https://hooks.example.com/", &["offer.sent"]).await;
    let id = endpoint["id"].as_str().unwrap();
    let tested: Value = app
        .post_as(
            &format!("/api/webhooks/endpoints/{id}/test/"),
            &company.access,
            json!({}),
        )
        .await
        .json()
        .await
        .unwrap();

    assert_error(
        app.get_as(&format!("/api/webhooks/endpoints/{id}/"), &other.access)
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.post_as(
            &format!("/api/webhooks/deliveries/{}/resend/", tested["id"].as_str().unwrap()),
            &other.access,
            json!({}),
        )
        .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_eq!(deliveries(&app, &other, "").await["count"], 0);
}

#[tokio::test]
async fn the_delivery_log_filters_by_status_and_refuses_unknown_values() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, "https://hooks.example.com/", &["offer.sent"]).await;
    app.post_as(
        &format!("/api/webhooks/endpoints/{}/test/", endpoint["id"].as_str().unwrap()),
        &company.access,
        json!({}),
    )
    .await;

    assert_eq!(deliveries(&app, &company, "?event_type=webhook.test").await["count"], 1);
    assert_eq!(deliveries(&app, &company, "?status=delivered").await["count"], 0);
    for (query, field) in [("?status=lost", "status"), ("?event_type=user.deleted", "event_type")] {
        let refused = assert_error(
            app.get_as(&format!("/api/webhooks/deliveries/{query}"), &company.access)
                .await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        )
        .await;
        assert_eq!(refused["error"]["fields"][field], json!(["invalid_choice"]));
    }
}

#[tokio::test]
async fn without_local_endpoints_allowed_a_delivery_never_reaches_a_private_address() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let endpoint = register(&app, &company, "https://hooks.example.com/", &["offer.sent"]).await;
    // As if the address had been registered while local addresses were allowed.
    sqlx::query("UPDATE webhook_endpoints SET url = $1")
        .bind(&receiver.url)
        .execute(&app.pool)
        .await
        .unwrap();

    app.post_as(
        &format!("/api/webhooks/endpoints/{}/test/", endpoint["id"].as_str().unwrap()),
        &company.access,
        json!({}),
    )
    .await;

    let refused = loop {
        let log = deliveries(&app, &company, "").await;
        if log["results"][0]["attempts"].as_i64() > Some(0) {
            break log["results"][0].clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(refused["last_error"], "Use an https:// address.");
    assert!(receiver.requests().is_empty());
}
