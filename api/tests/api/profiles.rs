//! A job seeker's profile: editing each section, the rules of spec section 5, what others see.

use crate::helpers::{assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn a_job_seeker_fills_in_every_section_of_their_profile() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;

    let basics = json!({"headline": "Backend engineer", "bio": "I build reliable systems.", "gender": "female",
                        "date_of_birth": "1990-12-10", "region": "Baku", "salary_expectation": 4000, "currency": "azn",
                        "phone": "+994 50 123 45 67", "linkedin": "https://linkedin.com/in/ada", "cv_visible": true});
    assert_eq!(
        app.put_as("/api/accounts/jobseeker/", &ada.access, basics)
            .await
            .status(),
        StatusCode::OK
    );
    let experience = json!({"title": "Engineer", "company": "Analytical Engines", "start_date": "2019-01-01", "end_date": "2023-06-30"});
    assert_eq!(
        app.post_as("/api/accounts/experiences/", &ada.access, experience)
            .await
            .status(),
        StatusCode::CREATED
    );
    let education = json!({"institution": "ADA University", "field": "Computer Science", "level": 3, "start_date": "2012-09-01", "end_date": "2014-06-30"});
    assert_eq!(
        app.post_as("/api/accounts/educations/", &ada.access, education)
            .await
            .status(),
        StatusCode::CREATED
    );
    assert_eq!(
        app.post_as(
            "/api/accounts/language/",
            &ada.access,
            json!({"language": "English", "proficiency": 6})
        )
        .await
        .status(),
        StatusCode::CREATED
    );
    assert_eq!(
        app.put_as(
            "/api/jobs/jobseeker-skills/",
            &ada.access,
            json!({"skills": ["Rust", "rust", "SQL"]})
        )
        .await
        .status(),
        StatusCode::OK
    );
    let portfolio = json!({"title": "Difference engine", "url": "https://github.com/ada/engine"});
    assert_eq!(
        app.post_as("/api/accounts/portfolios/", &ada.access, portfolio)
            .await
            .status(),
        StatusCode::CREATED
    );

    let mine: Value = app.get_json_as("/api/accounts/jobseeker/", &ada.access).await;
    assert_eq!(mine["headline"], "Backend engineer");
    assert_eq!(mine["private"]["currency"], "AZN");
    assert_eq!(mine["contact"]["phone"], "+994 50 123 45 67");
    let skills: Vec<&Value> = mine["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|skill| &skill["name_en"])
        .collect();
    assert_eq!(skills, [&json!("Rust"), &json!("SQL")]);
    assert_eq!(mine["experiences"][0]["company"], "Analytical Engines");
    assert_eq!(mine["educations"][0]["level"], 3);
    assert_eq!(
        mine["languages"][0],
        json!({"id": mine["languages"][0]["id"], "language": "English", "proficiency": 6})
    );
    assert_eq!(mine["portfolios"][0]["url"], "https://github.com/ada/engine");
    assert_eq!(mine["cv_visible"], true);
}

#[tokio::test]
async fn the_public_profile_leaves_out_private_details() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.put_as(
        "/api/accounts/jobseeker/",
        &ada.access,
        json!({"headline": "Engineer", "phone": "+994501234567", "date_of_birth": "1990-01-01"}),
    )
    .await;
    let ada_id = app.user_id(&ada).await;

    let seen: Value = app
        .get_json_as(&format!("/api/accounts/jobseeker/{ada_id}/"), &company.access)
        .await;

    assert_eq!(seen["headline"], "Engineer");
    assert!(seen.get("private").is_none());
    assert_eq!(seen["contact"]["phone"], Value::Null);
}

