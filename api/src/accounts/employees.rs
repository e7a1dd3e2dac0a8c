//! A company's employees. A company adds one with a role; the employee receives an e-mailed
//! invitation link to set a password, and then signs in as an employee of that company.

use crate::auth::links::{self, LinkPurpose};
use crate::caller::Caller;
use crate::email::{self, Email as OutgoingEmail};
use crate::error::{ApiError, ErrorBody, FieldErrors};
use crate::input::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::accounts::{Email, EmployeeRole, NAME_MAX_CHARS};
use domain::validation::{FieldError, required_text};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

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
}

const EMPLOYEE_COLUMNS: &str = "u.id, u.first_name, u.last_name, u.email, e.role, e.status,
    (u.password_hash IS NULL) AS invited, e.created_at";

/// The company's employees, newest first.
#[utoipa::path(get, path = "/api/accounts/employees/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<Employee>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Employee>>, ApiError> {
    let company = caller.owned_company()?;
    let employees = sqlx::query_as(&format!(
        "SELECT {EMPLOYEE_COLUMNS} FROM employees e JOIN users u ON u.id = e.user_id
         WHERE e.company_id = $1 ORDER BY e.created_at DESC"
    ))
    .bind(company.id)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(employees))
}

#[derive(Deserialize, ToSchema)]
pub struct AddEmployeeRequest {
    #[schema(required = true, value_type = String, format = Email)]
    email: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    first_name: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    last_name: Option<String>,
    /// block_leader, hiring_manager or hr_executive
    #[schema(required = true, value_type = String, pattern = "^(block_leader|hiring_manager|hr_executive)$")]
    role: Option<String>,
}

/// Add an employee with a role; they are e-mailed a link to set their password.
#[utoipa::path(post, path = "/api/accounts/employees/", tag = "accounts", security(("jwt" = [])), request_body = AddEmployeeRequest,
    responses((status = 201, body = Employee), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<AddEmployeeRequest>,
) -> Result<(StatusCode, Json<Employee>), ApiError> {
    let company = caller.owned_company()?;
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    let first_name = fields.require("first_name", body.first_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let last_name = fields.require("last_name", body.last_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let role = fields.require("role", body.role.as_deref(), str::parse::<EmployeeRole>);
    fields.into_result()?;
    let (Some(email), Some(first_name), Some(last_name), Some(role)) = (email, first_name, last_name, role) else {
        return Err(ApiError::Validation(FieldErrors::default()));
    };

    let id = Uuid::now_v7();
    let mut tx = state.pool.begin().await?;
    let inserted = sqlx::query(
        "INSERT INTO users (id, email, first_name, last_name, user_type) VALUES ($1, $2, $3, $4, 'employee')
         ON CONFLICT (email) DO NOTHING",
    )
    .bind(id)
    .bind(email.as_str())
    .bind(&first_name)
    .bind(&last_name)
    .execute(&mut *tx)
    .await?;
    if inserted.rows_affected() == 0 {
        return Err(ApiError::field("email", FieldError::EmailTaken));
    }
    sqlx::query("INSERT INTO employees (user_id, company_id, role) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(company.id)
        .bind(role.as_str())
        .execute(&mut *tx)
        .await?;
    let link = links::create(&mut tx, &state.public_url, id, LinkPurpose::Invitation).await?;
    email::enqueue(
        &mut tx,
        OutgoingEmail {
            to: email.to_string(),
            subject: format!("{} invites you to Hire", company.name),
            body: format!(
                "Hello {first_name},\n\n{} added you to {} on Hire.\n\nSet your password here to sign in:\n{link}\n\n\
                 The link works once and expires in 7 days.",
                caller.first_name, company.name
            ),
            link: Some(link),
        },
    )
    .await?;
    let employee = sqlx::query_as(&format!(
        "SELECT {EMPLOYEE_COLUMNS} FROM employees e JOIN users u ON u.id = e.user_id WHERE u.id = $1"
    ))
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    state.mail_wake.notify_one();
    Ok((StatusCode::CREATED, Json(employee)))
}
