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

/// Three offers of 5000 AZN on a job paying 3000..4000: Ada accepted hers, Bob declined his,
/// Cy has not answered.
async fn three_offers(app: &TestApp) -> Tokens {
    let company = app.signed_in_company("boss@acme.io").await;
    let mut body = job_body("Backend engineer", true);
    body["openings"] = json!(5);
    body["salary_min"] = json!(3000);
    body["salary_max"] = json!(4000);
    let job = created(app.post_as("/api/jobs/job/", &company.access, body).await).await;
    let applications = app.applicants(&job, &["ada", "bob", "cy"]).await;
    let owner = app.user_id(&company).await;
    let mut offers = Vec::new();
    for application in &applications {
        app.schedule_interview(&company, application, std::slice::from_ref(&owner))
            .await;
        offers.push(app.send_offer(&company, application).await);
    }
    let ada = tokens(app.login("ada@example.org", PASSWORD).await).await;
    app.accept_offer(&ada, &offers[0]).await;
    let bob = tokens(app.login("bob@example.org", PASSWORD).await).await;
    let declined = app
        .post_as(
            &format!("/api/jobs/job-offer-details/{}/decline/", offers[1]),
            &bob.access,
            json!({"reason": "Too far"}),
        )
        .await;
    assert_eq!(declined.status(), StatusCode::OK);
    company
}

#[tokio::test]
async fn the_offers_report_counts_each_answer_and_the_salaries_against_the_jobs_range() {
    // Given three offers: one accepted, one declined, one not answered
    let app = spawn_app().await;
    let company = three_offers(&app).await;

    // When the company reads the offers report
    let report: Value = app.get_json_as("/api/reports/offers/", &company.access).await;

    // Then each answer counts once, and half of those answered were accepted
    let counts = ["sent", "pending", "accepted", "declined", "withdrawn", "expired"].map(|field| report[field].clone());
    assert_eq!(counts, [3, 1, 1, 1, 0, 0].map(Value::from), "{report}");
    assert_eq!(report["acceptance_rate"], 0.5);
    // And every offer paid above the job's range
    assert_eq!(
        report["salaries"],
        json!([{"currency": "AZN", "offers": 3, "median_salary": 5000.0, "below_range": 0, "within_range": 0,
                "above_range": 3, "without_range": 0, "below_market": 0, "within_market": 0, "above_market": 0,
                "without_market": 3}])
    );
}

#[tokio::test]
async fn the_offers_report_sets_each_salary_against_the_market_for_its_title() {
    // Given three offers of 5000 AZN for a Backend engineer, and two more companies paying
    // 9000, 11000, 10000 and 12000 for backend engineers: with the company's own range (3500)
    // and its accepted offer (5000) the market's quartiles are 6000 and 10750
    let app = spawn_app().await;
    let company = three_offers(&app).await;
    for (email, ranges) in [
        ("boss@globex.io", [(8000, 10000), (10000, 12000)]),
        ("boss@initech.io", [(9000, 11000), (11000, 13000)]),
    ] {
        let other = app.signed_in_company(email).await;
        for (index, (min, max)) in ranges.into_iter().enumerate() {
            let mut body = job_body(["Backend engineer", "Lead backend engineer"][index], true);
            body["salary_min"] = json!(min);
            body["salary_max"] = json!(max);
            created(app.post_as("/api/jobs/job/", &other.access, body).await).await;
        }
    }

    // When the company reads the offers report
    let report: Value = app.get_json_as("/api/reports/offers/", &company.access).await;

    // Then every offer paid below the market's lower quartile
    let azn = &report["salaries"][0];
    let market = ["below_market", "within_market", "above_market", "without_market"].map(|field| azn[field].clone());
    assert_eq!(market, [3, 0, 0, 0].map(Value::from), "{report}");
}

#[tokio::test]
async fn the_offers_report_as_of_before_the_answers_counts_them_pending() {
    // Given three offers sent 10 days ago, answered 2 days ago
    let app = spawn_app().await;
    let company = three_offers(&app).await;
    backdate_events(
        &app,
        "offer",
        "(CASE WHEN sequence = 1 THEN 10 ELSE 2 END)::int",
        "offers",
    )
    .await;
    let past = (chrono::Utc::now() - chrono::Duration::days(5)).date_naive();

    // When the report is read as of five days ago
    let then: Value = app
        .get_json_as(&format!("/api/reports/offers/?at={past}"), &company.access)
        .await;

    // Then all three were still waiting for an answer
    assert_eq!(
        (then["sent"].as_i64(), then["pending"].as_i64()),
        (Some(3), Some(3)),
        "{then}"
    );
    assert_eq!(then["acceptance_rate"], Value::Null);
}

