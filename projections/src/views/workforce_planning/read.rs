//! Reads of the workforce plans' view: whether a plan is open, and its changes. A plan's lines
//! are read from the org structure's positions (`org::read::plan_lines`), since every current
//! position is a line, planned or not.

use crate::tenancy::Company;
use chrono::{DateTime, Utc};
use domain::workforce_planning::Figures;
use sqlx::PgPool;
use sqlx::types::Json;
use uuid::Uuid;

/// Whether the company's plan `plan` was opened (it got its first figures).
pub async fn is_opened(pool: &PgPool, company: Company, plan: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM workforce_plans w WHERE w.plan_id = $1 AND w.company_id = $2)")
        .bind(plan)
        .bind(company.0)
        .fetch_one(pool)
        .await
}

/// A change of a line: who, when, the figures it replaced and those it set.
#[derive(Debug, sqlx::FromRow)]
pub struct PlanChangeRow {
    pub at: DateTime<Utc>,
    pub actor: Option<Uuid>,
    pub actor_name: Option<String>,
    pub position_id: Uuid,
    /// The position's latest title.
    pub title: Option<String>,
    pub before: Option<Json<Figures>>,
    pub after: Option<Json<Figures>>,
}

/// The changes of the company's plan `plan`, newest first, at most 500.
pub async fn changes(pool: &PgPool, company: Company, plan: Uuid) -> Result<Vec<PlanChangeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.at, c.actor, nullif(trim(u.first_name || ' ' || u.last_name), '') AS actor_name, c.position_id,
                (SELECT p.title FROM org_position_versions p WHERE p.position_id = c.position_id AND p.company_id = $2
                 ORDER BY p.valid_from DESC LIMIT 1) AS title,
                c.before, c.after
         FROM workforce_plan_changes c JOIN workforce_plans w ON w.plan_id = c.plan_id AND w.company_id = $2
         LEFT JOIN users u ON u.id = c.actor
         WHERE c.plan_id = $1 ORDER BY c.sequence DESC LIMIT 500",
    )
    .bind(plan)
    .bind(company.0)
    .fetch_all(pool)
    .await
}
