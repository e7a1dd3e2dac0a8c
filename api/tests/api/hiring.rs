//! The hiring pipeline over HTTP: jobs, applications, interviews, offers, roles and tenancy.

use crate::helpers::{CapturedLog, PDF, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn a_published_job_is_listed_for_job_seekers() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    app.post_job(&company, "Draft only", false).await;

    let listed = app
        .eventually(&seeker, "/api/jobs/jobs?q=backend", |listed| listed["count"] == 1)
        .await;
    assert_eq!(listed["results"][0]["id"], job.as_str());
    assert_eq!(listed["results"][0]["status"], "live");
    assert!(
        listed["results"][0].get("applicants").is_none(),
        "applicant counts are for the company side"
    );
}

#[tokio::test]
async fn a_published_job_gets_a_deadline_thirty_days_later() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;

    let view: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    let deadline: chrono::DateTime<chrono::Utc> = view["deadline"].as_str().unwrap().parse().unwrap();
    let days = (deadline - chrono::Utc::now()).num_hours() as f64 / 24.0;
    assert!((29.9..=30.1).contains(&days), "deadline in {days} days");
}

#[tokio::test]
async fn job_details_are_validated_field_by_field() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "", "employment_type": "forever", "salary_min": 9, "salary_max": 1}),
        )
        .await;
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["title"], json!(["required"]));
    assert_eq!(body["error"]["fields"]["employment_type"], json!(["invalid_choice"]));
    assert_eq!(body["error"]["fields"]["salary_max"], json!(["out_of_range"]));
}

#[tokio::test]
async fn a_hidden_salary_and_a_confidential_company_stay_hidden_from_job_seekers() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let response = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "Secret role", "description": "Hush.", "employment_type": "contract", "salary_min": 1000,
                   "salary_max": 2000, "hide_salary": true, "confidential": true, "publish": true}),
        )
        .await;
    let job: Value = response.json().await.unwrap();

    let seen: Value = app
        .get_json_as(
            &format!("/api/jobs/job/{}/", job["id"].as_str().unwrap()),
            &seeker.access,
        )
        .await;
    assert_eq!(seen["company"], Value::Null);
    assert_eq!(seen["details"]["salary_min"], Value::Null);
    assert_eq!(job["details"]["salary_min"], 1000, "the company sees its own salary");
}

#[tokio::test]
async fn a_hiring_managers_post_is_a_staff_request_that_the_company_approves() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;
    let job = app.post_job(&manager, "Data analyst", true).await;

    let requested: Value = app.get_json_as("/api/jobs/all-requested-staff", &company.access).await;
    assert_eq!(requested["results"][0]["status"], "requested");

    let approved = app
        .post_as(
            &format!("/api/jobs/requested-staff/{job}/approve/"),
            &company.access,
            json!({"publish": true}),
        )
        .await;
    let approved: Value = approved.json().await.unwrap();
    assert_eq!(approved["status"], "live");
}

#[tokio::test]
async fn only_the_company_and_hr_executives_decide_staff_requests() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app
        .signed_in_employee(&company, "grace@acme.io", "hiring_manager")
        .await;
    let hr = app.signed_in_employee(&company, "hank@acme.io", "hr_executive").await;
    let job = app.post_job(&manager, "Data analyst", false).await;

    let by_manager = app
        .post_as(
            &format!("/api/jobs/requested-staff/{job}/approve/"),
            &manager.access,
            json!({}),
        )
        .await;
    assert_error(by_manager, StatusCode::FORBIDDEN, "permission_denied").await;
    let by_hr = app
        .post_as(
            &format!("/api/jobs/requested-staff/{job}/decline/"),
            &hr.access,
            json!({"reason": "No budget"}),
        )
        .await;
    assert_eq!(by_hr.status(), StatusCode::OK);
}

#[tokio::test]
async fn applying_needs_a_cv() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;

    let response = app
        .post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, applying())
        .await;
    let body = assert_error(response, StatusCode::CONFLICT, "cv_required").await;
    assert_eq!(body["error"]["message"], "CV required to apply.");

    assert_eq!(
        app.upload_cv(&seeker, PDF, "ada.pdf").await.status(),
        StatusCode::CREATED
    );
    let again = app
        .post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, applying())
        .await;
    assert_eq!(again.status(), StatusCode::CREATED);
}

#[tokio::test]
async fn a_job_seeker_applies_to_a_job_only_once() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    app.apply(&seeker, &job).await;

    let again = app
        .post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, applying())
        .await;
    assert_error(again, StatusCode::CONFLICT, "already_applied").await;
}

