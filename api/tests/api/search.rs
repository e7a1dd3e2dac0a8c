//! Job search (`/api/jobs/jobs`): live jobs enter the index from their events and leave it
//! when closed or inactive; keywords forgive typos; filters, facets, sorting and pagination.

use crate::helpers::{TestApp, Tokens, assert_error, eventually_at, spawn_app, start_server};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn post(app: &TestApp, company: &Tokens, job: Value) -> String {
    let mut body = json!({"description": "Build things with us.", "employment_type": "full_time", "publish": true});
    body.as_object_mut().unwrap().extend(job.as_object().unwrap().clone());
    let response = app.post_as("/api/jobs/job/", &company.access, body).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn ids(found: &Value) -> Vec<&str> {
    found["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|job| job["id"].as_str().unwrap())
        .collect()
}

fn has(id: &str) -> impl Fn(&Value) -> bool + '_ {
    move |found| ids(found).contains(&id)
}

#[tokio::test]
async fn a_live_job_is_found_by_a_misspelt_word_of_its_title() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let job = post(&app, &company, json!({"title": "Backend Engineer"})).await;

    let found = app.eventually(&seeker, "/api/jobs/jobs?q=enginer", has(&job)).await;
    assert_eq!(found["count"], 1);
    assert_eq!(found["results"][0]["details"]["title"], "Backend Engineer");
}

#[tokio::test]
async fn drafts_are_not_found_and_closed_jobs_leave_the_index() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let draft = app.post_job(&company, "Draft Engineer", false).await;
    let live = app.post_job(&company, "Live Engineer", true).await;

    let found = app.eventually(&seeker, "/api/jobs/jobs?q=engineer", has(&live)).await;
    assert!(!ids(&found).contains(&draft.as_str()), "a draft is not searchable");

    app.post_as(
        &format!("/api/jobs/job-status/{live}/"),
        &company.access,
        json!({"action": "close"}),
    )
    .await;
    app.eventually(&seeker, "/api/jobs/jobs?q=engineer", |found| found["count"] == 0)
        .await;
}

#[tokio::test]
async fn a_deactivated_job_leaves_the_index_and_returns_when_activated() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = app.post_job(&company, "Data Analyst", true).await;
    app.eventually(&seeker, "/api/jobs/jobs", has(&job)).await;

    app.post_as(
        &format!("/api/jobs/job-status/{job}/"),
        &company.access,
        json!({"action": "deactivate"}),
    )
    .await;
    app.eventually(&seeker, "/api/jobs/jobs", |found| found["count"] == 0)
        .await;

    app.post_as(
        &format!("/api/jobs/job-status/{job}/"),
        &company.access,
        json!({"action": "activate"}),
    )
    .await;
    app.eventually(&seeker, "/api/jobs/jobs", has(&job)).await;
}

#[tokio::test]
async fn filters_narrow_the_hits_and_facets_count_them() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let rust = post(
        &app,
        &company,
        json!({"title": "Rust developer", "category": "IT", "location": "Baku", "skills": ["Rust", "SQL"]}),
    )
    .await;
    post(
        &app,
        &company,
        json!({"title": "Go developer", "category": "IT", "location": "Ganja", "skills": ["Go", "SQL"]}),
    )
    .await;
    let last = post(
        &app,
        &company,
        json!({"title": "Accountant", "category": "Finance", "location": "Baku", "employment_type": "part_time"}),
    )
    .await;
    let all = app.eventually(&seeker, "/api/jobs/jobs", has(&last)).await;
    assert_eq!(all["count"], 3);
    assert_eq!(all["facets"]["category"], json!({"IT": 2, "Finance": 1}));
    assert_eq!(
        all["facets"]["employment_type"],
        json!({"full_time": 2, "part_time": 1})
    );

    let it_in_baku = app
        .get_json_as::<Value>("/api/jobs/jobs?category=IT&location=baku", &seeker.access)
        .await;
    assert_eq!(ids(&it_in_baku), [rust.as_str()]);
    let both_skills = app
        .get_json_as::<Value>("/api/jobs/jobs?skills=rust,sql", &seeker.access)
        .await;
    assert_eq!(ids(&both_skills), [rust.as_str()]);
    let sql = app
        .get_json_as::<Value>("/api/jobs/jobs?skills=SQL", &seeker.access)
        .await;
    assert_eq!(sql["count"], 2);
    assert_eq!(sql["facets"]["location"], json!({"Baku": 1, "Ganja": 1}));
}

#[tokio::test]
async fn a_hidden_salary_never_matches_a_salary_filter_and_sorting_by_salary_puts_the_best_paid_first() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let modest = post(
        &app,
        &company,
        json!({"title": "Junior", "salary_min": 1000, "salary_max": 1500, "currency": "AZN"}),
    )
    .await;
    let generous = post(
        &app,
        &company,
        json!({"title": "Senior", "salary_min": 4000, "salary_max": 6000, "currency": "AZN"}),
    )
    .await;
    let hidden = post(
        &app,
        &company,
        json!({"title": "Secret", "salary_min": 9000, "salary_max": 9900, "currency": "AZN", "hide_salary": true}),
    )
    .await;
    app.eventually(&seeker, "/api/jobs/jobs", |found| found["count"] == 3)
        .await;

    let well_paid = app
        .get_json_as::<Value>("/api/jobs/jobs?salary_min=3000", &seeker.access)
        .await;
    assert_eq!(ids(&well_paid), [generous.as_str()]);
    let by_salary = app
        .get_json_as::<Value>("/api/jobs/jobs?sort=salary", &seeker.access)
        .await;
    assert_eq!(ids(&by_salary), [generous.as_str(), modest.as_str(), hidden.as_str()]);
    assert!(
        by_salary["results"][2]["details"]["salary_max"].is_null(),
        "a hidden salary is not shown either"
    );
}

