//! Org structure over HTTP (docs/api-org-contract.md): building a company's departments,
//! divisions, sub-divisions and positions, the rules that refuse, and the chart as of a day.

use crate::helpers::{TestApp, Tokens, assert_error, backdate_events, created, spawn_app, unit};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn chart(app: &TestApp, session: &Tokens, query: &str) -> Value {
    let response = app.get_as(&format!("/api/org/chart/{query}"), &session.access).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn names(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|item| item[field].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_company_builds_departments_divisions_sub_divisions_and_positions() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let retail = unit(&app, &company, "divisions", "Retail", Some(&sales)).await;
    unit(&app, &company, "sub-divisions", "Baku branch", Some(&retail)).await;
    let position = app
        .post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": retail, "title": "Cashier", "head_count": 4}),
        )
        .await;
    assert_eq!(position.status(), StatusCode::CREATED);

    let chart = chart(&app, &company, "").await;

    assert_eq!(names(&chart["units"], "name"), ["Baku branch", "Retail", "Sales"]);
    assert_eq!(chart["positions"][0]["head_count"], 4);
    assert_eq!(chart["positions"][0]["unit_id"], retail);
    let divisions: Value = app
        .get_json_as(&format!("/api/org/divisions/?department={sales}"), &company.access)
        .await;
    assert_eq!(names(&divisions, "name"), ["Retail"]);
}

#[tokio::test]
async fn employees_read_the_structure_and_job_seekers_do_not() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;
    unit(&app, &company, "departments", "Sales", None).await;

    assert_eq!(names(&chart(&app, &manager, "").await["units"], "name"), ["Sales"]);
    let refused = app.get_as("/api/org/chart/", &seeker.access).await;
    assert_error(refused, StatusCode::FORBIDDEN, "permission_denied").await;
    let not_theirs = app
        .post_as("/api/org/departments/", &manager.access, json!({"name": "Finance"}))
        .await;
    assert_error(not_theirs, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn a_sibling_with_the_same_name_is_refused_and_nothing_is_added() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    unit(&app, &company, "departments", "Sales", None).await;

    let again = app
        .post_as("/api/org/departments/", &company.access, json!({"name": " sales "}))
        .await;

    assert_error(again, StatusCode::CONFLICT, "name_taken").await;
    assert_eq!(names(&chart(&app, &company, "").await["units"], "name"), ["Sales"]);
}

#[tokio::test]
async fn a_division_needs_a_department_of_the_same_company() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let rival = app.signed_in_company("boss@rival.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let retail = unit(&app, &company, "divisions", "Retail", Some(&sales)).await;

    for (session, parent) in [(&company, &retail), (&rival, &sales)] {
        let response = app
            .post_as(
                "/api/org/divisions/",
                &session.access,
                json!({"name": "North", "parent_id": parent}),
            )
            .await;
        let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"]["parent_id"], json!(["invalid_choice"]));
    }
    let missing = app
        .post_as("/api/org/divisions/", &company.access, json!({"name": "North"}))
        .await;
    assert_error(missing, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}

#[tokio::test]
async fn a_division_moves_to_another_department() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let finance = unit(&app, &company, "departments", "Finance", None).await;
    let retail = unit(&app, &company, "divisions", "Retail", Some(&sales)).await;

    let moved = app
        .put_as(
            &format!("/api/org/units/{retail}/"),
            &company.access,
            json!({"parent_id": finance}),
        )
        .await;

    assert_eq!(moved.status(), StatusCode::OK);
    let divisions: Value = app
        .get_json_as(&format!("/api/org/divisions/?department={finance}"), &company.access)
        .await;
    assert_eq!(names(&divisions, "name"), ["Retail"]);
}

#[tokio::test]
async fn a_unit_in_use_is_archived_not_deleted_and_its_subtree_leaves_the_chart() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let retail = unit(&app, &company, "divisions", "Retail", Some(&sales)).await;
    app.post_as(
        "/api/org/positions/",
        &company.access,
        json!({"unit_id": retail, "title": "Cashier", "head_count": 1}),
    )
    .await;

    let deleted = app
        .delete_as(&format!("/api/org/units/{sales}/"), &company.access)
        .await;
    assert_error(deleted, StatusCode::CONFLICT, "unit_in_use").await;
    let archived = app
        .post_as(&format!("/api/org/units/{sales}/archive/"), &company.access, json!({}))
        .await;
    assert_eq!(archived.status(), StatusCode::OK);

    let now = chart(&app, &company, "").await;
    assert_eq!(now["units"], json!([]));
    assert_eq!(now["positions"], json!([]));
    let with_archived = chart(&app, &company, "?archived=true").await;
    assert_eq!(names(&with_archived["units"], "name"), ["Retail", "Sales"]);
}