#[tokio::test]
async fn the_interviewers_report_sets_each_interviewers_ratings_against_the_panels() {
    // Given an interview held by the owner and a Block Leader, the owner rating 4 and 2, the
    // leader 2 and 2
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let leader = app.signed_in_employee(&company, "bl@acme.io", "block_leader").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.applicants(&job, &["ada"]).await.remove(0);
    let (owner, leader_id) = (app.user_id(&company).await, app.user_id(&leader).await);
    let interview = app
        .schedule_interview(&company, &application, &[owner.clone(), leader_id.clone()])
        .await;
    app.start_interview(&company, &interview).await;
    for (session, ratings) in [(&company, [4, 2]), (&leader, [2, 2])] {
        let scores = json!({"scores": [{"category": 3, "rating": ratings[0]}, {"category": 5, "rating": ratings[1]}]});
        let submitted = app
            .post_as(&format!("/api/jobs/evaluation/{interview}/"), &session.access, scores)
            .await;
        assert_eq!(submitted.status(), StatusCode::CREATED);
    }
    let completed = app
        .post_as(
            &format!("/api/jobs/interview/{interview}/status/"),
            &company.access,
            json!({"action": "complete"}),
        )
        .await;
    assert_eq!(completed.status(), StatusCode::OK);

    // When the company reads the interviewers of the interviews of the coming days
    let tomorrow = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();
    let report: Value = app
        .get_json_as(&format!("/api/reports/interviewers/?to={tomorrow}"), &company.access)
        .await;

    // Then each held one interview, evaluated it on time, and gave 3 and 2 against the panel's 2.5
    let figures = |id: &str| {
        report["interviewers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|figures| figures["interviewer"] == id)
            .unwrap_or_else(|| panic!("no {id} in {report}"))
            .clone()
    };
    let (mine, theirs) = (figures(&owner), figures(&leader_id));
    for figures in [&mine, &theirs] {
        assert_eq!(
            ["interviews", "evaluations", "on_time"].map(|field| figures[field].as_i64()),
            [Some(1); 3]
        );
        assert_eq!(figures["panel_average"], 2.5);
    }
    assert_eq!(
        (mine["average_given"].as_f64(), theirs["average_given"].as_f64()),
        (Some(3.0), Some(2.0))
    );
    // And per competency the owner gave 4 where the panel averaged 3
    assert_eq!(
        mine["competencies"],
        json!([{"competency": null, "category": 3, "ratings": 1, "average_given": 4.0, "panel_average": 3.0},
               {"competency": null, "category": 5, "ratings": 1, "average_given": 2.0, "panel_average": 2.0}])
    );
}

#[tokio::test]
async fn an_on_time_window_over_a_month_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let refused = app
        .get_as("/api/reports/interviewers/?on_time_days=31", &company.access)
        .await;

    assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}

#[tokio::test]
async fn the_interviewers_report_counts_on_time_within_the_window_the_company_set() {
    // Given a company whose owner set five days as on time
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let set = app
        .put_as("/api/reports/settings/", &company.access, json!({"on_time_days": 5}))
        .await;
    assert_eq!(set.status(), StatusCode::OK);

    // When the report is asked without a window, and with one
    let report = |query: &'static str| {
        let app = &app;
        let company = &company;
        async move {
            let body: Value = app
                .get_as(&format!("/api/reports/interviewers/{query}"), &company.access)
                .await
                .json()
                .await
                .unwrap();
            body["on_time_days"].clone()
        }
    };

    // Then the company's window counts unless another is asked for
    assert_eq!(report("").await, 5);
    assert_eq!(report("?on_time_days=1").await, 1);
    let settings: Value = app
        .get_as("/api/reports/settings/", &company.access)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(settings, json!({"on_time_days": 5}));
}

#[tokio::test]
async fn a_stored_on_time_window_over_a_month_is_refused_and_the_old_one_kept() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let refused = app
        .put_as("/api/reports/settings/", &company.access, json!({"on_time_days": 31}))
        .await;

    let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["on_time_days"], json!(["out_of_range"]));
    let settings: Value = app
        .get_as("/api/reports/settings/", &company.access)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(settings, json!({"on_time_days": 2}));
}

#[tokio::test]
async fn the_funnel_exports_a_row_per_stage_and_the_time_to_hire() {
    // Given the four applicants' history
    let app = spawn_app().await;
    let history = four_applicants(&app).await;

    // When the company downloads the funnel as CSV
    let response = app
        .get_as("/api/reports/funnel/export/?format=csv", &history.company.access)
        .await;

    // Then the file has the header, seven stages and the time to hire, as the report counts them
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines.len(), 9, "{text}");
    assert!(lines[0].starts_with("Stage,Reached,In flight"), "{text}");
    assert!(lines[2].starts_with("in_review,2,0,1,1,0,0.5,"), "{text}");
    assert!(lines[8].starts_with("time_to_hire,1,"), "{text}");
}

