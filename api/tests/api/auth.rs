//! Registration, verification, sessions, password reset and account deletion.

use crate::helpers::{PASSWORD, assert_error, spawn_app, tokens};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

#[tokio::test]
async fn a_job_seeker_registers_verifies_logs_in_refreshes_and_logs_out() {
    let app = spawn_app().await;
    let email = "ada@example.org";

    let registered = app.register("jobseeker", email).await;
    assert_eq!(registered.status(), StatusCode::CREATED);
    assert_eq!(app.verify(email).await.status(), StatusCode::NO_CONTENT);
    let session = tokens(app.login(email, PASSWORD).await).await;

    let me: Value = app.get_json_as("/api/auth/users/me/", &session.access).await;
    assert_eq!(me["email"], email);
    assert_eq!(me["user_type"], "jobseeker");

    let refreshed = tokens(
        app.post("/api/auth/jwt/refresh/", json!({"refresh": session.refresh}))
            .await,
    )
    .await;
    assert_ne!(refreshed.refresh, session.refresh);
    let old_refresh_again = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": session.refresh}))
        .await;
    assert_error(old_refresh_again, StatusCode::UNAUTHORIZED, "token_not_valid").await;

    let logout = app
        .post("/api/auth/logout/", json!({"refresh": refreshed.refresh}))
        .await;
    assert_eq!(logout.status(), StatusCode::NO_CONTENT);
    let after_logout = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": refreshed.refresh}))
        .await;
    assert_error(after_logout, StatusCode::UNAUTHORIZED, "token_not_valid").await;
}

#[tokio::test]
async fn reusing_a_rotated_refresh_token_ends_that_login() {
    let app = spawn_app().await;
    let first = app.signed_in_jobseeker("ada@example.org").await;
    let second = tokens(
        app.post("/api/auth/jwt/refresh/", json!({"refresh": first.refresh}))
            .await,
    )
    .await;

    let replay = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": first.refresh}))
        .await;
    assert_error(replay, StatusCode::UNAUTHORIZED, "token_not_valid").await;

    let legitimate = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": second.refresh}))
        .await;
    assert_error(legitimate, StatusCode::UNAUTHORIZED, "token_not_valid").await;
}

