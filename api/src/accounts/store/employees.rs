//! `employees`, with their users and their place in the org structure.

use chrono::{DateTime, NaiveDate, Utc};
use domain::accounts::{Email, EmployeeRole};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

const EMPLOYEE_COLUMNS: &str = "u.id, u.first_name, u.last_name, u.email, e.role, e.status,
    (u.password_hash IS NULL) AS invited, e.created_at, e.position_id, p.title AS position_title,
    p.unit_id, un.name AS unit_name, e.hired_on, e.signed_off_on";
/// Employees with their users and their current position and unit, if any.
const EMPLOYEE_FROM: &str = "employees e JOIN users u ON u.id = e.user_id
    LEFT JOIN org_position_versions p ON p.position_id = e.position_id AND p.valid_to IS NULL
    LEFT JOIN org_unit_versions un ON un.unit_id = p.unit_id AND un.valid_to IS NULL";

/// The company's employees, newest first.
pub async fn of_company(pool: &PgPool, company: Uuid) -> Result<Vec<Employee>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {EMPLOYEE_COLUMNS} FROM {EMPLOYEE_FROM} WHERE e.company_id = $1 ORDER BY e.created_at DESC"
    ))
    .bind(company)
    .fetch_all(pool)
    .await
}

pub async fn employee(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<Employee>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {EMPLOYEE_COLUMNS} FROM {EMPLOYEE_FROM} WHERE u.id = $1 AND e.company_id = $2"
    ))
    .bind(id)
    .bind(company)
    .fetch_optional(pool)
    .await
}

/// A new employee who has yet to set a password.
pub struct NewEmployee<'a> {
    pub email: &'a Email,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub role: EmployeeRole,
    pub position_id: Option<Uuid>,
    pub hired_on: Option<chrono::NaiveDate>,
}

/// Adds an employee of `company` with their user; `None` when the e-mail address has an
/// account already.
pub async fn add(db: &mut PgConnection, company: Uuid, new: NewEmployee<'_>) -> Result<Option<Employee>, sqlx::Error> {
    let id = Uuid::now_v7();
    let inserted = sqlx::query(
        "INSERT INTO users (id, email, first_name, last_name, user_type) VALUES ($1, $2, $3, $4, 'employee')
         ON CONFLICT (email) DO NOTHING",
    )
    .bind(id)
    .bind(new.email.as_str())
    .bind(new.first_name)
    .bind(new.last_name)
    .execute(&mut *db)
    .await?;
    if inserted.rows_affected() == 0 {
        return Ok(None);
    }
    sqlx::query("INSERT INTO employees (user_id, company_id, role, position_id, hired_on) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(company)
        .bind(new.role.as_str())
        .bind(new.position_id)
        .bind(new.hired_on)
        .execute(&mut *db)
        .await?;
    sqlx::query_as(&format!(
        "SELECT {EMPLOYEE_COLUMNS} FROM {EMPLOYEE_FROM} WHERE u.id = $1"
    ))
    .bind(id)
    .fetch_one(db)
    .await
    .map(Some)
}

pub async fn update(
    pool: &PgPool,
    id: Uuid,
    role: &str,
    position_id: Option<Uuid>,
    hired_on: Option<chrono::NaiveDate>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE employees SET role = $2, position_id = $3, hired_on = $4 WHERE user_id = $1")
        .bind(id)
        .bind(role)
        .bind(position_id)
        .bind(hired_on)
        .execute(pool)
        .await?;
    Ok(())
}

/// Makes an employee active, or inactive from the day they signed off.
pub async fn set_status(
    db: &mut PgConnection,
    id: Uuid,
    active: bool,
    signed_off_on: Option<chrono::NaiveDate>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE employees SET status = $2, signed_off_on = $3 WHERE user_id = $1")
        .bind(id)
        .bind(if active { "active" } else { "inactive" })
        .bind(signed_off_on)
        .execute(db)
        .await?;
    Ok(())
}

/// Active employees of the company, in `role` if given, whose name or e-mail address contains
/// `search`, by name.
pub async fn choices(
    pool: &PgPool,
    company: Uuid,
    role: Option<EmployeeRole>,
    search: Option<String>,
    limit: i64,
) -> Result<Vec<EmployeeChoice>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, e.role
         FROM employees e JOIN users u ON u.id = e.user_id
         WHERE e.company_id = $1 AND e.status = 'active' AND ($2::text IS NULL OR e.role = $2)
           AND ($3::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $3 || '%')
         ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT $4",
    )
    .bind(company)
    .bind(role.map(EmployeeRole::as_str))
    .bind(search.map(|text| text.replace(['\\', '%', '_'], "")))
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// How many employees the company has, active or not.
pub async fn count(pool: &PgPool, company: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM employees WHERE company_id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
}

/// The users of the company's employees.
pub async fn users_of(db: &mut PgConnection, company: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM employees WHERE company_id = $1")
        .bind(company)
        .fetch_all(db)
        .await
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Employee {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// block_leader, hiring_manager or hr_executive
    pub role: String,
    /// active or inactive
    pub status: String,
    /// True until the employee has set a password.
    pub invited: bool,
    pub created_at: DateTime<Utc>,
    /// Their position in the org structure, and its unit.
    pub position_id: Option<Uuid>,
    pub position_title: Option<String>,
    pub unit_id: Option<Uuid>,
    pub unit_name: Option<String>,
    pub hired_on: Option<NaiveDate>,
    pub signed_off_on: Option<NaiveDate>,
}

/// An employee as pickers list them.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct EmployeeChoice {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    /// block_leader, hiring_manager or hr_executive
    pub role: String,
}
