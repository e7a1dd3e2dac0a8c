//! Delegated access (spec "company settings", section 6: grant-access-to-delegate,
//! company-delegates, manage-job-access, company-applicant-permission). A company limits an
//! employee to parts of itself: units of its org structure (a department, division or
//! sub-division with everything under it) and single jobs. Such an employee, a delegate, sees
//! the jobs inside their grants and, when allowed, those jobs' applications; nothing else.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What one grant opens to a delegate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Grant {
    /// A unit and every unit and position under it, now and after later moves.
    Unit(Uuid),
    /// One job, wherever its position is.
    Job(Uuid),
}

/// Why a grant or a delegate change was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DelegateError {
    #[error("Only employees of this company can be given delegated access.")]
    NotAnEmployee,
    #[error("This unit is not part of the company's org structure, or it is archived.")]
    NoSuchUnit,
    #[error("This job is not one of the company's jobs.")]
    NoSuchJob,
    #[error("This employee already has this access.")]
    AlreadyGranted,
    #[error("This employee sees the whole company; grant them a unit or a job first.")]
    NotADelegate,
}

/// Who sees a job, as manage-job-access lists them: the reason each person has access.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobAccess {
    /// The company account, or an employee who is not a delegate.
    WholeCompany,
    /// A delegate whose unit grant covers the job's position.
    Unit,
    /// A delegate granted this job alone.
    Job,
    /// A delegate who posted the job themselves.
    Author,
}