#[tokio::test]
async fn a_closed_job_takes_no_applications() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let closed = app.post_job(&company, "Closed", true).await;
    app.post_as(
        &format!("/api/jobs/job-status/{closed}/"),
        &company.access,
        json!({"action": "close"}),
    )
    .await;

    let response = app
        .post_as(&format!("/api/jobs/job/{closed}/apply/"), &seeker.access, applying())
        .await;

    assert_error(response, StatusCode::CONFLICT, "job_not_accepting").await;
}

#[tokio::test]
async fn a_cv_must_be_a_pdf_of_at_most_one_megabyte() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let not_pdf = app.upload_cv(&seeker, b"GIF89a not a pdf at all", "cv.pdf").await;
    assert_error(not_pdf, StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_file_type").await;
    let mut large = PDF.to_vec();
    large.resize(1024 * 1024 + 1, b' ');
    let too_large = app.upload_cv(&seeker, &large, "cv.pdf").await;
    assert_error(too_large, StatusCode::PAYLOAD_TOO_LARGE, "file_too_large").await;
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM jobseeker_cvs")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0, "nothing is stored when refused");
}

#[tokio::test]
async fn an_application_goes_from_applied_to_hired() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    assert_eq!(
        app.act(&company, &application, "next_step").await.status(),
        StatusCode::OK
    );
    assert_eq!(app.status_of(&company, &application).await, "in_review");
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    assert_eq!(app.status_of(&company, &application).await, "interview");
    let offer = app.send_offer(&company, &application).await;
    assert_eq!(app.status_of(&company, &application).await, "offered");

    app.accept_offer(&seeker, &offer).await;
    assert_eq!(app.status_of(&company, &application).await, "accepted_by_applicant");
    assert_eq!(app.act(&company, &application, "hire").await.status(), StatusCode::OK);

    let mine: Value = app
        .get_json_as("/api/jobs/my-applications/?tab=hired", &seeker.access)
        .await;
    assert_eq!(mine["count"], 1);
    assert_eq!(mine["results"][0]["status"], json!({"id": 5, "value": "hired"}));
}

#[tokio::test]
async fn a_refused_move_names_both_statuses() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    let body = assert_error(
        app.act(&company, &application, "hire").await,
        StatusCode::CONFLICT,
        "transition_not_allowed",
    )
    .await;
    assert_eq!(body["error"]["message"], "Cannot move from applied to hired.");
    assert_eq!(body["error"]["details"], json!({"from": "applied", "to": "hired"}));
}

#[tokio::test]
async fn an_applicant_offers_only_the_moves_its_status_allows() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    let page = app.applicant_page(&company, &application).await;
    assert_eq!(
        page["actions"],
        json!(["next_step", "schedule_interview", "reject"]),
        "no hire from applied"
    );
    let mine: Value = app.get_json_as("/api/jobs/my-applications/", &seeker.access).await;
    assert_eq!(mine["results"][0]["actions"], json!(["withdraw"]));

    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    let page = app.applicant_page(&company, &application).await;
    assert_eq!(
        page["actions"],
        json!(["next_step", "schedule_interview", "send_offer", "hire", "reject"])
    );

    assert_eq!(app.act(&company, &application, "hire").await.status(), StatusCode::OK);
    let page = app.applicant_page(&company, &application).await;
    assert_eq!(page["actions"], json!([]), "a hired applicant takes no more moves");
    let mine: Value = app.get_json_as("/api/jobs/my-applications/", &seeker.access).await;
    assert_eq!(mine["results"][0]["actions"], json!([]));
}

#[tokio::test]
async fn hiring_cancels_the_applicants_scheduled_interviews() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let owner = app.user_id(&company).await;
    let first = app
        .schedule_interview(&company, &application, std::slice::from_ref(&owner))
        .await;
    app.start_interview(&company, &first).await;
    let second = app
        .post_as(
            "/api/jobs/interview/",
            &company.access,
            json!({"application_id": application, "date": (chrono::Utc::now() + chrono::Duration::days(3)).date_naive(),
                   "start": "10:00:00", "end": "11:00:00", "interviewers": [owner]}),
        )
        .await;
    assert_eq!(second.status(), StatusCode::CREATED);
    let second = second.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();

    assert_eq!(app.act(&company, &application, "hire").await.status(), StatusCode::OK);

    let page = app
        .eventually(&company, &format!("/api/jobs/applicant/{application}/"), |page| {
            page["interviews"]
                .as_array()
                .unwrap()
                .iter()
                .all(|interview| interview["status"] != "scheduled" && interview["status"] != "in_progress")
        })
        .await;
    let status_of = |id: &str| {
        page["interviews"]
            .as_array()
            .unwrap()
            .iter()
            .find(|interview| interview["id"] == id)
            .unwrap()["status"]
            .clone()
    };
    assert_eq!(status_of(&first), "completed", "the one in progress took place");
    assert_eq!(status_of(&second), "cancelled");
}

