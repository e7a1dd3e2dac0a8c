use super::follow_up;
use crate::engine::ProcessManager;
use crate::event_store::HireCqrs;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::{Interview, InterviewCommand};
use domain::hiring::job::{Job, JobCommand};
use sqlx::PgPool;
use uuid::Uuid;

/// What an application that leaves the pipeline leaves open, closed: its scheduled interviews
/// are cancelled and one in progress is completed (it took place); a hire that fills the job's
/// openings closes the job. Other applicants' offers are not touched.
pub struct Closing {
    pool: PgPool,
    interviews: HireCqrs<Interview>,
    jobs: HireCqrs<Job>,
}

impl Closing {
    pub fn new(pool: PgPool, interviews: HireCqrs<Interview>, jobs: HireCqrs<Job>) -> Self {
        Self { pool, interviews, jobs }
    }

    /// The interviews' view was written by the commands that scheduled and started them, before
    /// this event, so it can be read beside the views this event moves.
    async fn close_interviews(&self, application_id: Uuid, event: &StoredEvent) -> Result<(), ProjectionError> {
        let open: Vec<(Uuid, String)> = sqlx::query_as(
            "SELECT id, status FROM interview_views WHERE application_id = $1 AND status IN ('scheduled', 'in_progress')",
        )
        .bind(application_id)
        .fetch_all(&self.pool)
        .await?;
        for (interview, status) in open {
            let command = if status == "in_progress" {
                InterviewCommand::Complete
            } else {
                InterviewCommand::Cancel {
                    reason: Some("The application was closed.".to_owned()),
                }
            };
            follow_up(&self.interviews, interview, command, event).await?;
        }
        Ok(())
    }

    /// Hires are counted from the store, not the views: process managers run beside the views,
    /// so hires made at the same moment may not be in the applications' view yet, while each
    /// hire's event is committed before its process managers run, and the last of them sees all.
    async fn close_filled_job(&self, application_id: Uuid, event: &StoredEvent) -> Result<(), ProjectionError> {
        let filled: Option<(Uuid, bool)> = sqlx::query_as(
            "SELECT j.id, (SELECT count(*) FROM application_views h WHERE h.job_id = j.id AND EXISTS (
                               SELECT 1 FROM events e WHERE e.aggregate_type = 'application' AND e.aggregate_id = h.id::text
                                 AND e.event_type = 'ApplicationStatusChanged' AND e.payload->'StatusChanged'->>'to' = $2))
                          >= coalesce((j.details->>'openings')::bigint, 1)
             FROM application_views a JOIN job_views j ON j.id = a.job_id
             WHERE a.id = $1 AND j.status IN ('live', 'inactive')",
        )
        .bind(application_id)
        .bind(ApplicationStatus::Hired.to_string())
        .fetch_optional(&self.pool)
        .await?;
        match filled {
            Some((job, true)) => follow_up(&self.jobs, job, JobCommand::CloseFilled, event).await,
            _ => Ok(()),
        }
    }
}

#[async_trait]
impl ProcessManager for Closing {
    fn name(&self) -> &'static str {
        "closing"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application"]
    }

    async fn handle(&self, event: &StoredEvent) -> Result<(), ProjectionError> {
        let ApplicationEvent::StatusChanged { to, .. } = event.decode()? else {
            return Ok(());
        };
        if !to.is_terminal() {
            return Ok(());
        }
        let application = event.id()?;
        self.close_interviews(application, event).await?;
        if to == ApplicationStatus::Hired {
            self.close_filled_job(application, event).await?;
        }
        Ok(())
    }
}
