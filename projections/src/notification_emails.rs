//! Notification e-mails, as an outbox written with the views: interview invitations (with the event as an
//! iCalendar attachment that calendar programs add, move and cancel: RFC 5546 REQUEST and
//! CANCEL, one UID per interview and a SEQUENCE that grows with each change) to the candidate
//! and the interviewers, and a job seeker's application news (an offer, a hire, a rejection).
//! Each person may turn either kind off (`notification_preferences`).
//!
//! Mails go to the outbox, which the API's mailer delivers. They are written in the views'
//! transaction, so a mail is queued exactly when its event's checkpoint moves; each mail's id
//! comes from the event and the recipient besides. Replay rebuilds views only, so it never
//! mails anyone.

use crate::engine::{ProjectionError, StoredEvent, View};
use async_trait::async_trait;
use chrono::{NaiveDate, NaiveTime};
use domain::hiring::ApplicationStatus;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::{InterviewEvent, Slot};
use icalendar::{Calendar, Component, Event, EventLike, EventStatus, Property};
use sqlx::PgConnection;
use uuid::Uuid;

pub struct NotificationEmails;

/// The iCalendar UID of an interview, the same in every invitation and in the schedule feed.
pub fn interview_uid(interview: Uuid) -> String {
    format!("interview-{interview}@hire")
}

#[derive(sqlx::FromRow)]
struct Recipient {
    email: String,
    name: String,
}

#[derive(sqlx::FromRow)]
struct InterviewContext {
    job_title: String,
    company_name: String,
    organizer: Option<String>,
    application_id: Uuid,
    candidate_id: Uuid,
    candidate_name: Option<String>,
    date: NaiveDate,
    start_time: NaiveTime,
    end_time: NaiveTime,
    location: Option<String>,
    meet_link: Option<String>,
    interviewers: Vec<Uuid>,
}

/// What an interview mail says: an invitation, a new time, or a cancellation.
enum Change {
    Invited,
    Moved,
    Cancelled,
}

struct Mail<'a> {
    event: &'a StoredEvent,
    /// What the mail is about: its copies of personal data go when the application is erased.
    application: Uuid,
    to: &'a Recipient,
    subject: String,
    body: String,
    /// An iCalendar attachment and its iTIP method (REQUEST or CANCEL).
    calendar: Option<(String, &'static str)>,
}

impl NotificationEmails {
    async fn enqueue(db: &mut PgConnection, mail: Mail<'_>) -> Result<(), ProjectionError> {
        let id = Uuid::new_v5(
            &Uuid::NAMESPACE_OID,
            format!("{}:{}", mail.event.key(), mail.to.email).as_bytes(),
        );
        sqlx::query(
            "INSERT INTO outbox_emails (id, to_address, subject, body, attachment_name, attachment_type, attachment, application_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING",
        )
        .bind(id)
        .bind(&mail.to.email)
        .bind(&mail.subject)
        .bind(&mail.body)
        .bind(mail.calendar.as_ref().map(|_| "invite.ics"))
        .bind(
            mail.calendar
                .as_ref()
                .map(|(_, method)| format!("text/calendar; charset=utf-8; method={method}")),
        )
        .bind(mail.calendar.map(|(calendar, _)| calendar.into_bytes()))
        .bind(mail.application)
        .execute(&mut *db)
        .await?;
        Ok(())
    }

    /// The people among `users` who still want e-mails of this kind.
    async fn wanting(
        db: &mut PgConnection,
        users: &[Uuid],
        interview_emails: bool,
    ) -> Result<Vec<Recipient>, ProjectionError> {
        Ok(sqlx::query_as(
            "SELECT u.email, trim(u.first_name || ' ' || u.last_name) AS name FROM users u
             LEFT JOIN notification_preferences p ON p.user_id = u.id
             WHERE u.id = ANY($1) AND CASE WHEN $2 THEN coalesce(p.interview_emails, true)
                                           ELSE coalesce(p.application_emails, true) END
             ORDER BY u.email",
        )
        .bind(users)
        .bind(interview_emails)
        .fetch_all(&mut *db)
        .await?)
    }