#[tokio::test]
async fn the_hire_that_fills_the_last_opening_closes_the_job() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let (ada, grace) = (
        app.candidate("ada@example.org").await,
        app.candidate("grace@example.org").await,
    );
    let (first, second) = (app.apply(&ada, &job).await, app.apply(&grace, &job).await);
    let owner = app.user_id(&company).await;
    let two_openings = app
        .put_as(
            &format!("/api/jobs/job/{job}/"),
            &company.access,
            json!({"title": "Backend engineer", "description": "Build the hiring pipeline.", "employment_type": "full_time", "openings": 2}),
        )
        .await;
    assert_eq!(two_openings.status(), StatusCode::OK);
    for application in [&first, &second] {
        app.schedule_interview(&company, application, std::slice::from_ref(&owner))
            .await;
    }

    assert_eq!(app.act(&company, &first, "hire").await.status(), StatusCode::OK);
    let job_page: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    assert_eq!(job_page["status"], "live", "one of two openings is filled");

    assert_eq!(app.act(&company, &second, "hire").await.status(), StatusCode::OK);
    let job_page = app
        .eventually(&company, &format!("/api/jobs/job/{job}/"), |job| {
            job["status"] == "closed"
        })
        .await;
    assert_eq!(job_page["status"], "closed");
}

#[tokio::test]
async fn hires_that_fill_the_last_openings_at_once_close_the_job_once_and_refuse_nothing() {
    let log = CapturedLog::start();
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let owner = app.user_id(&company).await;
    let response = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "Backend engineer", "description": "Build the hiring pipeline.", "employment_type": "full_time",
                   "openings": 4, "publish": true}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let job = response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut applications = Vec::new();
    for name in ["ada", "grace", "edsger", "barbara"] {
        let seeker = app.candidate(&format!("{name}@example.org")).await;
        let application = app.apply(&seeker, &job).await;
        app.schedule_interview(&company, &application, std::slice::from_ref(&owner))
            .await;
        applications.push(application);
    }

    let hires = futures_util::future::join_all(
        applications
            .iter()
            .map(|application| app.act(&company, application, "hire")),
    )
    .await;

    assert!(hires.iter().all(|hire| hire.status() == StatusCode::OK));
    app.eventually(&company, &format!("/api/jobs/job/{job}/"), |job| {
        job["status"] == "closed"
    })
    .await;
    let closed: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type = 'job' AND aggregate_id = $1 AND event_type = 'JobClosed'",
    )
    .bind(&job)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(closed, 1);
    let log = log.text();
    assert!(
        !log.contains("a follow-up command was refused"),
        "the job was closed once, not closed again: {log}"
    );
}

#[tokio::test]
async fn declining_an_offer_rejects_the_application_on_the_applicants_side() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    let offer = app.send_offer(&company, &application).await;

    let declined = app
        .post_as(
            &format!("/api/jobs/job-offer-details/{offer}/decline/"),
            &seeker.access,
            json!({"reason": "Too far"}),
        )
        .await;
    assert_eq!(declined.status(), StatusCode::OK);
    assert_eq!(app.status_of(&company, &application).await, "rejected_by_applicant");
}

#[tokio::test]
async fn the_audit_history_shows_an_event_that_records_nothing_but_itself() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    app.act(&company, &application, "next_step").await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    let offer = app.send_offer(&company, &application).await;
    app.accept_offer(&seeker, &offer).await;

    let history = app
        .get_as(&format!("/api/jobs/applicant/{application}/history/"), &company.access)
        .await;

    assert_eq!(history.status(), StatusCode::OK);
    let history: Value = history.json().await.unwrap();
    let accepted = history
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["event_type"] == "OfferAccepted")
        .expect("the acceptance is in the trail");
    assert_eq!(accepted["data"], Value::Null);
}

