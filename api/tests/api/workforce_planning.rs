//! Workforce planning over HTTP (docs/api-workforce-planning-contract.md): figures per position
//! and period, staff and requisitions read live, the plan as of a past day, unit totals up the
//! tree, the history of changes, and a vacancy turned into a staff request.

use crate::helpers::{TestApp, Tokens, assert_error, backdate_events, created, spawn_app, unit};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PERIOD: &str = "2026";

async fn position(app: &TestApp, company: &Tokens, unit: &str, title: &str) -> String {
    created(
        app.post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": unit, "title": title, "head_count": 1}),
        )
        .await,
    )
    .await
}

/// The company's Sales department with one Clerk position.
async fn clerk(app: &TestApp, company: &Tokens) -> String {
    let sales = unit(app, company, "departments", "Sales", None).await;
    position(app, company, &sales, "Clerk").await
}

async fn set_line(app: &TestApp, company: &Tokens, position: &str, body: Value) -> reqwest::Response {
    app.put_as(
        &format!("/api/org/workforce-planning/{position}/"),
        &company.access,
        body,
    )
    .await
}

async fn budget(app: &TestApp, company: &Tokens, position: &str, budget: u32, out_of_budget: u32) {
    let response = set_line(
        app,
        company,
        position,
        json!({"period": PERIOD, "budget": budget, "out_of_budget": out_of_budget}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK, "{}", response.text().await.unwrap());
}

async fn plan(app: &TestApp, company: &Tokens, query: &str) -> Value {
    let response = app
        .get_as(
            &format!("/api/org/workforce-planning/?period={PERIOD}{query}"),
            &company.access,
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn line<'a>(plan: &'a Value, position: &str) -> &'a Value {
    plan["lines"]
        .as_array()
        .unwrap()
        .iter()
        .find(|line| line["position_id"] == position)
        .expect("a line per position")
}

fn figures(line: &Value) -> [u64; 5] {
    ["updated_budget", "staff", "open_requisitions", "vacancy", "over_budget"]
        .map(|field| line[field].as_u64().unwrap())
}

/// A job of `openings` posted by the company and placed at `position`.
async fn job_at(app: &TestApp, company: &Tokens, position: &str, openings: u32) -> String {
    let response = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "Clerk", "description": "Keep the books.", "employment_type": "full_time",
                   "openings": openings, "publish": true}),
        )
        .await;
    let job = created(response).await;
    let placed = app
        .post_as(
            &format!("/api/jobs/set-job-requirements/{job}/"),
            &company.access,
            json!({"position_id": position}),
        )
        .await;
    assert_eq!(placed.status(), StatusCode::OK);
    job
}

async fn template(app: &TestApp, company: &Tokens, position: &str) {
    let saved = app
        .put_as(
            &format!("/api/org/position-job-template/{position}/"),
            &company.access,
            json!({"title": "Clerk", "description": "Keep the books.", "employment_type": "full_time",
                   "salary_min": 900, "salary_max": 1400, "openings": 1}),
        )
        .await;
    assert_eq!(saved.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_position_s_vacancy_is_its_updated_budget_less_staff_and_open_requisitions() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    // Given: three budgeted, one more approved, one employee placed and a job with two openings.
    budget(&app, &company, &clerk, 3, 1).await;
    let placed = app
        .post_as(
            "/api/accounts/employees/",
            &company.access,
            json!({"email": "eve@acme.io", "first_name": "Eve", "last_name": "Adams", "role": "hr_executive",
                   "position_id": clerk}),
        )
        .await;
    assert_eq!(placed.status(), StatusCode::CREATED);
    job_at(&app, &company, &clerk, 2).await;

    let plan = plan(&app, &company, "").await;

    assert_eq!(figures(line(&plan, &clerk)), [4, 1, 2, 1, 0]);
    assert_eq!(line(&plan, &clerk)["planned"], true);
    assert_eq!(plan["total"]["vacancy"], 1);
    assert_eq!(
        (plan["starts_on"].as_str(), plan["ends_on"].as_str()),
        (Some("2026-01-01"), Some("2026-12-31"))
    );
}

#[tokio::test]
async fn a_hire_moves_an_opening_to_staff_at_once() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 2, 0).await;
    let job = job_at(&app, &company, &clerk, 2).await;
    let candidate = app.candidate("ada@example.com").await;
    let application = app.apply(&candidate, &job).await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;

    let hired = app.act(&company, &application, "hire").await;

    assert_eq!(hired.status(), StatusCode::OK);
    assert_eq!(figures(line(&plan(&app, &company, "").await, &clerk)), [2, 1, 1, 0, 0]);
}