    async fn interview(db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let (change, slot) = match event.decode::<InterviewEvent>()? {
            InterviewEvent::Scheduled { slot, .. } => (Change::Invited, Some(slot)),
            InterviewEvent::Rescheduled { slot } => (Change::Moved, Some(slot)),
            InterviewEvent::Cancelled { .. } => (Change::Cancelled, None),
            _ => return Ok(()),
        };
        let interview = event.id()?;
        let Some(mut context) = sqlx::query_as::<_, InterviewContext>(
            "SELECT j.title AS job_title, c.name AS company_name, owner.email AS organizer,
                    a.id AS application_id, a.jobseeker_id AS candidate_id, nullif(trim(u.first_name || ' ' || u.last_name), '') AS candidate_name,
                    i.date, i.start_time, i.end_time, i.location, i.meet_link, i.interviewers
             FROM interview_views i JOIN application_views a ON a.id = i.application_id JOIN job_views j ON j.id = a.job_id
             JOIN companies c ON c.id = i.company_id LEFT JOIN users owner ON owner.id = c.owner_id
             LEFT JOIN users u ON u.id = a.jobseeker_id
             WHERE i.id = $1",
        )
        .bind(interview)
        .fetch_optional(&mut *db)
        .await?
        else {
            return Ok(());
        };
        // The event's own slot: the view may not have caught up with it yet.
        if let Some(Slot {
            date,
            start,
            end,
            location,
            meet_link,
            interviewers,
            ..
        }) = slot
        {
            (context.date, context.start_time, context.end_time) = (date, start, end);
            (context.location, context.meet_link, context.interviewers) = (location, meet_link, interviewers);
        }
        let mut people = context.interviewers.clone();
        people.push(context.candidate_id);
        let recipients = Self::wanting(db, &people, true).await?;
        let candidate = context.candidate_name.as_deref().unwrap_or("Deleted user");
        let when = format!(
            "{} {}–{}",
            context.date.format("%A %-d %B %Y"),
            context.start_time.format("%H:%M"),
            context.end_time.format("%H:%M")
        );
        let (subject, opening) = match change {
            Change::Invited => (
                format!("Interview: {} at {} on {when}", context.job_title, context.company_name),
                "You are invited to an interview.",
            ),
            Change::Moved => (
                format!(
                    "Interview moved: {} at {} to {when}",
                    context.job_title, context.company_name
                ),
                "The interview has a new time.",
            ),
            Change::Cancelled => (
                format!("Interview cancelled: {} at {}", context.job_title, context.company_name),
                "The interview is cancelled.",
            ),
        };
        let mut body = format!(
            "{opening}\n\nJob: {} at {}\nCandidate: {candidate}\nWhen: {when}\n",
            context.job_title, context.company_name
        );
        if let Some(location) = &context.location {
            body.push_str(&format!("Where: {location}\n"));
        }
        if let Some(link) = &context.meet_link {
            body.push_str(&format!("Meeting link: {link}\n"));
        }
        body.push_str("\nThe attached invite.ics updates your calendar.\n");
        let method = match change {
            Change::Cancelled => "CANCEL",
            Change::Invited | Change::Moved => "REQUEST",
        };
        let calendar = invitation(event, &context, &change, method, &recipients, candidate);
        for recipient in &recipients {
            Self::enqueue(
                db,
                Mail {
                    event,
                    application: context.application_id,
                    to: recipient,
                    subject: subject.clone(),
                    body: body.clone(),
                    calendar: Some((calendar.clone(), method)),
                },
            )
            .await?;
        }
        Ok(())
    }

    async fn application(db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let ApplicationEvent::StatusChanged { to, .. } = event.decode()? else {
            return Ok(());
        };
        let news = match to {
            ApplicationStatus::Offered => "You have a job offer. Open Hire to read it and answer.",
            ApplicationStatus::Hired => "Congratulations: you are hired.",
            ApplicationStatus::RejectedByCompany => {
                "The company has decided not to go on with your application. Thank you for applying."
            }
            _ => return Ok(()),
        };
        let Some((jobseeker, job_title, company_name)) = sqlx::query_as::<_, (Uuid, String, String)>(
            "SELECT a.jobseeker_id, j.title, c.name FROM application_views a JOIN job_views j ON j.id = a.job_id
             JOIN companies c ON c.id = a.company_id WHERE a.id = $1",
        )
        .bind(event.id()?)
        .fetch_optional(&mut *db)
        .await?
        else {
            return Ok(());
        };
        for recipient in Self::wanting(db, &[jobseeker], false).await? {
            Self::enqueue(
                db,
                Mail {
                    event,
                    application: event.id()?,
                    to: &recipient,
                    subject: format!("Your application: {job_title} at {company_name}"),
                    body: format!("{news}\n\nJob: {job_title} at {company_name}\n"),
                    calendar: None,
                },
            )
            .await?;
        }
        Ok(())
    }
}

/// The calendar attachment of an interview mail: METHOD REQUEST (new or moved) or CANCEL,
/// with the interview's UID and the event's sequence number as SEQUENCE, so a later change
/// always supersedes an earlier one.
fn invitation(
    event: &StoredEvent,
    context: &InterviewContext,
    change: &Change,
    method: &str,
    recipients: &[Recipient],
    candidate: &str,
) -> String {
    let mut calendar_event = Event::new();
    calendar_event
        .uid(&interview_uid(event.id().unwrap_or_default()))
        .timestamp(event.metadata.at)
        .sequence(event.sequence.max(0) as u32)
        .summary(&format!("Interview: {candidate} ({})", context.job_title))
        .starts(context.date.and_time(context.start_time))
        .ends(context.date.and_time(context.end_time))
        .status(match change {
            Change::Cancelled => EventStatus::Cancelled,
            Change::Invited | Change::Moved => EventStatus::Confirmed,
        });
    if let Some(location) = &context.location {
        calendar_event.location(location);
    }
    if let Some(link) = &context.meet_link {
        calendar_event.description(&format!("Meeting link: {link}"));
    }
    if let Some(organizer) = &context.organizer {
        calendar_event.append_property(
            Property::new("ORGANIZER", format!("mailto:{organizer}"))
                .add_parameter("CN", &context.company_name)
                .done(),
        );
    }
    for recipient in recipients {
        calendar_event.append_multi_property(
            Property::new("ATTENDEE", format!("mailto:{}", recipient.email))
                .add_parameter("CN", &recipient.name)
                .add_parameter("ROLE", "REQ-PARTICIPANT")
                .done(),
        );
    }
    let mut calendar = Calendar::new();
    calendar.append_property(Property::new("METHOD", method));
    calendar.push(calendar_event.done());
    calendar.done().to_string()
}

#[async_trait]
impl View for NotificationEmails {
    fn name(&self) -> &'static str {
        "notification_emails"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["interview", "application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["outbox_emails"]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            "interview" => Self::interview(db, event).await,
            "application" => Self::application(db, event).await,
            _ => Ok(()),
        }
    }
}
