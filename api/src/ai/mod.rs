//! AI for the learning area (teachers' answers) and the AI proposal: which provider answers,
//! what each call costs, and the per-company limits. Spec section 8: "not enough AI tokens,
//! purchase more" (402), "AI service rate limited, try later".
//!
//! The built-in provider needs no network and no account: teachers answer extractively (the
//! best passages of their documents, quoted with their sources) and proposals come from a
//! transparent scoring. With `AI_URL` an OpenAI-compatible API writes them instead.
//!
//! Every call is paid for from the company's `TokenAccount` in one event; tokens are counted
//! from the text sent and received (the remote API's own count when it gives one).

pub mod openai;
mod store;

use crate::http::ApiError;
use cqrs_es::AggregateError;
use domain::market::{Purpose, TokenCommand, TokenError};
use projections::Hiring;
use projections::tenancy::Company;
use serde::Serialize;
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use utoipa::ToSchema;
use uuid::Uuid;

/// The built-in provider's model name.
pub const EMBEDDED_MODEL: &str = "hire-extractive";

/// Conflicting writes to one account are retried this often before giving up.
const CHARGE_ATTEMPTS: usize = 8;

#[derive(Serialize, ToSchema)]
pub struct AiModel {
    pub id: String,
    pub name: String,
}

pub struct Ai {
    remote: Option<openai::OpenAi>,
    hiring: Arc<Hiring>,
    pool: PgPool,
    /// The per-minute allowance of each company, counted in PostgreSQL so that calls to any
    /// instance use up the same allowance.
    calls_per_minute: u32,
    /// One lock per company: charges to one account queue here instead of racing in the
    /// event store (which would refuse all but one of them as conflicts).
    accounts: Mutex<HashMap<Uuid, Arc<tokio::sync::Mutex<()>>>>,
}

impl Ai {
    pub fn from_config(config: &crate::config::Config, hiring: Arc<Hiring>, pool: PgPool) -> anyhow::Result<Self> {
        let remote = match config.ai_url.as_deref().map(str::trim).filter(|url| !url.is_empty()) {
            Some(url) => Some(openai::OpenAi::new(
                url,
                config.ai_key.clone(),
                &config.ai_model,
                config.ai_embedding_model.clone(),
            )?),
            None => None,
        };
        Ok(Self {
            remote,
            hiring,
            pool,
            calls_per_minute: config.ai_calls_per_minute.max(1),
            accounts: Mutex::default(),
        })
    }

    /// The OpenAI-compatible API, when one is configured.
    pub fn remote(&self) -> Option<&openai::OpenAi> {
        self.remote.as_ref()
    }

    /// The model answering: the built-in one or `AI_MODEL`.
    pub fn model(&self) -> &str {
        self.remote.as_ref().map_or(EMBEDDED_MODEL, |remote| remote.model())
    }

    pub fn models(&self) -> Vec<AiModel> {
        vec![AiModel {
            id: self.model().to_owned(),
            name: match &self.remote {
                Some(remote) => format!("{} (OpenAI-compatible API)", remote.model()),
                None => "Built-in (answers with quotes from the documents)".to_owned(),
            },
        }]
    }

    /// Refuses a company's call beyond its per-minute allowance, on whichever instance it made
    /// the others: it may make that many at once, then one more each minute/allowance.
    pub async fn check_rate(&self, company: Uuid) -> Result<(), ApiError> {
        let share = Duration::from_secs(60) / self.calls_per_minute;
        let burst = share * self.calls_per_minute;
        if store::take_call(&self.pool, company, share, burst).await? {
            return Ok(());
        }
        let wait = store::wait_seconds(&self.pool, company, share, burst).await?;
        Err(ApiError::AiRateLimited {
            // Never 0: "try again in 0 seconds" would invite a loop of refused calls.
            retry_after_seconds: wait.ceil().max(1.0) as u64,
        })
    }

    /// Refuses before any AI work when the company has no tokens left.
    pub async fn require_tokens(&self, company: Uuid) -> Result<(), ApiError> {
        if self.balance(company).await? == 0 {
            Err(TokenError::NotEnoughTokens { balance: 0, needed: 1 }.into())
        } else {
            Ok(())
        }
    }

    /// Takes `tokens` from the company's balance in one event; the balance left.
    pub async fn charge(
        &self,
        company: Uuid,
        actor: Uuid,
        call_id: Uuid,
        tokens: u64,
        purpose: Purpose,
    ) -> Result<u64, ApiError> {
        let command = TokenCommand::Charge {
            call_id,
            tokens: tokens.max(1),
            purpose,
        };
        self.change(company, actor, command).await
    }

    /// Gives back what a call held but did not use; the balance left.
    pub async fn refund(&self, company: Uuid, actor: Uuid, call_id: Uuid, tokens: u64) -> Result<u64, ApiError> {
        if tokens == 0 {
            return self.balance(company).await;
        }
        self.change(company, actor, TokenCommand::Refund { call_id, tokens })
            .await
    }

    async fn change(&self, company: Uuid, actor: Uuid, command: TokenCommand) -> Result<u64, ApiError> {
        let account = self
            .accounts
            .lock()
            .expect("the account locks are never poisoned")
            .entry(company)
            .or_default()
            .clone();
        let _queued = account.lock().await;
        for _ in 0..CHARGE_ATTEMPTS {
            match projections::event_store::execute(&self.hiring.tokens, company, command.clone(), Some(actor)).await {
                Ok(()) => return self.balance(company).await,
                // Another instance of Hire wrote to the account meanwhile.
                Err(AggregateError::AggregateConflict) => continue,
                Err(AggregateError::UserError(refusal @ TokenError::NotEnoughTokens { .. })) => {
                    return Err(refusal.into());
                }
                Err(other) => return Err(anyhow::anyhow!("token account: {other}").into()),
            }
        }
        Err(ApiError::ConcurrentUpdate)
    }

    /// A company's AI token balance.
    pub async fn balance(&self, company: Uuid) -> Result<u64, ApiError> {
        Ok(projections::views::market::read::balance(&self.pool, Company(company)).await?)
    }
}

/// Tokens in a text, as the usual rule of thumb for English counts them (four characters a
/// token): what the built-in provider charges, and the estimate made before a remote call.
pub fn count_tokens(text: &str) -> u64 {
    (text.chars().count() as u64).div_ceil(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_characters_count_as_one_token_rounded_up() {
        assert_eq!(count_tokens(""), 0);
        assert_eq!(count_tokens("abcd"), 1);
        assert_eq!(count_tokens("abcde"), 2);
    }
}
