//! Anti-automation on the credential paths: guessing loops, mail bombs and scripts are
//! stopped with when to try again; a person who mistypes is not.

use crate::helpers::{PASSWORD, TestApp, assert_error, spawn_app_with, start_server};
use reqwest::StatusCode;
use reqwest::header::RETRY_AFTER;
use serde_json::{Value, json};

/// A server with the limits as deployed: each test is then one client among strangers.
async fn limited(trusted_proxies: usize) -> TestApp {
    spawn_app_with(|config| {
        config.client_attempts_multiplier = 1;
        config.trusted_proxies = trusted_proxies;
    })
    .await
}

async fn reset_mail(address: &str, email: &str, forwarded_for: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new()
        .post(format!("{address}/api/auth/users/reset_password/"))
        .json(&json!({"email": email}));
    if let Some(client) = forwarded_for {
        request = request.header("x-forwarded-for", client);
    }
    request.send().await.unwrap()
}

/// Asserts a 429 in the error shape whose wait is given in the header and in the details.
async fn assert_wait(response: reqwest::Response, most_seconds: u64) {
    let header: u64 = response.headers()[RETRY_AFTER].to_str().unwrap().parse().unwrap();
    let body = assert_error(response, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts").await;
    let details = body["error"]["details"]["retry_after_seconds"].as_u64().unwrap();
    assert_eq!(header, details);
    assert!((1..=most_seconds).contains(&details), "{body}");
}

#[tokio::test]
async fn a_guessing_loop_on_one_address_is_stopped_even_when_it_finds_the_password() {
    let app = limited(0).await;
    app.signed_in_jobseeker("ann@example.com").await;

    for guess in 0..10 {
        let wrong = app.login("ann@example.com", &format!("guess-{guess}")).await;
        assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    }
    let right = app.login("Ann@Example.com", PASSWORD).await;

    assert_wait(right, 15 * 60).await;
}

#[tokio::test]
async fn a_person_who_mistypes_twice_gets_in_and_starts_afresh() {
    let app = limited(0).await;
    app.signed_in_jobseeker("ann@example.com").await;

    for _ in 0..2 {
        assert_eq!(
            app.login("ann@example.com", "typo").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let in_at_last = app.login("ann@example.com", PASSWORD).await;
    for _ in 0..9 {
        assert_eq!(
            app.login("ann@example.com", "typo").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }

    assert_eq!(in_at_last.status(), StatusCode::OK);
    assert_eq!(app.login("ann@example.com", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn mails_to_one_address_stop_at_five_an_hour_and_other_addresses_still_get_theirs() {
    let app = limited(0).await;

    for _ in 0..5 {
        let sent = reset_mail(&app.address, "ann@example.com", None).await;
        assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    }
    let sixth = reset_mail(&app.address, "ANN@example.com", None).await;
    let other = reset_mail(&app.address, "bob@example.com", None).await;

    assert_wait(sixth, 3600).await;
    assert_eq!(other.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn one_client_asking_mails_for_many_addresses_is_stopped_and_another_client_is_not() {
    let app = limited(1).await;

    for index in 0..20 {
        let sent = reset_mail(&app.address, &format!("person{index}@example.com"), Some("203.0.113.9")).await;
        assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    }
    let script = reset_mail(&app.address, "next@example.com", Some("203.0.113.9")).await;
    // What a client writes before the proxy's own entry is not believed.
    let disguised = reset_mail(&app.address, "next@example.com", Some("198.51.100.1, 203.0.113.9")).await;
    let neighbour = reset_mail(&app.address, "next@example.com", Some("203.0.113.10")).await;

    assert_wait(script, 3600).await;
    assert_wait(disguised, 3600).await;
    assert_eq!(neighbour.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn guessing_links_is_stopped_after_fifty_wrong_ones() {
    let app = limited(0).await;
    let guess = |index: usize| json!({"uid": "0197a3b4-0000-7000-8000-000000000000", "token": format!("guess{index}")});

    for index in 0..50 {
        let wrong = app.post("/api/auth/users/activation/", guess(index)).await;
        assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    }
    let next = app.post("/api/auth/users/activation/", guess(50)).await;
    let refresh = app.post("/api/auth/jwt/refresh/", json!({"refresh": "guess"})).await;

    assert_wait(next, 15 * 60).await;
    assert_wait(refresh, 15 * 60).await;
}

#[tokio::test]
async fn every_instance_on_one_database_counts_the_same_attempts() {
    let app = limited(0).await;
    let data = std::env::temp_dir().join(format!("hire-attempts-{}", uuid::Uuid::new_v4()));
    let other = start_server(&app.database_url, &data).await;

    for address in [&app.address, &other.address, &app.address, &other.address, &app.address] {
        let sent = reset_mail(address, "ann@example.com", None).await;
        assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    }
    let sixth = reset_mail(&other.address, "ann@example.com", None).await;

    assert_wait(sixth, 3600).await;
    let _ = std::fs::remove_dir_all(data);
}

#[tokio::test]
async fn the_attempts_table_holds_no_address_in_clear() {
    let app = limited(0).await;

    reset_mail(&app.address, "ann@example.com", None).await;

    let clear: Vec<Value> = sqlx::query_scalar(
        "SELECT to_jsonb(a) FROM credential_attempts a WHERE position('ann' in convert_from(subject, 'LATIN1')) > 0",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM credential_attempts")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(clear.is_empty());
    assert_eq!(rows, 2);
}
