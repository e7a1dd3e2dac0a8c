//! Notification e-mails: interview invitations carry an iCalendar attachment (read back with
//! the independent `ical` parser) that calendar programs add, move and cancel; job seekers hear
//! of offers, hires and rejections; and each person turns either kind off in their settings.

use crate::helpers::{TestApp, Tokens, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::collections::HashMap;

/// An attachment's calendar: its own properties (METHOD …) and its one event's, each by name.
type Invitation = (HashMap<String, String>, HashMap<String, Vec<String>>);

struct Mail {
    subject: String,
    attachment_type: Option<String>,
    calendar: Option<Invitation>,
}

/// The mails queued for `to`, oldest first, once the queue has settled.
async fn mails_to(app: &TestApp, to: &str) -> Vec<Mail> {
    let rows: Vec<(String, Option<String>, Option<Vec<u8>>)> = sqlx::query_as(
        "SELECT subject, attachment_type, attachment FROM outbox_emails
         WHERE to_address = $1 AND link IS NULL ORDER BY created_at, id",
    )
    .bind(to)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    rows.into_iter()
        .map(|(subject, attachment_type, attachment)| Mail {
            subject,
            attachment_type,
            calendar: attachment.map(|bytes| {
                let calendar = ical::IcalParser::new(std::io::BufReader::new(&bytes[..]))
                    .next()
                    .expect("a calendar")
                    .expect("a calendar that parses");
                let own = calendar
                    .properties
                    .into_iter()
                    .map(|property| (property.name, property.value.unwrap_or_default()))
                    .collect();
                let mut event: HashMap<String, Vec<String>> = HashMap::new();
                for property in calendar.events.into_iter().next().expect("one event").properties {
                    event
                        .entry(property.name)
                        .or_default()
                        .push(property.value.unwrap_or_default());
                }
                (own, event)
            }),
        })
        .collect()
}

/// A company's interview with Ada, the company's owner as its interviewer.
async fn interview(app: &TestApp, company: &Tokens) -> (String, String, Tokens) {
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let interview = app
        .schedule_interview(company, &application, &[app.user_id(company).await])
        .await;
    (interview, application, seeker)
}

/// Moves the interview to `day` at `start`, for an hour, with the company's owner.
async fn move_interview(app: &TestApp, company: &Tokens, interview: &str, day: chrono::NaiveDate, start: &str) {
    let end = (start.parse::<chrono::NaiveTime>().unwrap() + chrono::Duration::hours(1))
        .format("%H:%M:%S")
        .to_string();
    let moved = app
        .put_as(
            &format!("/api/jobs/interview/{interview}/"),
            &company.access,
            json!({"date": day, "start": start, "end": end, "interviewers": [app.user_id(company).await]}),
        )
        .await;
    assert_eq!(moved.status(), StatusCode::OK);
}

#[tokio::test]
async fn an_invitation_reaches_the_candidate_and_the_interviewers_with_a_calendar_event() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let (interview, _, _) = interview(&app, &company).await;

    for address in ["ada@example.org", "boss@acme.io"] {
        let mails = mails_to(&app, address).await;
        assert_eq!(mails.len(), 1, "{address}");
        assert!(
            mails[0].subject.starts_with("Interview: Backend engineer"),
            "{}",
            mails[0].subject
        );
        assert_eq!(
            mails[0].attachment_type.as_deref(),
            Some("text/calendar; charset=utf-8; method=REQUEST")
        );
        let (calendar, event) = mails[0].calendar.as_ref().unwrap();
        assert_eq!(calendar["METHOD"], "REQUEST");
        assert_eq!(event["UID"], [format!("interview-{interview}@hire")]);
        assert_eq!(event["STATUS"], ["CONFIRMED"]);
        assert_eq!(event["ATTENDEE"].len(), 2);
        assert!(event["ORGANIZER"][0].ends_with("boss@acme.io"));
    }
}

#[tokio::test]
async fn a_new_time_and_a_cancellation_supersede_the_invitation_in_calendars() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let (interview, _, _) = interview(&app, &company).await;
    let day = (chrono::Utc::now() + chrono::Duration::days(2)).date_naive();

    move_interview(&app, &company, &interview, day, "14:30:00").await;
    let cancelled = app
        .post_as(
            &format!("/api/jobs/interview/{interview}/status/"),
            &company.access,
            json!({"action": "cancel"}),
        )
        .await;
    assert_eq!(cancelled.status(), StatusCode::OK);

    let mails = mails_to(&app, "ada@example.org").await;
    assert_eq!(mails.len(), 3);
    let sequence = |mail: &Mail| mail.calendar.as_ref().unwrap().1["SEQUENCE"][0].parse::<u32>().unwrap();
    let (invited, moved, cancelled) = (&mails[0], &mails[1], &mails[2]);
    assert!(sequence(invited) < sequence(moved) && sequence(moved) < sequence(cancelled));
    assert_eq!(
        moved.calendar.as_ref().unwrap().1["DTSTART"],
        [format!("{}T143000", day.format("%Y%m%d"))]
    );
    let (calendar, event) = cancelled.calendar.as_ref().unwrap();
    assert_eq!(calendar["METHOD"], "CANCEL");
    assert_eq!(event["STATUS"], ["CANCELLED"]);
    assert!(cancelled.subject.starts_with("Interview cancelled"));
}