#[tokio::test]
async fn the_hiring_speed_counts_each_months_hires_and_the_days_to_fill_the_job() {
    // Given the four applicants' history, the job published 12 days ago and Ada hired today,
    // 8 days after applying
    let app = spawn_app().await;
    let history = four_applicants(&app).await;
    let ada = &history.ada;
    backdate_events(&app, "job", "12", "jobs").await;
    backdate_events(
        &app,
        "application",
        &format!("(CASE WHEN aggregate_id = '{ada}' THEN 10 - 2 * sequence ELSE 10 END)::int"),
        "applications",
    )
    .await;

    // When the company reads how fast it hired
    let speed: Value = app
        .get_json_as("/api/reports/hiring-speed/", &history.company.access)
        .await;

    // Then this month has one hire, eight days from application, and the job was filled by it
    // twelve days after it was published
    let month = chrono::Utc::now().format("%Y-%m").to_string();
    assert_eq!(
        speed["months"],
        json!([{"month": month, "hires": 1, "median_days": 8.0, "p90_days": 8.0}])
    );
    assert_eq!(speed["time_to_fill"]["jobs_filled"], 1, "{speed}");
    let days_to_fill = speed["time_to_fill"]["median_days"].as_f64().unwrap();
    assert!((days_to_fill - 12.0).abs() < 0.01, "{speed}");
}

#[tokio::test]
async fn the_offers_export_has_the_totals_then_a_row_per_currency() {
    // Given three offers in AZN
    let app = spawn_app().await;
    let company = three_offers(&app).await;

    // When the company downloads the offers report as CSV
    let response = app
        .get_as("/api/reports/offers/export/?format=csv", &company.access)
        .await;

    // Then the totals come first and AZN's salaries after, every row as wide as the header
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[1].starts_with("all,3,1,1,1,0,0,0.5,") && lines[1].ends_with(",,,,,,,,,"),
        "{text}"
    );
    assert_eq!(lines[2], "AZN,3,,,,,,,,5000,0,0,3,0,0,0,0,3", "{text}");
}

#[tokio::test]
async fn the_interviewers_export_is_a_file_even_without_interviews() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app
        .get_as("/api/reports/interviewers/export/?format=xlsx", &company.access)
        .await;

    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.bytes().await.unwrap().starts_with(b"PK"), "an XLSX is a zip");
}

#[tokio::test]
async fn the_funnel_of_a_unit_counts_the_jobs_placed_in_it_or_below() {
    // Given Sales with its Retail division, a job at a Retail position with two applicants, and
    // an unplaced job with one
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = crate::helpers::unit(&app, &company, "departments", "Sales", None).await;
    let retail = crate::helpers::unit(&app, &company, "divisions", "Retail", Some(&sales)).await;
    let cashier = created(
        app.post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": retail, "title": "Cashier", "head_count": 2}),
        )
        .await,
    )
    .await;
    let placed = app.post_job(&company, "Cashier", true).await;
    let set = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{placed}/"),
            &company.access,
            json!({"position_id": cashier}),
        )
        .await;
    assert!(set.status().is_success(), "{}", set.text().await.unwrap());
    let unplaced = app.post_job(&company, "Analyst", true).await;
    app.applicants(&placed, &["ada", "bob"]).await;
    app.applicants(&unplaced, &["cy"]).await;

    // When the funnel is read for Sales, for both jobs by name, and for a unit that is not there
    let of_sales: Value = app
        .get_json_as(&format!("/api/reports/funnel/?unit={sales}"), &company.access)
        .await;
    let of_both: Value = app
        .get_json_as(
            &format!("/api/reports/funnel/?job={placed},{unplaced}"),
            &company.access,
        )
        .await;
    let elsewhere = app
        .get_as(
            &format!("/api/reports/funnel/?unit={}", uuid::Uuid::now_v7()),
            &company.access,
        )
        .await;

    // Then Sales counts its Retail job's two, the names count all three, and no unit is no report
    assert_eq!(of_sales["applications"], 2, "{of_sales}");
    assert_eq!(of_both["applications"], 3, "{of_both}");
    assert_error(elsewhere, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn a_job_list_that_is_not_ids_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let refused = app.get_as("/api/reports/funnel/?job=1,2", &company.access).await;

    assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}