#[tokio::test]
async fn the_audit_history_lists_every_change_with_actor_and_time() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    app.act(&company, &application, "next_step").await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, std::slice::from_ref(&owner))
        .await;
    app.send_offer(&company, &application).await;

    let history: Value = app
        .get_json_as(&format!("/api/jobs/applicant/{application}/history/"), &company.access)
        .await;
    let entries: Vec<(String, String)> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| {
            (
                entry["event_type"].as_str().unwrap().to_owned(),
                entry["actor"].as_str().unwrap_or("-").to_owned(),
            )
        })
        .collect();
    let seeker_id = app.user_id(&seeker).await;
    assert_eq!(
        entries,
        vec![
            ("ApplicationSubmitted".to_owned(), seeker_id),
            ("ApplicationStatusChanged".to_owned(), owner.clone()),
            ("InterviewScheduled".to_owned(), owner.clone()),
            ("ApplicationStatusChanged".to_owned(), owner.clone()),
            ("OfferSent".to_owned(), owner.clone()),
            ("ApplicationStatusChanged".to_owned(), owner),
        ]
    );
    assert!(history.as_array().unwrap().iter().all(|entry| entry["at"].is_string()));
    assert_eq!(history[3]["data"]["to"], "interview");
}

#[tokio::test]
async fn each_role_may_do_only_its_part_of_the_pipeline() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let leader = app.signed_in_employee(&company, "bl@acme.io", "block_leader").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let hr = app.signed_in_employee(&company, "hr@acme.io", "hr_executive").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    // Block Leaders post jobs and see them, but do not work on applicants.
    assert_eq!(app.post_job(&leader, "Another job", true).await.len(), 36);
    assert_error(
        app.act(&leader, &application, "next_step").await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
    // HR Executives edit jobs and see applicants, but do not move them.
    let edited = app
        .put_as(
            &format!("/api/jobs/job/{job}/"),
            &hr.access,
            json!({"title": "Senior backend engineer", "description": "More.", "employment_type": "full_time"}),
        )
        .await;
    assert_eq!(edited.status(), StatusCode::OK);
    assert_eq!(
        app.get_as(&format!("/api/jobs/applicant/{application}/"), &hr.access)
            .await
            .status(),
        StatusCode::OK
    );
    assert_error(
        app.act(&hr, &application, "next_step").await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
    // Hiring Managers move applicants but do not edit jobs.
    assert_eq!(
        app.act(&manager, &application, "next_step").await.status(),
        StatusCode::OK
    );
    let not_theirs = app
        .put_as(
            &format!("/api/jobs/job/{job}/"),
            &manager.access,
            json!({"title": "X", "description": "Y", "employment_type": "full_time"}),
        )
        .await;
    assert_error(not_theirs, StatusCode::FORBIDDEN, "permission_denied").await;
    // Job seekers see none of it.
    assert_error(
        app.get_as(&format!("/api/jobs/applicant/{application}/"), &seeker.access)
            .await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
    assert_error(
        app.get_as("/api/jobs/my-jobs/", &seeker.access).await,
        StatusCode::FORBIDDEN,
        "permission_denied",
    )
    .await;
}

#[tokio::test]
async fn another_company_neither_sees_nor_changes_our_pipeline() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let rival = app.signed_in_company("boss@globex.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    assert_error(
        app.get_as(&format!("/api/jobs/applicant/{application}/"), &rival.access)
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.act(&rival, &application, "reject").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.get_as(&format!("/api/jobs/applicantsforpipeline/{job}/"), &rival.access)
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    let edit = app
        .post_as(
            &format!("/api/jobs/job-status/{job}/"),
            &rival.access,
            json!({"action": "close"}),
        )
        .await;
    assert_error(edit, StatusCode::NOT_FOUND, "not_found").await;
    let listed: Value = app.get_json_as("/api/jobs/all-applicants/", &rival.access).await;
    assert_eq!(listed["count"], 0);
}

#[tokio::test]
async fn without_applicant_tracking_the_hiring_pages_do_not_exist() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    app.set_module("boss@acme.io", "ats", false).await;

    assert_error(
        app.get_as("/api/jobs/my-jobs/", &company.access).await,
        StatusCode::NOT_FOUND,
        "module_not_active",
    )
    .await;
}

#[tokio::test]
async fn a_blacklisted_candidate_cannot_apply_to_that_company_again() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let first = app.post_job(&company, "First", true).await;
    let second = app.post_job(&company, "Second", true).await;
    let application = app.apply(&seeker, &first).await;

    assert_eq!(
        app.act(&company, &application, "blacklist").await.status(),
        StatusCode::OK
    );

    let response = app
        .post_as(&format!("/api/jobs/job/{second}/apply/"), &seeker.access, applying())
        .await;
    assert_error(response, StatusCode::FORBIDDEN, "blacklisted").await;
}

