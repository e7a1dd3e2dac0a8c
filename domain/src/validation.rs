//! What can be wrong with one field a user sent. The API reports these per field; the web app
//! translates them by `code()` (translation keys `validation.<code>`).

use thiserror::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum FieldError {
    #[error("This field is required.")]
    Required,
    #[error("This value has the wrong type.")]
    InvalidType,
    #[error("Enter a valid email address.")]
    InvalidEmail,
    #[error("Business email required.")]
    BusinessEmailRequired,
    #[error("Email already registered.")]
    EmailTaken,
    #[error("Passwords must be at least 8 characters.")]
    PasswordTooShort,
    #[error("Passwords must contain a lowercase letter.")]
    PasswordNeedsLowercase,
    #[error("Passwords must contain an uppercase letter.")]
    PasswordNeedsUppercase,
    #[error("Passwords must contain a number.")]
    PasswordNeedsDigit,
    #[error("Passwords must contain a special character.")]
    PasswordNeedsSpecial,
    #[error("This is not one of the allowed choices.")]
    InvalidChoice,
    #[error("This value is too long.")]
    TooLong,
}

impl FieldError {
    pub fn code(self) -> &'static str {
        match self {
            Self::Required => "required",
            Self::InvalidType => "invalid_type",
            Self::InvalidEmail => "invalid_email",
            Self::BusinessEmailRequired => "business_email_required",
            Self::EmailTaken => "email_taken",
            Self::PasswordTooShort => "password_too_short",
            Self::PasswordNeedsLowercase => "password_needs_lowercase",
            Self::PasswordNeedsUppercase => "password_needs_uppercase",
            Self::PasswordNeedsDigit => "password_needs_digit",
            Self::PasswordNeedsSpecial => "password_needs_special",
            Self::InvalidChoice => "invalid_choice",
            Self::TooLong => "too_long",
        }
    }
}

/// Trims a required text field and bounds its length.
pub fn required_text(value: &str, max_chars: usize) -> Result<String, FieldError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        Err(FieldError::Required)
    } else if trimmed.chars().count() > max_chars {
        Err(FieldError::TooLong)
    } else {
        Ok(trimmed.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_text_is_trimmed() {
        assert_eq!(required_text("  Ada ", 10), Ok("Ada".into()));
    }

    #[test]
    fn whitespace_only_text_counts_as_missing() {
        assert_eq!(required_text(" \t\n", 10), Err(FieldError::Required));
    }

    #[test]
    fn text_longer_than_its_limit_is_refused() {
        assert_eq!(required_text("abcdef", 5), Err(FieldError::TooLong));
    }
}
