//! Job: draft → live (publish) ⇄ inactive (deactivate / activate) → closed. A Hiring
//! Manager's staff request starts in `requested`, and is approved (→ draft or live) or
//! declined. Publishing sets the deadline: the one given, or 30 days later.

use super::{DEFAULT_CURRENCY, Services, StatusAction, allowed_actions};
use crate::lists::{EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_LEVELS};
use crate::validation::{FieldError, Problems, optional_text, required_text, text_set};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub const DEFAULT_DEADLINE_DAYS: i64 = 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStatus {
    Requested,
    Declined,
    Draft,
    Live,
    Inactive,
    Closed,
}

string_forms!(JobStatus {
    Requested => "requested",
    Declined => "declined",
    Draft => "draft",
    Live => "live",
    Inactive => "inactive",
    Closed => "closed",
});

/// What a person may do to a job. Its table says from which statuses: the job refuses the
/// action from any other, and the answers that show a job offer only these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum JobAction {
    /// Editing its details, and giving it a position's requirements.
    Edit,
    Publish,
    Deactivate,
    Activate,
    Close,
    /// Approving a Hiring Manager's staff request.
    Approve,
    /// Declining a Hiring Manager's staff request.
    Decline,
}

impl StatusAction for JobAction {
    type Status = JobStatus;
    const ALL: &'static [Self] = &[
        Self::Edit,
        Self::Publish,
        Self::Deactivate,
        Self::Activate,
        Self::Close,
        Self::Approve,
        Self::Decline,
    ];

    fn from(self) -> &'static [JobStatus] {
        use JobStatus::*;
        match self {
            Self::Edit => &[Requested, Draft, Live, Inactive],
            Self::Publish => &[Draft],
            Self::Deactivate => &[Live],
            Self::Activate => &[Inactive],
            Self::Close => &[Draft, Live, Inactive],
            Self::Approve | Self::Decline => &[Requested],
        }
    }
}

impl JobAction {
    /// The action as a refusal names it ("A job that is closed cannot be published.").
    fn done(self) -> &'static str {
        match self {
            Self::Edit => "edited",
            Self::Publish => "published",
            Self::Deactivate => "deactivated",
            Self::Activate => "activated",
            Self::Close => "closed",
            Self::Approve => "approved",
            Self::Decline => "declined",
        }
    }
}

impl JobStatus {
    /// The actions a job of this status allows.
    pub fn actions(self) -> impl Iterator<Item = JobAction> {
        allowed_actions(self)
    }
}

/// Everything a company writes about a job (spec section 3, job).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct JobDetails {
    pub title: String,
    pub description: String,
    pub employment_type: String,
    pub category: Option<String>,
    pub location: Option<String>,
    pub remote: bool,
    pub skills: Vec<String>,
    pub benefits: Vec<String>,
    /// 1..9, see `lists::JOB_LEVELS`.
    pub job_level: Option<u8>,
    pub openings: u32,
    pub salary_min: Option<u32>,
    pub salary_max: Option<u32>,
    pub currency: String,
    pub hide_salary: bool,
    pub experience_years: Option<u8>,
    pub deadline: Option<NaiveDate>,
    pub confidential: bool,
    pub position: Option<String>,
    pub requirements: Option<String>,
    pub responsibilities: Option<String>,
    pub who_you_are: Option<String>,
    pub nice_to_have: Option<String>,
    pub measurable_outcomes: Option<String>,
    pub key_objectives: Option<String>,
    /// 1..7, see `lists::EDUCATION_LEVELS`.
    pub education: Option<u8>,
    pub certification: Option<String>,
    pub industry_knowledge: Option<String>,
    pub evaluation_info: Option<String>,
}

/// Job details as a client sends them; `parse` checks every field.
#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct JobDetailsInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 200)
    )]
    pub title: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 500)
    )]
    pub description: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(
            required = true,
            nullable = false,
            pattern = "^(full_time|part_time|contract|temporary|internship|freelance)$"
        )
    )]
    pub employment_type: Option<String>,
    pub category: Option<String>,
    pub location: Option<String>,
    pub remote: Option<bool>,
    pub skills: Option<Vec<String>>,
    pub benefits: Option<Vec<String>>,
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 9))]
    pub job_level: Option<i64>,
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 10000))]
    pub openings: Option<i64>,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100000000))]
    pub salary_min: Option<i64>,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100000000))]
    pub salary_max: Option<i64>,
    pub currency: Option<String>,
    pub hide_salary: Option<bool>,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 60))]
    pub experience_years: Option<i64>,
    pub deadline: Option<NaiveDate>,
    pub confidential: Option<bool>,
    pub position: Option<String>,
    pub requirements: Option<String>,
    pub responsibilities: Option<String>,
    pub who_you_are: Option<String>,
    pub nice_to_have: Option<String>,
    pub measurable_outcomes: Option<String>,
    pub key_objectives: Option<String>,
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 7))]
    pub education: Option<i64>,
    pub certification: Option<String>,
    pub industry_knowledge: Option<String>,
    pub evaluation_info: Option<String>,
}

