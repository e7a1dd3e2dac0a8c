//! My schedule as a calendar feed: what a calendar program subscribed to the secret address
//! reads, parsed back by an iCalendar parser that did not write it (the `ical` crate).

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The events of the feed at `url`: each as (property name → value).
async fn events(app: &TestApp, url: &str) -> Vec<std::collections::HashMap<String, String>> {
    let path = url.split_once("/api/").map(|(_, rest)| format!("/api/{rest}")).unwrap();
    let response = app.request(reqwest::Method::GET, &path).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/calendar")
    );
    let body = response.bytes().await.unwrap();
    let calendar = ical::IcalParser::new(std::io::BufReader::new(&body[..]))
        .next()
        .expect("a calendar")
        .expect("a calendar that parses");
    calendar
        .events
        .into_iter()
        .map(|event| {
            event
                .properties
                .into_iter()
                .map(|property| (property.name, property.value.unwrap_or_default()))
                .collect()
        })
        .collect()
}

async fn new_feed(app: &TestApp, session: &Tokens) -> String {
    let made = app
        .post_as("/api/jobs/schedule-feed/", &session.access, json!({}))
        .await;
    assert_eq!(made.status(), StatusCode::CREATED);
    made.json::<Value>().await.unwrap()["url"].as_str().unwrap().to_owned()
}

async fn interview(app: &TestApp, company: &Tokens) -> String {
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    app.schedule_interview(company, &application, &[app.user_id(company).await])
        .await
}

#[tokio::test]
async fn a_subscribed_calendar_sees_an_interview_then_its_new_time_then_its_cancellation() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let url = new_feed(&app, &company).await;
    let interview = interview(&app, &company).await;
    let day = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();

    let first = events(&app, &url).await;
    assert_eq!(first.len(), 1);
    assert_eq!(first[0]["UID"], format!("interview-{interview}@hire"));
    assert_eq!(first[0]["DTSTART"], format!("{}T100000", day.format("%Y%m%d")));
    assert!(first[0]["SUMMARY"].contains("Backend engineer"), "{:?}", first[0]);
    assert_eq!(first[0]["STATUS"], "CONFIRMED");

    let moved = app
        .put_as(
            &format!("/api/jobs/interview/{interview}/"),
            &company.access,
            json!({"date": day, "start": "14:30:00", "end": "15:30:00", "interviewers": [app.user_id(&company).await],
                   "meet_link": "https://meet.example.com/abc"}),
        )
        .await;
    assert_eq!(moved.status(), StatusCode::OK);
    let cancelled = app
        .post_as(
            &format!("/api/jobs/interview/{interview}/status/"),
            &company.access,
            json!({"action": "cancel"}),
        )
        .await;
    assert_eq!(cancelled.status(), StatusCode::OK);

    let last = events(&app, &url).await;
    assert_eq!(last[0]["UID"], first[0]["UID"], "the same event, updated");
    assert_eq!(last[0]["DTSTART"], format!("{}T143000", day.format("%Y%m%d")));
    assert_eq!(last[0]["STATUS"], "CANCELLED");
    let sequence = |event: &std::collections::HashMap<String, String>| event["SEQUENCE"].parse::<u32>().unwrap();
    assert_eq!((sequence(&first[0]), sequence(&last[0])), (0, 2), "one more per change");
}

#[tokio::test]
async fn a_new_feed_address_replaces_the_old_one_and_revoking_ends_it() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let old = new_feed(&app, &company).await;
    let current = new_feed(&app, &company).await;
    let path = |url: &str| url.split_once("/api/").map(|(_, rest)| format!("/api/{rest}")).unwrap();

    let replaced = app.request(reqwest::Method::GET, &path(&old)).send().await.unwrap();
    assert_error(replaced, StatusCode::NOT_FOUND, "not_found").await;
    assert!(events(&app, &current).await.is_empty());
    let revoked = app.delete_as("/api/jobs/schedule-feed/", &company.access).await;
    assert_eq!(revoked.status(), StatusCode::NO_CONTENT);
    let gone = app.request(reqwest::Method::GET, &path(&current)).send().await.unwrap();
    assert_error(gone, StatusCode::NOT_FOUND, "not_found").await;
    let state: Value = app.get_json_as("/api/jobs/schedule-feed/", &company.access).await;
    assert_eq!(state["active"], false);
}

#[tokio::test]
async fn an_interviewer_outside_the_hiring_team_subscribes_to_their_own_interviews_only() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let leader = app.signed_in_employee(&company, "bl@acme.io", "block_leader").await;
    interview(&app, &company).await;
    let url = new_feed(&app, &leader).await;

    assert!(events(&app, &url).await.is_empty(), "not an interviewer of it");
    let seeker = app.signed_in_jobseeker("bob@example.org").await;
    let refused = app.post_as("/api/jobs/schedule-feed/", &seeker.access, json!({})).await;
    assert_error(refused, StatusCode::FORBIDDEN, "permission_denied").await;
}
