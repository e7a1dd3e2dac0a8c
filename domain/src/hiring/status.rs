use serde::{Deserialize, Serialize};
use std::fmt;

/// Application status with the spec's ids (section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApplicationStatus {
    Applied,
    InReview,
    Shortlisted,
    Interview,
    Offered,
    Hired,
    RejectedByCompany,
    RejectedByApplicant,
    AcceptedByApplicant,
}

impl ApplicationStatus {
    pub const ALL: [Self; 9] = [
        Self::Applied,
        Self::InReview,
        Self::Shortlisted,
        Self::Interview,
        Self::Offered,
        Self::Hired,
        Self::RejectedByCompany,
        Self::RejectedByApplicant,
        Self::AcceptedByApplicant,
    ];

    /// The pipeline's stages in order (applied to hired), as the dashboard's funnel counts them.
    pub const FUNNEL: &'static [Self] = Self::ALL.split_at(6).0;

    pub fn id(self) -> u8 {
        match self {
            Self::Applied => 0,
            Self::InReview => 1,
            Self::Shortlisted => 2,
            Self::Interview => 3,
            Self::Offered => 4,
            Self::Hired => 5,
            Self::RejectedByCompany => 6,
            Self::RejectedByApplicant => 7,
            Self::AcceptedByApplicant => 8,
        }
    }

    pub fn from_id(id: i64) -> Option<Self> {
        Self::ALL.into_iter().find(|status| i64::from(status.id()) == id)
    }

    pub fn value(self) -> &'static str {
        match self {
            Self::Applied => "applied",
            Self::InReview => "in_review",
            Self::Shortlisted => "shortlisted",
            Self::Interview => "interview",
            Self::Offered => "offered",
            Self::Hired => "hired",
            Self::RejectedByCompany => "rejected_by_company",
            Self::RejectedByApplicant => "rejected_by_applicant",
            Self::AcceptedByApplicant => "accepted_by_applicant",
        }
    }

    pub fn from_value(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.value() == value)
    }

    pub fn is_terminal(self) -> bool {
        matches!(self, Self::Hired | Self::RejectedByCompany | Self::RejectedByApplicant)
    }

    /// The next step of the pipeline (applied → in review → shortlisted → interview → offered).
    pub fn next_step(self) -> Option<Self> {
        match self {
            Self::Applied => Some(Self::InReview),
            Self::InReview => Some(Self::Shortlisted),
            Self::Shortlisted => Some(Self::Interview),
            Self::Interview => Some(Self::Offered),
            _ => None,
        }
    }
}

/// A change of status a person asks for. Its table says where each may be made from and where
/// it leads: the application refuses it from anywhere else, and the answers that show an
/// application offer only the moves its status allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum StatusMove {
    NextStep,
    ScheduleInterview,
    SendOffer,
    Hire,
    Reject,
    Withdraw,
}

use ApplicationStatus::*;

/// Not yet hired or rejected.
pub(super) const OPEN: &[ApplicationStatus] =
    &[Applied, InReview, Shortlisted, Interview, Offered, AcceptedByApplicant];

impl StatusMove {
    pub const ALL: [Self; 6] = [
        Self::NextStep,
        Self::ScheduleInterview,
        Self::SendOffer,
        Self::Hire,
        Self::Reject,
        Self::Withdraw,
    ];

    /// The statuses the move leaves from.
    pub fn from(self) -> &'static [ApplicationStatus] {
        match self {
            Self::NextStep => &[Applied, InReview, Shortlisted, Interview],
            Self::ScheduleInterview => &[Applied, InReview, Shortlisted],
            Self::SendOffer => &[Interview],
            Self::Hire => &[Interview, Offered, AcceptedByApplicant],
            Self::Reject | Self::Withdraw => OPEN,
        }
    }

    /// Where the move leads from `from`.
    pub fn to(self, from: ApplicationStatus) -> Option<ApplicationStatus> {
        match self {
            Self::NextStep => from.next_step(),
            Self::ScheduleInterview => Some(Interview),
            Self::SendOffer => Some(Offered),
            Self::Hire => Some(Hired),
            Self::Reject => Some(RejectedByCompany),
            Self::Withdraw => Some(RejectedByApplicant),
        }
    }

    /// Whether it may be made again where it led: another interview at the interview stage,
    /// another offer once one was sent. A person's other moves are refused the second time.
    pub fn repeats(self) -> bool {
        matches!(self, Self::ScheduleInterview | Self::SendOffer)
    }

    pub fn allowed_from(self, status: ApplicationStatus) -> bool {
        self.from().contains(&status) || (self.repeats() && self.to(status) == Some(status))
    }

    /// The applicant's own moves; the others are the hiring team's.
    pub fn by_applicant(self) -> bool {
        self == Self::Withdraw
    }
}

impl ApplicationStatus {
    /// The moves allowed from here.
    pub fn moves(self) -> impl Iterator<Item = StatusMove> {
        StatusMove::ALL.into_iter().filter(move |step| step.allowed_from(self))
    }
}

impl fmt::Display for ApplicationStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_step_is_offered_exactly_where_the_pipeline_has_one() {
        for status in ApplicationStatus::ALL {
            assert_eq!(
                StatusMove::NextStep.allowed_from(status),
                status.next_step().is_some(),
                "{status}"
            );
        }
    }

    #[test]
    fn a_terminal_application_allows_no_move() {
        for status in ApplicationStatus::ALL.into_iter().filter(|status| status.is_terminal()) {
            assert_eq!(status.moves().count(), 0, "{status}");
        }
    }

    #[test]
    fn a_new_application_may_be_stepped_scheduled_rejected_or_withdrawn_but_not_hired() {
        assert_eq!(
            Applied.moves().collect::<Vec<_>>(),
            [
                StatusMove::NextStep,
                StatusMove::ScheduleInterview,
                StatusMove::Reject,
                StatusMove::Withdraw
            ]
        );
    }

    #[test]
    fn another_interview_may_be_scheduled_and_another_offer_sent_where_the_first_led() {
        assert!(StatusMove::ScheduleInterview.allowed_from(Interview));
        assert!(StatusMove::SendOffer.allowed_from(Offered));
        assert!(!StatusMove::Hire.allowed_from(Hired));
    }
}
