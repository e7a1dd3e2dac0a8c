//! The AI proposal (spec section 8: "failed to load AI proposal", "no candidates data for the
//! job", "no applicants found for the job"): a job's applicants ranked with a short reason
//! each. This is the built-in, transparent scoring; a configured model writes the reasons from
//! the same features instead.
//!
//! Out of 100: required skills 50 (found on the profile or named in the CV), the job's
//! competencies 15, experience 20, languages the job's text names 5, salary expectation 10.

use serde::Serialize;

const SKILLS: f64 = 50.0;
const COMPETENCIES: f64 = 15.0;
const EXPERIENCE: f64 = 20.0;
const LANGUAGES: f64 = 5.0;
const SALARY: f64 = 10.0;
/// An expectation this far above the job's top still earns half the salary points.
const SALARY_TOLERANCE: f64 = 0.2;

/// What the job asks for.
#[derive(Debug, Clone, Default)]
pub struct JobNeeds {
    pub skills: Vec<String>,
    pub competencies: Vec<String>,
    pub experience_years: Option<u8>,
    pub salary_min: Option<u32>,
    pub salary_max: Option<u32>,
    pub currency: String,
    /// The job's texts (description, requirements …), where languages asked for are named.
    pub text: String,
}

/// What is known of an applicant.
#[derive(Debug, Clone, Default)]
pub struct Candidate {
    pub skills: Vec<String>,
    /// Headline, bio, experiences and the CV's text.
    pub text: String,
    pub experience_years: Option<u8>,
    pub languages: Vec<String>,
    pub salary_expectation: Option<u32>,
    pub currency: Option<String>,
}

