//! `hire replay` on a running system: views are rebuilt beside the live ones and swapped in.

use crate::helpers::{TestApp, spawn_app};
use crate::pipeline_safety::{history, seeded};
use projections::replay::Replay;
use reqwest::StatusCode;
use serde_json::json;

/// Every index and trigger of the views' tables, as PostgreSQL would recreate them.
async fn schema_of_views(app: &TestApp) -> Vec<String> {
    let tables: Vec<String> = projections::Hiring::new(app.pool.clone())
        .views()
        .iter()
        .flat_map(|view| view.tables().iter().map(|table| format!("public.{table}")))
        .collect();
    sqlx::query_scalar(
        "SELECT pg_get_indexdef(indexrelid) FROM pg_index WHERE indrelid::regclass::text = ANY($1)
         UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid::regclass::text = ANY($1)
         UNION ALL SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgrelid::regclass::text = ANY($1) AND NOT tgisinternal
         ORDER BY 1",
    )
    .bind(
        tables
            .iter()
            .map(|table| table.trim_start_matches("public.").to_owned())
            .collect::<Vec<_>>(),
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn events_committed_while_a_replay_builds_are_in_the_views_it_swaps_in() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 4).await;
    let hiring = projections::Hiring::new(app.pool.clone());
    let replay = Replay::prepare(&app.pool, hiring.views()).await.unwrap();
    replay.build(&|_, _, _| {}).await.unwrap();

    history(&app, &company, &applications).await;
    let live = app.view_rows().await;
    replay.swap().await.unwrap();

    assert_eq!(app.view_rows().await, live);
}

#[tokio::test]
async fn the_live_views_keep_serving_while_a_replay_builds() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 2).await;
    let hiring = projections::Hiring::new(app.pool.clone());
    let replay = Replay::prepare(&app.pool, hiring.views()).await.unwrap();
    replay.build(&|_, _, _| {}).await.unwrap();

    let page = app
        .get_as(&format!("/api/jobs/applicant/{}/", applications[0]), &company.access)
        .await;

    assert_eq!(page.status(), StatusCode::OK);
    replay.swap().await.unwrap();
}

#[tokio::test]
async fn commands_racing_with_a_whole_replay_lose_no_event() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 2).await;
    let hiring = projections::Hiring::new(app.pool.clone());

    let notes = (0..20).map(|i| {
        let (app, access, application) = (&app, company.access.clone(), applications[i % 2].clone());
        async move {
            let response = app
                .post_as(
                    &format!("/api/jobs/applicant/{application}/notes/"),
                    &access,
                    json!({"text": format!("note {i}")}),
                )
                .await;
            response.status()
        }
    });
    let (statuses, replayed) = tokio::join!(
        futures_util::future::join_all(notes),
        hiring.replay(None, &|_, _, _| {})
    );
    replayed.unwrap();
    let added = statuses.iter().filter(|status| **status == StatusCode::CREATED).count() as i64;

    let in_view: i64 = sqlx::query_scalar("SELECT count(*) FROM application_notes")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(in_view, added);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM events WHERE event_type = 'ApplicantNoteAdded'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, added);
}

#[tokio::test]
async fn a_replay_leaves_the_views_tables_exactly_as_the_migrations_made_them() {
    let app = spawn_app().await;
    seeded(&app, 1).await;
    let before = schema_of_views(&app).await;

    projections::Hiring::new(app.pool.clone())
        .replay(None, &|_, _, _| {})
        .await
        .unwrap();

    assert_eq!(schema_of_views(&app).await, before);
    assert!(before.iter().any(|definition| definition.contains("job_views_search")));
}

#[tokio::test]
async fn a_job_is_queued_for_the_search_index_when_its_rebuilt_view_is_swapped_in() {
    let mut app = spawn_app().await;
    seeded(&app, 1).await;
    // No indexer runs, so the queue holds exactly what the replay put in it.
    app.shut_down().await;
    sqlx::query("DELETE FROM search_queue")
        .execute(&app.pool)
        .await
        .unwrap();

    projections::Hiring::new(app.pool.clone())
        .replay(Some("jobs"), &|_, _, _| {})
        .await
        .unwrap();

    let queued: Vec<uuid::Uuid> = sqlx::query_scalar("SELECT id FROM search_queue WHERE kind = 'job'")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let jobs: Vec<uuid::Uuid> = sqlx::query_scalar("SELECT id FROM job_views")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(queued, jobs);
}

#[tokio::test]
async fn a_second_replay_at_the_same_time_is_refused() {
    let app = spawn_app().await;
    let hiring = projections::Hiring::new(app.pool.clone());
    let first = Replay::prepare(&app.pool, hiring.views()).await.unwrap();

    let second = Replay::prepare(&app.pool, hiring.views()).await;

    assert!(matches!(second, Err(error) if error.to_string().contains("another replay is running")));
    first.build(&|_, _, _| {}).await.unwrap();
    first.swap().await.unwrap();
}

