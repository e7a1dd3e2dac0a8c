//! A company's employees. A company adds one with a role; the employee receives an e-mailed
//! invitation link to set a password, and then signs in as an employee of that company.

use super::store::employees::{self as store, NewEmployee};
pub use super::store::employees::{Employee, EmployeeChoice};
use crate::caller::{CompanyMember, CompanyOwner};
use crate::email::{self, Email as OutgoingEmail};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path, Query};
use crate::links::{self, LinkPurpose};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{NaiveDate, Utc};
use domain::accounts::{Email, EmployeeRole, NAME_MAX_CHARS};
use domain::validation::{FieldError, required_text};
use projections::tenancy::Company;
use projections::views::org::employees::is_open_position;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

/// The company's employees, newest first.
#[utoipa::path(get, path = "/api/accounts/employees/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<Employee>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn list(State(state): State<AppState>, owner: CompanyOwner) -> Result<Json<Vec<Employee>>, ApiError> {
    Ok(Json(store::of_company(&state.pool, owner.company.id).await?))
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
    /// A position of the company's org structure.
    position_id: Option<Uuid>,
    hired_on: Option<NaiveDate>,
}

/// Add an employee with a role; they are e-mailed a link to set their password.
#[utoipa::path(post, path = "/api/accounts/employees/", tag = "accounts", security(("jwt" = [])), request_body = AddEmployeeRequest,
    responses((status = 201, body = Employee), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<AddEmployeeRequest>,
) -> Result<(StatusCode, Json<Employee>), ApiError> {
    let company = &owner.company;
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    let first_name = fields.require("first_name", body.first_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let last_name = fields.require("last_name", body.last_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let role = fields.require("role", body.role.as_deref(), str::parse::<EmployeeRole>);
    if let Some(position) = body.position_id {
        fields.check("position_id", open_position(&state.pool, company.id, position).await?);
    }
    fields.into_result()?;
    let (Some(email), Some(first_name), Some(last_name), Some(role)) = (email, first_name, last_name, role) else {
        return Err(ApiError::Validation(FieldErrors::default()));
    };

    let mut tx = state.pool.begin().await?;
    let new = NewEmployee {
        email: &email,
        first_name: &first_name,
        last_name: &last_name,
        role,
        position_id: body.position_id,
        hired_on: body.hired_on,
    };
    let Some(employee) = store::add(&mut tx, company.id, new).await? else {
        return Err(ApiError::field("email", FieldError::EmailTaken));
    };
    let link = links::create(&mut tx, &state.public_url, employee.id, LinkPurpose::Invitation).await?;
    email::enqueue(
        &mut tx,
        OutgoingEmail {
            to: email.to_string(),
            subject: format!("{} invites you to Hire", company.name),
            body: format!(
                "Hello {first_name},\n\n{} added you to {} on Hire.\n\nSet your password here to sign in:\n{link}\n\n\
                 The link works once and expires in 7 days.",
                owner.caller.first_name, company.name
            ),
            link: Some(link),
        },
    )
    .await?;
    tx.commit().await?;
    state.mail_wake.notify_one();
    Ok((StatusCode::CREATED, Json(employee)))
}

/// A position an employee can be placed in: a current, not archived position of the company.
async fn open_position(pool: &sqlx::PgPool, company: Uuid, position: Uuid) -> Result<Result<(), FieldError>, ApiError> {
    let open = is_open_position(pool, Company(company), position).await?;
    Ok(if open { Ok(()) } else { Err(FieldError::InvalidChoice) })
}

async fn employee_of(pool: &sqlx::PgPool, company: Uuid, id: Uuid) -> Result<Employee, ApiError> {
    store::employee(pool, company, id).await?.ok_or(ApiError::NotFound)
}

/// A present JSON field, `null` included: `Some(None)` clears, absent keeps.
fn present<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

#[derive(Deserialize, ToSchema)]
pub struct EmployeeChangeRequest {
    /// block_leader, hiring_manager or hr_executive
    #[schema(value_type = Option<String>, pattern = "^(block_leader|hiring_manager|hr_executive)$")]
    role: Option<String>,
    /// A position of the company's org structure; `null` takes them out of it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    position_id: Option<Option<Uuid>>,
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<NaiveDate>)]
    hired_on: Option<Option<NaiveDate>>,
}

/// Change an employee's role, position or hired date.
#[utoipa::path(put, path = "/api/accounts/employee/{id}/", tag = "accounts", security(("jwt" = [])),
    request_body = EmployeeChangeRequest, responses((status = 200, body = Employee)))]
