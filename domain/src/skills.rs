//! The skills catalogue: each skill is named in the three interface languages, and its
//! English name is its key wherever a skill is carried as text (jobs, search filters, facets).

use crate::validation::{FieldError, required_text, text_set};
use serde::Deserialize;

/// How many skills a profile or a job may name.
pub const MAX_SKILLS: usize = 50;
/// How long a skill's name may be.
pub const NAME_MAX_CHARS: usize = 60;

/// Skill names as a set: trimmed, without blanks or repeats (ignoring case), at most
/// [`MAX_SKILLS`].
pub fn names(values: Vec<String>) -> Result<Vec<String>, FieldError> {
    text_set(values, NAME_MAX_CHARS, MAX_SKILLS)
}

/// A skill a person picks: an entry of the catalogue, or a name that may not be in it yet.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum SkillChoice {
    Catalogue(i32),
    Named(String),
}

/// The skills a job seeker picked, checked: names trimmed and required, repeats dropped, at
/// most [`MAX_SKILLS`]. Whether ids and names are in the catalogue is for the catalogue to say.
pub fn choices(values: Vec<SkillChoice>) -> Result<Vec<SkillChoice>, FieldError> {
    let mut ids = Vec::new();
    let mut named = Vec::new();
    for value in values {
        match value {
            SkillChoice::Catalogue(id) if !ids.contains(&id) => ids.push(id),
            SkillChoice::Catalogue(_) => {}
            SkillChoice::Named(name) => named.push(required_text(&name, NAME_MAX_CHARS)?),
        }
    }
    let named = names(named)?;
    if ids.len() + named.len() > MAX_SKILLS {
        return Err(FieldError::TooLong);
    }
    Ok(ids
        .into_iter()
        .map(SkillChoice::Catalogue)
        .chain(named.into_iter().map(SkillChoice::Named))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> SkillChoice {
        SkillChoice::Named(name.to_owned())
    }

    #[test]
    fn names_are_a_set_ignoring_case_in_any_alphabet() {
        let given = vec![" Rust ".into(), "rust".into(), "Ünsiyyət".into(), "ünsiyyət".into()];
        assert_eq!(names(given), Ok(vec!["Rust".into(), "Ünsiyyət".into()]));
    }

    #[test]
    fn a_blank_name_is_required() {
        assert_eq!(names(vec!["  ".into()]), Err(FieldError::Required));
        assert_eq!(choices(vec![named(" ")]), Err(FieldError::Required));
    }

    #[test]
    fn a_name_longer_than_sixty_characters_is_refused() {
        assert_eq!(choices(vec![named(&"x".repeat(61))]), Err(FieldError::TooLong));
    }

    #[test]
    fn choices_drop_repeated_ids_and_names() {
        let given = vec![
            SkillChoice::Catalogue(3),
            named("Kotlin"),
            SkillChoice::Catalogue(3),
            named("kotlin "),
        ];
        assert_eq!(choices(given), Ok(vec![SkillChoice::Catalogue(3), named("Kotlin")]));
    }

    #[test]
    fn more_than_fifty_skills_are_refused_counting_ids_and_names() {
        let given: Vec<SkillChoice> = (0..30)
            .map(SkillChoice::Catalogue)
            .chain((0..21).map(|n| named(&format!("Skill {n}"))))
            .collect();
        assert_eq!(choices(given), Err(FieldError::TooLong));
    }
}
