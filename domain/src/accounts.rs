//! Accounts: who a user is (company, employee, job seeker), an employee's role, a company's
//! modules, and the rules for e-mail addresses and passwords (spec sections 1, 3, 5, 6).

use crate::validation::FieldError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UserType {
    Company,
    Employee,
    Jobseeker,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmployeeRole {
    BlockLeader,
    HiringManager,
    HrExecutive,
}

/// The optional parts of the product a company switches on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Module {
    /// Applicant tracking, shown as "Talent acquisition".
    Ats,
    /// Learning: documents and AI teachers.
    Lms,
}

string_forms!(UserType { Company => "company", Employee => "employee", Jobseeker => "jobseeker" });
string_forms!(EmployeeRole {
    BlockLeader => "block_leader",
    HiringManager => "hiring_manager",
    HrExecutive => "hr_executive",
});
string_forms!(Module { Ats => "ats", Lms => "lms" });

impl Module {
    /// A new company starts with applicant tracking on: it is what Hire is for. Learning is
    /// switched on by an administrator.
    pub fn active_for_new_company(self) -> bool {
        matches!(self, Module::Ats)
    }
}

/// Who may register themselves. Employees are created by their company.
pub fn self_registration_allowed(user_type: UserType) -> bool {
    matches!(user_type, UserType::Company | UserType::Jobseeker)
}

