//! A job seeker's profile (spec section 3): the parts they edit and the rules of spec section
//! 5 (valid URL, phone and e-mail, end date after start date, length limits).

use crate::validation::{FieldError, Problems, optional_text, required_text, url};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Spec section 5: "Description: max 500 characters".
pub const BIO_MAX_CHARS: usize = 500;

/// Language proficiency 1..7: Beginner, Elementary, Pre-Intermediate, Intermediate,
/// Upper-Intermediate, Advanced, Native.
pub const PROFICIENCY_LEVELS: std::ops::RangeInclusive<i64> = 1..=7;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    Female,
    Male,
    Other,
    PreferNotToSay,
}

string_forms!(Gender { Female => "female", Male => "male", Other => "other", PreferNotToSay => "prefer_not_to_say" });

/// A phone number as people write it: digits with spaces, dashes, dots, brackets and an
/// optional leading plus; 7 to 15 digits (E.164 allows at most 15).
pub fn phone(text: &str) -> Result<String, FieldError> {
    let trimmed = text.trim();
    let digits = trimmed.chars().filter(char::is_ascii_digit).count();
    let allowed = trimmed
        .chars()
        .enumerate()
        .all(|(i, c)| c.is_ascii_digit() || " -.()".contains(c) || (c == '+' && i == 0));
    if allowed && (7..=15).contains(&digits) {
        Ok(trimmed.to_owned())
    } else {
        Err(FieldError::InvalidPhone)
    }
}

pub(crate) fn optional_url(value: Option<&str>) -> Result<Option<String>, FieldError> {
    optional_text(value, 2000)?.as_deref().map(url).transpose()
}

/// The basics of a profile, as a client sends them.
#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ProfileInput {
    /// Absent: the name stays as it is.
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub gender: Option<String>,
    pub date_of_birth: Option<NaiveDate>,
    pub region: Option<String>,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100000000))]
    pub salary_expectation: Option<i64>,
    pub currency: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    pub facebook: Option<String>,
    pub twitter: Option<String>,
    pub instagram: Option<String>,
    pub cv_visible: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// `None`: unchanged.
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub gender: Option<Gender>,
    pub date_of_birth: Option<NaiveDate>,
    pub region: Option<String>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    pub facebook: Option<String>,
    pub twitter: Option<String>,
    pub instagram: Option<String>,
    pub cv_visible: bool,
}

impl ProfileInput {
    /// `today` bounds the date of birth: at least 14 years ago, at most 100.
    pub fn parse(self, today: NaiveDate) -> Result<Profile, Problems> {
        let mut problems = Problems::default();
        let text = |value: Option<String>, max| optional_text(value.as_deref(), max);
        let name = |value: Option<String>| {
            value
                .map(|name| required_text(&name, crate::accounts::NAME_MAX_CHARS))
                .transpose()
        };
        let profile = Profile {
            first_name: problems.check("first_name", name(self.first_name)).flatten(),
            last_name: problems.check("last_name", name(self.last_name)).flatten(),
            headline: problems.check("headline", text(self.headline, 200)).flatten(),
            bio: problems.check("bio", text(self.bio, BIO_MAX_CHARS)).flatten(),
            gender: problems
                .check(
                    "gender",
                    self.gender
                        .as_deref()
                        .filter(|g| !g.is_empty())
                        .map(str::parse::<Gender>)
                        .transpose(),
                )
                .flatten(),
            date_of_birth: problems
                .check(
                    "date_of_birth",
                    match self.date_of_birth {
                        Some(born)
                            if born > today - chrono::Months::new(14 * 12)
                                || born < today - chrono::Months::new(100 * 12) =>
                        {
                            Err(FieldError::OutOfRange)
                        }
                        other => Ok(other),
                    },
                )
                .flatten(),
            region: problems.check("region", text(self.region, 120)).flatten(),
            salary_expectation: problems
                .check(
                    "salary_expectation",
                    match self.salary_expectation {
                        Some(amount) if !(0..=100_000_000).contains(&amount) => Err(FieldError::OutOfRange),
                        other => Ok(other.map(|amount| amount as i32)),
                    },
                )
                .flatten(),
            currency: problems
                .check("currency", crate::validation::currency(self.currency.as_deref()))
                .flatten(),
            phone: problems
                .check(
                    "phone",
                    text(self.phone, 40).and_then(|phone_text| phone_text.as_deref().map(phone).transpose()),
                )
                .flatten(),
            website: problems
                .check("website", optional_url(self.website.as_deref()))
                .flatten(),
            linkedin: problems
                .check("linkedin", optional_url(self.linkedin.as_deref()))
                .flatten(),
            facebook: problems
                .check("facebook", optional_url(self.facebook.as_deref()))
                .flatten(),
            twitter: problems
                .check("twitter", optional_url(self.twitter.as_deref()))
                .flatten(),
            instagram: problems
                .check("instagram", optional_url(self.instagram.as_deref()))
                .flatten(),
            cv_visible: self.cv_visible.unwrap_or(false),
        };
        if problems.is_empty() {
            Ok(profile)
        } else {
            Err(problems)
        }
    }
}

