//! Social login against a real OpenID provider (the npm package `oidc-provider`, started by
//! each test from web/e2e/oidc/provider.mjs): the code flow with PKCE, the ID token checks,
//! account linking, and every refusal.

use crate::helpers::{
    PASSWORD, PRIVACY_TERMS_VERSION, TestApp, Tokens, assert_error, spawn_app, spawn_app_with, tokens,
};
use api::config::OidcProviderConfig;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use reqwest::{StatusCode, Url};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use tokio::io::AsyncBufReadExt;

const RETURN_PAGE: &str = "http://hire.test/auth/login/test";

/// The provider, stopped when the test ends.
struct IdentityProvider {
    issuer: String,
    _process: tokio::process::Child,
}

impl IdentityProvider {
    async fn start() -> Self {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/e2e/oidc/provider.mjs");
        let mut process = tokio::process::Command::new("node")
            .arg(script)
            .env("REDIRECT_URIS", RETURN_PAGE)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("node runs the OpenID provider (npm install in web/ first)");
        let mut lines = tokio::io::BufReader::new(process.stdout.take().unwrap()).lines();
        let first = lines
            .next_line()
            .await
            .unwrap()
            .expect("the provider prints its issuer");
        let issuer = serde_json::from_str::<Value>(&first).unwrap()["issuer"]
            .as_str()
            .unwrap()
            .to_owned();
        // The provider may print more; a closed pipe would end it.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Self {
            issuer,
            _process: process,
        }
    }

    fn config(&self) -> OidcProviderConfig {
        OidcProviderConfig {
            name: "test".into(),
            label: "Test ID".into(),
            issuer: self.issuer.clone(),
            client_id: "hire".into(),
            client_secret: Some("hire-secret".to_owned().into()),
        }
    }

    /// Makes the provider's next ID token differ as `change` says (see provider.mjs).
    async fn tamper_next_id_token(&self, change: Value) {
        let response = reqwest::Client::new()
            .post(format!("{}/__tamper", self.issuer))
            .json(&change)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::NO_CONTENT);
    }
}

/// Hire with the provider configured as "test".
async fn app_with(provider: &IdentityProvider) -> TestApp {
    let config = provider.config();
    spawn_app_with(move |settings| settings.oidc_providers = vec![config]).await
}

/// A sign-in as far as the provider's answer: the code and state the return page receives.
struct Returned {
    code: String,
    state: String,
}