async fn backdate_org_events(app: &TestApp, days_ago: &str) {
    backdate_events(app, "org", days_ago, "org").await;
}

#[tokio::test]
async fn the_chart_shows_the_structure_as_it_was_on_a_past_day() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let renamed = app
        .put_as(
            &format!("/api/org/units/{sales}/"),
            &company.access,
            json!({"name": "Sales & Marketing"}),
        )
        .await;
    assert_eq!(renamed.status(), StatusCode::OK);
    // Given: the department was added ten days ago and renamed three days ago.
    backdate_org_events(&app, "CASE WHEN sequence = 1 THEN 10 ELSE 3 END").await;
    let day = |days_ago: i64| (chrono::Utc::now() - chrono::Duration::days(days_ago)).date_naive();

    assert_eq!(
        chart(&app, &company, &format!("?at={}", day(11))).await["units"],
        json!([])
    );
    assert_eq!(
        names(
            &chart(&app, &company, &format!("?at={}", day(5))).await["units"],
            "name"
        ),
        ["Sales"]
    );
    assert_eq!(
        names(
            &chart(&app, &company, &format!("?at={}", day(1))).await["units"],
            "name"
        ),
        ["Sales & Marketing"]
    );
    assert_eq!(
        names(&chart(&app, &company, "").await["units"], "name"),
        ["Sales & Marketing"]
    );
}

#[tokio::test]
async fn a_head_count_out_of_range_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;

    let response = app
        .post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": sales, "title": "Clerk", "head_count": 10001}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["head_count"], json!(["out_of_range"]));
    assert_eq!(chart(&app, &company, "").await["positions"], json!([]));
}

#[tokio::test]
async fn the_chart_of_a_past_day_shows_who_held_each_position_then() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let position = |title: &'static str| {
        let (app, access, sales) = (&app, company.access.clone(), sales.clone());
        async move {
            created(
                app.post_as(
                    "/api/org/positions/",
                    &access,
                    json!({"unit_id": sales, "title": title, "head_count": 1}),
                )
                .await,
            )
            .await
        }
    };
    let (clerk, manager) = (position("Clerk").await, position("Manager").await);
    // Given: the structure has existed for ten days; Eve was a clerk from then until she was
    // promoted two days ago.
    backdate_org_events(&app, "10").await;
    let added = app
        .post_as(
            "/api/accounts/employees/",
            &company.access,
            json!({"email": "eve@acme.io", "first_name": "Eve", "last_name": "Adams", "role": "hr_executive",
                   "position_id": clerk}),
        )
        .await;
    let eve = created(added).await;
    let promoted = app
        .put_as(
            &format!("/api/accounts/employee/{eve}/"),
            &company.access,
            json!({"position_id": manager}),
        )
        .await;
    assert_eq!(promoted.status(), StatusCode::OK);
    sqlx::query(
        "UPDATE employee_placements SET valid_from = now() - interval '9 days', valid_to = now() - interval '2 days'
         WHERE position_id = $1",
    )
    .bind(uuid::Uuid::parse_str(&clerk).unwrap())
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query("UPDATE employee_placements SET valid_from = now() - interval '2 days' WHERE position_id = $1")
        .bind(uuid::Uuid::parse_str(&manager).unwrap())
        .execute(&app.pool)
        .await
        .unwrap();
    let day = |days_ago: i64| (chrono::Utc::now() - chrono::Duration::days(days_ago)).date_naive();
    let filled = |chart: &Value, id: &str| {
        chart["positions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|position| position["id"] == id)
            .map(|position| position["filled"].as_i64().unwrap())
    };

    let back_then = chart(&app, &company, &format!("?at={}", day(5))).await;
    let today = chart(&app, &company, "").await;

    assert_eq!(back_then["employees"][0]["position_id"], clerk.as_str());
    assert_eq!(
        (filled(&back_then, &clerk), filled(&back_then, &manager)),
        (Some(1), Some(0))
    );
    assert_eq!(today["employees"][0]["position_id"], manager.as_str());
    assert_eq!((filled(&today, &clerk), filled(&today, &manager)), (Some(0), Some(1)));
    assert_eq!(
        chart(&app, &company, &format!("?at={}", day(9) - chrono::Duration::days(1))).await["employees"],
        json!([])
    );
}

