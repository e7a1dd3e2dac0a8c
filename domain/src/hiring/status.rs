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

impl fmt::Display for ApplicationStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.value())
    }
}
