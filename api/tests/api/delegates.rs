//! Delegated access over HTTP (docs/api-delegates-contract.md): a delegate sees exactly the
//! jobs of their units and single-job grants, and those jobs' applications, in every list,
//! count, dashboard figure, notification, file and socket; grants, revocations and moved jobs
//! count on the next request.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use crate::realtime::{connect, next};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn id_of(response: reqwest::Response) -> String {
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    body["id"].as_str().unwrap().to_owned()
}

async fn read(app: &TestApp, session: &Tokens, path: &str) -> Value {
    let response = app.get_as(path, &session.access).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.json().await.unwrap()
}

fn ids(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|item| item[field].as_str().unwrap().to_owned())
        .collect()
}

/// Acme with two departments: Sales (with its Retail division and a Cashier position there)
/// and Finance (with an Accountant position). One live job and one application in each, from
/// two candidates, each application at the interview stage with an interview and an offer.
struct Acme {
    company: Tokens,
    sales: String,
    finance: String,
    cashier: String,
    accountant: String,
    retail_job: String,
    finance_job: String,
    retail_application: String,
    finance_application: String,
}

async fn position(app: &TestApp, company: &Tokens, unit: &str, title: &str) -> String {
    id_of(
        app.post_as(
            "/api/org/positions/",
            &company.access,
            json!({"unit_id": unit, "title": title, "head_count": 2}),
        )
        .await,
    )
    .await
}

async fn place(app: &TestApp, session: &Tokens, job: &str, position: &str) -> reqwest::Response {
    app.post_as(
        &format!("/api/jobs/set-job-requirements/{job}/"),
        &session.access,
        json!({"position_id": position}),
    )
    .await
}

async fn acme(app: &TestApp) -> Acme {
    let company = app.signed_in_company("boss@acme.io").await;
    let department = |name: &'static str| {
        let company = company.access.clone();
        async move {
            id_of(
                app.post_as("/api/org/departments/", &company, json!({"name": name}))
                    .await,
            )
            .await
        }
    };
    let sales = department("Sales").await;
    let finance = department("Finance").await;
    let retail = id_of(
        app.post_as(
            "/api/org/divisions/",
            &company.access,
            json!({"name": "Retail", "parent_id": sales}),
        )
        .await,
    )
    .await;
    let cashier = position(app, &company, &retail, "Cashier").await;
    let accountant = position(app, &company, &finance, "Accountant").await;
    let retail_job = app.post_job(&company, "Cashier, Baku mall", true).await;
    let finance_job = app.post_job(&company, "Accountant", true).await;
    assert_eq!(
        place(app, &company, &retail_job, &cashier).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        place(app, &company, &finance_job, &accountant).await.status(),
        StatusCode::OK
    );
    let interviewer = app.user_id(&company).await;
    let mut applications = Vec::new();
    for (email, job) in [("ada@example.org", &retail_job), ("bob@example.org", &finance_job)] {
        let candidate = app.candidate(email).await;
        let application = app.apply(&candidate, job).await;
        for _ in 0..3 {
            assert_eq!(
                app.act(&company, &application, "next_step").await.status(),
                StatusCode::OK
            );
        }
        app.schedule_interview(&company, &application, std::slice::from_ref(&interviewer))
            .await;
        app.send_offer(&company, &application).await;
        applications.push(application);
    }
    let finance_application = applications.pop().unwrap();
    let retail_application = applications.pop().unwrap();
    Acme {
        company,
        sales,
        finance,
        cashier,
        accountant,
        retail_job,
        finance_job,
        retail_application,
        finance_application,
    }
}

