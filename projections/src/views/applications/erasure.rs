//! The applications an erasure or a retention period anonymises.

use crate::tenancy::{Company, Installation, Person};
use domain::hiring::ApplicationStatus;
use sqlx::PgPool;
use uuid::Uuid;

/// The applications a person made (only a job seeker makes any).
pub async fn of_person(pool: &PgPool, person: Person) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM application_views WHERE jobseeker_id = $1")
        .bind(person.0)
        .fetch_all(pool)
        .await
}

/// The applications a company received, but those anonymised already.
pub async fn to_company(pool: &PgPool, company: Company) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM application_views WHERE company_id = $1 AND anonymised_at IS NULL")
        .bind(company.0)
        .fetch_all(pool)
        .await
}

/// The rejected applications, of every company with a retention period, rejected longer ago
/// than it.
pub async fn past_retention(pool: &PgPool, _: Installation) -> Result<Vec<Uuid>, sqlx::Error> {
    let rejected = [
        ApplicationStatus::RejectedByCompany,
        ApplicationStatus::RejectedByApplicant,
    ]
    .map(|status| i16::from(status.id()));
    sqlx::query_scalar(
        "SELECT a.id FROM application_views a JOIN companies c ON c.id = a.company_id
         WHERE c.rejected_retention_months IS NOT NULL AND a.anonymised_at IS NULL AND a.status = ANY($1)
           AND a.status_changed_at < now() - make_interval(months => c.rejected_retention_months)",
    )
    .bind(&rejected[..])
    .fetch_all(pool)
    .await
}
