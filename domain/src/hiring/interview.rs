//! Interview: scheduled (date, start, end, location, meet link, interviewers, comment) →
//! in progress → completed, or cancelled; rescheduling keeps the earlier slots in the history.
//! Each interviewer submits one evaluation against the competency categories (1..9) on the
//! rating scale (levels 1..5 unless the company picked another length).

use super::job::JobCompetency;
use super::{EvaluationRules, Services, StatusAction, allowed_actions};
use crate::lists::COMPETENCY_CATEGORIES;
use crate::validation::{FieldError, Problems, optional_text, url};
use chrono::{NaiveDate, NaiveTime};
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InterviewStatus {
    Scheduled,
    InProgress,
    Completed,
    Cancelled,
}

string_forms!(InterviewStatus {
    Scheduled => "scheduled",
    InProgress => "in_progress",
    Completed => "completed",
    Cancelled => "cancelled",
});

/// What a person may do to an interview. Its table says from which statuses: the interview
/// refuses the action from any other, and the answers that show an interview offer only these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum InterviewAction {
    Reschedule,
    Start,
    Complete,
    Cancel,
    /// Submitting an evaluation: it records what was seen, so not before the interview started.
    Evaluate,
}

impl StatusAction for InterviewAction {
    type Status = InterviewStatus;
    const ALL: &'static [Self] = &[
        Self::Reschedule,
        Self::Start,
        Self::Complete,
        Self::Cancel,
        Self::Evaluate,
    ];

    fn from(self) -> &'static [InterviewStatus] {
        use InterviewStatus::*;
        match self {
            Self::Reschedule | Self::Start => &[Scheduled],
            Self::Complete | Self::Cancel => &[Scheduled, InProgress],
            Self::Evaluate => &[InProgress, Completed],
        }
    }
}

impl InterviewAction {
    /// The action as a refusal names it ("An interview that is completed cannot be started.").
    fn done(self) -> &'static str {
        match self {
            Self::Reschedule => "rescheduled",
            Self::Start => "started",
            Self::Complete => "completed",
            Self::Cancel => "cancelled",
            Self::Evaluate => "evaluated",
        }
    }
}

impl InterviewStatus {
    /// The actions an interview of this status allows.
    pub fn actions(self) -> impl Iterator<Item = InterviewAction> {
        allowed_actions(self)
    }
}

