//! Application: a job seeker's application to one job, and the company's work on it.
//!
//! | action | from | to |
//! |---|---|---|
//! | apply (CV required, not blacklisted, job live, one per job) | — | applied |
//! | move to next step | applied → in review → shortlisted → interview → offered | next |
//! | schedule interview | applied, in review, shortlisted | interview |
//! | send offer | interview | offered |
//! | applicant accepts offer | offered | accepted by applicant |
//! | applicant declines offer / withdraws | any non-terminal | rejected by applicant |
//! | hire | interview, offered, accepted by applicant | hired |
//! | reject | any non-terminal | rejected by company |
//! | anonymise: the person deleted their account (a live one is withdrawn first) | any | same |
//! | anonymise: the company deleted its account | any | same |
//! | anonymise: the company's retention period ran out | rejected by company or applicant | same |
//!
//! An anonymised application takes no more commands: its personal data is erased (the keys
//! its personal fields were sealed with are destroyed, see `crate::privacy`).
//!
//! Interview and offer steps arrive from the process managers; repeating one whose effect is
//! already there changes nothing, so a process manager may safely run twice.

use super::source::Attribution;
use super::status::OPEN;
use super::{ApplicationStatus, CvRef, Services, StatusMove};
use crate::lists::RATING_SCALE;
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use ApplicationStatus::*;

const NOTE_MAX_CHARS: usize = 5000;

#[derive(Debug, Clone)]
pub enum ApplicationCommand {
    Apply {
        job_id: Uuid,
        jobseeker_id: Uuid,
        cover_letter: Option<String>,
        /// Checked already (`Attribution::checked`).
        attribution: Option<Attribution>,
    },
    MoveToNextStep,
    ScheduleInterview {
        interview_id: Uuid,
    },
    SendOffer {
        offer_id: Uuid,
    },
    AcceptOffer {
        offer_id: Uuid,
    },
    DeclineOffer {
        offer_id: Uuid,
    },
    Withdraw,
    Hire,
    Reject {
        reason: Option<String>,
    },
    Rate {
        rating: u8,
    },
    AddNote {
        note_id: Uuid,
        text: String,
        private: bool,
    },
    Blacklist,
    RemoveFromBlacklist,
    Favorite,
    Unfavorite,
    Anonymise {
        because: Anonymisation,
    },
}

/// Why an application's personal data was erased.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Anonymisation {
    /// The job seeker deleted their account.
    AccountDeleted,
    /// The company deleted its account: nobody is left to read the application.
    CompanyDeleted,
    /// The company's retention period for rejected applicants ran out.
    Retention,
}

/// Why a status changed; the audit history shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StatusCause {
    NextStep,
    InterviewScheduled { interview_id: Uuid },
    OfferSent { offer_id: Uuid },
    OfferAccepted { offer_id: Uuid },
    OfferDeclined { offer_id: Uuid },
    Withdrawn,
    Hired,
    Rejected { reason: Option<String> },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ApplicationEvent {
    Submitted {
        job_id: Uuid,
        company_id: Uuid,
        jobseeker_id: Uuid,
        cv: CvRef,
        cover_letter: Option<String>,
        /// Where the applicant came from; none in the applications made before it was kept.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attribution: Option<Box<Attribution>>,
    },
    StatusChanged {
        from: ApplicationStatus,
        to: ApplicationStatus,
        cause: StatusCause,
    },
    Rated {
        rating: u8,
    },
    NoteAdded {
        note_id: Uuid,
        text: String,
        private: bool,
    },
    Blacklisted,
    RemovedFromBlacklist,
    Favorited,
    Unfavorited,
    Anonymised {
        because: Anonymisation,
    },
}

