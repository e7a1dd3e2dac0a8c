//! Job postings and staff requests: post, edit, change status, approve or decline a request,
//! the company's jobs, and the public list of live jobs.

use super::skills;
use crate::caller::{Caller, Hiring, HiringCompany, InScope};
use crate::http::JsonBody;
use crate::http::input::{keywords_parameter, list_parameter, text_parameter};
use crate::http::policy::Viewer;
use crate::http::roles::{CompanySide, JobEditors, Posters};
use crate::http::{ApiError, ErrorBody};
use crate::http::{Page, Paginated, SearchPage};
use crate::http::{Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::accounts::{EmployeeRole, UserType};
use domain::hiring::job::{Job, JobCommand, JobCompetency, JobDetails, JobDetailsInput};
use domain::validation::FieldError;
use projections::event_store::{execute, load};
use projections::tenancy::HiringScope as Scope;
use projections::tenancy::Public;
use projections::views::jobs::read::{self as jobs, CompanyJobs, JobActions, JobRow};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(post_job))
        .routes(routes!(get_job, update_job))
        .routes(routes!(change_status))
        .routes(routes!(my_jobs))
        .routes(routes!(requested_staff))
        .routes(routes!(approve_request))
        .routes(routes!(decline_request))
        .routes(routes!(set_job_requirements))
        .routes(routes!(live_jobs))
}

#[derive(Serialize, ToSchema)]
pub struct JobCompany {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct JobResponse {
    pub id: Uuid,
    /// requested, declined, draft, live, inactive or closed (a live job past its deadline reads as closed).
    pub status: String,
    /// Left out for confidential jobs seen from outside the company.
    pub company: Option<JobCompany>,
    pub details: JobDetails,
    pub deadline: Option<DateTime<Utc>>,
    pub requested: bool,
    pub created_at: DateTime<Utc>,
    pub published_at: Option<DateTime<Utc>>,
    /// Applications per status id, for the company side only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicants: Option<BTreeMap<String, i64>>,
    /// The position whose competencies the job's applicants are evaluated against, and those
    /// competencies (set-job-requirements); for the company side only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position_id: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub competencies: Option<Vec<JobCompetency>>,
    /// What this caller may do to it now: what its status allows (the table the job refuses the
    /// others by) that the caller's role may do; for the company side only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actions: Option<JobActions>,
}

impl JobResponse {
    /// What a viewer sees: the company side everything; others not the company of a
    /// confidential job, nor a hidden salary, nor the applicant counts.
    fn seen_by(row: JobRow, company_side: bool) -> Self {
        let mut details = row.details.0;
        let company = JobCompany {
            id: row.company_id,
            name: row.company_name,
            logo: row.company_logo,
        };
        let company = if company_side || !details.confidential {
            Some(company)
        } else {
            None
        };
        if !company_side && details.hide_salary {
            details.salary_min = None;
            details.salary_max = None;
        }
        Self {
            id: row.id,
            status: row.status,
            company,
            details,
            deadline: row.deadline,
            requested: row.requested,
            created_at: row.created_at,
            published_at: row.published_at,
            applicants: company_side.then_some(row.applicants.0),
            position_id: row.position_id.filter(|_| company_side),
            competencies: company_side.then_some(row.competencies.0),
            actions: company_side.then_some(row.actions),
        }
    }