/// When and where an interview takes place, and who interviews.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    pub location: Option<String>,
    pub meet_link: Option<String>,
    pub interviewers: Vec<Uuid>,
    pub comment: Option<String>,
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct SlotInput {
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false))]
    pub date: Option<NaiveDate>,
    // A time of day as chrono's `NaiveTime` reads it: `HH:MM`, seconds and their fraction optional.
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false, value_type = String, pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*([01]?[0-9]|2[0-3])[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*:[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[0-5]?[0-9]([\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*:[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*([0-5]?[0-9]|60)(\.[0-9]{1,9})?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"))]
    pub start: Option<NaiveTime>,
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false, value_type = String, pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*([01]?[0-9]|2[0-3])[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*:[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[0-5]?[0-9]([\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*:[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*([0-5]?[0-9]|60)(\.[0-9]{1,9})?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"))]
    pub end: Option<NaiveTime>,
    pub location: Option<String>,
    // Blank, or what `validation::url` takes (as a portfolio's link).
    #[cfg_attr(
        feature = "openapi",
        schema(
            max_length = 2000,
            pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*(https?://([A-Za-z0-9-]*\.[A-Za-z0-9.-]*|localhost)(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?([/?#][^\s\u0000-\u001F\u007F-\u009F]*)?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
        )
    )]
    pub meet_link: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false, min_items = 1))]
    pub interviewers: Option<Vec<Uuid>>,
    pub comment: Option<String>,
}

impl SlotInput {
    pub fn parse(self, today: NaiveDate) -> Result<Slot, Problems> {
        let mut problems = Problems::default();
        let date = problems.check(
            "date",
            match self.date {
                None => Err(FieldError::Required),
                Some(date) => crate::validation::upcoming_day(date, today),
            },
        );
        let start = problems.check("start", self.start.ok_or(FieldError::Required));
        let end = problems.check("end", self.end.ok_or(FieldError::Required));
        if let (Some(start), Some(end)) = (start, end)
            && end <= start
        {
            problems.add("end", FieldError::EndBeforeStart);
        }
        let location = problems
            .check("location", optional_text(self.location.as_deref(), 300))
            .flatten();
        let meet_link = problems
            .check(
                "meet_link",
                optional_text(self.meet_link.as_deref(), 2000).and_then(|link| link.as_deref().map(url).transpose()),
            )
            .flatten();
        let mut interviewers = self.interviewers.unwrap_or_default();
        interviewers.dedup();
        if interviewers.is_empty() {
            problems.add("interviewers", FieldError::Required);
        } else if interviewers.len() > 20 {
            problems.add("interviewers", FieldError::TooLong);
        }
        let comment = problems
            .check("comment", optional_text(self.comment.as_deref(), 2000))
            .flatten();
        match (date, start, end) {
            (Some(date), Some(start), Some(end)) if problems.is_empty() => Ok(Slot {
                date,
                start,
                end,
                location,
                meet_link,
                interviewers,
                comment,
            }),
            _ => Err(problems),
        }
    }
}

/// One interviewer's rating of one competency category, or, when the job has requirements
/// (set-job-requirements), of one of the job's competencies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CompetencyScore {
    /// The job competency rated, by name; none when the job has no requirements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub competency: Option<String>,
    /// 1..9, see `lists::COMPETENCY_CATEGORIES`.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 9))]
    pub category: u8,
    /// On the company's rating scale: 1..5 unless it picked another length (3..10).
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 10))]
    pub rating: u8,
    pub comment: Option<String>,
}

#[derive(Debug, Clone)]
pub enum InterviewCommand {
    Schedule {
        application_id: Uuid,
        company_id: Uuid,
        slot: Slot,
    },
    Reschedule {
        slot: Slot,
    },
    Start,
    Complete,
    Cancel {
        reason: Option<String>,
    },
    SubmitEvaluation {
        interviewer: Uuid,
        scores: Vec<CompetencyScore>,
        comment: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum InterviewEvent {
    Scheduled {
        application_id: Uuid,
        company_id: Uuid,
        slot: Slot,
    },
    Rescheduled {
        slot: Slot,
    },
    Started,
    Completed,
    Cancelled {
        reason: Option<String>,
    },
    EvaluationSubmitted {
        interviewer: Uuid,
        scores: Vec<CompetencyScore>,
        comment: Option<String>,
    },
}

impl DomainEvent for InterviewEvent {
    fn event_type(&self) -> String {
        match self {
            Self::Scheduled { .. } => "InterviewScheduled",
            Self::Rescheduled { .. } => "InterviewRescheduled",
            Self::Started => "InterviewStarted",
            Self::Completed => "InterviewCompleted",
            Self::Cancelled { .. } => "InterviewCancelled",
            Self::EvaluationSubmitted { .. } => "EvaluationSubmitted",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InterviewError {
    #[error("This interview is already scheduled.")]
    AlreadyScheduled,
    #[error("This interview does not exist.")]
    NotFound,
    #[error("An interview that is {status} cannot be {action}.")]
    NotAllowed {
        action: &'static str,
        status: InterviewStatus,
    },
    #[error("Only the interview's interviewers can evaluate it.")]
    NotAnInterviewer,
    #[error("You have already submitted your evaluation.")]
    AlreadyEvaluated,
    #[error(
        "An evaluation rates each of the job's competencies once (or, without them, each category 1 to 9 at most once), from 1 to 5."
    )]
    InvalidScores,
    #[error("The job's requirements could not be read; try again later.")]
    Unavailable,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Interview {
    status: Option<InterviewStatus>,
    application_id: Option<Uuid>,
    company_id: Option<Uuid>,
    slot: Option<Slot>,
    evaluated_by: Vec<Uuid>,
}

impl Interview {
    pub fn status(&self) -> Option<InterviewStatus> {
        self.status
    }

    pub fn company_id(&self) -> Option<Uuid> {
        self.company_id
    }

    pub fn application_id(&self) -> Option<Uuid> {
        self.application_id
    }

    pub fn interviewers(&self) -> &[Uuid] {
        self.slot.as_ref().map_or(&[], |slot| &slot.interviewers)
    }

    fn require(&self, action: InterviewAction) -> Result<(), InterviewError> {
        let status = self.status.ok_or(InterviewError::NotFound)?;
        if action.from().contains(&status) {
            Ok(())
        } else {
            Err(InterviewError::NotAllowed {
                action: action.done(),
                status,
            })
        }
    }
}

/// Scores of a job without requirements rate categories, each once; scores of a job with
/// requirements rate exactly its competencies, each once, in the competency's category.
fn valid_scores(scores: &[CompetencyScore], rules: &EvaluationRules) -> bool {
    let required = &rules.competencies;
    let mut seen = Vec::new();
    let covers_requirements = if required.is_empty() {
        scores.iter().all(|score| score.competency.is_none())
    } else {
        scores.len() == required.len()
            && scores.iter().all(|score| {
                required.iter().any(|competency| {
                    score.competency.as_deref() == Some(competency.name.as_str())
                        && score.category == competency.category
                })
            })
    };
    !scores.is_empty()
        && covers_requirements
        && scores.iter().all(|score| {
            let key = (score.competency.clone(), score.category);
            let fresh = !seen.contains(&key);
            seen.push(key);
            fresh
                && (1..=COMPETENCY_CATEGORIES.len() as u8).contains(&score.category)
                && (1..=rules.rating_levels).contains(&score.rating)
                && score
                    .comment
                    .as_ref()
                    .is_none_or(|comment| comment.chars().count() <= 2000)
        })
}

impl Aggregate for Interview {
    const TYPE: &'static str = "interview";
    type Command = InterviewCommand;
    type Event = InterviewEvent;
    type Error = InterviewError;
    type Services = Services;

    async fn handle(
        &mut self,
        command: InterviewCommand,
        services: &Services,
        sink: &EventSink<Self>,
    ) -> Result<(), InterviewError> {
        match command {
            InterviewCommand::Schedule {
                application_id,
                company_id,
                slot,
            } => {
                if self.status.is_some() {
                    return Err(InterviewError::AlreadyScheduled);
                }
                sink.write(
                    InterviewEvent::Scheduled {
                        application_id,
                        company_id,
                        slot,
                    },
                    self,
                )
                .await;
            }
            InterviewCommand::Reschedule { slot } => {
                self.require(InterviewAction::Reschedule)?;
                if self.slot.as_ref() != Some(&slot) {
                    sink.write(InterviewEvent::Rescheduled { slot }, self).await;
                }
            }
            InterviewCommand::Start => {
                self.require(InterviewAction::Start)?;
                sink.write(InterviewEvent::Started, self).await;
            }
            InterviewCommand::Complete => {
                self.require(InterviewAction::Complete)?;
                sink.write(InterviewEvent::Completed, self).await;
            }
            InterviewCommand::Cancel { reason } => {
                self.require(InterviewAction::Cancel)?;
                sink.write(InterviewEvent::Cancelled { reason }, self).await;
            }
            InterviewCommand::SubmitEvaluation {
                interviewer,
                scores,
                comment,
            } => {
                self.require(InterviewAction::Evaluate)?;
                if !self.interviewers().contains(&interviewer) {
                    return Err(InterviewError::NotAnInterviewer);
                }
                if self.evaluated_by.contains(&interviewer) {
                    return Err(InterviewError::AlreadyEvaluated);
                }
                let application = self.application_id.ok_or(InterviewError::NotFound)?;
                let rules = services
                    .evaluation_rules(application)
                    .await
                    .map_err(|_: super::LookupFailed| InterviewError::Unavailable)?;
                if !valid_scores(&scores, &rules) || comment.as_ref().is_some_and(|text| text.chars().count() > 5000) {
                    return Err(InterviewError::InvalidScores);
                }
                sink.write(
                    InterviewEvent::EvaluationSubmitted {
                        interviewer,
                        scores,
                        comment,
                    },
                    self,
                )
                .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: InterviewEvent) {
        match event {
            InterviewEvent::Scheduled {
                application_id,
                company_id,
                slot,
            } => {
                self.status = Some(InterviewStatus::Scheduled);
                self.application_id = Some(application_id);
                self.company_id = Some(company_id);
                self.slot = Some(slot);
            }
            InterviewEvent::Rescheduled { slot } => self.slot = Some(slot),
            InterviewEvent::Started => self.status = Some(InterviewStatus::InProgress),
            InterviewEvent::Completed => self.status = Some(InterviewStatus::Completed),
            InterviewEvent::Cancelled { .. } => self.status = Some(InterviewStatus::Cancelled),
            InterviewEvent::EvaluationSubmitted { interviewer, .. } => self.evaluated_by.push(interviewer),
        }
    }
}

/// A competency of a job's requirements with the ratings the visible evaluations gave it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CompetencyResult {
    pub name: String,
    pub category: u8,
    pub required_level: u8,
    pub ratings: Vec<EvaluatorRating>,
    /// `null` until a visible evaluation rates it.
    pub average: Option<f64>,
    /// Whether the average reaches the required level; `null` without ratings.
    pub meets_required_level: Option<bool>,
}

/// One interviewer's rating of one competency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EvaluatorRating {
    pub interviewer: Uuid,
    pub rating: u8,
}

/// Each required competency with each interviewer's rating of it (from `scored`: interviewer
/// and scores) and their average against the required level.
pub fn by_competency(required: Vec<JobCompetency>, scored: &[(Uuid, &[CompetencyScore])]) -> Vec<CompetencyResult> {
    required
        .into_iter()
        .map(|competency| {
            let ratings: Vec<EvaluatorRating> = scored
                .iter()
                .filter_map(|(interviewer, scores)| {
                    scores
                        .iter()
                        .find(|score| score.competency.as_deref() == Some(competency.name.as_str()))
                        .map(|score| EvaluatorRating {
                            interviewer: *interviewer,
                            rating: score.rating,
                        })
                })
                .collect();
            let average = (!ratings.is_empty())
                .then(|| ratings.iter().map(|rating| f64::from(rating.rating)).sum::<f64>() / ratings.len() as f64);
            CompetencyResult {
                meets_required_level: average.map(|average| average >= f64::from(competency.required_level)),
                name: competency.name,
                category: competency.category,
                required_level: competency.required_level,
                ratings,
                average,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::job::JobCompetency;
    use crate::hiring::testing::{Facts, at};
    use cqrs_es::test::TestFramework;
    use std::sync::Arc;

    fn framework() -> TestFramework<Interview> {
        TestFramework::with(Arc::new(Facts {
            now: at("2026-03-01T10:00:00Z"),
            ..Facts::default()
        }) as Services)
    }

    fn alice() -> Uuid {
        Uuid::from_u128(21)
    }
    fn bob() -> Uuid {
        Uuid::from_u128(22)
    }

    fn slot() -> Slot {
        SlotInput {
            date: Some("2026-03-05".parse().unwrap()),
            start: Some("10:00:00".parse().unwrap()),
            end: Some("11:00:00".parse().unwrap()),
            meet_link: Some("https://meet.example.com/x".into()),
            interviewers: Some(vec![alice(), bob()]),
            ..SlotInput::default()
        }
        .parse("2026-03-01".parse().unwrap())
        .unwrap()
    }

    fn scheduled() -> InterviewEvent {
        InterviewEvent::Scheduled {
            application_id: Uuid::from_u128(2),
            company_id: Uuid::from_u128(1),
            slot: slot(),
        }
    }

    fn scores() -> Vec<CompetencyScore> {
        vec![
            CompetencyScore {
                competency: None,
                category: 3,
                rating: 4,
                comment: None,
            },
            CompetencyScore {
                competency: None,
                category: 5,
                rating: 5,
                comment: None,
            },
        ]
    }

    #[test]
    fn an_interview_is_scheduled_once() {
        let command = InterviewCommand::Schedule {
            application_id: Uuid::from_u128(2),
            company_id: Uuid::from_u128(1),
            slot: slot(),
        };
        framework()
            .given_no_previous_events()
            .when(command.clone())
            .then_expect_events(vec![scheduled()]);
        framework()
            .given(vec![scheduled()])
            .when(command)
            .then_expect_error(InterviewError::AlreadyScheduled);
    }

    #[test]
    fn rescheduling_records_the_new_slot() {
        let mut later = slot();
        later.start = "14:00:00".parse().unwrap();
        later.end = "15:00:00".parse().unwrap();
        framework()
            .given(vec![scheduled()])
            .when(InterviewCommand::Reschedule { slot: later.clone() })
            .then_expect_events(vec![InterviewEvent::Rescheduled { slot: later }]);
    }

    #[test]
    fn a_completed_interview_cannot_be_rescheduled() {
        framework()
            .given(vec![scheduled(), InterviewEvent::Completed])
            .when(InterviewCommand::Reschedule { slot: slot() })
            .then_expect_error(InterviewError::NotAllowed {
                action: "rescheduled",
                status: InterviewStatus::Completed,
            });
    }

    #[test]
    fn an_interview_starts_then_completes() {
        framework()
            .given(vec![scheduled()])
            .when(InterviewCommand::Start)
            .then_expect_events(vec![InterviewEvent::Started]);
        framework()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::Complete)
            .then_expect_events(vec![InterviewEvent::Completed]);
    }

    #[test]
    fn the_actions_an_interview_offers_are_exactly_those_it_accepts() {
        let statuses = [
            (InterviewStatus::Scheduled, vec![scheduled()]),
            (InterviewStatus::InProgress, vec![scheduled(), InterviewEvent::Started]),
            (InterviewStatus::Completed, vec![scheduled(), InterviewEvent::Completed]),
            (
                InterviewStatus::Cancelled,
                vec![scheduled(), InterviewEvent::Cancelled { reason: None }],
            ),
        ];
        let mut later = slot();
        later.start = "14:00:00".parse().unwrap();
        later.end = "15:00:00".parse().unwrap();
        for (status, history) in statuses {
            let offered: Vec<InterviewAction> = status.actions().collect();
            for &action in InterviewAction::ALL {
                let command = match action {
                    InterviewAction::Reschedule => InterviewCommand::Reschedule { slot: later.clone() },
                    InterviewAction::Start => InterviewCommand::Start,
                    InterviewAction::Complete => InterviewCommand::Complete,
                    InterviewAction::Cancel => InterviewCommand::Cancel { reason: None },
                    InterviewAction::Evaluate => InterviewCommand::SubmitEvaluation {
                        interviewer: alice(),
                        scores: scores(),
                        comment: None,
                    },
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
    fn a_cancelled_interview_cannot_start() {
        framework()
            .given(vec![scheduled(), InterviewEvent::Cancelled { reason: None }])
            .when(InterviewCommand::Start)
            .then_expect_error(InterviewError::NotAllowed {
                action: "started",
                status: InterviewStatus::Cancelled,
            });
    }

    #[test]
    fn an_interviewer_submits_one_evaluation() {
        let submit = InterviewCommand::SubmitEvaluation {
            interviewer: alice(),
            scores: scores(),
            comment: None,
        };
        let submitted = InterviewEvent::EvaluationSubmitted {
            interviewer: alice(),
            scores: scores(),
            comment: None,
        };
        framework()
            .given(vec![scheduled(), InterviewEvent::Completed])
            .when(submit.clone())
            .then_expect_events(vec![submitted.clone()]);
        framework()
            .given(vec![scheduled(), InterviewEvent::Completed, submitted])
            .when(submit)
            .then_expect_error(InterviewError::AlreadyEvaluated);
    }

    #[test]
    fn an_interview_that_has_not_started_cannot_be_evaluated() {
        framework()
            .given(vec![scheduled()])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: scores(),
                comment: None,
            })
            .then_expect_error(InterviewError::NotAllowed {
                action: "evaluated",
                status: InterviewStatus::Scheduled,
            });
    }

    fn with_requirements() -> TestFramework<Interview> {
        TestFramework::with(Arc::new(Facts {
            now: at("2026-03-01T10:00:00Z"),
            requirements: vec![
                JobCompetency {
                    name: "Negotiation".into(),
                    category: 5,
                    required_level: 3,
                },
                JobCompetency {
                    name: "Grit".into(),
                    category: 1,
                    required_level: 4,
                },
            ],
            ..Facts::default()
        }) as Services)
    }

    fn rated(competency: &str, category: u8, rating: u8) -> CompetencyScore {
        CompetencyScore {
            competency: Some(competency.into()),
            category,
            rating,
            comment: None,
        }
    }

    #[test]
    fn a_job_with_requirements_is_evaluated_against_exactly_its_competencies() {
        let scores = vec![rated("Negotiation", 5, 4), rated("Grit", 1, 2)];
        with_requirements()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: scores.clone(),
                comment: None,
            })
            .then_expect_events(vec![InterviewEvent::EvaluationSubmitted {
                interviewer: alice(),
                scores,
                comment: None,
            }]);
    }

    fn on_a_scale_of(levels: u8) -> TestFramework<Interview> {
        TestFramework::with(Arc::new(Facts {
            now: at("2026-03-01T10:00:00Z"),
            rating_levels: Some(levels),
            ..Facts::default()
        }) as Services)
    }

    fn one_rating(rating: u8) -> Vec<CompetencyScore> {
        vec![CompetencyScore {
            competency: None,
            category: 3,
            rating,
            comment: None,
        }]
    }

    #[test]
    fn a_rating_above_the_companys_scale_is_refused() {
        on_a_scale_of(3)
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: one_rating(4),
                comment: None,
            })
            .then_expect_error(InterviewError::InvalidScores);
    }

    #[test]
    fn a_rating_at_the_top_of_a_longer_scale_is_accepted() {
        on_a_scale_of(7)
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: one_rating(7),
                comment: None,
            })
            .then_expect_events(vec![InterviewEvent::EvaluationSubmitted {
                interviewer: alice(),
                scores: one_rating(7),
                comment: None,
            }]);
    }

    #[test]
    fn an_evaluation_missing_a_required_competency_is_refused() {
        with_requirements()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: vec![rated("Negotiation", 5, 4)],
                comment: None,
            })
            .then_expect_error(InterviewError::InvalidScores);
    }

    #[test]
    fn category_scores_do_not_stand_in_for_a_jobs_competencies() {
        with_requirements()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: scores(),
                comment: None,
            })
            .then_expect_error(InterviewError::InvalidScores);
    }

    #[test]
    fn a_competency_rated_in_another_category_is_refused() {
        with_requirements()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: alice(),
                scores: vec![rated("Negotiation", 2, 4), rated("Grit", 1, 2)],
                comment: None,
            })
            .then_expect_error(InterviewError::InvalidScores);
    }

    #[test]
    fn only_listed_interviewers_evaluate() {
        framework()
            .given(vec![scheduled(), InterviewEvent::Started])
            .when(InterviewCommand::SubmitEvaluation {
                interviewer: Uuid::from_u128(99),
                scores: scores(),
                comment: None,
            })
            .then_expect_error(InterviewError::NotAnInterviewer);
    }

    #[test]
    fn scores_must_be_on_the_scale_and_categories_known_and_distinct() {
        for bad in [
            vec![CompetencyScore {
                competency: None,
                category: 10,
                rating: 3,
                comment: None,
            }],
            vec![CompetencyScore {
                competency: None,
                category: 1,
                rating: 0,
                comment: None,
            }],
            vec![
                CompetencyScore {
                    competency: None,
                    category: 1,
                    rating: 3,
                    comment: None,
                },
                CompetencyScore {
                    competency: None,
                    category: 1,
                    rating: 4,
                    comment: None,
                },
            ],
            vec![],
        ] {
            framework()
                .given(vec![scheduled(), InterviewEvent::Started])
                .when(InterviewCommand::SubmitEvaluation {
                    interviewer: bob(),
                    scores: bad,
                    comment: None,
                })
                .then_expect_error(InterviewError::InvalidScores);
        }
    }

    #[test]
    fn a_slot_must_end_after_it_starts_and_have_interviewers() {
        let problems = SlotInput {
            date: Some("2026-02-01".parse().unwrap()),
            start: Some("11:00:00".parse().unwrap()),
            end: Some("10:00:00".parse().unwrap()),
            meet_link: Some("not a link".into()),
            ..SlotInput::default()
        }
        .parse("2026-03-01".parse().unwrap())
        .unwrap_err();
        assert_eq!(
            problems.0,
            vec![
                ("date", FieldError::DateInPast),
                ("end", FieldError::EndBeforeStart),
                ("meet_link", FieldError::InvalidUrl),
                ("interviewers", FieldError::Required),
            ]
        );
    }

    fn score(competency: &str, rating: u8) -> CompetencyScore {
        CompetencyScore {
            competency: Some(competency.into()),
            category: 3,
            rating,
            comment: None,
        }
    }

    fn required(name: &str, level: u8) -> JobCompetency {
        JobCompetency {
            name: name.into(),
            category: 3,
            required_level: level,
        }
    }

    #[test]
    fn a_competency_meets_its_level_when_the_average_rating_reaches_it() {
        let (ada, bo) = (Uuid::now_v7(), Uuid::now_v7());
        let (ada_scores, bo_scores) = ([score("SQL", 4)], [score("SQL", 3)]);

        let results = by_competency(vec![required("SQL", 4)], &[(ada, &ada_scores), (bo, &bo_scores)]);

        assert_eq!(results[0].average, Some(3.5));
        assert_eq!(results[0].meets_required_level, Some(false));
        assert_eq!(results[0].ratings.len(), 2);
    }

    #[test]
    fn a_competency_nobody_rated_has_no_average_and_no_verdict() {
        let results = by_competency(vec![required("Python", 3)], &[(Uuid::now_v7(), &[score("SQL", 5)])]);

        assert_eq!(results[0].average, None);
        assert_eq!(results[0].meets_required_level, None);
        assert!(results[0].ratings.is_empty());
    }
}