async fn clerk(app: &TestApp, company: &Tokens) -> String {
    let sales = unit(app, company, "departments", "Sales", None).await;
    created(
        app.post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": sales, "title": "Clerk", "head_count": 2}),
        )
        .await,
    )
    .await
}

#[tokio::test]
async fn a_position_gets_competencies_that_hiring_managers_read() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let position = clerk(&app, &company).await;

    for (category, name, level) in [(5, "Negotiation", 3), (1, "Grit", 4)] {
        let body = json!({"position_id": position, "category": category, "name": name, "required_level": level});
        created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;
    }

    let model: Value = app
        .get_json_as(
            &format!("/api/org/competency-model/?position={position}"),
            &manager.access,
        )
        .await;
    assert_eq!(names(&model, "name"), ["Grit", "Negotiation"], "by category, then name");
    assert_eq!(model[1]["required_level"], 3);
}

#[tokio::test]
async fn a_competency_outside_the_categories_or_the_scale_is_refused_and_nothing_is_added() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let position = clerk(&app, &company).await;

    let response = app
        .post_as(
            "/api/org/competency-model/",
            &company.access,
            json!({"position_id": position, "category": 10, "name": "Grit", "required_level": 6}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["category"], json!(["out_of_range"]));
    assert_eq!(body["error"]["fields"]["required_level"], json!(["out_of_range"]));
    let model: Value = app.get_json_as("/api/org/competency-model/", &company.access).await;
    assert_eq!(model, json!([]));
}

#[tokio::test]
async fn a_position_with_a_competency_model_is_archived_not_deleted() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let position = clerk(&app, &company).await;
    let body = json!({"position_id": position, "category": 5, "name": "Negotiation", "required_level": 3});
    created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;

    let deleted = app
        .delete_as(&format!("/api/org/positions/{position}/"), &company.access)
        .await;

    assert_error(deleted, StatusCode::CONFLICT, "position_in_use").await;
}

#[tokio::test]
async fn the_company_names_the_levels_of_its_rating_scale() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let hr = app.signed_in_employee(&company, "hr@acme.io", "hr_executive").await;
    let unnamed: Value = app.get_json_as("/api/org/rating-scale", &hr.access).await;
    assert_eq!(unnamed["labels"], Value::Null);
    let labels = json!(["Basic", "Developing", "Proficient", "Advanced", "Expert"]);

    let saved = app
        .put_as("/api/org/rating-scale", &company.access, json!({"labels": labels}))
        .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let too_few = app
        .put_as(
            "/api/org/rating-scale",
            &company.access,
            json!({"labels": ["Low", "High"]}),
        )
        .await;

    assert_error(too_few, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let named: Value = app.get_json_as("/api/org/rating-scale", &hr.access).await;
    assert_eq!(named["labels"], labels);
    assert_eq!(named["levels"], 5);
}

