//! Applications and the applicant pipeline: applying, a job seeker's applications, the
//! pipeline and table of a job, every applicant of the company, one applicant with notes,
//! interviews, offers and the audit history, and the actions on applicants (one or many).

use crate::caller::Caller;
use crate::caller::InScope;
use crate::http::Actor;
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{Page, Paginated, roles};
use crate::http::{Path, Query};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::accounts::UserType;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{ApplicationCommand, ApplicationError};
use domain::privacy::ConsentPurpose;
use domain::validation::FieldError;
use projections::hiring::execute;
use projections::tenancy::HiringScope as Scope;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::HashMap;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(apply))
        .routes(routes!(my_applications))
        .routes(routes!(withdraw))
        .routes(routes!(pipeline))
        .routes(routes!(table))
        .routes(routes!(export_table))
        .routes(routes!(all_applicants))
        .routes(routes!(applicant))
        .routes(routes!(act))
        .routes(routes!(bulk))
        .routes(routes!(rate))
        .routes(routes!(notes, add_note))
        .routes(routes!(private_notes, add_private_note))
        .routes(routes!(history))
}

#[derive(Serialize, ToSchema)]
pub struct Status {
    /// 0..8, spec section 4.
    pub id: u8,
    /// applied, in_review, shortlisted, interview, offered, hired, rejected_by_company, rejected_by_applicant, accepted_by_applicant
    pub value: &'static str,
}