impl DomainEvent for ApplicationEvent {
    fn event_type(&self) -> String {
        match self {
            Self::Submitted { .. } => "ApplicationSubmitted",
            Self::StatusChanged { .. } => "ApplicationStatusChanged",
            Self::Rated { .. } => "ApplicantRated",
            Self::NoteAdded { .. } => "ApplicantNoteAdded",
            Self::Blacklisted => "CandidateBlacklisted",
            Self::RemovedFromBlacklist => "CandidateRemovedFromBlacklist",
            Self::Favorited => "CandidateFavorited",
            Self::Unfavorited => "CandidateUnfavorited",
            Self::Anonymised { .. } => "ApplicationAnonymised",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplicationError {
    #[error("You have already applied to this job.")]
    AlreadyApplied,
    #[error("This application does not exist.")]
    NotFound,
    #[error("This job does not exist.")]
    JobNotFound,
    #[error("This job is not accepting applications.")]
    JobNotAccepting,
    #[error("CV required to apply.")]
    CvRequired,
    #[error("This company does not accept applications from you.")]
    Blacklisted,
    #[error("Cannot move from {from} to {to}.")]
    Transition {
        from: ApplicationStatus,
        to: ApplicationStatus,
    },
    #[error("An application that is {from} has no next step.")]
    NoNextStep { from: ApplicationStatus },
    #[error("The rating must be from 1 to 5.")]
    RatingOutOfRange,
    #[error("A note needs some text.")]
    NoteRequired,
    #[error("A note can be at most 5000 characters long.")]
    NoteTooLong,
    #[error("This cover letter is too long.")]
    CoverLetterTooLong,
    #[error("This cannot be done right now; try again later.")]
    Unavailable,
    #[error("This application was anonymised: its personal data is erased.")]
    Anonymised,
    #[error("Only a rejected application is anonymised when its retention period ends.")]
    RetentionBeforeRejection,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Application {
    status: Option<ApplicationStatus>,
    job_id: Option<Uuid>,
    company_id: Option<Uuid>,
    jobseeker_id: Option<Uuid>,
    rating: Option<u8>,
    anonymised: bool,
}

impl Application {
    pub fn status(&self) -> Option<ApplicationStatus> {
        self.status
    }

    pub fn company_id(&self) -> Option<Uuid> {
        self.company_id
    }

    pub fn jobseeker_id(&self) -> Option<Uuid> {
        self.jobseeker_id
    }

    pub fn job_id(&self) -> Option<Uuid> {
        self.job_id
    }

    /// Whether the company may still send an offer (the interview stage is done).
    pub fn can_receive_offer(&self) -> bool {
        self.status
            .is_some_and(|status| StatusMove::SendOffer.allowed_from(status))
    }

    /// Whether an interview may be scheduled now.
    pub fn can_be_interviewed(&self) -> bool {
        self.status
            .is_some_and(|status| StatusMove::ScheduleInterview.allowed_from(status))
    }

    pub fn is_anonymised(&self) -> bool {
        self.anonymised
    }

    fn current(&self) -> Result<ApplicationStatus, ApplicationError> {
        let status = self.status.ok_or(ApplicationError::NotFound)?;
        if self.anonymised {
            return Err(ApplicationError::Anonymised);
        }
        Ok(status)
    }

    async fn anonymise(&mut self, sink: &EventSink<Self>, because: Anonymisation) -> Result<(), ApplicationError> {
        let status = self.status.ok_or(ApplicationError::NotFound)?;
        if self.anonymised {
            return Ok(());
        }
        match because {
            Anonymisation::AccountDeleted if OPEN.contains(&status) => {
                self.change(sink, RejectedByApplicant, OPEN, StatusCause::Withdrawn, Repeat::Refuse)
                    .await?;
            }
            Anonymisation::Retention if !matches!(status, RejectedByCompany | RejectedByApplicant) => {
                return Err(ApplicationError::RetentionBeforeRejection);
            }
            _ => {}
        }
        sink.write(ApplicationEvent::Anonymised { because }, self).await;
        Ok(())
    }

    /// A change to `to`, allowed from `from_any`. When the application is already there,
    /// a pipeline step (`Repeat::Ignore`) changes nothing and a person's move is refused.
    async fn change(
        &mut self,
        sink: &EventSink<Self>,
        to: ApplicationStatus,
        from_any: &[ApplicationStatus],
        cause: StatusCause,
        repeat: Repeat,
    ) -> Result<(), ApplicationError> {
        let from = self.current()?;
        if from == to && repeat == Repeat::Ignore {
            return Ok(());
        }
        if !from_any.contains(&from) {
            return Err(ApplicationError::Transition { from, to });
        }
        sink.write(ApplicationEvent::StatusChanged { from, to, cause }, self)
            .await;
        Ok(())
    }

    /// A person's move, as the table of moves allows it.
    async fn make(
        &mut self,
        sink: &EventSink<Self>,
        step: StatusMove,
        cause: StatusCause,
    ) -> Result<(), ApplicationError> {
        let from = self.current()?;
        let to = step.to(from).ok_or(ApplicationError::NoNextStep { from })?;
        let repeat = if step.repeats() { Repeat::Ignore } else { Repeat::Refuse };
        self.change(sink, to, step.from(), cause, repeat).await
    }

    async fn apply_to_job(
        &mut self,
        services: &Services,
        sink: &EventSink<Self>,
        job_id: Uuid,
        jobseeker_id: Uuid,
        cover_letter: Option<String>,
        attribution: Option<Attribution>,
    ) -> Result<(), ApplicationError> {
        if self.status.is_some() {
            return Err(ApplicationError::AlreadyApplied);
        }
        let unavailable = |_: super::LookupFailed| ApplicationError::Unavailable;
        let job = services
            .job(job_id)
            .await
            .map_err(unavailable)?
            .ok_or(ApplicationError::JobNotFound)?;
        if !job.accepting_applications {
            return Err(ApplicationError::JobNotAccepting);
        }
        let cv = services
            .candidate_cv(jobseeker_id)
            .await
            .map_err(unavailable)?
            .ok_or(ApplicationError::CvRequired)?;
        if services
            .candidate_flags(job.company_id, jobseeker_id)
            .await
            .map_err(unavailable)?
            .blacklisted
        {
            return Err(ApplicationError::Blacklisted);
        }
        let cover_letter = cover_letter
            .map(|text| text.trim().to_owned())
            .filter(|text| !text.is_empty());
        if cover_letter
            .as_ref()
            .is_some_and(|text| text.chars().count() > NOTE_MAX_CHARS)
        {
            return Err(ApplicationError::CoverLetterTooLong);
        }
        sink.write(
            ApplicationEvent::Submitted {
                job_id,
                company_id: job.company_id,
                jobseeker_id,
                cv,
                cover_letter,
                attribution: attribution.map(Box::new),
            },
            self,
        )
        .await;
        Ok(())
    }

    /// Writes a flag event unless the company's flag already has that value.
    async fn flag(
        &mut self,
        services: &Services,
        sink: &EventSink<Self>,
        event: ApplicationEvent,
    ) -> Result<(), ApplicationError> {
        self.current()?;
        let (company, jobseeker) = self
            .company_id
            .zip(self.jobseeker_id)
            .ok_or(ApplicationError::NotFound)?;
        let flags = services
            .candidate_flags(company, jobseeker)
            .await
            .map_err(|_: super::LookupFailed| ApplicationError::Unavailable)?;
        let already = match event {
            ApplicationEvent::Blacklisted => flags.blacklisted,
            ApplicationEvent::RemovedFromBlacklist => !flags.blacklisted,
            ApplicationEvent::Favorited => flags.favorite,
            _ => !flags.favorite,
        };
        if !already {
            sink.write(event, self).await;
        }
        Ok(())
    }
}

/// What a command that would not change the status does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Repeat {
    /// Steps that process managers run, maybe twice.
    Ignore,
    /// Moves people make: repeating one is refused like any other move that is not allowed.
    Refuse,
}

impl Aggregate for Application {
    const TYPE: &'static str = "application";
    type Command = ApplicationCommand;
    type Event = ApplicationEvent;
    type Error = ApplicationError;
    type Services = Services;

    async fn handle(
        &mut self,
        command: ApplicationCommand,
        services: &Services,
        sink: &EventSink<Self>,
    ) -> Result<(), ApplicationError> {
        match command {
            ApplicationCommand::Apply {
                job_id,
                jobseeker_id,
                cover_letter,
                attribution,
            } => {
                self.apply_to_job(services, sink, job_id, jobseeker_id, cover_letter, attribution)
                    .await
            }
            ApplicationCommand::MoveToNextStep => self.make(sink, StatusMove::NextStep, StatusCause::NextStep).await,
            ApplicationCommand::ScheduleInterview { interview_id } => {
                self.make(
                    sink,
                    StatusMove::ScheduleInterview,
                    StatusCause::InterviewScheduled { interview_id },
                )
                .await
            }
            ApplicationCommand::SendOffer { offer_id } => {
                self.make(sink, StatusMove::SendOffer, StatusCause::OfferSent { offer_id })
                    .await
            }
            ApplicationCommand::AcceptOffer { offer_id } => {
                self.change(
                    sink,
                    AcceptedByApplicant,
                    &[Offered],
                    StatusCause::OfferAccepted { offer_id },
                    Repeat::Ignore,
                )
                .await
            }
            ApplicationCommand::DeclineOffer { offer_id } => {
                self.change(
                    sink,
                    RejectedByApplicant,
                    OPEN,
                    StatusCause::OfferDeclined { offer_id },
                    Repeat::Ignore,
                )
                .await
            }
            ApplicationCommand::Withdraw => self.make(sink, StatusMove::Withdraw, StatusCause::Withdrawn).await,
            ApplicationCommand::Hire => self.make(sink, StatusMove::Hire, StatusCause::Hired).await,
            ApplicationCommand::Reject { reason } => {
                let reason = reason
                    .map(|text| text.trim().to_owned())
                    .filter(|text| !text.is_empty());
                self.make(sink, StatusMove::Reject, StatusCause::Rejected { reason })
                    .await
            }
            ApplicationCommand::Rate { rating } => {
                self.current()?;
                if !RATING_SCALE.contains(&rating) {
                    return Err(ApplicationError::RatingOutOfRange);
                }
                if self.rating != Some(rating) {
                    sink.write(ApplicationEvent::Rated { rating }, self).await;
                }
                Ok(())
            }
            ApplicationCommand::AddNote { note_id, text, private } => {
                self.current()?;
                let text = text.trim().to_owned();
                if text.is_empty() {
                    return Err(ApplicationError::NoteRequired);
                }
                if text.chars().count() > NOTE_MAX_CHARS {
                    return Err(ApplicationError::NoteTooLong);
                }
                sink.write(ApplicationEvent::NoteAdded { note_id, text, private }, self)
                    .await;
                Ok(())
            }
            ApplicationCommand::Blacklist => self.flag(services, sink, ApplicationEvent::Blacklisted).await,
            ApplicationCommand::RemoveFromBlacklist => {
                self.flag(services, sink, ApplicationEvent::RemovedFromBlacklist).await
            }
            ApplicationCommand::Favorite => self.flag(services, sink, ApplicationEvent::Favorited).await,
            ApplicationCommand::Unfavorite => self.flag(services, sink, ApplicationEvent::Unfavorited).await,
            ApplicationCommand::Anonymise { because } => self.anonymise(sink, because).await,
        }
    }

    fn apply(&mut self, event: ApplicationEvent) {
        match event {
            ApplicationEvent::Submitted {
                job_id,
                company_id,
                jobseeker_id,
                ..
            } => {
                self.status = Some(Applied);
                self.job_id = Some(job_id);
                self.company_id = Some(company_id);
                self.jobseeker_id = Some(jobseeker_id);
            }
            ApplicationEvent::StatusChanged { to, .. } => self.status = Some(to),
            ApplicationEvent::Rated { rating } => self.rating = Some(rating),
            ApplicationEvent::Anonymised { .. } => self.anonymised = true,
            ApplicationEvent::NoteAdded { .. }
            | ApplicationEvent::Blacklisted
            | ApplicationEvent::RemovedFromBlacklist
            | ApplicationEvent::Favorited
            | ApplicationEvent::Unfavorited => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::testing::{Facts, at};
    use crate::hiring::{CandidateFlags, JobFacts};
    use cqrs_es::test::TestFramework;
    use std::collections::HashMap;
    use std::sync::Arc;

    fn job() -> Uuid {
        Uuid::from_u128(10)
    }
    fn closed_job() -> Uuid {
        Uuid::from_u128(11)
    }
    fn company() -> Uuid {
        Uuid::from_u128(1)
    }
    fn seeker() -> Uuid {
        Uuid::from_u128(100)
    }
    fn seeker_without_cv() -> Uuid {
        Uuid::from_u128(101)
    }
    fn cv() -> CvRef {
        CvRef {
            name: "ada.pdf".into(),
            url: "/files/cv/ada.pdf".into(),
        }
    }

    fn facts() -> Facts {
        Facts {
            now: at("2026-03-01T10:00:00Z"),
            jobs: HashMap::from([
                (
                    job(),
                    JobFacts {
                        company_id: company(),
                        accepting_applications: true,
                    },
                ),
                (
                    closed_job(),
                    JobFacts {
                        company_id: company(),
                        accepting_applications: false,
                    },
                ),
            ]),
            cvs: HashMap::from([(seeker(), cv())]),
            ..Facts::default()
        }
    }

    fn framework_with(facts: Facts) -> TestFramework<Application> {
        TestFramework::with(Arc::new(facts) as Services)
    }

    fn framework() -> TestFramework<Application> {
        framework_with(facts())
    }

    fn submitted() -> ApplicationEvent {
        ApplicationEvent::Submitted {
            job_id: job(),
            company_id: company(),
            jobseeker_id: seeker(),
            cv: cv(),
            cover_letter: None,
            attribution: None,
        }
    }

    fn changed(from: ApplicationStatus, to: ApplicationStatus, cause: StatusCause) -> ApplicationEvent {
        ApplicationEvent::StatusChanged { from, to, cause }
    }

    /// Events that bring an application to `status`.
    fn history_to(status: ApplicationStatus) -> Vec<ApplicationEvent> {
        let interview = Uuid::from_u128(500);
        let offer = Uuid::from_u128(600);
        let mut events = vec![submitted()];
        let path: &[(ApplicationStatus, ApplicationStatus, StatusCause)] = &[
            (Applied, InReview, StatusCause::NextStep),
            (InReview, Shortlisted, StatusCause::NextStep),
            (
                Shortlisted,
                Interview,
                StatusCause::InterviewScheduled {
                    interview_id: interview,
                },
            ),
            (Interview, Offered, StatusCause::OfferSent { offer_id: offer }),
            (
                Offered,
                AcceptedByApplicant,
                StatusCause::OfferAccepted { offer_id: offer },
            ),
        ];
        match status {
            Hired => {
                events.extend(path[..3].iter().map(|(f, t, c)| changed(*f, *t, c.clone())));
                events.push(changed(Interview, Hired, StatusCause::Hired));
            }
            RejectedByCompany => events.push(changed(
                Applied,
                RejectedByCompany,
                StatusCause::Rejected { reason: None },
            )),
            RejectedByApplicant => events.push(changed(Applied, RejectedByApplicant, StatusCause::Withdrawn)),
            target => {
                for (from, to, cause) in path {
                    if *from == target {
                        break;
                    }
                    events.push(changed(*from, *to, cause.clone()));
                }
            }
        }
        events
    }

    #[test]
    fn deleting_the_account_withdraws_a_live_application_then_anonymises_it() {
        framework()
            .given(history_to(InReview))
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::AccountDeleted,
            })
            .then_expect_events(vec![
                changed(InReview, RejectedByApplicant, StatusCause::Withdrawn),
                ApplicationEvent::Anonymised {
                    because: Anonymisation::AccountDeleted,
                },
            ]);
    }

    #[test]
    fn deleting_the_account_anonymises_a_hired_application_as_it_is() {
        framework()
            .given(history_to(Hired))
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::AccountDeleted,
            })
            .then_expect_events(vec![ApplicationEvent::Anonymised {
                because: Anonymisation::AccountDeleted,
            }]);
    }

    #[test]
    fn deleting_the_company_anonymises_a_live_application_without_moving_it() {
        framework()
            .given(history_to(Shortlisted))
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::CompanyDeleted,
            })
            .then_expect_events(vec![ApplicationEvent::Anonymised {
                because: Anonymisation::CompanyDeleted,
            }]);
    }

    #[test]
    fn retention_anonymises_a_rejected_application() {
        framework()
            .given(history_to(RejectedByCompany))
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::Retention,
            })
            .then_expect_events(vec![ApplicationEvent::Anonymised {
                because: Anonymisation::Retention,
            }]);
    }

    #[test]
    fn retention_leaves_an_application_that_was_not_rejected() {
        framework()
            .given(history_to(Shortlisted))
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::Retention,
            })
            .then_expect_error(ApplicationError::RetentionBeforeRejection);
    }

    #[test]
    fn anonymising_twice_changes_nothing() {
        let mut events = history_to(RejectedByCompany);
        events.push(ApplicationEvent::Anonymised {
            because: Anonymisation::Retention,
        });
        framework()
            .given(events)
            .when(ApplicationCommand::Anonymise {
                because: Anonymisation::AccountDeleted,
            })
            .then_expect_events(vec![]);
    }

    #[test]
    fn an_anonymised_application_takes_no_more_notes() {
        let mut events = history_to(Hired);
        events.push(ApplicationEvent::Anonymised {
            because: Anonymisation::AccountDeleted,
        });
        framework()
            .given(events)
            .when(ApplicationCommand::AddNote {
                note_id: Uuid::from_u128(700),
                text: "Great fit".into(),
                private: true,
            })
            .then_expect_error(ApplicationError::Anonymised);
    }

    #[test]
    fn a_job_seeker_with_a_cv_applies_to_a_live_job() {
        framework()
            .given_no_previous_events()
            .when(ApplicationCommand::Apply {
                job_id: job(),
                jobseeker_id: seeker(),
                cover_letter: Some("  ".into()),
                attribution: None,
            })
            .then_expect_events(vec![submitted()]);
    }

    #[test]
    fn applying_without_a_cv_is_refused() {
        framework()
            .given_no_previous_events()
            .when(ApplicationCommand::Apply {
                job_id: job(),
                jobseeker_id: seeker_without_cv(),
                cover_letter: None,
                attribution: None,
            })
            .then_expect_error(ApplicationError::CvRequired);
    }

    #[test]
    fn applying_to_a_job_that_is_not_live_is_refused() {
        framework()
            .given_no_previous_events()
            .when(ApplicationCommand::Apply {
                job_id: closed_job(),
                jobseeker_id: seeker(),
                cover_letter: None,
                attribution: None,
            })
            .then_expect_error(ApplicationError::JobNotAccepting);
    }

    #[test]
    fn applying_to_an_unknown_job_is_refused() {
        framework()
            .given_no_previous_events()
            .when(ApplicationCommand::Apply {
                job_id: Uuid::from_u128(99),
                jobseeker_id: seeker(),
                cover_letter: None,
                attribution: None,
            })
            .then_expect_error(ApplicationError::JobNotFound);
    }

    #[test]
    fn a_blacklisted_candidate_cannot_apply_to_that_company() {
        let facts = facts();
        facts.flags.lock().unwrap().insert(
            (company(), seeker()),
            CandidateFlags {
                blacklisted: true,
                favorite: false,
            },
        );
        framework_with(facts)
            .given_no_previous_events()
            .when(ApplicationCommand::Apply {
                job_id: job(),
                jobseeker_id: seeker(),
                cover_letter: None,
                attribution: None,
            })
            .then_expect_error(ApplicationError::Blacklisted);
    }

    #[test]
    fn an_application_cannot_be_submitted_twice() {
        framework()
            .given(vec![submitted()])
            .when(ApplicationCommand::Apply {
                job_id: job(),
                jobseeker_id: seeker(),
                cover_letter: None,
                attribution: None,
            })
            .then_expect_error(ApplicationError::AlreadyApplied);
    }

    #[test]
    fn next_step_walks_the_pipeline_up_to_offered() {
        for (from, to) in [
            (Applied, InReview),
            (InReview, Shortlisted),
            (Shortlisted, Interview),
            (Interview, Offered),
        ] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::MoveToNextStep)
                .then_expect_events(vec![changed(from, to, StatusCause::NextStep)]);
        }
    }

    #[test]
    fn there_is_no_next_step_after_offered_or_in_a_terminal_status() {
        for from in [
            Offered,
            AcceptedByApplicant,
            Hired,
            RejectedByCompany,
            RejectedByApplicant,
        ] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::MoveToNextStep)
                .then_expect_error(ApplicationError::NoNextStep { from });
        }
    }

    #[test]
    fn scheduling_an_interview_moves_an_early_application_to_interview() {
        let interview_id = Uuid::from_u128(7);
        for from in [Applied, InReview, Shortlisted] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::ScheduleInterview { interview_id })
                .then_expect_events(vec![changed(
                    from,
                    Interview,
                    StatusCause::InterviewScheduled { interview_id },
                )]);
        }
    }

    #[test]
    fn scheduling_another_interview_at_the_interview_stage_changes_nothing() {
        framework()
            .given(history_to(Interview))
            .when(ApplicationCommand::ScheduleInterview {
                interview_id: Uuid::from_u128(8),
            })
            .then_expect_events(vec![]);
    }

    #[test]
    fn an_interview_cannot_be_scheduled_after_an_offer() {
        framework()
            .given(history_to(Offered))
            .when(ApplicationCommand::ScheduleInterview {
                interview_id: Uuid::from_u128(8),
            })
            .then_expect_error(ApplicationError::Transition {
                from: Offered,
                to: Interview,
            });
    }

    #[test]
    fn an_offer_can_only_follow_the_interview_stage() {
        let offer_id = Uuid::from_u128(9);
        framework()
            .given(history_to(Interview))
            .when(ApplicationCommand::SendOffer { offer_id })
            .then_expect_events(vec![changed(Interview, Offered, StatusCause::OfferSent { offer_id })]);
        for from in [
            Applied,
            InReview,
            Shortlisted,
            AcceptedByApplicant,
            Hired,
            RejectedByCompany,
            RejectedByApplicant,
        ] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::SendOffer { offer_id })
                .then_expect_error(ApplicationError::Transition { from, to: Offered });
        }
    }

    #[test]
    fn accepting_an_offer_needs_an_offer() {
        let offer_id = Uuid::from_u128(9);
        framework()
            .given(history_to(Offered))
            .when(ApplicationCommand::AcceptOffer { offer_id })
            .then_expect_events(vec![changed(
                Offered,
                AcceptedByApplicant,
                StatusCause::OfferAccepted { offer_id },
            )]);
        framework()
            .given(history_to(Interview))
            .when(ApplicationCommand::AcceptOffer { offer_id })
            .then_expect_error(ApplicationError::Transition {
                from: Interview,
                to: AcceptedByApplicant,
            });
    }

    #[test]
    fn declining_an_offer_rejects_on_the_applicants_side() {
        let offer_id = Uuid::from_u128(9);
        framework()
            .given(history_to(Offered))
            .when(ApplicationCommand::DeclineOffer { offer_id })
            .then_expect_events(vec![changed(
                Offered,
                RejectedByApplicant,
                StatusCause::OfferDeclined { offer_id },
            )]);
    }

    #[test]
    fn an_applicant_withdraws_from_any_open_status() {
        for from in [Applied, InReview, Shortlisted, Interview, Offered, AcceptedByApplicant] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::Withdraw)
                .then_expect_events(vec![changed(from, RejectedByApplicant, StatusCause::Withdrawn)]);
        }
    }

    #[test]
    fn hiring_is_allowed_from_interview_offered_or_accepted() {
        for from in [Interview, Offered, AcceptedByApplicant] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::Hire)
                .then_expect_events(vec![changed(from, Hired, StatusCause::Hired)]);
        }
        for from in [Applied, InReview, Shortlisted, RejectedByCompany, RejectedByApplicant] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::Hire)
                .then_expect_error(ApplicationError::Transition { from, to: Hired });
        }
    }

    #[test]
    fn rejecting_a_hired_application_is_refused() {
        framework()
            .given(history_to(Hired))
            .when(ApplicationCommand::Reject { reason: None })
            .then_expect_error(ApplicationError::Transition {
                from: Hired,
                to: RejectedByCompany,
            });
    }

    #[test]
    fn rejecting_records_the_reason() {
        framework()
            .given(history_to(Shortlisted))
            .when(ApplicationCommand::Reject {
                reason: Some(" Not enough experience ".into()),
            })
            .then_expect_events(vec![changed(
                Shortlisted,
                RejectedByCompany,
                StatusCause::Rejected {
                    reason: Some("Not enough experience".into()),
                },
            )]);
    }

    #[test]
    fn hiring_twice_is_refused() {
        framework()
            .given(history_to(Hired))
            .when(ApplicationCommand::Hire)
            .then_expect_error(ApplicationError::Transition { from: Hired, to: Hired });
    }

    #[test]
    fn withdrawing_twice_is_refused() {
        framework()
            .given(history_to(RejectedByApplicant))
            .when(ApplicationCommand::Withdraw)
            .then_expect_error(ApplicationError::Transition {
                from: RejectedByApplicant,
                to: RejectedByApplicant,
            });
    }

    #[test]
    fn a_terminal_application_cannot_be_withdrawn() {
        for from in [Hired, RejectedByCompany] {
            framework()
                .given(history_to(from))
                .when(ApplicationCommand::Withdraw)
                .then_expect_error(ApplicationError::Transition {
                    from,
                    to: RejectedByApplicant,
                });
        }
    }

    #[test]
    fn the_transition_error_names_both_statuses() {
        let error = ApplicationError::Transition {
            from: Hired,
            to: Interview,
        };
        assert_eq!(error.to_string(), "Cannot move from hired to interview.");
    }

    #[test]
    fn a_rating_must_be_on_the_scale() {
        framework()
            .given(vec![submitted()])
            .when(ApplicationCommand::Rate { rating: 4 })
            .then_expect_events(vec![ApplicationEvent::Rated { rating: 4 }]);
        framework()
            .given(vec![submitted()])
            .when(ApplicationCommand::Rate { rating: 6 })
            .then_expect_error(ApplicationError::RatingOutOfRange);
    }

    #[test]
    fn a_blank_note_is_refused() {
        framework()
            .given(vec![submitted()])
            .when(ApplicationCommand::AddNote {
                note_id: Uuid::from_u128(3),
                text: "   ".into(),
                private: false,
            })
            .then_expect_error(ApplicationError::NoteRequired);
    }

    #[test]
    fn blacklisting_twice_records_it_once() {
        let facts = facts();
        facts.flags.lock().unwrap().insert(
            (company(), seeker()),
            CandidateFlags {
                blacklisted: true,
                favorite: false,
            },
        );
        framework_with(facts)
            .given(vec![submitted()])
            .when(ApplicationCommand::Blacklist)
            .then_expect_events(vec![]);
        framework()
            .given(vec![submitted()])
            .when(ApplicationCommand::Blacklist)
            .then_expect_events(vec![ApplicationEvent::Blacklisted]);
    }

    #[test]
    fn commands_on_a_missing_application_are_refused() {
        framework()
            .given_no_previous_events()
            .when(ApplicationCommand::Hire)
            .then_expect_error(ApplicationError::NotFound);
    }
}
