//! Jobs (spec section 7, "Jobs" path group): postings and staff requests, applications and
//! the applicant pipeline, interviews and evaluations, offers, the dashboards. Commands go to
//! the aggregates; everything read comes from the projections.

pub mod ai_proposal;
pub mod applicants;
pub mod dashboard;
pub mod evaluation_data;
pub mod interviews;
pub mod job;
pub mod offers;
pub mod schedule;
pub mod skills;
pub mod statistics;

use crate::caller::Actor;
use crate::error::ApiError;
use crate::state::AppState;
use axum::http::StatusCode;
use cqrs_es::AggregateError;
use domain::accounts::EmployeeRole::{BlockLeader, HiringManager, HrExecutive};
use domain::hiring::application::ApplicationError;
use domain::hiring::interview::InterviewError;
use domain::hiring::job::JobError;
use domain::hiring::offer::OfferError;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Who may do what on the company side (spec section 6).
pub mod roles {
    use super::*;

    pub const COMPANY_SIDE: &[Actor] = &[
        Actor::Company,
        Actor::Employee(BlockLeader),
        Actor::Employee(HiringManager),
        Actor::Employee(HrExecutive),
    ];
    /// Post a job; a Hiring Manager's post is a staff request.
    pub const POSTERS: &[Actor] = &[
        Actor::Company,
        Actor::Employee(BlockLeader),
        Actor::Employee(HiringManager),
    ];
    /// Edit jobs, change their status, decide staff requests.
    pub const JOB_EDITORS: &[Actor] = &[Actor::Company, Actor::Employee(HrExecutive)];
    /// Work the applicant pipeline: move, hire, reject, flag, rate, note.
    pub const PIPELINE: &[Actor] = &[Actor::Company, Actor::Employee(HiringManager)];
    /// See applicants, schedule interviews, send offers.
    pub const HIRING_TEAM: &[Actor] = &[
        Actor::Company,
        Actor::Employee(HiringManager),
        Actor::Employee(HrExecutive),
    ];
    /// HR private notes.
    pub const HR: &[Actor] = &[Actor::Company, Actor::Employee(HrExecutive)];
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(job::router())
        .routes(routes!(ai_proposal::propose))
        .merge(applicants::router())
        .merge(interviews::router())
        .merge(evaluation_data::router())
        .merge(offers::router())
        .merge(schedule::router())
        .merge(dashboard::router())
        .merge(statistics::router())
        .merge(skills::router())
}

/// How a domain refusal reaches the client: its status and stable code, and facts a client
/// may show in its own words.
trait Refusal: std::error::Error {
    fn status_and_code(&self) -> (StatusCode, &'static str);

    fn details(&self) -> Option<serde_json::Value> {
        None
    }
}

impl<E: Refusal> From<AggregateError<E>> for ApiError {
    fn from(error: AggregateError<E>) -> Self {
        match error {
            AggregateError::UserError(refusal) => {
                let (status, code) = refusal.status_and_code();
                if status == StatusCode::NOT_FOUND {
                    ApiError::NotFound
                } else {
                    ApiError::Refused {
                        status,
                        code,
                        message: refusal.to_string(),
                        details: refusal.details(),
                    }
                }
            }
            AggregateError::AggregateConflict => ApiError::ConcurrentUpdate,
            other => ApiError::Internal(anyhow::anyhow!("event store: {other}")),
        }
    }
}

impl Refusal for JobError {
    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            Self::AlreadyExists => (StatusCode::CONFLICT, "already_exists"),
            Self::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            Self::NotAllowed { .. } => (StatusCode::CONFLICT, "transition_not_allowed"),
            Self::DeadlinePassed => (StatusCode::CONFLICT, "deadline_passed"),
        }
    }

    fn details(&self) -> Option<serde_json::Value> {
        match self {
            Self::NotAllowed { action, status } => Some(serde_json::json!({"action": action, "status": status})),
            _ => None,
        }
    }
}

