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
