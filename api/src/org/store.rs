//! `employee_placements`: which position each employee held when, as the chart shows them.

use chrono::{DateTime, Utc};
use projections::sql::valid_at;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

/// The company's employees in the positions they held at `at` (now when `None`), by name.
pub async fn placed_employees(
    pool: &PgPool,
    company: Uuid,
    at: Option<DateTime<Utc>>,
) -> Result<Vec<ChartEmployee>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, e.role, placed.position_id
         FROM employee_placements placed JOIN employees e ON e.user_id = placed.user_id JOIN users u ON u.id = placed.user_id
         WHERE placed.company_id = $1 AND {}
         ORDER BY lower(u.first_name), lower(u.last_name), u.id",
        valid_at("placed", 2)
    ))
    .bind(company)
    .bind(at)
    .fetch_all(pool)
    .await
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct ChartEmployee {
    pub id: Uuid,
    pub name: String,
    /// block_leader, hiring_manager or hr_executive
    pub role: String,
    pub position_id: Uuid,
}
