//! The dashboard's data over HTTP: jobs for filters, vacancies with their applicants, the
//! applicants of a position, a period's statistics and the applicant dataset.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn read(app: &TestApp, session: &Tokens, path: &str) -> Value {
    let response = app.get_as(path, &session.access).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.json().await.unwrap()
}

/// A live job with two applications, one of them in review, and a draft.
async fn hiring(app: &TestApp) -> (Tokens, String) {
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    app.post_job(&company, "Draft role", false).await;
    let first = app.candidate("ada@example.org").await;
    let second = app.candidate("bob@example.org").await;
    let application = app.apply(&first, &job).await;
    app.apply(&second, &job).await;
    assert_eq!(
        app.act(&company, &application, "next_step").await.status(),
        StatusCode::OK
    );
    (company, job)
}

#[tokio::test]
async fn jobs_for_filters_are_the_callers_own_newest_first() {
    let app = spawn_app().await;
    let (company, job) = hiring(&app).await;
    let rival = app.signed_in_company("boss@rival.io").await;
    app.post_job(&rival, "Their job", true).await;

    let choices = read(&app, &company, "/api/jobs/jobs-for-filter").await;

    let titles: Vec<&str> = choices
        .as_array()
        .unwrap()
        .iter()
        .map(|job| job["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Draft role", "Backend engineer"]);
    assert_eq!(choices[1]["id"], job.as_str());
}

#[tokio::test]
async fn each_live_vacancy_counts_its_applicants_by_stage_and_the_periods_new_ones() {
    let app = spawn_app().await;
    let (company, job) = hiring(&app).await;

    let vacancies = read(&app, &company, "/api/jobs/vacancy-applicants/").await;

    assert_eq!(vacancies.as_array().unwrap().len(), 1, "drafts are not vacancies yet");
    let vacancy = &vacancies[0];
    assert_eq!(vacancy["job_id"], job.as_str());
    assert_eq!(
        (
            vacancy["applicants"].as_i64(),
            vacancy["in_review"].as_i64(),
            vacancy["new_in_period"].as_i64()
        ),
        (Some(2), Some(1), Some(2))
    );
    let long_ago = read(
        &app,
        &company,
        "/api/jobs/vacancy-applicants/?from=2020-01-01&to=2020-01-31",
    )
    .await;
    assert_eq!(long_ago[0]["new_in_period"], 0);
}

#[tokio::test]
async fn a_periods_statistics_count_applications_per_day_and_refuse_a_period_backwards() {
    let app = spawn_app().await;
    let (company, _) = hiring(&app).await;

    let statistics = read(&app, &company, "/api/jobs/applicant-statistics-for-dashboard/").await;

    assert_eq!(statistics["received"], 2);
    let days = statistics["per_day"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29]["applications"], 2);
    let in_review = statistics["by_status"]
        .as_array()
        .unwrap()
        .iter()
        .find(|count| count["value"] == "in_review")
        .unwrap();
    assert_eq!(in_review["count"], 1);
    let backwards = app
        .get_as(
            "/api/jobs/applicant-statistics-for-dashboard/?from=2026-02-01&to=2026-01-01",
            &company.access,
        )
        .await;
    let body = assert_error(backwards, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["from"], json!(["out_of_range"]));
}

#[tokio::test]
async fn a_position_lists_the_applicants_of_the_jobs_placed_there() {
    let app = spawn_app().await;
    let (company, job) = hiring(&app).await;
    let department: Value = app
        .post_as("/api/org/departments/", &company.access, json!({"name": "Engineering"}))
        .await
        .json()
        .await
        .unwrap();
    let position: Value = app
        .post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": department["id"], "title": "Backend engineer", "head_count": 2}),
        )
        .await
        .json()
        .await
        .unwrap();
    let position = position["id"].as_str().unwrap();
    let path = format!("/api/jobs/applicants-for-position/{position}/");
    assert!(read(&app, &company, &path).await.as_array().unwrap().is_empty());

    app.post_as(
        &format!("/api/jobs/set-job-requirements/{job}/"),
        &company.access,
        json!({"position_id": position}),
    )
    .await;

    let applicants = read(&app, &company, &path).await;
    assert_eq!(applicants.as_array().unwrap().len(), 2);
    assert_eq!(applicants[0]["job_id"], job.as_str());
}

#[tokio::test]
async fn the_applicant_dataset_has_rows_without_personal_details() {
    let app = spawn_app().await;
    let (company, job) = hiring(&app).await;

    let dataset = read(
        &app,
        &company,
        &format!("/api/jobs/applicant-dataset/?job={job}&page_size=1"),
    )
    .await;

    assert_eq!(dataset["count"], 2);
    let row = dataset["results"][0].as_object().unwrap();
    assert_eq!(row["job_title"], "Backend engineer");
    assert!(!row.contains_key("email") && !row.contains_key("first_name"), "{row:?}");
    let seeker = app.signed_in_jobseeker("eve@example.org").await;
    let refused = app.get_as("/api/jobs/applicant-dataset/", &seeker.access).await;
    assert_error(refused, StatusCode::FORBIDDEN, "permission_denied").await;
}
