//! Reads of the consents' view.

use crate::tenancy::Person;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// One acceptance of the privacy terms.
#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct Consent {
    pub version: String,
    /// sign_up or application
    pub purpose: String,
    pub application_id: Option<Uuid>,
    pub accepted_at: DateTime<Utc>,
}

/// Every time the person accepted the terms, newest first.
pub async fn consents(pool: &PgPool, person: Person) -> Result<Vec<Consent>, sqlx::Error> {
    sqlx::query_as(
        "SELECT version, purpose, application_id, accepted_at FROM privacy_consents
         WHERE user_id = $1 ORDER BY sequence DESC",
    )
    .bind(person.0)
    .fetch_all(pool)
    .await
}
