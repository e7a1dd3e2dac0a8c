//! `job_views`: every job with its status, for the company side and the public job list.

pub mod access;
pub mod companies;
pub mod read;
pub mod salaries;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::hiring::job::{JobDetails, JobEvent, JobStatus};
use sqlx::PgConnection;

pub struct Jobs;

async fn set_status(db: &mut PgConnection, event: &StoredEvent, status: JobStatus) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE job_views SET status = $2, updated_at = $3 WHERE id = $1")
        .bind(event.id()?)
        .bind(status.as_str())
        .bind(event.metadata.at)
        .execute(db)
        .await?;
    Ok(())
}

async fn insert(
    db: &mut PgConnection,
    event: &StoredEvent,
    company_id: uuid::Uuid,
    details: &JobDetails,
    status: JobStatus,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO job_views (id, company_id, status, title, employment_type, category, location, job_level,
                                salary_min, salary_max, hide_salary, details, created_by, requested, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)",
    )
    .bind(event.id()?)
    .bind(company_id)
    .bind(status.as_str())
    .bind(&details.title)
    .bind(&details.employment_type)
    .bind(&details.category)
    .bind(&details.location)
    .bind(details.job_level.map(i16::from))
    .bind(details.salary_min.map(|value| value as i32))
    .bind(details.salary_max.map(|value| value as i32))
    .bind(details.hide_salary)
    .bind(sqlx::types::Json(details))
    .bind(event.metadata.actor)
    .bind(status == JobStatus::Requested)
    .bind(event.metadata.at)
    .execute(db)
    .await?;
    Ok(())
}

#[async_trait]
impl View for Jobs {
    fn name(&self) -> &'static str {
        "jobs"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["job"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["job_views"]
    }

    /// The search index re-reads every job: a rebuilt view may differ from the one it replaced.
    async fn swapped_in(&self, db: &mut PgConnection) -> Result<(), ProjectionError> {
        sqlx::query("INSERT INTO search_queue (kind, id) SELECT 'job', id FROM job_views")
            .execute(db)
            .await?;
        Ok(())
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let id = event.id()?;
        let at = event.metadata.at;
        match event.decode::<JobEvent>()? {
            JobEvent::Drafted { company_id, details } => {
                insert(db, event, company_id, &details, JobStatus::Draft).await?
            }
            JobEvent::StaffRequested { company_id, details } => {
                insert(db, event, company_id, &details, JobStatus::Requested).await?
            }
            JobEvent::DetailsUpdated { details } => {
                sqlx::query(
                    "UPDATE job_views SET title = $2, employment_type = $3, category = $4, location = $5, job_level = $6,
                            salary_min = $7, salary_max = $8, hide_salary = $9, details = $10, updated_at = $11
                     WHERE id = $1",
                )
                .bind(id)
                .bind(&details.title)
                .bind(&details.employment_type)
                .bind(&details.category)
                .bind(&details.location)
                .bind(details.job_level.map(i16::from))
                .bind(details.salary_min.map(|value| value as i32))
                .bind(details.salary_max.map(|value| value as i32))
                .bind(details.hide_salary)
                .bind(sqlx::types::Json(&details))
                .bind(at)
                .execute(db)
                .await?;
            }
            JobEvent::Published { deadline } => {
                sqlx::query(
                    "UPDATE job_views SET status = 'live', deadline = $2, published_at = coalesce(published_at, $3), updated_at = $3
                     WHERE id = $1",
                )
                .bind(id)
                .bind(deadline)
                .bind(at)
                .execute(db)
                .await?;
            }
            JobEvent::DeadlineChanged { deadline } => {
                sqlx::query("UPDATE job_views SET deadline = $2, updated_at = $3 WHERE id = $1")
                    .bind(id)
                    .bind(deadline)
                    .bind(at)
                    .execute(db)
                    .await?;
            }
            JobEvent::Deactivated => set_status(db, event, JobStatus::Inactive).await?,
            JobEvent::Activated => set_status(db, event, JobStatus::Live).await?,
            JobEvent::Closed => {
                sqlx::query("UPDATE job_views SET status = 'closed', closed_at = $2, updated_at = $2 WHERE id = $1")
                    .bind(id)
                    .bind(at)
                    .execute(db)
                    .await?;
            }
            JobEvent::RequestApproved => set_status(db, event, JobStatus::Draft).await?,
            JobEvent::RequestDeclined { .. } => set_status(db, event, JobStatus::Declined).await?,
            JobEvent::RequirementsSet {
                position_id,
                competencies,
            } => {
                sqlx::query("UPDATE job_views SET position_id = $2, competencies = $3, updated_at = $4 WHERE id = $1")
                    .bind(id)
                    .bind(position_id)
                    .bind(sqlx::types::Json(&competencies))
                    .bind(at)
                    .execute(db)
                    .await?;
            }
        }
        Ok(())
    }
}
