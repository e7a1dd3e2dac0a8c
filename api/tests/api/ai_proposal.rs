//! The AI proposal on the built-in provider: a job's applicants ranked with reasons, and the
//! spec's refusals.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use crate::market::{balance, buy_tokens};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A company with applicant tracking and a live job asking for Rust and PostgreSQL with
/// three years of experience, paying 2000–4000.
pub async fn company_with_job(app: &TestApp) -> (Tokens, String) {
    let company = app.signed_in_company("boss@acme.io").await;
    app.set_module("boss@acme.io", "ats", true).await;
    let response = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "Backend engineer", "description": "Build the hiring pipeline. We work in English.",
                   "employment_type": "full_time", "skills": ["Rust", "PostgreSQL"], "experience_years": 3,
                   "salary_min": 2000, "salary_max": 4000, "currency": "AZN", "publish": true}),
        )
        .await;
    let status = response.status();
    let job: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{job}");
    (company, job["id"].as_str().unwrap().to_owned())
}

/// A job seeker with `skills`, `years` of experience and a salary expectation, applied to `job`.
async fn applicant(app: &TestApp, email: &str, skills: &[&str], years: i32, expects: u32, job: &str) -> String {
    let seeker = app.visible_candidate(email, "Engineer", skills).await;
    let profile = app
        .put_as(
            "/api/accounts/jobseeker/",
            &seeker.access,
            json!({"headline": "Engineer", "salary_expectation": expects, "currency": "AZN"}),
        )
        .await;
    assert_eq!(profile.status(), StatusCode::OK);
    let start = format!("{}-01-01", 2025 - years);
    let experience = app
        .post_as(
            "/api/accounts/experiences/",
            &seeker.access,
            json!({"title": "Engineer", "company": "Caspian Labs", "start_date": start, "end_date": "2025-01-01"}),
        )
        .await;
    assert_eq!(experience.status(), StatusCode::CREATED);
    app.apply(&seeker, job).await
}

/// A job with a strong applicant and a weak one.
pub async fn job_with_applicants(app: &TestApp) -> (Tokens, String) {
    let (company, job) = company_with_job(app).await;
    applicant(app, "weak@example.org", &["Excel"], 1, 9000, &job).await;
    applicant(app, "strong@example.org", &["Rust", "PostgreSQL"], 5, 3000, &job).await;
    (company, job)
}

#[tokio::test]
async fn the_proposal_ranks_the_applicant_with_the_jobs_skills_first_with_reasons() {
    let app = spawn_app().await;
    let (company, job) = job_with_applicants(&app).await;
    buy_tokens(&app, &company).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await;

    assert_eq!(response.status(), StatusCode::OK);
    let proposal: Value = response.json().await.unwrap();
    let first = &proposal["candidates"][0];
    let second = &proposal["candidates"][1];
    assert_eq!(first["rank"], 1);
    assert_eq!(first["matched_skills"], json!(["Rust", "PostgreSQL"]));
    assert_eq!(first["salary_fit"], "within");
    assert!(first["score"].as_u64() > second["score"].as_u64());
    assert_eq!(second["missing_skills"], json!(["Rust", "PostgreSQL"]));
    assert_eq!(second["salary_fit"], "above");
    assert!(
        second["reason"]
            .as_str()
            .unwrap()
            .starts_with("Has 0 of 2 required skills (missing Rust, PostgreSQL)"),
        "{second}"
    );
    assert_eq!(proposal["provider"], "hire-extractive");
    let charged = proposal["tokens_charged"].as_u64().unwrap();
    assert_eq!(proposal["balance"].as_u64().unwrap(), 50_000 - charged);
    assert_eq!(balance(&app, &company).await, 50_000 - charged);
}

#[tokio::test]
async fn a_job_without_applicants_has_no_proposal() {
    let app = spawn_app().await;
    let (company, job) = company_with_job(&app).await;
    buy_tokens(&app, &company).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await;

    assert_error(response, StatusCode::CONFLICT, "no_applicants").await;
    assert_eq!(balance(&app, &company).await, 50_000);
}

#[tokio::test]
async fn applicants_with_nothing_to_read_give_no_candidates_data() {
    let app = spawn_app().await;
    let (company, job) = company_with_job(&app).await;
    buy_tokens(&app, &company).await;
    let bare = app.candidate("bare@example.org").await;
    app.apply(&bare, &job).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await;

    assert_error(response, StatusCode::CONFLICT, "no_candidates_data").await;
}

#[tokio::test]
async fn without_tokens_the_proposal_is_refused_with_the_specs_message() {
    let app = spawn_app().await;
    let (company, job) = job_with_applicants(&app).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await;

    let body = assert_error(response, StatusCode::PAYMENT_REQUIRED, "not_enough_ai_tokens").await;
    assert_eq!(body["error"]["message"], "Not enough AI tokens, purchase more.");
}

#[tokio::test]
async fn a_job_of_another_company_has_no_proposal() {
    let app = spawn_app().await;
    let (_, job) = job_with_applicants(&app).await;
    let rival = app.signed_in_company("boss@rival.io").await;
    app.set_module("boss@rival.io", "ats", true).await;
    buy_tokens(&app, &rival).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &rival.access, json!({}))
        .await;

    assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
}
