//! Reads of the audit trail.

use crate::tenancy::HiringScope;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::types::Json;
use utoipa::ToSchema;
use uuid::Uuid;

/// One change in an application's audit trail.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct HistoryEntry {
    /// application, interview or offer
    pub aggregate_type: String,
    pub aggregate_id: Uuid,
    pub event_type: String,
    pub actor: Option<Uuid>,
    pub actor_name: Option<String>,
    pub at: DateTime<Utc>,
    /// `null` for an event that records nothing but itself (an offer accepted, an interview
    /// started).
    #[schema(value_type = Option<HistoryData>)]
    pub data: Option<Json<HistoryData>>,
}

/// What the event recorded, as far as the trail shows it; each field only for the events that
/// have it (a status change has `from`, `to` and `cause`; an interview `slot`; an offer
/// `terms` …). Erased personal text reads as erased.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HistoryData {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub job_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jobseeker_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub application_id: Option<Uuid>,
    /// An application status value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// An application status value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<HistoryCause>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note_id: Option<Uuid>,
    /// Whether a note was an HR private note.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private: Option<bool>,
    /// Why an application was anonymised: account_deleted or retention.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub because: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub slot: Option<HistorySlot>,
    /// Why an interview was cancelled or an offer declined.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interviewer: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terms: Option<HistoryTerms>,
}

/// Why an application's status changed.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HistoryCause {
    /// next_step, interview_scheduled, offer_sent, offer_accepted, offer_declined, withdrawn,
    /// hired or rejected
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interview_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offer_id: Option<Uuid>,
}

/// An interview's slot as it was scheduled.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HistorySlot {
    /// YYYY-MM-DD
    pub date: String,
    /// HH:MM:SS
    pub start: String,
    /// HH:MM:SS
    pub end: String,
    pub location: Option<String>,
    pub meet_link: Option<String>,
    pub interviewers: Vec<Uuid>,
}

/// An offer's terms as they were sent.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HistoryTerms {
    pub gross_salary: Option<i64>,
    pub currency: Option<String>,
    pub bonus_system: Option<String>,
    /// YYYY-MM-DD
    pub last_date: Option<String>,
}

/// The audit trail of an application of the scope's company: every change, with the interview
/// and offer events interleaved, who did it and when.
pub async fn of_application(
    pool: &PgPool,
    scope: &HiringScope,
    application: Uuid,
) -> Result<Vec<HistoryEntry>, sqlx::Error> {
    sqlx::query_as(concat!(
        "SELECT h.aggregate_type, h.aggregate_id, h.event_type, h.actor, ",
        crate::person_name!("u"),
        " AS actor_name, h.at, CASE WHEN jsonb_typeof(h.data) = 'object' THEN h.data END AS data
         FROM application_history h LEFT JOIN users u ON u.id = h.actor
         WHERE h.application_id = $1 AND h.company_id = $2 ORDER BY h.at, h.aggregate_type, h.sequence"
    ))
    .bind(application)
    .bind(scope.company)
    .fetch_all(pool)
    .await
}