/// The key a view's checkpoints are under, and how many rows it has.
async fn checkpoints_of(app: &TestApp, view: &str) -> (String, i64) {
    sqlx::query_as(
        "SELECT checkpoint_key($1), (SELECT count(*) FROM projection_checkpoints WHERE projection = checkpoint_key($1))",
    )
    .bind(view)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_swap_points_the_view_at_a_new_checkpoint_generation_and_retires_the_old_one() {
    let app = spawn_app().await;
    let (company, applications) = seeded(&app, 3).await;
    let (before, rows_before) = checkpoints_of(&app, "applications").await;

    projections::Hiring::new(app.pool.clone())
        .replay(Some("applications"), &|_, _, _| {})
        .await
        .unwrap();

    let (after, rows_after) = checkpoints_of(&app, "applications").await;
    assert_eq!(before, "applications");
    assert!(after.starts_with("~applications@"), "{after}");
    assert_eq!(rows_after, rows_before);
    let retired: i64 = sqlx::query_scalar("SELECT count(*) FROM projection_checkpoints WHERE projection = $1")
        .bind(&before)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(retired, 0);

    app.post_as(
        &format!("/api/jobs/applicant/{}/notes/", applications[0]),
        &company.access,
        json!({"text": "After the swap"}),
    )
    .await;
    let (delivered, stored): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT last_sequence FROM projection_checkpoints WHERE projection = $1 AND aggregate_id = $2),
                (SELECT max(sequence) FROM events WHERE aggregate_type = 'application' AND aggregate_id = $2)",
    )
    .bind(&after)
    .bind(&applications[0])
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(delivered, stored, "live deliveries advance the new generation");
}

/// The partitions that hold replays' checkpoint generations.
async fn generation_partitions(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = 'projection_checkpoints_generations'::regclass ORDER BY 1",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_replay_attaches_its_checkpoints_whole_and_the_next_one_drops_them_whole() {
    let app = spawn_app().await;
    seeded(&app, 3).await;
    let hiring = projections::Hiring::new(app.pool.clone());
    hiring.replay(None, &|_, _, _| {}).await.unwrap();
    let first = generation_partitions(&app).await;
    let (first_key, rows) = checkpoints_of(&app, "applications").await;

    hiring.replay(Some("applications"), &|_, _, _| {}).await.unwrap();
    let (second_key, rows_after) = checkpoints_of(&app, "applications").await;
    let partly_read = generation_partitions(&app).await;
    hiring.replay(None, &|_, _, _| {}).await.unwrap();
    let last = generation_partitions(&app).await;

    assert_eq!(first.len(), 1, "{first:?}");
    assert_ne!(first_key, second_key);
    assert_eq!(rows_after, rows);
    let left_in_first: i64 = sqlx::query_scalar("SELECT count(*) FROM projection_checkpoints WHERE projection = $1")
        .bind(&first_key)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        left_in_first, 0,
        "a generation other views still read loses only the replayed view's rows"
    );
    assert_eq!(partly_read.len(), 2, "{partly_read:?}");
    assert!(partly_read.contains(&first[0]));
    assert_eq!(last.len(), 1, "{last:?}");
    assert!(!last.contains(&first[0]) && !partly_read.contains(&last[0]), "{last:?}");
}

/// A replay of every view, built and not swapped yet.
async fn built_replay(app: &TestApp) -> Replay {
    let hiring = projections::Hiring::new(app.pool.clone());
    let replay = Replay::prepare(&app.pool, hiring.views()).await.unwrap();
    replay.build(&|_, _, _| {}).await.unwrap();
    replay
}

/// The triggers on the live checkpoints, and whether a schema of the replay (its copies, or
/// the live tables its swap replaced) is there.
async fn replay_leftovers(app: &TestApp) -> (Vec<String>, bool) {
    let triggers = sqlx::query_scalar(
        "SELECT tgname::text FROM pg_trigger WHERE tgrelid = 'public.projection_checkpoints'::regclass AND NOT tgisinternal",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let schema = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname IN ('hire_replay', 'hire_replay_retired'))",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    (triggers, schema)
}

#[tokio::test]
async fn a_replay_logs_live_checkpoint_writes_only_until_its_swap() {
    // Given a replay being built, which logs the live checkpoints written meanwhile
    let app = spawn_app().await;
    let replay = built_replay(&app).await;
    assert_eq!(replay_leftovers(&app).await.0.len(), 1);

    // When it is swapped in
    replay.swap().await.unwrap();

    // Then nothing of it is left on the live checkpoints
    assert_eq!(replay_leftovers(&app).await, (vec![], false));
}

#[tokio::test]
async fn a_replay_that_died_with_its_process_is_cleared_when_a_server_starts() {
    // Given a replay built and never swapped, whose process went away
    let app = spawn_app().await;
    let replay = built_replay(&app).await;
    drop(replay);

    // When a server starts, once PostgreSQL has seen the replay's connection go
    let mut leftovers = replay_leftovers(&app).await;
    for _ in 0..50 {
        projections::replay::clear_abandoned(&app.pool).await.unwrap();
        leftovers = replay_leftovers(&app).await;
        if leftovers == (vec![], false) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }

    // Then its copies and its trigger are gone
    assert_eq!(leftovers, (vec![], false));
}

#[tokio::test]
async fn a_server_starting_during_a_replay_leaves_it_alone() {
    // Given a replay being built
    let app = spawn_app().await;
    let replay = built_replay(&app).await;

    // When a server starts beside it
    projections::replay::clear_abandoned(&app.pool).await.unwrap();

    // Then the replay still swaps in what it built
    assert_eq!(replay_leftovers(&app).await.0.len(), 1);
    replay.swap().await.unwrap();
    assert_eq!(replay_leftovers(&app).await, (vec![], false));
}

#[tokio::test]
async fn the_tables_a_swap_replaced_are_dropped_when_a_server_starts_if_their_process_died_first() {
    // Given the live tables a swap moved aside, left there by a process that died right after it
    let app = spawn_app().await;
    sqlx::raw_sql(
        "CREATE SCHEMA hire_replay_retired;
         CREATE TABLE hire_replay_retired.application_views (LIKE public.application_views INCLUDING ALL)",
    )
    .execute(&app.pool)
    .await
    .unwrap();

    // When a server starts
    projections::replay::clear_abandoned(&app.pool).await.unwrap();

    // Then they are gone
    assert_eq!(replay_leftovers(&app).await, (vec![], false));
}
