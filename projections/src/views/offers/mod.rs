//! `offer_views`: the job offers of a company, and of a job seeker.

pub mod read;
pub mod reports;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::offer::{OfferEvent, OfferStatus};
use sqlx::PgConnection;
use uuid::Uuid;

pub struct Offers;

async fn answer(
    db: &mut PgConnection,
    event: &StoredEvent,
    status: OfferStatus,
    reason: Option<String>,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE offer_views SET status = $2, answered_at = $3, decline_reason = $4 WHERE id = $1")
        .bind(event.id()?)
        .bind(status.as_str())
        .bind(event.metadata.at)
        .bind(reason)
        .execute(db)
        .await?;
    Ok(())
}

#[async_trait]
impl View for Offers {
    fn name(&self) -> &'static str {
        "offers"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["offer", "application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["offer_views"]
    }

    /// Of an application's events, only its anonymisation, which erases the personal fields here.
    fn only(&self, aggregate_type: &str) -> Option<&'static [&'static str]> {
        (aggregate_type == "application").then_some(&["ApplicationAnonymised"])
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type == "application" {
            if let ApplicationEvent::Anonymised { .. } = event.decode()? {
                // What the offer's erased events read as (domain::privacy::PERSONAL_FIELDS).
                sqlx::query(
                    "UPDATE offer_views SET jobseeker_id = $2, bonus_system = NULL, notes = NULL, decline_reason = NULL
                     WHERE application_id = $1",
                )
                .bind(event.id()?)
                .bind(Uuid::nil())
                .execute(db)
                .await?;
            }
            return Ok(());
        }
        match event.decode::<OfferEvent>()? {
            OfferEvent::Sent {
                application_id,
                company_id,
                jobseeker_id,
                terms,
            } => {
                sqlx::query(
                    "INSERT INTO offer_views (id, application_id, company_id, jobseeker_id, status, gross_salary, currency,
                                              bonus_system, last_date, notes, sent_at)
                     VALUES ($1, $2, $3, $4, 'sent', $5, $6, $7, $8, $9, $10)",
                )
                .bind(event.id()?)
                .bind(application_id)
                .bind(company_id)
                .bind(jobseeker_id)
                .bind(terms.gross_salary as i32)
                .bind(&terms.currency)
                .bind(&terms.bonus_system)
                .bind(terms.last_date)
                .bind(&terms.notes)
                .bind(event.metadata.at)
                .execute(db)
                .await?;
            }
            OfferEvent::Accepted => answer(db, event, OfferStatus::Accepted, None).await?,
            OfferEvent::Declined { reason } => answer(db, event, OfferStatus::Declined, reason).await?,
            OfferEvent::Withdrawn => answer(db, event, OfferStatus::Withdrawn, None).await?,
            OfferEvent::Expired => answer(db, event, OfferStatus::Expired, None).await?,
        }
        Ok(())
    }
}
