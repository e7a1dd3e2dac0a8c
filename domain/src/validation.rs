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
    #[error("This value is too short.")]
    TooShort,
    #[error("This value is out of range.")]
    OutOfRange,
    #[error("End date must be after start date.")]
    EndBeforeStart,
    #[error("This date is in the past.")]
    DateInPast,
    #[error("Enter a valid URL.")]
    InvalidUrl,
    #[error("Enter a valid phone number.")]
    InvalidPhone,
    #[error("This text contains characters that are not allowed.")]
    InvalidCharacters,
    #[error("Use an https:// address.")]
    HttpsRequired,
    #[error("This address is not reachable from the internet.")]
    PrivateAddress,
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
            Self::TooShort => "too_short",
            Self::OutOfRange => "out_of_range",
            Self::EndBeforeStart => "end_before_start",
            Self::DateInPast => "date_in_past",
            Self::InvalidUrl => "invalid_url",
            Self::InvalidPhone => "invalid_phone",
            Self::InvalidCharacters => "invalid_characters",
            Self::HttpsRequired => "https_required",
            Self::PrivateAddress => "private_address",
        }
    }
}

/// Whether a text holds a control character other than tab and line breaks: such text is
/// never what a person typed, and PostgreSQL cannot even store a NUL.
pub fn has_forbidden_characters(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
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

/// A set of short texts (skills, benefits): each trimmed and required, repeats dropped
/// ignoring case, at most `max_count` of them.
pub fn text_set(values: Vec<String>, max_chars: usize, max_count: usize) -> Result<Vec<String>, FieldError> {
    let mut set: Vec<String> = Vec::new();
    for value in values {
        let value = required_text(&value, max_chars)?;
        if !set.iter().any(|kept| kept.to_lowercase() == value.to_lowercase()) {
            set.push(value);
        }
    }
    if set.len() > max_count {
        Err(FieldError::TooLong)
    } else {
        Ok(set)
    }
}

/// Trims an optional text field; blank counts as absent.
pub fn optional_text(value: Option<&str>, max_chars: usize) -> Result<Option<String>, FieldError> {
    match value.map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(None),
        Some(text) if text.chars().count() > max_chars => Err(FieldError::TooLong),
        Some(text) => Ok(Some(text.to_owned())),
    }
}

/// Whether a day is in four-digit years, 0001-01-01..=9999-12-31: the calendar the product
/// plans and reads in. PostgreSQL, the schedule feed and the days computed around a day asked
/// for (a period's end, thirty days before) hold no further.
pub fn in_calendar(day: chrono::NaiveDate) -> bool {
    use chrono::Datelike;
    (1..=9999).contains(&day.year())
}

/// A day planned from `today` on, within the calendar.
pub fn upcoming_day(day: chrono::NaiveDate, today: chrono::NaiveDate) -> Result<chrono::NaiveDate, FieldError> {
    if day < today {
        Err(FieldError::DateInPast)
    } else if !in_calendar(day) {
        Err(FieldError::OutOfRange)
    } else {
        Ok(day)
    }
}

/// A three-letter currency code (ISO 4217 style), upper-cased; blank counts as absent.
pub fn currency(value: Option<&str>) -> Result<Option<String>, FieldError> {
    match value.map(str::trim).filter(|code| !code.is_empty()) {
        None => Ok(None),
        Some(code) if code.len() == 3 && code.chars().all(|c| c.is_ascii_alphabetic()) => {
            Ok(Some(code.to_ascii_uppercase()))
        }
        Some(_) => Err(FieldError::InvalidChoice),
    }
}

/// An absolute http(s) URL with a host.
pub fn url(text: &str) -> Result<String, FieldError> {
    let trimmed = text.trim();
    let rest = trimmed
        .strip_prefix("https://")
        .or_else(|| trimmed.strip_prefix("http://"))
        .ok_or(FieldError::InvalidUrl)?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let (host, port) = authority.split_once(':').unwrap_or((authority, "0"));
    // An ASCII name (an international one in its xn-- form): a link that reaches a host.
    let valid_host = (host.contains('.') || host == "localhost")
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-'));
    if !valid_host || port.parse::<u16>().is_err() || trimmed.chars().any(char::is_whitespace) || trimmed.len() > 2000 {
        return Err(FieldError::InvalidUrl);
    }
    Ok(trimmed.to_owned())
}

/// Collects what is wrong with the fields of one input, by field name.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Problems(pub Vec<(&'static str, FieldError)>);

impl Problems {
    /// Records the error of `result`, if any, and passes its value on.
    pub fn check<T>(&mut self, field: &'static str, result: Result<T, FieldError>) -> Option<T> {
        result.map_err(|error| self.0.push((field, error))).ok()
    }

    pub fn add(&mut self, field: &'static str, error: FieldError) {
        self.0.push((field, error));
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_upcoming_day_is_from_today_to_the_last_four_digit_year() {
        let day = |year, month, date| chrono::NaiveDate::from_ymd_opt(year, month, date).unwrap();
        let today = day(2026, 11, 28);
        assert_eq!(upcoming_day(today, today), Ok(today));
        assert_eq!(upcoming_day(day(9999, 12, 31), today), Ok(day(9999, 12, 31)));
        assert_eq!(upcoming_day(day(2026, 11, 27), today), Err(FieldError::DateInPast));
        assert_eq!(upcoming_day(day(10000, 1, 1), today), Err(FieldError::OutOfRange));
    }

    #[test]
    fn required_text_is_trimmed() {
        assert_eq!(required_text("  Ada ", 10), Ok("Ada".into()));
    }

    #[test]
    fn whitespace_only_text_counts_as_missing() {
        assert_eq!(required_text(" \t\n", 10), Err(FieldError::Required));
    }

    #[test]
    fn blank_optional_text_is_absent() {
        assert_eq!(optional_text(Some("  "), 10), Ok(None));
    }

    #[test]
    fn a_url_needs_a_scheme_and_a_host() {
        assert!(url("https://meet.example.com/abc").is_ok());
        assert_eq!(url("meet.example.com"), Err(FieldError::InvalidUrl));
        assert_eq!(url("https://nohost"), Err(FieldError::InvalidUrl));
        assert!(url("http://localhost:8080/cv").is_ok());
        assert_eq!(url("http://[.example.com"), Err(FieldError::InvalidUrl));
        assert_eq!(url("http://user@example.com"), Err(FieldError::InvalidUrl));
        assert_eq!(url("http://example.com:99999"), Err(FieldError::InvalidUrl));
        assert_eq!(url("javascript:alert(1)"), Err(FieldError::InvalidUrl));
    }

    #[test]
    fn a_nul_or_escape_character_is_forbidden() {
        assert!(has_forbidden_characters("Ada\u{0}"));
        assert!(has_forbidden_characters("\u{1b}[31mred"));
        assert!(has_forbidden_characters("bell\u{7}"));
    }

    #[test]
    fn line_breaks_tabs_and_any_script_are_allowed() {
        assert!(!has_forbidden_characters("Salam,\r\n\tdünya — привет 👋"));
    }

    #[test]
    fn text_longer_than_its_limit_is_refused() {
        assert_eq!(required_text("abcdef", 5), Err(FieldError::TooLong));
    }
}
