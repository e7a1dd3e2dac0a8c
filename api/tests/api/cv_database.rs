//! The CV database: companies with applicant tracking search the CVs job seekers made
//! visible, and see the CVs dropped to them.

use crate::helpers::{PDF, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn names(found: &Value) -> Vec<String> {
    found["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|candidate| candidate["first_name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_company_finds_a_visible_cv_by_a_misspelt_skill_and_filters_by_it() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let ada = app
        .visible_candidate("ada@example.org", "Backend developer", &["Rust", "PostgreSQL"])
        .await;
    let ada_id = app.user_id(&ada).await;

    let found = app
        .eventually(&company, "/api/cv-database/?q=postgre", |found| found["count"] == 1)
        .await;
    assert_eq!(found["results"][0]["id"], ada_id.as_str());
    assert_eq!(found["results"][0]["headline"], "Backend developer");
    assert_eq!(found["results"][0]["cv"]["format"], "pdf");
    assert_eq!(found["facets"]["skills"], json!({"PostgreSQL": 1, "Rust": 1}));

    let by_skill: Value = app
        .get_json_as("/api/cv-database/?skills=rust&region=baku", &company.access)
        .await;
    assert_eq!(by_skill["count"], 1);
    let missing_skill: Value = app
        .get_json_as("/api/cv-database/?skills=rust,go", &company.access)
        .await;
    assert_eq!(missing_skill["count"], 0);
}

#[tokio::test]
async fn only_cvs_made_visible_are_found_and_hiding_one_removes_it() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let hidden = app.candidate("grace@example.org").await;
    app.put_as(
        "/api/accounts/jobseeker/",
        &hidden.access,
        json!({"headline": "Compiler engineer"}),
    )
    .await;
    let shown = app
        .visible_candidate("ada@example.org", "Compiler engineer", &["C"])
        .await;

    let found = app
        .eventually(&company, "/api/cv-database/?q=compiler", |found| found["count"] == 1)
        .await;
    assert_eq!(found["results"][0]["id"], app.user_id(&shown).await.as_str());

    app.put_as(
        "/api/accounts/jobseeker/",
        &shown.access,
        json!({"headline": "Compiler engineer", "cv_visible": false}),
    )
    .await;
    app.eventually(&company, "/api/cv-database/?q=compiler", |found| found["count"] == 0)
        .await;
}

#[tokio::test]
async fn experience_education_and_language_filters_use_the_whole_profile() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let senior = app.visible_candidate("ada@example.org", "Engineer", &["Rust"]).await;
    app.post_as(
        "/api/accounts/experiences/",
        &senior.access,
        json!({"title": "Engineer", "company": "Acme", "start_date": "2015-01-01", "end_date": "2024-01-01"}),
    )
    .await;
    app.post_as(
        "/api/accounts/educations/",
        &senior.access,
        json!({"institution": "ADA University", "field": "Computer science", "level": 3, "start_date": "2010-09-01", "end_date": "2012-06-30"}),
    )
    .await;
    app.post_as(
        "/api/accounts/language/",
        &senior.access,
        json!({"language": "English", "proficiency": 6}),
    )
    .await;
    app.visible_candidate("grace@example.org", "Engineer", &["Rust"]).await;
    // Each profile change reaches the index on its own, so wait for the last of all three.
    app.eventually(
        &company,
        "/api/cv-database/?experience_years=5&education_level=3&language=english&proficiency=5",
        |found| found["count"] == 1,
    )
    .await;

    let masters: Value = app
        .get_json_as("/api/cv-database/?education_level=3", &company.access)
        .await;
    assert_eq!(names(&masters), ["Ada"]);
    assert_eq!(masters["results"][0]["experience_years"], 9);
    let fluent: Value = app
        .get_json_as("/api/cv-database/?language=english&proficiency=5", &company.access)
        .await;
    assert_eq!(fluent["count"], 1);
    let native: Value = app
        .get_json_as("/api/cv-database/?language=english&proficiency=7", &company.access)
        .await;
    assert_eq!(native["count"], 0);
    let by_school: Value = app
        .get_json_as("/api/cv-database/?q=ada%20university", &company.access)
        .await;
    assert_eq!(by_school["count"], 1);
}

