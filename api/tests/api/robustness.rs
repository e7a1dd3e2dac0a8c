//! What an outside tester found (issue 11): control characters, long search words,
//! confidential jobs, tokens in URLs, ids that exist but may not be seen, and framework
//! rejections. Each refusal is in the error shape, and a refused write stores nothing.

use crate::helpers::{PASSWORD, Tokens, assert_error, spawn_app};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

async fn body(response: reqwest::Response) -> Value {
    response.json().await.unwrap()
}

async fn assert_invalid_characters(response: reqwest::Response, field: &str) {
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"][field], json!(["invalid_characters"]), "{body}");
}

#[tokio::test]
async fn a_nul_in_a_registration_name_is_refused_by_field_and_nothing_is_stored() {
    let app = spawn_app().await;
    let register = json!({"first_name": "Ada\u{0}", "last_name": "Lovelace", "email": "ada@example.com",
                          "password": PASSWORD, "user_type": "jobseeker", "privacy_terms_version": crate::helpers::PRIVACY_TERMS_VERSION});

    assert_invalid_characters(app.post("/api/auth/users/", register).await, "first_name").await;

    assert_eq!(
        app.register("jobseeker", "ada@example.com").await.status(),
        StatusCode::CREATED,
        "the address was not taken"
    );
}

#[tokio::test]
async fn control_characters_in_signed_in_writes_are_refused_by_field_and_nothing_changes() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.com").await;
    let job = app.post_job(&company, "Engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let company_id = app.user_id(&company).await;

    let writes: [(&Tokens, Method, String, Value, &str); 8] = [
        (
            &seeker,
            Method::PUT,
            "/api/accounts/jobseeker/".into(),
            json!({"bio": "hi\u{0}there"}),
            "bio",
        ),
        (
            &seeker,
            Method::POST,
            "/api/accounts/experiences/".into(),
            json!({"title": "Dev\u{1b}[31m", "company": "Acme", "start_date": "2020-01-01"}),
            "title",
        ),
        (
            &seeker,
            Method::POST,
            "/api/chat/message/".into(),
            json!({"receiver_id": company_id, "message": "a\u{0}b"}),
            "message",
        ),
        (
            &company,
            Method::PUT,
            "/api/accounts/company/".into(),
            json!({"name": "Acme\u{0}"}),
            "name",
        ),
        (
            &company,
            Method::POST,
            "/api/jobs/job/".into(),
            json!({"title": "Nul\u{0}", "description": "x", "employment_type": "full_time"}),
            "title",
        ),
        (
            &company,
            Method::POST,
            format!("/api/jobs/applicant/{application}/notes/"),
            json!({"text": "\u{0}"}),
            "text",
        ),
        (
            &company,
            Method::POST,
            "/api/accounts/company-team/".into(),
            json!({"name": "Eve\u{7}", "position": "CTO"}),
            "name",
        ),
        (
            &company,
            Method::POST,
            "/api/accounts/employees/".into(),
            json!({"email": "e@acme.io", "first_name": "G\u{0}", "last_name": "H", "role": "hr_executive"}),
            "first_name",
        ),
    ];
    let before = app.view_rows().await;
    for (session, method, path, payload, field) in writes {
        let response = app
            .request(method.clone(), &path)
            .header("Authorization", format!("JWT {}", session.access))
            .json(&payload)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{method} {path}");
        assert_invalid_characters(response, field).await;
    }

    assert_eq!(app.view_rows().await, before, "no view changed");
    let profile = body(app.get_as("/api/accounts/jobseeker/", &seeker.access).await).await;
    assert_eq!(profile["bio"], Value::Null);
    assert_eq!(profile["experiences"], json!([]));
    let employees = body(app.get_as("/api/accounts/employees/", &company.access).await).await;
    assert_eq!(employees, json!([]));
}

#[tokio::test]
async fn a_control_character_in_a_query_parameter_is_refused_by_name() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;

    for (session, path, parameter) in [
        (&seeker, "/api/jobs/jobs?q=dev%00", "q"),
        (&seeker, "/api/jobs/jobs?skills=Rust%00", "skills"),
        (&seeker, "/api/jobs/jobs?location=Baku%01", "location"),
        (&seeker, "/api/jobs/jobs?employment_type=%00", "employment_type"),
        (&seeker, "/api/jobs/skills?search=%00", "search"),
        (&seeker, "/api/accounts/companies?q=%00", "q"),
        (&seeker, "/api/accounts/companies?industry=%00", "industry"),
        (&company, "/api/cv-database/?region=%00", "region"),
        (&company, "/api/cv-database/?language=%1b", "language"),
        (&company, "/api/jobs/my-jobs/?status=%00", "status"),
    ] {
        assert_invalid_characters(app.get_as(path, &session.access).await, parameter).await;
    }
}

