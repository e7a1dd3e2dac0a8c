//! Hire's business rules. Pure: no database, no HTTP; facts from outside (the clock, whether a
//! candidate has a CV …) reach the aggregates through `hiring::HiringServices`.

/// The string forms used in the database and on the wire, kept in one place per type.
/// Defined before the modules so that they all see it.
macro_rules! string_forms {
    ($type:ty { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $type {
            pub const ALL: &'static [$type] = &[$(<$type>::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $(<$type>::$variant => $text),+ }
            }
        }

        impl std::str::FromStr for $type {
            type Err = $crate::validation::FieldError;

            fn from_str(text: &str) -> Result<Self, $crate::validation::FieldError> {
                match text { $($text => Ok(<$type>::$variant),)+ _ => Err($crate::validation::FieldError::InvalidChoice) }
            }
        }

        impl std::fmt::Display for $type {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub mod accounts;
pub mod ai_proposal;
pub mod benchmark;
pub mod chat;
pub mod companies;
pub mod delegates;
pub mod diversity;
pub mod hiring;
pub mod learning;
pub mod lists;
pub mod market;
pub mod org;
pub mod privacy;
pub mod profiles;
pub mod skills;
pub mod uploads;
pub mod validation;
pub mod webhooks;
pub mod workforce_planning;