/// Grants `unit` to `employee`; returns the grant's id.
async fn grant(app: &TestApp, company: &Tokens, employee: &str, unit: &str) -> String {
    let response = app
        .post_as(
            "/api/accounts/grant-access-to-delegate/",
            &company.access,
            json!({"employee_id": employee, "unit_id": unit}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let delegate: Value = response.json().await.unwrap();
    let grants = delegate["grants"].as_array().unwrap();
    let granted = grants.iter().find(|grant| grant["unit_id"] == unit).unwrap();
    granted["id"].as_str().unwrap().to_owned()
}

async fn sales_delegate(app: &TestApp, acme: &Acme) -> (Tokens, String, String) {
    let manager = app
        .signed_in_employee(&acme.company, "hm@acme.io", "hiring_manager")
        .await;
    let manager_id = app.user_id(&manager).await;
    let grant_id = grant(app, &acme.company, &manager_id, &acme.sales).await;
    (manager, manager_id, grant_id)
}

async fn my_job_ids(app: &TestApp, session: &Tokens) -> Vec<String> {
    let page = read(app, session, "/api/jobs/my-jobs/").await;
    assert_eq!(
        page["count"].as_u64().unwrap() as usize,
        page["results"].as_array().unwrap().len()
    );
    ids(&page["results"], "id")
}

#[tokio::test]
async fn a_delegate_of_a_department_sees_exactly_its_jobs_and_applications_everywhere() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, _, _) = sales_delegate(&app, &acme).await;

    assert_eq!(my_job_ids(&app, &manager).await, [acme.retail_job.as_str()]);
    let applicants = read(&app, &manager, "/api/jobs/all-applicants/").await;
    assert_eq!(applicants["count"], 1);
    assert_eq!(ids(&applicants["results"], "id"), [acme.retail_application.as_str()]);
    let interviews = read(&app, &manager, "/api/jobs/interview/").await;
    assert_eq!(ids(&interviews, "application_id"), [acme.retail_application.as_str()]);
    let offers = read(&app, &manager, "/api/jobs/company-job-offers").await;
    assert_eq!(ids(&offers, "application_id"), [acme.retail_application.as_str()]);
    let dashboard = read(&app, &manager, "/api/jobs/dashboard").await;
    assert_eq!(
        (
            dashboard["total_applications"].as_i64(),
            dashboard["open_jobs"].as_i64()
        ),
        (Some(1), Some(1))
    );
    assert_eq!(dashboard["by_job"][0]["job_id"], acme.retail_job.as_str());
    let notifications = read(&app, &manager, "/api/accounts/notifications/").await;
    assert!(!notifications.as_array().unwrap().is_empty());
    assert!(ids(&notifications, "job_id").iter().all(|job| *job == acme.retail_job));
}

#[tokio::test]
async fn whatever_lies_outside_a_delegates_scope_answers_as_unknown() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, _, _) = sales_delegate(&app, &acme).await;
    let (job, application) = (&acme.finance_job, &acme.finance_application);
    let card = read(&app, &acme.company, &format!("/api/jobs/applicant/{application}/")).await;
    let interview = card["interviews"][0]["id"].as_str().unwrap().to_owned();
    let offer = card["offers"][0]["id"].as_str().unwrap().to_owned();

    for path in [
        format!("/api/jobs/applicantsforpipeline/{job}/"),
        format!("/api/jobs/applicantsfortable/{job}/"),
        format!("/api/jobs/applicant/{application}/"),
        format!("/api/jobs/applicant/{application}/notes/"),
        format!("/api/jobs/applicant/{application}/history/"),
        format!("/api/jobs/interview/{interview}/"),
        format!("/api/jobs/evaluation-result/{interview}/"),
        format!("/api/jobs/job-offer-details/{offer}/"),
        card["cv_url"].as_str().unwrap().to_owned(),
    ] {
        let response = app.get_as(&path, &manager.access).await;
        assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    }
    let moved = app.act(&manager, application, "reject").await;
    assert_error(moved, StatusCode::NOT_FOUND, "not_found").await;
    assert_eq!(
        read(&app, &acme.company, &format!("/api/jobs/applicant/{application}/")).await["status"]["value"],
        "offered"
    );
    let candidate = card["candidate_id"].as_str().unwrap();
    let profile = read(&app, &manager, &format!("/api/accounts/jobseeker/{candidate}/")).await;
    assert_eq!(profile["cv"], Value::Null, "no CV through another unit's application");
    let job_page = read(&app, &manager, &format!("/api/jobs/job/{job}/")).await;
    assert_eq!(
        job_page["applicants"],
        Value::Null,
        "only the public page of a live job"
    );
}