const LONG_TEXT: usize = 5000;
/// Spec section 5: "Description: max 500 characters".
const DESCRIPTION_MAX: usize = 500;

fn in_range(value: Option<i64>, range: std::ops::RangeInclusive<i64>) -> Result<Option<i64>, FieldError> {
    match value {
        Some(number) if !range.contains(&number) => Err(FieldError::OutOfRange),
        other => Ok(other),
    }
}

impl JobDetailsInput {
    /// `today` bounds the deadline: it may not lie in the past.
    pub fn parse(self, today: NaiveDate) -> Result<JobDetails, Problems> {
        let mut problems = Problems::default();
        let text = |value: Option<String>, max| optional_text(value.as_deref(), max);
        let title = problems.check("title", required_text(self.title.as_deref().unwrap_or_default(), 200));
        let description = problems.check(
            "description",
            required_text(self.description.as_deref().unwrap_or_default(), DESCRIPTION_MAX),
        );
        let employment_type = problems.check(
            "employment_type",
            match self.employment_type.as_deref().map(str::trim) {
                None | Some("") => Err(FieldError::Required),
                Some(kind) if EMPLOYMENT_TYPES.contains(&kind) => Ok(kind.to_owned()),
                Some(_) => Err(FieldError::InvalidChoice),
            },
        );
        let job_level = problems.check("job_level", in_range(self.job_level, 1..=JOB_LEVELS.len() as i64));
        let education = problems.check("education", in_range(self.education, 1..=EDUCATION_LEVELS.len() as i64));
        let openings = problems.check("openings", in_range(Some(self.openings.unwrap_or(1)), 1..=10_000));
        let salary_min = problems.check("salary_min", in_range(self.salary_min, 0..=100_000_000));
        let salary_max = problems.check("salary_max", in_range(self.salary_max, 0..=100_000_000));
        if let (Some(Some(min)), Some(Some(max))) = (salary_min, salary_max)
            && min > max
        {
            problems.add("salary_max", FieldError::OutOfRange);
        }
        let experience_years = problems.check("experience_years", in_range(self.experience_years, 0..=60));
        let deadline = problems.check(
            "deadline",
            match self.deadline {
                Some(date) => crate::validation::upcoming_day(date, today).map(Some),
                None => Ok(None),
            },
        );
        let currency = problems.check(
            "currency",
            crate::validation::currency(self.currency.as_deref())
                .map(|code| code.unwrap_or_else(|| DEFAULT_CURRENCY.to_owned())),
        );
        let details = JobDetails {
            title: title.unwrap_or_default(),
            description: description.unwrap_or_default(),
            employment_type: employment_type.unwrap_or_default(),
            category: problems.check("category", text(self.category, 100)).flatten(),
            location: problems.check("location", text(self.location, 200)).flatten(),
            remote: self.remote.unwrap_or(false),
            skills: problems
                .check("skills", crate::skills::names(self.skills.unwrap_or_default()))
                .unwrap_or_default(),
            benefits: problems
                .check("benefits", text_set(self.benefits.unwrap_or_default(), 100, 50))
                .unwrap_or_default(),
            job_level: job_level.flatten().map(|level| level as u8),
            openings: openings.flatten().unwrap_or(1) as u32,
            salary_min: salary_min.flatten().map(|value| value as u32),
            salary_max: salary_max.flatten().map(|value| value as u32),
            currency: currency.unwrap_or_default(),
            hide_salary: self.hide_salary.unwrap_or(false),
            experience_years: experience_years.flatten().map(|years| years as u8),
            deadline: deadline.flatten(),
            confidential: self.confidential.unwrap_or(false),
            position: problems.check("position", text(self.position, 200)).flatten(),
            requirements: problems
                .check("requirements", text(self.requirements, LONG_TEXT))
                .flatten(),
            responsibilities: problems
                .check("responsibilities", text(self.responsibilities, LONG_TEXT))
                .flatten(),
            who_you_are: problems
                .check("who_you_are", text(self.who_you_are, LONG_TEXT))
                .flatten(),
            nice_to_have: problems
                .check("nice_to_have", text(self.nice_to_have, LONG_TEXT))
                .flatten(),
            measurable_outcomes: problems
                .check("measurable_outcomes", text(self.measurable_outcomes, LONG_TEXT))
                .flatten(),
            key_objectives: problems
                .check("key_objectives", text(self.key_objectives, LONG_TEXT))
                .flatten(),
            education: education.flatten().map(|level| level as u8),
            certification: problems.check("certification", text(self.certification, 500)).flatten(),
            industry_knowledge: problems
                .check("industry_knowledge", text(self.industry_knowledge, LONG_TEXT))
                .flatten(),
            evaluation_info: problems
                .check("evaluation_info", text(self.evaluation_info, LONG_TEXT))
                .flatten(),
        };
        if problems.is_empty() {
            Ok(details)
        } else {
            Err(problems)
        }
    }
}

