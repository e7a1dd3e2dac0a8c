//! `token_balances` and `token_history`: each company's AI token balance, and every credit,
//! charge and refund with the balance it left. The aggregate id is the company's.

pub mod read;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::market::TokenEvent;
use sqlx::PgConnection;

pub struct Market;

#[async_trait]
impl View for Market {
    fn name(&self) -> &'static str {
        "market"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["token_account"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["token_balances", "token_history"]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let company = event.id()?;
        let (kind, change, purpose, order_id, call_id) = match event.decode::<TokenEvent>()? {
            TokenEvent::TokensCredited { order_id, tokens } => ("credit", tokens as i64, "order", Some(order_id), None),
            TokenEvent::TokensCharged {
                call_id,
                tokens,
                purpose,
            } => ("charge", -(tokens as i64), purpose.as_str(), None, Some(call_id)),
            TokenEvent::TokensRefunded { call_id, tokens } => {
                let purpose: Option<String> = sqlx::query_scalar(
                    "SELECT purpose FROM token_history WHERE company_id = $1 AND call_id = $2 AND kind = 'charge'",
                )
                .bind(company)
                .bind(call_id)
                .fetch_optional(&mut *db)
                .await?;
                let purpose = match purpose.as_deref() {
                    Some("ai_proposal") => "ai_proposal",
                    _ => "ai_teacher",
                };
                ("refund", tokens as i64, purpose, None, Some(call_id))
            }
        };
        let balance: i64 = sqlx::query_scalar(
            "INSERT INTO token_balances (company_id, balance) VALUES ($1, $2)
             ON CONFLICT (company_id) DO UPDATE SET balance = token_balances.balance + EXCLUDED.balance
             RETURNING balance",
        )
        .bind(company)
        .bind(change)
        .fetch_one(&mut *db)
        .await?;
        sqlx::query(
            "INSERT INTO token_history (company_id, sequence, at, actor, kind, tokens, balance_after, purpose, order_id, call_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(company)
        .bind(event.sequence)
        .bind(event.metadata.at)
        .bind(event.metadata.actor)
        .bind(kind)
        .bind(change.abs())
        .bind(balance)
        .bind(purpose)
        .bind(order_id)
        .bind(call_id)
        .execute(db)
        .await?;
        Ok(())
    }
}