#[tokio::test]
async fn a_company_picks_a_three_level_scale_and_requirements_and_evaluations_stay_on_it() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let position = clerk(&app, &company).await;
    let picked = app
        .put_as(
            "/api/org/rating-scale",
            &company.access,
            json!({"labels": ["Below", "Meets", "Exceeds"]}),
        )
        .await;
    assert_eq!(picked.status(), StatusCode::OK);
    assert_eq!(picked.json::<Value>().await.unwrap()["levels"], 3);

    let competency = |level: u8| {
        let (app, access) = (&app, company.access.clone());
        let body = json!({"position_id": position, "category": 5, "name": format!("Negotiation {level}"), "required_level": level});
        async move { app.post_as("/api/org/competency-model/", &access, body).await }
    };
    let off_scale = assert_error(
        competency(4).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
    )
    .await;
    assert_eq!(off_scale["error"]["fields"]["required_level"], json!(["out_of_range"]));
    assert_eq!(competency(3).await.status(), StatusCode::CREATED);
    let job = app.post_job(&company, "Clerk", true).await;
    app.post_as(
        &format!("/api/jobs/set-job-requirements/{job}/"),
        &company.access,
        json!({"position_id": position}),
    )
    .await;
    let seeker = app.candidate("ada@example.com").await;
    let application = app.apply(&seeker, &job).await;
    let interview = app
        .schedule_interview(&company, &application, &[app.user_id(&company).await])
        .await;
    app.start_interview(&company, &interview).await;
    let evaluate = |rating: u8| {
        let (app, access, path) = (
            &app,
            company.access.clone(),
            format!("/api/jobs/evaluation/{interview}/"),
        );
        let body = json!({"scores": [{"competency": "Negotiation 3", "category": 5, "rating": rating}]});
        async move { app.post_as(&path, &access, body).await }
    };
    assert_error(evaluate(4).await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(evaluate(3).await.status(), StatusCode::CREATED);
    let shorter = app
        .put_as(
            "/api/org/rating-scale",
            &company.access,
            json!({"labels": ["No", "Maybe", "Yes"]}),
        )
        .await;
    assert_eq!(shorter.status(), StatusCode::OK);
    let longer = app
        .put_as(
            "/api/org/rating-scale",
            &company.access,
            json!({"labels": ["Below", "Meets", "Exceeds", "Outstanding"]}),
        )
        .await;
    assert_eq!(
        longer.status(),
        StatusCode::OK,
        "a longer scale keeps every requirement on it"
    );
}

#[tokio::test]
async fn a_scale_shorter_than_a_required_level_is_refused_with_that_level() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let position = clerk(&app, &company).await;
    let body = json!({"position_id": position, "category": 5, "name": "Negotiation", "required_level": 5});
    created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;

    let shorter = app
        .put_as(
            "/api/org/rating-scale",
            &company.access,
            json!({"labels": ["Below", "Meets", "Exceeds"]}),
        )
        .await;

    let body = assert_error(shorter, StatusCode::CONFLICT, "scale_below_required_levels").await;
    assert_eq!(body["error"]["details"]["highest_required_level"], 5);
    let unchanged: Value = app.get_json_as("/api/org/rating-scale", &company.access).await;
    assert_eq!(unchanged["levels"], 5);
}

#[tokio::test]
async fn a_position_keeps_a_job_template_that_the_whole_company_side_reads() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let position = clerk(&app, &company).await;
    let path = format!("/api/org/position-job-template/{position}/");
    let empty: Value = app.get_json_as(&path, &manager.access).await;
    assert_eq!(empty["details"], Value::Null);

    let saved = app
        .put_as(
            &path,
            &company.access,
            json!({"title": "Clerk", "description": "Keep the books.", "employment_type": "full_time",
                   "skills": ["Excel"], "salary_min": 900, "salary_max": 1400}),
        )
        .await;

    assert_eq!(saved.status(), StatusCode::OK);
    let template: Value = app.get_json_as(&path, &manager.access).await;
    assert_eq!(template["details"]["title"], "Clerk");
    assert_eq!(template["details"]["salary_max"], 1400);
    let invalid = app
        .put_as(
            &path,
            &company.access,
            json!({"title": "", "employment_type": "full_time"}),
        )
        .await;
    assert_error(invalid, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}

#[tokio::test]
async fn a_job_takes_the_competencies_of_a_position_as_its_requirements() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;
    let position = clerk(&app, &company).await;
    let body = json!({"position_id": position, "category": 5, "name": "Negotiation", "required_level": 3});
    created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;
    let job = app.post_job(&company, "Clerk", true).await;

    let set = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{job}/"),
            &company.access,
            json!({"position_id": position}),
        )
        .await;

    assert_eq!(set.status(), StatusCode::OK);
    let seen: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    assert_eq!(seen["position_id"], position);
    assert_eq!(
        seen["competencies"],
        json!([{"name": "Negotiation", "category": 5, "required_level": 3}])
    );
    let outside: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &seeker.access).await;
    assert!(
        outside.get("competencies").is_none(),
        "the evaluation criteria stay inside the company"
    );
}