/// A syntactically valid e-mail address, lower-cased so that one person has one account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    const MAX_LEN: usize = 254;

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        let normalised = text.trim().to_lowercase();
        if normalised.is_empty() {
            return Err(FieldError::Required);
        }
        if normalised.len() > Self::MAX_LEN {
            return Err(FieldError::TooLong);
        }
        let address = email_address::EmailAddress::from_str(&normalised).map_err(|_| FieldError::InvalidEmail)?;
        // The RFC allows dotless and bracketed-IP domains; no real mailbox we can reach has one.
        let domain = address.domain();
        if !domain.contains('.') || domain.starts_with('[') || normalised.contains(' ') {
            return Err(FieldError::InvalidEmail);
        }
        Ok(Self(normalised))
    }

    /// Companies register with the e-mail of their own domain, not a free-mail inbox.
    pub fn parse_business(text: &str) -> Result<Self, FieldError> {
        let email = Self::parse(text)?;
        if FREE_MAIL_DOMAINS.contains(&email.domain()) {
            return Err(FieldError::BusinessEmailRequired);
        }
        Ok(email)
    }

    pub fn domain(&self) -> &str {
        self.0.rsplit_once('@').map_or("", |(_, domain)| domain)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Public inbox providers whose addresses do not identify a company.
pub const FREE_MAIL_DOMAINS: &[&str] = &[
    "aol.com",
    "gmail.com",
    "gmx.com",
    "gmx.de",
    "gmx.net",
    "googlemail.com",
    "hotmail.com",
    "hotmail.co.uk",
    "icloud.com",
    "inbox.ru",
    "list.ru",
    "bk.ru",
    "live.com",
    "mail.com",
    "mail.ru",
    "me.com",
    "msn.com",
    "outlook.com",
    "proton.me",
    "protonmail.com",
    "rambler.ru",
    "yahoo.com",
    "yahoo.co.uk",
    "yandex.com",
    "yandex.ru",
    "ya.ru",
    "zoho.com",
    "mail.az",
    "box.az",
    "gmx.us",
    "tutanota.com",
    "hey.com",
    "fastmail.com",
];

/// The password rule of spec section 5: at least 8 characters with a lowercase letter, an
/// uppercase letter, a number and a special character. Every unmet part is reported.
pub fn password_problems(password: &str) -> Vec<FieldError> {
    // Hashing cost grows with length; nobody types a longer passphrase than this.
    const MAX_CHARS: usize = 256;
    const MIN_CHARS: usize = 8;

    if password.is_empty() {
        return vec![FieldError::Required];
    }
    let chars = password.chars().count();
    let mut problems = Vec::new();
    if chars < MIN_CHARS {
        problems.push(FieldError::PasswordTooShort);
    }
    if chars > MAX_CHARS {
        problems.push(FieldError::TooLong);
    }
    if !password.chars().any(char::is_lowercase) {
        problems.push(FieldError::PasswordNeedsLowercase);
    }
    if !password.chars().any(char::is_uppercase) {
        problems.push(FieldError::PasswordNeedsUppercase);
    }
    if !password.chars().any(|c| c.is_ascii_digit()) {
        problems.push(FieldError::PasswordNeedsDigit);
    }
    if !password.chars().any(|c| !c.is_alphanumeric() && !c.is_whitespace()) {
        problems.push(FieldError::PasswordNeedsSpecial);
    }
    problems
}

/// First and last names, company names.
pub const NAME_MAX_CHARS: usize = 150;

/// Why a social login (OpenID Connect) is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SocialLoginError {
    #[error("The sign-in provider cannot be reached. Try again later.")]
    ProviderUnavailable,
    #[error("This sign-in was not started here, has expired or was already used. Start again.")]
    UnknownState,
    #[error("The sign-in came back to the wrong address.")]
    WrongRedirect,
    #[error("The provider has no token endpoint.")]
    NoTokenEndpoint,
    #[error("The provider refused this sign-in. Start again.")]
    CodeRefused,
    #[error("The provider sent no ID token.")]
    NoIdToken,
    #[error("The provider's answer could not be trusted. Start again.")]
    IdTokenRefused,
    #[error("The provider did not tell us a usable e-mail address.")]
    NoUsableEmail,
    #[error("The provider has not verified your e-mail address. Verify it there, or register with your e-mail.")]
    EmailUnverified,
    #[error(
        "You have logged in with another social account or with your e-mail before. Please use that one. We sent that account a link to allow this sign-in too."
    )]
    OtherAccount,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_email_is_trimmed_and_lower_cased() {
        assert_eq!(Email::parse("  Ada@Acme.IO ").unwrap().as_str(), "ada@acme.io");
    }

    #[test]
    fn an_email_without_at_sign_is_invalid() {
        assert_eq!(Email::parse("ada.acme.io"), Err(FieldError::InvalidEmail));
    }

    #[test]
    fn an_email_with_a_dotless_domain_is_invalid() {
        assert_eq!(Email::parse("ada@localhost"), Err(FieldError::InvalidEmail));
    }

    #[test]
    fn a_blank_email_is_missing() {
        assert_eq!(Email::parse("   "), Err(FieldError::Required));
    }

    #[test]
    fn a_company_may_not_register_with_free_mail() {
        assert_eq!(
            Email::parse_business("boss@Gmail.com"),
            Err(FieldError::BusinessEmailRequired)
        );
    }

    #[test]
    fn a_company_may_register_with_its_own_domain() {
        assert!(Email::parse_business("boss@acme.io").is_ok());
    }

    #[test]
    fn a_password_meeting_every_rule_has_no_problems() {
        assert!(password_problems("Str0ng!pass").is_empty());
    }

    #[test]
    fn a_short_password_is_refused() {
        assert_eq!(password_problems("Ab1!xyz"), vec![FieldError::PasswordTooShort]);
    }

    #[test]
    fn a_password_without_lowercase_is_refused() {
        assert_eq!(
            password_problems("STR0NG!PASS"),
            vec![FieldError::PasswordNeedsLowercase]
        );
    }

    #[test]
    fn a_password_without_uppercase_is_refused() {
        assert_eq!(
            password_problems("str0ng!pass"),
            vec![FieldError::PasswordNeedsUppercase]
        );
    }

    #[test]
    fn a_password_without_digit_is_refused() {
        assert_eq!(password_problems("Strong!pass"), vec![FieldError::PasswordNeedsDigit]);
    }

    #[test]
    fn a_password_without_special_character_is_refused() {
        assert_eq!(password_problems("Str0ngpass"), vec![FieldError::PasswordNeedsSpecial]);
    }

    #[test]
    fn every_unmet_password_rule_is_reported() {
        assert_eq!(
            password_problems("abc"),
            vec![
                FieldError::PasswordTooShort,
                FieldError::PasswordNeedsUppercase,
                FieldError::PasswordNeedsDigit,
                FieldError::PasswordNeedsSpecial,
            ]
        );
    }

    #[test]
    fn roles_read_and_print_as_their_wire_names() {
        for role in EmployeeRole::ALL {
            assert_eq!(role.as_str().parse::<EmployeeRole>(), Ok(*role));
        }
        assert_eq!("ceo".parse::<EmployeeRole>(), Err(FieldError::InvalidChoice));
    }

    #[test]
    fn employees_cannot_register_themselves() {
        assert!(!self_registration_allowed(UserType::Employee));
        assert!(self_registration_allowed(UserType::Jobseeker));
    }
}