#[derive(Debug, Clone)]
pub enum JobCommand {
    /// A company or Block Leader posts a job, as a draft or straight to live.
    Post {
        company_id: Uuid,
        details: JobDetails,
        publish: bool,
    },
    /// A Hiring Manager asks for staff; the company or an HR Executive decides.
    RequestStaff {
        company_id: Uuid,
        details: JobDetails,
        /// The position it is for, with that position's competencies, when the request
        /// comes from the workforce plan: one commit, so no request is left unplaced.
        requirements: Option<(Uuid, Vec<JobCompetency>)>,
    },
    Update {
        details: JobDetails,
    },
    Publish,
    Deactivate,
    Activate,
    Close,
    /// A hire filled the job's openings. Several hires filling the last ones at once each say
    /// so, and the job closes once: a job already closed takes it without a word.
    CloseFilled,
    ApproveRequest {
        publish: bool,
    },
    DeclineRequest {
        reason: Option<String>,
    },
    /// Evaluate applicants against these competencies of a position (set-job-requirements).
    SetRequirements {
        position_id: Uuid,
        competencies: Vec<JobCompetency>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum JobEvent {
    Drafted {
        company_id: Uuid,
        details: JobDetails,
    },
    StaffRequested {
        company_id: Uuid,
        details: JobDetails,
    },
    DetailsUpdated {
        details: JobDetails,
    },
    Published {
        deadline: DateTime<Utc>,
    },
    DeadlineChanged {
        deadline: DateTime<Utc>,
    },
    Deactivated,
    Activated,
    Closed,
    RequestApproved,
    RequestDeclined {
        reason: Option<String>,
    },
    RequirementsSet {
        position_id: Uuid,
        competencies: Vec<JobCompetency>,
    },
}

impl DomainEvent for JobEvent {
    fn event_type(&self) -> String {
        match self {
            Self::Drafted { .. } => "JobDrafted",
            Self::StaffRequested { .. } => "StaffRequested",
            Self::DetailsUpdated { .. } => "JobDetailsUpdated",
            Self::Published { .. } => "JobPublished",
            Self::DeadlineChanged { .. } => "JobDeadlineChanged",
            Self::Deactivated => "JobDeactivated",
            Self::Activated => "JobActivated",
            Self::Closed => "JobClosed",
            Self::RequestApproved => "StaffRequestApproved",
            Self::RequestDeclined { .. } => "StaffRequestDeclined",
            Self::RequirementsSet { .. } => "JobRequirementsSet",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    #[error("This job already exists.")]
    AlreadyExists,
    #[error("This job does not exist.")]
    NotFound,
    #[error("A job that is {status} cannot be {action}.")]
    NotAllowed { action: &'static str, status: JobStatus },
    #[error("The deadline has passed; set a later deadline first.")]
    DeadlinePassed,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Job {
    company_id: Option<Uuid>,
    status: Option<JobStatus>,
    details: Option<JobDetails>,
    deadline: Option<DateTime<Utc>>,
    #[serde(default)]
    requirements: Option<(Uuid, Vec<JobCompetency>)>,
}

/// A competency an applicant for the job is evaluated against, copied from the competency
/// model of a position (so later changes to the model do not move a running evaluation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct JobCompetency {
    pub name: String,
    /// 1..9, see `lists::COMPETENCY_CATEGORIES`.
    pub category: u8,
    /// On the rating scale.
    pub required_level: u8,
}

impl Job {
    pub fn company_id(&self) -> Option<Uuid> {
        self.company_id
    }

    pub fn status(&self) -> Option<JobStatus> {
        self.status
    }

    pub fn details(&self) -> Option<&JobDetails> {
        self.details.as_ref()
    }

    /// Live and not past its deadline.
    pub fn accepts_applications(&self, now: DateTime<Utc>) -> bool {
        self.status == Some(JobStatus::Live) && self.deadline.is_none_or(|deadline| now < deadline)
    }

    fn current(&self) -> Result<JobStatus, JobError> {
        self.status.ok_or(JobError::NotFound)
    }

    fn require(&self, action: JobAction) -> Result<JobStatus, JobError> {
        let status = self.current()?;
        if action.from().contains(&status) {
            Ok(status)
        } else {
            Err(JobError::NotAllowed {
                action: action.done(),
                status,
            })
        }
    }

    /// The end of the chosen deadline day, or the default number of days from now.
    fn deadline_for(details: &JobDetails, now: DateTime<Utc>) -> Result<DateTime<Utc>, JobError> {
        match details.deadline {
            Some(day) => {
                let end_of_day = day
                    .and_hms_opt(23, 59, 59)
                    .map(|time| time.and_utc())
                    .ok_or(JobError::DeadlinePassed)?;
                if end_of_day <= now {
                    Err(JobError::DeadlinePassed)
                } else {
                    Ok(end_of_day)
                }
            }
            None => Ok(now + Duration::days(DEFAULT_DEADLINE_DAYS)),
        }
    }
}

impl Aggregate for Job {
    const TYPE: &'static str = "job";
    type Command = JobCommand;
    type Event = JobEvent;
    type Error = JobError;
    type Services = Services;

    async fn handle(
        &mut self,
        command: JobCommand,
        services: &Services,
        sink: &EventSink<Self>,
    ) -> Result<(), JobError> {
        let now = services.now();
        match command {
            JobCommand::Post {
                company_id,
                details,
                publish,
            } => {
                if self.status.is_some() {
                    return Err(JobError::AlreadyExists);
                }
                let deadline = publish.then(|| Self::deadline_for(&details, now)).transpose()?;
                sink.write(JobEvent::Drafted { company_id, details }, self).await;
                if let Some(deadline) = deadline {
                    sink.write(JobEvent::Published { deadline }, self).await;
                }
            }
            JobCommand::RequestStaff {
                company_id,
                details,
                requirements,
            } => {
                if self.status.is_some() {
                    return Err(JobError::AlreadyExists);
                }
                sink.write(JobEvent::StaffRequested { company_id, details }, self).await;
                if let Some((position_id, competencies)) = requirements {
                    sink.write(
                        JobEvent::RequirementsSet {
                            position_id,
                            competencies,
                        },
                        self,
                    )
                    .await;
                }
            }
            JobCommand::Update { details } => {
                let status = self.require(JobAction::Edit)?;
                let new_deadline = match status {
                    JobStatus::Live | JobStatus::Inactive
                        if details.deadline != self.details.as_ref().and_then(|d| d.deadline) =>
                    {
                        Some(Self::deadline_for(&details, now)?)
                    }
                    _ => None,
                };
                if self.details.as_ref() != Some(&details) {
                    sink.write(JobEvent::DetailsUpdated { details }, self).await;
                }
                if let Some(deadline) = new_deadline {
                    sink.write(JobEvent::DeadlineChanged { deadline }, self).await;
                }
            }
            JobCommand::Publish => {
                self.require(JobAction::Publish)?;
                let details = self.details.as_ref().ok_or(JobError::NotFound)?;
                let deadline = Self::deadline_for(details, now)?;
                sink.write(JobEvent::Published { deadline }, self).await;
            }
            JobCommand::Deactivate => {
                self.require(JobAction::Deactivate)?;
                sink.write(JobEvent::Deactivated, self).await;
            }
            JobCommand::Activate => {
                self.require(JobAction::Activate)?;
                if self.deadline.is_some_and(|deadline| deadline <= now) {
                    return Err(JobError::DeadlinePassed);
                }
                sink.write(JobEvent::Activated, self).await;
            }
            JobCommand::Close => {
                self.require(JobAction::Close)?;
                sink.write(JobEvent::Closed, self).await;
            }
            JobCommand::CloseFilled => {
                if self.current()? != JobStatus::Closed {
                    self.require(JobAction::Close)?;
                    sink.write(JobEvent::Closed, self).await;
                }
            }
            JobCommand::ApproveRequest { publish } => {
                self.require(JobAction::Approve)?;
                let details = self.details.as_ref().ok_or(JobError::NotFound)?;
                let deadline = publish.then(|| Self::deadline_for(details, now)).transpose()?;
                sink.write(JobEvent::RequestApproved, self).await;
                if let Some(deadline) = deadline {
                    sink.write(JobEvent::Published { deadline }, self).await;
                }
            }
            JobCommand::DeclineRequest { reason } => {
                self.require(JobAction::Decline)?;
                sink.write(JobEvent::RequestDeclined { reason }, self).await;
            }
            JobCommand::SetRequirements {
                position_id,
                competencies,
            } => {
                self.require(JobAction::Edit)?;
                let unchanged = self
                    .requirements
                    .as_ref()
                    .is_some_and(|(current, required)| *current == position_id && *required == competencies);
                if !unchanged {
                    sink.write(
                        JobEvent::RequirementsSet {
                            position_id,
                            competencies,
                        },
                        self,
                    )
                    .await;
                }
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: JobEvent) {
        match event {
            JobEvent::Drafted { company_id, details } => {
                self.company_id = Some(company_id);
                self.details = Some(details);
                self.status = Some(JobStatus::Draft);
            }
            JobEvent::StaffRequested { company_id, details } => {
                self.company_id = Some(company_id);
                self.details = Some(details);
                self.status = Some(JobStatus::Requested);
            }
            JobEvent::DetailsUpdated { details } => self.details = Some(details),
            JobEvent::Published { deadline } => {
                self.deadline = Some(deadline);
                self.status = Some(JobStatus::Live);
            }
            JobEvent::DeadlineChanged { deadline } => self.deadline = Some(deadline),
            JobEvent::Deactivated => self.status = Some(JobStatus::Inactive),
            JobEvent::Activated => self.status = Some(JobStatus::Live),
            JobEvent::Closed => self.status = Some(JobStatus::Closed),
            JobEvent::RequestApproved => self.status = Some(JobStatus::Draft),
            JobEvent::RequestDeclined { .. } => self.status = Some(JobStatus::Declined),
            JobEvent::RequirementsSet {
                position_id,
                competencies,
            } => self.requirements = Some((position_id, competencies)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::testing::{Facts, at};
    use cqrs_es::test::TestFramework;
    use std::sync::Arc;

    const NOW: &str = "2026-03-01T10:00:00Z";

    fn framework() -> TestFramework<Job> {
        TestFramework::with(Arc::new(Facts {
            now: at(NOW),
            ..Facts::default()
        }) as Services)
    }

    fn company() -> Uuid {
        Uuid::from_u128(1)
    }

    pub(crate) fn details() -> JobDetails {
        JobDetailsInput {
            title: Some("Backend engineer".into()),
            description: Some("Build the hiring pipeline.".into()),
            employment_type: Some("full_time".into()),
            ..JobDetailsInput::default()
        }
        .parse(at(NOW).date_naive())
        .unwrap()
    }

    fn drafted() -> JobEvent {
        JobEvent::Drafted {
            company_id: company(),
            details: details(),
        }
    }

    fn published() -> JobEvent {
        JobEvent::Published {
            deadline: at("2026-03-31T10:00:00Z"),
        }
    }

    fn requirements() -> JobCommand {
        JobCommand::SetRequirements {
            position_id: Uuid::from_u128(7),
            competencies: vec![JobCompetency {
                name: "Negotiation".into(),
                category: 5,
                required_level: 3,
            }],
        }
    }

    #[test]
    fn a_job_takes_the_competencies_of_a_position_as_its_requirements() {
        framework()
            .given(vec![drafted()])
            .when(requirements())
            .then_expect_events(vec![JobEvent::RequirementsSet {
                position_id: Uuid::from_u128(7),
                competencies: vec![JobCompetency {
                    name: "Negotiation".into(),
                    category: 5,
                    required_level: 3,
                }],
            }]);
    }

    #[test]
    fn setting_the_same_requirements_again_changes_nothing() {
        let set = JobEvent::RequirementsSet {
            position_id: Uuid::from_u128(7),
            competencies: vec![JobCompetency {
                name: "Negotiation".into(),
                category: 5,
                required_level: 3,
            }],
        };
        framework()
            .given(vec![drafted(), set])
            .when(requirements())
            .then_expect_events(vec![]);
    }

    #[test]
    fn the_actions_a_job_offers_are_exactly_those_it_accepts() {
        let requested = JobEvent::StaffRequested {
            company_id: company(),
            details: details(),
        };
        let statuses = [
            (JobStatus::Requested, vec![requested.clone()]),
            (
                JobStatus::Declined,
                vec![requested, JobEvent::RequestDeclined { reason: None }],
            ),
            (JobStatus::Draft, vec![drafted()]),
            (JobStatus::Live, vec![drafted(), published()]),
            (JobStatus::Inactive, vec![drafted(), published(), JobEvent::Deactivated]),
            (JobStatus::Closed, vec![drafted(), published(), JobEvent::Closed]),
        ];
        for (status, history) in statuses {
            let offered: Vec<JobAction> = status.actions().collect();
            for &action in JobAction::ALL {
                let command = match action {
                    JobAction::Edit => JobCommand::Update { details: details() },
                    JobAction::Publish => JobCommand::Publish,
                    JobAction::Deactivate => JobCommand::Deactivate,
                    JobAction::Activate => JobCommand::Activate,
                    JobAction::Close => JobCommand::Close,
                    JobAction::Approve => JobCommand::ApproveRequest { publish: false },
                    JobAction::Decline => JobCommand::DeclineRequest { reason: None },
                };
                let accepted = framework()
                    .given(history.clone())
                    .when(command)
                    .inspect_result()
                    .is_ok();
                assert_eq!(accepted, offered.contains(&action), "{action:?} from {status:?}");
            }
        }
    }

    #[test]
    fn a_filled_job_closes_once_however_many_hires_filled_it() {
        framework()
            .given(vec![drafted(), published()])
            .when(JobCommand::CloseFilled)
            .then_expect_events(vec![JobEvent::Closed]);
        framework()
            .given(vec![drafted(), published(), JobEvent::Closed])
            .when(JobCommand::CloseFilled)
            .then_expect_events(vec![]);
    }

    #[test]
    fn a_closed_job_takes_no_requirements() {
        framework()
            .given(vec![drafted(), published(), JobEvent::Closed])
            .when(requirements())
            .then_expect_error(JobError::NotAllowed {
                action: "edited",
                status: JobStatus::Closed,
            });
    }

    #[test]
    fn posting_and_publishing_sets_a_deadline_thirty_days_later() {
        framework()
            .given_no_previous_events()
            .when(JobCommand::Post {
                company_id: company(),
                details: details(),
                publish: true,
            })
            .then_expect_events(vec![drafted(), published()]);
    }

    #[test]
    fn posting_without_publishing_leaves_a_draft() {
        framework()
            .given_no_previous_events()
            .when(JobCommand::Post {
                company_id: company(),
                details: details(),
                publish: false,
            })
            .then_expect_events(vec![drafted()]);
    }

    #[test]
    fn publishing_uses_the_chosen_deadline_day() {
        let mut details = details();
        details.deadline = Some("2026-03-10".parse().unwrap());
        framework()
            .given(vec![JobEvent::Drafted {
                company_id: company(),
                details,
            }])
            .when(JobCommand::Publish)
            .then_expect_events(vec![JobEvent::Published {
                deadline: at("2026-03-10T23:59:59Z"),
            }]);
    }

    #[test]
    fn a_live_job_is_deactivated_and_activated_again() {
        framework()
            .given(vec![drafted(), published()])
            .when(JobCommand::Deactivate)
            .then_expect_events(vec![JobEvent::Deactivated]);
        framework()
            .given(vec![drafted(), published(), JobEvent::Deactivated])
            .when(JobCommand::Activate)
            .then_expect_events(vec![JobEvent::Activated]);
    }

    #[test]
    fn a_job_past_its_deadline_cannot_be_activated() {
        framework()
            .given(vec![
                drafted(),
                JobEvent::Published {
                    deadline: at("2026-02-01T00:00:00Z"),
                },
                JobEvent::Deactivated,
            ])
            .when(JobCommand::Activate)
            .then_expect_error(JobError::DeadlinePassed);
    }

    #[test]
    fn a_closed_job_cannot_be_published() {
        framework()
            .given(vec![drafted(), published(), JobEvent::Closed])
            .when(JobCommand::Publish)
            .then_expect_error(JobError::NotAllowed {
                action: "published",
                status: JobStatus::Closed,
            });
    }

    #[test]
    fn a_draft_cannot_be_deactivated() {
        framework()
            .given(vec![drafted()])
            .when(JobCommand::Deactivate)
            .then_expect_error(JobError::NotAllowed {
                action: "deactivated",
                status: JobStatus::Draft,
            });
    }

    #[test]
    fn a_job_cannot_be_posted_twice() {
        framework()
            .given(vec![drafted()])
            .when(JobCommand::Post {
                company_id: company(),
                details: details(),
                publish: false,
            })
            .then_expect_error(JobError::AlreadyExists);
    }

    #[test]
    fn a_staff_request_is_approved_and_published() {
        framework()
            .given(vec![JobEvent::StaffRequested {
                company_id: company(),
                details: details(),
            }])
            .when(JobCommand::ApproveRequest { publish: true })
            .then_expect_events(vec![JobEvent::RequestApproved, published()]);
    }

    #[test]
    fn a_staff_request_for_a_position_is_placed_there_in_the_same_commit() {
        let position_id = Uuid::from_u128(7);
        let competencies = vec![JobCompetency {
            name: "Rust".into(),
            category: 1,
            required_level: 3,
        }];
        framework()
            .given_no_previous_events()
            .when(JobCommand::RequestStaff {
                company_id: company(),
                details: details(),
                requirements: Some((position_id, competencies.clone())),
            })
            .then_expect_events(vec![
                JobEvent::StaffRequested {
                    company_id: company(),
                    details: details(),
                },
                JobEvent::RequirementsSet {
                    position_id,
                    competencies,
                },
            ]);
    }

    #[test]
    fn a_staff_request_is_declined_once() {
        let requested = JobEvent::StaffRequested {
            company_id: company(),
            details: details(),
        };
        framework()
            .given(vec![requested.clone()])
            .when(JobCommand::DeclineRequest {
                reason: Some("No budget".into()),
            })
            .then_expect_events(vec![JobEvent::RequestDeclined {
                reason: Some("No budget".into()),
            }]);
        framework()
            .given(vec![requested, JobEvent::RequestDeclined { reason: None }])
            .when(JobCommand::ApproveRequest { publish: false })
            .then_expect_error(JobError::NotAllowed {
                action: "approved",
                status: JobStatus::Declined,
            });
    }

    #[test]
    fn an_unchanged_update_records_nothing() {
        framework()
            .given(vec![drafted()])
            .when(JobCommand::Update { details: details() })
            .then_expect_events(vec![]);
    }

    #[test]
    fn moving_the_deadline_of_a_live_job_records_the_new_deadline() {
        let mut later = details();
        later.deadline = Some("2026-04-15".parse().unwrap());
        framework()
            .given(vec![drafted(), published()])
            .when(JobCommand::Update { details: later.clone() })
            .then_expect_events(vec![
                JobEvent::DetailsUpdated { details: later },
                JobEvent::DeadlineChanged {
                    deadline: at("2026-04-15T23:59:59Z"),
                },
            ]);
    }

    #[test]
    fn a_job_accepts_applications_only_while_live_and_before_its_deadline() {
        let mut job = Job::default();
        job.apply(drafted());
        assert!(!job.accepts_applications(at(NOW)));
        job.apply(published());
        assert!(job.accepts_applications(at(NOW)));
        assert!(!job.accepts_applications(at("2026-04-01T00:00:00Z")));
    }

    #[test]
    fn job_details_report_every_invalid_field() {
        let problems = JobDetailsInput {
            title: Some(" ".into()),
            employment_type: Some("forever".into()),
            job_level: Some(10),
            salary_min: Some(5000),
            salary_max: Some(1000),
            deadline: Some("2026-02-01".parse().unwrap()),
            ..JobDetailsInput::default()
        }
        .parse(at(NOW).date_naive())
        .unwrap_err();
        assert_eq!(
            problems.0,
            vec![
                ("title", FieldError::Required),
                ("description", FieldError::Required),
                ("employment_type", FieldError::InvalidChoice),
                ("job_level", FieldError::OutOfRange),
                ("salary_max", FieldError::OutOfRange),
                ("deadline", FieldError::DateInPast),
            ]
        );
    }
}