/// Whole years worked, counting overlapping periods once: a CV listing two jobs held at the
/// same time does not claim twice the experience. A period without an end lasts until today.
pub fn experience_years(
    periods: impl IntoIterator<Item = (NaiveDate, Option<NaiveDate>)>,
    today: NaiveDate,
) -> Option<u8> {
    let mut spans: Vec<(NaiveDate, NaiveDate)> = periods
        .into_iter()
        .map(|(start, end)| (start, end.unwrap_or(today).min(today)))
        .collect();
    if spans.is_empty() {
        return None;
    }
    spans.sort_unstable();
    let mut days = 0i64;
    let mut covered_until: Option<NaiveDate> = None;
    for (start, end) in spans {
        let start = covered_until.map_or(start, |until| start.max(until));
        if end > start {
            days += (end - start).num_days();
            covered_until = Some(end);
        }
    }
    // Whole years of 365 days: a span from one date to the same date years later counts in
    // full, leap days or not.
    Some(u8::try_from(days / 365).unwrap_or(u8::MAX))
}

/// A period with a start and an optional end (still going on); the end must come after the start.
fn period(
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
    today: NaiveDate,
    problems: &mut Problems,
) -> Option<(NaiveDate, Option<NaiveDate>)> {
    let start = problems.check(
        "start_date",
        match start {
            None => Err(FieldError::Required),
            Some(date) if date > today => Err(FieldError::OutOfRange),
            Some(date) => Ok(date),
        },
    )?;
    match end {
        Some(end) if end <= start => {
            problems.add("end_date", FieldError::EndBeforeStart);
            None
        }
        end => Some((start, end)),
    }
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ExperienceInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 200)
    )]
    pub title: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 200)
    )]
    pub company: Option<String>,
    pub location: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false))]
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Experience {
    pub title: String,
    pub company: String,
    pub location: Option<String>,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

impl ExperienceInput {
    pub fn parse(self, today: NaiveDate) -> Result<Experience, Problems> {
        let mut problems = Problems::default();
        let title = problems.check("title", required_text(self.title.as_deref().unwrap_or_default(), 200));
        let company = problems.check(
            "company",
            required_text(self.company.as_deref().unwrap_or_default(), 200),
        );
        let location = problems
            .check("location", optional_text(self.location.as_deref(), 200))
            .flatten();
        let dates = period(self.start_date, self.end_date, today, &mut problems);
        let description = problems
            .check("description", optional_text(self.description.as_deref(), 2000))
            .flatten();
        match (title, company, dates) {
            (Some(title), Some(company), Some((start_date, end_date))) if problems.is_empty() => Ok(Experience {
                title,
                company,
                location,
                start_date,
                end_date,
                description,
            }),
            _ => Err(problems),
        }
    }
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct EducationInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 200)
    )]
    pub institution: Option<String>,
    pub field: Option<String>,
    /// 1..7, see `lists::EDUCATION_LEVELS`.
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, minimum = 1, maximum = 7)
    )]
    pub level: Option<i64>,
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false))]
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Education {
    pub institution: String,
    pub field: Option<String>,
    pub level: i16,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

impl EducationInput {
    pub fn parse(self, today: NaiveDate) -> Result<Education, Problems> {
        let mut problems = Problems::default();
        let institution = problems.check(
            "institution",
            required_text(self.institution.as_deref().unwrap_or_default(), 200),
        );
        let field = problems
            .check("field", optional_text(self.field.as_deref(), 200))
            .flatten();
        let level = problems.check(
            "level",
            match self.level {
                None => Err(FieldError::Required),
                Some(level) if !(1..=crate::lists::EDUCATION_LEVELS.len() as i64).contains(&level) => {
                    Err(FieldError::OutOfRange)
                }
                Some(level) => Ok(level as i16),
            },
        );
        let dates = period(self.start_date, self.end_date, today, &mut problems);
        let description = problems
            .check("description", optional_text(self.description.as_deref(), 2000))
            .flatten();
        match (institution, level, dates) {
            (Some(institution), Some(level), Some((start_date, end_date))) if problems.is_empty() => Ok(Education {
                institution,
                field,
                level,
                start_date,
                end_date,
                description,
            }),
            _ => Err(problems),
        }
    }
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct LanguageInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 60)
    )]
    pub language: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, minimum = 1, maximum = 7)
    )]
    pub proficiency: Option<i64>,
}

