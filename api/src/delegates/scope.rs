//! The scope of a company-side caller: which of the company's jobs, and which of those jobs'
//! applications, they may see. It is computed on every request (never kept in a token), from
//! the delegate's grants, the org structure as it is now and the jobs' positions.

use crate::http::ApiError;
use sqlx::PgPool;
use uuid::Uuid;

/// The units delegate `$1` was granted, with every unit under them as the structure is now.
const GRANTED_UNITS: &str = "WITH RECURSIVE units AS (
        SELECT g.unit_id FROM delegate_grants g WHERE g.user_id = $1 AND g.unit_id IS NOT NULL
        UNION
        SELECT u.unit_id FROM org_unit_versions u JOIN units ON u.parent_id = units.unit_id WHERE u.valid_to IS NULL)";

/// Whether a position lies under units delegate `$1` was granted.
const POSITION_IN_GRANTED_UNITS: &str = "SELECT p.position_id FROM org_position_versions p JOIN units USING (unit_id)
    WHERE p.valid_to IS NULL";

/// A delegate's jobs: those whose position is under a granted unit, those granted one by one,
/// and those the delegate posted.
fn delegated_jobs() -> String {
    format!(
        "SELECT d.applicants, ARRAY(
            {GRANTED_UNITS}
            SELECT j.id FROM job_views j
            WHERE j.company_id = d.company_id
              AND (j.created_by = d.user_id
                   OR EXISTS (SELECT 1 FROM delegate_grants g WHERE g.user_id = d.user_id AND g.job_id = j.id)
                   OR j.position_id IN ({POSITION_IN_GRANTED_UNITS}))
            ORDER BY j.id) AS jobs
        FROM delegates d WHERE d.user_id = $1"
    )
}

/// What a delegate may see; employees who are not delegates have none.
#[derive(Debug, Clone)]
pub struct Delegation {
    user: Uuid,
    jobs: Vec<Uuid>,
    applicants: bool,
}

impl Delegation {
    /// The delegation of `user`, if they are a delegate.
    pub async fn of(pool: &PgPool, user: Uuid) -> Result<Option<Self>, ApiError> {
        let row: Option<(bool, Vec<Uuid>)> = sqlx::query_as(&delegated_jobs())
            .bind(user)
            .fetch_optional(pool)
            .await?;
        Ok(row.map(|(applicants, jobs)| Self { user, jobs, applicants }))
    }

    fn applicant_jobs(&self) -> &[Uuid] {
        if self.applicants { &self.jobs } else { &[] }
    }
}

/// The jobs whose applications `delegation` lets one see; `None` for all of the company's.
pub fn applicant_jobs(delegation: Option<&Delegation>) -> Option<&[Uuid]> {
    delegation.map(Delegation::applicant_jobs)
}

/// A company-side caller's view of their company's hiring.
#[derive(Debug, Clone)]
pub struct Scope {
    pub company: Uuid,
    delegation: Option<Delegation>,
}

impl Scope {
    /// The whole company: the company account and employees who are not delegates.
    pub fn whole(company: Uuid) -> Self {
        Self {
            company,
            delegation: None,
        }
    }

    pub async fn load(pool: &PgPool, user: Uuid, company: Uuid) -> Result<Self, ApiError> {
        Ok(Self {
            company,
            delegation: Delegation::of(pool, user).await?,
        })
    }

    /// The jobs one may see, for an `($n::uuid[] IS NULL OR job_id = ANY($n))` filter:
    /// `None` when every job of the company is in scope.
    pub fn jobs(&self) -> Option<&[Uuid]> {
        self.delegation.as_ref().map(|delegation| delegation.jobs.as_slice())
    }

    /// The jobs whose applications (and their interviews, offers and notifications) one may
    /// see, in the same form.
    pub fn applicant_jobs(&self) -> Option<&[Uuid]> {
        applicant_jobs(self.delegation.as_ref())
    }

    /// Whether a job placed at `position` would stay in scope: always for the whole company,
    /// and for a delegate when the position is under one of their units.
    pub async fn covers_position(&self, pool: &PgPool, position: Uuid) -> Result<bool, ApiError> {
        let Some(delegation) = &self.delegation else {
            return Ok(true);
        };
        Ok(sqlx::query_scalar(&format!(
            "{GRANTED_UNITS} SELECT EXISTS ({POSITION_IN_GRANTED_UNITS} AND p.position_id = $2)"
        ))
        .bind(delegation.user)
        .bind(position)
        .fetch_one(pool)
        .await?)
    }

    /// Refuses a job outside the scope exactly as an unknown one.
    pub fn require_job(&self, job: Uuid) -> Result<(), ApiError> {
        match self.jobs() {
            Some(jobs) if !jobs.contains(&job) => Err(ApiError::NotFound),
            _ => Ok(()),
        }
    }

    /// Refuses an application outside the scope exactly as an unknown one.
    pub fn require_applicants_of(&self, job: Uuid) -> Result<(), ApiError> {
        match self.applicant_jobs() {
            Some(jobs) if !jobs.contains(&job) => Err(ApiError::NotFound),
            _ => Ok(()),
        }
    }
}