fn status(id: i16) -> Status {
    let status = ApplicationStatus::from_id(i64::from(id)).unwrap_or(ApplicationStatus::Applied);
    Status {
        id: status.id(),
        value: status.value(),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ApplyRequest {
    cover_letter: Option<String>,
    /// The version of the privacy terms accepted for this application (`GET /api/privacy/terms/`).
    #[schema(required = true, value_type = String)]
    privacy_terms_version: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Applied {
    pub id: Uuid,
}

/// Apply to a job (job seekers; a CV is required).
#[utoipa::path(post, path = "/api/jobs/job/{id}/apply/", tag = "applications", security(("jwt" = [])), request_body = ApplyRequest,
    responses((status = 201, body = Applied), (status = 409, body = ErrorBody, description = "cv_required, already_applied, job_not_accepting"),
        (status = 404, body = ErrorBody, description = "no such job, or one that was never published")))]
pub async fn apply(
    State(state): State<AppState>,
    caller: Caller,
    Path(job_id): Path<Uuid>,
    JsonBody(body): JsonBody<ApplyRequest>,
) -> Result<(StatusCode, Json<Applied>), ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    super::job::require_published(&state.pool, job_id).await?;
    let mut fields = FieldErrors::default();
    let terms = crate::privacy::accepted_version(&mut fields, body.privacy_terms_version.as_deref());
    fields.into_result()?;
    let terms = terms.ok_or_else(|| ApiError::Validation(FieldErrors::default()))?;
    let id = claim(&state.pool, job_id, caller.id).await?;
    let command = ApplicationCommand::Apply {
        job_id,
        jobseeker_id: caller.id,
        cover_letter: body.cover_letter,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    let purpose = ConsentPurpose::Application { application_id: id };
    crate::privacy::record_consent(&state, caller.id, terms, purpose).await?;
    Ok((StatusCode::CREATED, Json(Applied { id })))
}

/// The application id for this job seeker and job: a new one, or the one of an earlier try
/// that never produced an application. Refused if they have applied already.
async fn claim(pool: &PgPool, job_id: Uuid, jobseeker_id: Uuid) -> Result<Uuid, ApiError> {
    let fresh = Uuid::now_v7();
    sqlx::query("INSERT INTO application_claims (job_id, jobseeker_id, application_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(job_id)
        .bind(jobseeker_id)
        .bind(fresh)
        .execute(pool)
        .await?;
    let (id, applied): (Uuid, bool) = sqlx::query_as(
        "SELECT c.application_id,
                EXISTS (SELECT 1 FROM events e WHERE e.aggregate_type = 'application' AND e.aggregate_id = c.application_id::text)
         FROM application_claims c WHERE c.job_id = $1 AND c.jobseeker_id = $2",
    )
    .bind(job_id)
    .bind(jobseeker_id)
    .fetch_one(pool)
    .await?;
    if applied {
        Err(cqrs_es::AggregateError::UserError(ApplicationError::AlreadyApplied).into())
    } else {
        Ok(id)
    }
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct MyApplication {
    pub id: Uuid,
    #[sqlx(skip)]
    pub status: Option<Status>,
    #[serde(skip)]
    status_id: i16,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub job_id: Uuid,
    pub job_title: String,
    /// Left out when the job is confidential.
    pub company_id: Option<Uuid>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
    /// The open offer, if any: its id, salary, currency and last date.
    #[schema(value_type = Option<Object>)]
    pub offer: Option<serde_json::Value>,
    /// The next scheduled interview, if any.
    #[schema(value_type = Option<Object>)]
    pub interview: Option<serde_json::Value>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyApplicationsQuery {
    /// An application status value (spec: /my-applications?tab=…).
    #[param(
        pattern = "^(|all|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    tab: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// The signed-in job seeker's applications, newest first.
#[utoipa::path(get, path = "/api/jobs/my-applications/", tag = "applications", security(("jwt" = [])), params(MyApplicationsQuery),
    responses((status = 200, body = Paginated<MyApplication>), (status = 422, body = ErrorBody)))]
pub async fn my_applications(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<MyApplicationsQuery>,
) -> Result<Json<Paginated<MyApplication>>, ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    let tab = match query.tab.as_deref().filter(|tab| !tab.is_empty() && *tab != "all") {
        None => None,
        Some(value) => {
            let status = ApplicationStatus::from_value(value)
                .ok_or_else(|| ApiError::field("tab", FieldError::InvalidChoice))?;
            Some(i16::from(status.id()))
        }
    };
    let filter = "a.jobseeker_id = $1 AND ($2::smallint IS NULL OR a.status = $2)";
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM application_views a WHERE {filter}"))
        .bind(caller.id)
        .bind(tab)
        .fetch_one(&state.pool)
        .await?;
    let page = Page::of(query.page, query.page_size);
    let mut results: Vec<MyApplication> = sqlx::query_as(&format!(
        "SELECT a.id, a.status AS status_id, a.applied_at, a.status_changed_at, a.job_id, j.title AS job_title,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.id END AS company_id,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.name END AS company_name,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.logo END AS company_logo,
                (SELECT json_build_object('id', o.id, 'gross_salary', o.gross_salary, 'currency', o.currency,
                                          'bonus_system', o.bonus_system, 'last_date', o.last_date, 'notes', o.notes)
                 FROM offer_views o WHERE o.application_id = a.id AND o.status = 'sent' ORDER BY o.sent_at DESC LIMIT 1) AS offer,
                (SELECT json_build_object('id', i.id, 'date', i.date, 'start', i.start_time, 'end', i.end_time,
                                          'location', i.location, 'meet_link', i.meet_link)
                 FROM interview_views i WHERE i.application_id = a.id AND i.status IN ('scheduled', 'in_progress') AND a.status NOT IN (5, 6, 7)
                 ORDER BY i.date, i.start_time LIMIT 1) AS interview
         FROM application_views a JOIN job_views j ON j.id = a.job_id JOIN companies c ON c.id = a.company_id
         WHERE {filter} ORDER BY a.applied_at DESC {}",
        page.limit_offset(3)
    ))
    .bind(caller.id)
    .bind(tab)
    .bind(page.offset())
    .fetch_all(&state.pool)
    .await?;
    for application in &mut results {
        application.status = Some(status(application.status_id));
    }
    Ok(Json(Paginated { count, results }))
}

/// Withdraw one's own application.
#[utoipa::path(post, path = "/api/jobs/my-applications/{id}/withdraw/", tag = "applications", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    caller.require(&[Actor::Jobseeker])?;
    let mine: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM application_views WHERE id = $1 AND jobseeker_id = $2)")
            .bind(id)
            .bind(caller.id)
            .fetch_one(&state.pool)
            .await?;
    if !mine {
        return Err(ApiError::NotFound);
    }
    execute(
        &state.hiring.applications,
        id,
        ApplicationCommand::Withdraw,
        Some(caller.id),
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// An applicant as the pipeline, the tables and the applicant page show them.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct ApplicantCard {
    pub id: Uuid,
    #[sqlx(skip)]
    pub status: Option<Status>,
    #[serde(skip)]
    status_id: i16,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub rating: Option<i16>,
    /// Average of the submitted interview evaluations (1..5).
    pub score: Option<f64>,
    pub favorite: bool,
    pub blacklisted: bool,
    pub job_id: Uuid,
    pub job_title: String,
    pub candidate_id: Uuid,
    /// Null when the candidate has deleted their account.
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub cv_name: String,
    pub cv_url: String,
    /// The applicant's personal data in it was erased (their account deleted, or the company's
    /// retention period ran out): it shows nobody and takes no more actions.
    pub anonymised: bool,
}

/// An application's score: the average of its submitted interview evaluations (1..5).
macro_rules! card_score {
    () => {
        "(SELECT avg(e.average)::float8 FROM interview_evaluations e WHERE e.application_id = a.id)"
    };
}

/// A card's columns, read from `application_views a` and what `card_joins!` joins to it.
macro_rules! card_columns {
    () => {
        concat!(
            "a.id, a.status AS status_id, a.applied_at, a.status_changed_at, a.rating, ",
            card_score!(),
            " AS score,
        coalesce(f.favorite, false) AS favorite, coalesce(f.blacklisted, false) AS blacklisted,
        a.job_id, j.title AS job_title, a.jobseeker_id AS candidate_id, u.first_name, u.last_name, u.email, a.cv_name, a.cv_url,
        a.anonymised_at IS NOT NULL AS anonymised"
        )
    };
}

/// What a card reads beside its application.
macro_rules! card_joins {
    () => {
        "JOIN job_views j ON j.id = a.job_id
    LEFT JOIN users u ON u.id = a.jobseeker_id
    LEFT JOIN candidate_flags f ON f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id"
    };
}

pub(super) const CARD_SELECT: &str = concat!("SELECT ", card_columns!(), " FROM application_views a ", card_joins!());

pub(super) fn with_status(mut cards: Vec<ApplicantCard>) -> Vec<ApplicantCard> {
    for card in &mut cards {
        card.status = Some(status(card.status_id));
    }
    cards
}

/// A job whose applicants the caller may see; any other does not exist.
async fn own_job(pool: &PgPool, scope: &Scope, job: Uuid) -> Result<(), ApiError> {
    scope.require_applicants_of(job)?;
    let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM job_views WHERE id = $1 AND company_id = $2)")
        .bind(job)
        .bind(scope.company)
        .fetch_one(pool)
        .await?;
    if exists { Ok(()) } else { Err(ApiError::NotFound) }
}

