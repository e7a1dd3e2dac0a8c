//! `interview_views` and `interview_evaluations`.

pub mod read;
pub mod reports;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::{InterviewEvent, InterviewStatus, Slot};
use sqlx::PgConnection;

pub struct Interviews;

async fn set_status(
    db: &mut PgConnection,
    event: &StoredEvent,
    status: InterviewStatus,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE interview_views SET status = $2, updated_at = $3, revision = revision + 1 WHERE id = $1")
        .bind(event.id()?)
        .bind(status.as_str())
        .bind(event.metadata.at)
        .execute(db)
        .await?;
    Ok(())
}

async fn set_slot(db: &mut PgConnection, event: &StoredEvent, slot: &Slot) -> Result<(), ProjectionError> {
    sqlx::query(
        "UPDATE interview_views SET date = $2, start_time = $3, end_time = $4, location = $5, meet_link = $6,
                interviewers = $7, comment = $8, updated_at = $9, revision = revision + 1
         WHERE id = $1",
    )
    .bind(event.id()?)
    .bind(slot.date)
    .bind(slot.start)
    .bind(slot.end)
    .bind(&slot.location)
    .bind(&slot.meet_link)
    .bind(&slot.interviewers)
    .bind(&slot.comment)
    .bind(event.metadata.at)
    .execute(db)
    .await?;
    Ok(())
}

/// An anonymised application's interviews keep their times and scores, not the texts
/// (domain::privacy::PERSONAL_FIELDS).
async fn erase_if_anonymised(db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
    if let ApplicationEvent::Anonymised { .. } = event.decode()? {
        let application = event.id()?;
        sqlx::query(
            "UPDATE interview_views SET location = NULL, meet_link = NULL, comment = NULL WHERE application_id = $1",
        )
        .bind(application)
        .execute(&mut *db)
        .await?;
        sqlx::query("UPDATE interview_evaluations SET comment = NULL WHERE application_id = $1")
            .bind(application)
            .execute(db)
            .await?;
    }
    Ok(())
}

#[async_trait]
impl View for Interviews {
    fn name(&self) -> &'static str {
        "interviews"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["interview", "application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["interview_views", "interview_evaluations"]
    }

    /// Of an application's events, only its anonymisation, which erases the personal fields here.
    fn only(&self, aggregate_type: &str) -> Option<&'static [&'static str]> {
        (aggregate_type == "application").then_some(&["ApplicationAnonymised"])
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let id = event.id()?;
        if event.aggregate_type == "application" {
            return erase_if_anonymised(db, event).await;
        }
        match event.decode::<InterviewEvent>()? {
            InterviewEvent::Scheduled {
                application_id,
                company_id,
                slot,
            } => {
                sqlx::query(
                    "INSERT INTO interview_views (id, application_id, company_id, status, date, start_time, end_time, location,
                                                  meet_link, interviewers, comment, created_at, updated_at)
                     VALUES ($1, $2, $3, 'scheduled', $4, $5, $6, $7, $8, $9, $10, $11, $11)",
                )
                .bind(id)
                .bind(application_id)
                .bind(company_id)
                .bind(slot.date)
                .bind(slot.start)
                .bind(slot.end)
                .bind(&slot.location)
                .bind(&slot.meet_link)
                .bind(&slot.interviewers)
                .bind(&slot.comment)
                .bind(event.metadata.at)
                .execute(db)
                .await?;
            }
            InterviewEvent::Rescheduled { slot } => set_slot(db, event, &slot).await?,
            InterviewEvent::Started => set_status(db, event, InterviewStatus::InProgress).await?,
            InterviewEvent::Completed => set_status(db, event, InterviewStatus::Completed).await?,
            InterviewEvent::Cancelled { .. } => set_status(db, event, InterviewStatus::Cancelled).await?,
            InterviewEvent::EvaluationSubmitted {
                interviewer,
                scores,
                comment,
            } => {
                let average =
                    scores.iter().map(|score| f64::from(score.rating)).sum::<f64>() / scores.len().max(1) as f64;
                sqlx::query(
                    "INSERT INTO interview_evaluations (interview_id, interviewer, application_id, company_id, scores, comment,
                                                        average, submitted_at)
                     SELECT id, $2, application_id, company_id, $3, $4, $5, $6 FROM interview_views WHERE id = $1",
                )
                .bind(id)
                .bind(interviewer)
                .bind(sqlx::types::Json(&scores))
                .bind(&comment)
                .bind(average)
                .bind(event.metadata.at)
                .execute(db)
                .await?;
            }
        }
        Ok(())
    }
}
