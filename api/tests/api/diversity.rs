//! Optional self-identification: asked only when the company turns it on, answered once per
//! application, counted only in groups of five or more, and erased with the person.

use crate::helpers::{PASSWORD, TestApp, Tokens, assert_error, spawn_app, tokens};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A company that asks, with a job and an applicant per name; the applications in order.
async fn asking_company(app: &TestApp, names: &[&str]) -> (Tokens, Vec<String>) {
    let company = app.signed_in_company("boss@acme.io").await;
    let on = app
        .put_as("/api/diversity/setting/", &company.access, json!({"enabled": true}))
        .await;
    assert_eq!(on.status(), StatusCode::OK);
    let job = app.post_job(&company, "Backend engineer", true).await;
    let applications = app.applicants(&job, names).await;
    (company, applications)
}

async fn answer(app: &TestApp, name: &str, application: &str, answers: Value) -> reqwest::Response {
    let session = tokens(app.login(&format!("{name}@example.org"), PASSWORD).await).await;
    app.post_as(
        &format!("/api/diversity/applications/{application}/"),
        &session.access,
        answers,
    )
    .await
}

fn question<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["questions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|question| question["question"] == name)
        .unwrap_or_else(|| panic!("no {name} in {report}"))
}

#[tokio::test]
async fn a_company_does_not_ask_until_its_owner_turns_the_questions_on() {
    // Given a company that has not chosen, with an applicant
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.applicants(&job, &["ada"]).await.remove(0);

    // When the applicant reads the questionnaire and answers anyway
    let ada = tokens(app.login("ada@example.org", PASSWORD).await).await;
    let questionnaire: Value = app
        .get_json_as(&format!("/api/diversity/applications/{application}/"), &ada.access)
        .await;
    let answered = answer(&app, "ada", &application, json!({"gender": "woman"})).await;

    // Then it is not asked, and the answer is refused
    assert_eq!(questionnaire["asked"], false);
    let setting: Value = app.get_json_as("/api/diversity/setting/", &company.access).await;
    assert_eq!(setting["enabled"], false);
    assert_error(answered, StatusCode::CONFLICT, "not_asked").await;
}

#[tokio::test]
async fn an_applicant_answers_once_and_only_with_a_listed_choice() {
    // Given a company that asks, with an applicant
    let app = spawn_app().await;
    let (_, applications) = asking_company(&app, &["ada"]).await;
    let application = &applications[0];

    // When she answers with an unlisted age, then properly, then again
    let unlisted = answer(&app, "ada", application, json!({"age_band": "41"})).await;
    let first = answer(&app, "ada", application, json!({"gender": "woman", "disability": null})).await;
    let again = answer(&app, "ada", application, json!({"gender": "man"})).await;

    // Then only the proper answer is taken, once
    assert_error(unlisted, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(first.status(), StatusCode::NO_CONTENT);
    assert_error(again, StatusCode::CONFLICT, "already_exists").await;
}

#[tokio::test]
async fn no_one_answers_for_another_persons_application() {
    let app = spawn_app().await;
    let (_, applications) = asking_company(&app, &["ada", "bob"]).await;

    let answered = answer(&app, "bob", &applications[0], json!({"gender": "man"})).await;

    assert_error(answered, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn the_diversity_report_shows_groups_of_five_stage_by_stage() {
    // Given five women and five men who answered, the five women moved to review
    let app = spawn_app().await;
    let names = ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5"];
    let (company, applications) = asking_company(&app, &names).await;
    for (index, (name, application)) in names.iter().zip(&applications).enumerate() {
        let gender = if index < 5 { "woman" } else { "man" };
        assert_eq!(
            answer(&app, name, application, json!({"gender": gender}))
                .await
                .status(),
            StatusCode::NO_CONTENT
        );
        if index < 5 {
            assert_eq!(
                app.act(&company, application, "next_step").await.status(),
                StatusCode::OK
            );
        }
    }

    // When the company reads the diversity report
    let report: Value = app.get_json_as("/api/reports/diversity/", &company.access).await;

    // Then each gender's funnel shows, and the unanswered age band is one group of ten
    let gender = question(&report, "gender");
    assert_eq!(
        gender["groups"],
        json!([{"answer": "man", "reached": [5, 0, 0, 0, 0, 0, 0]},
               {"answer": "woman", "reached": [5, 5, 0, 0, 0, 0, 0]}])
    );
    assert_eq!(gender["hidden_groups"], 0);
    assert_eq!(
        question(&report, "age_band")["groups"],
        json!([{"answer": "no_answer", "reached": [10, 5, 0, 0, 0, 0, 0]}])
    );
}

#[tokio::test]
async fn one_persons_answer_shows_nowhere_in_the_report() {
    // Given one applicant who answered, and three who did not
    let app = spawn_app().await;
    let (company, applications) = asking_company(&app, &["ada", "bob", "cy", "dee"]).await;
    assert_eq!(
        answer(
            &app,
            "ada",
            &applications[0],
            json!({"gender": "non_binary", "age_band": "25_34"})
        )
        .await
        .status(),
        StatusCode::NO_CONTENT
    );

    // When the company reads the diversity report
    let report: Value = app.get_json_as("/api/reports/diversity/", &company.access).await;

    // Then no group is shown: hers has one person, the rest three
    for name in ["gender", "age_band", "disability"] {
        assert_eq!(question(&report, name)["groups"], json!([]), "{report}");
    }
    assert_eq!(question(&report, "gender")["hidden_groups"], 2);
}

#[tokio::test]
async fn the_answers_go_with_the_persons_account() {
    // Given an applicant who answered
    let app = spawn_app().await;
    let (_, applications) = asking_company(&app, &["ada"]).await;
    let answered = answer(&app, "ada", &applications[0], json!({"gender": "woman"})).await;
    assert_eq!(answered.status(), StatusCode::NO_CONTENT);

    // When she deletes her account
    let ada = tokens(app.login("ada@example.org", PASSWORD).await).await;
    let deleted = app
        .request(reqwest::Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", ada.access))
        .json(&json!({"current_password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);

    // Then her answers are gone
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM self_identifications")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
}
