//! Privacy: the terms a person accepts, and the record of each acceptance. A person's
//! consents are one `PrivacyConsents` aggregate, its id the person's: every acceptance is an
//! event saying which version of the terms was accepted, when and for what (signing up, or
//! one application), so what someone agreed to can always be shown.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The current terms. A new text gets a new version; what was accepted before stays recorded
/// under the version it had.
pub const PRIVACY_TERMS_VERSION: &str = "2026-11-26";

pub const PRIVACY_TERMS: &str = "Hire keeps the data you give it (your account, your profile, your CV and \
your applications) to run your job search or your company's hiring, and shows it only to the people the \
product says may see it: a company sees what you send when you apply to it, and your profile only if you \
make it visible. You can download everything Hire keeps about you at any time, and delete your account: \
your personal data is then erased, including from Hire's history of events. A company may anonymise the \
applications it rejected after a period it chooses. Hire does not sell your data or use it for advertising.";

/// What the terms were accepted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ConsentPurpose {
    SignUp,
    Application { application_id: Uuid },
}

impl ConsentPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::SignUp => "sign_up",
            Self::Application { .. } => "application",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConsentCommand {
    Accept { version: String, purpose: ConsentPurpose },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConsentEvent {
    TermsAccepted { version: String, purpose: ConsentPurpose },
}

impl DomainEvent for ConsentEvent {
    fn event_type(&self) -> String {
        match self {
            Self::TermsAccepted { .. } => "PrivacyTermsAccepted".into(),
        }
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConsentError {
    #[error("These are not the current privacy terms. Reload the page and accept the current ones.")]
    OutdatedTerms,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct PrivacyConsents {
    accepted: Vec<(String, ConsentPurpose)>,
}

impl PrivacyConsents {
    pub fn accepted(&self) -> &[(String, ConsentPurpose)] {
        &self.accepted
    }
}

impl Aggregate for PrivacyConsents {
    const TYPE: &'static str = "privacy_consents";
    type Command = ConsentCommand;
    type Event = ConsentEvent;
    type Error = ConsentError;
    type Services = ();

    async fn handle(&mut self, command: ConsentCommand, _: &(), sink: &EventSink<Self>) -> Result<(), ConsentError> {
        match command {
            ConsentCommand::Accept { version, purpose } => {
                if version != PRIVACY_TERMS_VERSION {
                    return Err(ConsentError::OutdatedTerms);
                }
                sink.write(ConsentEvent::TermsAccepted { version, purpose }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: ConsentEvent) {
        match event {
            ConsentEvent::TermsAccepted { version, purpose } => self.accepted.push((version, purpose)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cqrs_es::test::TestFramework;

    type Consents = TestFramework<PrivacyConsents>;

    #[test]
    fn accepting_the_current_terms_is_recorded_with_its_purpose() {
        let application_id = Uuid::nil();
        let purpose = ConsentPurpose::Application { application_id };

        Consents::with(())
            .given_no_previous_events()
            .when(ConsentCommand::Accept {
                version: PRIVACY_TERMS_VERSION.into(),
                purpose,
            })
            .then_expect_events(vec![ConsentEvent::TermsAccepted {
                version: PRIVACY_TERMS_VERSION.into(),
                purpose,
            }]);
    }

    #[test]
    fn an_outdated_version_is_refused() {
        Consents::with(())
            .given_no_previous_events()
            .when(ConsentCommand::Accept {
                version: "2020-01-01".into(),
                purpose: ConsentPurpose::SignUp,
            })
            .then_expect_error(ConsentError::OutdatedTerms);
    }
}
