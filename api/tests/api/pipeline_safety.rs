//! The event store and projections under stress: racing commands, replays, crashes.

use crate::helpers::{PASSWORD, TestApp, spawn_app, start_server, tokens};
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;

/// A company with one live job and `n` applications to it.
pub(crate) async fn seeded(app: &TestApp, n: usize) -> (crate::helpers::Tokens, Vec<String>) {
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let mut applications = Vec::new();
    for i in 0..n {
        let seeker = app.candidate(&format!("seeker{i}@example.org")).await;
        applications.push(app.apply(&seeker, &job).await);
    }
    (company, applications)
}

/// A note on an application, as a company's request of its own; returns the answer's status.
async fn post_note(address: &str, access: &str, application: &str, i: usize) -> StatusCode {
    reqwest::Client::new()
        .post(format!("{address}/api/jobs/applicant/{application}/notes/"))
        .header("Authorization", format!("JWT {access}"))
        .json(&json!({"text": format!("note {i}")}))
        .send()
        .await
        .unwrap()
        .status()
}

/// The stored sequences of an application, checked to run 1, 2, 3… without a gap.
async fn contiguous_sequences(app: &TestApp, application: &str) -> Vec<i64> {
    let sequences: Vec<i64> = sqlx::query_scalar(
        "SELECT sequence FROM events WHERE aggregate_type = 'application' AND aggregate_id = $1 ORDER BY sequence",
    )
    .bind(application)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        sequences,
        (1..=sequences.len() as i64).collect::<Vec<_>>(),
        "contiguous"
    );
    sequences
}

#[tokio::test]
async fn racing_commands_on_one_application_lose_no_event_and_the_losers_get_409() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 1).await;
    let application = applications[0].clone();

    let mut racers = Vec::new();
    for i in 0..50 {
        let (address, access, application) = (app.address.clone(), company.access.clone(), application.clone());
        racers.push(tokio::spawn(async move {
            post_note(&address, &access, &application, i).await
        }));
    }
    let mut won = 0;
    for racer in racers {
        match racer.await.unwrap() {
            StatusCode::CREATED => won += 1,
            StatusCode::CONFLICT => {}
            other => panic!("unexpected {other}"),
        }
    }

    contiguous_sequences(&app, &application).await;
    let notes: i64 =
        sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_id = $1 AND event_type = 'ApplicantNoteAdded'")
            .bind(&application)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(notes, won, "one event per successful command, none lost or doubled");
    let in_view: i64 = sqlx::query_scalar("SELECT count(*) FROM application_notes")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(in_view, won);
    assert!(won >= 1);
}

#[tokio::test]
async fn commands_committed_together_keep_each_applications_race_and_lose_nothing_of_the_others() {
    // Given many applications, each with several racing notes at once, so that the store
    // commits winners, losers and other applications' notes in shared transactions
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 12).await;
    let mut racers = Vec::new();
    for application in &applications {
        for i in 0..4 {
            let (address, access, application) = (app.address.clone(), company.access.clone(), application.clone());
            racers.push(tokio::spawn(async move {
                let status = post_note(&address, &access, &application, i).await;
                (application, status)
            }));
        }
    }

    // When they all return
    let mut won = std::collections::HashMap::<String, i64>::new();
    for racer in racers {
        let (application, status) = racer.await.unwrap();
        match status {
            StatusCode::CREATED => *won.entry(application).or_default() += 1,
            StatusCode::CONFLICT => {}
            other => panic!("unexpected {other}"),
        }
    }

    // Then each application has one stored event and one note in the view per winner, in
    // contiguous sequences, and every application had a winner
    for application in &applications {
        let sequences = contiguous_sequences(&app, application).await;
        let won = won.get(application).copied().unwrap_or(0);
        assert!(won >= 1, "application {application} had no winner");
        assert_eq!(sequences.len() as i64, won + 1, "submitted, then one event per winner");
        let in_view: i64 = sqlx::query_scalar("SELECT count(*) FROM application_notes WHERE application_id = $1::uuid")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(in_view, won);
    }
}