#[tokio::test]
async fn a_job_cannot_take_the_requirements_of_another_companys_position() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let rival = app.signed_in_company("boss@rival.io").await;
    let theirs = clerk(&app, &rival).await;
    let job = app.post_job(&company, "Clerk", true).await;

    let set = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{job}/"),
            &company.access,
            json!({"position_id": theirs}),
        )
        .await;

    let body = assert_error(set, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["position_id"], json!(["invalid_choice"]));
}

#[tokio::test]
async fn an_interview_is_evaluated_against_the_jobs_competencies_with_a_result_per_competency() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.com").await;
    let position = clerk(&app, &company).await;
    for (category, name, level) in [(5, "Negotiation", 3), (1, "Grit", 4)] {
        let body = json!({"position_id": position, "category": category, "name": name, "required_level": level});
        created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;
    }
    let job = app.post_job(&company, "Clerk", true).await;
    let set = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{job}/"),
            &company.access,
            json!({"position_id": position}),
        )
        .await;
    assert_eq!(set.status(), StatusCode::OK);
    let application = app.apply(&seeker, &job).await;
    let interviewer = app.user_id(&company).await;
    let interview = app.schedule_interview(&company, &application, &[interviewer]).await;
    app.start_interview(&company, &interview).await;
    let path = format!("/api/jobs/evaluation/{interview}/");

    let by_category = app
        .post_as(
            &path,
            &company.access,
            json!({"scores": [{"category": 5, "rating": 4}]}),
        )
        .await;
    assert_error(by_category, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let scores = json!([{"competency": "Negotiation", "category": 5, "rating": 4},
                        {"competency": "Grit", "category": 1, "rating": 3}]);
    let submitted = app.post_as(&path, &company.access, json!({"scores": scores})).await;

    assert_eq!(submitted.status(), StatusCode::CREATED);
    let results: Value = app
        .get_json_as(&format!("/api/jobs/evaluation-result/{interview}/"), &company.access)
        .await;
    let by_competency = &results["by_competency"];
    assert_eq!(by_competency[0]["name"], "Grit", "{results}");
    assert_eq!(by_competency[0]["average"], 3.0);
    assert_eq!(by_competency[0]["meets_required_level"], false);
    assert_eq!(by_competency[1]["name"], "Negotiation");
    assert_eq!(by_competency[1]["meets_required_level"], true);
    assert_eq!(by_competency[1]["ratings"][0]["rating"], 4);
}

/// A Clerk position with Grit (category 1, level 4) and Negotiation (5, level 3), a job placed
/// there, an application and an interview with the company and a Hiring Manager as
/// interviewers: (position, job, interview, the Hiring Manager).
async fn clerk_interview(app: &TestApp, company: &Tokens) -> (String, String, String, Tokens) {
    let position = clerk(app, company).await;
    for (category, name, level) in [(5, "Negotiation", 3), (1, "Grit", 4)] {
        let body = json!({"position_id": position, "category": category, "name": name, "required_level": level});
        created(app.post_as("/api/org/competency-model/", &company.access, body).await).await;
    }
    let job = app.post_job(company, "Clerk", true).await;
    let set = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{job}/"),
            &company.access,
            json!({"position_id": position}),
        )
        .await;
    assert_eq!(set.status(), StatusCode::OK);
    let manager = app.signed_in_employee(company, "hm@acme.io", "hiring_manager").await;
    let seeker = app.candidate("ada@example.com").await;
    let application = app.apply(&seeker, &job).await;
    let interviewers = [app.user_id(company).await, app.user_id(&manager).await];
    let interview = app.schedule_interview(company, &application, &interviewers).await;
    app.start_interview(company, &interview).await;
    (position, job, interview, manager)
}

async fn read(app: &TestApp, session: &Tokens, path: &str) -> Value {
    let response = app.get_as(path, &session.access).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.json().await.unwrap()
}

