//! The board, the table view, the applicant page and the dashboard are answered from memory while nothing they read has
//! changed: what a user sees is still what PostgreSQL holds once a change has committed.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use api::caller::CALLER_READS;
use domain::hiring::ApplicationStatus;
use projections::replay::Replay;
use projections::sql::Rows;
use projections::tenancy::{HiringScope, SCOPE_READS};
use projections::views::applications::dashboard;
use projections::views::applications::read::{self as applications, SortBy, Status, TableQuery};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;

/// Every card of a board as `first_name status`, one column after another.
pub fn cards(columns: &Value) -> Vec<String> {
    columns
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|column| column["applicants"].as_array().unwrap().iter())
        .map(|card| {
            format!(
                "{} {}",
                card["first_name"].as_str().unwrap_or("-"),
                card["status"]["value"].as_str().unwrap()
            )
        })
        .collect()
}

async fn board(app: &TestApp, session: &Tokens, job: &str) -> Vec<String> {
    cards(&Value::Array(app.pipeline_board(session, &format!("{job}/")).await))
}

/// Waits for a change another process committed: its announcement arrives on its own time.
async fn board_soon_shows(app: &TestApp, session: &Tokens, job: &str, card: &str) {
    let board = format!("/api/jobs/applicantsforpipeline/{job}/");
    app.eventually(session, &board, |columns| cards(columns) == [card])
        .await;
}

/// Changes a row with no trigger firing, so that no screen hears of it.
pub async fn unannounced(app: &TestApp, statement: &str) {
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query(statement).execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
}

/// A company with one job and one applicant, Ada, whose board it has read once.
struct BoardReadOnce {
    app: TestApp,
    company: Tokens,
    ada: Tokens,
    job: String,
    application: String,
}

async fn board_read_once() -> BoardReadOnce {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    let application = app.apply(&ada, &job).await;
    unannounced(
        &app,
        "UPDATE users SET first_name = 'Ada' WHERE email = 'ada@example.org'",
    )
    .await;
    assert_eq!(board(&app, &company, &job).await, ["Ada applied"]);
    BoardReadOnce {
        app,
        company,
        ada,
        job,
        application,
    }
}

impl BoardReadOnce {
    /// The company takes `action` on Ada's application, which it may.
    async fn act(&self, action: &str) {
        assert_eq!(
            self.app.act(&self.company, &self.application, action).await.status(),
            StatusCode::OK
        );
    }

    /// The company's next read of the board.
    async fn board(&self) -> Vec<String> {
        board(&self.app, &self.company, &self.job).await
    }
}

#[tokio::test]
async fn a_second_read_of_the_board_is_answered_from_memory() {
    // Given a board read once
    let BoardReadOnce { app, company, job, .. } = board_read_once().await;

    // When its applicant's name changes with no announcement
    unannounced(
        &app,
        "UPDATE users SET first_name = 'Augusta' WHERE email = 'ada@example.org'",
    )
    .await;

    // Then the next read shows the board as it was read: it did not ask the database
    assert_eq!(board(&app, &company, &job).await, ["Ada applied"]);
}

#[tokio::test]
async fn a_screen_first_asked_for_wrongly_is_still_kept_once_read() {
    // Given a server whose first read of a job's table was refused, and whose second was answered
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let table = |query: &str| format!("/api/jobs/applicantsfortable/{job}/?{query}");
    let refused = app.get_as(&table("sort=salary"), &company.access).await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let count = || async {
        let response = app.get_as(&table("page=1"), &company.access).await;
        response.json::<Value>().await.unwrap()["count"].clone()
    };
    assert_eq!(count().await, 0);

    // When the job's count changes with no announcement
    unannounced(
        &app,
        &format!("INSERT INTO application_status_counts SELECT company_id, id, 0, 7 FROM job_views WHERE id = '{job}'"),
    )
    .await;

    // Then the next read is the answer kept
    assert_eq!(count().await, 0);
}

