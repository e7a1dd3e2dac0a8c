//! Notification e-mails, as an outbox written with the views: interview invitations (with the event as an
//! iCalendar attachment that calendar programs add, move and cancel: RFC 5546 REQUEST and
//! CANCEL, one UID per interview and a SEQUENCE that grows with each change) to the candidate
//! and the interviewers, and a job seeker's application news (an offer, a hire, a rejection).
//! Each person may turn either kind off (`notification_preferences`).
//!
//! Mails go to the outbox, which the API's mailer delivers ([`outbox`]). They are written in the views'
//! transaction, so a mail is queued exactly when its event's checkpoint moves; each mail's id
//! comes from the event and the recipient besides. Replay rebuilds views only, so it never
//! mails anyone.

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use chrono::{NaiveDate, NaiveTime};
use domain::hiring::ApplicationStatus;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::{InterviewEvent, Slot};
use icalendar::{Calendar, Component, Event, EventLike, EventStatus, Property};
use sqlx::PgConnection;
use sqlx::postgres::PgRow;
use std::collections::HashMap;
use uuid::Uuid;

pub mod outbox;

pub struct NotificationEmails;

/// The iCalendar UID of an interview, the same in every invitation and in the schedule feed.
pub fn interview_uid(interview: Uuid) -> String {
    format!("interview-{interview}@hire")
}

/// What the interviews' mails tell, read from the views.
const INTERVIEWS: &str = "SELECT i.id AS interview_id, j.title AS job_title, c.name AS company_name, owner.email AS organizer,
        a.id AS application_id, a.jobseeker_id AS candidate_id, nullif(trim(u.first_name || ' ' || u.last_name), '') AS candidate_name,
        i.date, i.start_time, i.end_time, i.location, i.meet_link, i.interviewers
    FROM interview_views i JOIN application_views a ON a.id = i.application_id JOIN job_views j ON j.id = a.job_id
    JOIN companies c ON c.id = i.company_id LEFT JOIN users owner ON owner.id = c.owner_id
    LEFT JOIN users u ON u.id = a.jobseeker_id
    WHERE i.id = ANY($1)";

/// What the applications' news tell, read from the views.
const APPLICATIONS: &str = "SELECT a.id AS application_id, a.jobseeker_id, j.title AS job_title, c.name AS company_name
    FROM application_views a JOIN job_views j ON j.id = a.job_id
    JOIN companies c ON c.id = a.company_id WHERE a.id = ANY($1)";

/// Everyone among the users who still has an account, with their preferences.
const RECIPIENTS: &str = "SELECT u.id, u.email, trim(u.first_name || ' ' || u.last_name) AS name,
        coalesce(p.interview_emails, true) AS interview_emails,
        coalesce(p.application_emails, true) AS application_emails
    FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
    WHERE u.id = ANY($1)";

/// A person mails may go to, with the kinds of mail they still want.
#[derive(sqlx::FromRow)]
struct Recipient {
    id: Uuid,
    email: String,
    name: String,
    interview_emails: bool,
    application_emails: bool,
}

#[derive(Clone, sqlx::FromRow)]
struct InterviewContext {
    interview_id: Uuid,
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

impl InterviewContext {
    /// The interview as an event left it: the event's own slot, when it has one, over the
    /// view's, which may not have caught up with it yet.
    fn as_of(&self, slot: &Option<Slot>) -> Self {
        let mut context = self.clone();
        if let Some(slot) = slot {
            (context.date, context.start_time, context.end_time) = (slot.date, slot.start, slot.end);
            (context.location, context.meet_link) = (slot.location.clone(), slot.meet_link.clone());
            context.interviewers = slot.interviewers.clone();
        }
        context
    }

    /// Everyone its mails may go to: the interviewers and the candidate.
    fn people(&self) -> Vec<Uuid> {
        let mut people = self.interviewers.clone();
        people.push(self.candidate_id);
        people
    }
}

#[derive(sqlx::FromRow)]
struct ApplicationContext {
    application_id: Uuid,
    jobseeker_id: Uuid,
    job_title: String,
    company_name: String,
}

/// What an interview mail says: an invitation, a new time, or a cancellation.
enum Change {
    Invited,
    Moved,
    Cancelled,
}

/// An event that mails someone, with what it says.
enum News<'a> {
    Interview {
        event: &'a StoredEvent,
        interview: Uuid,
        change: Change,
        /// The event's own slot, if it sets one.
        slot: Option<Slot>,
    },
    Application {
        event: &'a StoredEvent,
        application: Uuid,
        news: &'static str,
    },
}

