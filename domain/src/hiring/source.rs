//! Where an application came from, as the applicant's browser saw them arrive: the channel,
//! the job board when a board's feed link brought them, and the campaign's `utm_*` parameters.
//! Recruiters read it on the applicant and count the funnel by it; it names no person.

use crate::validation::{FieldError, Problems, has_forbidden_characters, optional_text};
use serde::{Deserialize, Serialize};

/// The channel an application came through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// Hire's own job search and job pages.
    JobSearch,
    /// The company's careers page.
    CareersPage,
    /// A job board or aggregator, from its feed link.
    JobBoard,
    /// A link from elsewhere (an e-mail, a social post) that says no more.
    Direct,
}

impl Source {
    pub const ALL: [Source; 4] = [Self::JobSearch, Self::CareersPage, Self::JobBoard, Self::Direct];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::JobSearch => "job_search",
            Self::CareersPage => "careers_page",
            Self::JobBoard => "job_board",
            Self::Direct => "direct",
        }
    }

    pub fn parse(value: &str) -> Option<Source> {
        Self::ALL.into_iter().find(|source| source.as_str() == value)
    }
}

/// The longest board name or campaign parameter kept; longer ones are refused, not cut, so a
/// figure never counts under a name nobody sent.
pub const ATTRIBUTION_MAX_CHARS: usize = 100;

/// Where one application came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Attribution {
    pub source: Source,
    /// The board's name, as its feed link gave it (`?source=…`); only for `job_board`.
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utm_source: Option<String>,
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utm_medium: Option<String>,
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utm_campaign: Option<String>,
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utm_term: Option<String>,
    #[cfg_attr(feature = "openapi", schema(max_length = 100))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utm_content: Option<String>,
}

impl Attribution {
    /// The attribution with each text trimmed (blank is absent), or what is wrong with it, by
    /// field under `source.`. A board is only a job board's.
    pub fn checked(self) -> Result<Self, Problems> {
        let mut problems = Problems::default();
        let mut text = |field: &'static str, value: Option<String>| {
            let checked = optional_text(value.as_deref(), ATTRIBUTION_MAX_CHARS).and_then(|text| match text {
                Some(text) if has_forbidden_characters(&text) => Err(FieldError::InvalidCharacters),
                text => Ok(text),
            });
            problems.check(field, checked).flatten()
        };
        let board = text("source.board", self.board);
        let checked = Self {
            source: self.source,
            utm_source: text("source.utm_source", self.utm_source),
            utm_medium: text("source.utm_medium", self.utm_medium),
            utm_campaign: text("source.utm_campaign", self.utm_campaign),
            utm_term: text("source.utm_term", self.utm_term),
            utm_content: text("source.utm_content", self.utm_content),
            board: board.filter(|_| self.source == Source::JobBoard),
        };
        if problems.is_empty() {
            Ok(checked)
        } else {
            Err(problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_board(board: &str) -> Attribution {
        Attribution {
            source: Source::JobBoard,
            board: Some(board.into()),
            utm_source: None,
            utm_medium: None,
            utm_campaign: Some("  spring  ".into()),
            utm_term: Some(" ".into()),
            utm_content: None,
        }
    }

    #[test]
    fn texts_are_trimmed_and_blank_ones_are_absent() {
        let checked = from_board(" indeed ").checked().unwrap();
        assert_eq!(checked.board.as_deref(), Some("indeed"));
        assert_eq!(checked.utm_campaign.as_deref(), Some("spring"));
        assert_eq!(checked.utm_term, None);
    }

    #[test]
    fn a_board_is_kept_only_for_a_job_board() {
        let mut attribution = from_board("indeed");
        attribution.source = Source::CareersPage;
        assert_eq!(attribution.checked().unwrap().board, None);
    }

    #[test]
    fn a_text_too_long_or_with_control_characters_is_refused_by_its_field() {
        let mut attribution = from_board(&"b".repeat(ATTRIBUTION_MAX_CHARS + 1));
        attribution.utm_medium = Some("e\u{0}mail".into());
        assert_eq!(
            attribution.checked().unwrap_err().0,
            [
                ("source.board", FieldError::TooLong),
                ("source.utm_medium", FieldError::InvalidCharacters)
            ]
        );
    }
}
