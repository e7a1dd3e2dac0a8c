//! Privacy: personal fields sealed in the event store, erased with the person's account by
//! destroying their keys (crypto-shredding), and a company's retention period for rejected
//! applicants.

use crate::helpers::{
    PASSWORD, PDF, PRIVACY_TERMS_VERSION, TestApp, Tokens, assert_error, spawn_app, spawn_app_with, tokens,
};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;

/// Everything personal the erased job seeker leaves behind, each value found nowhere else.
const ZENOBIA: [&str; 8] = [
    "Zenobia",
    "Quixwell",
    "zenobia@quixwell.example",
    "Zq7 cover letter: I love pipelines",
    "Zq7 private note: strong in SQL",
    "Zq7 interview comment: bring the portfolio",
    "Zq7 evaluation: calm under pressure",
    "Zq7 reason: salary expectations",
];
const BOB_LETTER: &str = "Bob's letter stays where it is";

struct Pipeline {
    company: Tokens,
    zenobia: Tokens,
    zenobia_application: String,
    bob_application: String,
}

async fn job_seeker(app: &TestApp, first: &str, last: &str, email: &str) -> Tokens {
    let registered = app
        .post(
            "/api/auth/users/",
            json!({"first_name": first, "last_name": last, "email": email, "password": PASSWORD,
                   "user_type": "jobseeker", "privacy_terms_version": PRIVACY_TERMS_VERSION}),
        )
        .await;
    assert_eq!(registered.status(), StatusCode::CREATED);
    app.verify(email).await;
    let session = tokens(app.login(email, PASSWORD).await).await;
    assert_eq!(
        app.upload_cv(&session, PDF, "cv.pdf").await.status(),
        StatusCode::CREATED
    );
    session
}

