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
