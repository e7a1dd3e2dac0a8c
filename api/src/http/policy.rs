//! What this caller may do to one record now. A record's read lists the actions its status
//! allows (the domain's table); each action has one rule here saying who may take it, and the
//! answers keep only the actions whose rule admits the caller. The routes admit the same
//! callers: a rule names the general action whose actors the route's extractor admits.

use super::roles::{Actor, HiringAction};
use domain::hiring::StatusMove;
use domain::hiring::interview::InterviewAction;
use domain::hiring::job::JobAction;
use domain::hiring::offer::OfferAction;
use projections::views::Actions;
use projections::views::applications::read::{ApplicantCard, ApplicantInterview, ApplicantOffer, MyApplication};
use projections::views::interviews::read::InterviewResponse;
use projections::views::offers::read::OfferResponse;
use uuid::Uuid;

/// Who may take an action on a record whose status allows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// The company side admitted to the general action's routes.
    Team(HiringAction),
    /// The job seeker whose application or offer it is (no one else reads it).
    Applicant,
    /// One of the interview's interviewers.
    Interviewer,
}

/// An action on a record, and its rule.
pub trait RecordAction: Copy {
    fn rule(self) -> Rule;
}

impl RecordAction for StatusMove {
    fn rule(self) -> Rule {
        match self {
            Self::NextStep | Self::Hire | Self::Reject => Rule::Team(HiringAction::MovePipeline),
            Self::ScheduleInterview => Rule::Team(HiringAction::ScheduleInterviews),
            Self::SendOffer => Rule::Team(HiringAction::SendOffers),
            Self::Withdraw => Rule::Applicant,
        }
    }
}

impl RecordAction for JobAction {
    fn rule(self) -> Rule {
        match self {
            Self::Edit => Rule::Team(HiringAction::EditJob),
            Self::Publish | Self::Deactivate | Self::Activate | Self::Close => {
                Rule::Team(HiringAction::ChangeJobStatus)
            }
            Self::Approve | Self::Decline => Rule::Team(HiringAction::DecideRequests),
        }
    }
}

impl RecordAction for InterviewAction {
    fn rule(self) -> Rule {
        match self {
            Self::Reschedule | Self::Start | Self::Complete | Self::Cancel => {
                Rule::Team(HiringAction::ScheduleInterviews)
            }
            Self::Evaluate => Rule::Interviewer,
        }
    }
}

impl RecordAction for OfferAction {
    fn rule(self) -> Rule {
        match self {
            Self::Accept | Self::Decline => Rule::Applicant,
            Self::Withdraw => Rule::Team(HiringAction::SendOffers),
        }
    }
}

/// The caller as the rules see them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewer {
    pub id: Uuid,
    pub actor: Actor,
}

impl Viewer {
    /// Whether the rule of `action` admits this caller; `interviewers` are the record's, for
    /// an interview (none for other records).
    pub fn may<A: RecordAction>(self, action: A, interviewers: &[Uuid]) -> bool {
        match action.rule() {
            Rule::Team(general) => general.actors().contains(&self.actor),
            Rule::Applicant => self.actor == Actor::Jobseeker,
            Rule::Interviewer => self.actor != Actor::Jobseeker && interviewers.contains(&self.id),
        }
    }

    /// Keeps the actions of a record other than an interview that this caller may take.
    pub fn narrow<L: Actions>(self, actions: &mut L)
    where
        L::Action: RecordAction,
    {
        actions.keep(|action| self.may(action, &[]));
    }

    /// Keeps the actions of an interview that this caller may take.
    pub fn narrow_interview<L: Actions>(self, actions: &mut L, interviewers: &[Uuid])
    where
        L::Action: RecordAction,
    {
        actions.keep(|action| self.may(action, interviewers));
    }
}

/// A record, or records, as this caller sees them: each one's actions narrowed to the caller's.
pub trait Narrowed {
    fn narrow_for(&mut self, viewer: Viewer);
}

impl Viewer {
    /// `answer` with the actions this caller may take.
    pub fn sees<T: Narrowed>(self, mut answer: T) -> T {
        answer.narrow_for(self);
        answer
    }
}

impl<T: Narrowed> Narrowed for Vec<T> {
    fn narrow_for(&mut self, viewer: Viewer) {
        self.iter_mut().for_each(|record| record.narrow_for(viewer));
    }
}

impl<T: Narrowed> Narrowed for Option<T> {
    fn narrow_for(&mut self, viewer: Viewer) {
        self.iter_mut().for_each(|record| record.narrow_for(viewer));
    }
}

impl Narrowed for ApplicantCard {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow(&mut self.actions);
    }
}

impl Narrowed for ApplicantInterview {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow_interview(&mut self.actions, &self.interviewers);
    }
}

impl Narrowed for InterviewResponse {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow_interview(&mut self.actions, &self.interviewers);
    }
}