impl Refusal for ApplicationError {
    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            Self::AlreadyApplied => (StatusCode::CONFLICT, "already_applied"),
            Self::NotFound | Self::JobNotFound => (StatusCode::NOT_FOUND, "not_found"),
            Self::JobNotAccepting => (StatusCode::CONFLICT, "job_not_accepting"),
            Self::CvRequired => (StatusCode::CONFLICT, "cv_required"),
            Self::Blacklisted => (StatusCode::FORBIDDEN, "blacklisted"),
            Self::Transition { .. } => (StatusCode::CONFLICT, "transition_not_allowed"),
            Self::NoNextStep { .. } => (StatusCode::CONFLICT, "no_next_step"),
            Self::RatingOutOfRange | Self::NoteLength | Self::CoverLetterTooLong => {
                (StatusCode::UNPROCESSABLE_ENTITY, "validation_failed")
            }
            Self::Unavailable(_) => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
            Self::Anonymised => (StatusCode::CONFLICT, "application_anonymised"),
            Self::RetentionBeforeRejection => (StatusCode::CONFLICT, "transition_not_allowed"),
        }
    }

    fn details(&self) -> Option<serde_json::Value> {
        match self {
            Self::Transition { from, to } => Some(serde_json::json!({"from": from, "to": to})),
            Self::NoNextStep { from } => Some(serde_json::json!({"from": from})),
            _ => None,
        }
    }
}

impl Refusal for InterviewError {
    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            Self::AlreadyScheduled => (StatusCode::CONFLICT, "already_exists"),
            Self::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            Self::NotAllowed { .. } => (StatusCode::CONFLICT, "transition_not_allowed"),
            Self::NotAnInterviewer => (StatusCode::FORBIDDEN, "permission_denied"),
            Self::AlreadyEvaluated => (StatusCode::CONFLICT, "already_evaluated"),
            Self::InvalidScores => (StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
            Self::Unavailable(_) => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
        }
    }
}

impl Refusal for OfferError {
    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            Self::AlreadySent => (StatusCode::CONFLICT, "already_exists"),
            Self::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            Self::NotOpen { .. } => (StatusCode::CONFLICT, "transition_not_allowed"),
            Self::PastLastDate => (StatusCode::CONFLICT, "offer_expired"),
            Self::NotYetExpired => (StatusCode::CONFLICT, "offer_open"),
        }
    }
}

/// A page number of a list, 1..=[`PageNumber::MAX`]; another number is a 422 `out_of_range`.
#[derive(Debug, Clone, Copy, serde::Deserialize)]
#[serde(try_from = "u32")]
pub struct PageNumber(u32);

impl PageNumber {
    pub const MAX: u32 = 10_000;
}

impl TryFrom<u32> for PageNumber {
    type Error = String;

    fn try_from(number: u32) -> Result<Self, String> {
        if (1..=Self::MAX).contains(&number) {
            Ok(Self(number))
        } else {
            Err(format!("page out of range 1..={}", Self::MAX))
        }
    }
}

/// Results per page, 1..=100; another size is a 422 `out_of_range`.
#[derive(Debug, Clone, Copy, serde::Deserialize)]
#[serde(try_from = "u32")]
pub struct PageSize(u32);

impl PageSize {
    pub const MAX: u32 = 100;
}

impl TryFrom<u32> for PageSize {
    type Error = String;

    fn try_from(size: u32) -> Result<Self, String> {
        if (1..=Self::MAX).contains(&size) {
            Ok(Self(size))
        } else {
            Err(format!("page_size out of range 1..={}", Self::MAX))
        }
    }
}

/// Pagination of list endpoints: `?page=1&page_size=20`.
pub struct Page {
    page: u32,
    page_size: u32,
}

impl Page {
    pub fn of(page: Option<PageNumber>, page_size: Option<PageSize>) -> Self {
        Self {
            page: page.map_or(1, |page| page.0),
            page_size: page_size.map_or(search::DEFAULT_PAGE_SIZE, |size| size.0),
        }
    }

    pub fn number(&self) -> u32 {
        self.page
    }

    pub fn size(&self) -> u32 {
        self.page_size
    }

    /// `LIMIT <size> OFFSET $<offset_parameter>`, the size written into the statement rather
    /// than bound: PostgreSQL plans a statement whose LIMIT is a parameter anew on every call
    /// (its generic plan assumes a tenth of the rows, which never looks cheaper than a plan
    /// for the size given), and planning was up to half of the pipeline board's time in the
    /// database. A size is one of the 100 values `PageSize` admits.
    pub fn limit_offset(&self, offset_parameter: u8) -> String {
        format!("LIMIT {} OFFSET ${offset_parameter}", self.page_size)
    }

    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.page_size)
    }
}

#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Paginated<T> {
    pub count: i64,
    pub results: Vec<T>,
}