    /// A job of the company as a caller of `scope` sees it: a delegate who may not see
    /// applications does not see how many there are either, and the actions are the caller's.
    fn seen_in(row: JobRow, scope: &Scope, viewer: Viewer) -> Self {
        let mut job = Self::seen_by(row, true);
        if !scope.sees_applicants_of(job.id) {
            job.applicants = None;
        }
        if let Some(actions) = &mut job.actions {
            viewer.narrow(actions);
        }
        job
    }
}

/// A job in the caller's scope, as the company side sees it.
async fn company_job(pool: &PgPool, caller: &Caller, scope: &Scope, id: Uuid) -> Result<JobResponse, ApiError> {
    let row = jobs::in_scope(pool, scope, id).await?.ok_or(ApiError::NotFound)?;
    Ok(JobResponse::seen_in(row, scope, caller.viewer()))
}

/// Loads a job aggregate in the caller's scope; another company's job, or one outside a
/// delegate's grants, does not exist.
async fn own_job(pool: &PgPool, scope: &Scope, id: Uuid) -> Result<Job, ApiError> {
    let job: Job = load(pool, id).await?;
    scope.require_job(id)?;
    if job.company_id() == Some(scope.company) {
        Ok(job)
    } else {
        Err(ApiError::NotFound)
    }
}

fn today() -> chrono::NaiveDate {
    Utc::now().date_naive()
}

#[derive(ToSchema)]
pub struct PostJobRequest {
    #[serde(flatten)]
    details: JobDetailsInput,
    /// Publish at once (companies and Block Leaders); otherwise a draft.
    publish: Option<bool>,
}

crate::http::flat::flat_request!(PostJobRequest { publish, details });

/// Post a job. A Hiring Manager's post becomes a staff request for the company to decide.
#[utoipa::path(post, path = "/api/jobs/job/", tag = "jobs", security(("jwt" = [])), request_body = PostJobRequest,
    responses((status = 201, body = JobResponse), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn post_job(
    State(state): State<AppState>,
    HiringCompany { caller, company, .. }: HiringCompany<Posters>,
    JsonBody(body): JsonBody<PostJobRequest>,
) -> Result<(StatusCode, Json<JobResponse>), ApiError> {
    let mut details = body.details.parse(today()).map_err(ApiError::from)?;
    let mut tx = state.pool.begin().await?;
    details.skills = skills::english_names(&mut tx, &details.skills).await?;
    let id = Uuid::now_v7();
    let command = if caller.role == Some(EmployeeRole::HiringManager) {
        JobCommand::RequestStaff {
            company_id: company,
            details,
            requirements: None,
        }
    } else {
        JobCommand::Post {
            company_id: company,
            details,
            publish: body.publish.unwrap_or(false),
        }
    };
    execute(&state.hiring.jobs, id, command, Some(caller.id)).await?;
    tx.commit().await?;
    // Whoever posts a job sees it, delegates included. Its view is written after the events
    // are: if the database went away in between, the view catches up once it is back, and
    // until then the new job is not yet readable, which is no reason to say it does not exist.
    let scope = Scope::whole(company);
    let posted = jobs::in_scope(&state.pool, &scope, id)
        .await?
        .ok_or_else(|| ApiError::Unavailable(anyhow::anyhow!("job {id} is committed; its view is catching up")))?;
    Ok((
        StatusCode::CREATED,
        Json(JobResponse::seen_in(posted, &scope, caller.viewer())),
    ))
}

/// Refuses, exactly as for an unknown id, a job that people outside its company may not see.
pub async fn require_published(pool: &PgPool, id: Uuid) -> Result<(), ApiError> {
    if jobs::is_published(pool, Public, id).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

/// The company whose jobs a caller sees from the inside: their own, on the company side.
fn company_side_of(caller: &Caller) -> Option<Uuid> {
    match caller.user_type {
        UserType::Company | UserType::Employee => caller.company.as_ref().map(|company| company.id),
        UserType::Jobseeker => None,
    }
}

/// A job: the company side sees its own jobs in any status; everyone else sees published jobs.
#[utoipa::path(get, path = "/api/jobs/job/{id}/", tag = "jobs", security(("jwt" = [])),
    responses((status = 200, body = JobResponse), (status = 404, body = ErrorBody)))]
pub async fn get_job(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<JobResponse>, ApiError> {
    if let Some(company) = company_side_of(&caller) {
        let scope = caller.scope_in(&state.pool, company).await?;
        if let Some(row) = jobs::in_scope(&state.pool, &scope, id).await? {
            return Ok(Json(JobResponse::seen_in(row, &scope, caller.viewer())));
        }
    }
    let row = jobs::published(&state.pool, Public, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(JobResponse::seen_by(row, false)))
}

/// Edit a job (company or HR Executive).
#[utoipa::path(put, path = "/api/jobs/job/{id}/", tag = "jobs", security(("jwt" = [])), request_body = PostJobRequest,
    responses((status = 200, body = JobResponse), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_job(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<JobEditors>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<PostJobRequest>,
) -> Result<Json<JobResponse>, ApiError> {
    own_job(&state.pool, &scope, id).await?;
    let mut details = body.details.parse(today()).map_err(ApiError::from)?;
    let mut tx = state.pool.begin().await?;
    details.skills = skills::english_names(&mut tx, &details.skills).await?;
    execute(&state.hiring.jobs, id, JobCommand::Update { details }, Some(caller.id)).await?;
    tx.commit().await?;
    Ok(Json(company_job(&state.pool, &caller, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum JobStatusChange {
    Publish,
    Deactivate,
    Activate,
    Close,
}

#[derive(Deserialize, ToSchema)]
pub struct JobStatusRequest {
    action: JobStatusChange,
}

/// Publish, deactivate, activate or close a job (company or HR Executive).
#[utoipa::path(post, path = "/api/jobs/job-status/{id}/", tag = "jobs", security(("jwt" = [])), request_body = JobStatusRequest,
    responses((status = 200, body = JobResponse), (status = 409, body = ErrorBody)))]
pub async fn change_status(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<JobEditors>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<JobStatusRequest>,
) -> Result<Json<JobResponse>, ApiError> {
    own_job(&state.pool, &scope, id).await?;
    let command = match body.action {
        JobStatusChange::Publish => JobCommand::Publish,
        JobStatusChange::Deactivate => JobCommand::Deactivate,
        JobStatusChange::Activate => JobCommand::Activate,
        JobStatusChange::Close => JobCommand::Close,
    };
    execute(&state.hiring.jobs, id, command, Some(caller.id)).await?;
    Ok(Json(company_job(&state.pool, &caller, &scope, id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CompanyJobsQuery {
    /// Only jobs in this status.
    status: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

async fn company_jobs(
    pool: &PgPool,
    caller: &Caller,
    scope: &Scope,
    list: CompanyJobs,
    query: CompanyJobsQuery,
) -> Result<Paginated<JobResponse>, ApiError> {
    let page = Page::of(query.page, query.page_size);
    let (count, rows) = jobs::company_jobs(pool, scope, list, query.status.as_deref(), page.rows()).await?;
    Ok(Paginated {
        count,
        results: rows
            .into_iter()
            .map(|row| JobResponse::seen_in(row, scope, caller.viewer()))
            .collect(),
    })
}

/// The company's jobs (My jobs for the company, All jobs for its employees), newest first.
#[utoipa::path(get, path = "/api/jobs/my-jobs/", tag = "jobs", security(("jwt" = [])), params(CompanyJobsQuery),
    responses((status = 200, body = Paginated<JobResponse>)))]
pub async fn my_jobs(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Query(query): Query<CompanyJobsQuery>,
) -> Result<Json<Paginated<JobResponse>>, ApiError> {
    Ok(Json(
        company_jobs(&state.pool, &caller, &scope, CompanyJobs::Posted, query).await?,
    ))
}

/// Staff requested by Hiring Managers, waiting or decided.
#[utoipa::path(get, path = "/api/jobs/all-requested-staff", tag = "jobs", security(("jwt" = [])), params(CompanyJobsQuery),
    responses((status = 200, body = Paginated<JobResponse>)))]
pub async fn requested_staff(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Query(query): Query<CompanyJobsQuery>,
) -> Result<Json<Paginated<JobResponse>>, ApiError> {
    Ok(Json(
        company_jobs(&state.pool, &caller, &scope, CompanyJobs::Requested, query).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub struct ApproveRequest {
    /// Publish at once instead of keeping a draft.
    publish: Option<bool>,
}

/// Approve a staff request (company or HR Executive).
#[utoipa::path(post, path = "/api/jobs/requested-staff/{id}/approve/", tag = "jobs", security(("jwt" = [])), request_body = ApproveRequest,
    responses((status = 200, body = JobResponse), (status = 409, body = ErrorBody)))]
pub async fn approve_request(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<JobEditors>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ApproveRequest>,
) -> Result<Json<JobResponse>, ApiError> {
    own_job(&state.pool, &scope, id).await?;
    execute(
        &state.hiring.jobs,
        id,
        JobCommand::ApproveRequest {
            publish: body.publish.unwrap_or(false),
        },
        Some(caller.id),
    )
    .await?;
    Ok(Json(company_job(&state.pool, &caller, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct DeclineRequest {
    reason: Option<String>,
}

/// Decline a staff request (company or HR Executive).
#[utoipa::path(post, path = "/api/jobs/requested-staff/{id}/decline/", tag = "jobs", security(("jwt" = [])), request_body = DeclineRequest,
    responses((status = 200, body = JobResponse), (status = 409, body = ErrorBody)))]
pub async fn decline_request(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<JobEditors>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<DeclineRequest>,
) -> Result<Json<JobResponse>, ApiError> {
    own_job(&state.pool, &scope, id).await?;
    let reason = domain::validation::optional_text(body.reason.as_deref(), 2000)
        .map_err(|error| ApiError::field("reason", error))?;
    execute(
        &state.hiring.jobs,
        id,
        JobCommand::DeclineRequest { reason },
        Some(caller.id),
    )
    .await?;
    Ok(Json(company_job(&state.pool, &caller, &scope, id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct JobSearchQuery {
    /// Keywords over title, description, requirements, skills and company name; typos forgiven.
    #[param(max_length = 200)]
    q: Option<String>,
    category: Option<String>,
    employment_type: Option<String>,
    /// 1..9.
    #[param(maximum = 255)]
    job_level: Option<u8>,
    location: Option<String>,
    /// Jobs paying at least this much (jobs hiding their salary never match).
    #[param(value_type = Option<i64>, minimum = 0, maximum = 4294967295.0)]
    salary_min: Option<u32>,
    /// Jobs paying at most this much (jobs hiding their salary never match).
    #[param(value_type = Option<i64>, minimum = 0, maximum = 4294967295.0)]
    salary_max: Option<u32>,
    /// Comma-separated; every one must be asked for.
    skills: Option<String>,
    /// One company's jobs.
    company: Option<Uuid>,
    /// relevance (default), newest or salary.
    #[param(pattern = "^(|relevance|newest|salary)$")]
    sort: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// Job search (Find Jobs): live jobs open for applications, with filters and facet counts.
#[utoipa::path(get, path = "/api/jobs/jobs", tag = "jobs", security(("jwt" = [])), params(JobSearchQuery),
    responses((status = 200, body = SearchPage<JobResponse>), (status = 422, body = ErrorBody)))]
pub async fn live_jobs(
    State(state): State<AppState>,
    _: Caller,
    Query(query): Query<JobSearchQuery>,
) -> Result<Json<SearchPage<JobResponse>>, ApiError> {
    let sort = match query.sort.as_deref().map(str::trim) {
        None | Some("" | "relevance") => search::JobSort::Relevance,
        Some("newest") => search::JobSort::Newest,
        Some("salary") => search::JobSort::SalaryHigh,
        Some(_) => return Err(ApiError::field("sort", FieldError::InvalidChoice)),
    };
    let found = state
        .search
        .search_jobs(&search::JobQuery {
            q: keywords_parameter("q", query.q)?,
            category: text_parameter(query.category),
            employment_type: text_parameter(query.employment_type),
            job_level: query.job_level,
            location: text_parameter(query.location),
            salary_min: query.salary_min,
            salary_max: query.salary_max,
            skills: list_parameter(query.skills.as_deref()),
            company_id: query.company,
            sort,
            page: Page::of(query.page, query.page_size).number(),
            page_size: Page::of(query.page, query.page_size).size(),
        })
        .await
        .map_err(anyhow::Error::from)?;
    Ok(Json(SearchPage {
        count: found.total,
        results: public_jobs(&state.pool, &found.ids).await?,
        facets: found.facets,
    }))
}

/// Jobs as outsiders see them, in the order of `ids`; ids of jobs that no longer exist are
/// skipped.
pub async fn public_jobs(pool: &PgPool, ids: &[Uuid]) -> Result<Vec<JobResponse>, ApiError> {
    Ok(jobs::by_ids(pool, Public, ids)
        .await?
        .into_iter()
        .map(|row| JobResponse::seen_by(row, false))
        .collect())
}

#[derive(Deserialize, ToSchema)]
pub struct JobRequirementsRequest {
    /// A position of the company's org structure; its competency model becomes the job's.
    #[schema(required = true, value_type = Uuid)]
    position_id: Option<Uuid>,
}

/// Evaluate this job's applicants against a position's competencies: they are copied into the
/// job, so later changes to the position's model do not move a running evaluation.
#[utoipa::path(post, path = "/api/jobs/set-job-requirements/{id}/", tag = "jobs", security(("jwt" = [])),
    request_body = JobRequirementsRequest, responses((status = 200, body = JobResponse)))]
pub async fn set_job_requirements(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<JobRequirementsRequest>,
) -> Result<Json<JobResponse>, ApiError> {
    let company = scope.company;
    own_job(&state.pool, &scope, id).await?;
    let position_id = body
        .position_id
        .ok_or_else(|| ApiError::field("position_id", FieldError::Required))?;
    // A delegate places jobs only inside their own units.
    if !scope.covers_position(&state.pool, position_id).await? {
        return Err(ApiError::field("position_id", FieldError::InvalidChoice));
    }
    let position = projections::views::org::read::position(&state.pool, scope.tenant(), position_id).await?;
    if position.is_none_or(|position| position.archived) {
        return Err(ApiError::field("position_id", FieldError::InvalidChoice));
    }
    let competencies = projections::views::org::read::requirements_of(
        &state.pool,
        projections::tenancy::Company(company),
        position_id,
    )
    .await?;
    execute(
        &state.hiring.jobs,
        id,
        JobCommand::SetRequirements {
            position_id,
            competencies,
        },
        Some(caller.id),
    )
    .await?;
    Ok(Json(company_job(&state.pool, &caller, &scope, id).await?))
}
