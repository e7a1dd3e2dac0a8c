//! Reads of the notifications' view: an inbox, newest first, and marking it seen. An inbox is
//! a job seeker's own, or their company's as a company-side caller may see it (a delegate only
//! the notifications of the jobs whose applicants they see).

use crate::tenancy::{HiringScope, Jobseeker};
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// A notification with the other party of its application: the applicant for the company
/// side, the company for the job seeker.
#[derive(Debug, sqlx::FromRow)]
pub struct NotificationRow {
    pub id: Uuid,
    pub title_en: String,
    pub title_az: String,
    pub title_ru: String,
    pub status: i16,
    pub created_at: DateTime<Utc>,
    pub is_read: bool,
    pub application_id: Uuid,
    pub job_id: Uuid,
    pub job_title: Option<String>,
    pub party_id: Uuid,
    pub party_name: Option<String>,
    pub party_picture: Option<String>,
    /// The job is confidential: a job seeker is not told its company.
    pub confidential: bool,
}

/// The audience, recipient and (for a delegate) jobs of an inbox, as the statements bind them.
struct Inbox<'a> {
    audience: &'static str,
    recipient: Uuid,
    jobs: Option<&'a [Uuid]>,
}

impl Inbox<'static> {
    fn of_jobseeker(jobseeker: Jobseeker) -> Self {
        Self {
            audience: "jobseeker",
            recipient: jobseeker.0,
            jobs: None,
        }
    }
}

impl<'a> Inbox<'a> {
    fn of_company(scope: &'a HiringScope) -> Self {
        Self {
            audience: "company",
            recipient: scope.company,
            jobs: scope.applicant_jobs(),
        }
    }
}

/// A job seeker's latest notifications (at most 100).
pub async fn latest_of_jobseeker(pool: &PgPool, jobseeker: Jobseeker) -> Result<Vec<NotificationRow>, sqlx::Error> {
    latest(pool, Inbox::of_jobseeker(jobseeker)).await
}

/// The company's latest notifications that the scope sees (at most 100).
pub async fn latest_of_company(pool: &PgPool, scope: &HiringScope) -> Result<Vec<NotificationRow>, sqlx::Error> {
    latest(pool, Inbox::of_company(scope)).await
}

async fn latest(pool: &PgPool, inbox: Inbox<'_>) -> Result<Vec<NotificationRow>, sqlx::Error> {
    sqlx::query_as(
        concat!("SELECT n.id, n.title_en, n.title_az, n.title_ru, n.status, n.created_at,
                EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id) AS is_read,
                n.application_id, n.job_id, j.title AS job_title,
                CASE WHEN n.audience = 'company' THEN n.jobseeker_id ELSE n.company_id END AS party_id,
                CASE WHEN n.audience = 'company' THEN nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
                     ELSE c.name END AS party_name,
                CASE WHEN n.audience = 'company' THEN NULL ELSE c.logo END AS party_picture,
                coalesce((j.details->>'confidential')::boolean, false) AS confidential
         FROM notifications n
         LEFT JOIN users u ON u.id = n.jobseeker_id
         LEFT JOIN companies c ON c.id = n.company_id
         LEFT JOIN job_views j ON j.id = n.job_id
         WHERE n.audience = $1 AND n.recipient = $2 AND ", crate::in_scope!("n.job_id", 3), "
         ORDER BY n.created_at DESC LIMIT 100"),
    )
    .bind(inbox.audience)
    .bind(inbox.recipient)
    .bind(inbox.jobs)
    .fetch_all(pool)
    .await
}

/// Marks every notification of a job seeker seen. `notification_reads` is no view's table: it
/// keeps what was seen across a replay, by the notifications' stable ids.
pub async fn mark_seen_by_jobseeker(db: &mut PgConnection, jobseeker: Jobseeker) -> Result<(), sqlx::Error> {
    mark_seen(db, Inbox::of_jobseeker(jobseeker)).await
}

/// Marks every notification of the company that the scope sees as seen.
pub async fn mark_seen_by_company(db: &mut PgConnection, scope: &HiringScope) -> Result<(), sqlx::Error> {
    mark_seen(db, Inbox::of_company(scope)).await
}

async fn mark_seen(db: &mut PgConnection, inbox: Inbox<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(concat!(
        "INSERT INTO notification_reads (notification_id)
         SELECT id FROM notifications
         WHERE audience = $1 AND recipient = $2 AND ",
        crate::in_scope!("job_id", 3),
        "
         ON CONFLICT DO NOTHING"
    ))
    .bind(inbox.audience)
    .bind(inbox.recipient)
    .bind(inbox.jobs)
    .execute(db)
    .await?;
    Ok(())
}