#[tokio::test]
async fn a_move_shows_on_the_board_read_right_after_it() {
    // Given a board read once
    let given = board_read_once().await;

    // When the applicant is moved on
    given.act("next_step").await;

    // Then the very next read shows the move
    assert_eq!(given.board().await, ["Ada in_review"]);
}

/// How many favorites the job's table counts.
async fn favorites(app: &TestApp, company: &Tokens, job: &str) -> Value {
    let response = app
        .get_as(
            &format!("/api/jobs/applicantsfortable/{job}/?favorite=true"),
            &company.access,
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json::<Value>().await.unwrap()["count"].clone()
}

/// This server's listening connection to PostgreSQL, stopped (SIGSTOP) so that no announcement
/// reaches the server until it is dropped: an announcement delivered late, as one may be on a
/// busy machine.
struct ListenerPaused(u32);

impl ListenerPaused {
    async fn now(app: &TestApp) -> Self {
        let backend: i32 = sqlx::query_scalar(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN \"screen_changes\"'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        let paused = Self(backend as u32);
        paused.signal("-STOP");
        paused
    }

    fn signal(&self, signal: &str) {
        let sent = std::process::Command::new("kill")
            .args([signal, &self.0.to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill {signal} {}", self.0);
    }
}

impl Drop for ListenerPaused {
    fn drop(&mut self) {
        self.signal("-CONT");
    }
}

/// Holds back every announcement to `app` for `how_long` from now; the task returned lets them
/// through.
async fn announcements_held_back(app: &TestApp, how_long: Duration) -> tokio::task::JoinHandle<()> {
    let paused = ListenerPaused::now(app).await;
    tokio::spawn(async move {
        tokio::time::sleep(how_long).await;
        drop(paused);
    })
}

async fn move_shows_on_the_board_read_right_after_it_with_announcements_held_back(how_long: Duration) {
    // Given a board read once, and announcements held back
    let given = board_read_once().await;
    let held_back = announcements_held_back(&given.app, how_long).await;

    // When the applicant is moved on
    given.act("next_step").await;

    // Then the very next read shows the move
    assert_eq!(given.board().await, ["Ada in_review"]);
    held_back.await.unwrap();
}

#[tokio::test]
async fn a_move_answers_only_once_its_announcement_has_been_heard() {
    move_shows_on_the_board_read_right_after_it_with_announcements_held_back(Duration::from_millis(500)).await;
}

#[tokio::test]
async fn a_move_whose_announcement_is_not_heard_in_time_forgets_every_kept_screen() {
    move_shows_on_the_board_read_right_after_it_with_announcements_held_back(Duration::from_secs(4)).await;
}

#[tokio::test]
async fn a_favorite_shows_in_the_table_read_right_after_it() {
    // Given the table read once
    let given = board_read_once().await;
    assert_eq!(favorites(&given.app, &given.company, &given.job).await, 0);

    // When the applicant is made a favorite
    given.act("favorite").await;

    // Then the very next read of the table counts them
    assert_eq!(favorites(&given.app, &given.company, &given.job).await, 1);
}

#[tokio::test]
async fn an_applicant_renaming_themselves_shows_on_the_board() {
    // Given a board read once
    let BoardReadOnce {
        app, company, ada, job, ..
    } = board_read_once().await;

    // When the applicant changes their first name
    let renamed = app
        .put_as(
            "/api/accounts/jobseeker/",
            &ada.access,
            json!({"first_name": "Augusta"}),
        )
        .await;
    assert_eq!(renamed.status(), StatusCode::OK);

    // Then the very next read of the board shows the new name
    assert_eq!(board(&app, &company, &job).await, ["Augusta applied"]);
}

#[tokio::test]
async fn a_change_committed_by_another_process_reaches_the_board() {
    // Given a board read once
    let BoardReadOnce { app, company, job, .. } = board_read_once().await;

    // When another process renames the applicant (its trigger announces the change)
    sqlx::query("UPDATE users SET first_name = 'Augusta' WHERE email = 'ada@example.org'")
        .execute(&app.pool)
        .await
        .unwrap();

    // Then the board shows it as soon as the announcement has been heard
    board_soon_shows(&app, &company, &job, "Augusta applied").await;
}

#[tokio::test]
async fn an_employee_deactivated_after_reading_the_board_is_refused_it() {
    // Given a hiring manager who has read the board
    let BoardReadOnce { app, company, job, .. } = board_read_once().await;
    let manager = app.signed_in_employee(&company, "hm@acme.io", "hiring_manager").await;
    assert_eq!(board(&app, &manager, &job).await, ["Ada applied"]);
    let id = app.user_id(&manager).await;

    // When the company deactivates them
    let changed = app
        .post_as(
            &format!("/api/accounts/employee/{id}/status/"),
            &company.access,
            json!({"status": "inactive"}),
        )
        .await;
    assert_eq!(changed.status(), StatusCode::OK);

    // Then their next read of the board is refused
    assert_error(
        app.get_as(&format!("/api/jobs/applicantsforpipeline/{job}/"), &manager.access)
            .await,
        StatusCode::UNAUTHORIZED,
        "token_not_valid",
    )
    .await;
}

#[tokio::test]
async fn a_replay_swapped_in_replaces_the_boards_read_from_the_old_views() {
    // Given a board read from a view row that its events do not say (written with no announcement)
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    app.apply(&ada, &job).await;
    unannounced(&app, "UPDATE application_views SET status = 1").await;
    let first_name: String = sqlx::query_scalar("SELECT first_name FROM users WHERE email = 'ada@example.org'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(board(&app, &company, &job).await, [format!("{first_name} in_review")]);

    // When a replay rebuilds the views from the events and swaps them in
    let hiring = projections::Hiring::new(app.pool.clone());
    let replay = Replay::prepare(&app.pool, hiring.views()).await.unwrap();
    replay.build(&|_, _, _| {}).await.unwrap();
    replay.swap().await.unwrap();

    // Then the board shows what the events say
    board_soon_shows(&app, &company, &job, &format!("{first_name} applied")).await;
}

/// How many of `part` (notes, interviews, offers) the applicant page lists.
async fn on_applicant_page(app: &TestApp, company: &Tokens, application: &str, part: &str) -> usize {
    app.applicant_page(company, application).await[part]
        .as_array()
        .unwrap()
        .len()
}

#[tokio::test]
async fn a_note_shows_on_the_applicant_page_read_right_after_it() {
    // Given an applicant page read once
    let BoardReadOnce {
        app,
        company,
        application,
        ..
    } = board_read_once().await;
    assert_eq!(on_applicant_page(&app, &company, &application, "notes").await, 0);

    // When the hiring team adds a note
    let added = app
        .post_as(
            &format!("/api/jobs/applicant/{application}/notes/"),
            &company.access,
            json!({"text": "Strong on distributed systems."}),
        )
        .await;
    assert_eq!(added.status(), StatusCode::CREATED);

    // Then the very next read of the page shows it
    assert_eq!(on_applicant_page(&app, &company, &application, "notes").await, 1);
}

#[tokio::test]
async fn an_interview_moved_shows_on_the_applicant_page_read_right_after_it() {
    // Given an applicant with an interview at 10:00 whose page was read
    let BoardReadOnce {
        app,
        company,
        application,
        ..
    } = board_read_once().await;
    let owner = app.user_id(&company).await;
    let interview = app
        .schedule_interview(&company, &application, std::slice::from_ref(&owner))
        .await;
    let start = |page: Value| page["interviews"][0]["start"].clone();
    assert_eq!(start(app.applicant_page(&company, &application).await), "10:00:00");

    // When the interview is moved to 14:30 (the application itself does not change)
    let day = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();
    let moved = app
        .put_as(
            &format!("/api/jobs/interview/{interview}/"),
            &company.access,
            json!({"date": day, "start": "14:30:00", "end": "15:30:00", "interviewers": [owner]}),
        )
        .await;
    assert_eq!(moved.status(), StatusCode::OK);

    // Then the very next read of the page shows the new time
    assert_eq!(start(app.applicant_page(&company, &application).await), "14:30:00");
}

#[tokio::test]
async fn an_offer_changed_by_another_process_reaches_the_applicant_page() {
    // Given an applicant with an offer whose page was read
    let BoardReadOnce {
        app,
        company,
        application,
        ..
    } = board_read_once().await;
    let owner = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[owner]).await;
    app.send_offer(&company, &application).await;
    let notes = |page: Value| page["offers"][0]["notes"].clone();
    assert_eq!(notes(app.applicant_page(&company, &application).await), Value::Null);

    // When another process changes the offer alone
    sqlx::query("UPDATE offer_views SET notes = 'Signing bonus agreed'")
        .execute(&app.pool)
        .await
        .unwrap();

    // Then the page shows it as soon as the announcement has been heard
    app.eventually(&company, &format!("/api/jobs/applicant/{application}/"), |page| {
        notes(page.clone()) == "Signing bonus agreed"
    })
    .await;
}

/// The company dashboard as its owner reads it.
async fn dashboard(app: &TestApp, company: &Tokens) -> Value {
    let response = app.get_as("/api/jobs/dashboard", &company.access).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

#[tokio::test]
async fn daily_figures_changed_by_another_process_reach_the_dashboard() {
    // Given a dashboard read once, with today's one application
    let BoardReadOnce { app, company, .. } = board_read_once().await;
    let today = |dashboard: Value| dashboard["applications_over_time"][29]["count"].clone();
    assert_eq!(today(dashboard(&app, &company).await), 1);

    // When another process changes the daily figures alone
    sqlx::query("UPDATE application_daily_figures SET count = count + 4 WHERE kind = 'submitted'")
        .execute(&app.pool)
        .await
        .unwrap();

    // Then the dashboard shows it as soon as the announcement has been heard
    app.eventually(&company, "/api/jobs/dashboard", |dashboard| {
        today(dashboard.clone()) == 5
    })
    .await;
}

#[tokio::test]
async fn a_kept_dashboard_stops_counting_a_job_once_its_deadline_passes() {
    // Given an open job whose deadline is a second away, on a dashboard read then
    let BoardReadOnce { app, company, .. } = board_read_once().await;
    unannounced(&app, "UPDATE job_views SET deadline = now() + interval '1 second'").await;
    assert_eq!(dashboard(&app, &company).await["open_jobs"], 1);

    // When the deadline passes, with nothing written
    tokio::time::sleep(Duration::from_millis(1500)).await;

    // Then the next read no longer counts the job as open
    assert_eq!(dashboard(&app, &company).await["open_jobs"], 0);
}

/// Every table a kept screen declares: its own read's, the caller's look-up's and the scope's.
fn tables_of_kept_screens() -> Vec<&'static str> {
    let mut tables: Vec<&'static str> = [
        applications::BOARD_READS,
        applications::PAGE_READS,
        dashboard::COMPANY_READS,
        SCOPE_READS,
        CALLER_READS,
    ]
    .into_iter()
    .flatten()
    .copied()
    .collect();
    tables.sort_unstable();
    tables.dedup();
    tables
}

#[tokio::test]
async fn every_table_a_kept_screen_reads_announces_its_changes() {
    // Given the migrated database
    let app = spawn_app().await;

    // When the change triggers are listed
    let announcing: Vec<String> = sqlx::query_scalar(
        "SELECT c.relname::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE t.tgname = 'screen_changes' AND t.tgenabled <> 'D'",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();

    // Then each table a kept screen reads has one
    let silent: Vec<&str> = tables_of_kept_screens()
        .into_iter()
        .filter(|table| !announcing.iter().any(|announced| announced == table))
        .collect();
    assert!(
        silent.is_empty(),
        "read by a kept screen with no change trigger: {silent:?}"
    );
}

/// A role of the test cluster that may read only `tables`, and a connection as it.
async fn reader_of(app: &TestApp, tables: &[&str]) -> sqlx::PgPool {
    let role = format!("reader_{}", uuid::Uuid::new_v4().simple());
    let password = uuid::Uuid::new_v4().simple().to_string();
    sqlx::query(&format!("CREATE ROLE {role} LOGIN PASSWORD '{password}'"))
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(&format!("GRANT SELECT ON {} TO {role}", tables.join(", ")))
        .execute(&app.pool)
        .await
        .unwrap();
    let options = (*app.pool.connect_options())
        .clone()
        .username(&role)
        .password(&password);
    sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .unwrap()
}

#[tokio::test]
async fn each_kept_screens_read_reads_only_the_tables_it_declares() {
    // Given a job with an applicant, and its company's scope read by someone who may read only
    // the tables each read declares
    let BoardReadOnce {
        app, job, application, ..
    } = board_read_once().await;
    let job: uuid::Uuid = job.parse().unwrap();
    let application: uuid::Uuid = application.parse().unwrap();
    let company: uuid::Uuid = sqlx::query_scalar("SELECT company_id FROM job_views WHERE id = $1")
        .bind(job)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let scope = HiringScope::whole(company);
    let rows = Rows { limit: 20, offset: 0 };

    // When each read runs as that reader, Then PostgreSQL lets it (a table it did not declare
    // would be refused: "permission denied for table …")
    let board_reader = reader_of(&app, applications::BOARD_READS).await;
    let columns = applications::board(
        &board_reader,
        &scope,
        job,
        &[Status::from(ApplicationStatus::Applied)],
        rows,
    )
    .await
    .expect("the board reads only BOARD_READS");
    assert_eq!(columns[0].count, 1);
    let table = TableQuery {
        job: Some(job),
        status: None,
        favorite: Some(false),
        source: None,
        sort: SortBy::Score,
        ascending: true,
    };
    let (count, _) = applications::table(&board_reader, &scope, table, rows)
        .await
        .expect("the table reads only BOARD_READS");
    assert_eq!(count, 1, "Ada is no favorite");

    let page_reader = reader_of(&app, applications::PAGE_READS).await;
    let page = applications::page(&page_reader, &scope, application, true)
        .await
        .expect("the applicant page reads only PAGE_READS");
    assert!(page.is_some());

    let dashboard_reader = reader_of(&app, dashboard::COMPANY_READS).await;
    dashboard::company(&dashboard_reader, &scope, chrono::Utc::now())
        .await
        .expect("the dashboard reads only COMPANY_READS");

    let scope_reader = reader_of(&app, SCOPE_READS).await;
    HiringScope::of(&scope_reader, uuid::Uuid::new_v4(), company)
        .await
        .expect("the scope reads only SCOPE_READS");
}

#[tokio::test]
async fn a_screen_whose_table_does_not_announce_its_changes_is_not_kept() {
    // Given a board read once, and the notes table's change trigger gone
    let BoardReadOnce {
        app,
        company,
        job,
        application,
        ..
    } = board_read_once().await;
    sqlx::query("DROP TRIGGER screen_changes ON application_notes")
        .execute(&app.pool)
        .await
        .unwrap();

    // When the server listens again (its connection lost), and the board is kept once more
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query = 'LISTEN \"screen_changes\"'",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    for attempt in 0.. {
        let before = board(&app, &company, &job).await;
        unannounced(
            &app,
            &format!("UPDATE users SET first_name = 'Ada{attempt}' WHERE email = 'ada@example.org'"),
        )
        .await;
        if board(&app, &company, &job).await == before {
            break;
        }
        assert!(attempt < 100, "the board was never kept again");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    unannounced(
        &app,
        "UPDATE users SET first_name = 'Kept' WHERE email = 'ada@example.org'",
    )
    .await;

    // Then the applicant page, which reads the notes, is asked of the database every time
    let page = app.applicant_page(&company, &application).await;
    assert_eq!(page["first_name"], "Kept");
    unannounced(
        &app,
        "UPDATE users SET first_name = 'Augusta' WHERE email = 'ada@example.org'",
    )
    .await;
    let page = app.applicant_page(&company, &application).await;
    assert_eq!(page["first_name"], "Augusta");
}
