//! A company's public profile (spec section 3, "company"): the rules for what a company
//! writes about itself.

use crate::accounts::{Email, NAME_MAX_CHARS};
use crate::lists::INDUSTRIES;
use crate::profiles::{optional_url, phone};
use crate::validation::{FieldError, Problems, optional_text, required_text};
use serde::Deserialize;

/// Spec section 5: "Description: max 500 characters".
pub const DESCRIPTION_MAX_CHARS: usize = 500;
/// Spec section 9: "Company images are limited by a count"; the count is ours.
pub const MAX_COMPANY_IMAGES: i64 = 10;
/// Spec section 5: "Company logo: PNG or JPG, max 400x400 px".
pub const LOGO_MAX_PIXELS: usize = 400;

/// The company profile as a client sends it.
#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct CompanyInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 150)
    )]
    pub name: Option<String>,
    pub industry: Option<String>,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 10000000))]
    pub employee_count: Option<i64>,
    #[cfg_attr(feature = "openapi", schema(minimum = 1800))]
    pub founded: Option<i64>,
    pub description: Option<String>,
    pub contact: ContactInput,
}

#[derive(Debug, Default, Clone, Deserialize)]
// Serialize: the document shows the nested input's default.
#[cfg_attr(feature = "openapi", derive(serde::Serialize, utoipa::ToSchema))]
#[serde(default)]
pub struct ContactInput {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub location: Option<String>,
    pub country: Option<String>,
    pub website: Option<String>,
    pub twitter: Option<String>,
    pub facebook: Option<String>,
    pub linkedin: Option<String>,
    pub instagram: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyProfile {
    pub name: String,
    pub industry: Option<String>,
    pub employee_count: Option<i32>,
    pub founded: Option<i16>,
    pub description: Option<String>,
    pub contact: Contact,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Contact {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub location: Option<String>,
    pub country: Option<String>,
    pub website: Option<String>,
    pub twitter: Option<String>,
    pub facebook: Option<String>,
    pub linkedin: Option<String>,
    pub instagram: Option<String>,
}

fn bounded(value: Option<i64>, range: std::ops::RangeInclusive<i64>) -> Result<Option<i64>, FieldError> {
    match value {
        Some(number) if !range.contains(&number) => Err(FieldError::OutOfRange),
        other => Ok(other),
    }
}

impl CompanyInput {
    /// `this_year` bounds the founding year.
    pub fn parse(self, this_year: i32) -> Result<CompanyProfile, Problems> {
        let mut problems = Problems::default();
        let text = |value: Option<String>, max| optional_text(value.as_deref(), max);
        let contact = self.contact;
        let profile = CompanyProfile {
            name: problems
                .check(
                    "name",
                    required_text(self.name.as_deref().unwrap_or_default(), NAME_MAX_CHARS),
                )
                .unwrap_or_default(),
            industry: problems
                .check(
                    "industry",
                    match text(self.industry, 60) {
                        Ok(Some(industry)) if !INDUSTRIES.contains(&industry.as_str()) => {
                            Err(FieldError::InvalidChoice)
                        }
                        other => other,
                    },
                )
                .flatten(),
            employee_count: problems
                .check("employee_count", bounded(self.employee_count, 0..=10_000_000))
                .flatten()
                .map(|count| count as i32),
            founded: problems
                .check("founded", bounded(self.founded, 1800..=i64::from(this_year)))
                .flatten()
                .map(|year| year as i16),
            description: problems
                .check("description", text(self.description, DESCRIPTION_MAX_CHARS))
                .flatten(),
            contact: Contact {
                email: problems
                    .check(
                        "contact.email",
                        text(contact.email, 254).and_then(|email| {
                            email
                                .map(|email| Email::parse(&email).map(|email| email.as_str().to_owned()))
                                .transpose()
                        }),
                    )
                    .flatten(),
                phone: problems
                    .check(
                        "contact.phone",
                        text(contact.phone, 40).and_then(|number| number.as_deref().map(phone).transpose()),
                    )
                    .flatten(),
                address: problems.check("contact.address", text(contact.address, 300)).flatten(),
                location: problems
                    .check("contact.location", text(contact.location, 120))
                    .flatten(),
                country: problems.check("contact.country", text(contact.country, 80)).flatten(),
                website: problems
                    .check("contact.website", optional_url(contact.website.as_deref()))
                    .flatten(),
                twitter: problems
                    .check("contact.twitter", optional_url(contact.twitter.as_deref()))
                    .flatten(),
                facebook: problems
                    .check("contact.facebook", optional_url(contact.facebook.as_deref()))
                    .flatten(),
                linkedin: problems
                    .check("contact.linkedin", optional_url(contact.linkedin.as_deref()))
                    .flatten(),
                instagram: problems
                    .check("contact.instagram", optional_url(contact.instagram.as_deref()))
                    .flatten(),
            },
        };
        if problems.is_empty() {
            Ok(profile)
        } else {
            Err(problems)
        }
    }
}

/// A person a company shows on its page.
#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct TeamMemberInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 150)
    )]
    pub name: Option<String>,
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, min_length = 1, max_length = 120)
    )]
    pub position: Option<String>,
}