impl LanguageInput {
    pub fn parse(self) -> Result<(String, i16), Problems> {
        let mut problems = Problems::default();
        let language = problems.check(
            "language",
            required_text(self.language.as_deref().unwrap_or_default(), 60),
        );
        let proficiency = problems.check(
            "proficiency",
            match self.proficiency {
                None => Err(FieldError::Required),
                Some(level) if !PROFICIENCY_LEVELS.contains(&level) => Err(FieldError::OutOfRange),
                Some(level) => Ok(level as i16),
            },
        );
        match (language, proficiency) {
            (Some(language), Some(proficiency)) => Ok((language, proficiency)),
            _ => Err(problems),
        }
    }
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct PortfolioInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 200)
    )]
    pub title: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(
            required = true,
            nullable = false,
            min_length = 1,
            max_length = 2000,
            // What `validation::url` takes: http(s), an ASCII host with a dot (or localhost), a port, no spaces.
            pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*https?://([A-Za-z0-9-]*\.[A-Za-z0-9.-]*|localhost)(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?([/?#][^\s\u0000-\u001F\u007F-\u009F]*)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
        )
    )]
    pub url: Option<String>,
    pub description: Option<String>,
}

impl PortfolioInput {
    pub fn parse(self) -> Result<(String, String, Option<String>), Problems> {
        let mut problems = Problems::default();
        let title = problems.check("title", required_text(self.title.as_deref().unwrap_or_default(), 200));
        let link = problems.check("url", self.url.as_deref().ok_or(FieldError::Required).and_then(url));
        let description = problems
            .check("description", optional_text(self.description.as_deref(), 1000))
            .flatten();
        match (title, link) {
            (Some(title), Some(link)) if problems.is_empty() => Ok((title, link, description)),
            _ => Err(problems),
        }
    }
}

/// What ties a company to a job seeker's CV; each is a reason the company's side may read it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CvTies {
    /// The job seeker lets companies find their CV (the CV database).
    pub visible: bool,
    /// The job seeker dropped their CV to the company.
    pub dropped: bool,
    /// The job seeker sent it with an application the reader may see (a delegate: to one of
    /// the jobs whose applicants they see).
    pub applied: bool,
}

/// Who is looking at a job seeker's CV.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CvReader {
    /// The job seeker whose CV it is.
    Owner,
    /// A company's side (its account or an employee), with what ties the company to the CV.
    Company(CvTies),
    /// Anyone else: another job seeker.
    Other,
}

/// Who sees a job seeker's CV: the job seeker; a company's side when the CV is visible to
/// companies, was dropped to the company, or was sent with an application it may see; nobody
/// else.
pub fn sees_cv(reader: CvReader) -> bool {
    match reader {
        CvReader::Owner => true,
        CvReader::Company(ties) => ties.visible || ties.dropped || ties.applied,
        CvReader::Other => false,
    }
}