/// Moves the seeded applications through different stages, one of them to a hire.
pub(crate) async fn history(app: &TestApp, company: &crate::helpers::Tokens, applications: &[String]) {
    let owner = app.user_id(company).await;
    app.act(company, &applications[0], "next_step").await;
    app.act(company, &applications[1], "reject").await;
    app.schedule_interview(company, &applications[2], std::slice::from_ref(&owner))
        .await;
    let offer = app.send_offer(company, &applications[2]).await;
    let seeker = tokens(app.login("seeker2@example.org", PASSWORD).await).await;
    app.accept_offer(&seeker, &offer).await;
    assert_eq!(
        app.act(company, &applications[2], "hire").await.status(),
        StatusCode::OK
    );
    app.act(company, &applications[3], "favorite").await;
    app.post_as(
        &format!("/api/jobs/applicant/{}/notes/", applications[3]),
        &company.access,
        json!({"text": "Strong"}),
    )
    .await;
    app.put_as(
        &format!("/api/jobs/applicant/{}/rating/", applications[0]),
        &company.access,
        json!({"rating": 4}),
    )
    .await;
}

#[tokio::test]
async fn a_replay_rebuilds_exactly_what_the_live_projections_built() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 4).await;
    history(&app, &company, &applications).await;
    let live = app.view_rows().await;

    let hiring = projections::Hiring::new(app.pool.clone());
    let applied = hiring.replay(None, &|_, _, _| {}).await.unwrap();

    assert!(applied.applied > 0);
    assert_eq!(app.view_rows().await, live);
}

#[tokio::test]
async fn the_migrations_backfill_of_the_daily_figures_adds_up_to_what_the_view_keeps() {
    // Given a history delivered live, figure by figure
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 4).await;
    history(&app, &company, &applications).await;
    let figures = "SELECT to_jsonb(f) FROM application_daily_figures f ORDER BY to_jsonb(f)::text";
    let kept: Vec<serde_json::Value> = sqlx::query_scalar(figures).fetch_all(&app.pool).await.unwrap();

    // When the figures are made again from the status log, as migration 0036 made them
    let migration = include_str!("../../../migrations/0036_application_daily_figures.sql");
    let backfill = &migration[migration.find("WITH changes AS").unwrap()..];
    sqlx::query("TRUNCATE application_daily_figures")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(backfill).execute(&app.pool).await.unwrap();

    // Then they are the same rows
    let made: Vec<serde_json::Value> = sqlx::query_scalar(figures).fetch_all(&app.pool).await.unwrap();
    assert!(kept.len() > 5);
    assert_eq!(made, kept);
}

#[tokio::test]
async fn the_migrations_backfill_of_the_stage_spans_pairs_the_changes_as_the_view_does() {
    // Given a history delivered live, each stage closed as the next move arrived
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 4).await;
    history(&app, &company, &applications).await;
    let changes = "SELECT to_jsonb(c) FROM application_status_changes c ORDER BY application_id, sequence";
    let kept: Vec<serde_json::Value> = sqlx::query_scalar(changes).fetch_all(&app.pool).await.unwrap();

    // When the spans are made again from the bare log, as migration 0043 made them
    let migration = include_str!("../../../migrations/0043_application_stage_spans.sql");
    let backfill = &migration[migration.find("WITH submissions AS").unwrap()
        ..migration.find("ALTER TABLE application_status_changes ALTER").unwrap()];
    sqlx::query("UPDATE application_status_changes SET submitted_at = 'epoch', left_at = NULL, left_to = NULL")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::raw_sql(backfill).execute(&app.pool).await.unwrap();

    // Then every change reads as the view wrote it, and some stages were closed
    let made: Vec<serde_json::Value> = sqlx::query_scalar(changes).fetch_all(&app.pool).await.unwrap();
    assert!(kept.iter().filter(|change| !change["left_at"].is_null()).count() > 3);
    assert_eq!(made, kept);
}

