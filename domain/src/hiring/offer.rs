//! Offer: sent (gross salary, bonus system, last date for acceptance, notes) → accepted,
//! declined, withdrawn, or expired after the last date. Accepting and declining drive the
//! application (through a process manager).

use super::{DEFAULT_CURRENCY, Services};
use crate::validation::{FieldError, Problems, optional_text};
use chrono::{DateTime, NaiveDate, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferStatus {
    Sent,
    Accepted,
    Declined,
    Withdrawn,
    Expired,
}

string_forms!(OfferStatus {
    Sent => "sent",
    Accepted => "accepted",
    Declined => "declined",
    Withdrawn => "withdrawn",
    Expired => "expired",
});

/// What a person may do to an offer: the job seeker answers it, the company withdraws it,
/// each only while it is sent. The offer refuses the others, and the answers that show an
/// offer offer only these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum OfferAction {
    /// Not after the offer's last date, although it is still sent until it expires.
    Accept,
    Decline,
    Withdraw,
}

impl OfferAction {
    pub const ALL: [Self; 3] = [Self::Accept, Self::Decline, Self::Withdraw];

    /// The action as a refusal names it ("This offer is accepted and can no longer be withdrawn.").
    fn done(self) -> &'static str {
        match self {
            Self::Accept => "accepted",
            Self::Decline => "declined",
            Self::Withdraw => "withdrawn",
        }
    }
}

impl OfferStatus {
    /// The actions an offer of this status allows, once its last date has passed or before.
    pub fn actions(self, past_last_date: bool) -> impl Iterator<Item = OfferAction> {
        OfferAction::ALL
            .into_iter()
            .filter(move |action| self == Self::Sent && !(past_last_date && *action == OfferAction::Accept))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferTerms {
    pub gross_salary: u32,
    pub currency: String,
    pub bonus_system: Option<String>,
    pub last_date: NaiveDate,
    pub notes: Option<String>,
}

#[derive(Debug, Default, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct OfferTermsInput {
    #[cfg_attr(
        feature = "openapi",
        schema(required = true, nullable = false, minimum = 1, maximum = 100000000)
    )]
    pub gross_salary: Option<i64>,
    pub currency: Option<String>,
    pub bonus_system: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = false))]
    pub last_date: Option<NaiveDate>,
    pub notes: Option<String>,
}

impl OfferTermsInput {
    pub fn parse(self, today: NaiveDate) -> Result<OfferTerms, Problems> {
        let mut problems = Problems::default();
        let gross_salary = problems.check(
            "gross_salary",
            match self.gross_salary {
                None => Err(FieldError::Required),
                Some(salary) if !(1..=100_000_000).contains(&salary) => Err(FieldError::OutOfRange),
                Some(salary) => Ok(salary as u32),
            },
        );
        let currency = problems.check(
            "currency",
            crate::validation::currency(self.currency.as_deref())
                .map(|code| code.unwrap_or_else(|| DEFAULT_CURRENCY.to_owned())),
        );
        let last_date = problems.check(
            "last_date",
            match self.last_date {
                None => Err(FieldError::Required),
                Some(date) => crate::validation::upcoming_day(date, today),
            },
        );
        let bonus_system = problems
            .check("bonus_system", optional_text(self.bonus_system.as_deref(), 2000))
            .flatten();
        let notes = problems
            .check("notes", optional_text(self.notes.as_deref(), 5000))
            .flatten();
        match (gross_salary, currency, last_date) {
            (Some(gross_salary), Some(currency), Some(last_date)) if problems.is_empty() => Ok(OfferTerms {
                gross_salary,
                currency,
                bonus_system,
                last_date,
                notes,
            }),
            _ => Err(problems),
        }
    }
}

