//! Account settings over HTTP: changing the password and the e-mail address.

use crate::helpers::{PASSWORD, TestApp, Tokens, assert_error, spawn_app, tokens};
use reqwest::StatusCode;
use serde_json::{Value, json};

const NEW_PASSWORD: &str = "Fresh!Pass2027";

async fn set_password(app: &TestApp, session: &Tokens, current: &str) -> reqwest::Response {
    app.post_as(
        "/api/auth/users/set_password/",
        &session.access,
        json!({"current_password": current, "new_password": NEW_PASSWORD}),
    )
    .await
}

#[tokio::test]
async fn changing_the_password_ends_every_other_session_and_keeps_this_one_signed_in() {
    let app = spawn_app().await;
    let here = app.signed_in_jobseeker("ada@example.org").await;
    let elsewhere = tokens(app.login("ada@example.org", PASSWORD).await).await;

    let changed = set_password(&app, &here, PASSWORD).await;

    assert_eq!(changed.status(), StatusCode::OK);
    let fresh = tokens(changed).await;
    assert_eq!(
        app.get_as("/api/auth/users/me/", &fresh.access).await.status(),
        StatusCode::OK
    );
    for old in [&here, &elsewhere] {
        assert_eq!(
            app.get_as("/api/auth/users/me/", &old.access).await.status(),
            StatusCode::UNAUTHORIZED
        );
        let refreshed = app
            .post("/api/auth/jwt/refresh/", json!({"refresh": old.refresh}))
            .await;
        assert_eq!(refreshed.status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        app.login("ada@example.org", NEW_PASSWORD).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.login("ada@example.org", PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_wrong_current_password_changes_nothing() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    let refused = set_password(&app, &session, "Not!theRight1").await;

    assert_error(refused, StatusCode::BAD_REQUEST, "wrong_password").await;
    assert_eq!(
        app.get_as("/api/auth/users/me/", &session.access).await.status(),
        StatusCode::OK
    );
    assert_eq!(app.login("ada@example.org", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_new_password_follows_the_password_rules() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    let weak = app
        .post_as(
            "/api/auth/users/set_password/",
            &session.access,
            json!({"current_password": PASSWORD, "new_password": "short"}),
        )
        .await;

    let body = assert_error(weak, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert!(
        body["error"]["fields"]["new_password"]
            .as_array()
            .is_some_and(|codes| !codes.is_empty())
    );
}

async fn ask_for_email(app: &TestApp, session: &Tokens, new_email: &str) -> reqwest::Response {
    app.post_as(
        "/api/auth/users/set_email/",
        &session.access,
        json!({"current_password": PASSWORD, "new_email": new_email}),
    )
    .await
}

#[tokio::test]
async fn a_new_email_takes_over_only_once_its_link_is_opened() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    assert_eq!(
        ask_for_email(&app, &session, "Ada@Lovelace.dev").await.status(),
        StatusCode::ACCEPTED
    );
    assert_eq!(
        app.login("ada@example.org", PASSWORD).await.status(),
        StatusCode::OK,
        "the old address until then"
    );
    let (uid, token) = app.last_link("ada@lovelace.dev").await;
    let confirmed = app
        .post(
            "/api/auth/users/set_email_confirm/",
            json!({"uid": uid, "token": token}),
        )
        .await;

    assert_eq!(confirmed.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.login("ada@lovelace.dev", PASSWORD).await.status(), StatusCode::OK);
    assert_eq!(
        app.login("ada@example.org", PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let me: Value = app.get_json_as("/api/auth/users/me/", &session.access).await;
    assert_eq!(me["email"], "ada@lovelace.dev");
    let again = app
        .post(
            "/api/auth/users/set_email_confirm/",
            json!({"uid": uid, "token": token}),
        )
        .await;
    assert_error(again, StatusCode::BAD_REQUEST, "link_not_valid").await;
}

#[tokio::test]
async fn an_address_in_use_or_the_current_one_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    app.signed_in_jobseeker("bob@example.org").await;

    for (address, code) in [
        ("bob@example.org", "email_taken"),
        ("ada@example.org", "invalid_choice"),
    ] {
        let refused = ask_for_email(&app, &session, address).await;
        let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"]["new_email"], json!([code]), "{address}");
    }
}

#[tokio::test]
async fn an_address_taken_before_the_link_is_opened_stays_with_its_owner() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    assert_eq!(
        ask_for_email(&app, &session, "shared@example.org").await.status(),
        StatusCode::ACCEPTED
    );
    let (uid, token) = app.last_link("shared@example.org").await;
    app.signed_in_jobseeker("shared@example.org").await;

    let late = app
        .post(
            "/api/auth/users/set_email_confirm/",
            json!({"uid": uid, "token": token}),
        )
        .await;

    let body = assert_error(late, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["new_email"], json!(["email_taken"]));
    let me: Value = app.get_json_as("/api/auth/users/me/", &session.access).await;
    assert_eq!(me["email"], "ada@example.org");
}