#[tokio::test]
async fn bulk_actions_report_each_applicant() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, &["ada", "alan", "grace"]).await;
    app.act(&company, &applications[2], "reject").await;

    let response = app
        .post_as(
            "/api/jobs/applicants/bulk/",
            &company.access,
            json!({"ids": applications, "action": "reject"}),
        )
        .await;
    let outcomes: Value = response.json().await.unwrap();
    let oks: Vec<bool> = outcomes
        .as_array()
        .unwrap()
        .iter()
        .map(|outcome| outcome["ok"].as_bool().unwrap())
        .collect();
    assert_eq!(oks, [true, true, false]);
    assert_eq!(
        outcomes[2]["code"], "transition_not_allowed",
        "rejecting twice is refused like any move that is not allowed"
    );
    for application in &applications {
        assert_eq!(app.status_of(&company, application).await, "rejected_by_company");
    }
}

#[tokio::test]
async fn the_pipeline_groups_applicants_by_status() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    let alan = app.candidate("alan@example.org").await;
    app.apply(&ada, &job).await;
    let moved = app.apply(&alan, &job).await;
    app.act(&company, &moved, "next_step").await;

    let columns: Value = app
        .get_json_as(&format!("/api/jobs/applicantsforpipeline/{job}/"), &company.access)
        .await;
    let sizes: Vec<usize> = columns
        .as_array()
        .unwrap()
        .iter()
        .map(|column| column["applicants"].as_array().unwrap().len())
        .collect();
    assert_eq!(sizes, [1, 1, 0, 0, 0, 0, 0, 0, 0]);
}

#[tokio::test]
async fn a_pipeline_column_counts_all_its_applicants_and_shows_them_a_page_at_a_time() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let mut applications = app.applicants(&job, &["ada", "alan", "grace"]).await;

    let board = app.pipeline_board(&company, &format!("{job}/?page_size=2")).await;
    assert_eq!(board[0]["status"]["value"], "applied");
    assert_eq!(board[0]["count"], 3, "the count is the column's, not the page's");
    let first_page = card_ids(&board[0]);
    assert_eq!(first_page.len(), 2);

    let rest = app
        .pipeline_board(&company, &format!("{job}/?status=applied&page=2&page_size=2"))
        .await;
    assert_eq!(rest.len(), 1, "only the asked column");
    assert_eq!(rest[0]["count"], 3);
    let mut seen: Vec<String> = first_page.into_iter().chain(card_ids(&rest[0])).collect();
    seen.sort();
    applications.sort();
    assert_eq!(seen, applications, "the pages hold every applicant once");
}

#[tokio::test]
async fn a_move_takes_an_applicant_out_of_one_columns_count_and_into_the_next() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, &["ada", "alan", "grace"]).await;

    app.post_as(
        "/api/jobs/applicants/bulk/",
        &company.access,
        json!({"ids": applications[..2], "action": "next_step"}),
    )
    .await;
    app.act(&company, &applications[0], "reject").await;

    let board = app.pipeline_board(&company, &format!("{job}/")).await;
    let count =
        |status: &str| board.iter().find(|column| column["status"]["value"] == status).unwrap()["count"].clone();
    assert_eq!(count("applied"), 1);
    assert_eq!(count("in_review"), 1);
    assert_eq!(count("rejected_by_company"), 1);
    assert_eq!(count("hired"), 0);
    let table: Value = app
        .get_json_as(
            &format!("/api/jobs/applicantsfortable/{job}/?status=in_review"),
            &company.access,
        )
        .await;
    assert_eq!(table["count"], 1, "the table counts the same columns");
}

#[tokio::test]
async fn a_pipeline_column_that_is_not_a_status_is_refused_on_its_field() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;

    let refused = app
        .get_as(
            &format!("/api/jobs/applicantsforpipeline/{job}/?status=lost"),
            &company.access,
        )
        .await;

    assert_eq!(refused.status().as_u16(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["fields"]["status"], json!(["invalid_choice"]));
}

#[tokio::test]
async fn the_table_views_favorite_filter_lists_and_counts_only_the_favorites_or_only_the_others() {
    // Given three applicants, one of them a favorite
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, &["ada", "alan", "grace"]).await;
    assert_eq!(
        app.act(&company, &applications[1], "favorite").await.status(),
        StatusCode::OK
    );

    for (favorite, expected) in [
        ("true", vec![applications[1].clone()]),
        ("false", vec![applications[0].clone(), applications[2].clone()]),
    ] {
        // When the table (of the job, and of every job) is asked for favorites or for the others
        for path in [
            format!("/api/jobs/applicantsfortable/{job}/?favorite={favorite}&sort=applied_at&order=asc"),
            format!("/api/jobs/all-applicants/?favorite={favorite}&sort=applied_at&order=asc"),
        ] {
            let table: Value = app.get_json_as(&path, &company.access).await;

            // Then it lists and counts exactly those
            let listed: Vec<&str> = table["results"]
                .as_array()
                .unwrap()
                .iter()
                .map(|card| card["id"].as_str().unwrap())
                .collect();
            assert_eq!(listed, expected, "{path}");
            assert_eq!(table["count"], expected.len(), "{path}");
        }
    }
}

