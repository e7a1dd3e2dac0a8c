//! Salary benchmark over HTTP: figures from published ranges and accepted offers across
//! companies, never from fewer than three companies.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn post_paid_job(app: &TestApp, company: &Tokens, title: &str, range: (u32, u32), extra: Value) -> String {
    let mut body = json!({"title": title, "description": "Numbers.", "employment_type": "full_time", "publish": true,
                          "salary_min": range.0, "salary_max": range.1, "currency": "AZN"});
    for (key, value) in extra.as_object().unwrap() {
        body[key] = value.clone();
    }
    let response = app.post_as("/api/jobs/job/", &company.access, body).await;
    assert_eq!(
        response.status(),
        StatusCode::CREATED,
        "{}",
        response.text().await.unwrap()
    );
    let job: Value = response.json().await.unwrap();
    job["id"].as_str().unwrap().to_owned()
}

async fn benchmark(app: &TestApp, session: &Tokens, query: &str) -> Value {
    let response = app
        .get_as(&format!("/api/benchmark/salary-benchmark{query}"), &session.access)
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

/// Three companies, each with two "Data Analyst" jobs: 1000–2000 and 3000–4000 for the first,
/// then 500 more per company.
async fn three_companies(app: &TestApp) -> Vec<Tokens> {
    let mut companies = Vec::new();
    for (index, email) in ["boss@acme.io", "boss@globex.io", "boss@initech.io"]
        .into_iter()
        .enumerate()
    {
        let company = app.signed_in_company(email).await;
        let shift = 500 * index as u32;
        post_paid_job(app, &company, "Data Analyst", (1000 + shift, 2000 + shift), json!({})).await;
        post_paid_job(
            app,
            &company,
            "Senior Data Analyst",
            (3000 + shift, 4000 + shift),
            json!({}),
        )
        .await;
        companies.push(company);
    }
    companies
}

#[tokio::test]
async fn three_companies_jobs_give_quartiles_a_range_a_histogram_and_where_ones_own_jobs_sit() {
    let app = spawn_app().await;
    let companies = three_companies(&app).await;

    let figures = benchmark(&app, &companies[2], "?title=data%20analyst").await;

    assert_eq!(figures["sufficient"], true);
    assert_eq!(figures["count"], 6);
    assert_eq!(
        (figures["min"].as_f64(), figures["max"].as_f64()),
        (Some(1500.0), Some(4500.0))
    );
    assert_eq!(figures["median"], 3000.0);
    let counted: u64 = figures["histogram"]
        .as_array()
        .unwrap()
        .iter()
        .map(|bucket| bucket["count"].as_u64().unwrap())
        .sum();
    assert_eq!(counted, 6);
    let own = figures["own_jobs"].as_array().unwrap();
    assert_eq!(own.len(), 2, "the caller's live jobs only");
    let senior = own.iter().find(|job| job["title"] == "Senior Data Analyst").unwrap();
    assert_eq!(
        (senior["amount"].as_f64(), senior["percentile"].as_u64()),
        (Some(4500.0), Some(100))
    );
}

#[tokio::test]
async fn one_companys_data_alone_never_shows_whatever_the_filters() {
    let app = spawn_app().await;
    let companies = three_companies(&app).await;
    for index in 0..4 {
        post_paid_job(
            &app,
            &companies[0],
            &format!("Actuary {index}"),
            (5000, 6000),
            json!({"job_level": 7}),
        )
        .await;
    }

    for query in [
        "?title=actuary",
        "?job_level=7",
        "?title=data&employment_type=contract",
        "?currency=EUR",
    ] {
        let figures = benchmark(&app, &companies[1], query).await;
        assert_eq!(figures["sufficient"], false, "{query}");
        assert_eq!(
            (figures["count"].clone(), figures["median"].clone()),
            (Value::Null, Value::Null),
            "{query}"
        );
        assert_eq!(
            (figures["histogram"].clone(), figures["own_jobs"].clone()),
            (json!([]), json!([])),
            "{query}"
        );
    }
}

#[tokio::test]
async fn hidden_salaries_and_unpublished_jobs_stay_out_and_accepted_offers_count() {
    let app = spawn_app().await;
    let companies = three_companies(&app).await;
    post_paid_job(
        &app,
        &companies[0],
        "Data Analyst",
        (90000, 99000),
        json!({"hide_salary": true}),
    )
    .await;
    post_paid_job(
        &app,
        &companies[0],
        "Data Analyst",
        (90000, 99000),
        json!({"publish": false}),
    )
    .await;
    let job = post_paid_job(&app, &companies[1], "Data Analyst", (2000, 2000), json!({})).await;
    let seeker = app.candidate("ada@example.org").await;
    let application = app.apply(&seeker, &job).await;
    let company_user = app.user_id(&companies[1]).await;
    app.schedule_interview(&companies[1], &application, &[company_user])
        .await;
    let offer = app.send_offer(&companies[1], &application).await;
    app.accept_offer(&seeker, &offer).await;

    let figures = benchmark(&app, &companies[2], "?title=data%20analyst").await;

    assert_eq!(
        figures["count"], 8,
        "six ranges, one more range, one accepted offer of 5000"
    );
    assert_eq!(figures["max"], 5000.0);
}

#[tokio::test]
async fn titles_are_suggested_from_paid_jobs_and_ones_positions_and_job_seekers_are_refused() {
    let app = spawn_app().await;
    let companies = three_companies(&app).await;
    let department = app
        .post_as(
            "/api/org/departments/",
            &companies[0].access,
            json!({"name": "Finance"}),
        )
        .await;
    let department: Value = department.json().await.unwrap();
    app.post_as(
        "/api/org/positions/",
        &companies[0].access,
        json!({"unit_id": department["id"], "title": "Data Steward", "head_count": 1}),
    )
    .await;

    let titles: Value = app
        .get_json_as(
            "/api/benchmark/salary-benchmark-autocomplete?q=data",
            &companies[0].access,
        )
        .await;

    assert_eq!(titles, json!(["Data Analyst", "Data Steward", "Senior Data Analyst"]));
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let refused = app.get_as("/api/benchmark/salary-benchmark", &seeker.access).await;
    assert_error(refused, StatusCode::FORBIDDEN, "permission_denied").await;
    let bad = app
        .get_as(
            "/api/benchmark/salary-benchmark?job_level=12&employment_type=forever",
            &companies[0].access,
        )
        .await;
    let body = assert_error(bad, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["job_level"], json!(["out_of_range"]));
    assert_eq!(body["error"]["fields"]["employment_type"], json!(["invalid_choice"]));
}