impl<'a> News<'a> {
    fn of(event: &'a StoredEvent) -> Result<Option<Self>, ProjectionError> {
        Ok(match event.aggregate_type.as_str() {
            "interview" => {
                let (change, slot) = match event.decode::<InterviewEvent>()? {
                    InterviewEvent::Scheduled { slot, .. } => (Change::Invited, Some(slot)),
                    InterviewEvent::Rescheduled { slot } => (Change::Moved, Some(slot)),
                    InterviewEvent::Cancelled { .. } => (Change::Cancelled, None),
                    _ => return Ok(None),
                };
                Some(News::Interview {
                    event,
                    interview: event.id()?,
                    change,
                    slot,
                })
            }
            "application" => {
                let ApplicationEvent::StatusChanged { to, .. } = event.decode()? else {
                    return Ok(None);
                };
                let news = match to {
                    ApplicationStatus::Offered => "You have a job offer. Open Hire to read it and answer.",
                    ApplicationStatus::Hired => "Congratulations: you are hired.",
                    ApplicationStatus::RejectedByCompany => {
                        "The company has decided not to go on with your application. Thank you for applying."
                    }
                    _ => return Ok(None),
                };
                Some(News::Application {
                    event,
                    application: event.id()?,
                    news,
                })
            }
            _ => None,
        })
    }
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

/// The people among `users` known to `recipients` who still want mails of this kind, once
/// each, by e-mail address.
fn wanting<'r>(recipients: &'r HashMap<Uuid, Recipient>, users: &[Uuid], interview_emails: bool) -> Vec<&'r Recipient> {
    let mut wanting: Vec<&Recipient> = users
        .iter()
        .filter_map(|user| recipients.get(user))
        .filter(|recipient| match interview_emails {
            true => recipient.interview_emails,
            false => recipient.application_emails,
        })
        .collect();
    wanting.sort_by(|a, b| a.email.cmp(&b.email).then(a.id.cmp(&b.id)));
    wanting.dedup_by_key(|recipient| recipient.id);
    wanting
}

impl NotificationEmails {
    /// The rows `query` finds for `ids` (its `$1`), one statement for all, by the id each is about.
    async fn by_id<T>(
        db: &mut PgConnection,
        query: &'static str,
        ids: &[Uuid],
        id_of: impl Fn(&T) -> Uuid,
    ) -> Result<HashMap<Uuid, T>, ProjectionError>
    where
        T: for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin,
    {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let rows: Vec<T> = sqlx::query_as(query).bind(ids).fetch_all(&mut *db).await?;
        Ok(rows.into_iter().map(|row| (id_of(&row), row)).collect())
    }

    /// Queues the mails in one statement.
    async fn enqueue(db: &mut PgConnection, mails: Vec<Mail<'_>>) -> Result<(), ProjectionError> {
        if mails.is_empty() {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(mails.len());
        let mut to = Vec::with_capacity(mails.len());
        let mut subjects = Vec::with_capacity(mails.len());
        let mut bodies = Vec::with_capacity(mails.len());
        let mut attachment_names = Vec::with_capacity(mails.len());
        let mut attachment_types = Vec::with_capacity(mails.len());
        let mut attachments = Vec::with_capacity(mails.len());
        let mut applications = Vec::with_capacity(mails.len());
        for mail in mails {
            ids.push(Uuid::new_v5(
                &Uuid::NAMESPACE_OID,
                format!("{}:{}", mail.event.key(), mail.to.email).as_bytes(),
            ));
            to.push(mail.to.email.as_str());
            subjects.push(mail.subject);
            bodies.push(mail.body);
            attachment_names.push(mail.calendar.as_ref().map(|_| "invite.ics"));
            attachment_types.push(
                mail.calendar
                    .as_ref()
                    .map(|(_, method)| format!("text/calendar; charset=utf-8; method={method}")),
            );
            attachments.push(mail.calendar.map(|(calendar, _)| calendar.into_bytes()));
            applications.push(mail.application);
        }
        sqlx::query(
            "INSERT INTO outbox_emails (id, to_address, subject, body, attachment_name, attachment_type, attachment, application_id)
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bytea[], $8::uuid[])
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(&ids)
        .bind(&to)
        .bind(&subjects)
        .bind(&bodies)
        .bind(&attachment_names)
        .bind(&attachment_types)
        .bind(&attachments)
        .bind(&applications)
        .execute(&mut *db)
        .await?;
        Ok(())
    }
}

/// An interview's mails: one to each of its people who wants them, with the calendar event.
fn interview_mails<'a>(
    event: &'a StoredEvent,
    change: &Change,
    context: &InterviewContext,
    recipients: &'a HashMap<Uuid, Recipient>,
) -> Vec<Mail<'a>> {
    let to = wanting(recipients, &context.people(), true);
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
    let calendar = invitation(event, context, change, method, &to, candidate);
    to.into_iter()
        .map(|recipient| Mail {
            event,
            application: context.application_id,
            to: recipient,
            subject: subject.clone(),
            body: body.clone(),
            calendar: Some((calendar.clone(), method)),
        })
        .collect()
}