#[tokio::test]
async fn staff_beyond_the_updated_budget_is_over_budget() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    for email in ["eve@acme.io", "bob@acme.io"] {
        let placed = app
            .post_as(
                "/api/accounts/employees/",
                &company.access,
                json!({"email": email, "first_name": "A", "last_name": "B", "role": "hr_executive", "position_id": clerk}),
            )
            .await;
        assert_eq!(placed.status(), StatusCode::CREATED);
    }

    budget(&app, &company, &clerk, 1, 0).await;

    assert_eq!(figures(line(&plan(&app, &company, "").await, &clerk)), [1, 2, 0, 0, 1]);
}

#[tokio::test]
async fn unit_totals_roll_up_the_org_tree() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let sales = unit(&app, &company, "departments", "Sales", None).await;
    let retail = unit(&app, &company, "divisions", "Retail", Some(&sales)).await;
    let support = unit(&app, &company, "departments", "Support", None).await;
    let head = position(&app, &company, &sales, "Head of sales").await;
    let cashier = position(&app, &company, &retail, "Cashier").await;
    let agent = position(&app, &company, &support, "Agent").await;
    budget(&app, &company, &head, 1, 0).await;
    budget(&app, &company, &cashier, 4, 2).await;
    budget(&app, &company, &agent, 3, 0).await;

    let plan = plan(&app, &company, "").await;

    let totals = |id: &str| {
        let unit = plan["units"]
            .as_array()
            .unwrap()
            .iter()
            .find(|unit| unit["id"] == id)
            .unwrap();
        (
            unit["budget"].as_u64().unwrap(),
            unit["updated_budget"].as_u64().unwrap(),
        )
    };
    assert_eq!(totals(&retail), (4, 6));
    assert_eq!(totals(&sales), (5, 7));
    assert_eq!(totals(&support), (3, 3));
    assert_eq!(plan["total"]["updated_budget"], 10);
}

#[tokio::test]
async fn the_plan_as_of_a_past_day_shows_the_figures_of_that_day() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    // Given: the org structure has existed for a month; a budget of 2 was set five days ago
    // (the plan's opening and its first line) and raised to 4 today.
    sqlx::query("UPDATE org_position_versions SET valid_from = now() - interval '30 days'")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE org_unit_versions SET valid_from = now() - interval '30 days'")
        .execute(&app.pool)
        .await
        .unwrap();
    budget(&app, &company, &clerk, 2, 0).await;
    backdate_events(&app, "workforce_plan", "5", "workforce_planning").await;
    budget(&app, &company, &clerk, 4, 0).await;
    let day = |days_ago: i64| (chrono::Utc::now() - chrono::Duration::days(days_ago)).date_naive();

    let back_then = plan(&app, &company, &format!("&at={}", day(3))).await;
    let before_any = plan(&app, &company, &format!("&at={}", day(10))).await;
    let now = plan(&app, &company, "").await;

    assert_eq!(line(&back_then, &clerk)["budget"], 2);
    assert_eq!(back_then["at"], day(3).to_string());
    assert_eq!(line(&before_any, &clerk)["planned"], false);
    assert_eq!(line(&now, &clerk)["budget"], 4);
    assert_eq!(now["at"], Value::Null);
}