#[derive(Serialize, ToSchema)]
pub struct PipelineColumn {
    pub status: Status,
    /// Every applicant in the column; `applicants` holds one page of them.
    pub count: i64,
    pub applicants: Vec<ApplicantCard>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PipelineQuery {
    /// Only this column (a status value), to show more of it.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Page of each column, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Cards per column, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// One job's applicants grouped by status, for the kanban board: each column's count and a
/// page of its cards, latest status change first. A job may have ten thousand applicants, and a
/// board that sent them all took seconds to read and to draw.
#[utoipa::path(get, path = "/api/jobs/applicantsforpipeline/{job_id}/", tag = "applicants", security(("jwt" = [])),
    params(PipelineQuery),
    responses((status = 200, body = Vec<PipelineColumn>), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn pipeline(
    State(state): State<AppState>,
    caller: Caller,
    Path(job_id): Path<Uuid>,
    Query(query): Query<PipelineQuery>,
) -> Result<Screen<Json<Vec<PipelineColumn>>>, ApiError> {
    let columns: Vec<ApplicationStatus> = match query.status.as_deref().filter(|value| !value.is_empty()) {
        None => ApplicationStatus::ALL.to_vec(),
        Some(value) => vec![
            ApplicationStatus::from_value(value).ok_or_else(|| ApiError::field("status", FieldError::InvalidChoice))?,
        ],
    };
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_job(&state.pool, &scope, job_id).await?;
    let statuses: Vec<i16> = columns.iter().map(|column| i16::from(column.id())).collect();
    let page = Page::of(query.page, query.page_size);
    let counts: HashMap<i16, i64> = sqlx::query_as(
        "SELECT status, count FROM application_status_counts WHERE company_id = $1 AND job_id = $2 AND status = ANY($3)",
    )
    .bind(scope.company)
    .bind(job_id)
    .bind(&statuses)
    .fetch_all(&state.pool)
    .await?
    .into_iter()
    .collect();
    // Each column's page is a range of one index (company, job, status, latest change first).
    let cards: Vec<ApplicantCard> = sqlx::query_as(&format!(
        concat!(
            "SELECT ",
            card_columns!(),
            " FROM unnest($3::smallint[]) AS columns(status)
             CROSS JOIN LATERAL (
                 SELECT * FROM application_views
                 WHERE company_id = $1 AND job_id = $2 AND status = columns.status
                 ORDER BY status_changed_at DESC, id {}
             ) a ",
            card_joins!(),
            " ORDER BY a.status, a.status_changed_at DESC, a.id"
        ),
        page.limit_offset(4)
    ))
    .bind(scope.company)
    .bind(job_id)
    .bind(&statuses)
    .bind(page.offset())
    .fetch_all(&state.pool)
    .await?;
    let mut cards = with_status(cards);
    let columns = columns
        .into_iter()
        .map(|column| {
            let id = i16::from(column.id());
            let (inside, rest): (Vec<_>, Vec<_>) = cards.drain(..).partition(|card| card.status_id == id);
            cards = rest;
            PipelineColumn {
                status: Status {
                    id: column.id(),
                    value: column.value(),
                },
                count: counts.get(&id).copied().unwrap_or(0),
                applicants: inside,
            }
        })
        .collect();
    Ok(Screen::of(scope.company, Json(columns)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TableQuery {
    /// applied_at (default), score or rating
    #[param(pattern = "^(applied_at|score|rating)$")]
    sort: Option<String>,
    /// asc or desc (default)
    #[param(pattern = "^(asc|desc)$")]
    order: Option<String>,
    /// Only this status value.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Only this job (all applicants of the company otherwise).
    job: Option<Uuid>,
    /// Only favorites.
    favorite: Option<bool>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// The table's filters over `application_views a` (with `candidate_flags f`), of those given:
/// `$1` company, `$2` job, `$3` status id, `$4` favorite, `$5` the jobs whose applicants the
/// caller sees. A filter left out is not in the text at all (rather than `$2 IS NULL OR …`),
/// because PostgreSQL reuses one plan for a statement's calls once it has seen five, and a
/// plan made to ignore the job reads every applicant of the company even when one job is asked.
fn table_filter(job: Option<Uuid>, status: Option<i16>, favorite: Option<bool>, jobs: Option<&[Uuid]>) -> String {
    let mut filter = String::from("a.company_id = $1");
    for (given, condition) in [
        (job.is_some(), " AND a.job_id = $2"),
        (status.is_some(), " AND a.status = $3"),
        (favorite.is_some(), " AND coalesce(f.favorite, false) = $4"),
        (jobs.is_some(), " AND a.job_id = ANY($5)"),
    ] {
        if given {
            filter.push_str(condition);
        }
    }
    filter
}

/// The table's sorting (`ORDER BY` text) and status filter, each checked.
fn table_order(
    sort: Option<&str>,
    order: Option<&str>,
    status: Option<&str>,
) -> Result<(String, Option<i16>), ApiError> {
    let mut fields = FieldErrors::default();
    let sort = fields.check(
        "sort",
        match sort.unwrap_or("applied_at") {
            "applied_at" => Ok("a.applied_at"),
            "score" => Ok(card_score!()),
            "rating" => Ok("a.rating"),
            _ => Err(FieldError::InvalidChoice),
        },
    );
    let order = fields.check(
        "order",
        match order.unwrap_or("desc") {
            "asc" => Ok("ASC NULLS FIRST"),
            "desc" => Ok("DESC NULLS LAST"),
            _ => Err(FieldError::InvalidChoice),
        },
    );
    let status = match status {
        None | Some("") => None,
        Some(value) => fields.check(
            "status",
            ApplicationStatus::from_value(value).ok_or(FieldError::InvalidChoice),
        ),
    };
    fields.into_result()?;
    let (Some(sort), Some(order)) = (sort, order) else {
        return Err(ApiError::NotFound);
    };
    Ok((
        format!("{sort} {order}, a.id"),
        status.map(|status| i16::from(status.id())),
    ))
}

async fn applicant_table(
    pool: &PgPool,
    scope: &Scope,
    job: Option<Uuid>,
    query: &TableQuery,
) -> Result<Paginated<ApplicantCard>, ApiError> {
    let (order_by, status) = table_order(query.sort.as_deref(), query.order.as_deref(), query.status.as_deref())?;
    let filter = table_filter(job, status, query.favorite, scope.applicant_jobs());
    // The flags only when the favorite filter reads them: PostgreSQL drops an unused join, but
    // too late to walk the order's index alone, and a deep page then reads every row it skips.
    let applications = match query.favorite {
        Some(_) => {
            "application_views a
                    LEFT JOIN candidate_flags f ON f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id"
        }
        None => "application_views a",
    };
    let count: i64 = match (job, query.favorite) {
        // The applications view keeps each job's count per status; a plan for this statement
        // reads a few rows whatever it is given, so its optional filters may stay in the text.
        (Some(job), None) => {
            sqlx::query_scalar(
                "SELECT coalesce(sum(count), 0)::int8 FROM application_status_counts
             WHERE company_id = $1 AND job_id = $2 AND ($3::smallint IS NULL OR status = $3)
               AND ($4::uuid[] IS NULL OR job_id = ANY($4))",
            )
            .bind(scope.company)
            .bind(job)
            .bind(status)
            .bind(scope.applicant_jobs())
            .fetch_one(pool)
            .await?
        }
        _ => {
            sqlx::query_scalar(&format!("SELECT count(*) FROM {applications} WHERE {filter}"))
                .bind(scope.company)
                .bind(job)
                .bind(status)
                .bind(query.favorite)
                .bind(scope.applicant_jobs())
                .fetch_one(pool)
                .await?
        }
    };
    // The page's ids first, from the applications alone: the cards' joins then read twenty
    // rows, not every applicant of the job. Only the ids go through the sort; a page of whole
    // rows sorted there halved the reads per second.
    let page = Page::of(query.page, query.page_size);
    let cards: Vec<ApplicantCard> = sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.id IN (
             SELECT a.id FROM {applications} WHERE {filter} ORDER BY {order_by} {})
         ORDER BY {order_by}",
        page.limit_offset(6)
    ))
    .bind(scope.company)
    .bind(job)
    .bind(status)
    .bind(query.favorite)
    .bind(scope.applicant_jobs())
    .bind(page.offset())
    .fetch_all(pool)
    .await?;
    Ok(Paginated {
        count,
        results: with_status(cards),
    })
}

/// One job's applicants as a sortable table.
#[utoipa::path(get, path = "/api/jobs/applicantsfortable/{job_id}/", tag = "applicants", security(("jwt" = [])), params(TableQuery),
    responses((status = 200, body = Paginated<ApplicantCard>), (status = 422, body = ErrorBody)))]
pub async fn table(
    State(state): State<AppState>,
    caller: Caller,
    Path(job_id): Path<Uuid>,
    Query(query): Query<TableQuery>,
) -> Result<Screen<Json<Paginated<ApplicantCard>>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_job(&state.pool, &scope, job_id).await?;
    Ok(Screen::of(
        scope.company,
        Json(applicant_table(&state.pool, &scope, Some(job_id), &query).await?),
    ))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// applied_at (default), score or rating
    #[param(pattern = "^(applied_at|score|rating)$")]
    sort: Option<String>,
    /// asc or desc (default)
    #[param(pattern = "^(asc|desc)$")]
    order: Option<String>,
    /// Only this status value.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Only favorites.
    favorite: Option<bool>,
}

const EXPORT_HEADERS: [&str; 11] = [
    "First name",
    "Last name",
    "E-mail",
    "Status",
    "Applied at",
    "Status changed at",
    "Rating",
    "Score",
    "Favorite",
    "Job",
    "CV",
];

fn export_row(card: ApplicantCard) -> crate::exports::Row {
    use crate::exports::Cell;
    vec![
        card.first_name.into(),
        card.last_name.into(),
        card.email.into(),
        status(card.status_id).value.into(),
        card.applied_at.to_rfc3339().into(),
        card.status_changed_at.to_rfc3339().into(),
        card.rating.into(),
        card.score.into(),
        (if card.favorite { "yes" } else { "no" }).into(),
        card.job_title.into(),
        Cell::from(card.cv_name),
    ]
}

/// One job's applicants as a CSV or XLSX file, with the table's filters and sorting; every
/// row, streamed as it is read.
#[utoipa::path(get, path = "/api/jobs/applicantsfortable/{job_id}/export/", tag = "applicants", security(("jwt" = [])),
    params(ExportQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export_table(
    State(state): State<AppState>,
    caller: Caller,
    Path(job_id): Path<Uuid>,
    Query(query): Query<ExportQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_job(&state.pool, &scope, job_id).await?;
    let (order_by, status) = table_order(query.sort.as_deref(), query.order.as_deref(), query.status.as_deref())?;
    let (pool, company, jobs, favorite) = (
        state.pool.clone(),
        scope.company,
        scope.applicant_jobs().map(<[Uuid]>::to_vec),
        query.favorite,
    );
    let rows = crate::exports::rows_from(move |sender| async move {
        let filter = table_filter(Some(job_id), status, favorite, jobs.as_deref());
        let sql = format!("{CARD_SELECT} WHERE {filter} ORDER BY {order_by}");
        let mut cards = sqlx::query_as::<_, ApplicantCard>(&sql)
            .bind(company)
            .bind(job_id)
            .bind(status)
            .bind(favorite)
            .bind(jobs)
            .fetch(&pool);
        while let Some(card) = futures_util::StreamExt::next(&mut cards).await {
            let row = card.map(export_row).map_err(ApiError::from);
            if sender.send(row).await.is_err() {
                break;
            }
        }
    });
    crate::exports::download(format, &format!("applicants-{job_id}"), &EXPORT_HEADERS, rows).await
}

/// Every applicant of the company (All applicants), with the same filters and sorting.
#[utoipa::path(get, path = "/api/jobs/all-applicants/", tag = "applicants", security(("jwt" = [])), params(TableQuery),
    responses((status = 200, body = Paginated<ApplicantCard>), (status = 422, body = ErrorBody)))]
pub async fn all_applicants(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<TableQuery>,
) -> Result<Json<Paginated<ApplicantCard>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    Ok(Json(applicant_table(&state.pool, &scope, query.job, &query).await?))
}

