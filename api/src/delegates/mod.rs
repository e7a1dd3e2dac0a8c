//! Delegated access (spec "company settings" and section 6): the company limits employees to
//! units of its org structure or to single jobs (grant-access-to-delegate, manage-job-access),
//! lists them (company-delegates), and decides whether they see applications
//! (company-applicant-permission). `scope` applies it to every read of the company side.
//! Contract: docs/api-delegates-contract.md.

mod store;

use crate::caller::{CompanyOwner, ModuleOwner};
use crate::http::roles::Ats;
use crate::http::{ApiError, ErrorBody};
use crate::http::{JsonBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::delegates::{DelegateError, Grant, JobAccess};
use domain::validation::FieldError;
use projections::tenancy::Company;
use projections::views::jobs::access;
use projections::views::org::read::is_open_unit;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
pub use store::{Delegate, DelegateGrant, JobAccessEntry, JobAccessReason};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(company_delegates))
        .routes(routes!(remove_delegate))
        .routes(routes!(grant_access))
        .routes(routes!(revoke_access))
        .routes(routes!(set_applicant_permission))
        .routes(routes!(job_access, grant_job_access))
}

async fn delegate(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Delegate, ApiError> {
    delegates(pool, company, Some(id))
        .await?
        .pop()
        .ok_or(ApiError::NotFound)
}

/// The company's delegates (or only `only`), each job grant with its job's title.
async fn delegates(pool: &PgPool, company: Uuid, only: Option<Uuid>) -> Result<Vec<Delegate>, ApiError> {
    let mut delegates = store::delegates(pool, company, only).await?;
    let grants = || delegates.iter().flat_map(|delegate| delegate.grants.0.iter());
    let jobs: Vec<Uuid> = grants().filter_map(|grant| grant.job_id).collect();
    let titles = access::titles(pool, Company(company), &jobs).await?;
    for grant in delegates.iter_mut().flat_map(|delegate| delegate.grants.0.iter_mut()) {
        grant.job_title = grant.job_id.and_then(|job| titles.get(&job).cloned());
    }
    Ok(delegates)
}

/// The company's delegates with their grants.
#[utoipa::path(get, path = "/api/accounts/company-delegates", tag = "delegates", security(("jwt" = [])),
    responses((status = 200, body = Vec<Delegate>), (status = 403, body = ErrorBody)))]
pub async fn company_delegates(
    State(state): State<AppState>,
    owner: CompanyOwner,
) -> Result<Json<Vec<Delegate>>, ApiError> {
    Ok(Json(delegates(&state.pool, owner.company.id, None).await?))
}

/// Lifts an employee's limits: they see the whole company again, and their grants are gone.
#[utoipa::path(delete, path = "/api/accounts/company-delegates/{id}/", tag = "delegates", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn remove_delegate(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if !store::remove(&state.pool, owner.company.id, id).await? {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Refuses anyone who is not an employee of `company`.
async fn require_employee(db: &mut PgConnection, company: Uuid, employee: Uuid) -> Result<(), ApiError> {
    if store::employs(db, company, employee).await? {
        Ok(())
    } else {
        Err(DelegateError::NotAnEmployee.into())
    }
}

/// Stores a grant; the employee becomes a delegate if they were not one.
async fn store_grant(
    db: &mut PgConnection,
    company: Uuid,
    employee: Uuid,
    grant: Grant,
    granted_by: Uuid,
) -> Result<(), ApiError> {
    if store::grant(db, company, employee, grant, granted_by).await? {
        Ok(())
    } else {
        Err(DelegateError::AlreadyGranted.into())
    }
}

#[derive(Deserialize, ToSchema)]
pub struct GrantAccessRequest {
    /// An employee of the company.
    #[schema(required = true, value_type = Uuid)]
    employee_id: Option<Uuid>,
    /// A department, division or sub-division of the company that is not archived.
    #[schema(required = true, value_type = Uuid)]
    unit_id: Option<Uuid>,
}

/// Limits an employee to a unit (and everything under it), or adds a unit to a delegate's
/// scope. An employee who was not a delegate sees only this unit from now on.
#[utoipa::path(post, path = "/api/accounts/grant-access-to-delegate/", tag = "delegates", security(("jwt" = [])),
    request_body = GrantAccessRequest,
    responses((status = 201, body = Delegate), (status = 409, body = ErrorBody, description = "already_granted"),
        (status = 422, body = ErrorBody)))]
pub async fn grant_access(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<GrantAccessRequest>,
) -> Result<(StatusCode, Json<Delegate>), ApiError> {
    let company = owner.company.id;
    let employee = body
        .employee_id
        .ok_or_else(|| ApiError::field("employee_id", FieldError::Required))?;
    let unit = body
        .unit_id
        .ok_or_else(|| ApiError::field("unit_id", FieldError::Required))?;
    let mut tx = state.pool.begin().await?;
    require_employee(&mut tx, company, employee).await?;
    if !is_open_unit(&mut tx, Company(company), unit).await? {
        return Err(DelegateError::NoSuchUnit.into());
    }
    store_grant(&mut tx, company, employee, Grant::Unit(unit), owner.caller.id).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(delegate(&state.pool, company, employee).await?),
    ))
}

