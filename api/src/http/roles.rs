//! Who may call: the actors of spec section 6, and the sets of them each kind of operation
//! admits.

use domain::accounts::EmployeeRole::{self, BlockLeader, HiringManager, HrExecutive};

/// Who may do something, in the words of spec section 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    Company,
    Employee(EmployeeRole),
    Jobseeker,
}

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

/// What a caller may do in general on the hiring screens (menus and buttons not tied to one
/// record), each allowed to the actors its routes admit: the signed-in user's answer lists
/// them, so the web app shows what the server will allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum HiringAction {
    PostJob,
    EditJob,
    ChangeJobStatus,
    DecideRequests,
    MovePipeline,
    SeeApplicants,
    ScheduleInterviews,
    SendOffers,
    PrivateNotes,
    /// Interviewers are picked from the employee list, which only the company reads.
    ListEmployees,
}

impl HiringAction {
    pub const ALL: [Self; 10] = [
        Self::PostJob,
        Self::EditJob,
        Self::ChangeJobStatus,
        Self::DecideRequests,
        Self::MovePipeline,
        Self::SeeApplicants,
        Self::ScheduleInterviews,
        Self::SendOffers,
        Self::PrivateNotes,
        Self::ListEmployees,
    ];

    /// The actors the action's routes admit.
    pub fn actors(self) -> &'static [Actor] {
        match self {
            Self::PostJob => POSTERS,
            Self::EditJob | Self::ChangeJobStatus | Self::DecideRequests => JOB_EDITORS,
            Self::MovePipeline => PIPELINE,
            Self::SeeApplicants | Self::ScheduleInterviews | Self::SendOffers => HIRING_TEAM,
            Self::PrivateNotes => HR,
            Self::ListEmployees => &[Actor::Company],
        }
    }

    /// What `actor` may do when its company has applicant tracking on (none when it is off).
    pub fn allowed(actor: Actor, ats_on: bool) -> Vec<Self> {
        Self::ALL
            .into_iter()
            .filter(|action| ats_on && action.actors().contains(&actor))
            .collect()
    }
}

/// A set of actors as a type, for the extractors that admit only them
/// (`Hiring<HiringTeam>`, `CompanyMember<CompanySide>` …).
pub trait Roles: Send + Sync + 'static {
    const ACTORS: &'static [Actor];
}

macro_rules! roles {
    ($($(#[$doc:meta])* $name:ident = $actors:expr;)+) => {
        $(
            $(#[$doc])*
            pub struct $name;

            impl Roles for $name {
                const ACTORS: &'static [Actor] = $actors;
            }
        )+
    };
}

roles! {
    /// The company account and every employee role.
    CompanySide = COMPANY_SIDE;
    /// Who may post a job.
    Posters = POSTERS;
    /// Who may edit jobs and decide staff requests.
    JobEditors = JOB_EDITORS;
    /// Who may work the applicant pipeline.
    Pipeline = PIPELINE;
    /// Who sees applicants, schedules interviews and sends offers.
    HiringTeam = HIRING_TEAM;
    /// Who reads and writes HR private notes.
    Hr = HR;
}

/// A company module as a type, for the extractors that need it on.
pub trait ModuleGate: Send + Sync + 'static {
    const MODULE: domain::accounts::Module;
}

/// Applicant tracking (shown as Talent acquisition).
pub struct Ats;

impl ModuleGate for Ats {
    const MODULE: domain::accounts::Module = domain::accounts::Module::Ats;
}

/// Learning.
pub struct Lms;

impl ModuleGate for Lms {
    const MODULE: domain::accounts::Module = domain::accounts::Module::Lms;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hiring_manager_may_post_work_the_pipeline_and_run_interviews_and_offers_but_not_edit_jobs() {
        let allowed = HiringAction::allowed(Actor::Employee(HiringManager), true);

        assert_eq!(
            allowed,
            [
                HiringAction::PostJob,
                HiringAction::MovePipeline,
                HiringAction::SeeApplicants,
                HiringAction::ScheduleInterviews,
                HiringAction::SendOffers,
            ]
        );
    }

    #[test]
    fn without_applicant_tracking_no_one_may_do_anything_on_the_hiring_screens() {
        assert!(HiringAction::allowed(Actor::Company, false).is_empty());
    }

    #[test]
    fn a_job_seeker_may_do_nothing_on_the_hiring_screens() {
        assert!(HiringAction::allowed(Actor::Jobseeker, true).is_empty());
    }
}
