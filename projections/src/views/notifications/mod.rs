//! `notifications`: rows in the spec's shape (section 3) when an application moves. The job
//! seeker hears about what the company did; the company hears about new applications and
//! about what the applicant did.

pub mod read;

use crate::copy::CopyRows;
use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{ApplicationEvent, StatusCause};
use domain::lists::Names;
use sqlx::PgConnection;
use std::collections::HashMap;
use uuid::Uuid;

pub struct Notifications;

#[derive(Clone, Copy)]
enum Audience {
    Jobseeker,
    Company,
}

fn title(audience: Audience, status: ApplicationStatus, cause: Option<&StatusCause>) -> Names {
    use ApplicationStatus::*;
    let names = |en, az, ru| Names { en, az, ru };
    match (audience, status, cause) {
        (Audience::Company, Applied, _) => names("New application", "Yeni müraciət", "Новый отклик"),
        (Audience::Company, AcceptedByApplicant, _) => names(
            "The applicant accepted the offer",
            "Namizəd təklifi qəbul etdi",
            "Кандидат принял предложение",
        ),
        (Audience::Company, RejectedByApplicant, Some(StatusCause::OfferDeclined { .. })) => names(
            "The applicant declined the offer",
            "Namizəd təklifi rədd etdi",
            "Кандидат отклонил предложение",
        ),
        (Audience::Company, _, _) => names(
            "The applicant withdrew",
            "Namizəd müraciətini geri götürdü",
            "Кандидат отозвал отклик",
        ),
        (Audience::Jobseeker, InReview, _) => names(
            "Your application is being reviewed",
            "Müraciətinizə baxılır",
            "Ваш отклик рассматривается",
        ),
        (Audience::Jobseeker, Shortlisted, _) => {
            names("You are shortlisted", "Siz qısa siyahıya düşdünüz", "Вы в шорт-листе")
        }
        (Audience::Jobseeker, Interview, _) => names(
            "You are invited to an interview",
            "Siz müsahibəyə dəvət olunursunuz",
            "Вас приглашают на собеседование",
        ),
        (Audience::Jobseeker, Offered, _) => names(
            "You received a job offer",
            "Sizə iş təklifi göndərildi",
            "Вы получили предложение о работе",
        ),
        (Audience::Jobseeker, Hired, _) => names(
            "Congratulations, you are hired",
            "Təbriklər, siz işə qəbul olundunuz",
            "Поздравляем, вас приняли на работу",
        ),
        (Audience::Jobseeker, _, _) => names(
            "Your application was not selected",
            "Müraciətiniz seçilmədi",
            "Ваш отклик не был выбран",
        ),
    }
}

/// A notification before it is written.
struct Notice {
    source: String,
    audience: Audience,
    status: ApplicationStatus,
    cause: Option<StatusCause>,
    application: Uuid,
    at: DateTime<Utc>,
}

/// What an application event means to the notifications.
enum Told {
    /// Someone is to hear of it; a new application names its parties.
    Notice(Notice, Option<Parties>),
    Nothing,
    Anonymised,
}

/// What an event tells, and to whom: the new application to the company, a status change to
/// whoever did not make it.
fn told(event: &StoredEvent) -> Result<Told, ProjectionError> {
    let (audience, status, cause, parties) = match event.decode::<ApplicationEvent>()? {
        ApplicationEvent::Submitted {
            job_id,
            company_id,
            jobseeker_id,
            ..
        } => (
            Audience::Company,
            ApplicationStatus::Applied,
            None,
            Some((job_id, company_id, jobseeker_id)),
        ),
        ApplicationEvent::StatusChanged { to, cause, .. } => {
            let audience = match cause {
                StatusCause::Withdrawn | StatusCause::OfferAccepted { .. } | StatusCause::OfferDeclined { .. } => {
                    Audience::Company
                }
                _ => Audience::Jobseeker,
            };
            (audience, to, Some(cause), None)
        }
        ApplicationEvent::Anonymised { .. } => return Ok(Told::Anonymised),
        _ => return Ok(Told::Nothing),
    };
    let notice = Notice {
        source: event.key(),
        audience,
        status,
        cause,
        application: event.id()?,
        at: event.metadata.at,
    };
    Ok(Told::Notice(notice, parties))
}

/// The job, company and job seeker of an application.
type Parties = (Uuid, Uuid, Uuid);