#[tokio::test]
async fn the_table_view_sorts_by_rating_and_pages_through_every_applicant_once() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, &["ada", "alan", "grace", "edsger"]).await;
    for (application, rating) in applications.iter().zip([2, 5, 3]) {
        let rated = app
            .put_as(
                &format!("/api/jobs/applicant/{application}/rating/"),
                &company.access,
                json!({"rating": rating}),
            )
            .await;
        assert_eq!(rated.status(), StatusCode::OK);
    }

    let mut ratings = Vec::new();
    for page in 1..=2 {
        let table: Value = app
            .get_json_as(
                &format!("/api/jobs/applicantsfortable/{job}/?sort=rating&order=desc&page={page}&page_size=2"),
                &company.access,
            )
            .await;
        assert_eq!(table["count"], 4);
        ratings.extend(
            table["results"]
                .as_array()
                .unwrap()
                .iter()
                .map(|card| card["rating"].as_i64()),
        );
    }

    assert_eq!(
        ratings,
        [Some(5), Some(3), Some(2), None],
        "highest first, the unrated last"
    );
}

#[tokio::test]
async fn the_applicant_page_lists_the_applications_interviews_and_offers() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, &["ada", "alan"]).await;
    let owner = app.user_id(&company).await;
    let interview = app.schedule_interview(&company, &applications[0], &[owner]).await;
    let offer = app.send_offer(&company, &applications[0]).await;

    let page = app.applicant_page(&company, &applications[0]).await;
    let untouched = app.applicant_page(&company, &applications[1]).await;

    assert_eq!(page["interviews"][0]["id"], interview);
    assert_eq!(page["interviews"][0]["status"], "scheduled");
    assert_eq!(page["interviews"][0]["evaluations_submitted"], 0);
    assert_eq!(page["offers"][0]["id"], offer);
    assert_eq!(page["offers"][0]["status"], "sent");
    assert_eq!(untouched["interviews"], json!([]), "none is an empty list, not null");
    assert_eq!(untouched["offers"], json!([]));
}

#[tokio::test]
async fn the_applicant_page_shows_the_teams_notes_to_the_hiring_team_and_private_notes_only_to_hr() {
    // Given an applicant with a note for the team and an HR private note
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.applicants(&job, &["ada"]).await.remove(0);
    for (path, text) in [
        ("applicant/{id}/notes", "Strong"),
        ("hr-private-notes/{id}", "Salary talk"),
    ] {
        let path = format!("/api/jobs/{}/", path.replace("{id}", &application));
        let added = app.post_as(&path, &company.access, json!({"text": text})).await;
        assert_eq!(added.status(), StatusCode::CREATED);
    }

    // When the company and a hiring manager open the applicant's page
    let companys = app.applicant_page(&company, &application).await;
    let managers = app.applicant_page(&manager, &application).await;

    // Then both read the team's note with its author, and only the company the private one
    for page in [&companys, &managers] {
        assert_eq!(page["notes"][0]["text"], "Strong");
        assert_eq!(page["notes"].as_array().unwrap().len(), 1);
    }
    assert_eq!(companys["notes"][0]["author"], app.user_id(&company).await.as_str());
    assert_eq!(companys["private_notes"][0]["text"], "Salary talk");
    assert_eq!(companys["private_notes"].as_array().unwrap().len(), 1);
    assert_eq!(managers.get("private_notes"), None);
}