#[tokio::test]
async fn a_websocket_frame_with_a_control_character_gets_an_error_frame_and_nothing_is_stored() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;

    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;
    let (company_id, seeker_id) = (app.user_id(&company).await, app.user_id(&seeker).await);
    let url = format!("{}/ws/chat/?token={}", app.address.replace("http", "ws"), seeker.access);
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();

    let frame =
        json!({"type": "send_message", "message": "a\u{0}b", "receiver_id": company_id, "sender_id": seeker_id});
    socket.send(Message::Text(frame.to_string().into())).await.unwrap();

    let reply = loop {
        if let Some(Ok(Message::Text(text))) = socket.next().await {
            break serde_json::from_str::<Value>(&text).unwrap();
        }
    };
    assert_eq!(reply["code"], "validation_failed", "{reply}");
    assert_eq!(reply["fields"]["message"], json!(["invalid_characters"]));
    let history = body(
        app.get_as(&format!("/api/chat/messages/{company_id}/"), &seeker.access)
            .await,
    )
    .await;
    assert_eq!(history["messages"], json!([]));
}

#[tokio::test]
async fn a_search_word_of_any_length_up_to_the_maximum_is_searched() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let long_word = "é".repeat(200);

    for path in [
        format!("/api/jobs/jobs?q={long_word}"),
        format!("/api/cv-database/?q={}", "x".repeat(200)),
    ] {
        let response = app.get_as(&path, &company.access).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn a_search_past_the_maximum_is_refused_with_the_maximum_in_the_message() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    for path in [
        format!("/api/jobs/jobs?q={}", "é".repeat(1024)),
        format!("/api/cv-database/?q={}", "a".repeat(2047)),
    ] {
        let body = assert_error(
            app.get_as(&path, &company.access).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        )
        .await;
        assert!(body["error"]["message"].as_str().unwrap().contains("200"), "{body}");
        assert_eq!(body["error"]["fields"]["q"], json!(["too_long"]));
    }
}

#[tokio::test]
async fn a_confidential_job_never_reveals_its_company() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let rival = app.signed_in_company("boss@rival.io").await;
    let seeker = app.candidate("ada@example.com").await;
    let company_id = body(app.get_as("/api/accounts/company/", &company.access).await).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let posted = app
        .post_as(
            "/api/jobs/job/",
            &company.access,
            json!({"title": "Secret Engineer", "description": "Build it.", "employment_type": "full_time",
                   "confidential": true, "publish": true}),
        )
        .await;
    assert_eq!(posted.status(), StatusCode::CREATED);
    let job = body(posted).await["id"].as_str().unwrap().to_owned();
    let application = app.apply(&seeker, &job).await;
    assert_eq!(
        app.act(&company, &application, "next_step").await.status(),
        StatusCode::OK
    );

    for session in [&seeker, &rival] {
        let by_company = app
            .eventually(session, "/api/jobs/jobs?q=Secret", |page| page["count"] == 1)
            .await;
        assert_eq!(by_company["results"][0]["company"], Value::Null, "search hit");
        let filtered = body(
            app.get_as(&format!("/api/jobs/jobs?company={company_id}"), &session.access)
                .await,
        )
        .await;
        assert_eq!(filtered["count"], 0, "company filter: {filtered}");
        let page = body(
            app.get_as(&format!("/api/accounts/companies/{company_id}/"), &session.access)
                .await,
        )
        .await;
        assert_eq!(page["open_jobs"], json!([]), "company page");
        let own_page = body(app.get_as(&format!("/api/jobs/job/{job}/"), &session.access).await).await;
        assert_eq!(own_page["company"], Value::Null, "job page");
    }
    let applications = body(app.get_as("/api/jobs/my-applications/", &seeker.access).await).await;
    assert_eq!(applications["results"][0]["company"], Value::Null, "{applications}");
    let notifications = app
        .eventually(&seeker, "/api/accounts/notifications/", |list| {
            list.as_array().is_some_and(|list| !list.is_empty())
        })
        .await;
    assert!(
        notifications
            .as_array()
            .unwrap()
            .iter()
            .all(|notification| notification["company"].is_null()),
        "{notifications}"
    );
}

#[tokio::test]
async fn a_rest_route_refuses_the_access_token_in_the_url() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;

    let response = app
        .request(Method::GET, &format!("/api/auth/users/me/?token={}", seeker.access))
        .send()
        .await
        .unwrap();

    assert_error(response, StatusCode::UNAUTHORIZED, "not_authenticated").await;
}

#[tokio::test]
async fn applying_to_a_job_never_published_answers_as_an_unknown_id() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let hiring_manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    let seeker = app.candidate("ada@example.com").await;
    let draft = app.post_job(&company, "Draft", false).await;
    let staff_request = app.post_job(&hiring_manager, "Requested", true).await;
    let unknown = uuid::Uuid::now_v7().to_string();

    for job in [&draft, &staff_request, &unknown] {
        let response = app
            .post_as(&format!("/api/jobs/job/{job}/apply/"), &seeker.access, json!({}))
            .await;
        assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    }
    let claims: i64 = sqlx::query_scalar("SELECT count(*) FROM application_claims")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(claims, 0, "a refused apply stores nothing");
}