#[derive(Serialize, Deserialize, ToSchema, sqlx::FromRow)]
pub struct Note {
    pub id: Uuid,
    pub author: Option<Uuid>,
    pub author_name: Option<String>,
    pub text: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicantDetail {
    #[serde(flatten)]
    pub card: ApplicantCard,
    pub cover_letter: Option<String>,
    pub notes: Vec<Note>,
    /// HR private notes: only for the company and HR Executives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private_notes: Option<Vec<Note>>,
    #[schema(value_type = Vec<Object>)]
    pub interviews: Vec<serde_json::Value>,
    #[schema(value_type = Vec<Object>)]
    pub offers: Vec<serde_json::Value>,
}

/// An application of the caller's company, or 404.
/// An application the caller may see; any other does not exist.
async fn own_card(pool: &PgPool, scope: &Scope, id: Uuid) -> Result<ApplicantCard, ApiError> {
    let card: ApplicantCard = sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.id = $1 AND a.company_id = $2 AND ($3::uuid[] IS NULL OR a.job_id = ANY($3))"
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await?
    .ok_or(ApiError::NotFound)?;
    Ok(with_status(vec![card]).remove(0))
}

/// An application's notes, public or private (`$1` the application, `private` the kind), oldest first.
macro_rules! notes_of {
    ($private:literal) => {
        concat!(
            "SELECT n.id, n.author, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS author_name,
                    n.text, n.created_at
             FROM application_notes n LEFT JOIN users u ON u.id = n.author
             WHERE n.application_id = $1 AND n.private = ",
            $private,
            " ORDER BY n.created_at"
        )
    };
}

async fn notes_of(pool: &PgPool, application: Uuid, private: bool) -> Result<Vec<Note>, ApiError> {
    Ok(sqlx::query_as(notes_of!("$2"))
        .bind(application)
        .bind(private)
        .fetch_all(pool)
        .await?)
}

/// An applicant's page as it is read: the card and what the page adds to it.
#[derive(sqlx::FromRow)]
struct DetailRow {
    #[sqlx(flatten)]
    card: ApplicantCard,
    cover_letter: Option<String>,
    interviews: sqlx::types::Json<Vec<serde_json::Value>>,
    offers: sqlx::types::Json<Vec<serde_json::Value>>,
    notes: sqlx::types::Json<Vec<Note>>,
    private_notes: Option<sqlx::types::Json<Vec<Note>>>,
}

/// One applicant: the application, notes, interviews and offers.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = ApplicantDetail), (status = 404, body = ErrorBody)))]
pub async fn applicant(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Screen<Json<ApplicantDetail>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    // The card and all the page adds to it, in one statement rather than one per part.
    let detail: DetailRow = sqlx::query_as(concat!(
        "SELECT ",
        card_columns!(),
        ", a.cover_letter,
                coalesce((SELECT json_agg(json_build_object('id', i.id, 'status', i.status, 'date', i.date, 'start', i.start_time,
                                                            'end', i.end_time, 'location', i.location, 'meet_link', i.meet_link,
                                                            'interviewers', i.interviewers, 'comment', i.comment,
                                                            'evaluations_submitted', (SELECT count(*) FROM interview_evaluations e
                                                                                      WHERE e.interview_id = i.id))
                                          ORDER BY i.date, i.start_time)
                          FROM interview_views i WHERE i.application_id = a.id), '[]') AS interviews,
                coalesce((SELECT json_agg(json_build_object('id', o.id, 'status', o.status, 'gross_salary', o.gross_salary,
                                                            'currency', o.currency, 'bonus_system', o.bonus_system,
                                                            'last_date', o.last_date, 'notes', o.notes, 'sent_at', o.sent_at,
                                                            'answered_at', o.answered_at, 'decline_reason', o.decline_reason)
                                          ORDER BY o.sent_at)
                          FROM offer_views o WHERE o.application_id = a.id), '[]') AS offers,
                coalesce((SELECT json_agg(n ORDER BY n.created_at) FROM (",
        notes_of!("false"),
        ") n), '[]') AS notes,
                CASE WHEN $4 THEN coalesce((SELECT json_agg(n ORDER BY n.created_at) FROM (",
        notes_of!("true"),
        ") n), '[]') END AS private_notes
         FROM application_views a ",
        card_joins!(),
        " WHERE a.id = $1 AND a.company_id = $2 AND ($3::uuid[] IS NULL OR a.job_id = ANY($3))"
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .bind(caller.require(roles::HR).is_ok())
    .fetch_optional(&state.pool)
    .await?
    .ok_or(ApiError::NotFound)?;
    let DetailRow {
        card,
        cover_letter,
        interviews,
        offers,
        notes,
        private_notes,
    } = detail;
    let card = with_status(vec![card]).remove(0);
    Ok(Screen::of(
        scope.company,
        Json(ApplicantDetail {
            card,
            cover_letter,
            notes: notes.0,
            private_notes: private_notes.map(|notes| notes.0),
            interviews: interviews.0,
            offers: offers.0,
        }),
    ))
}

#[derive(Deserialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ApplicantAction {
    NextStep,
    Hire,
    Reject,
    Blacklist,
    RemoveFromBlacklist,
    Favorite,
    Unfavorite,
}

#[derive(Deserialize, ToSchema)]
pub struct ActionRequest {
    action: ApplicantAction,
    /// For reject.
    reason: Option<String>,
}

fn command_for(action: ApplicantAction, reason: Option<String>) -> ApplicationCommand {
    match action {
        ApplicantAction::NextStep => ApplicationCommand::MoveToNextStep,
        ApplicantAction::Hire => ApplicationCommand::Hire,
        ApplicantAction::Reject => ApplicationCommand::Reject { reason },
        ApplicantAction::Blacklist => ApplicationCommand::Blacklist,
        ApplicantAction::RemoveFromBlacklist => ApplicationCommand::RemoveFromBlacklist,
        ApplicantAction::Favorite => ApplicationCommand::Favorite,
        ApplicantAction::Unfavorite => ApplicationCommand::Unfavorite,
    }
}

/// Act on an applicant: next step, hire, reject, blacklist or not, favorite or not.
#[utoipa::path(post, path = "/api/jobs/applicant/{id}/action/", tag = "applicants", security(("jwt" = [])), request_body = ActionRequest,
    responses((status = 200, body = ApplicantCard), (status = 409, body = ErrorBody, description = "transition_not_allowed names both statuses")))]
pub async fn act(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ActionRequest>,
) -> Result<Json<ApplicantCard>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::PIPELINE).await?;
    own_card(&state.pool, &scope, id).await?;
    execute(
        &state.hiring.applications,
        id,
        command_for(body.action, body.reason),
        Some(caller.id),
    )
    .await?;
    Ok(Json(own_card(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct BulkRequest {
    #[schema(min_items = 1)]
    ids: Vec<Uuid>,
    /// next_step or reject
    action: ApplicantAction,
    reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct BulkOutcome {
    pub id: Uuid,
    pub ok: bool,
    /// The error code when not ok.
    pub code: Option<&'static str>,
    pub message: Option<String>,
}

/// Move or reject many applicants at once; each is its own command, and each reports back.
#[utoipa::path(post, path = "/api/jobs/applicants/bulk/", tag = "applicants", security(("jwt" = [])), request_body = BulkRequest,
    responses((status = 200, body = Vec<BulkOutcome>), (status = 422, body = ErrorBody)))]
pub async fn bulk(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<BulkRequest>,
) -> Result<Json<Vec<BulkOutcome>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::PIPELINE).await?;
    if !matches!(body.action, ApplicantAction::NextStep | ApplicantAction::Reject) {
        return Err(ApiError::field("action", FieldError::InvalidChoice));
    }
    if body.ids.is_empty() || body.ids.len() > 500 {
        return Err(ApiError::field(
            "ids",
            if body.ids.is_empty() {
                FieldError::Required
            } else {
                FieldError::TooLong
            },
        ));
    }
    let mut ids = body.ids;
    ids.dedup();
    let mut outcomes = Vec::with_capacity(ids.len());
    for id in ids {
        let result = match own_card(&state.pool, &scope, id).await {
            Ok(_) => execute(
                &state.hiring.applications,
                id,
                command_for(body.action, body.reason.clone()),
                Some(caller.id),
            )
            .await
            .map_err(ApiError::from),
            Err(error) => Err(error),
        };
        outcomes.push(match result {
            Ok(()) => BulkOutcome {
                id,
                ok: true,
                code: None,
                message: None,
            },
            Err(error) => BulkOutcome {
                id,
                ok: false,
                code: Some(error.code()),
                message: Some(error.to_string()),
            },
        });
    }
    Ok(Json(outcomes))
}

#[derive(Deserialize, ToSchema)]
pub struct RatingRequest {
    /// 1..5
    #[schema(minimum = 1, maximum = 5)]
    rating: u8,
}

/// Rate an applicant on the rating scale (1..5).
#[utoipa::path(put, path = "/api/jobs/applicant/{id}/rating/", tag = "applicants", security(("jwt" = [])), request_body = RatingRequest,
    responses((status = 200, body = ApplicantCard), (status = 422, body = ErrorBody)))]
pub async fn rate(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<RatingRequest>,
) -> Result<Json<ApplicantCard>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::PIPELINE).await?;
    own_card(&state.pool, &scope, id).await?;
    execute(
        &state.hiring.applications,
        id,
        ApplicationCommand::Rate { rating: body.rating },
        Some(caller.id),
    )
    .await
    .map_err(|error| match error {
        cqrs_es::AggregateError::UserError(ApplicationError::RatingOutOfRange) => {
            ApiError::field("rating", FieldError::OutOfRange)
        }
        other => other.into(),
    })?;
    Ok(Json(own_card(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct NoteRequest {
    text: Option<String>,
}

async fn note(
    state: &AppState,
    caller: &Caller,
    id: Uuid,
    body: NoteRequest,
    private: bool,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    let scope = caller
        .hiring_scope(&state.pool, if private { roles::HR } else { roles::HIRING_TEAM })
        .await?;
    own_card(&state.pool, &scope, id).await?;
    let text = domain::validation::required_text(body.text.as_deref().unwrap_or_default(), 5000)
        .map_err(|error| ApiError::field("text", error))?;
    let command = ApplicationCommand::AddNote {
        note_id: Uuid::now_v7(),
        text,
        private,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    Ok((StatusCode::CREATED, Json(notes_of(&state.pool, id, private).await?)))
}

/// The hiring team's notes on an applicant.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>)))]
pub async fn notes(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &caller, id, false).await
}

async fn list_notes(state: &AppState, caller: &Caller, id: Uuid, private: bool) -> Result<Json<Vec<Note>>, ApiError> {
    let scope = caller
        .hiring_scope(&state.pool, if private { roles::HR } else { roles::HIRING_TEAM })
        .await?;
    own_card(&state.pool, &scope, id).await?;
    Ok(Json(notes_of(&state.pool, id, private).await?))
}

/// Add a note for the hiring team.
#[utoipa::path(post, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 422, body = ErrorBody)))]
pub async fn add_note(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, id, body, false).await
}

/// HR private notes on an applicant (company and HR Executives only).
#[utoipa::path(get, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn private_notes(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &caller, id, true).await
}

/// Add an HR private note.
#[utoipa::path(post, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn add_private_note(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, id, body, true).await
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct HistoryEntry {
    /// application, interview or offer
    pub aggregate_type: String,
    pub aggregate_id: Uuid,
    pub event_type: String,
    pub actor: Option<Uuid>,
    pub actor_name: Option<String>,
    pub at: DateTime<Utc>,
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

/// The audit history of an application: every change, with the interview and offer events
/// interleaved, who did it and when.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/history/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<HistoryEntry>), (status = 404, body = ErrorBody)))]
pub async fn history(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_card(&state.pool, &scope, id).await?;
    Ok(Json(
        sqlx::query_as(
            "SELECT h.aggregate_type, h.aggregate_id, h.event_type, h.actor,
                    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS actor_name, h.at, h.data
             FROM application_history h LEFT JOIN users u ON u.id = h.actor
             WHERE h.application_id = $1 AND h.company_id = $2 ORDER BY h.at, h.aggregate_type, h.sequence",
        )
        .bind(id)
        .bind(scope.company)
        .fetch_all(&state.pool)
        .await?,
    ))
}