/// A job seeker's mail about their application's news, if they want it.
fn application_mails<'a>(
    event: &'a StoredEvent,
    news: &str,
    context: &ApplicationContext,
    recipients: &'a HashMap<Uuid, Recipient>,
) -> Vec<Mail<'a>> {
    let (job_title, company_name) = (&context.job_title, &context.company_name);
    wanting(recipients, &[context.jobseeker_id], false)
        .into_iter()
        .map(|recipient| Mail {
            event,
            application: context.application_id,
            to: recipient,
            subject: format!("Your application: {job_title} at {company_name}"),
            body: format!("{news}\n\nJob: {job_title} at {company_name}\n"),
            calendar: None,
        })
        .collect()
}

/// The calendar attachment of an interview mail: METHOD REQUEST (new or moved) or CANCEL,
/// with the interview's UID and the event's sequence number as SEQUENCE, so a later change
/// always supersedes an earlier one.
fn invitation(
    event: &StoredEvent,
    context: &InterviewContext,
    change: &Change,
    method: &str,
    recipients: &[&Recipient],
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
        self.apply_all(db, &[event]).await
    }

    /// A batch of events costs at most four statements, whatever its size: the interviews'
    /// and the applications' details, the people's addresses and preferences, and the mails.
    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        let mut news = Vec::new();
        for event in events {
            news.extend(News::of(event)?);
        }
        if news.is_empty() {
            return Ok(());
        }
        let (mut interview_ids, mut application_ids) = (Vec::new(), Vec::new());
        for item in &news {
            match item {
                News::Interview { interview, .. } => interview_ids.push(*interview),
                News::Application { application, .. } => application_ids.push(*application),
            }
        }
        let interviews = Self::by_id(db, INTERVIEWS, &interview_ids, |context: &InterviewContext| {
            context.interview_id
        })
        .await?;
        let applications = Self::by_id(db, APPLICATIONS, &application_ids, |context: &ApplicationContext| {
            context.application_id
        })
        .await?;
        // Each interview event's interview as that event left it.
        let as_of: Vec<Option<InterviewContext>> = news
            .iter()
            .map(|item| match item {
                News::Interview { interview, slot, .. } => interviews.get(interview).map(|context| context.as_of(slot)),
                News::Application { .. } => None,
            })
            .collect();
        let mut people: Vec<Uuid> = applications.values().map(|context| context.jobseeker_id).collect();
        people.extend(as_of.iter().flatten().flat_map(InterviewContext::people));
        people.sort_unstable();
        people.dedup();
        let recipients = Self::by_id(db, RECIPIENTS, &people, |recipient: &Recipient| recipient.id).await?;
        let mut mails = Vec::new();
        for (item, interview) in news.iter().zip(&as_of) {
            match item {
                News::Interview { event, change, .. } => {
                    if let Some(context) = interview {
                        mails.extend(interview_mails(event, change, context, &recipients));
                    }
                }
                News::Application {
                    event,
                    application,
                    news,
                } => {
                    if let Some(context) = applications.get(application) {
                        mails.extend(application_mails(event, news, context, &recipients));
                    }
                }
            }
        }
        Self::enqueue(db, mails).await
    }
}