#[tokio::test]
async fn a_replay_folding_a_candidates_many_changes_at_once_builds_what_their_one_by_one_delivery_built() {
    // Given one candidate applied to two jobs of one company, whose flags are shared by both
    // applications and set, unset and set again, with ratings and notes in between
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("seeker@example.org").await;
    let mut applications = Vec::new();
    for title in ["Backend engineer", "Data engineer"] {
        let job = app.post_job(&company, title, true).await;
        applications.push(app.apply(&seeker, &job).await);
    }
    let (first, second) = (&applications[0], &applications[1]);
    for (application, action) in [
        (first, "favorite"),
        (second, "blacklist"),
        (first, "next_step"),
        (second, "unfavorite"),
        (first, "remove_from_blacklist"),
        (second, "favorite"),
        (first, "next_step"),
        (second, "blacklist"),
        (first, "unfavorite"),
    ] {
        app.act(&company, application, action).await;
    }
    for (application, rating) in [(first, 2), (first, 5), (second, 3)] {
        app.put_as(
            &format!("/api/jobs/applicant/{application}/rating/"),
            &company.access,
            json!({"rating": rating}),
        )
        .await;
    }
    for text in ["Strong", "Very strong"] {
        app.post_as(
            &format!("/api/jobs/applicant/{first}/notes/"),
            &company.access,
            json!({"text": text}),
        )
        .await;
    }
    let live = app.view_rows().await;

    // When every view is rebuilt, each from all the events in one page
    projections::Hiring::new(app.pool.clone())
        .replay(None, &|_, _, _| {})
        .await
        .unwrap();

    // Then the views are exactly what the events built one command at a time
    assert_eq!(app.view_rows().await, live);
}

#[tokio::test]
async fn views_that_missed_events_catch_up_when_the_server_starts() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 4).await;
    history(&app, &company, &applications).await;
    let live = app.view_rows().await;
    // As if the process had died after the events were committed and before any view saw them.
    let missed = ["applications", "history", "notifications"];
    for view in projections::Hiring::new(app.pool.clone()).views() {
        for table in view.tables().iter().filter(|_| missed.contains(&view.name())) {
            sqlx::query(&format!("TRUNCATE {table}"))
                .execute(&app.pool)
                .await
                .unwrap();
        }
    }
    sqlx::query("DELETE FROM projection_checkpoints WHERE projection IN ('applications', 'history', 'notifications')")
        .execute(&app.pool)
        .await
        .unwrap();

    let restarted = projections::Hiring::new(app.pool.clone());
    restarted.catch_up().await.unwrap();

    assert_eq!(app.view_rows().await, live);
}

#[tokio::test]
async fn after_a_kill_in_the_middle_of_a_burst_the_views_equal_a_fresh_replay() {
    let app = spawn_app().await;
    let (_, applications) = seeded(&app, 12).await;
    let database_url = app.database_url.clone();
    let mut server = start_server(&database_url, &app.data_dir).await;
    let session = tokens(
        reqwest::Client::new()
            .post(format!("{}/api/auth/jwt/create/", server.address))
            .json(&json!({"email": "boss@acme.io", "password": PASSWORD}))
            .send()
            .await
            .unwrap(),
    )
    .await;

    let mut burst = Vec::new();
    for round in 0..4 {
        for application in &applications {
            let (address, access, application) = (server.address.clone(), session.access.clone(), application.clone());
            let body = if round % 2 == 0 {
                json!({"action": "next_step"})
            } else {
                json!({"action": "favorite"})
            };
            burst.push(tokio::spawn(async move {
                let _ = reqwest::Client::new()
                    .post(format!("{address}/api/jobs/applicant/{application}/action/"))
                    .header("Authorization", format!("JWT {access}"))
                    .json(&body)
                    .send()
                    .await;
            }));
        }
    }
    tokio::time::sleep(Duration::from_millis(150)).await;
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    for request in burst {
        let _ = request.await;
    }

    let mut restarted = start_server(&database_url, &app.data_dir).await;
    let after_restart = app.view_rows().await;
    restarted.child.kill().unwrap();
    restarted.child.wait().unwrap();
    projections::Hiring::new(app.pool.clone())
        .replay(None, &|_, _, _| {})
        .await
        .unwrap();

    assert_eq!(after_restart, app.view_rows().await);
}