/// Writes notices, with their applications' parties: those `known`, or else those of the
/// application's earlier notifications. Connected clients hear of the recent ones when the
/// transaction commits; a replay of old events announces nothing: nobody is waiting for them.
async fn write(
    db: &mut PgConnection,
    notices: Vec<Notice>,
    mut known: HashMap<Uuid, Parties>,
) -> Result<(), ProjectionError> {
    if notices.is_empty() {
        return Ok(());
    }
    let unknown: Vec<Uuid> = notices
        .iter()
        .map(|notice| notice.application)
        .filter(|application| !known.contains_key(application))
        .collect();
    if !unknown.is_empty() {
        let written: Vec<(Uuid, Uuid, Uuid, Uuid)> = sqlx::query_as(
            "SELECT DISTINCT ON (application_id) application_id, job_id, company_id, jobseeker_id FROM notifications
             WHERE application_id = ANY($1)",
        )
        .bind(&unknown)
        .fetch_all(&mut *db)
        .await?;
        known.extend(
            written
                .into_iter()
                .map(|(application, job, company, jobseeker)| (application, (job, company, jobseeker))),
        );
    }
    let mut rows = CopyRows::into(
        "notifications",
        &[
            "id",
            "source",
            "audience",
            "recipient",
            "application_id",
            "job_id",
            "company_id",
            "jobseeker_id",
            "status",
            "title_en",
            "title_az",
            "title_ru",
            "created_at",
        ],
    );
    let mut recent = Recent::default();
    // The database's clock decides what is recent; the rows that cannot be are not sent to it.
    let maybe_recent = Utc::now() - chrono::Duration::minutes(11);
    for notice in notices {
        let Some(&(job_id, company_id, jobseeker_id)) = known.get(&notice.application) else {
            return Err(sqlx::Error::RowNotFound.into());
        };
        let (audience_name, recipient) = match notice.audience {
            Audience::Jobseeker => ("jobseeker", jobseeker_id),
            Audience::Company => ("company", company_id),
        };
        let title = title(notice.audience, notice.status, notice.cause.as_ref());
        rows.row();
        rows.field(&Uuid::new_v5(&Uuid::NAMESPACE_URL, notice.source.as_bytes()))?;
        rows.field(&notice.source)?;
        rows.field(&audience_name)?;
        rows.field(&recipient)?;
        rows.field(&notice.application)?;
        rows.field(&job_id)?;
        rows.field(&company_id)?;
        rows.field(&jobseeker_id)?;
        rows.field(&i16::from(notice.status.id()))?;
        rows.field(&title.en)?;
        rows.field(&title.az)?;
        rows.field(&title.ru)?;
        rows.field(&notice.at)?;
        if notice.at > maybe_recent {
            recent.audience.push(audience_name);
            recent.recipient.push(recipient);
            recent.at.push(notice.at);
            recent.job.push(job_id);
            recent.company.push(company_id);
            recent.jobseeker.push(jobseeker_id);
            recent.application.push(notice.application);
        }
    }
    rows.write(db).await?;
    if !recent.at.is_empty() {
        sqlx::query(
            "SELECT pg_notify('hire_live', json_build_object('kind', 'notification', 'audience', audience, 'recipient', recipient,
                                                          'job_id', job_id, 'company_id', company_id,
                                                          'jobseeker_id', jobseeker_id, 'application_id', application_id)::text)
             FROM unnest($1::text[], $2::uuid[], $3::timestamptz[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[])
                  AS u(audience, recipient, at, job_id, company_id, jobseeker_id, application_id)
             WHERE at > now() - interval '10 minutes'",
        )
        .bind(&recent.audience)
        .bind(&recent.recipient)
        .bind(&recent.at)
        .bind(&recent.job)
        .bind(&recent.company)
        .bind(&recent.jobseeker)
        .bind(&recent.application)
        .execute(db)
        .await?;
    }
    Ok(())
}

/// The notifications a run writes that may be recent enough to announce live.
#[derive(Default)]
struct Recent {
    audience: Vec<&'static str>,
    recipient: Vec<Uuid>,
    at: Vec<DateTime<Utc>>,
    job: Vec<Uuid>,
    company: Vec<Uuid>,
    jobseeker: Vec<Uuid>,
    application: Vec<Uuid>,
}

#[async_trait]
impl View for Notifications {
    fn name(&self) -> &'static str {
        "notifications"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["notifications"]
    }

    fn read_only_indexes(&self) -> &'static [&'static str] {
        &["notifications_recipient"]
    }

    /// Runs of events between anonymisations are written together, their parties looked up
    /// once.
    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        let mut notices = Vec::new();
        let mut known = HashMap::new();
        for event in events {
            match told(event)? {
                Told::Notice(notice, parties) => {
                    if let Some(parties) = parties {
                        known.insert(notice.application, parties);
                    }
                    notices.push(notice);
                }
                Told::Nothing => {}
                Told::Anonymised => {
                    write(db, std::mem::take(&mut notices), std::mem::take(&mut known)).await?;
                    self.apply(db, event).await?;
                }
            }
        }
        write(db, notices, known).await
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match told(event)? {
            Told::Notice(notice, parties) => {
                let known = parties
                    .map(|parties| (notice.application, parties))
                    .into_iter()
                    .collect();
                write(db, vec![notice], known).await
            }
            Told::Nothing => Ok(()),
            // What the erased Submitted event reads as: the job seeker is no one.
            Told::Anonymised => {
                sqlx::query(
                    "UPDATE notifications SET jobseeker_id = $2, recipient = CASE WHEN audience = 'jobseeker' THEN $2 ELSE recipient END
                     WHERE application_id = $1",
                )
                .bind(event.id()?)
                .bind(Uuid::nil())
                .execute(db)
                .await?;
                Ok(())
            }
        }
    }
}