async fn start_sign_in(app: &TestApp) -> String {
    let started = app.post("/api/accounts/auth/test/authorize/", json!({})).await;
    assert_eq!(started.status(), StatusCode::OK);
    started.json::<Value>().await.unwrap()["authorization_url"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Plays the browser at the provider: follows its redirects with its cookies and submits its
/// login form as `email`, until it sends the browser back to Hire's return page.
async fn sign_in_at_provider(authorization_url: &str, email: &str) -> Returned {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let mut cookies = BTreeMap::new();
    let mut url = Url::parse(authorization_url).unwrap();
    let mut form: Option<(String, String)> = None;
    for _ in 0..20 {
        let cookie_header: Vec<String> = cookies.iter().map(|(name, value)| format!("{name}={value}")).collect();
        let request = match form.take() {
            Some((name, value)) => client.post(url.clone()).form(&[(name, value)]),
            None => client.get(url.clone()),
        };
        let response = request.header(COOKIE, cookie_header.join("; ")).send().await.unwrap();
        for set in response.headers().get_all(SET_COOKIE) {
            let pair = set.to_str().unwrap().split(';').next().unwrap();
            if let Some((name, value)) = pair.split_once('=') {
                cookies.insert(name.to_owned(), value.to_owned());
            }
        }
        if let Some(location) = response.headers().get(LOCATION) {
            let next = url.join(location.to_str().unwrap()).unwrap();
            if next.as_str().starts_with(RETURN_PAGE) {
                let param = |name: &str| {
                    next.query_pairs()
                        .find(|(key, _)| key == name)
                        .map(|(_, value)| value.into_owned())
                        .unwrap_or_else(|| panic!("{name} in {next}"))
                };
                return Returned {
                    code: param("code"),
                    state: param("state"),
                };
            }
            url = next;
            continue;
        }
        let page = response.text().await.unwrap();
        assert!(page.contains("name=\"login\""), "the provider's login form: {page}");
        url = url.join(&format!("{}/login", url.path())).unwrap();
        form = Some(("login".into(), email.into()));
    }
    panic!("the provider never sent the browser back");
}

async fn finish(app: &TestApp, returned: &Returned) -> reqwest::Response {
    app.post(
        "/api/accounts/auth/test/callback/",
        json!({"state": returned.state, "code": returned.code, "redirect_uri": RETURN_PAGE,
               "privacy_terms_version": PRIVACY_TERMS_VERSION}),
    )
    .await
}

async fn social_sign_in(app: &TestApp, email: &str) -> reqwest::Response {
    let url = start_sign_in(app).await;
    finish(app, &sign_in_at_provider(&url, email).await).await
}

async fn me(app: &TestApp, session: &Tokens) -> Value {
    app.get_json_as("/api/auth/users/me/", &session.access).await
}

async fn refused_because(response: reqwest::Response, reason: &str) {
    let body = assert_error(response, StatusCode::BAD_REQUEST, "social_login_failed").await;
    assert_eq!(body["error"]["details"]["reason"], reason);
}

#[tokio::test]
async fn the_login_screen_lists_only_the_configured_providers() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let without = spawn_app().await;

    let listed: Value = app.get("/api/accounts/auth/providers/").await.json().await.unwrap();

    assert_eq!(listed, json!([{"name": "test", "label": "Test ID"}]));
    let none: Value = without.get("/api/accounts/auth/providers/").await.json().await.unwrap();
    assert_eq!(none, json!([]));
}

#[tokio::test]
async fn the_authorization_url_asks_for_a_code_with_pkce_state_and_nonce() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;

    let url = Url::parse(&start_sign_in(&app).await).unwrap();

    let params: BTreeMap<String, String> = url.query_pairs().into_owned().collect();
    assert!(url.as_str().starts_with(&provider.issuer));
    assert_eq!(params["response_type"], "code");
    assert_eq!(params["code_challenge_method"], "S256");
    assert_eq!(params["redirect_uri"], RETURN_PAGE);
    assert!(params["scope"].split(' ').any(|scope| scope == "openid"));
    assert!(params.contains_key("state") && params.contains_key("nonce"));
}

#[tokio::test]
async fn a_new_person_signing_in_gets_a_job_seeker_account_and_keeps_it() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;

    let first = social_sign_in(&app, "grace@example.org").await;

    assert_eq!(first.status(), StatusCode::OK);
    let session = tokens(first).await;
    let user = me(&app, &session).await;
    assert_eq!(user["email"], "grace@example.org");
    assert_eq!(user["user_type"], "jobseeker");
    assert_eq!(user["first_name"], "Social");
    let again = tokens(social_sign_in(&app, "grace@example.org").await).await;
    assert_eq!(me(&app, &again).await["id"], user["id"]);
}

#[tokio::test]
async fn a_state_is_used_once() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let returned = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;
    assert_eq!(finish(&app, &returned).await.status(), StatusCode::OK);

    let replayed = finish(&app, &returned).await;

    refused_because(replayed, "state").await;
}

#[tokio::test]
async fn a_state_hire_never_issued_is_refused() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let mut returned = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;
    returned.state = "forged-state".into();

    refused_because(finish(&app, &returned).await, "state").await;
}

#[tokio::test]
async fn a_redeemed_code_replayed_with_a_new_state_is_refused_by_the_provider() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let first = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;
    assert_eq!(finish(&app, &first).await.status(), StatusCode::OK);
    let second = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;

    let replayed = finish(
        &app,
        &Returned {
            code: first.code,
            state: second.state,
        },
    )
    .await;

    refused_because(replayed, "code").await;
}

#[tokio::test]
async fn a_return_to_another_address_is_refused() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let returned = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;

    let elsewhere = app
        .post(
            "/api/accounts/auth/test/callback/",
            json!({"state": returned.state, "code": returned.code, "redirect_uri": "https://evil.example/auth/login/test"}),
        )
        .await;

    refused_because(elsewhere, "redirect_uri").await;
}