#[derive(Debug, Clone)]
pub enum OfferCommand {
    Send {
        application_id: Uuid,
        company_id: Uuid,
        jobseeker_id: Uuid,
        terms: OfferTerms,
    },
    Accept,
    Decline {
        reason: Option<String>,
    },
    Withdraw,
    Expire,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum OfferEvent {
    Sent {
        application_id: Uuid,
        company_id: Uuid,
        jobseeker_id: Uuid,
        terms: OfferTerms,
    },
    Accepted,
    Declined {
        reason: Option<String>,
    },
    Withdrawn,
    Expired,
}

impl DomainEvent for OfferEvent {
    fn event_type(&self) -> String {
        match self {
            Self::Sent { .. } => "OfferSent",
            Self::Accepted => "OfferAccepted",
            Self::Declined { .. } => "OfferDeclined",
            Self::Withdrawn => "OfferWithdrawn",
            Self::Expired => "OfferExpired",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OfferError {
    #[error("This offer has already been sent.")]
    AlreadySent,
    #[error("This offer does not exist.")]
    NotFound,
    #[error("This offer is {status} and can no longer be {action}.")]
    NotOpen { action: &'static str, status: OfferStatus },
    #[error("The last date for accepting this offer has passed.")]
    PastLastDate,
    #[error("This offer is still open until its last date.")]
    NotYetExpired,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Offer {
    status: Option<OfferStatus>,
    application_id: Option<Uuid>,
    company_id: Option<Uuid>,
    jobseeker_id: Option<Uuid>,
    last_date: Option<NaiveDate>,
}

impl Offer {
    pub fn status(&self) -> Option<OfferStatus> {
        self.status
    }

    pub fn company_id(&self) -> Option<Uuid> {
        self.company_id
    }

    pub fn jobseeker_id(&self) -> Option<Uuid> {
        self.jobseeker_id
    }

    pub fn application_id(&self) -> Option<Uuid> {
        self.application_id
    }

    /// After the whole last day (UTC) the offer can no longer be accepted.
    fn past_last_date(&self, now: DateTime<Utc>) -> bool {
        self.last_date.is_some_and(|last| now.date_naive() > last)
    }

    fn require_sent(&self, action: &'static str) -> Result<OfferStatus, OfferError> {
        match self.status {
            None => Err(OfferError::NotFound),
            Some(OfferStatus::Sent) => Ok(OfferStatus::Sent),
            Some(status) => Err(OfferError::NotOpen { action, status }),
        }
    }

    fn require(&self, action: OfferAction, now: DateTime<Utc>) -> Result<(), OfferError> {
        let status = self.require_sent(action.done())?;
        if status
            .actions(self.past_last_date(now))
            .any(|allowed| allowed == action)
        {
            Ok(())
        } else {
            Err(OfferError::PastLastDate)
        }
    }
}

impl Aggregate for Offer {
    const TYPE: &'static str = "offer";
    type Command = OfferCommand;
    type Event = OfferEvent;
    type Error = OfferError;
    type Services = Services;

    async fn handle(
        &mut self,
        command: OfferCommand,
        services: &Services,
        sink: &EventSink<Self>,
    ) -> Result<(), OfferError> {
        let now = services.now();
        match command {
            OfferCommand::Send {
                application_id,
                company_id,
                jobseeker_id,
                terms,
            } => {
                if self.status.is_some() {
                    return Err(OfferError::AlreadySent);
                }
                sink.write(
                    OfferEvent::Sent {
                        application_id,
                        company_id,
                        jobseeker_id,
                        terms,
                    },
                    self,
                )
                .await;
            }
            OfferCommand::Accept => {
                self.require(OfferAction::Accept, now)?;
                sink.write(OfferEvent::Accepted, self).await;
            }
            OfferCommand::Decline { reason } => {
                self.require(OfferAction::Decline, now)?;
                let reason = reason
                    .map(|text| text.trim().to_owned())
                    .filter(|text| !text.is_empty());
                sink.write(OfferEvent::Declined { reason }, self).await;
            }
            OfferCommand::Withdraw => {
                self.require(OfferAction::Withdraw, now)?;
                sink.write(OfferEvent::Withdrawn, self).await;
            }
            OfferCommand::Expire => {
                if self.status == Some(OfferStatus::Expired) {
                    return Ok(());
                }
                self.require_sent("expired")?;
                if !self.past_last_date(now) {
                    return Err(OfferError::NotYetExpired);
                }
                sink.write(OfferEvent::Expired, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: OfferEvent) {
        match event {
            OfferEvent::Sent {
                application_id,
                company_id,
                jobseeker_id,
                terms,
            } => {
                self.status = Some(OfferStatus::Sent);
                self.application_id = Some(application_id);
                self.company_id = Some(company_id);
                self.jobseeker_id = Some(jobseeker_id);
                self.last_date = Some(terms.last_date);
            }
            OfferEvent::Accepted => self.status = Some(OfferStatus::Accepted),
            OfferEvent::Declined { .. } => self.status = Some(OfferStatus::Declined),
            OfferEvent::Withdrawn => self.status = Some(OfferStatus::Withdrawn),
            OfferEvent::Expired => self.status = Some(OfferStatus::Expired),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::testing::{Facts, at};
    use cqrs_es::test::TestFramework;
    use std::sync::Arc;

    fn framework_at(now: &str) -> TestFramework<Offer> {
        TestFramework::with(Arc::new(Facts {
            now: at(now),
            ..Facts::default()
        }) as Services)
    }

    fn sent() -> OfferEvent {
        OfferEvent::Sent {
            application_id: Uuid::from_u128(2),
            company_id: Uuid::from_u128(1),
            jobseeker_id: Uuid::from_u128(3),
            terms: OfferTerms {
                gross_salary: 5000,
                currency: "AZN".into(),
                bonus_system: None,
                last_date: "2026-03-10".parse().unwrap(),
                notes: None,
            },
        }
    }

    #[test]
    fn an_offer_is_accepted_until_the_end_of_its_last_date() {
        framework_at("2026-03-10T23:00:00Z")
            .given(vec![sent()])
            .when(OfferCommand::Accept)
            .then_expect_events(vec![OfferEvent::Accepted]);
        framework_at("2026-03-11T00:00:01Z")
            .given(vec![sent()])
            .when(OfferCommand::Accept)
            .then_expect_error(OfferError::PastLastDate);
    }

    #[test]
    fn an_offer_past_its_last_date_expires() {
        framework_at("2026-03-11T08:00:00Z")
            .given(vec![sent()])
            .when(OfferCommand::Expire)
            .then_expect_events(vec![OfferEvent::Expired]);
        framework_at("2026-03-09T08:00:00Z")
            .given(vec![sent()])
            .when(OfferCommand::Expire)
            .then_expect_error(OfferError::NotYetExpired);
    }

    #[test]
    fn an_answered_offer_cannot_be_answered_again() {
        framework_at("2026-03-05T08:00:00Z")
            .given(vec![sent(), OfferEvent::Declined { reason: None }])
            .when(OfferCommand::Accept)
            .then_expect_error(OfferError::NotOpen {
                action: "accepted",
                status: OfferStatus::Declined,
            });
    }

    #[test]
    fn a_withdrawn_offer_cannot_be_accepted() {
        framework_at("2026-03-05T08:00:00Z")
            .given(vec![sent(), OfferEvent::Withdrawn])
            .when(OfferCommand::Accept)
            .then_expect_error(OfferError::NotOpen {
                action: "accepted",
                status: OfferStatus::Withdrawn,
            });
    }

    #[test]
    fn the_actions_an_offer_offers_are_exactly_those_it_accepts() {
        let statuses = [
            (OfferStatus::Sent, vec![sent()]),
            (OfferStatus::Accepted, vec![sent(), OfferEvent::Accepted]),
            (
                OfferStatus::Declined,
                vec![sent(), OfferEvent::Declined { reason: None }],
            ),
            (OfferStatus::Withdrawn, vec![sent(), OfferEvent::Withdrawn]),
            (OfferStatus::Expired, vec![sent(), OfferEvent::Expired]),
        ];
        for (now, past_last_date) in [("2026-03-05T08:00:00Z", false), ("2026-03-11T08:00:00Z", true)] {
            for (status, history) in &statuses {
                let offered: Vec<OfferAction> = status.actions(past_last_date).collect();
                for action in OfferAction::ALL {
                    let command = match action {
                        OfferAction::Accept => OfferCommand::Accept,
                        OfferAction::Decline => OfferCommand::Decline { reason: None },
                        OfferAction::Withdraw => OfferCommand::Withdraw,
                    };
                    let accepted = framework_at(now)
                        .given(history.clone())
                        .when(command)
                        .inspect_result()
                        .is_ok();
                    assert_eq!(
                        accepted,
                        offered.contains(&action),
                        "{action:?} from {status:?} at {now}"
                    );
                }
            }
        }
    }

    #[test]
    fn offer_terms_need_a_salary_and_a_future_last_date() {
        let problems = OfferTermsInput {
            gross_salary: Some(0),
            last_date: Some("2026-01-01".parse().unwrap()),
            ..OfferTermsInput::default()
        }
        .parse("2026-03-01".parse().unwrap())
        .unwrap_err();
        assert_eq!(
            problems.0,
            vec![
                ("gross_salary", FieldError::OutOfRange),
                ("last_date", FieldError::DateInPast)
            ]
        );
    }
}