#[tokio::test]
async fn logging_in_before_verifying_the_email_is_refused() {
    let app = spawn_app().await;
    app.register("jobseeker", "ada@example.org").await;

    assert_error(
        app.login("ada@example.org", PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
}

#[tokio::test]
async fn a_verification_link_works_once() {
    let app = spawn_app().await;
    app.register("jobseeker", "ada@example.org").await;
    assert_eq!(app.verify("ada@example.org").await.status(), StatusCode::NO_CONTENT);

    assert_error(
        app.verify("ada@example.org").await,
        StatusCode::BAD_REQUEST,
        "link_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_tampered_verification_link_is_refused() {
    let app = spawn_app().await;
    app.register("jobseeker", "ada@example.org").await;
    let (uid, token) = app.last_link("ada@example.org").await;
    // Another last character, whatever it was: a token ending in 0 must not stay as it is.
    let last = if token.ends_with('0') { '1' } else { '0' };
    let tampered = format!("{}{last}", &token[..token.len() - 1]);

    let response = app
        .post("/api/auth/users/activation/", json!({"uid": uid, "token": tampered}))
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "link_not_valid").await;
}

#[tokio::test]
async fn an_expired_verification_link_is_refused() {
    let app = spawn_app().await;
    app.register("jobseeker", "ada@example.org").await;
    sqlx::query("UPDATE account_links SET expires_at = now() - interval '1 second'")
        .execute(&app.pool)
        .await
        .unwrap();

    assert_error(
        app.verify("ada@example.org").await,
        StatusCode::BAD_REQUEST,
        "link_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_company_cannot_log_in_until_activated() {
    let app = spawn_app().await;
    let email = "boss@acme.io";
    app.register("company", email).await;
    app.verify(email).await;

    assert_error(
        app.login(email, PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;

    let activated = app
        .admin_post("/api/admin/companies/activate/", json!({"email": email}))
        .await;
    assert_eq!(activated.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.login(email, PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_company_starts_with_applicant_tracking_on_and_learning_off() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let me: Value = app.get_json_as("/api/auth/users/me/", &company.access).await;
    assert_eq!(me["user_type"], "company");
    assert_eq!(me["profile"]["name"], "Acme");
    assert_eq!(
        me["modules"],
        json!([{"module": "ats", "is_active": true}, {"module": "lms", "is_active": false}])
    );
}

#[tokio::test]
async fn a_company_must_register_with_a_business_email() {
    let app = spawn_app().await;

    let body = assert_error(
        app.register("company", "boss@gmail.com").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
    )
    .await;
    assert_eq!(body["error"]["fields"]["email"], json!(["business_email_required"]));
}

#[tokio::test]
async fn an_email_can_be_registered_only_once() {
    let app = spawn_app().await;
    app.register("jobseeker", "ada@example.org").await;

    let again = app.register("company", "ADA@example.org").await;
    let body = assert_error(again, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["email"], json!(["email_taken"]));
}

#[tokio::test]
async fn employees_cannot_register_themselves() {
    let app = spawn_app().await;

    let body = assert_error(
        app.register("employee", "ada@acme.io").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
    )
    .await;
    assert_eq!(body["error"]["fields"]["user_type"], json!(["invalid_choice"]));
}

#[tokio::test]
async fn every_password_rule_is_enforced_at_registration() {
    let app = spawn_app().await;
    let cases = [
        ("Ab1!xyz", "password_too_short"),
        ("STR0NG!PASS", "password_needs_lowercase"),
        ("str0ng!pass", "password_needs_uppercase"),
        ("Strong!pass", "password_needs_digit"),
        ("Str0ngpass", "password_needs_special"),
        ("", "required"),
    ];
    for (password, code) in cases {
        let response = app
            .post(
                "/api/auth/users/",
                json!({"first_name": "A", "last_name": "B", "email": "ada@example.org", "password": password, "user_type": "jobseeker",
                       "privacy_terms_version": crate::helpers::PRIVACY_TERMS_VERSION}),
            )
            .await;
        let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(
            body["error"]["fields"]["password"],
            json!([code]),
            "password {password:?}"
        );
    }
}

#[tokio::test]
async fn a_wrong_password_is_refused_like_an_unknown_email() {
    let app = spawn_app().await;
    app.signed_in_jobseeker("ada@example.org").await;

    assert_error(
        app.login("ada@example.org", "Wr0ng!pass").await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
    assert_error(
        app.login("nobody@example.org", PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
}

#[tokio::test]
async fn a_forgotten_password_is_reset_with_a_single_use_link() {
    let app = spawn_app().await;
    let email = "ada@example.org";
    let old_session = app.signed_in_jobseeker(email).await;

    let requested = app
        .post("/api/auth/users/reset_password/", json!({"email": email}))
        .await;
    assert_eq!(requested.status(), StatusCode::NO_CONTENT);
    let (uid, token) = app.last_link(email).await;
    let new_password = "N3w!password";
    let confirm = json!({"uid": uid, "token": token, "new_password": new_password});
    assert_eq!(
        app.post("/api/auth/users/reset_password_confirm/", confirm.clone())
            .await
            .status(),
        StatusCode::NO_CONTENT
    );

    assert_error(
        app.post("/api/auth/users/reset_password_confirm/", confirm).await,
        StatusCode::BAD_REQUEST,
        "link_not_valid",
    )
    .await;
    assert_error(
        app.login(email, PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
    assert_eq!(app.login(email, new_password).await.status(), StatusCode::OK);
    let old_access = app.get_as("/api/auth/users/me/", &old_session.access).await;
    assert_error(old_access, StatusCode::UNAUTHORIZED, "token_not_valid").await;
    let old_refresh = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": old_session.refresh}))
        .await;
    assert_error(old_refresh, StatusCode::UNAUTHORIZED, "token_not_valid").await;
}

#[tokio::test]
async fn a_reset_link_is_not_spent_by_a_password_that_breaks_the_rules() {
    let app = spawn_app().await;
    let email = "ada@example.org";
    app.signed_in_jobseeker(email).await;
    app.post("/api/auth/users/reset_password/", json!({"email": email}))
        .await;
    let (uid, token) = app.last_link(email).await;

    let weak = app
        .post(
            "/api/auth/users/reset_password_confirm/",
            json!({"uid": uid, "token": token, "new_password": "weak"}),
        )
        .await;
    assert_error(weak, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let strong = app
        .post(
            "/api/auth/users/reset_password_confirm/",
            json!({"uid": uid, "token": token, "new_password": "N3w!password"}),
        )
        .await;
    assert_eq!(strong.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn a_reset_request_for_an_unknown_email_looks_the_same_and_sends_nothing() {
    let app = spawn_app().await;

    let response = app
        .post(
            "/api/auth/users/reset_password/",
            json!({"email": "nobody@example.org"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let mails: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox_emails")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(mails, 0);
}

#[tokio::test]
async fn deleting_the_account_with_a_wrong_password_is_refused() {
    let app = spawn_app().await;
    let session = app.signed_in_jobseeker("ada@example.org").await;

    let response = app
        .request(Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", session.access))
        .json(&json!({"current_password": "Wr0ng!pass"}))
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_password").await;
    assert_eq!(
        app.get_as("/api/auth/users/me/", &session.access).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn deleting_the_account_removes_it_and_ends_its_sessions() {
    let app = spawn_app().await;
    let email = "ada@example.org";
    let session = app.signed_in_jobseeker(email).await;

    let response = app
        .request(Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", session.access))
        .json(&json!({"current_password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);

    assert_error(
        app.get_as("/api/auth/users/me/", &session.access).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
    let refresh = app
        .post("/api/auth/jwt/refresh/", json!({"refresh": session.refresh}))
        .await;
    assert_error(refresh, StatusCode::UNAUTHORIZED, "token_not_valid").await;
    assert_error(
        app.login(email, PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox_emails WHERE to_address = $1")
        .bind(email)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(left, 0, "mail to a deleted account is personal data");
}