#[tokio::test]
async fn every_profile_rule_is_reported_by_field() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;

    let response = app
        .put_as(
            "/api/accounts/jobseeker/",
            &ada.access,
            json!({"bio": "x".repeat(501), "phone": "12", "website": "not a url", "gender": "robot", "date_of_birth": "2024-01-01"}),
        )
        .await;
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let fields = &body["error"]["fields"];
    assert_eq!(fields["bio"], json!(["too_long"]));
    assert_eq!(fields["phone"], json!(["invalid_phone"]));
    assert_eq!(fields["website"], json!(["invalid_url"]));
    assert_eq!(fields["gender"], json!(["invalid_choice"]));
    assert_eq!(fields["date_of_birth"], json!(["out_of_range"]));
}

#[tokio::test]
async fn an_end_date_before_the_start_date_is_refused() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;

    let response = app
        .post_as(
            "/api/accounts/experiences/",
            &ada.access,
            json!({"title": "Engineer", "company": "Acme", "start_date": "2020-01-01", "end_date": "2019-01-01"}),
        )
        .await;
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["end_date"], json!(["end_before_start"]));
}

#[tokio::test]
async fn a_language_is_listed_once() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    app.post_as(
        "/api/accounts/language/",
        &ada.access,
        json!({"language": "English", "proficiency": 6}),
    )
    .await;

    let again = app
        .post_as(
            "/api/accounts/language/",
            &ada.access,
            json!({"language": "english", "proficiency": 7}),
        )
        .await;
    assert_error(again, StatusCode::CONFLICT, "already_exists").await;
}

#[tokio::test]
async fn nobody_edits_or_deletes_another_persons_entries() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    let eve = app.signed_in_jobseeker("eve@example.org").await;
    let created: Value = app
        .post_as(
            "/api/accounts/experiences/",
            &ada.access,
            json!({"title": "Engineer", "company": "Acme", "start_date": "2020-01-01"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let id = created["id"].as_str().unwrap();

    let edit = app
        .put_as(
            &format!("/api/accounts/experiences/{id}/"),
            &eve.access,
            json!({"title": "Hacked", "company": "X", "start_date": "2020-01-01"}),
        )
        .await;
    assert_error(edit, StatusCode::NOT_FOUND, "not_found").await;
    let delete = app
        .request(reqwest::Method::DELETE, &format!("/api/accounts/experiences/{id}/"))
        .header("Authorization", format!("JWT {}", eve.access))
        .send()
        .await
        .unwrap();
    assert_error(delete, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn companies_have_no_job_seeker_profile_to_edit() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    assert_error(
        app.put_as("/api/accounts/jobseeker/", &company.access, json!({"headline": "X"}))
            .await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
}

#[tokio::test]
async fn the_generated_cv_is_a_pdf_of_the_profile_in_any_alphabet() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    app.put_as(
        "/api/accounts/jobseeker/",
        &seeker.access,
        json!({"first_name": "Əli", "headline": "Инженер-программист"}),
    )
    .await;
    for year in 2010..2016 {
        let added = app
            .post_as(
                "/api/accounts/experiences/",
                &seeker.access,
                json!({"title": "Engineer", "company": "Acme", "start_date": format!("{year}-01-01"), "end_date": format!("{year}-12-31"),
                       "description": "Built things that lasted. ".repeat(70)}),
            )
            .await;
        assert_eq!(added.status(), StatusCode::CREATED);
    }

    let response = app.get_as("/api/accounts/generate-cv/", &seeker.access).await;

    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    let pdf = response.bytes().await.unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.starts_with("%PDF-") && text.trim_end().ends_with("%%EOF"));
    assert!(text.contains("/FontFile2"), "the font is embedded");
    for letter in ['Ə', 'И', 'ж'] {
        assert!(
            text.contains(&format!("<{:04X}>", letter as u32)),
            "{letter} is mapped back to text"
        );
    }
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    assert!(pages >= 2, "a long CV runs over pages ({pages})");
}

#[tokio::test]
async fn only_job_seekers_generate_a_cv() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    assert_error(
        app.get_as("/api/accounts/generate-cv/", &company.access).await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
}
