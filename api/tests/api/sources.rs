//! Where applications come from: kept on the application as the web app saw the applicant
//! arrive, shown on the applicant, filtered and exported in the table, and counted per source.

use crate::helpers::{PRIVACY_TERMS_VERSION, TestApp, Tokens, assert_error, created, job_body, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A job of a new company, with the company's session.
async fn job(app: &TestApp) -> (Tokens, String) {
    let company = app.signed_in_company("boss@acme.io").await;
    let job = created(
        app.post_as("/api/jobs/job/", &company.access, job_body("Backend engineer", true))
            .await,
    )
    .await;
    (company, job)
}

/// `name` applies to `job`, coming the way `source` says (none: not said).
async fn apply_from(app: &TestApp, job: &str, name: &str, source: Option<Value>) -> String {
    let seeker = app.candidate(&format!("{name}@example.org")).await;
    let mut body = json!({"privacy_terms_version": PRIVACY_TERMS_VERSION});
    if let Some(source) = source {
        body["source"] = source;
    }
    created(
        app.post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, body)
            .await,
    )
    .await
}

fn indeed() -> Value {
    json!({"source": "job_board", "board": " indeed ", "utm_source": "indeed", "utm_campaign": "spring"})
}

#[tokio::test]
async fn the_applicant_page_shows_where_the_applicant_came_from() {
    // Given an applicant who came from a job board's feed link with a campaign
    let app = spawn_app().await;
    let (company, job) = job(&app).await;
    let application = apply_from(&app, &job, "ada", Some(indeed())).await;

    // When the company opens the applicant
    let page: Value = app
        .get_as(&format!("/api/jobs/applicant/{application}/"), &company.access)
        .await
        .json()
        .await
        .unwrap();

    // Then it reads the board, trimmed, and the campaign
    assert_eq!(
        page["attribution"],
        json!({"source": "job_board", "board": "indeed", "utm_source": "indeed", "utm_campaign": "spring"})
    );
}

#[tokio::test]
async fn the_table_filters_by_source_and_exports_it() {
    // Given one applicant from a job board, one from Hire's search and one who said nothing
    let app = spawn_app().await;
    let (company, job) = job(&app).await;
    apply_from(&app, &job, "ada", Some(indeed())).await;
    apply_from(&app, &job, "bob", Some(json!({"source": "job_search"}))).await;
    apply_from(&app, &job, "cy", None).await;

    // When the table is asked for the job board's applicants
    let table: Value = app
        .get_as(
            &format!("/api/jobs/applicantsfortable/{job}/?source=job_board"),
            &company.access,
        )
        .await
        .json()
        .await
        .unwrap();

    // Then only that one is listed and counted
    assert_eq!(table["count"], 1);
    assert_eq!(table["results"][0]["attribution"]["board"], "indeed");

    // And the export names every applicant's source, blank when not known
    let csv = app
        .get_as(
            &format!("/api/jobs/applicantsfortable/{job}/export/?format=csv"),
            &company.access,
        )
        .await
        .text()
        .await
        .unwrap();
    let header = csv.lines().next().unwrap();
    assert!(header.ends_with("Source,Campaign"), "{header}");
    let mut sources: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|line| line.rsplit(',').nth(1).unwrap())
        .collect();
    sources.sort_unstable();
    assert_eq!(sources, ["", "job_board", "job_search"]);
}

#[tokio::test]
async fn an_unknown_source_filter_is_refused_by_its_name() {
    let app = spawn_app().await;
    let (company, job) = job(&app).await;

    let response = app
        .get_as(
            &format!("/api/jobs/applicantsfortable/{job}/?source=billboard"),
            &company.access,
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["source"], json!(["invalid_choice"]));
}

#[tokio::test]
async fn an_attribution_too_long_is_refused_by_its_field_and_nothing_is_applied() {
    // Given a campaign name longer than a hundred characters
    let app = spawn_app().await;
    let (company, job) = job(&app).await;
    let seeker = app.candidate("ada@example.org").await;
    let body = json!({"privacy_terms_version": PRIVACY_TERMS_VERSION,
                      "source": {"source": "direct", "utm_campaign": "c".repeat(101)}});

    // When the applicant applies with it
    let response = app
        .post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, body)
        .await;

    // Then the field is named and no application was made
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["source.utm_campaign"], json!(["too_long"]));
    let table: Value = app
        .get_as(&format!("/api/jobs/applicantsfortable/{job}/"), &company.access)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(table["count"], 0);
}

#[tokio::test]
async fn the_sources_report_counts_each_way_in_stage_by_stage() {
    // Given two applicants from one board (one of them reviewed), one from another board, one
    // from Hire's search and one who said nothing
    let app = spawn_app().await;
    let (company, job) = job(&app).await;
    let ada = apply_from(&app, &job, "ada", Some(indeed())).await;
    apply_from(&app, &job, "bob", Some(indeed())).await;
    apply_from(
        &app,
        &job,
        "cy",
        Some(json!({"source": "job_board", "board": "glassdoor"})),
    )
    .await;
    apply_from(&app, &job, "dee", Some(json!({"source": "job_search"}))).await;
    apply_from(&app, &job, "eve", None).await;
    assert_eq!(app.act(&company, &ada, "next_step").await.status(), StatusCode::OK);

    // When the company reads the sources report
    let report: Value = app
        .get_as("/api/reports/sources/", &company.access)
        .await
        .json()
        .await
        .unwrap();

    // Then each source and board has its own funnel, most applications first
    let funnels: Vec<(String, Value, i64, i64)> = report["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|source| {
            (
                source["source"].as_str().unwrap().to_owned(),
                source["board"].clone(),
                source["reached"][0].as_i64().unwrap(),
                source["reached"][1].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(funnels[0], ("job_board".into(), json!("indeed"), 2, 1));
    let mut rest = funnels[1..].to_vec();
    rest.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.to_string().cmp(&b.1.to_string())));
    assert_eq!(
        rest,
        [
            ("job_board".into(), json!("glassdoor"), 1, 0),
            ("job_search".into(), Value::Null, 1, 0),
            ("unknown".into(), Value::Null, 1, 0),
        ]
    );
    assert_eq!(report["stages"][1]["value"], "in_review");
}
