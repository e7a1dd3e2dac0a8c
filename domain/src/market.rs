//! The market (spec section 1: "a market page sells AI tokens"; section 8: "not enough AI
//! tokens, purchase more"). A company's AI tokens are one `TokenAccount` aggregate, its id the
//! company's: paid orders credit it, AI calls are charged to it. Because every change goes
//! through the aggregate's optimistic concurrency, two calls can never both spend the last
//! tokens, and each token spent is explained by an event.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use uuid::Uuid;

/// A package sold on the market.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Package {
    pub id: &'static str,
    pub tokens: u64,
    pub price_cents: u64,
    pub currency: &'static str,
}

pub const PACKAGES: [Package; 3] = [
    Package {
        id: "starter",
        tokens: 50_000,
        price_cents: 500,
        currency: "USD",
    },
    Package {
        id: "team",
        tokens: 250_000,
        price_cents: 2_000,
        currency: "USD",
    },
    Package {
        id: "business",
        tokens: 1_000_000,
        price_cents: 6_000,
        currency: "USD",
    },
];

pub fn package(id: &str) -> Option<Package> {
    PACKAGES.into_iter().find(|package| package.id == id)
}

/// What AI work tokens were spent on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    AiTeacher,
    AiProposal,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AiTeacher => "ai_teacher",
            Self::AiProposal => "ai_proposal",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenCommand {
    /// A paid order's tokens.
    Credit { order_id: Uuid, tokens: u64 },
    /// The cost of one AI call, `call_id` naming it.
    Charge {
        call_id: Uuid,
        tokens: u64,
        purpose: Purpose,
    },
    /// Gives back part of a call's charge: what was held for an answer that came out shorter.
    Refund { call_id: Uuid, tokens: u64 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenEvent {
    TokensCredited {
        order_id: Uuid,
        tokens: u64,
    },
    TokensCharged {
        call_id: Uuid,
        tokens: u64,
        purpose: Purpose,
    },
    TokensRefunded {
        call_id: Uuid,
        tokens: u64,
    },
}

impl DomainEvent for TokenEvent {
    fn event_type(&self) -> String {
        match self {
            Self::TokensCredited { .. } => "TokensCredited",
            Self::TokensCharged { .. } => "TokensCharged",
            Self::TokensRefunded { .. } => "TokensRefunded",
        }
        .into()
    }

    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("Not enough AI tokens, purchase more.")]
    NotEnoughTokens { balance: u64, needed: u64 },
    #[error("This order's tokens were already credited.")]
    AlreadyCredited,
    #[error("A charge or credit needs at least one token.")]
    NothingToMove,
    #[error("A refund can give back at most what the call was charged.")]
    RefundTooLarge,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct TokenAccount {
    balance: u64,
    credited_orders: BTreeSet<Uuid>,
    /// What each call was charged and not yet refunded.
    refundable: BTreeMap<Uuid, u64>,
}

impl TokenAccount {
    pub fn balance(&self) -> u64 {
        self.balance
    }
}

impl Aggregate for TokenAccount {
    const TYPE: &'static str = "token_account";
    type Command = TokenCommand;
    type Event = TokenEvent;
    type Error = TokenError;
    type Services = ();

    async fn handle(&mut self, command: TokenCommand, _: &(), sink: &EventSink<Self>) -> Result<(), TokenError> {
        match command {
            TokenCommand::Credit { order_id, tokens } => {
                if tokens == 0 {
                    return Err(TokenError::NothingToMove);
                }
                if self.credited_orders.contains(&order_id) {
                    return Err(TokenError::AlreadyCredited);
                }
                sink.write(TokenEvent::TokensCredited { order_id, tokens }, self).await;
            }
            TokenCommand::Charge {
                call_id,
                tokens,
                purpose,
            } => {
                if tokens == 0 {
                    return Err(TokenError::NothingToMove);
                }
                if tokens > self.balance {
                    return Err(TokenError::NotEnoughTokens {
                        balance: self.balance,
                        needed: tokens,
                    });
                }
                sink.write(
                    TokenEvent::TokensCharged {
                        call_id,
                        tokens,
                        purpose,
                    },
                    self,
                )
                .await;
            }
            TokenCommand::Refund { call_id, tokens } => {
                if tokens == 0 {
                    return Err(TokenError::NothingToMove);
                }
                if self.refundable.get(&call_id).is_none_or(|charged| tokens > *charged) {
                    return Err(TokenError::RefundTooLarge);
                }
                sink.write(TokenEvent::TokensRefunded { call_id, tokens }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: TokenEvent) {
        match event {
            TokenEvent::TokensCredited { order_id, tokens } => {
                self.balance += tokens;
                self.credited_orders.insert(order_id);
            }
            TokenEvent::TokensCharged { call_id, tokens, .. } => {
                self.balance -= tokens;
                self.refundable.insert(call_id, tokens);
            }
            TokenEvent::TokensRefunded { call_id, tokens } => {
                self.balance += tokens;
                if let Some(charged) = self.refundable.get_mut(&call_id) {
                    *charged -= tokens;
                }
            }
        }
    }
}

/// Refusals about an order of AI tokens.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrderError {
    #[error("This order is no longer pending.")]
    NotPending,
}

#[cfg(test)]
mod tests {
    use super::*;
    use cqrs_es::test::TestFramework;

    type Given = TestFramework<TokenAccount>;
    const ORDER: Uuid = Uuid::from_u128(1);
    const CALL: Uuid = Uuid::from_u128(2);

    fn credited(tokens: u64) -> TokenEvent {
        TokenEvent::TokensCredited {
            order_id: ORDER,
            tokens,
        }
    }

    fn charge(tokens: u64) -> TokenCommand {
        TokenCommand::Charge {
            call_id: CALL,
            tokens,
            purpose: Purpose::AiTeacher,
        }
    }

    #[test]
    fn a_paid_order_credits_its_tokens_once() {
        Given::with(())
            .given_no_previous_events()
            .when(TokenCommand::Credit {
                order_id: ORDER,
                tokens: 500,
            })
            .then_expect_events(vec![credited(500)]);
        Given::with(())
            .given(vec![credited(500)])
            .when(TokenCommand::Credit {
                order_id: ORDER,
                tokens: 500,
            })
            .then_expect_error(TokenError::AlreadyCredited);
    }

    #[test]
    fn a_call_costing_no_more_than_the_balance_is_charged() {
        Given::with(())
            .given(vec![credited(100)])
            .when(charge(100))
            .then_expect_events(vec![TokenEvent::TokensCharged {
                call_id: CALL,
                tokens: 100,
                purpose: Purpose::AiTeacher,
            }]);
    }

    #[test]
    fn a_call_costing_more_than_the_balance_is_refused() {
        Given::with(())
            .given(vec![credited(100)])
            .when(charge(101))
            .then_expect_error(TokenError::NotEnoughTokens {
                balance: 100,
                needed: 101,
            });
    }

    #[test]
    fn an_empty_account_refuses_every_call() {
        Given::with(())
            .given_no_previous_events()
            .when(charge(1))
            .then_expect_error(TokenError::NotEnoughTokens { balance: 0, needed: 1 });
    }

    #[test]
    fn a_refund_gives_back_at_most_what_the_call_was_charged() {
        let charged = TokenEvent::TokensCharged {
            call_id: CALL,
            tokens: 80,
            purpose: Purpose::AiTeacher,
        };
        Given::with(())
            .given(vec![credited(100), charged.clone()])
            .when(TokenCommand::Refund {
                call_id: CALL,
                tokens: 30,
            })
            .then_expect_events(vec![TokenEvent::TokensRefunded {
                call_id: CALL,
                tokens: 30,
            }]);
        Given::with(())
            .given(vec![
                credited(100),
                charged,
                TokenEvent::TokensRefunded {
                    call_id: CALL,
                    tokens: 30,
                },
            ])
            .when(TokenCommand::Refund {
                call_id: CALL,
                tokens: 51,
            })
            .then_expect_error(TokenError::RefundTooLarge);
    }
}