#[tokio::test]
async fn each_change_says_who_made_it_and_from_what_to_what() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 2, 0).await;
    let with_pay = set_line(
        &app,
        &company,
        &clerk,
        json!({"period": PERIOD, "budget": 3, "out_of_budget": 0, "salary_budget": 36000, "currency": "azn"}),
    )
    .await;
    assert_eq!(with_pay.status(), StatusCode::OK);
    let removed = app
        .delete_as(
            &format!("/api/org/workforce-planning/{clerk}/?period={PERIOD}"),
            &company.access,
        )
        .await;
    assert_eq!(removed.status(), StatusCode::NO_CONTENT);

    let history: Value = app
        .get_json_as(
            &format!("/api/org/workforce-planning/history/?period={PERIOD}"),
            &company.access,
        )
        .await;

    let changes = history["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 3);
    assert_eq!(changes[0]["to"], Value::Null);
    assert_eq!(changes[0]["from"]["salary_budget"], 36000);
    assert_eq!(changes[1]["from"]["budget"], 2);
    assert_eq!(changes[1]["to"]["budget"], 3);
    assert_eq!(changes[1]["to"]["currency"], "AZN");
    assert_eq!(changes[2]["from"], Value::Null);
    assert_eq!(changes[2]["title"], "Clerk");
    assert_eq!(changes[2]["by"]["id"], app.user_id(&company).await.as_str());
    assert_eq!(line(&plan(&app, &company, "").await, &clerk)["planned"], false);
}

#[tokio::test]
async fn periods_keep_their_own_figures() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 2, 0).await;

    let quarter: Value = app
        .get_json_as("/api/org/workforce-planning/?period=2026-Q3", &company.access)
        .await;

    assert_eq!(quarter["period"], "2026-Q3");
    assert_eq!(line(&quarter, &clerk)["planned"], false);
    assert_eq!(line(&plan(&app, &company, "").await, &clerk)["budget"], 2);
}

#[tokio::test]
async fn a_blank_period_is_the_current_quarter_as_the_document_says() {
    // Given a budget in the current quarter
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    let current: Value = app.get_json_as("/api/org/workforce-planning/", &company.access).await;
    let figures = json!({"period": current["period"], "budget": 2, "out_of_budget": 0});
    assert_eq!(set_line(&app, &company, &clerk, figures).await.status(), StatusCode::OK);

    // When the plan is read with a blank period
    let blank: Value = app
        .get_json_as("/api/org/workforce-planning/?period=%20", &company.access)
        .await;

    // Then it is the current quarter's plan, and the document's pattern admits the blank
    assert_eq!(blank["period"], current["period"]);
    assert_eq!(line(&blank, &clerk)["budget"], 2);
    let document = app.openapi_document().await;
    let parameters = &document["paths"]["/api/org/workforce-planning/"]["get"]["parameters"];
    let period = parameters
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "period")
        .unwrap();
    assert_eq!(
        period["schema"]["pattern"],
        r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*((20[0-9]{2}|2100)(-[Qq][1-4])?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    );
}

#[tokio::test]
async fn a_vacancy_becomes_a_staff_request_and_approving_it_posts_the_job() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    template(&app, &company, &clerk).await;
    budget(&app, &company, &clerk, 2, 0).await;
    let path = format!("/api/org/workforce-planning/{clerk}/request-staff/");

    let job = created(app.post_as(&path, &company.access, json!({"period": PERIOD})).await).await;

    let requested: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &company.access).await;
    assert_eq!(requested["status"], "requested");
    assert_eq!(requested["details"]["openings"], 2);
    assert_eq!(requested["details"]["salary_max"], 1400);
    assert_eq!(figures(line(&plan(&app, &company, "").await, &clerk)), [2, 0, 2, 0, 0]);
    assert_eq!(requested["position_id"], clerk.as_str());
    let again = app.post_as(&path, &company.access, json!({"period": PERIOD})).await;
    assert_error(again, StatusCode::CONFLICT, "no_vacancy").await;

    let approved = app
        .post_as(
            &format!("/api/jobs/requested-staff/{job}/approve/"),
            &company.access,
            json!({"publish": true}),
        )
        .await;

    assert_eq!(approved.status(), StatusCode::OK);
    let posted: Value = approved.json().await.unwrap();
    assert_eq!(posted["status"], "live");
}

#[tokio::test]
async fn a_position_without_a_job_template_cannot_request_staff() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 2, 0).await;

    let refused = app
        .post_as(
            &format!("/api/org/workforce-planning/{clerk}/request-staff/"),
            &company.access,
            json!({"period": PERIOD}),
        )
        .await;

    assert_error(refused, StatusCode::CONFLICT, "no_job_template").await;
}