#[tokio::test]
async fn moving_a_job_into_a_delegates_unit_or_revoking_the_grant_counts_on_the_next_request() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, _, grant_id) = sales_delegate(&app, &acme).await;

    assert_eq!(
        place(&app, &acme.company, &acme.finance_job, &acme.cashier)
            .await
            .status(),
        StatusCode::OK
    );
    let mut seen = my_job_ids(&app, &manager).await;
    seen.sort();
    let mut both = vec![acme.retail_job.clone(), acme.finance_job.clone()];
    both.sort();
    assert_eq!(seen, both);
    assert_eq!(read(&app, &manager, "/api/jobs/all-applicants/").await["count"], 2);

    let revoked = app
        .delete_as(
            &format!("/api/accounts/grant-access-to-delegate/{grant_id}/"),
            &acme.company.access,
        )
        .await;
    assert_eq!(revoked.status(), StatusCode::NO_CONTENT);
    assert!(my_job_ids(&app, &manager).await.is_empty());
    assert_eq!(read(&app, &manager, "/api/jobs/all-applicants/").await["count"], 0);
    assert_eq!(
        read(&app, &manager, "/api/jobs/dashboard").await["total_applications"],
        0
    );
}

#[tokio::test]
async fn without_the_applicant_permission_a_delegate_sees_the_jobs_but_no_applications() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, manager_id, _) = sales_delegate(&app, &acme).await;

    let response = app
        .put_as(
            &format!("/api/accounts/company-applicant-permission/{manager_id}/"),
            &acme.company.access,
            json!({"applicants": false}),
        )
        .await;

    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(my_job_ids(&app, &manager).await, [acme.retail_job.as_str()]);
    let job = read(&app, &manager, &format!("/api/jobs/job/{}/", acme.retail_job)).await;
    assert_eq!(job["applicants"], Value::Null, "not even how many applied");
    assert_eq!(read(&app, &manager, "/api/jobs/all-applicants/").await["count"], 0);
    assert!(
        read(&app, &manager, "/api/accounts/notifications/")
            .await
            .as_array()
            .unwrap()
            .is_empty()
    );
    let pipeline = app
        .get_as(
            &format!("/api/jobs/applicantsforpipeline/{}/", acme.retail_job),
            &manager.access,
        )
        .await;
    assert_error(pipeline, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn lifting_a_delegates_limits_gives_them_the_whole_company_again() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, manager_id, _) = sales_delegate(&app, &acme).await;
    let listed = read(&app, &acme.company, "/api/accounts/company-delegates").await;
    assert_eq!(ids(&listed, "id"), [manager_id.as_str()]);
    assert_eq!(listed[0]["grants"][0]["unit_name"], "Sales");
    assert_eq!(listed[0]["grants"][0]["unit_kind"], "department");

    let lifted = app
        .delete_as(
            &format!("/api/accounts/company-delegates/{manager_id}/"),
            &acme.company.access,
        )
        .await;

    assert_eq!(lifted.status(), StatusCode::NO_CONTENT);
    assert_eq!(my_job_ids(&app, &manager).await.len(), 2);
    assert!(
        read(&app, &acme.company, "/api/accounts/company-delegates")
            .await
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn manage_job_access_says_who_sees_a_job_and_opens_a_single_job_to_a_delegate() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, manager_id, _) = sales_delegate(&app, &acme).await;
    let recruiter = app
        .signed_in_employee(&acme.company, "hr@acme.io", "hr_executive")
        .await;
    let recruiter_id = app.user_id(&recruiter).await;
    let path = format!("/api/jobs/manage-job-access/{}/", acme.finance_job);
    let before = read(&app, &acme.company, &path).await;
    assert_eq!(ids(&before["employees"], "id"), [recruiter_id.as_str()]);
    assert_eq!(before["employees"][0]["access"], "whole_company");

    let opened = app
        .post_as(&path, &acme.company.access, json!({"employee_id": manager_id}))
        .await;

    assert_eq!(opened.status(), StatusCode::CREATED);
    let after: Value = opened.json().await.unwrap();
    let entry = after["employees"]
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["id"] == manager_id.as_str())
        .unwrap();
    assert_eq!(entry["access"], "job");
    assert_eq!(my_job_ids(&app, &manager).await.len(), 2);
    let retail = read(
        &app,
        &acme.company,
        &format!("/api/jobs/manage-job-access/{}/", acme.retail_job),
    )
    .await;
    let reasons: Vec<&str> = retail["employees"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["access"].as_str().unwrap())
        .collect();
    assert_eq!(reasons, ["unit", "whole_company"]);
    let again = app
        .post_as(&path, &acme.company.access, json!({"employee_id": recruiter_id}))
        .await;
    assert_error(again, StatusCode::CONFLICT, "already_granted").await;
}

