//! Access tokens that must be refused.

use crate::helpers::{JWT_SECRET, assert_error, spawn_app};
use base64::Engine;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn signed(claims: &Value, secret: &str) -> String {
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .unwrap()
}

fn base64url(bytes: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The claims the server put in a token, read without checking it.
fn claims_of(access: &str) -> Value {
    jsonwebtoken::dangerous::insecure_decode::<Value>(access)
        .unwrap()
        .claims
}

#[tokio::test]
async fn a_token_with_a_changed_payload_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    let other = app.signed_in_jobseeker("eve@example.org").await;
    let mut parts: Vec<String> = session.access.split('.').map(str::to_owned).collect();
    parts[1] = other.access.split('.').nth(1).unwrap().to_owned();

    assert_error(
        app.get_as("/api/auth/users/me/", &parts.join(".")).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_token_signed_with_another_secret_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    let claims = claims_of(&session.access);

    let forged = signed(&claims, "not-the-server-secret");
    assert_error(
        app.get_as("/api/auth/users/me/", &forged).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn an_expired_token_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    let mut claims = claims_of(&session.access);
    let now = chrono::Utc::now().timestamp();
    claims["iat"] = json!(now - 3600);
    claims["exp"] = json!(now - 600);

    let expired = signed(&claims, JWT_SECRET);
    assert_error(
        app.get_as("/api/auth/users/me/", &expired).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn an_unsigned_alg_none_token_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;
    let claims = claims_of(&session.access);

    let header = base64url(br#"{"alg":"none","typ":"JWT"}"#);
    let payload = base64url(claims.to_string().as_bytes());
    let unsigned = format!("{header}.{payload}.");
    assert_error(
        app.get_as("/api/auth/users/me/", &unsigned).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_refresh_token_is_not_an_access_token() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    assert_error(
        app.get_as("/api/auth/users/me/", &session.refresh).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_request_without_a_token_is_not_authenticated() {
    let app = spawn_app().await;

    let response = app
        .request(reqwest::Method::GET, "/api/auth/users/me/")
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::UNAUTHORIZED, "not_authenticated").await;
}

#[tokio::test]
async fn both_jwt_and_bearer_schemes_are_accepted() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    let bearer = app
        .request(reqwest::Method::GET, "/api/auth/users/me/")
        .header("Authorization", format!("Bearer {}", session.access))
        .send()
        .await
        .unwrap();
    assert_eq!(bearer.status(), StatusCode::OK);
    assert_eq!(
        app.get_as("/api/auth/users/me/", &session.access).await.status(),
        StatusCode::OK
    );
}