async fn apply_with_letter(app: &TestApp, seeker: &Tokens, job: &str, letter: &str) -> String {
    let response = app
        .post_as(
            &format!("/api/jobs/job/{job}/apply/"),
            &seeker.access,
            json!({"cover_letter": letter, "privacy_terms_version": PRIVACY_TERMS_VERSION}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Zenobia applies with a letter; the company notes, interviews, evaluates and rejects her
/// with a reason. Bob applies to the same job.
async fn pipeline(app: &TestApp) -> Pipeline {
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Data engineer", true).await;
    let zenobia = job_seeker(app, ZENOBIA[0], ZENOBIA[1], ZENOBIA[2]).await;
    let bob = job_seeker(app, "Bob", "Builder", "bob@example.org").await;
    let zenobia_application = apply_with_letter(app, &zenobia, &job, ZENOBIA[3]).await;
    let bob_application = apply_with_letter(app, &bob, &job, BOB_LETTER).await;

    let note = app
        .post_as(
            &format!("/api/jobs/hr-private-notes/{zenobia_application}/"),
            &company.access,
            json!({"text": ZENOBIA[4]}),
        )
        .await;
    assert_eq!(note.status(), StatusCode::CREATED);
    let tomorrow = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();
    let owner = app.user_id(&company).await;
    let scheduled = app
        .post_as(
            "/api/jobs/interview/",
            &company.access,
            json!({"application_id": zenobia_application, "date": tomorrow, "start": "10:00:00", "end": "11:00:00",
                   "location": "Office 4", "comment": ZENOBIA[5], "interviewers": [owner]}),
        )
        .await;
    assert_eq!(scheduled.status(), StatusCode::CREATED);
    let interview = scheduled.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    app.start_interview(&company, &interview).await;
    let evaluated = app
        .post_as(
            &format!("/api/jobs/evaluation/{interview}/"),
            &company.access,
            json!({"scores": [{"category": 3, "rating": 4}], "comment": ZENOBIA[6]}),
        )
        .await;
    assert_eq!(evaluated.status(), StatusCode::CREATED);
    let rejected = app
        .post_as(
            &format!("/api/jobs/applicant/{zenobia_application}/action/"),
            &company.access,
            json!({"action": "reject", "reason": ZENOBIA[7]}),
        )
        .await;
    assert_eq!(rejected.status(), StatusCode::OK);
    Pipeline {
        company,
        zenobia,
        zenobia_application,
        bob_application,
    }
}

async fn delete_account(app: &TestApp, session: &Tokens) {
    let deleted = app
        .request(reqwest::Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", session.access))
        .json(&json!({"current_password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
}

/// The whole database as `pg_dump` writes it: every table, every row.
fn dump(app: &TestApp) -> String {
    let pg_dump = migrations::cluster::find_binaries().unwrap().join("pg_dump");
    let output = std::process::Command::new(pg_dump)
        .args(["--data-only", "--no-owner", &app.database_url])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

async fn applicant(app: &TestApp, company: &Tokens, application: &str) -> Value {
    let response = app
        .get_as(&format!("/api/jobs/applicant/{application}/"), &company.access)
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

#[tokio::test]
async fn personal_fields_are_sealed_in_the_event_store_and_read_in_the_clear() {
    let app = spawn_app().await;

    let pipeline = pipeline(&app).await;

    let events: Vec<String> = sqlx::query_scalar("SELECT payload::text FROM events")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    for value in &ZENOBIA[3..] {
        assert!(
            !events.iter().any(|event| event.contains(value)),
            "{value} is in the clear in the events"
        );
    }
    let page = applicant(&app, &pipeline.company, &pipeline.zenobia_application).await;
    assert_eq!(page["cover_letter"], ZENOBIA[3]);
    assert_eq!(page["private_notes"][0]["text"], ZENOBIA[4]);
    assert_eq!(page["first_name"], "Zenobia");
}

#[tokio::test]
async fn after_a_job_seeker_deletes_the_account_none_of_their_personal_values_is_left_in_the_database() {
    let app = spawn_app().await;
    let pipeline = pipeline(&app).await;
    let before = dump(&app);
    assert!(
        ZENOBIA.iter().all(|value| before.contains(value)),
        "the views hold every value before"
    );

    delete_account(&app, &pipeline.zenobia).await;

    let after = dump(&app);
    for value in ZENOBIA {
        let found: Vec<&str> = after.lines().filter(|line| line.contains(value)).collect();
        assert!(found.is_empty(), "{value} is still in the database: {found:?}");
    }
    assert!(after.contains(BOB_LETTER), "someone else's data went too");
}

#[tokio::test]
async fn after_erasure_the_company_sees_a_deleted_user_with_nothing_personal() {
    let app = spawn_app().await;
    let pipeline = pipeline(&app).await;

    delete_account(&app, &pipeline.zenobia).await;

    let page = applicant(&app, &pipeline.company, &pipeline.zenobia_application).await;
    assert_eq!(page["first_name"], Value::Null);
    assert_eq!(page["email"], Value::Null);
    assert_eq!(page["cover_letter"], Value::Null);
    assert_eq!(page["private_notes"], json!([]));
    assert_eq!(page["interviews"][0]["comment"], Value::Null);
    let history: Value = app
        .get_json_as(
            &format!("/api/jobs/applicant/{}/history/", pipeline.zenobia_application),
            &pipeline.company.access,
        )
        .await;
    let anonymised = history
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["event_type"] == "ApplicationAnonymised")
        .expect("the trail records the anonymisation");
    assert_eq!(anonymised["data"]["because"], "account_deleted");
    let bob = applicant(&app, &pipeline.company, &pipeline.bob_application).await;
    assert_eq!(bob["cover_letter"], BOB_LETTER);
}

#[tokio::test]
async fn a_full_replay_after_erasure_builds_the_views_the_erasure_left() {
    let app = spawn_app().await;
    let pipeline = pipeline(&app).await;
    delete_account(&app, &pipeline.zenobia).await;
    let live = app.view_rows().await;

    let replayed = projections::Hiring::new(app.pool.clone())
        .replay(None, &|_, _, _| {})
        .await
        .unwrap();

    assert!(replayed.applied > 0);
    assert_eq!(app.view_rows().await, live);
    let after = dump(&app);
    assert!(ZENOBIA.iter().all(|value| !after.contains(value)));
}

#[tokio::test]
async fn a_company_chooses_how_many_months_it_keeps_rejected_applicants() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let kept = app.get_as("/api/privacy/retention/", &company.access).await;
    assert_eq!(
        kept.json::<Value>().await.unwrap(),
        json!({"rejected_retention_months": null})
    );
    let six = app
        .put_as(
            "/api/privacy/retention/",
            &company.access,
            json!({"rejected_retention_months": 6}),
        )
        .await;
    assert_eq!(six.status(), StatusCode::OK);
    let read: Value = app.get_json_as("/api/privacy/retention/", &company.access).await;
    assert_eq!(read, json!({"rejected_retention_months": 6}));
}

#[tokio::test]
async fn a_retention_period_outside_one_to_120_months_is_refused_on_the_field() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    for months in [0, 121, -3] {
        let refused = app
            .put_as(
                "/api/privacy/retention/",
                &company.access,
                json!({"rejected_retention_months": months}),
            )
            .await;
        let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(
            body["error"]["fields"]["rejected_retention_months"],
            json!(["out_of_range"])
        );
    }
}

#[tokio::test]
async fn a_job_seeker_has_no_retention_period_to_set() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let refused = app
        .put_as(
            "/api/privacy/retention/",
            &seeker.access,
            json!({"rejected_retention_months": 6}),
        )
        .await;

    assert_error(refused, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn the_retention_job_anonymises_applications_rejected_longer_ago_than_the_period_and_no_other() {
    let app = spawn_app_with(|config| config.retention_check_seconds = 1).await;
    let pipeline = pipeline(&app).await;
    let set = app
        .put_as(
            "/api/privacy/retention/",
            &pipeline.company.access,
            json!({"rejected_retention_months": 3}),
        )
        .await;
    assert_eq!(set.status(), StatusCode::OK);
    // Four months pass for the rejection.
    sqlx::query("UPDATE application_views SET status_changed_at = now() - interval '4 months' WHERE id = $1::uuid")
        .bind(&pipeline.zenobia_application)
        .execute(&app.pool)
        .await
        .unwrap();

    let mut anonymised = false;
    for _ in 0..100 {
        let at: Option<chrono::DateTime<chrono::Utc>> =
            sqlx::query_scalar("SELECT anonymised_at FROM application_views WHERE id = $1::uuid")
                .bind(&pipeline.zenobia_application)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if at.is_some() {
            anonymised = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    assert!(anonymised, "the job never anonymised the rejected application");
    let page = applicant(&app, &pipeline.company, &pipeline.zenobia_application).await;
    assert_eq!(page["first_name"], Value::Null);
    assert_eq!(page["cover_letter"], Value::Null);
    let because: String = sqlx::query_scalar(
        "SELECT payload::jsonb #>> '{Anonymised,because}' FROM events WHERE aggregate_id = $1 AND event_type = 'ApplicationAnonymised'",
    )
    .bind(&pipeline.zenobia_application)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(because, "retention");
    let bob = applicant(&app, &pipeline.company, &pipeline.bob_application).await;
    assert_eq!(bob["cover_letter"], BOB_LETTER);
    assert_eq!(
        app.get_as("/api/auth/users/me/", &pipeline.zenobia.access)
            .await
            .status(),
        StatusCode::OK,
        "her account stays"
    );
}

#[tokio::test]
async fn an_anonymised_application_takes_no_more_notes() {
    let app = spawn_app().await;
    let pipeline = pipeline(&app).await;
    delete_account(&app, &pipeline.zenobia).await;

    let refused = app
        .post_as(
            &format!("/api/jobs/hr-private-notes/{}/", pipeline.zenobia_application),
            &pipeline.company.access,
            json!({"text": "One more thing"}),
        )
        .await;

    assert_error(refused, StatusCode::CONFLICT, "application_anonymised").await;
}

#[tokio::test]
async fn after_a_company_deletes_its_account_its_applicants_letters_are_left_nowhere() {
    let app = spawn_app().await;
    let pipeline = pipeline(&app).await;

    let deleted = app
        .request(reqwest::Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", pipeline.company.access))
        .json(&json!({"current_password": PASSWORD, "confirm_company_name": "Acme"}))
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let after = dump(&app);
    for value in [ZENOBIA[3], ZENOBIA[4], ZENOBIA[5], ZENOBIA[6], ZENOBIA[7], BOB_LETTER] {
        assert!(!after.contains(value), "{value} is still in the database");
    }
    assert_eq!(
        app.get_as("/api/auth/users/me/", &pipeline.zenobia.access)
            .await
            .status(),
        StatusCode::OK,
        "the applicants keep their accounts"
    );
}