#[tokio::test]
async fn id_tokens_with_a_foreign_signature_audience_issuer_nonce_or_expiry_are_refused() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let an_hour_ago = chrono::Utc::now().timestamp() - 3600;
    for change in [
        json!({"wrong_key": true}),
        json!({"aud": "someone-else"}),
        json!({"iss": "http://127.0.0.1:1/"}),
        json!({"nonce": "a-nonce-hire-never-sent"}),
        json!({"exp": an_hour_ago}),
    ] {
        let returned = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;
        provider.tamper_next_id_token(change.clone()).await;

        let response = finish(&app, &returned).await;

        let body = assert_error(response, StatusCode::BAD_REQUEST, "social_login_failed").await;
        assert_eq!(body["error"]["details"]["reason"], "id_token", "{change}");
    }
    let accounts: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(accounts, 0, "no refused sign-in made an account");
}

#[tokio::test]
async fn an_e_mail_the_provider_has_not_verified_is_refused() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;

    let response = social_sign_in(&app, "unverified-ann@example.org").await;

    assert_error(response, StatusCode::BAD_REQUEST, "social_email_unverified").await;
}

#[tokio::test]
async fn a_password_account_signs_in_with_a_provider_only_after_confirming_the_link() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let password_session = app.signed_in_jobseeker("ada@example.org").await;

    let before = social_sign_in(&app, "ada@example.org").await;

    assert_error(before, StatusCode::CONFLICT, "login_other_social").await;
    let still_before = social_sign_in(&app, "ada@example.org").await;
    assert_error(still_before, StatusCode::CONFLICT, "login_other_social").await;
    let (uid, token) = app.last_link("ada@example.org").await;
    let confirmed = app
        .post(
            "/api/accounts/auth/social-link/confirm/",
            json!({"uid": uid, "token": token}),
        )
        .await;
    assert_eq!(confirmed.status(), StatusCode::NO_CONTENT);
    let after = social_sign_in(&app, "ada@example.org").await;
    assert_eq!(after.status(), StatusCode::OK);
    let social_session = tokens(after).await;
    assert_eq!(
        me(&app, &social_session).await["id"],
        me(&app, &password_session).await["id"]
    );
    assert_eq!(app.login("ada@example.org", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_link_confirmation_works_once() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    app.signed_in_jobseeker("ada@example.org").await;
    social_sign_in(&app, "ada@example.org").await;
    let (uid, token) = app.last_link("ada@example.org").await;
    let body = json!({"uid": uid, "token": token});
    app.post("/api/accounts/auth/social-link/confirm/", body.clone()).await;

    let again = app.post("/api/accounts/auth/social-link/confirm/", body).await;

    assert_error(again, StatusCode::BAD_REQUEST, "link_not_valid").await;
}

#[tokio::test]
async fn an_unknown_provider_is_not_found_and_missing_fields_are_named() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;

    assert_error(
        app.post("/api/accounts/auth/nowhere/authorize/", json!({})).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    let missing = assert_error(
        app.post("/api/accounts/auth/test/callback/", json!({"code": "x"}))
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
    )
    .await;
    assert_eq!(missing["error"]["fields"]["state"], json!(["required"]));
    assert_eq!(missing["error"]["fields"]["redirect_uri"], json!(["required"]));
}

#[tokio::test]
async fn a_provider_that_cannot_be_reached_is_a_bad_gateway() {
    let unreachable = OidcProviderConfig {
        name: "test".into(),
        label: "Test ID".into(),
        issuer: "http://127.0.0.1:1".into(),
        client_id: "hire".into(),
        client_secret: None,
    };
    let app = spawn_app_with(move |settings| settings.oidc_providers = vec![unreachable]).await;

    let response = app.post("/api/accounts/auth/test/authorize/", json!({})).await;

    assert_error(response, StatusCode::BAD_GATEWAY, "social_provider_unavailable").await;
}

#[tokio::test]
async fn a_new_account_from_a_provider_needs_the_privacy_terms_accepted() {
    let provider = IdentityProvider::start().await;
    let app = app_with(&provider).await;
    let returned = sign_in_at_provider(&start_sign_in(&app).await, "grace@example.org").await;

    let response = app
        .post(
            "/api/accounts/auth/test/callback/",
            json!({"state": returned.state, "code": returned.code, "redirect_uri": RETURN_PAGE}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["privacy_terms_version"], json!(["required"]));
}
