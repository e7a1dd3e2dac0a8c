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

    let me: Value = app.get_json_as("/api/auth/users/me/", &employee.access).await;
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

    let listed: Value = app.get_json_as("/api/accounts/employees/", &acme.access).await;
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
async fn a_company_is_deleted_only_once_its_name_is_typed_again() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;
    app.post_job(&company, "Analyst", true).await;

    let unconfirmed = app
        .request(reqwest::Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", company.access))
        .json(&json!({"current_password": PASSWORD, "confirm_company_name": "Globex"}))
        .send()
        .await
        .unwrap();

    let body = assert_error(unconfirmed, StatusCode::CONFLICT, "company_deletion_unconfirmed").await;
    assert_eq!(
        body["error"]["details"],
        json!({"company_name": "Acme", "employees": 1, "jobs": 1, "applications": 0})
    );
    assert_eq!(
        app.get_as("/api/auth/users/me/", &company.access).await.status(),
        StatusCode::OK
    );
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
        .json(&json!({"current_password": PASSWORD, "confirm_company_name": " acme "}))
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

    let me: Value = app.get_json_as("/api/auth/users/me/", &company.access).await;
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

mod employees_in_the_structure {
    use crate::helpers::{assert_error, spawn_app};
    use reqwest::StatusCode;
    use serde_json::{Value, json};

    async fn id_of(response: reqwest::Response) -> String {
        assert_eq!(response.status(), StatusCode::CREATED);
        response.json::<Value>().await.unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    #[tokio::test]
    async fn an_employee_placed_in_a_position_fills_it_on_the_chart() {
        let app = spawn_app().await;
        let company = app.signed_in_company("boss@acme.io").await;
        let sales = id_of(
            app.post_as("/api/org/departments/", &company.access, json!({"name": "Sales"}))
                .await,
        )
        .await;
        let position = id_of(
            app.post_as(
                "/api/org/positions/",
                &company.access,
                json!({"unit_id": sales, "title": "Clerk", "head_count": 2}),
            )
            .await,
        )
        .await;

        let added = app
            .post_as(
                "/api/accounts/employees/",
                &company.access,
                json!({"email": "e@acme.io", "first_name": "Eve", "last_name": "Adams", "role": "hr_executive",
                       "position_id": position, "hired_on": "2025-02-01"}),
            )
            .await;

        assert_eq!(added.status(), StatusCode::CREATED);
        let employee: Value = added.json().await.unwrap();
        assert_eq!(employee["position_title"], "Clerk");
        assert_eq!(employee["unit_name"], "Sales");
        assert_eq!(employee["hired_on"], "2025-02-01");
        let chart: Value = app.get_json_as("/api/org/chart/", &company.access).await;
        assert_eq!(chart["positions"][0]["filled"], 1);
        assert_eq!(chart["employees"][0]["name"], "Eve Adams");
        assert_eq!(chart["employees"][0]["position_id"], position.as_str());
    }

    #[tokio::test]
    async fn a_position_of_another_company_is_not_a_valid_choice() {
        let app = spawn_app().await;
        let company = app.signed_in_company("boss@acme.io").await;
        let rival = app.signed_in_company("boss@rival.io").await;
        let theirs = id_of(
            app.post_as("/api/org/departments/", &rival.access, json!({"name": "Sales"}))
                .await,
        )
        .await;
        let position = id_of(
            app.post_as(
                "/api/org/positions/",
                &rival.access,
                json!({"unit_id": theirs, "title": "Clerk", "head_count": 1}),
            )
            .await,
        )
        .await;

        let added = app
            .post_as(
                "/api/accounts/employees/",
                &company.access,
                json!({"email": "e@acme.io", "first_name": "Eve", "last_name": "Adams", "role": "hr_executive", "position_id": position}),
            )
            .await;

        let body = assert_error(added, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"]["position_id"], json!(["invalid_choice"]));
        let employees: Value = app.get_json_as("/api/accounts/employees/", &company.access).await;
        assert_eq!(employees, json!([]), "nothing stored");
    }

    #[tokio::test]
    async fn deactivating_an_employee_signs_them_out_everywhere_at_once_and_keeps_them_listed() {
        let app = spawn_app().await;
        let company = app.signed_in_company("boss@acme.io").await;
        let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
        let id = app.user_id(&manager).await;

        let changed = app
            .post_as(
                &format!("/api/accounts/employee/{id}/status/"),
                &company.access,
                json!({"status": "inactive"}),
            )
            .await;

        assert_eq!(changed.status(), StatusCode::OK);
        let employee: Value = changed.json().await.unwrap();
        assert_eq!(employee["status"], "inactive");
        assert!(employee["signed_off_on"].is_string());
        assert_error(
            app.get_as("/api/auth/users/me/", &manager.access).await,
            StatusCode::UNAUTHORIZED,
            "token_not_valid",
        )
        .await;
        let refreshed = app
            .post("/api/auth/jwt/refresh/", json!({"refresh": manager.refresh}))
            .await;
        assert_eq!(refreshed.status(), StatusCode::UNAUTHORIZED);
        let employees: Value = app.get_json_as("/api/accounts/employees/", &company.access).await;
        assert_eq!(employees.as_array().unwrap().len(), 1, "history kept");
    }

    #[tokio::test]
    async fn pickers_list_active_employees_by_role_and_by_name() {
        let app = spawn_app().await;
        let company = app.signed_in_company("boss@acme.io").await;
        let hr = app.signed_in_employee(&company, "hr@acme.io", "hr_executive").await;
        app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;

        let hr_list: Value = app.get_json_as("/api/accounts/list-hr-executives", &hr.access).await;
        let managers: Value = app.get_json_as("/api/accounts/list-hiring-managers", &hr.access).await;
        let found: Value = app
            .get_json_as("/api/accounts/employees-for-autocomplete?search=hm@", &hr.access)
            .await;

        assert_eq!(hr_list[0]["email"], "hr@acme.io");
        assert_eq!(hr_list.as_array().unwrap().len(), 1);
        assert_eq!(managers[0]["email"], "hm@acme.io");
        assert_eq!(found.as_array().unwrap().len(), 1);
        assert_eq!(found[0]["role"], "hiring_manager");
    }
}
