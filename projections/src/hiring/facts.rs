use crate::event_store::load;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::hiring::job::{Job, JobCompetency};
use domain::hiring::{CandidateFlags, CvRef, EvaluationRules, HiringServices, JobFacts, LookupFailed};
use domain::org::RATING_LEVELS_DEFAULT;
use sqlx::PgPool;
use uuid::Uuid;

/// The facts aggregates look up: the clock, jobs from the event store, CVs and flags from
/// their tables.
pub(super) struct PostgresFacts {
    pub(super) pool: PgPool,
}

fn lookup_failed(error: impl std::fmt::Display) -> LookupFailed {
    tracing::error!(%error, "an aggregate's facts could not be read");
    LookupFailed
}

#[async_trait]
impl HiringServices for PostgresFacts {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }

    async fn job(&self, job_id: Uuid) -> Result<Option<JobFacts>, LookupFailed> {
        let job: Job = load(&self.pool, job_id).await.map_err(lookup_failed)?;
        Ok(job.company_id().map(|company_id| JobFacts {
            company_id,
            accepting_applications: job.accepts_applications(self.now()),
        }))
    }

    async fn candidate_cv(&self, jobseeker_id: Uuid) -> Result<Option<CvRef>, LookupFailed> {
        let cv: Option<(String, String)> =
            sqlx::query_as("SELECT name, file_key FROM jobseeker_cvs WHERE user_id = $1")
                .bind(jobseeker_id)
                .fetch_optional(&self.pool)
                .await
                .map_err(lookup_failed)?;
        Ok(cv.map(|(name, key)| CvRef {
            name,
            url: format!("/api/accounts/files/{key}"),
        }))
    }

    async fn evaluation_rules(&self, application_id: Uuid) -> Result<EvaluationRules, LookupFailed> {
        let found: Option<(sqlx::types::Json<Vec<JobCompetency>>, Option<i32>)> = sqlx::query_as(
            "SELECT j.competencies, (SELECT jsonb_array_length(s.labels::jsonb) FROM org_rating_scales s WHERE s.company_id = a.company_id)
             FROM application_views a JOIN job_views j ON j.id = a.job_id WHERE a.id = $1",
        )
        .bind(application_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(lookup_failed)?;
        let (competencies, levels) =
            found.map_or((Vec::new(), None), |(competencies, levels)| (competencies.0, levels));
        Ok(EvaluationRules {
            competencies,
            rating_levels: levels.map_or(RATING_LEVELS_DEFAULT, |levels| levels as u8),
        })
    }

    async fn candidate_flags(&self, company_id: Uuid, jobseeker_id: Uuid) -> Result<CandidateFlags, LookupFailed> {
        let flags: Option<(bool, bool)> = sqlx::query_as(
            "SELECT blacklisted, favorite FROM candidate_flags WHERE company_id = $1 AND jobseeker_id = $2",
        )
        .bind(company_id)
        .bind(jobseeker_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(lookup_failed)?;
        Ok(flags
            .map(|(blacklisted, favorite)| CandidateFlags { blacklisted, favorite })
            .unwrap_or_default())
    }
}