#[tokio::test]
async fn bad_query_values_are_422_naming_the_parameter() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;

    for (query, parameter, problem) in [
        ("page=-1", "page", "out_of_range"),
        ("page=0", "page", "out_of_range"),
        ("page=abc", "page", "invalid_type"),
        ("page=99999999999", "page", "out_of_range"),
        ("page_size=101", "page_size", "out_of_range"),
        ("salary_min=1.5", "salary_min", "invalid_type"),
        ("company=not-a-uuid", "company", "invalid_type"),
        ("job_level=300", "job_level", "out_of_range"),
    ] {
        let response = app.get_as(&format!("/api/jobs/jobs?{query}"), &seeker.access).await;
        let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"][parameter], json!([problem]), "{query}: {body}");
        assert!(
            !body["error"]["message"].as_str().unwrap().contains("deserialize"),
            "{body}"
        );
    }
}

/// Every read that takes a day, with the parameters that take it: a period's `from` and `to`,
/// or a moment's `at`.
const DAYS_ASKED: [(&str, &[&str]); 6] = [
    ("/api/jobs/interview/", &["from", "to"]),
    ("/api/jobs/vacancy-applicants/", &["from", "to"]),
    ("/api/jobs/applicant-statistics-for-dashboard/", &["from", "to"]),
    ("/api/jobs/dashboard", &["at"]),
    ("/api/org/chart/", &["at"]),
    ("/api/org/workforce-planning/", &["at"]),
];

#[tokio::test]
async fn a_day_beyond_four_digit_years_is_refused_on_its_parameter_and_the_calendars_ends_are_answered() {
    // Given a company with a job and an applicant
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    app.applicants(&job, &["ada"]).await;

    for (path, parameters) in DAYS_ASKED {
        // When a day outside 0001..=9999 is asked for, Then it is a 422 naming the parameter
        for parameter in parameters {
            for day in ["-262143-01-01", "%2B262142-12-31", "0000-12-31", "%2B10000-01-01"] {
                let asked = format!("{path}?{parameter}={day}");
                let body = assert_error(
                    app.get_as(&asked, &company.access).await,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "validation_failed",
                )
                .await;
                assert_eq!(
                    body["error"]["fields"][parameter],
                    json!(["out_of_range"]),
                    "{asked}: {body}"
                );
            }
        }
        // And the first and the last day of that calendar are read as any other day
        for day in ["0001-01-01", "9999-12-31"] {
            let query: Vec<String> = parameters
                .iter()
                .map(|parameter| format!("{parameter}={day}"))
                .collect();
            let asked = format!("{path}?{}", query.join("&"));
            assert_eq!(
                app.get_as(&asked, &company.access).await.status(),
                StatusCode::OK,
                "{asked}"
            );
        }
    }
}

#[tokio::test]
async fn a_planned_day_beyond_four_digit_years_is_refused_on_its_field() {
    // Given a company with a job and an applicant
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.applicants(&job, &["ada"]).await.remove(0);
    let owner = app.user_id(&company).await;

    for (path, body, field) in [
        (
            "/api/jobs/interview/",
            json!({"application_id": application, "date": "+10000-01-01", "start": "10:00:00", "end": "11:00:00", "interviewers": [owner]}),
            "date",
        ),
        (
            "/api/jobs/job-offer-details/",
            json!({"application_id": application, "gross_salary": 5000, "currency": "AZN", "last_date": "+262142-12-31"}),
            "last_date",
        ),
        (
            "/api/jobs/job/",
            json!({"title": "Analyst", "description": "Numbers.", "employment_type": "full_time", "deadline": "+10000-01-01"}),
            "deadline",
        ),
    ] {
        // When it is planned for a day after 9999-12-31
        let response = app.post_as(path, &company.access, body).await;

        // Then it is a 422 naming the field
        let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(
            body["error"]["fields"][field],
            json!(["out_of_range"]),
            "{path}: {body}"
        );
    }
}

#[tokio::test]
async fn a_path_value_that_cannot_be_an_id_answers_as_an_unknown_id() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.com").await;

    for path in [
        "/api/jobs/job/not-a-uuid/",
        "/api/jobs/job/%00/",
        "/api/chat/messages/12/",
    ] {
        let body = assert_error(
            app.get_as(path, &seeker.access).await,
            StatusCode::NOT_FOUND,
            "not_found",
        )
        .await;
        assert_eq!(body["error"]["message"], "Not found.", "{path}");
    }
}

#[tokio::test]
async fn the_current_job_seeker_carries_headline_picture_and_cv() {
    let app = spawn_app().await;
    let seeker = app.candidate("ada@example.com").await;
    let saved = app
        .put_as(
            "/api/accounts/jobseeker/",
            &seeker.access,
            json!({"headline": "Engineer"}),
        )
        .await;
    assert_eq!(saved.status(), StatusCode::OK);

    let me = body(app.get_as("/api/auth/users/me/", &seeker.access).await).await;

    assert_eq!(me["profile"]["headline"], "Engineer");
    assert_eq!(me["profile"]["profile_picture"], Value::Null);
    assert_eq!(me["profile"]["cv"]["format"], "pdf", "{me}");
}