/// Revokes one grant, of a unit or of a job. The delegate stays limited: with no grants left
/// they see no jobs until they get new ones or their limits are lifted.
#[utoipa::path(delete, path = "/api/accounts/grant-access-to-delegate/{id}/", tag = "delegates", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn revoke_access(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if !store::revoke(&state.pool, owner.company.id, id).await? {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct ApplicantPermissionRequest {
    /// Whether the delegate sees the applications of their jobs.
    #[schema(required = true, value_type = bool)]
    applicants: Option<bool>,
}

/// Whether a delegate sees the applications (and their interviews, offers and notifications)
/// of the jobs in their scope, or only the jobs.
#[utoipa::path(put, path = "/api/accounts/company-applicant-permission/{id}/", tag = "delegates", security(("jwt" = [])),
    request_body = ApplicantPermissionRequest,
    responses((status = 200, body = Delegate), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "not_a_delegate: the employee sees the whole company")))]
pub async fn set_applicant_permission(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ApplicantPermissionRequest>,
) -> Result<Json<Delegate>, ApiError> {
    let company = owner.company.id;
    let applicants = body
        .applicants
        .ok_or_else(|| ApiError::field("applicants", FieldError::Required))?;
    let mut tx = state.pool.begin().await?;
    require_employee(&mut tx, company, id)
        .await
        .map_err(|_| ApiError::NotFound)?;
    if !store::set_applicants(&mut tx, company, id, applicants).await? {
        return Err(DelegateError::NotADelegate.into());
    }
    tx.commit().await?;
    Ok(Json(delegate(&state.pool, company, id).await?))
}

impl TryFrom<String> for JobAccessReason {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        let access = match text.as_str() {
            "whole_company" => JobAccess::WholeCompany,
            "unit" => JobAccess::Unit,
            "job" => JobAccess::Job,
            "author" => JobAccess::Author,
            _ => return Err(format!("unknown job access {text}")),
        };
        Ok(Self(access))
    }
}

#[derive(Serialize, ToSchema)]
pub struct JobAccessList {
    pub job_id: Uuid,
    /// The company account always sees the job; these are the active employees who do.
    pub employees: Vec<JobAccessEntry>,
}

/// The company's job `id`; any other does not exist.
async fn require_company_job(pool: &PgPool, company: Uuid, job: Uuid) -> Result<(), ApiError> {
    if access::is_company_job(pool, Company(company), job).await? {
        Ok(())
    } else {
        Err(DelegateError::NoSuchJob.into())
    }
}

async fn job_access_list(pool: &PgPool, company: Uuid, job: Uuid) -> Result<JobAccessList, ApiError> {
    let placement = access::placement(pool, Company(company), job)
        .await?
        .ok_or(DelegateError::NoSuchJob)?;
    let employees = store::job_access(pool, company, job, placement.position_id, placement.created_by).await?;
    Ok(JobAccessList { job_id: job, employees })
}

/// Who of the company's employees sees job `id`, and why (manage-job-access).
#[utoipa::path(get, path = "/api/jobs/manage-job-access/{id}/", tag = "delegates", security(("jwt" = [])),
    responses((status = 200, body = JobAccessList), (status = 404, body = ErrorBody)))]
pub async fn job_access(
    State(state): State<AppState>,
    owner: ModuleOwner<Ats>,
    Path(id): Path<Uuid>,
) -> Result<Json<JobAccessList>, ApiError> {
    let company = owner.company.id;
    require_company_job(&state.pool, company, id).await?;
    Ok(Json(job_access_list(&state.pool, company, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct JobAccessRequest {
    /// A delegate of the company (an employee who sees the whole company has the job already).
    #[schema(required = true, value_type = Uuid)]
    employee_id: Option<Uuid>,
}

/// Opens job `id` to a delegate, wherever its position is.
#[utoipa::path(post, path = "/api/jobs/manage-job-access/{id}/", tag = "delegates", security(("jwt" = [])),
    request_body = JobAccessRequest,
    responses((status = 201, body = JobAccessList), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "already_granted, also for an employee who sees the whole company")))]
pub async fn grant_job_access(
    State(state): State<AppState>,
    owner: ModuleOwner<Ats>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<JobAccessRequest>,
) -> Result<(StatusCode, Json<JobAccessList>), ApiError> {
    let company = owner.company.id;
    require_company_job(&state.pool, company, id).await?;
    let employee = body
        .employee_id
        .ok_or_else(|| ApiError::field("employee_id", FieldError::Required))?;
    let mut tx = state.pool.begin().await?;
    require_employee(&mut tx, company, employee).await?;
    if !store::is_delegate(&mut tx, employee).await? {
        return Err(DelegateError::AlreadyGranted.into());
    }
    store_grant(&mut tx, company, employee, Grant::Job(id), owner.caller.id).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(job_access_list(&state.pool, company, id).await?),
    ))
}
