//! `notifications`: rows in the spec's shape (section 3) when an application moves. The job
//! seeker hears about what the company did; the company hears about new applications and
//! about what the applicant did.

use crate::engine::{ProjectionError, StoredEvent, View};
use async_trait::async_trait;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{ApplicationEvent, StatusCause};
use domain::lists::Names;
use sqlx::PgConnection;
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

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let application = event.id()?;
        let (audience, status, cause, ids) = match event.decode::<ApplicationEvent>()? {
            ApplicationEvent::Submitted {
                job_id,
                company_id,
                jobseeker_id,
                ..
            } => (
                Audience::Company,
                ApplicationStatus::Applied,
                None,
                (job_id, company_id, jobseeker_id),
            ),
            ApplicationEvent::StatusChanged { to, cause, .. } => {
                let audience = match cause {
                    StatusCause::Withdrawn | StatusCause::OfferAccepted { .. } | StatusCause::OfferDeclined { .. } => {
                        Audience::Company
                    }
                    _ => Audience::Jobseeker,
                };
                let ids: (Uuid, Uuid, Uuid) = sqlx::query_as(
                    "SELECT job_id, company_id, jobseeker_id FROM notifications WHERE application_id = $1 LIMIT 1",
                )
                .bind(application)
                .fetch_one(&mut *db)
                .await?;
                (audience, to, Some(cause), ids)
            }
            ApplicationEvent::Anonymised { .. } => {
                // What the erased Submitted event reads as: the job seeker is no one.
                sqlx::query(
                    "UPDATE notifications SET jobseeker_id = $2, recipient = CASE WHEN audience = 'jobseeker' THEN $2 ELSE recipient END
                     WHERE application_id = $1",
                )
                .bind(application)
                .bind(Uuid::nil())
                .execute(db)
                .await?;
                return Ok(());
            }
            _ => return Ok(()),
        };
        let (job_id, company_id, jobseeker_id) = ids;
        let (audience_name, recipient) = match audience {
            Audience::Jobseeker => ("jobseeker", jobseeker_id),
            Audience::Company => ("company", company_id),
        };
        let title = title(audience, status, cause.as_ref());
        sqlx::query(
            "INSERT INTO notifications (id, source, audience, recipient, application_id, job_id, company_id, jobseeker_id, status,
                                        title_en, title_az, title_ru, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
             ON CONFLICT (source) DO NOTHING",
        )
        .bind(Uuid::new_v5(&Uuid::NAMESPACE_URL, event.key().as_bytes()))
        .bind(event.key())
        .bind(audience_name)
        .bind(recipient)
        .bind(application)
        .bind(job_id)
        .bind(company_id)
        .bind(jobseeker_id)
        .bind(i16::from(status.id()))
        .bind(title.en)
        .bind(title.az)
        .bind(title.ru)
        .bind(event.metadata.at)
        .execute(&mut *db)
        .await?;
        // Connected clients hear of it when this transaction commits. A replay of old events
        // announces nothing: nobody is waiting for them.
        sqlx::query(
            "SELECT pg_notify('hire_live', json_build_object('kind', 'notification', 'audience', $1::text, 'recipient', $2::uuid, 'job_id', $4::uuid)::text)
             WHERE $3::timestamptz > now() - interval '10 minutes'",
        )
        .bind(audience_name)
        .bind(recipient)
        .bind(event.metadata.at)
        .bind(job_id)
        .execute(db)
        .await?;
        Ok(())
    }
}
