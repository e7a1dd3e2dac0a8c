//! Whose rows a read may return. Every read of a view takes one of these as its first
//! argument, so a read that forgot its tenant does not compile:
//!
//! - [`Company`]: one company's rows (its org structure, plans, balance …);
//! - [`HiringScope`]: one company's hiring as a company-side caller may see it — the whole
//!   company, or for a delegate only the jobs of their grants (and, if allowed, those jobs'
//!   applications);
//! - [`Jobseeker`]: one job seeker's own rows;
//! - [`Person`]: one user's own rows, whatever kind of user (their consents);
//! - [`Public`]: what anyone may read (live, non-confidential jobs; public pages);
//! - [`Installation`]: every tenant's rows, for the installation's administrator and its own
//!   background jobs (the retention period, the admin's outbox), never for a user's request.

use crate::TablesRead;
use sqlx::PgPool;
use uuid::Uuid;

/// One company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Company(pub Uuid);

/// One job seeker, reading their own rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Jobseeker(pub Uuid);

/// One user of any kind, reading their own rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Person(pub Uuid);

/// Anyone, signed in or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Public;

/// The installation itself: its administrator, or a background job acting for no user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Installation;

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

/// The one filter of every scoped read: rows whose `column` (a job's id) is among the jobs
/// bound as parameter `$n` (`HiringScope::jobs` or `applicant_jobs`), or every row when that is
/// NULL (the whole company). A string literal, for `concat!` and `format!`.
#[macro_export]
macro_rules! in_scope {
    ($column:literal, $parameter:literal) => {
        concat!(
            "($",
            $parameter,
            "::uuid[] IS NULL OR ",
            $column,
            " = ANY($",
            $parameter,
            "))"
        )
    };
}

/// What `HiringScope::of` reads, for every screen kept in memory.
pub const SCOPE_READS: TablesRead = &[
    "delegates",
    "delegate_grants",
    "org_unit_versions",
    "org_position_versions",
    "job_views",
];

/// What a delegate may see; employees who are not delegates have none. It is computed on every
/// request (never kept in a token), from the delegate's grants, the org structure as it is now
/// and the jobs' positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delegation {
    user: Uuid,
    jobs: Vec<Uuid>,
    applicants: bool,
}

impl Delegation {
    /// The delegation of `user`, if they are a delegate.
    pub async fn of(pool: &PgPool, user: Uuid) -> Result<Option<Self>, sqlx::Error> {
        let row: Option<(bool, Vec<Uuid>)> = sqlx::query_as(&delegated_jobs())
            .bind(user)
            .fetch_optional(pool)
            .await?;
        Ok(row.map(|(applicants, jobs)| Self { user, jobs, applicants }))
    }

    /// The jobs whose applications the delegation lets one see.
    pub fn applicant_jobs(&self) -> &[Uuid] {
        if self.applicants { &self.jobs } else { &[] }
    }
}

/// A company-side caller's view of their company's hiring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HiringScope {
    pub company: Uuid,
    delegation: Option<Delegation>,
}

impl HiringScope {
    /// The whole company: the company account and employees who are not delegates.
    pub fn whole(company: Uuid) -> Self {
        Self {
            company,
            delegation: None,
        }
    }

    /// What `user`, who works for `company`, may see of it.
    pub async fn of(pool: &PgPool, user: Uuid, company: Uuid) -> Result<Self, sqlx::Error> {
        Ok(Self {
            company,
            delegation: Delegation::of(pool, user).await?,
        })
    }

    pub fn tenant(&self) -> Company {
        Company(self.company)
    }

    /// The jobs one may see, for an `in_scope!` filter:
    /// `None` when every job of the company is in scope.
    pub fn jobs(&self) -> Option<&[Uuid]> {
        self.delegation.as_ref().map(|delegation| delegation.jobs.as_slice())
    }

    /// The jobs whose applications (and their interviews, offers and notifications) one may
    /// see, in the same form.
    pub fn applicant_jobs(&self) -> Option<&[Uuid]> {
        self.delegation.as_ref().map(Delegation::applicant_jobs)
    }

    /// Whether one may see the job.
    pub fn sees_job(&self, job: Uuid) -> bool {
        self.jobs().is_none_or(|jobs| jobs.contains(&job))
    }

    /// Whether one may see the job's applications.
    pub fn sees_applicants_of(&self, job: Uuid) -> bool {
        self.applicant_jobs().is_none_or(|jobs| jobs.contains(&job))
    }

    /// Whether a job placed at `position` would stay in scope: always for the whole company,
    /// and for a delegate when the position is under one of their units.
    pub async fn covers_position(&self, pool: &PgPool, position: Uuid) -> Result<bool, sqlx::Error> {
        let Some(delegation) = &self.delegation else {
            return Ok(true);
        };
        sqlx::query_scalar(&format!(
            "{GRANTED_UNITS} SELECT EXISTS ({POSITION_IN_GRANTED_UNITS} AND p.position_id = $2)"
        ))
        .bind(delegation.user)
        .bind(position)
        .fetch_one(pool)
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delegate(jobs: &[Uuid], applicants: bool) -> HiringScope {
        HiringScope {
            company: Uuid::now_v7(),
            delegation: Some(Delegation {
                user: Uuid::now_v7(),
                jobs: jobs.to_vec(),
                applicants,
            }),
        }
    }

    #[test]
    fn the_tenant_filter_admits_every_job_when_its_parameter_is_null() {
        assert_eq!(
            crate::in_scope!("a.job_id", 3),
            "($3::uuid[] IS NULL OR a.job_id = ANY($3))"
        );
    }

    #[test]
    fn the_whole_company_sees_every_job_and_its_applicants() {
        let scope = HiringScope::whole(Uuid::now_v7());

        assert!(scope.sees_job(Uuid::now_v7()));
        assert!(scope.sees_applicants_of(Uuid::now_v7()));
        assert_eq!(scope.jobs(), None);
    }

    #[test]
    fn a_delegate_sees_only_the_jobs_of_their_grants() {
        let granted = Uuid::now_v7();
        let scope = delegate(&[granted], true);

        assert!(scope.sees_job(granted));
        assert!(!scope.sees_job(Uuid::now_v7()));
        assert!(scope.sees_applicants_of(granted));
    }

    #[test]
    fn a_delegate_without_the_applicant_permission_sees_no_application() {
        let granted = Uuid::now_v7();
        let scope = delegate(&[granted], false);

        assert!(scope.sees_job(granted));
        assert!(!scope.sees_applicants_of(granted));
        assert_eq!(scope.applicant_jobs(), Some(&[][..]));
    }
}
