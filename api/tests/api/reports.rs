//! The hiring reports, checked against figures worked out by hand on a small, fixed history.

use crate::helpers::{PASSWORD, TestApp, Tokens, assert_error, backdate_events, created, job_body, spawn_app, tokens};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A company's job with four applicants, each taken down another path:
/// Ada applied, was interviewed, offered, accepted and hired; Bob was reviewed and rejected by
/// the company; Cy only applied; Dee was reviewed, shortlisted and withdrew.
struct History {
    company: Tokens,
    job: String,
    ada: String,
    bob: String,
}

async fn four_applicants(app: &TestApp) -> History {
    let company = app.signed_in_company("boss@acme.io").await;
    // Enough openings that the hire leaves the job open and the others where they are.
    let mut body = job_body("Backend engineer", true);
    body["openings"] = json!(5);
    let job = created(app.post_as("/api/jobs/job/", &company.access, body).await).await;
    let applications = app.applicants(&job, &["ada", "bob", "cy", "dee"]).await;
    let [ada, bob, _, dee] = [0, 1, 2, 3].map(|index| applications[index].clone());

    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &ada, &[owner]).await;
    let offer = app.send_offer(&company, &ada).await;
    let ada_session = tokens(app.login("ada@example.org", PASSWORD).await).await;
    app.accept_offer(&ada_session, &offer).await;
    assert_eq!(app.act(&company, &ada, "hire").await.status(), StatusCode::OK);

    assert_eq!(app.act(&company, &bob, "next_step").await.status(), StatusCode::OK);
    assert_eq!(app.act(&company, &bob, "reject").await.status(), StatusCode::OK);

    for _ in 0..2 {
        assert_eq!(app.act(&company, &dee, "next_step").await.status(), StatusCode::OK);
    }
    let dee_session = tokens(app.login("dee@example.org", PASSWORD).await).await;
    let withdrawn = app
        .post_as(
            &format!("/api/jobs/my-applications/{dee}/withdraw/"),
            &dee_session.access,
            json!({}),
        )
        .await;
    assert_eq!(withdrawn.status(), StatusCode::NO_CONTENT);
    History { company, job, ada, bob }
}

fn stage<'a>(funnel: &'a Value, value: &str) -> &'a Value {
    funnel["stages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|stage| stage["status"]["value"] == value)
        .unwrap_or_else(|| panic!("no stage {value} in {funnel}"))
}

/// A stage's counts: reached, in flight, moved on, rejected by the company, by the applicant.
fn counts(funnel: &Value, value: &str) -> [i64; 5] {
    let stage = stage(funnel, value);
    [
        "reached",
        "in_flight",
        "moved_on",
        "rejected_by_company",
        "rejected_by_applicant",
    ]
    .map(|field| stage[field].as_i64().unwrap())
}

#[tokio::test]
async fn the_funnel_counts_each_stage_reached_and_what_became_of_those_that_left_it() {
    // Given the four applicants' history
    let app = spawn_app().await;
    let history = four_applicants(&app).await;

    // When the company reads the funnel of the applications submitted until today
    let funnel: Value = app.get_json_as("/api/reports/funnel/", &history.company.access).await;

    // Then every stage counts as worked out by hand
    assert_eq!(funnel["applications"], 4);
    assert_eq!(counts(&funnel, "applied"), [4, 1, 3, 0, 0], "Cy is still there");
    assert_eq!(counts(&funnel, "in_review"), [2, 0, 1, 1, 0], "Bob rejected, Dee on");
    assert_eq!(counts(&funnel, "shortlisted"), [1, 0, 0, 0, 1], "Dee withdrew");
    assert_eq!(
        counts(&funnel, "interview"),
        [1, 0, 1, 0, 0],
        "Ada skipped the shortlist"
    );
    assert_eq!(counts(&funnel, "offered"), [1, 0, 1, 0, 0]);
    assert_eq!(counts(&funnel, "accepted_by_applicant"), [1, 0, 1, 0, 0]);
    assert_eq!(counts(&funnel, "hired"), [1, 1, 0, 0, 0]);
    assert_eq!(stage(&funnel, "in_review")["conversion"], 0.5);
    assert_eq!(stage(&funnel, "hired")["conversion"], Value::Null, "no one left it");
    assert_eq!(funnel["time_to_hire"]["hired"], 1);
}

#[tokio::test]
async fn the_funnel_as_of_a_past_day_counts_nothing_that_happened_later() {
    // Given the history spread over days: Ada's steps two days apart from 20 days ago, everyone
    // else's 10 days ago, and Bob's rejection 2 days ago
    let app = spawn_app().await;
    let history = four_applicants(&app).await;
    let (ada, bob) = (&history.ada, &history.bob);
    let last_of_bob = format!("(SELECT max(sequence) FROM events WHERE aggregate_id = '{bob}')");
    backdate_events(
        &app,
        "application",
        &format!(
            "(CASE WHEN aggregate_id = '{ada}' THEN 22 - 2 * sequence
                   WHEN aggregate_id = '{bob}' AND sequence = {last_of_bob} THEN 2 ELSE 10 END)::int"
        ),
        "applications",
    )
    .await;
    let past = (chrono::Utc::now() - chrono::Duration::days(5)).date_naive();

    // When the funnel is read as of five days ago, and as of today
    let then: Value = app
        .get_json_as(&format!("/api/reports/funnel/?at={past}"), &history.company.access)
        .await;
    let now: Value = app.get_json_as("/api/reports/funnel/", &history.company.access).await;

    // Then five days ago Bob was still in review, and today he is not
    assert_eq!(counts(&then, "in_review"), [2, 1, 1, 0, 0]);
    assert_eq!(counts(&now, "in_review"), [2, 0, 1, 1, 0]);
    // And Ada, alone past the review, spent two days in each stage, eight from applying to her hire
    for value in ["interview", "offered", "accepted_by_applicant"] {
        assert_eq!(stage(&now, value)["median_days"], 2.0, "{value}: {now}");
    }
    assert_eq!(then["time_to_hire"]["median_days"], 8.0, "{then}");
}

#[tokio::test]
async fn the_funnel_of_one_job_counts_only_its_applications() {
    // Given the four applicants' job and another job with one applicant
    let app = spawn_app().await;
    let history = four_applicants(&app).await;
    let other = app.post_job(&history.company, "Data analyst", true).await;
    app.applicants(&other, &["eve"]).await;

    // When the funnel is read for each job, and for the company
    let path = |job: &str| format!("/api/reports/funnel/?job={job}");
    let first: Value = app.get_json_as(&path(&history.job), &history.company.access).await;
    let second: Value = app.get_json_as(&path(&other), &history.company.access).await;
    let all: Value = app.get_json_as("/api/reports/funnel/", &history.company.access).await;

    // Then each counts its own
    assert_eq!(
        (first["applications"].as_i64(), second["applications"].as_i64()),
        (Some(4), Some(1))
    );
    assert_eq!(all["applications"], 5);
}

#[tokio::test]
async fn a_cohort_that_ends_before_it_starts_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let refused = app
        .get_as("/api/reports/funnel/?from=2026-03-10&to=2026-03-01", &company.access)
        .await;

    assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}