#[tokio::test]
async fn whoever_turned_interview_emails_off_gets_none() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let off = app
        .put_as(
            "/api/auth/users/notification-preferences/",
            &seeker.access,
            json!({"interview_emails": false, "application_emails": true}),
        )
        .await;
    assert_eq!(off.status(), StatusCode::OK);
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;

    app.schedule_interview(&company, &application, &[app.user_id(&company).await])
        .await;

    assert!(mails_to(&app, "ada@example.org").await.is_empty());
    assert_eq!(mails_to(&app, "boss@acme.io").await.len(), 1);
}

#[tokio::test]
async fn a_job_seeker_hears_of_a_rejection_unless_they_turned_application_emails_off() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    let bob = app.candidate("bob@example.org").await;
    let off = app
        .put_as(
            "/api/auth/users/notification-preferences/",
            &bob.access,
            json!({"interview_emails": true, "application_emails": false}),
        )
        .await;
    assert_eq!(off.status(), StatusCode::OK);
    let (ada_application, bob_application) = (app.apply(&ada, &job).await, app.apply(&bob, &job).await);

    for application in [&ada_application, &bob_application] {
        assert_eq!(app.act(&company, application, "reject").await.status(), StatusCode::OK);
    }

    let mails = mails_to(&app, "ada@example.org").await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Your application: Backend engineer at Acme");
    assert!(mails[0].calendar.is_none());
    assert!(mails_to(&app, "bob@example.org").await.is_empty());
}

#[tokio::test]
async fn notification_preferences_start_on_and_keep_what_was_chosen() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let path = "/api/auth/users/notification-preferences/";

    let initial: Value = app.get_json_as(path, &seeker.access).await;
    let changed = app
        .put_as(
            path,
            &seeker.access,
            json!({"interview_emails": false, "application_emails": true}),
        )
        .await;
    let wrong = app
        .put_as(path, &seeker.access, json!({"interview_emails": "no"}))
        .await;

    assert_eq!(initial, json!({"interview_emails": true, "application_emails": true}));
    assert_eq!(changed.status(), StatusCode::OK);
    assert_eq!(
        app.get_json_as::<Value>(path, &seeker.access).await,
        json!({"interview_emails": false, "application_emails": true})
    );
    assert_error(wrong, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
}

#[tokio::test]
async fn a_mail_is_queued_together_with_the_views_or_not_at_all() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let ada = app.candidate("ada@example.org").await;
    let application = app.apply(&ada, &job).await;
    // Given a view that cannot write, as with a full disk or a bug in it.
    for statement in [
        "CREATE FUNCTION refuse_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$",
        "CREATE TRIGGER refuse_history BEFORE INSERT ON application_history FOR EACH ROW EXECUTE FUNCTION refuse_history()",
    ] {
        sqlx::query(statement).execute(&app.pool).await.unwrap();
    }

    // When the company rejects Ada,
    assert_eq!(app.act(&company, &application, "reject").await.status(), StatusCode::OK);

    // then no mail is queued while the views cannot move,
    assert!(mails_to(&app, "ada@example.org").await.is_empty());
    // and once they can, catching up queues it exactly once, however often it runs.
    sqlx::query("DROP TRIGGER refuse_history ON application_history")
        .execute(&app.pool)
        .await
        .unwrap();
    for _ in 0..2 {
        projections::Hiring::new(app.pool.clone()).catch_up().await.unwrap();
    }
    let mails = mails_to(&app, "ada@example.org").await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Your application: Backend engineer at Acme");
}

#[tokio::test]
async fn mails_caught_up_many_events_at_once_are_the_ones_queued_event_by_event() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let (interview, _, _) = interview(&app, &company).await;
    let bob = app.candidate("bob@example.org").await;
    let job = app.post_job(&company, "Frontend engineer", true).await;
    let bob_application = app.apply(&bob, &job).await;
    let day = (chrono::Utc::now() + chrono::Duration::days(3)).date_naive();
    move_interview(&app, &company, &interview, day, "09:00:00").await;
    assert_eq!(
        app.act(&company, &bob_application, "reject").await.status(),
        StatusCode::OK
    );
    let queued = "SELECT id, to_address, subject, body, attachment_type, attachment, application_id
                  FROM outbox_emails WHERE link IS NULL ORDER BY id";
    type Queued = (
        uuid::Uuid,
        String,
        String,
        String,
        Option<String>,
        Option<Vec<u8>>,
        Option<uuid::Uuid>,
    );
    let one_by_one: Vec<Queued> = sqlx::query_as(queued).fetch_all(&app.pool).await.unwrap();
    assert_eq!(
        one_by_one.len(),
        5,
        "Ada and the boss: invited and moved; Bob: rejected"
    );
    // Given an outbox that has to be written again from every event, as after a lost disk.
    sqlx::query("DELETE FROM outbox_emails")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("DELETE FROM projection_checkpoints WHERE projection = 'notification_emails'")
        .execute(&app.pool)
        .await
        .unwrap();

    // When a catch-up hands the view all those events together,
    projections::Hiring::new(app.pool.clone()).catch_up().await.unwrap();

    // then it queues the same mails, word for word.
    let together: Vec<Queued> = sqlx::query_as(queued).fetch_all(&app.pool).await.unwrap();
    assert_eq!(together, one_by_one);
}