#[tokio::test]
async fn a_delegate_cannot_place_a_job_outside_their_units_and_sees_what_they_post() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let leader = app
        .signed_in_employee(&acme.company, "bl@acme.io", "block_leader")
        .await;
    let leader_id = app.user_id(&leader).await;
    grant(&app, &acme.company, &leader_id, &acme.sales).await;
    let own = app.post_job(&leader, "Cashier, airport", true).await;

    let outside = place(&app, &leader, &own, &acme.accountant).await;
    let body = assert_error(outside, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["position_id"], json!(["invalid_choice"]));
    assert_eq!(place(&app, &leader, &own, &acme.cashier).await.status(), StatusCode::OK);
    let mut seen = my_job_ids(&app, &leader).await;
    seen.sort();
    let mut expected = vec![acme.retail_job.clone(), own];
    expected.sort();
    assert_eq!(seen, expected);
}

#[tokio::test]
async fn grants_name_an_employee_and_a_live_unit_of_the_company_once() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (_, manager_id, _) = sales_delegate(&app, &acme).await;
    let rival = app.signed_in_company("boss@rival.io").await;
    let stranger = app.signed_in_employee(&rival, "hm@rival.io", "hiring_manager").await;
    let stranger_id = app.user_id(&stranger).await;
    let archived = app
        .post_as(
            &format!("/api/org/units/{}/archive/", acme.finance),
            &acme.company.access,
            json!({}),
        )
        .await;
    assert_eq!(archived.status(), StatusCode::OK);

    for (employee, unit, field) in [
        (&stranger_id, &acme.sales, "employee_id"),
        (&manager_id, &acme.finance, "unit_id"),
    ] {
        let response = app
            .post_as(
                "/api/accounts/grant-access-to-delegate/",
                &acme.company.access,
                json!({"employee_id": employee, "unit_id": unit}),
            )
            .await;
        let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"][field], json!(["invalid_choice"]));
    }
    let twice = app
        .post_as(
            "/api/accounts/grant-access-to-delegate/",
            &acme.company.access,
            json!({"employee_id": manager_id, "unit_id": acme.sales}),
        )
        .await;
    assert_error(twice, StatusCode::CONFLICT, "already_granted").await;
    let listed = read(&app, &acme.company, "/api/accounts/company-delegates").await;
    assert_eq!(listed[0]["grants"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_delegates_bell_rings_only_for_applications_in_their_scope() {
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, _, _) = sales_delegate(&app, &acme).await;
    let seen = app
        .post_as(
            "/api/accounts/notifications/mark-seen/",
            &acme.company.access,
            json!({}),
        )
        .await;
    assert_eq!(seen.status(), StatusCode::NO_CONTENT);
    let mut bell = connect(&app.address, "/ws/notifications/", &manager.access).await;
    assert_eq!(next(&mut bell).await["unread_notifications"], 0);

    let outside = app.candidate("cy@example.org").await;
    app.apply(&outside, &acme.finance_job).await;
    let inside = app.candidate("di@example.org").await;
    app.apply(&inside, &acme.retail_job).await;

    assert_eq!(
        next(&mut bell).await["unread_notifications"],
        1,
        "the first frame is the application in scope"
    );
}

#[tokio::test]
async fn a_delegates_reports_count_only_the_applications_in_their_scope() {
    // Given Acme's two applications, one in Sales, and a delegate of Sales
    let app = spawn_app().await;
    let acme = acme(&app).await;
    let (manager, _, _) = sales_delegate(&app, &acme).await;

    // When the delegate and the company read the funnel and the offers
    let theirs = read(&app, &manager, "/api/reports/funnel/").await;
    let whole = read(&app, &acme.company, "/api/reports/funnel/").await;
    let offers = read(&app, &manager, "/api/reports/offers/").await;
    let finance = read(&app, &manager, &format!("/api/reports/funnel/?unit={}", acme.finance)).await;
    let other_job = app
        .get_as(
            &format!("/api/reports/funnel/?job={}", acme.finance_job),
            &manager.access,
        )
        .await;

    // Then the delegate counts Sales' one, the company both, and Finance is not theirs to count
    assert_eq!(
        (theirs["applications"].as_i64(), whole["applications"].as_i64()),
        (Some(1), Some(2))
    );
    assert_eq!(offers["sent"], 1);
    assert_eq!(finance["applications"], 0);
    assert_error(other_job, StatusCode::NOT_FOUND, "not_found").await;
}