#[tokio::test]
async fn keywords_find_a_company_by_name_but_not_its_confidential_jobs() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    sqlx::query("UPDATE companies SET name = 'Azersun'")
        .execute(&app.pool)
        .await
        .unwrap();
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let open = post(&app, &company, json!({"title": "Cashier"})).await;
    let secret = post(&app, &company, json!({"title": "Chief of staff", "confidential": true})).await;
    app.eventually(&seeker, "/api/jobs/jobs", |found| found["count"] == 2)
        .await;

    let by_name = app
        .get_json_as::<Value>("/api/jobs/jobs?q=azersun", &seeker.access)
        .await;
    assert_eq!(ids(&by_name), [open.as_str()]);
    let by_title = app.get_json_as::<Value>("/api/jobs/jobs?q=chief", &seeker.access).await;
    assert_eq!(ids(&by_title), [secret.as_str()]);
    assert!(
        by_title["results"][0]["company"].is_null(),
        "a confidential job does not name its company"
    );
}

#[tokio::test]
async fn renaming_a_company_reindexes_its_jobs() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = post(&app, &company, json!({"title": "Cashier"})).await;
    app.eventually(&seeker, "/api/jobs/jobs", has(&job)).await;

    let renamed = app
        .put_as(
            "/api/accounts/company/",
            &company.access,
            json!({"name": "Bravo Market"}),
        )
        .await;
    assert_eq!(renamed.status(), StatusCode::OK);

    app.eventually(&seeker, "/api/jobs/jobs?q=bravo", has(&job)).await;
}

#[tokio::test]
async fn results_come_in_pages() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    for number in 0..5 {
        app.post_job(&company, &format!("Welder {number}"), true).await;
    }
    app.eventually(&seeker, "/api/jobs/jobs", |found| found["count"] == 5)
        .await;

    let second = app
        .get_json_as::<Value>("/api/jobs/jobs?sort=newest&page=2&page_size=2", &seeker.access)
        .await;
    assert_eq!(second["count"], 5);
    let titles: Vec<&str> = second["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|job| job["details"]["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Welder 2", "Welder 1"]);
}

#[tokio::test]
async fn an_unknown_sort_or_a_malformed_filter_is_refused() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    let sort = app.get_as("/api/jobs/jobs?sort=cheapest", &seeker.access).await;
    assert_error(sort, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    let level = app.get_as("/api/jobs/jobs?job_level=senior", &seeker.access).await;
    let body = assert_error(level, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(
        body["error"]["fields"]["job_level"],
        serde_json::json!(["invalid_type"]),
        "{body}"
    );
}

#[tokio::test]
async fn changes_committed_while_no_server_ran_are_indexed_at_the_next_start() {
    let mut app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let job = app.post_job(&company, "Plumber", true).await;
    app.eventually(&seeker, "/api/jobs/jobs", has(&job)).await;
    app.shut_down().await;

    // A read model change that committed but was never indexed (the process died first).
    sqlx::query("UPDATE job_views SET details = jsonb_set(details, '{title}', '\"Electrician\"') WHERE id = $1::uuid")
        .bind(&job)
        .execute(&app.pool)
        .await
        .unwrap();
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM search_queue")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(queued >= 1, "the change is queued with the commit");

    let mut second = start_server(&app.database_url, &app.data_dir).await;
    let found = eventually_at(&second.address, &seeker, "/api/jobs/jobs?q=electrician", |found| {
        found["count"] == 1
    })
    .await;
    second.child.kill().unwrap();
    second.child.wait().unwrap();
    assert_eq!(found["results"][0]["id"], job.as_str());
}

#[tokio::test]
async fn hire_reindex_rebuilds_a_lost_index_from_the_read_models() {
    let mut app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Carpenter", true).await;
    app.post_job(&company, "Draft", false).await;
    let seeker = app
        .visible_candidate("ada@example.org", "Carpenter", &["Joinery"])
        .await;
    app.eventually(&seeker, "/api/jobs/jobs", has(&job)).await;
    app.shut_down().await;
    sqlx::query("DELETE FROM search_jobs").execute(&app.pool).await.unwrap();
    sqlx::query("DELETE FROM search_candidates")
        .execute(&app.pool)
        .await
        .unwrap();

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hire"))
        .arg("reindex")
        .env("DATABASE_URL", &app.database_url)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();

    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("Reindexed 1 jobs, 1 candidates and 0 document passages"),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM search_jobs")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let candidates: i64 = sqlx::query_scalar("SELECT count(*) FROM search_candidates")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!((jobs, candidates), (1, 1));
}