impl Candidate {
    /// Whether there is anything to judge the applicant by.
    pub fn has_data(&self) -> bool {
        !self.skills.is_empty()
            || !self.text.trim().is_empty()
            || self.experience_years.is_some()
            || !self.languages.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum SalaryFit {
    Within,
    Below,
    Above,
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Assessment {
    /// 0..=100.
    pub score: u8,
    pub matched_skills: Vec<String>,
    pub missing_skills: Vec<String>,
    pub matched_competencies: Vec<String>,
    pub missing_competencies: Vec<String>,
    pub experience_years: Option<u8>,
    pub required_experience_years: Option<u8>,
    pub languages: Vec<String>,
    pub salary_expectation: Option<u32>,
    pub salary_fit: SalaryFit,
    pub reason: String,
}

/// Whether `needle` occurs in `haystack` (lower case) as a whole word or phrase.
fn names(haystack: &str, needle: &str) -> bool {
    let needle = needle.trim().to_lowercase();
    if needle.is_empty() {
        return false;
    }
    haystack.match_indices(&needle).any(|(at, _)| {
        let before = haystack[..at].chars().next_back();
        let after = haystack[at + needle.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn split(wanted: &[String], has: impl Fn(&str) -> bool) -> (Vec<String>, Vec<String>) {
    wanted.iter().cloned().partition(|name| has(name))
}

fn share(matched: usize, wanted: usize) -> f64 {
    if wanted == 0 {
        1.0
    } else {
        matched as f64 / wanted as f64
    }
}

pub fn assess(job: &JobNeeds, candidate: &Candidate) -> Assessment {
    let text = candidate.text.to_lowercase();
    let has = |name: &str| {
        candidate
            .skills
            .iter()
            .any(|skill| skill.trim().eq_ignore_ascii_case(name.trim()))
            || names(&text, name)
    };
    let (matched_skills, missing_skills) = split(&job.skills, has);
    let (matched_competencies, missing_competencies) = split(&job.competencies, has);
    let experience_share = match (job.experience_years, candidate.experience_years) {
        (Some(0) | None, Some(_)) => 1.0,
        (Some(0) | None, None) => 0.5,
        (Some(required), Some(years)) => (f64::from(years) / f64::from(required)).min(1.0),
        (Some(_), None) => 0.0,
    };
    let job_text = job.text.to_lowercase();
    let asked_languages: Vec<&String> = candidate
        .languages
        .iter()
        .filter(|language| names(&job_text, language))
        .collect();
    let language_share = if asked_languages.is_empty() && !candidate.languages.is_empty() {
        0.5
    } else {
        share(asked_languages.len(), asked_languages.len().max(1))
    };
    let salary_fit = salary_fit(job, candidate);
    let salary_share = match salary_fit {
        SalaryFit::Within | SalaryFit::Below => 1.0,
        SalaryFit::Unknown => 0.5,
        SalaryFit::Above => {
            let top = f64::from(job.salary_max.or(job.salary_min).unwrap_or(0).max(1));
            let over = f64::from(candidate.salary_expectation.unwrap_or(0)) / top - 1.0;
            if over <= SALARY_TOLERANCE { 0.5 } else { 0.0 }
        }
    };
    let score = SKILLS * share(matched_skills.len(), job.skills.len())
        + COMPETENCIES * share(matched_competencies.len(), job.competencies.len())
        + EXPERIENCE * experience_share
        + LANGUAGES * language_share
        + SALARY * salary_share;
    let mut assessment = Assessment {
        score: score.round().clamp(0.0, 100.0) as u8,
        matched_skills,
        missing_skills,
        matched_competencies,
        missing_competencies,
        experience_years: candidate.experience_years,
        required_experience_years: job.experience_years,
        languages: candidate.languages.clone(),
        salary_expectation: candidate.salary_expectation,
        salary_fit,
        reason: String::new(),
    };
    assessment.reason = reason(job, candidate, &assessment);
    assessment
}

fn salary_fit(job: &JobNeeds, candidate: &Candidate) -> SalaryFit {
    let Some(expected) = candidate.salary_expectation else {
        return SalaryFit::Unknown;
    };
    let same_currency = candidate
        .currency
        .as_deref()
        .is_none_or(|currency| currency.eq_ignore_ascii_case(&job.currency));
    match (job.salary_min, job.salary_max) {
        _ if !same_currency => SalaryFit::Unknown,
        (None, None) => SalaryFit::Unknown,
        (Some(low), _) if expected < low => SalaryFit::Below,
        (_, Some(high)) if expected > high => SalaryFit::Above,
        (None, Some(_)) | (Some(_), _) => SalaryFit::Within,
    }
}

fn reason(job: &JobNeeds, candidate: &Candidate, assessment: &Assessment) -> String {
    let mut parts = Vec::new();
    if !job.skills.is_empty() {
        let mut part = format!(
            "has {} of {} required skills",
            assessment.matched_skills.len(),
            job.skills.len()
        );
        if !assessment.missing_skills.is_empty() {
            part += &format!(" (missing {})", assessment.missing_skills.join(", "));
        }
        parts.push(part);
    }
    if !job.competencies.is_empty() {
        parts.push(format!(
            "shows {} of {} competencies",
            assessment.matched_competencies.len(),
            job.competencies.len()
        ));
    }
    parts.push(match (candidate.experience_years, job.experience_years) {
        (Some(years), Some(required)) => format!("{years} years of experience ({required} asked)"),
        (Some(years), None) => format!("{years} years of experience"),
        (None, Some(required)) => format!("no experience listed ({required} years asked)"),
        (None, None) => "no experience listed".to_owned(),
    });
    if !candidate.languages.is_empty() {
        parts.push(format!("speaks {}", candidate.languages.join(", ")));
    }
    parts.push(match (assessment.salary_fit, candidate.salary_expectation) {
        (SalaryFit::Unknown, _) | (_, None) => "salary expectation not comparable".to_owned(),
        (fit, Some(amount)) => {
            let currency = candidate.currency.as_deref().unwrap_or(&job.currency);
            let place = match fit {
                SalaryFit::Within => "within the range",
                SalaryFit::Below => "below the range",
                _ => "above the range",
            };
            format!("expects {amount} {currency}, {place}")
        }
    });
    let mut reason = parts.join("; ");
    if let Some(first) = reason.get(..1) {
        reason = first.to_uppercase() + &reason[1..];
    }
    reason + "."
}

/// Why an AI proposal cannot be made (spec section 8, "AI messages").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AiProposalError {
    #[error("No applicants found for the job.")]
    NoApplicants,
    #[error("No candidates data for the job.")]
    NoCandidatesData,
    #[error("Failed to build prompt.")]
    PromptTooLarge,
    #[error("Failed to load AI proposal.")]
    UnreadableAnswer,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job() -> JobNeeds {
        JobNeeds {
            skills: vec!["Rust".into(), "PostgreSQL".into(), "Kubernetes".into()],
            competencies: vec!["Teamwork".into()],
            experience_years: Some(5),
            salary_min: Some(2000),
            salary_max: Some(4000),
            currency: "USD".into(),
            text: "We speak English at work.".into(),
        }
    }

    #[test]
    fn an_applicant_with_the_skills_and_experience_scores_higher() {
        let strong = Candidate {
            skills: vec!["rust".into(), "PostgreSQL".into()],
            text: "Ran Kubernetes clusters; known for teamwork.".into(),
            experience_years: Some(6),
            languages: vec!["English".into()],
            salary_expectation: Some(3000),
            currency: Some("USD".into()),
        };
        let weak = Candidate {
            skills: vec!["Excel".into()],
            experience_years: Some(1),
            ..Candidate::default()
        };
        let strong = assess(&job(), &strong);
        let weak = assess(&job(), &weak);
        assert_eq!(strong.score, 100);
        assert!(weak.score < 30, "{}", weak.score);
        assert_eq!(strong.missing_skills, Vec::<String>::new());
        assert_eq!(weak.missing_skills, vec!["Rust", "PostgreSQL", "Kubernetes"]);
    }

    #[test]
    fn the_reason_names_what_is_missing_and_how_the_salary_fits() {
        let candidate = Candidate {
            skills: vec!["Rust".into()],
            experience_years: Some(3),
            salary_expectation: Some(5000),
            currency: Some("USD".into()),
            ..Candidate::default()
        };
        let assessment = assess(&job(), &candidate);
        assert_eq!(assessment.salary_fit, SalaryFit::Above);
        assert_eq!(
            assessment.reason,
            "Has 1 of 3 required skills (missing PostgreSQL, Kubernetes); shows 0 of 1 competencies; \
             3 years of experience (5 asked); expects 5000 USD, above the range."
        );
    }

    #[test]
    fn a_skill_counts_only_as_a_whole_word_of_the_text() {
        let candidate = Candidate {
            text: "Trusted advisor".into(),
            ..Candidate::default()
        };
        assert!(assess(&job(), &candidate).matched_skills.is_empty());
    }

    #[test]
    fn an_applicant_with_nothing_to_read_has_no_data() {
        assert!(!Candidate::default().has_data());
    }
}