fn card_ids(column: &Value) -> Vec<String> {
    column["applicants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn an_interviewer_sees_colleagues_evaluations_only_after_submitting_their_own() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let leader = app.signed_in_employee(&company, "bl@acme.io", "block_leader").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let (owner, leader_id) = (app.user_id(&company).await, app.user_id(&leader).await);
    let interview = app
        .schedule_interview(&company, &application, &[owner, leader_id])
        .await;
    app.start_interview(&company, &interview).await;
    let scores = json!({"scores": [{"category": 3, "rating": 4}, {"category": 5, "rating": 2}], "comment": "Solid"});
    assert_eq!(
        app.post_as(
            &format!("/api/jobs/evaluation/{interview}/"),
            &company.access,
            scores.clone()
        )
        .await
        .status(),
        StatusCode::CREATED
    );

    let before: Value = app
        .get_json_as(&format!("/api/jobs/evaluation-result/{interview}/"), &leader.access)
        .await;
    assert_eq!(before["hidden_until_you_submit"], true);
    assert_eq!(before["evaluations"], json!([]));
    let team_view: Value = app
        .get_json_as(&format!("/api/jobs/evaluation-result/{interview}/"), &company.access)
        .await;
    let submitted: Vec<bool> = team_view["interviewers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["submitted"].as_bool().unwrap())
        .collect();
    assert_eq!(submitted, [true, false], "the company sees who has not submitted yet");

    app.post_as(
        &format!("/api/jobs/evaluation/{interview}/"),
        &leader.access,
        scores.clone(),
    )
    .await;
    let after: Value = app
        .get_json_as(&format!("/api/jobs/evaluation-result/{interview}/"), &leader.access)
        .await;
    assert_eq!(after["evaluations"].as_array().unwrap().len(), 2);
    let again = app
        .post_as(&format!("/api/jobs/evaluation/{interview}/"), &leader.access, scores)
        .await;
    assert_error(again, StatusCode::CONFLICT, "already_evaluated").await;
}

#[tokio::test]
async fn the_dashboard_follows_each_application_through_the_funnel_to_hire() {
    // Given one application hired (by way of an interview, which skips shortlisted), one
    // rejected in review, and one just applied
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    let hired = app.apply(&ada, &job).await;
    let alan = app.candidate("alan@example.org").await;
    let rejected = app.apply(&alan, &job).await;
    let grace = app.candidate("grace@example.org").await;
    app.apply(&grace, &job).await;
    app.act(&company, &hired, "next_step").await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &hired, &[owner]).await;
    let offer = app.send_offer(&company, &hired).await;
    app.accept_offer(&ada, &offer).await;
    assert_eq!(app.act(&company, &hired, "hire").await.status(), StatusCode::OK);
    app.act(&company, &rejected, "next_step").await;
    app.act(&company, &rejected, "reject").await;

    // When the company reads its dashboard
    let now: Value = app.get_json_as("/api/jobs/dashboard", &company.access).await;

    // Then each status, stage and job counts what the applications did
    assert_eq!(now["total_applications"], 3);
    let in_status = |value: &str| {
        now["by_status"]
            .as_array()
            .unwrap()
            .iter()
            .find(|count| count["value"] == value)
            .unwrap()["count"]
            .clone()
    };
    assert_eq!(in_status("applied"), 1);
    assert_eq!(in_status("hired"), 1);
    assert_eq!(in_status("rejected_by_company"), 1);
    assert_eq!(in_status("in_review"), 0);
    let reached: Vec<i64> = now["funnel"]
        .as_array()
        .unwrap()
        .iter()
        .map(|stage| stage["reached"].as_i64().unwrap())
        .collect();
    assert_eq!(reached, [3, 2, 1, 1, 1, 1]);
    assert_eq!(now["funnel"][1]["conversion"].as_f64(), Some(2.0 / 3.0));
    assert_eq!(now["by_job"][0]["total"], 3);
    assert_eq!(now["by_job"][0]["by_status"], json!({"0": 1, "5": 1, "6": 1}));
    assert_eq!(now["applications_over_time"][29]["count"], 3);
    assert_eq!(now["open_jobs"], 0, "the hire filled the job's one opening");
    // And the time to hire and in each stage is what the status log holds
    assert_eq!(now["hired"], 1);
    let (to_hire, in_review): (f64, f64) = sqlx::query_as(
        "SELECT (SELECT extract(epoch FROM max(at) - min(at))::float8 / 86400
                 FROM application_status_changes WHERE application_id = $1::uuid),
                (SELECT avg(extract(epoch FROM left_at - at) / 86400)::float8 FROM (
                     SELECT to_status, at, lead(at) OVER (PARTITION BY application_id ORDER BY sequence) AS left_at
                     FROM application_status_changes WHERE job_id = $2::uuid) stays
                 WHERE to_status = 1 AND left_at IS NOT NULL)",
    )
    .bind(&hired)
    .bind(&job)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!((now["average_days_to_hire"].as_f64().unwrap() - to_hire).abs() < 1e-9);
    assert!(to_hire > 0.0);
    let stage = |value: &str| {
        now["time_in_stage"]
            .as_array()
            .unwrap()
            .iter()
            .find(|stage| stage["value"] == value)
            .unwrap()["average_days"]
            .clone()
    };
    assert_eq!(stage("shortlisted"), Value::Null, "no one stayed in shortlisted");
    assert!((stage("in_review").as_f64().unwrap() - in_review).abs() < 1e-9);

    // And the day before it all, the dashboard is empty
    let yesterday = (chrono::Utc::now() - chrono::Duration::days(1)).date_naive();
    let past: Value = app
        .get_json_as(&format!("/api/jobs/dashboard?at={yesterday}"), &company.access)
        .await;
    assert_eq!(past["total_applications"], 0);
    assert_eq!(past["funnel"][0]["reached"], 0);
    assert_eq!(past["hired"], 0);
    assert_eq!(past["average_days_to_hire"], Value::Null);
    assert_eq!(past["by_job"], json!([]));
}

