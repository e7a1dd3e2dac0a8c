//! Reads of the offers view.

use crate::tenancy::{HiringScope, Installation, Jobseeker};
use chrono::{DateTime, NaiveDate, Utc};
use domain::hiring::offer::{OfferAction, OfferStatus};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

/// The actions an offer allows, read from its state (`offer_state!`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(from = "OfferState")]
pub struct OfferActions(pub(in crate::views) Vec<OfferAction>);

#[derive(Deserialize)]
struct OfferState {
    status: OfferStatus,
    past_last_date: bool,
}

impl From<OfferState> for OfferActions {
    fn from(state: OfferState) -> Self {
        Self(state.status.actions(state.past_last_date).collect())
    }
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct OfferResponse {
    pub id: Uuid,
    pub application_id: Uuid,
    /// sent, accepted, declined, withdrawn or expired
    pub status: String,
    /// What may be done to it next, from the table the offer refuses the others by.
    #[sqlx(json)]
    pub actions: OfferActions,
    pub gross_salary: i32,
    pub currency: String,
    pub bonus_system: Option<String>,
    pub last_date: NaiveDate,
    pub notes: Option<String>,
    pub sent_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
    pub decline_reason: Option<String>,
    pub job_id: Uuid,
    pub job_title: String,
    pub company_id: Uuid,
    pub company_name: String,
    pub jobseeker_id: Uuid,
    pub candidate_name: Option<String>,
}

const OFFER_SELECT: &str = concat!(
    "SELECT o.id, o.application_id, o.status, ",
    crate::offer_state!("o"),
    " AS actions, o.gross_salary, o.currency, o.bonus_system, o.last_date, o.notes,
        o.sent_at, o.answered_at, o.decline_reason, a.job_id, j.title AS job_title, o.company_id, c.name AS company_name,
        o.jobseeker_id, ",
    crate::person_name!("u"),
    " AS candidate_name
    FROM offer_views o
    JOIN application_views a ON a.id = o.application_id
    JOIN job_views j ON j.id = a.job_id
    JOIN companies c ON c.id = o.company_id
    LEFT JOIN users u ON u.id = o.jobseeker_id"
);

/// An offer made to the job seeker.
pub async fn made_to(pool: &PgPool, jobseeker: Jobseeker, id: Uuid) -> Result<Option<OfferResponse>, sqlx::Error> {
    sqlx::query_as(&format!("{OFFER_SELECT} WHERE o.id = $1 AND o.jobseeker_id = $2"))
        .bind(id)
        .bind(jobseeker.0)
        .fetch_optional(pool)
        .await
}

/// An offer of the scope's company whose application the scope sees.
pub async fn in_scope(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<OfferResponse>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{OFFER_SELECT} WHERE o.id = $1 AND o.company_id = $2 AND {}",
        crate::in_scope!("a.job_id", 3)
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await
}

/// The scope's offers, newest first (at most 500).
pub async fn of_scope(pool: &PgPool, scope: &HiringScope) -> Result<Vec<OfferResponse>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{OFFER_SELECT} WHERE o.company_id = $1 AND {}
         ORDER BY o.sent_at DESC LIMIT 500",
        crate::in_scope!("a.job_id", 2)
    ))
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await
}

/// Whether an application of the scope's company has an open offer.
pub async fn open_for(pool: &PgPool, scope: &HiringScope, application: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM offer_views WHERE application_id = $1 AND company_id = $2 AND status = 'sent')",
    )
    .bind(application)
    .bind(scope.company)
    .fetch_one(pool)
    .await
}

/// Every open offer whose last date has passed.
pub async fn past_their_last_date(pool: &PgPool, _: Installation) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM offer_views WHERE status = 'sent' AND last_date < (now() AT TIME ZONE 'UTC')::date",
    )
    .fetch_all(pool)
    .await
}