pub async fn update(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<EmployeeChangeRequest>,
) -> Result<Json<Employee>, ApiError> {
    let company = owner.company.id;
    let current = employee_of(&state.pool, company, id).await?;
    let mut fields = FieldErrors::default();
    let role = body
        .role
        .as_deref()
        .map(|role| fields.check("role", role.parse::<EmployeeRole>()));
    if let Some(Some(position)) = body.position_id {
        fields.check("position_id", open_position(&state.pool, company, position).await?);
    }
    fields.into_result()?;
    store::update(
        &state.pool,
        id,
        role.flatten().map_or(&current.role, |role| role.as_str()),
        body.position_id.unwrap_or(current.position_id),
        body.hired_on.unwrap_or(current.hired_on),
    )
    .await?;
    Ok(Json(employee_of(&state.pool, company, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct EmployeeStatusRequest {
    #[schema(required = true, value_type = String, pattern = "^(active|inactive)$")]
    status: Option<String>,
    /// The day they left (an inactive employee); today without it.
    signed_off_on: Option<NaiveDate>,
}

/// Make an employee active or inactive. An inactive employee keeps their history and is
/// signed out everywhere at once; they cannot sign in until made active again.
#[utoipa::path(post, path = "/api/accounts/employee/{id}/status/", tag = "accounts", security(("jwt" = [])),
    request_body = EmployeeStatusRequest, responses((status = 200, body = Employee)))]
pub async fn set_status(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<EmployeeStatusRequest>,
) -> Result<Json<Employee>, ApiError> {
    let company = owner.company.id;
    employee_of(&state.pool, company, id).await?;
    let active = match body.status.as_deref() {
        Some("active") => true,
        Some("inactive") => false,
        Some(_) => return Err(ApiError::field("status", FieldError::InvalidChoice)),
        None => return Err(ApiError::field("status", FieldError::Required)),
    };
    let signed_off_on = (!active).then(|| body.signed_off_on.unwrap_or_else(|| Utc::now().date_naive()));
    let mut tx = state.pool.begin().await?;
    store::set_status(&mut tx, id, active, signed_off_on).await?;
    if !active {
        crate::sessions::end_all_sessions(&mut tx, id).await?;
    }
    tx.commit().await?;
    Ok(Json(employee_of(&state.pool, company, id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AutocompleteQuery {
    /// Part of a name or e-mail address.
    #[param(max_length = 200)]
    search: Option<String>,
    /// 1..100 (20 without it).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
}

/// Active employees of the company whose name or e-mail contains `search`, for pickers.
#[utoipa::path(get, path = "/api/accounts/employees-for-autocomplete", tag = "accounts", security(("jwt" = [])),
    params(AutocompleteQuery), responses((status = 200, body = Vec<EmployeeChoice>)))]
pub async fn autocomplete(
    State(state): State<AppState>,
    member: CompanyMember<CompanySide>,
    Query(query): Query<AutocompleteQuery>,
) -> Result<Json<Vec<EmployeeChoice>>, ApiError> {
    let limit = match query.limit {
        None => 20,
        Some(limit @ 1..=100) => i64::from(limit),
        Some(_) => return Err(ApiError::field("limit", FieldError::OutOfRange)),
    };
    let search = crate::http::input::keywords_parameter("search", query.search)?;
    Ok(Json(
        store::choices(&state.pool, member.company, None, search, limit).await?,
    ))
}

/// The company's active HR Executives.
#[utoipa::path(get, path = "/api/accounts/list-hr-executives", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<EmployeeChoice>)))]
pub async fn hr_executives(
    State(state): State<AppState>,
    member: CompanyMember<CompanySide>,
) -> Result<Json<Vec<EmployeeChoice>>, ApiError> {
    Ok(Json(
        store::choices(&state.pool, member.company, Some(EmployeeRole::HrExecutive), None, 1000).await?,
    ))
}

/// The company's active Hiring Managers.
#[utoipa::path(get, path = "/api/accounts/list-hiring-managers", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<EmployeeChoice>)))]
pub async fn hiring_managers(
    State(state): State<AppState>,
    member: CompanyMember<CompanySide>,
) -> Result<Json<Vec<EmployeeChoice>>, ApiError> {
    Ok(Json(
        store::choices(
            &state.pool,
            member.company,
            Some(EmployeeRole::HiringManager),
            None,
            1000,
        )
        .await?,
    ))
}