#[tokio::test]
async fn the_job_seeker_is_notified_when_their_application_moves() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    app.act(&company, &application, "next_step").await;

    let mine: Value = app.get_json_as("/api/accounts/notifications/", &seeker.access).await;
    assert_eq!(mine[0]["title_en"], "Your application is being reviewed");
    assert_eq!(mine[0]["status"], 1);
    assert_eq!(mine[0]["company"]["name"], "Acme");
    assert_eq!(mine[0]["is_read"], false);
    let theirs: Value = app.get_json_as("/api/accounts/notifications/", &company.access).await;
    assert_eq!(theirs[0]["title_en"], "New application");
}

#[tokio::test]
async fn an_interview_says_what_may_be_done_to_it_next() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let me = app.user_id(&company).await;
    let interview = app.schedule_interview(&company, &application, &[me]).await;

    let scheduled: Value = app
        .get_json_as(&format!("/api/jobs/interview/{interview}/"), &company.access)
        .await;
    assert_eq!(
        scheduled["actions"],
        json!(["reschedule", "start", "complete", "cancel"])
    );

    let completed: Value = app
        .post_as(
            &format!("/api/jobs/interview/{interview}/status/"),
            &company.access,
            json!({"action": "complete"}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(completed["actions"], json!(["evaluate"]));
    let page: Value = app
        .get_json_as(&format!("/api/jobs/applicant/{application}/"), &company.access)
        .await;
    assert_eq!(page["interviews"][0]["actions"], json!(["evaluate"]));
}

#[tokio::test]
async fn a_job_says_what_may_be_done_to_it_next() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;

    let live: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    assert_eq!(live["actions"], json!(["edit", "deactivate", "close"]));

    let closing = app
        .post_as(
            &format!("/api/jobs/job-status/{job}/"),
            &company.access,
            json!({"action": "close"}),
        )
        .await;
    assert_eq!(closing.status(), StatusCode::OK);
    let closed: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    assert_eq!(
        closed["actions"],
        json!([]),
        "a closed job is neither edited nor reopened"
    );
}

#[tokio::test]
async fn an_offer_says_what_may_be_done_to_it_next() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    let offer = app.send_offer(&company, &application).await;

    let page = app.applicant_page(&company, &application).await;
    assert_eq!(
        page["offers"][0]["actions"],
        json!(["withdraw"]),
        "the company withdraws it"
    );
    let mine: Value = app.get_json_as("/api/jobs/my-applications/", &seeker.access).await;
    assert_eq!(
        mine["results"][0]["offer"]["actions"],
        json!(["accept", "decline"]),
        "the job seeker answers it"
    );

    app.accept_offer(&seeker, &offer).await;
    let answered: Value = app
        .get_json_as(&format!("/api/jobs/job-offer-details/{offer}/"), &company.access)
        .await;
    assert_eq!(answered["actions"], json!([]), "an accepted offer is final");
}

#[tokio::test]
async fn a_notification_names_the_job_it_is_about() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Data Analyst", true).await;
    let application = app.apply(&seeker, &job).await;
    app.act(&company, &application, "next_step").await;

    let mine: Value = app.get_json_as("/api/accounts/notifications/", &seeker.access).await;
    let theirs: Value = app.get_json_as("/api/accounts/notifications/", &company.access).await;

    assert_eq!(mine[0]["job_title"], "Data Analyst");
    assert_eq!(theirs[0]["job_title"], "Data Analyst");
}

/// An application's body: no cover letter, the current privacy terms accepted.
fn applying() -> serde_json::Value {
    json!({"privacy_terms_version": crate::helpers::PRIVACY_TERMS_VERSION})
}