#[tokio::test]
async fn the_scorecard_of_an_interview_is_the_competency_model_of_the_jobs_position() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let (position, job, interview, manager) = clerk_interview(&app, &company).await;
    let expected = json!([
        {"competency": "Grit", "category": 1, "required_level": 4},
        {"competency": "Negotiation", "category": 5, "required_level": 3}
    ]);

    let data = read(&app, &manager, &format!("/api/jobs/evaluation-data/{interview}/")).await;

    assert_eq!(data["form"]["criteria"], expected);
    assert_eq!(
        (data["job_id"].as_str(), data["submitted"].as_bool()),
        (Some(job.as_str()), Some(false))
    );
    let model = read(
        &app,
        &manager,
        &format!("/api/jobs/evaluation-data-for-competency-model/{position}/"),
    )
    .await;
    assert_eq!(model["criteria"], expected);
    let template = read(
        &app,
        &manager,
        &format!("/api/jobs/evaluation-data-for-position-job-template/{position}/"),
    )
    .await;
    assert_eq!(
        (template["title"].as_str(), &template["form"]["criteria"]),
        (Some("Clerk"), &expected)
    );
    let requirements = read(&app, &manager, &format!("/api/jobs/job-requirements/{job}/")).await;
    assert_eq!(requirements["position_id"], position.as_str());
    assert_eq!(
        requirements["competencies"],
        read(
            &app,
            &manager,
            &format!("/api/org/job-template-requirements/{position}/")
        )
        .await["competencies"]
    );
}

#[tokio::test]
async fn a_job_without_requirements_is_rated_per_competency_category() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.com").await;
    let job = app.post_job(&company, "Clerk", true).await;
    let application = app.apply(&seeker, &job).await;
    let interview = app
        .schedule_interview(&company, &application, &[app.user_id(&company).await])
        .await;

    let data = read(&app, &company, &format!("/api/jobs/evaluation-data/{interview}/")).await;

    let criteria = data["form"]["criteria"].as_array().unwrap();
    assert_eq!(criteria.len(), 9);
    assert!(criteria.iter().all(|criterion| criterion["competency"].is_null()));
    assert_eq!(criteria[8]["category"], 9);
}

#[tokio::test]
async fn each_evaluators_ratings_show_against_the_required_levels_once_the_reader_has_submitted() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let (_, _, interview, manager) = clerk_interview(&app, &company).await;
    let evaluate = |session: &Tokens, grit: u8| {
        let (path, access) = (format!("/api/jobs/evaluation/{interview}/"), session.access.clone());
        let scores = json!({"scores": [{"competency": "Negotiation", "category": 5, "rating": 3},
                                       {"competency": "Grit", "category": 1, "rating": grit}]});
        let app = &app;
        async move { app.post_as(&path, &access, scores).await.status() }
    };
    assert_eq!(evaluate(&company, 5).await, StatusCode::CREATED);
    let path = format!("/api/jobs/evaluation-result-for-every-evaluator/{interview}/");

    let before = read(&app, &manager, &path).await;
    assert!(
        before
            .as_array()
            .unwrap()
            .iter()
            .all(|result| result["ratings"] == json!([]))
    );
    assert_eq!(before[0]["interviewer"]["submitted"], true);

    assert_eq!(evaluate(&manager, 2).await, StatusCode::CREATED);
    let after = read(&app, &manager, &path).await;
    let grit = |result: &Value| {
        result["ratings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|rating| rating["competency"] == "Grit")
            .map(|rating| (rating["rating"].as_u64(), rating["meets_required_level"].as_bool()))
    };
    assert_eq!(grit(&after[0]), Some((Some(5), Some(true))));
    assert_eq!(grit(&after[1]), Some((Some(2), Some(false))));
}

#[tokio::test]
async fn evaluation_results_shared_with_a_block_leader_become_readable_to_them() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let leader = app.signed_in_employee(&company, "bl@acme.io", "block_leader").await;
    let seeker = app.candidate("ada@example.com").await;
    let job = app.post_job(&company, "Clerk", true).await;
    let application = app.apply(&seeker, &job).await;
    let interview = app
        .schedule_interview(&company, &application, &[app.user_id(&company).await])
        .await;
    let results = format!("/api/jobs/evaluation-result/{interview}/");
    assert_error(
        app.get_as(&results, &leader.access).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;

    let shared = app
        .post_as(
            &format!("/api/jobs/share-evaluations/{interview}/"),
            &company.access,
            json!({"user_ids": [app.user_id(&leader).await]}),
        )
        .await;

    assert_eq!(shared.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get_as(&results, &leader.access).await.status(), StatusCode::OK);
}
