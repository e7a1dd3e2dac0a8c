//! Exports over HTTP: a job's applicants, the workforce plan and the salary benchmark as CSV
//! and XLSX, with the screens' filters, the caller's scope, and rows streamed as they are read.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::io::Read;

async fn download(app: &TestApp, session: &Tokens, path: &str) -> reqwest::Response {
    let response = app.get_as(path, &session.access).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response
}

/// The CSV's records after its header, each as its fields.
async fn csv_records(response: reqwest::Response) -> (Vec<String>, Vec<Vec<String>>) {
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    let text = response.text().await.unwrap();
    let text = text.strip_prefix('\u{feff}').expect("a byte-order mark for Excel");
    let mut lines = text
        .lines()
        .map(|line| line.split(',').map(str::to_owned).collect::<Vec<_>>());
    let header = lines.next().unwrap();
    (header, lines.collect())
}

/// The first sheet's XML of an XLSX file.
async fn xlsx_sheet(response: reqwest::Response) -> String {
    assert_eq!(
        response.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    let bytes = response.bytes().await.unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let mut sheet = String::new();
    archive
        .by_name("xl/worksheets/sheet1.xml")
        .unwrap()
        .read_to_string(&mut sheet)
        .unwrap();
    sheet
}

/// A live job of the company with three applicants; the second is in review.
async fn job_with_applicants(app: &TestApp, company: &Tokens) -> String {
    let job = app.post_job(company, "Analyst", true).await;
    for (index, email) in ["ada@example.com", "bob@example.com", "cy@example.com"]
        .into_iter()
        .enumerate()
    {
        let candidate = app.candidate(email).await;
        let application = app.apply(&candidate, &job).await;
        if index == 1 {
            assert_eq!(
                app.act(company, &application, "next_step").await.status(),
                StatusCode::OK
            );
        }
    }
    job
}

#[tokio::test]
async fn a_job_s_applicants_download_as_csv_with_the_table_s_filters() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = job_with_applicants(&app, &company).await;

    let all = download(&app, &company, &format!("/api/jobs/applicantsfortable/{job}/export/")).await;
    let in_review = download(
        &app,
        &company,
        &format!("/api/jobs/applicantsfortable/{job}/export/?status=in_review&format=csv"),
    )
    .await;

    assert!(
        all.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"applicants-")
    );
    let (header, rows) = csv_records(all).await;
    assert_eq!(header[..4], ["First name", "Last name", "E-mail", "Status"]);
    assert_eq!(rows.len(), 3);
    let (_, rows) = csv_records(in_review).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0][2].as_str(), rows[0][3].as_str()),
        ("bob@example.com", "in_review")
    );
}

#[tokio::test]
async fn a_job_s_applicants_download_as_an_xlsx_sheet() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = job_with_applicants(&app, &company).await;

    let sheet = xlsx_sheet(
        download(
            &app,
            &company,
            &format!("/api/jobs/applicantsfortable/{job}/export/?format=xlsx"),
        )
        .await,
    )
    .await;

    assert_eq!(sheet.matches("<row").count(), 4);
    assert!(sheet.contains("cy@example.com"));
}

#[tokio::test]
async fn text_a_spreadsheet_would_run_is_exported_as_plain_text() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Analyst", true).await;
    let candidate = app.candidate("mallory@example.com").await;
    app.apply(&candidate, &job).await;
    sqlx::query("UPDATE users SET first_name = '=HYPERLINK(\"http://evil\")' WHERE email = 'mallory@example.com'")
        .execute(&app.pool)
        .await
        .unwrap();

    let (_, rows) =
        csv_records(download(&app, &company, &format!("/api/jobs/applicantsfortable/{job}/export/")).await).await;

    assert!(rows[0][0].starts_with("\"'=HYPERLINK("), "{:?}", rows[0]);
}