impl Narrowed for ApplicantOffer {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow(&mut self.actions);
    }
}

impl Narrowed for OfferResponse {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow(&mut self.actions);
    }
}

impl Narrowed for MyApplication {
    fn narrow_for(&mut self, viewer: Viewer) {
        viewer.narrow(&mut self.actions);
        if let Some(offer) = &mut self.offer {
            viewer.narrow(&mut offer.actions);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::roles::{HIRING_TEAM, JOB_EDITORS, PIPELINE};
    use domain::accounts::EmployeeRole::{BlockLeader, HiringManager, HrExecutive};
    use domain::hiring::ApplicationStatus;

    const EVERYONE: [Actor; 5] = [
        Actor::Company,
        Actor::Employee(BlockLeader),
        Actor::Employee(HiringManager),
        Actor::Employee(HrExecutive),
        Actor::Jobseeker,
    ];

    fn viewer(actor: Actor) -> Viewer {
        Viewer {
            id: Uuid::from_u128(7),
            actor,
        }
    }

    /// The permission matrix (api/tests/api/permissions.rs) as it stands for the route each
    /// move is taken by: `/applicant/{id}/action/` admits the pipeline, `/interview/` and
    /// `/job-offer-details/` the hiring team, and only the applicant withdraws.
    fn route_admits(actor: Actor, step: StatusMove) -> bool {
        match step {
            StatusMove::NextStep | StatusMove::Hire | StatusMove::Reject => PIPELINE.contains(&actor),
            StatusMove::ScheduleInterview | StatusMove::SendOffer => HIRING_TEAM.contains(&actor),
            StatusMove::Withdraw => actor == Actor::Jobseeker,
        }
    }

    #[test]
    fn a_move_is_offered_exactly_where_the_status_allows_it_and_the_route_admits_the_caller() {
        for actor in EVERYONE {
            for status in ApplicationStatus::ALL {
                for step in StatusMove::ALL {
                    let offered = step.allowed_from(status) && viewer(actor).may(step, &[]);
                    let taken = step.allowed_from(status) && route_admits(actor, step);
                    assert_eq!(offered, taken, "{actor:?} at {status}: {step:?}");
                }
            }
        }
    }

    #[test]
    fn a_hiring_manager_at_the_interview_stage_may_step_send_an_offer_hire_and_reject() {
        let mut moves: Vec<_> = ApplicationStatus::Interview.moves().collect();
        moves.retain(|step| viewer(Actor::Employee(HiringManager)).may(*step, &[]));

        assert_eq!(
            moves,
            [
                StatusMove::NextStep,
                StatusMove::ScheduleInterview,
                StatusMove::SendOffer,
                StatusMove::Hire,
                StatusMove::Reject
            ]
        );
    }

    #[test]
    fn an_hr_executive_schedules_and_offers_but_does_not_move_the_pipeline() {
        let hr = viewer(Actor::Employee(HrExecutive));

        assert!(hr.may(StatusMove::ScheduleInterview, &[]));
        assert!(hr.may(StatusMove::SendOffer, &[]));
        assert!(!hr.may(StatusMove::NextStep, &[]));
        assert!(!hr.may(StatusMove::Hire, &[]));
    }

    #[test]
    fn a_block_leader_takes_no_step_on_an_application() {
        for step in StatusMove::ALL {
            assert!(!viewer(Actor::Employee(BlockLeader)).may(step, &[]), "{step:?}");
        }
    }

    #[test]
    fn jobs_are_edited_and_their_status_changed_by_the_job_editors_alone() {
        for actor in EVERYONE {
            for action in [
                JobAction::Edit,
                JobAction::Publish,
                JobAction::Close,
                JobAction::Approve,
            ] {
                assert_eq!(
                    viewer(actor).may(action, &[]),
                    JOB_EDITORS.contains(&actor),
                    "{actor:?}: {action:?}"
                );
            }
        }
    }

    #[test]
    fn only_an_interviewer_of_the_interview_may_evaluate_it() {
        let interviewer = viewer(Actor::Employee(BlockLeader));

        assert!(interviewer.may(InterviewAction::Evaluate, &[interviewer.id]));
        assert!(!interviewer.may(InterviewAction::Evaluate, &[Uuid::from_u128(8)]));
        assert!(!viewer(Actor::Company).may(InterviewAction::Evaluate, &[]));
    }

    #[test]
    fn the_job_seeker_answers_an_offer_and_the_hiring_team_withdraws_it() {
        let seeker = viewer(Actor::Jobseeker);
        let hr = viewer(Actor::Employee(HrExecutive));

        assert!(seeker.may(OfferAction::Accept, &[]) && seeker.may(OfferAction::Decline, &[]));
        assert!(!seeker.may(OfferAction::Withdraw, &[]));
        assert!(hr.may(OfferAction::Withdraw, &[]));
        assert!(!hr.may(OfferAction::Accept, &[]));
    }
}