#[tokio::test]
async fn the_market_pay_shows_beside_a_budget_only_with_enough_data() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 1, 0).await;
    assert_eq!(line(&plan(&app, &company, "").await, &clerk)["benchmark"], Value::Null);
    // Given: three companies publish six Clerk salary ranges.
    for (index, email) in ["boss@globex.io", "boss@initech.io", "boss@umbrella.io"]
        .into_iter()
        .enumerate()
    {
        let other = app.signed_in_company(email).await;
        for low in [1000, 1400] {
            let posted = app
                .post_as(
                    "/api/jobs/job/",
                    &other.access,
                    json!({"title": "Senior Clerk", "description": "Books.", "employment_type": "full_time", "publish": true,
                           "salary_min": low + 100 * index, "salary_max": low + 100 * index + 200, "currency": "AZN"}),
                )
                .await;
            assert_eq!(posted.status(), StatusCode::CREATED);
        }
    }

    let plan = plan(&app, &company, "").await;

    let benchmark = &line(&plan, &clerk)["benchmark"];
    assert_eq!(benchmark["count"], 6);
    assert_eq!(benchmark["currency"], "AZN");
    assert!(benchmark["p25"].as_f64().unwrap() <= benchmark["median"].as_f64().unwrap());
}

#[tokio::test]
async fn the_trend_reads_plan_against_staff_through_the_period() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    budget(&app, &company, &clerk, 2, 0).await;

    let trend: Value = app
        .get_json_as("/api/org/workforce-planning/trend/?period=2025", &company.access)
        .await;
    let current: Value = app
        .get_json_as(
            &format!("/api/org/workforce-planning/trend/?period={PERIOD}"),
            &company.access,
        )
        .await;

    assert_eq!(trend["points"].as_array().unwrap().len(), 12);
    let last = current["points"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (last["updated_budget"].as_u64(), last["vacancy"].as_u64()),
        (Some(2), Some(2))
    );
}

#[tokio::test]
async fn bad_figures_are_refused_field_by_field_and_change_nothing() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;

    let response = set_line(
        &app,
        &company,
        &clerk,
        json!({"period": "2026-Q5", "budget": 10001, "out_of_budget": -1, "salary_budget": 5000}),
    )
    .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let fields = &body["error"]["fields"];
    assert_eq!(fields["period"], json!(["invalid_choice"]));
    assert_eq!(fields["budget"], json!(["out_of_range"]));
    assert_eq!(fields["out_of_budget"], json!(["out_of_range"]));
    assert_eq!(fields["currency"], json!(["required"]));
    assert_eq!(line(&plan(&app, &company, "").await, &clerk)["planned"], false);
    let bad_period = app
        .get_as("/api/org/workforce-planning/?period=next", &company.access)
        .await;
    assert_error(bad_period, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}

#[tokio::test]
async fn a_salary_budget_wants_its_currency_and_the_document_says_so() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let clerk = clerk(&app, &company).await;
    let line_request = &app.openapi_document().await["components"]["schemas"]["PlanLineRequest"];

    let without = set_line(
        &app,
        &company,
        &clerk,
        json!({"period": PERIOD, "budget": 1, "salary_budget": 5000}),
    )
    .await;
    let with = set_line(
        &app,
        &company,
        &clerk,
        json!({"period": PERIOD, "budget": 1, "salary_budget": 5000, "currency": "usd"}),
    )
    .await;

    let body = assert_error(without, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"], json!({"currency": ["required"]}));
    assert_eq!(with.status(), StatusCode::OK);
    assert_eq!(line_request["if"]["required"], json!(["salary_budget"]));
    assert_eq!(line_request["then"]["required"], json!(["currency"]));
}

#[tokio::test]
async fn another_company_s_position_is_unknown_and_only_the_company_plans() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let other = app.signed_in_company("boss@globex.io").await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let clerk = clerk(&app, &company).await;

    let foreign = set_line(&app, &other, &clerk, json!({"period": PERIOD, "budget": 1})).await;
    let employee = app.get_as("/api/org/workforce-planning/", &manager.access).await;
    let unplanned = app
        .delete_as(
            &format!("/api/org/workforce-planning/{clerk}/?period={PERIOD}"),
            &company.access,
        )
        .await;

    assert_error(foreign, StatusCode::NOT_FOUND, "not_found").await;
    assert_error(employee, StatusCode::FORBIDDEN, "permission_denied").await;
    assert_error(unplanned, StatusCode::NOT_FOUND, "not_found").await;
}