/// Refusals about a job seeker's profile and CV.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    #[error("Already exists.")]
    AlreadyExists,
    #[error("Upload your CV first.")]
    CvRequired,
    #[error("CV already dropped to this company.")]
    CvAlreadyDropped,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_job_seeker_sees_their_own_cv() {
        assert!(sees_cv(CvReader::Owner));
    }

    #[test]
    fn another_job_seeker_never_sees_a_cv() {
        assert!(!sees_cv(CvReader::Other));
    }

    #[test]
    fn a_company_sees_a_cv_only_through_a_tie_to_it() {
        assert!(!sees_cv(CvReader::Company(CvTies::default())));
        let ties = [
            CvTies {
                visible: true,
                ..CvTies::default()
            },
            CvTies {
                dropped: true,
                ..CvTies::default()
            },
            CvTies {
                applied: true,
                ..CvTies::default()
            },
        ];
        for ties in ties {
            assert!(sees_cv(CvReader::Company(ties)), "{ties:?}");
        }
    }

    fn worked(start: &str, end: Option<&str>) -> (NaiveDate, Option<NaiveDate>) {
        (start.parse().unwrap(), end.map(|end| end.parse().unwrap()))
    }

    #[test]
    fn a_cv_without_experience_states_no_years() {
        assert_eq!(experience_years([], "2026-01-01".parse().unwrap()), None);
    }

    #[test]
    fn overlapping_jobs_count_once() {
        let periods = [
            worked("2020-01-01", Some("2024-01-01")),
            worked("2022-01-01", Some("2023-01-01")),
        ];
        assert_eq!(experience_years(periods, "2026-01-01".parse().unwrap()), Some(4));
    }

    #[test]
    fn a_current_job_counts_until_today() {
        assert_eq!(
            experience_years([worked("2019-06-01", None)], "2026-06-02".parse().unwrap()),
            Some(7)
        );
    }

    #[test]
    fn separate_jobs_add_up() {
        let periods = [
            worked("2010-01-01", Some("2012-01-01")),
            worked("2015-01-01", Some("2016-01-01")),
        ];
        assert_eq!(experience_years(periods, "2026-01-01".parse().unwrap()), Some(3));
    }

    fn today() -> NaiveDate {
        "2026-03-01".parse().unwrap()
    }

    #[test]
    fn a_phone_number_may_have_a_plus_spaces_and_brackets() {
        assert_eq!(phone("+994 (50) 123-45-67"), Ok("+994 (50) 123-45-67".into()));
        assert_eq!(phone("12-34"), Err(FieldError::InvalidPhone));
        assert_eq!(phone("call me"), Err(FieldError::InvalidPhone));
    }

    #[test]
    fn a_bio_is_at_most_500_characters() {
        let problems = ProfileInput {
            bio: Some("a".repeat(501)),
            ..ProfileInput::default()
        }
        .parse(today())
        .unwrap_err();
        assert_eq!(problems.0, vec![("bio", FieldError::TooLong)]);
    }

    #[test]
    fn social_links_must_be_urls() {
        let problems = ProfileInput {
            linkedin: Some("linkedin".into()),
            ..ProfileInput::default()
        }
        .parse(today())
        .unwrap_err();
        assert_eq!(problems.0, vec![("linkedin", FieldError::InvalidUrl)]);
    }

    #[test]
    fn an_experience_must_end_after_it_starts() {
        let problems = ExperienceInput {
            title: Some("Engineer".into()),
            company: Some("Acme".into()),
            start_date: Some("2024-05-01".parse().unwrap()),
            end_date: Some("2024-04-01".parse().unwrap()),
            ..ExperienceInput::default()
        }
        .parse(today())
        .unwrap_err();
        assert_eq!(problems.0, vec![("end_date", FieldError::EndBeforeStart)]);
    }

    #[test]
    fn an_ongoing_experience_has_no_end() {
        let experience = ExperienceInput {
            title: Some("Engineer".into()),
            company: Some("Acme".into()),
            start_date: Some("2024-05-01".parse().unwrap()),
            ..ExperienceInput::default()
        }
        .parse(today())
        .unwrap();
        assert_eq!(experience.end_date, None);
    }

    #[test]
    fn an_education_level_is_one_of_the_seven() {
        let problems = EducationInput {
            institution: Some("ADA University".into()),
            level: Some(8),
            start_date: Some("2020-09-01".parse().unwrap()),
            ..EducationInput::default()
        }
        .parse(today())
        .unwrap_err();
        assert_eq!(problems.0, vec![("level", FieldError::OutOfRange)]);
    }
}
