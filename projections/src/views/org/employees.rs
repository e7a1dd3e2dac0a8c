//! Reads of the org structure's view for placing employees.

use crate::tenancy::Company;
use sqlx::PgPool;
use uuid::Uuid;

/// Whether an employee can be placed in the position: a current, not archived position of the
/// company.
pub async fn is_open_position(pool: &PgPool, company: Company, position: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM org_position_versions
                        WHERE position_id = $2 AND company_id = $1 AND valid_to IS NULL AND NOT archived)",
    )
    .bind(company.0)
    .bind(position)
    .fetch_one(pool)
    .await
}
