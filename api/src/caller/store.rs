//! The caller's look-up: the user with their role, company and the company's modules.

use domain::accounts::Module;
use projections::TablesRead;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(sqlx::FromRow)]
pub struct CallerRow {
    pub id: Uuid,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub user_type: String,
    pub role: Option<String>,
    pub company_id: Option<Uuid>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
    pub company_owner: Option<Uuid>,
    pub modules: sqlx::types::Json<Vec<ModuleState>>,
    pub active: bool,
    pub session_generation: i32,
}

/// What `caller` reads, for every screen kept in memory.
pub const CALLER_READS: TablesRead = &["users", "employees", "companies", "company_modules"];

pub async fn caller(pool: &PgPool, id: Uuid) -> Result<Option<CallerRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.email, u.first_name, u.last_name, u.user_type, e.role,
                c.id AS company_id, c.name AS company_name, c.logo AS company_logo, c.owner_id AS company_owner,
                coalesce((SELECT json_agg(json_build_object('module', m.module, 'is_active', m.is_active) ORDER BY m.module)
                          FROM company_modules m WHERE m.company_id = c.id), '[]'::json) AS modules,
                (u.activated_at IS NOT NULL AND u.email_verified_at IS NOT NULL
                 AND coalesce(e.status = 'active', true)) AS active,
                u.session_generation
         FROM users u
         LEFT JOIN employees e ON e.user_id = u.id
         LEFT JOIN companies c ON c.owner_id = u.id OR c.id = e.company_id
         WHERE u.id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ModuleState {
    #[schema(value_type = String, example = "ats")]
    pub module: Module,
    pub is_active: bool,
}