#[tokio::test]
async fn a_job_seeker_drops_a_cv_to_a_company_once() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let company_id: String = sqlx::query_scalar("SELECT id::text FROM companies")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let seeker = app.candidate("ada@example.org").await;

    let dropped = app
        .post_as("/api/jobs/drop-cv", &seeker.access, json!({"company_id": company_id}))
        .await;
    assert_eq!(dropped.status(), StatusCode::CREATED);
    let again = app
        .post_as("/api/jobs/drop-cv", &seeker.access, json!({"company_id": company_id}))
        .await;
    let body = assert_error(again, StatusCode::CONFLICT, "cv_already_dropped").await;
    assert_eq!(body["error"]["message"], "CV already dropped to this company.");

    let page: Value = app
        .get_json_as(&format!("/api/accounts/companies/{company_id}/"), &seeker.access)
        .await;
    assert_eq!(page["cv_dropped"], true);
    let inbox: Value = app.get_json_as("/api/cv-database/?dropped=true", &company.access).await;
    assert_eq!(
        names(&inbox),
        ["Ada"],
        "a dropped CV reaches the company even when not visible to all"
    );
    let cv_url = inbox["results"][0]["cv"]["url"].as_str().unwrap();
    let download = app.get_as(cv_url, &company.access).await;
    assert_eq!(download.status(), StatusCode::OK);
    assert_eq!(download.bytes().await.unwrap().as_ref(), PDF);
}

#[tokio::test]
async fn dropping_a_cv_needs_a_cv_and_a_real_company() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let company_id: String = sqlx::query_scalar("SELECT id::text FROM companies")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let without_cv = app.signed_in_jobseeker("ada@example.org").await;
    let with_cv = app.candidate("grace@example.org").await;

    let no_cv = app
        .post_as(
            "/api/jobs/drop-cv",
            &without_cv.access,
            json!({"company_id": company_id}),
        )
        .await;
    assert_error(no_cv, StatusCode::CONFLICT, "cv_required").await;
    let nowhere = app
        .post_as(
            "/api/jobs/drop-cv",
            &with_cv.access,
            json!({"company_id": "0190f5e4-0000-7000-8000-000000000000"}),
        )
        .await;
    assert_error(nowhere, StatusCode::NOT_FOUND, "not_found").await;
    let from_company = app
        .post_as("/api/jobs/drop-cv", &company.access, json!({"company_id": company_id}))
        .await;
    assert_error(from_company, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn the_cv_database_is_for_companies_with_applicant_tracking() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let employee = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    for session in [&employee, &seeker] {
        assert_error(
            app.get_as("/api/cv-database/", &session.access).await,
            StatusCode::FORBIDDEN,
            "permission_denied",
        )
        .await;
    }
    app.set_module("boss@acme.io", "ats", false).await;
    assert_error(
        app.get_as("/api/cv-database/", &company.access).await,
        StatusCode::NOT_FOUND,
        "module_not_active",
    )
    .await;
}

#[tokio::test]
async fn a_company_reads_a_visible_candidates_profile_with_the_cv_but_not_the_private_details() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let ada = app.visible_candidate("ada@example.org", "Engineer", &["Rust"]).await;
    let hidden = app.candidate("grace@example.org").await;

    let visible: Value = app
        .get_json_as(
            &format!("/api/accounts/jobseeker/{}/", app.user_id(&ada).await),
            &company.access,
        )
        .await;
    assert_eq!(visible["cv"]["format"], "pdf");
    assert!(visible.get("private").is_none());
    let not_visible: Value = app
        .get_json_as(
            &format!("/api/accounts/jobseeker/{}/", app.user_id(&hidden).await),
            &company.access,
        )
        .await;
    assert!(not_visible["cv"].is_null());
}
