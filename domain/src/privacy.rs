//! Privacy: the terms a person accepts, and the record of each acceptance. A person's
//! consents are one `PrivacyConsents` aggregate, its id the person's: every acceptance is an
//! event saying which version of the terms was accepted, when and for what (signing up, or
//! one application), so what someone agreed to can always be shown.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use serde_json::Value;
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

/// What a personal value reads as once its key is destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erased {
    /// An optional value that is no longer there.
    Nothing,
    /// A text that must stay a text: the event's type needs one.
    EmptyText,
    /// A person's id, which must stay an id: the nil one, which is nobody's.
    NoOne,
}

impl Erased {
    pub fn value(self) -> Value {
        match self {
            Self::Nothing => Value::Null,
            Self::EmptyText => Value::String(String::new()),
            Self::NoOne => Value::String(Uuid::nil().to_string()),
        }
    }
}

/// A field of a stored event that holds personal data about the job seeker of one application:
/// where it is in the event's JSON (`pointer`), and what it reads as after erasure.
#[derive(Debug, Clone, Copy)]
pub struct PersonalField {
    pub aggregate_type: &'static str,
    pub event_type: &'static str,
    pub pointer: &'static str,
    pub erased: Erased,
}

const fn field(
    aggregate_type: &'static str,
    event_type: &'static str,
    pointer: &'static str,
    erased: Erased,
) -> PersonalField {
    PersonalField {
        aggregate_type,
        event_type,
        pointer,
        erased,
    }
}

/// Every personal field in the events (docs/decisions.md, "Personal data: where it lives").
/// Each is stored sealed with the key of its application's job seeker, so destroying that key
/// erases it from the event store without rewriting an event. Ids, statuses, dates, ratings and
/// salaries stay readable: they name nobody once the person's account and texts are gone.
pub const PERSONAL_FIELDS: &[PersonalField] = &[
    field(
        "application",
        "ApplicationSubmitted",
        "/Submitted/jobseeker_id",
        Erased::NoOne,
    ),
    field(
        "application",
        "ApplicationSubmitted",
        "/Submitted/cv/name",
        Erased::EmptyText,
    ),
    field(
        "application",
        "ApplicationSubmitted",
        "/Submitted/cv/url",
        Erased::EmptyText,
    ),
    field(
        "application",
        "ApplicationSubmitted",
        "/Submitted/cover_letter",
        Erased::Nothing,
    ),
    field(
        "application",
        "ApplicationStatusChanged",
        "/StatusChanged/cause/reason",
        Erased::Nothing,
    ),
    field(
        "application",
        "ApplicantNoteAdded",
        "/NoteAdded/text",
        Erased::EmptyText,
    ),
    field(
        "interview",
        "InterviewScheduled",
        "/Scheduled/slot/location",
        Erased::Nothing,
    ),
    field(
        "interview",
        "InterviewScheduled",
        "/Scheduled/slot/meet_link",
        Erased::Nothing,
    ),
    field(
        "interview",
        "InterviewScheduled",
        "/Scheduled/slot/comment",
        Erased::Nothing,
    ),
    field(
        "interview",
        "InterviewRescheduled",
        "/Rescheduled/slot/location",
        Erased::Nothing,
    ),
    field(
        "interview",
        "InterviewRescheduled",
        "/Rescheduled/slot/meet_link",
        Erased::Nothing,
    ),
    field(
        "interview",
        "InterviewRescheduled",
        "/Rescheduled/slot/comment",
        Erased::Nothing,
    ),
    field("interview", "InterviewCancelled", "/Cancelled/reason", Erased::Nothing),
    field(
        "interview",
        "EvaluationSubmitted",
        "/EvaluationSubmitted/comment",
        Erased::Nothing,
    ),
    field("offer", "OfferSent", "/Sent/jobseeker_id", Erased::NoOne),
    field("offer", "OfferSent", "/Sent/terms/bonus_system", Erased::Nothing),
    field("offer", "OfferSent", "/Sent/terms/notes", Erased::Nothing),
    field("offer", "OfferDeclined", "/Declined/reason", Erased::Nothing),
];

impl PersonalField {
    /// Where the field is inside its event's variant (the pointer without the variant's name):
    /// how views that keep an event's fields find it.
    pub fn pointer_in_variant(&self) -> &'static str {
        let inner = self.pointer.trim_start_matches('/');
        inner.find('/').map_or("", |slash| &inner[slash..])
    }
}

/// The personal fields of one kind of event.
pub fn personal_fields(aggregate_type: &str, event_type: &str) -> impl Iterator<Item = &'static PersonalField> {
    PERSONAL_FIELDS
        .iter()
        .filter(move |field| field.aggregate_type == aggregate_type && field.event_type == event_type)
}

/// Sets every personal field of an event's payload to its erased value: what the event reads
/// as once its key is gone. A field the event does not have (an optional part) stays absent.
pub fn erase_personal_fields(aggregate_type: &str, event_type: &str, payload: &mut Value) {
    for field in personal_fields(aggregate_type, event_type) {
        if let Some(value) = payload.pointer_mut(field.pointer) {
            *value = field.erased.value();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::ApplicationStatus;
    use crate::hiring::application::{ApplicationEvent, StatusCause};
    use cqrs_es::test::TestFramework;
    use serde_json::json;

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

    #[test]
    fn an_erased_rejection_still_reads_as_a_rejection() {
        let event = ApplicationEvent::StatusChanged {
            from: ApplicationStatus::Applied,
            to: ApplicationStatus::RejectedByCompany,
            cause: StatusCause::Rejected {
                reason: Some("Ada's English is too weak".into()),
            },
        };
        let mut payload = serde_json::to_value(&event).unwrap();

        erase_personal_fields("application", &event.event_type(), &mut payload);

        let erased: ApplicationEvent = serde_json::from_value(payload).unwrap();
        assert_eq!(
            erased,
            ApplicationEvent::StatusChanged {
                from: ApplicationStatus::Applied,
                to: ApplicationStatus::RejectedByCompany,
                cause: StatusCause::Rejected { reason: None },
            }
        );
    }

    #[test]
    fn erasing_leaves_a_field_the_event_does_not_have() {
        let mut payload =
            json!({"StatusChanged": {"from": "applied", "to": "in_review", "cause": {"kind": "next_step"}}});
        let before = payload.clone();

        erase_personal_fields("application", "ApplicationStatusChanged", &mut payload);

        assert_eq!(payload, before);
    }

    #[test]
    fn a_field_is_found_inside_its_variant_without_the_variant_name() {
        let cv_name = personal_fields("application", "ApplicationSubmitted")
            .find(|field| field.pointer == "/Submitted/cv/name")
            .unwrap();

        assert_eq!(cv_name.pointer_in_variant(), "/cv/name");
    }

    #[test]
    fn every_personal_field_names_an_event_its_aggregate_has() {
        let known = [
            "ApplicationSubmitted",
            "ApplicationStatusChanged",
            "ApplicantNoteAdded",
            "InterviewScheduled",
            "InterviewRescheduled",
            "InterviewCancelled",
            "EvaluationSubmitted",
            "OfferSent",
            "OfferDeclined",
        ];
        for field in PERSONAL_FIELDS {
            assert!(
                known.contains(&field.event_type),
                "{} is not an event",
                field.event_type
            );
            assert!(
                field.pointer.starts_with('/'),
                "{} is not a JSON pointer",
                field.pointer
            );
        }
    }
}
