//! `application_views` (one row per application, as the pipeline and the applicant pages read
//! it), `application_status_changes` (what the dashboard counts), `application_notes` and
//! `candidate_flags` (blacklist and favorite per company and candidate).

use crate::engine::{ProjectionError, StoredEvent, View};
use async_trait::async_trait;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::ApplicationEvent;
use sqlx::PgConnection;
use uuid::Uuid;

pub struct Applications;

async fn record_status(
    db: &mut PgConnection,
    event: &StoredEvent,
    ids: (Uuid, Uuid),
    from: Option<ApplicationStatus>,
    to: ApplicationStatus,
) -> Result<(), ProjectionError> {
    let (company_id, job_id) = ids;
    sqlx::query(
        "INSERT INTO application_status_changes (application_id, sequence, company_id, job_id, from_status, to_status, actor, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(event.id()?)
    .bind(event.sequence)
    .bind(company_id)
    .bind(job_id)
    .bind(from.map(|status| i16::from(status.id())))
    .bind(i16::from(to.id()))
    .bind(event.metadata.actor)
    .bind(event.metadata.at)
    .execute(db)
    .await?;
    Ok(())
}

async fn set_flag(
    db: &mut PgConnection,
    event: &StoredEvent,
    column: &str,
    value: bool,
) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "INSERT INTO candidate_flags (company_id, jobseeker_id, {column}, updated_at)
         SELECT company_id, jobseeker_id, $2, $3 FROM application_views WHERE id = $1 AND jobseeker_id <> $4
         ON CONFLICT (company_id, jobseeker_id) DO UPDATE SET {column} = EXCLUDED.{column}, updated_at = EXCLUDED.updated_at"
    ))
    .bind(event.id()?)
    .bind(value)
    .bind(event.metadata.at)
    .bind(Uuid::nil())
    .execute(db)
    .await?;
    Ok(())
}

#[async_trait]
impl View for Applications {
    fn name(&self) -> &'static str {
        "applications"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "application_views",
            "application_status_changes",
            "application_notes",
            "candidate_flags",
        ]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let id = event.id()?;
        let at = event.metadata.at;
        match event.decode::<ApplicationEvent>()? {
            ApplicationEvent::Submitted {
                job_id,
                company_id,
                jobseeker_id,
                cv,
                cover_letter,
            } => {
                sqlx::query(
                    "INSERT INTO application_views (id, job_id, company_id, jobseeker_id, status, applied_at, status_changed_at,
                                                    cv_name, cv_url, cover_letter)
                     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9)",
                )
                .bind(id)
                .bind(job_id)
                .bind(company_id)
                .bind(jobseeker_id)
                .bind(i16::from(ApplicationStatus::Applied.id()))
                .bind(at)
                .bind(&cv.name)
                .bind(&cv.url)
                .bind(&cover_letter)
                .execute(&mut *db)
                .await?;
                record_status(db, event, (company_id, job_id), None, ApplicationStatus::Applied).await?;
            }
            ApplicationEvent::StatusChanged { from, to, .. } => {
                let ids: (Uuid, Uuid) = sqlx::query_as(
                    "UPDATE application_views SET status = $2, status_changed_at = $3 WHERE id = $1 RETURNING company_id, job_id",
                )
                .bind(id)
                .bind(i16::from(to.id()))
                .bind(at)
                .fetch_one(&mut *db)
                .await?;
                record_status(db, event, ids, Some(from), to).await?;
            }
            ApplicationEvent::Rated { rating } => {
                sqlx::query("UPDATE application_views SET rating = $2 WHERE id = $1")
                    .bind(id)
                    .bind(i16::from(rating))
                    .execute(db)
                    .await?;
            }
            ApplicationEvent::NoteAdded { note_id, text, private } => {
                sqlx::query(
                    "INSERT INTO application_notes (id, application_id, company_id, author, text, private, created_at)
                     SELECT $1, id, company_id, $3, $4, $5, $6 FROM application_views WHERE id = $2",
                )
                .bind(note_id)
                .bind(id)
                .bind(event.metadata.actor)
                .bind(&text)
                .bind(private)
                .bind(at)
                .execute(db)
                .await?;
            }
            ApplicationEvent::Blacklisted => set_flag(db, event, "blacklisted", true).await?,
            ApplicationEvent::RemovedFromBlacklist => set_flag(db, event, "blacklisted", false).await?,
            ApplicationEvent::Favorited => set_flag(db, event, "favorite", true).await?,
            ApplicationEvent::Unfavorited => set_flag(db, event, "favorite", false).await?,
            // What the store's erased events read as (domain::privacy::PERSONAL_FIELDS), so the
            // view is the same whether it saw the values live or is replayed after erasure.
            ApplicationEvent::Anonymised { .. } => {
                // The company's flags on the person go with it: a replay, which reads the
                // application's flag events with no one in them, makes none.
                sqlx::query(
                    "DELETE FROM candidate_flags f USING application_views a
                     WHERE a.id = $1 AND f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id",
                )
                .bind(id)
                .execute(&mut *db)
                .await?;
                sqlx::query(
                    "UPDATE application_views SET jobseeker_id = $2, cv_name = '', cv_url = '', cover_letter = NULL, anonymised_at = $3
                     WHERE id = $1",
                )
                .bind(id)
                .bind(Uuid::nil())
                .bind(at)
                .execute(&mut *db)
                .await?;
                sqlx::query("DELETE FROM application_notes WHERE application_id = $1")
                    .bind(id)
                    .execute(db)
                    .await?;
            }
        }
        Ok(())
    }
}
