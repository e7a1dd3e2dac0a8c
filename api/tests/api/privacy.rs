//! Privacy: consent to the terms at sign-up and at applying, and a job seeker's export of
//! everything kept about them.

use crate::helpers::{PASSWORD, PDF, PRIVACY_TERMS_VERSION, TestApp, Tokens, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::io::Read;

/// A job seeker with a profile entry, a CV, an application and a message from the company.
async fn job_seeker_with_history(app: &TestApp, company: &Tokens, job: &str, email: &str, title: &str) -> Tokens {
    let seeker = app.candidate(email).await;
    let experience = json!({"title": title, "company": "Analytical Engines", "start_date": "2019-01-01"});
    assert_eq!(
        app.post_as("/api/accounts/experiences/", &seeker.access, experience)
            .await
            .status(),
        StatusCode::CREATED
    );
    app.apply(&seeker, job).await;
    let message = json!({"receiver_id": app.user_id(&seeker).await, "message": format!("Hello {title}")});
    assert_eq!(
        app.post_as("/api/chat/message/", &company.access, message)
            .await
            .status(),
        StatusCode::CREATED
    );
    seeker
}

/// The zip's entries by name.
async fn export_of(app: &TestApp, session: &Tokens) -> std::collections::BTreeMap<String, Vec<u8>> {
    let response = app.get_as("/api/privacy/export/", &session.access).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/zip");
    let bytes = response.bytes().await.unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    (0..archive.len())
        .map(|index| {
            let mut entry = archive.by_index(index).unwrap();
            let mut content = Vec::new();
            entry.read_to_end(&mut content).unwrap();
            (entry.name().unwrap().into_owned(), content)
        })
        .collect()
}

#[tokio::test]
async fn the_export_holds_every_row_about_the_person_and_nothing_of_anyone_else() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let ada = job_seeker_with_history(&app, &company, &job, "ada@example.org", "Engine programmer").await;
    let bob = job_seeker_with_history(&app, &company, &job, "bob@example.org", "Bridge builder").await;
    let ada_id: uuid::Uuid = app.user_id(&ada).await.parse().unwrap();

    let export = export_of(&app, &ada).await;

    let data: Value = serde_json::from_slice(&export["data.json"]).unwrap();
    assert_eq!(data["account"]["email"], "ada@example.org");
    for (table, columns) in api::privacy::store::person_tables(&app.pool).await.unwrap() {
        let condition = columns
            .iter()
            .map(|column| format!("{column} = $1"))
            .collect::<Vec<_>>()
            .join(" OR ");
        let kept: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM {table} WHERE {condition}"))
            .bind(ada_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let exported = data["tables"][&table].as_array().map_or(0, Vec::len);
        assert_eq!(exported as i64, kept, "{table}");
    }
    for table in [
        "jobseeker_experiences",
        "jobseeker_cvs",
        "application_views",
        "chat_messages",
    ] {
        assert!(
            data["tables"][table].as_array().is_some_and(|rows| !rows.is_empty()),
            "{table}"
        );
    }
    let text = String::from_utf8(export["data.json"].clone()).unwrap();
    let bob_id = app.user_id(&bob).await;
    for foreign in [bob_id.as_str(), "bob@example.org", "Bridge builder"] {
        assert!(!text.contains(foreign), "{foreign} is someone else's");
    }
    assert!(!text.contains("password_hash") && !text.contains("token_hash"));
    assert_eq!(export["files/cv/cv.pdf"], PDF);
}

#[tokio::test]
async fn a_company_has_no_job_seeker_export() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app.get_as("/api/privacy/export/", &company.access).await;

    assert_eq!(response.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn signing_up_and_applying_record_consent_to_the_current_terms_as_events() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let ada = app.candidate("ada@example.org").await;

    let application = app.apply(&ada, &job).await;

    let consents: Value = app.get_json_as("/api/privacy/consents/", &ada.access).await;
    assert_eq!(consents.as_array().unwrap().len(), 2, "{consents}");
    assert_eq!(consents[0]["purpose"], "application");
    assert_eq!(consents[0]["application_id"], application);
    assert_eq!(consents[1]["purpose"], "sign_up");
    assert!(
        consents
            .as_array()
            .unwrap()
            .iter()
            .all(|consent| consent["version"] == PRIVACY_TERMS_VERSION)
    );
    let events: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type = 'privacy_consents' AND aggregate_id = $1 AND event_type = 'PrivacyTermsAccepted'",
    )
    .bind(app.user_id(&ada).await)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(events, 2);
}

#[tokio::test]
async fn signing_up_without_accepting_the_current_terms_is_refused_and_stores_nothing() {
    let app = spawn_app().await;
    for (terms, code) in [(Value::Null, "required"), (json!("2020-01-01"), "invalid_choice")] {
        let body = json!({"first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.org",
                          "password": PASSWORD, "user_type": "jobseeker", "privacy_terms_version": terms});

        let refused = assert_error(
            app.post("/api/auth/users/", body).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        )
        .await;

        assert_eq!(refused["error"]["fields"]["privacy_terms_version"], json!([code]));
    }
    let accounts: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(accounts, 0);
}

#[tokio::test]
async fn applying_without_accepting_the_terms_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Rust engineer", true).await;
    let ada = app.candidate("ada@example.org").await;

    let refused = app
        .post_as(&format!("/api/jobs/job/{job}/apply/"), &ada.access, json!({}))
        .await;

    let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["privacy_terms_version"], json!(["required"]));
    let applications: i64 = sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = 'application'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(applications, 0);
}
