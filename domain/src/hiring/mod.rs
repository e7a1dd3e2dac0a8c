//! The hiring pipeline: jobs, applications, interviews and offers, each an event-sourced
//! aggregate whose rules are in `../../shared/design/architecture.md`.

pub mod application;
pub mod interview;
pub mod job;
pub mod offer;
pub mod source;
mod status;

pub use status::{ApplicationStatus, StatusMove};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use uuid::Uuid;

/// An action on a record with a status, and the one table of the statuses it may be taken
/// from: the aggregate refuses it from any other, and the answers list only the allowed ones.
pub trait StatusAction: Copy + 'static {
    type Status: PartialEq + 'static;
    const ALL: &'static [Self];

    /// The statuses the action may be taken from.
    fn from(self) -> &'static [Self::Status];
}

/// The actions a record of this status allows, in their table's order.
pub fn allowed_actions<A: StatusAction>(status: A::Status) -> impl Iterator<Item = A> {
    A::ALL
        .iter()
        .copied()
        .filter(move |action| action.from().contains(&status))
}

/// The currency of salaries and offers when none is given.
pub const DEFAULT_CURRENCY: &str = "AZN";

/// Facts about the job an application is for, as the Job aggregate has them now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobFacts {
    pub company_id: Uuid,
    /// Live and before its deadline.
    pub accepting_applications: bool,
}

/// The CV a candidate applied with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CvRef {
    pub name: String,
    pub url: String,
}

/// Flags a company keeps about a candidate, across all their applications to it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CandidateFlags {
    pub blacklisted: bool,
    pub favorite: bool,
}

/// A fact could not be read; the reader has logged why. The aggregate refuses the command as
/// unavailable for now, never with the reason, which is the database's and not the user's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a fact could not be read")]
pub struct LookupFailed;

/// What the aggregates need to know from outside themselves.
#[async_trait]
pub trait HiringServices: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
    async fn job(&self, job_id: Uuid) -> Result<Option<JobFacts>, LookupFailed>;
    async fn candidate_cv(&self, jobseeker_id: Uuid) -> Result<Option<CvRef>, LookupFailed>;
    async fn candidate_flags(&self, company_id: Uuid, jobseeker_id: Uuid) -> Result<CandidateFlags, LookupFailed>;
    /// What an evaluation of an application is checked against.
    async fn evaluation_rules(&self, application_id: Uuid) -> Result<EvaluationRules, LookupFailed>;
}

/// An application's evaluations rate the competencies of its job (none: rate per category) on
/// the company's rating scale, levels 1..=`rating_levels`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvaluationRules {
    pub competencies: Vec<job::JobCompetency>,
    pub rating_levels: u8,
}

pub type Services = Arc<dyn HiringServices>;

#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use std::collections::HashMap;
    use std::sync::Mutex;

    /// Fixed facts for aggregate tests.
    #[derive(Default)]
    pub struct Facts {
        pub now: DateTime<Utc>,
        pub jobs: HashMap<Uuid, JobFacts>,
        pub cvs: HashMap<Uuid, CvRef>,
        pub flags: Mutex<HashMap<(Uuid, Uuid), CandidateFlags>>,
        pub requirements: Vec<job::JobCompetency>,
        /// The company's rating scale; five levels when `None`.
        pub rating_levels: Option<u8>,
    }

    #[async_trait]
    impl HiringServices for Facts {
        fn now(&self) -> DateTime<Utc> {
            self.now
        }
        async fn job(&self, job_id: Uuid) -> Result<Option<JobFacts>, LookupFailed> {
            Ok(self.jobs.get(&job_id).cloned())
        }
        async fn candidate_cv(&self, jobseeker_id: Uuid) -> Result<Option<CvRef>, LookupFailed> {
            Ok(self.cvs.get(&jobseeker_id).cloned())
        }
        async fn evaluation_rules(&self, _: Uuid) -> Result<EvaluationRules, LookupFailed> {
            Ok(EvaluationRules {
                competencies: self.requirements.clone(),
                rating_levels: self.rating_levels.unwrap_or(crate::org::RATING_LEVELS_DEFAULT),
            })
        }
        async fn candidate_flags(&self, company_id: Uuid, jobseeker_id: Uuid) -> Result<CandidateFlags, LookupFailed> {
            Ok(self
                .flags
                .lock()
                .unwrap()
                .get(&(company_id, jobseeker_id))
                .copied()
                .unwrap_or_default())
        }
    }

    pub fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }
}
