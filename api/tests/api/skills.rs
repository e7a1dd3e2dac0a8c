//! The skills catalogue: names in en, az and ru; profiles pick entries, jobs carry English
//! names, and a name the catalogue lacks joins it once it is saved.

use crate::helpers::{TestApp, assert_error, spawn_app};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

async fn catalogue(app: &TestApp, query: &str) -> Vec<Value> {
    let response = app
        .request(Method::GET, &format!("/api/jobs/skills{query}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn english(skills: &Value) -> Vec<&str> {
    skills
        .as_array()
        .unwrap()
        .iter()
        .map(|skill| skill["name_en"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn the_catalogue_names_each_skill_in_three_languages_without_signing_in() {
    let app = spawn_app().await;

    let skills = catalogue(&app, "").await;

    let communication = skills
        .iter()
        .find(|skill| skill["name_en"] == "Communication")
        .expect("Communication in the catalogue");
    assert_eq!(communication["name_az"], "Ünsiyyət");
    assert_eq!(communication["name_ru"], "Коммуникация");
    let names: Vec<&str> = skills.iter().map(|skill| skill["name_en"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort_by_key(|name| name.to_lowercase());
    assert_eq!(names, sorted, "ordered by English name");
}

#[tokio::test]
async fn a_search_matches_the_start_of_a_word_in_any_language() {
    let app = spawn_app().await;

    let russian = catalogue(&app, "?search=%D0%BF%D1%80%D0%BE%D0%B5%D0%BA").await; // "проек"
    let azerbaijani = catalogue(&app, "?search=idar%C9%99etm").await; // "idarəetm"
    let middle_of_a_word = catalogue(&app, "?search=anagement").await;

    assert_eq!(english(&json!(russian)), ["Project Management"]);
    assert_eq!(english(&json!(azerbaijani)), ["Project Management"]);
    assert!(middle_of_a_word.is_empty());
}

#[tokio::test]
async fn a_search_takes_wildcards_literally_and_honours_the_limit() {
    let app = spawn_app().await;

    assert!(catalogue(&app, "?search=%25").await.is_empty());
    assert_eq!(catalogue(&app, "?limit=3").await.len(), 3);
    let too_many = app
        .request(Method::GET, "/api/jobs/skills?limit=1001")
        .send()
        .await
        .unwrap();
    let body = assert_error(too_many, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["limit"][0], "out_of_range");
}

#[tokio::test]
async fn a_job_seeker_picks_skills_by_id_or_by_a_name_in_any_language() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    let rust = catalogue(&app, "?search=rust").await[0].clone();

    let set = app
        .put_as(
            "/api/jobs/jobseeker-skills/",
            &ada.access,
            json!({"skills": [rust["id"], "ünsiyyət", "RUST"]}),
        )
        .await;

    assert_eq!(set.status(), StatusCode::OK);
    let saved: Value = set.json().await.unwrap();
    assert_eq!(english(&saved), ["Communication", "Rust"]);
    let profile: Value = app.get_json_as("/api/accounts/jobseeker/", &ada.access).await;
    assert_eq!(profile["skills"], saved);
    assert_eq!(profile["skills"][0]["name_ru"], "Коммуникация");
}

#[tokio::test]
async fn a_skill_the_catalogue_lacks_joins_it_under_the_name_given() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;

    let set = app
        .put_as(
            "/api/jobs/jobseeker-skills/",
            &ada.access,
            json!({"skills": ["  Lisp Machines "]}),
        )
        .await;

    assert_eq!(set.status(), StatusCode::OK);
    let added = catalogue(&app, "?search=lisp").await;
    assert_eq!(
        added,
        [
            json!({"id": added[0]["id"], "name_en": "Lisp Machines", "name_az": "Lisp Machines", "name_ru": "Lisp Machines"})
        ]
    );
}

#[tokio::test]
async fn an_unknown_id_is_refused_and_nothing_changes() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    app.put_as("/api/jobs/jobseeker-skills/", &ada.access, json!({"skills": ["Rust"]}))
        .await;

    let refused = app
        .put_as(
            "/api/jobs/jobseeker-skills/",
            &ada.access,
            json!({"skills": [999999, "Brand New Skill"]}),
        )
        .await;

    let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["skills"][0], "invalid_choice");
    let profile: Value = app.get_json_as("/api/accounts/jobseeker/", &ada.access).await;
    assert_eq!(english(&profile["skills"]), ["Rust"]);
    assert!(
        catalogue(&app, "?search=brand").await.is_empty(),
        "the new name was not kept"
    );
}

#[tokio::test]
async fn blank_names_too_many_skills_and_wrong_types_are_refused() {
    let app = spawn_app().await;
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    let too_many: Vec<String> = (0..51).map(|n| format!("Skill {n}")).collect();

    for (skills, code) in [
        (json!(["  "]), "required"),
        (json!(too_many), "too_long"),
        (json!(["x".repeat(61)]), "too_long"),
    ] {
        let refused = app
            .put_as("/api/jobs/jobseeker-skills/", &ada.access, json!({"skills": skills}))
            .await;
        let body = assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
        assert_eq!(body["error"]["fields"]["skills"][0], code);
    }
    let wrong_type = app
        .put_as("/api/jobs/jobseeker-skills/", &ada.access, json!({"skills": [true]}))
        .await;
    assert!(wrong_type.status().is_client_error());
}

#[tokio::test]
async fn a_job_stores_the_english_names_of_its_skills() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = json!({"title": "Receptionist", "description": "Greet our guests.", "employment_type": "full_time",
                     "skills": ["Коммуникация", "communication", "Guest Relations"]});

    let posted = app.post_as("/api/jobs/job/", &company.access, job).await;

    assert_eq!(posted.status(), StatusCode::CREATED);
    let posted: Value = posted.json().await.unwrap();
    assert_eq!(posted["details"]["skills"], json!(["Communication", "Guest Relations"]));
    assert_eq!(
        english(&json!(catalogue(&app, "?search=guest").await)),
        ["Guest Relations"]
    );
}

#[tokio::test]
async fn a_refused_job_edit_adds_no_skill_to_the_catalogue() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let id = app.post_job(&company, "Receptionist", true).await;
    app.post_as(
        &format!("/api/jobs/job-status/{id}/"),
        &company.access,
        json!({"action": "close"}),
    )
    .await;
    let edit = json!({"title": "Receptionist", "description": "Greet our guests.", "employment_type": "full_time",
                      "skills": ["Guest Relations"]});

    let refused = app.put_as(&format!("/api/jobs/job/{id}/"), &company.access, edit).await;

    assert_eq!(refused.status(), StatusCode::CONFLICT);
    assert!(catalogue(&app, "?search=guest").await.is_empty());
}

#[tokio::test]
async fn job_search_finds_a_skill_by_its_russian_name_and_filters_by_its_english_name() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = json!({"title": "Receptionist", "description": "Greet our guests.", "employment_type": "full_time",
                     "skills": ["Communication"], "publish": true});
    let id = app
        .post_as("/api/jobs/job/", &company.access, job)
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .clone();

    let found = app
        .eventually(
            &seeker,
            "/api/jobs/jobs?q=%D0%BA%D0%BE%D0%BC%D0%BC%D1%83%D0%BD%D0%B8%D0%BA%D0%B0%D1%86%D0%B8%D1%8F",
            |found| found["count"] == 1,
        )
        .await; // "коммуникация"

    assert_eq!(found["results"][0]["id"], id);
    assert_eq!(found["facets"]["skills"], json!({"Communication": 1}));
    let filtered: Value = app
        .get_json_as("/api/jobs/jobs?skills=Communication", &seeker.access)
        .await;
    assert_eq!(filtered["count"], 1);
}
