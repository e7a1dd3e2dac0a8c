//! A company's employees and who may manage them.

use crate::helpers::{PASSWORD, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn an_invited_employee_sets_a_password_and_signs_in_with_their_role() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let employee = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;

    let me: Value = app
        .get_as("/api/auth/users/me/", &employee.access)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["user_type"], "employee");
    assert_eq!(me["profile"]["role"], "hiring_manager");
    assert_eq!(me["profile"]["company"]["name"], "Acme");
    assert_eq!(me["modules"][0], json!({"module": "ats", "is_active": true}));
}

#[tokio::test]
async fn an_invited_employee_cannot_sign_in_before_setting_a_password() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.post_as(
        "/api/accounts/employees/",
        &company.access,
        json!({"email": "grace@acme.io", "first_name": "Grace", "last_name": "Hopper", "role": "hr_executive"}),
    )
    .await;

    assert_error(
        app.login("grace@acme.io", PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
}

#[tokio::test]
async fn a_company_lists_its_own_employees_only() {
    let app = spawn_app().await;
    let acme = app.signed_in_company("boss@acme.io").await;
    let globex = app.signed_in_company("boss@globex.io").await;
    app.signed_in_employee(&acme, "grace@acme.io", "block_leader").await;
    app.signed_in_employee(&globex, "hank@globex.io", "hr_executive").await;

    let listed: Value = app
        .get_as("/api/accounts/employees/", &acme.access)
        .await
        .json()
        .await
        .unwrap();
    let emails: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["grace@acme.io"]);
    assert_eq!(listed[0]["role"], "block_leader");
    assert_eq!(listed[0]["invited"], false);
}

#[tokio::test]
async fn job_seekers_and_employees_cannot_manage_employees() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let employee = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;
    let jobseeker = app.signed_in_jobseeker("ada@example.org").await;
    let new_employee = json!({"email": "x@acme.io", "first_name": "X", "last_name": "Y", "role": "hr_executive"});

    for caller in [&employee, &jobseeker] {
        assert_error(
            app.get_as("/api/accounts/employees/", &caller.access).await,
            StatusCode::FORBIDDEN,
            "permission_denied",
        )
        .await;
        let added = app
            .post_as("/api/accounts/employees/", &caller.access, new_employee.clone())
            .await;
        assert_error(added, StatusCode::FORBIDDEN, "permission_denied").await;
    }
}

#[tokio::test]
async fn an_employee_needs_a_known_role_and_a_free_email() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.signed_in_jobseeker("ada@example.org").await;

    let response = app
        .post_as(
            "/api/accounts/employees/",
            &company.access,
            json!({"email": "ada@example.org", "first_name": "Ada", "last_name": "L", "role": "ceo"}),
        )
        .await;
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["role"], json!(["invalid_choice"]));

    let taken = app
        .post_as(
            "/api/accounts/employees/",
            &company.access,
            json!({"email": "ada@example.org", "first_name": "Ada", "last_name": "L", "role": "hr_executive"}),
        )
        .await;
    let body = assert_error(taken, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["email"], json!(["email_taken"]));
}

#[tokio::test]
async fn deleting_a_company_deletes_its_employees_accounts() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let employee = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;

    let deleted = app
        .request(reqwest::Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", company.access))
        .json(&json!({"current_password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);

    assert_error(
        app.get_as("/api/auth/users/me/", &employee.access).await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
    assert_error(
        app.login("grace@acme.io", PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "no_active_user",
    )
    .await;
}

#[tokio::test]
async fn an_administrator_switches_a_company_module() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let switched = app
        .request(reqwest::Method::PUT, "/api/admin/companies/modules/")
        .header("Authorization", "Admin test-admin-token")
        .json(&json!({"email": "boss@acme.io", "module": "lms", "is_active": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(switched.status(), StatusCode::NO_CONTENT);

    let me: Value = app
        .get_as("/api/auth/users/me/", &company.access)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["modules"][1], json!({"module": "lms", "is_active": true}));
}

#[tokio::test]
async fn the_admin_api_refuses_a_wrong_admin_token() {
    let app = spawn_app().await;

    let response = app
        .request(reqwest::Method::POST, "/api/admin/companies/activate/")
        .header("Authorization", "Admin guessed")
        .json(&json!({"email": "boss@acme.io"}))
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::FORBIDDEN, "permission_denied").await;
}