#[tokio::test]
async fn fifty_thousand_applicants_stream_out_in_many_chunks() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Analyst", true).await;
    // Given: 50,000 applicants, written straight into the read model to keep the test short.
    sqlx::query(
        "WITH seekers AS (
             INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at, activated_at)
             SELECT gen_random_uuid(), 'seeker' || n || '@example.org', 'Seeker', n::text, 'jobseeker', now(), now()
             FROM generate_series(1, 50000) n RETURNING id)
         INSERT INTO application_views (id, job_id, company_id, jobseeker_id, status, applied_at, status_changed_at, cv_name, cv_url)
         SELECT gen_random_uuid(), j.id, j.company_id, seekers.id, 0, now(), now(), 'cv.pdf', 'cv.pdf'
         FROM seekers, job_views j WHERE j.id = $1",
    )
    .bind(uuid::Uuid::parse_str(&job).unwrap())
    .execute(&app.pool)
    .await
    .unwrap();

    let response = download(&app, &company, &format!("/api/jobs/applicantsfortable/{job}/export/")).await;

    let mut chunks = 0;
    let mut lines = 0;
    let mut body = response.bytes_stream();
    while let Some(chunk) = body.next().await {
        let chunk = chunk.unwrap();
        chunks += 1;
        lines += chunk.iter().filter(|byte| **byte == b'\n').count();
    }
    assert_eq!(lines, 50_001);
    assert!(chunks >= 50_000 / 200, "{chunks} chunks: the rows were not streamed");
}

#[tokio::test]
async fn an_unknown_format_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Analyst", true).await;

    let response = app
        .get_as(
            &format!("/api/jobs/applicantsfortable/{job}/export/?format=pdf"),
            &company.access,
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["format"], json!(["invalid_choice"]));
}

#[tokio::test]
async fn the_workforce_plan_downloads_with_its_total() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales: Value = app
        .post_as("/api/org/departments/", &company.access, json!({"name": "Sales"}))
        .await
        .json()
        .await
        .unwrap();
    let clerk: Value = app
        .post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": sales["id"], "title": "Clerk", "head_count": 1}),
        )
        .await
        .json()
        .await
        .unwrap();
    let planned = app
        .put_as(
            &format!("/api/org/workforce-planning/{}/", clerk["id"].as_str().unwrap()),
            &company.access,
            json!({"period": "2026", "budget": 3}),
        )
        .await;
    assert_eq!(planned.status(), StatusCode::OK);

    let csv = download(&app, &company, "/api/org/workforce-planning/export/?period=2026").await;
    let xlsx = download(
        &app,
        &company,
        "/api/org/workforce-planning/export/?period=2026&format=xlsx",
    )
    .await;

    let (header, rows) = csv_records(csv).await;
    assert_eq!(header[..3], ["Unit", "Position", "Budget"]);
    assert_eq!(rows[0][..3], ["Sales", "Clerk", "3"]);
    assert_eq!(rows[1][..3], ["Total", "", "3"]);
    assert!(xlsx_sheet(xlsx).await.contains("Clerk"));
}

#[tokio::test]
async fn the_benchmark_downloads_only_with_enough_data() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let refused = app
        .get_as("/api/benchmark/salary-benchmark/export?title=Analyst", &company.access)
        .await;
    assert_error(refused, StatusCode::CONFLICT, "insufficient_data").await;
    for email in ["boss@globex.io", "boss@initech.io", "boss@umbrella.io"] {
        let other = app.signed_in_company(email).await;
        for low in [1000, 2000] {
            let posted = app
                .post_as(
                    "/api/jobs/job/",
                    &other.access,
                    json!({"title": "Analyst", "description": "Numbers.", "employment_type": "full_time", "publish": true,
                           "salary_min": low, "salary_max": low + 500, "currency": "AZN"}),
                )
                .await;
            assert_eq!(posted.status(), StatusCode::CREATED);
        }
    }

    let (header, rows) =
        csv_records(download(&app, &company, "/api/benchmark/salary-benchmark/export?title=Analyst").await).await;

    assert_eq!(header, ["Figure", "From", "To", "Value"]);
    assert_eq!(rows[0], ["count", "", "", "6"]);
    assert_eq!(rows[2][0], "median");
}