impl TeamMemberInput {
    pub fn parse(self) -> Result<(String, String), Problems> {
        let mut problems = Problems::default();
        let name = problems.check(
            "name",
            required_text(self.name.as_deref().unwrap_or_default(), NAME_MAX_CHARS),
        );
        let position = problems.check(
            "position",
            required_text(self.position.as_deref().unwrap_or_default(), 120),
        );
        match (name, position) {
            (Some(name), Some(position)) if problems.is_empty() => Ok((name, position)),
            _ => Err(problems),
        }
    }
}

/// Refusals about a company's page and account.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CompanyError {
    #[error("A company can show at most {MAX_COMPANY_IMAGES} images. Delete one first.")]
    TooManyImages,
    #[error("Company logo must be at most {LOGO_MAX_PIXELS}x{LOGO_MAX_PIXELS} px; this one is {width}x{height}.")]
    LogoTooLarge { width: usize, height: usize },
    #[error(
        "Deleting this account deletes {company_name} with its {employees} employee accounts, {jobs} jobs and {applications} applications. Type the company's name to confirm."
    )]
    DeletionUnconfirmed {
        company_name: String,
        employees: i64,
        jobs: i64,
        applications: i64,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> CompanyInput {
        CompanyInput {
            name: Some(name.into()),
            ..Default::default()
        }
    }

    fn fields(problems: Problems) -> Vec<&'static str> {
        problems.0.into_iter().map(|(field, _)| field).collect()
    }

    #[test]
    fn a_company_needs_a_name() {
        assert_eq!(fields(named("  ").parse(2026).unwrap_err()), ["name"]);
    }

    #[test]
    fn a_description_over_500_characters_is_refused() {
        let input = CompanyInput {
            description: Some("a".repeat(501)),
            ..named("Acme")
        };
        assert_eq!(fields(input.parse(2026).unwrap_err()), ["description"]);
    }

    #[test]
    fn an_industry_outside_the_list_is_refused() {
        let input = CompanyInput {
            industry: Some("piracy".into()),
            ..named("Acme")
        };
        assert_eq!(fields(input.parse(2026).unwrap_err()), ["industry"]);
    }

    #[test]
    fn a_company_cannot_be_founded_next_year() {
        let input = CompanyInput {
            founded: Some(2027),
            ..named("Acme")
        };
        assert_eq!(fields(input.parse(2026).unwrap_err()), ["founded"]);
    }

    #[test]
    fn contact_links_email_and_phone_must_be_valid() {
        let contact = ContactInput {
            email: Some("not-an-email".into()),
            phone: Some("call me".into()),
            website: Some("acme".into()),
            ..Default::default()
        };
        let input = CompanyInput {
            contact,
            ..named("Acme")
        };
        assert_eq!(
            fields(input.parse(2026).unwrap_err()),
            ["contact.email", "contact.phone", "contact.website"]
        );
    }

    #[test]
    fn a_complete_profile_is_kept_trimmed() {
        let input = CompanyInput {
            industry: Some("technology".into()),
            employee_count: Some(120),
            founded: Some(2001),
            description: Some("  We build things.  ".into()),
            contact: ContactInput {
                website: Some("https://acme.example".into()),
                ..Default::default()
            },
            ..named(" Acme ")
        };
        let profile = input.parse(2026).unwrap();
        assert_eq!(profile.name, "Acme");
        assert_eq!(profile.description.as_deref(), Some("We build things."));
        assert_eq!(profile.contact.website.as_deref(), Some("https://acme.example"));
    }

    #[test]
    fn a_team_member_needs_a_name_and_a_position() {
        let problems = TeamMemberInput {
            name: Some("Ada".into()),
            position: None,
        }
        .parse()
        .unwrap_err();
        assert_eq!(fields(problems), ["position"]);
    }
}
