//! `privacy_consents`: every acceptance of the privacy terms. The aggregate id is the person's.

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::privacy::{ConsentEvent, ConsentPurpose};
use sqlx::PgConnection;

pub mod read;

pub struct Privacy;

#[async_trait]
impl View for Privacy {
    fn name(&self) -> &'static str {
        "privacy"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["privacy_consents"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["privacy_consents"]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let ConsentEvent::TermsAccepted { version, purpose } = event.decode::<ConsentEvent>()?;
        let application_id = match purpose {
            ConsentPurpose::Application { application_id } => Some(application_id),
            ConsentPurpose::SignUp => None,
        };
        sqlx::query(
            "INSERT INTO privacy_consents (user_id, sequence, version, purpose, application_id, accepted_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(event.id()?)
        .bind(event.sequence)
        .bind(version)
        .bind(purpose.as_str())
        .bind(application_id)
        .bind(event.metadata.at)
        .execute(db)
        .await?;
        Ok(())
    }
}
