//! The data behind the company dashboard's charts and filters (spec section 7, "Jobs" path
//! group: jobs-for-filter, vacancy-applicants, applicants-for-position,
//! applicant-statistics-for-dashboard, applicant-dataset). Each keeps to the caller's scope.

use super::applicants::{ApplicantCard, CARD_SELECT, with_status};
use super::dashboard::{StatusCount, status_counts};
use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody};
use crate::http::{Day, Path, Query};
use crate::http::{Page, Paginated, roles};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::hiring::ApplicationStatus;
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(jobs_for_filter))
        .routes(routes!(vacancy_applicants))
        .routes(routes!(applicants_for_position))
        .routes(routes!(applicant_statistics))
        .routes(routes!(applicant_dataset))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct JobChoice {
    pub id: Uuid,
    pub title: String,
    pub status: String,
}

/// The caller's jobs for filter pickers (at most 500, newest first).
#[utoipa::path(get, path = "/api/jobs/jobs-for-filter", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = Vec<JobChoice>), (status = 403, body = ErrorBody)))]
pub async fn jobs_for_filter(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<JobChoice>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    Ok(Json(
        sqlx::query_as(
            "SELECT id, title, status FROM job_views
             WHERE company_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2))
             ORDER BY created_at DESC, id LIMIT 500",
        )
        .bind(scope.company)
        .bind(scope.jobs())
        .fetch_all(&state.pool)
        .await?,
    ))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// First day (UTC); 29 days before `to` without it.
    #[param(value_type = Option<NaiveDate>)]
    from: Option<Day>,
    /// Last day (UTC); today without it.
    #[param(value_type = Option<NaiveDate>)]
    to: Option<Day>,
}

/// A period of whole days, from the start of `from` to the end of `to`.
struct Period {
    from: NaiveDate,
    to: NaiveDate,
}

impl Period {
    const MAX_DAYS: i64 = 366;

    fn of(query: &PeriodQuery) -> Result<Self, ApiError> {
        let to = query.to.map_or_else(|| Utc::now().date_naive(), Day::date);
        let from = query.from.map_or(to - Duration::days(29), Day::date);
        if from > to {
            return Err(ApiError::field("from", FieldError::OutOfRange));
        }
        if (to - from).num_days() >= Self::MAX_DAYS {
            return Err(ApiError::field("to", FieldError::OutOfRange));
        }
        Ok(Self { from, to })
    }

    fn start(&self) -> DateTime<Utc> {
        self.from.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
    }

    fn end(&self) -> DateTime<Utc> {
        (self.to + Duration::days(1))
            .and_hms_opt(0, 0, 0)
            .unwrap_or_default()
            .and_utc()
    }
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct VacancyApplicants {
    pub job_id: Uuid,
    pub title: String,
    pub status: String,
    /// Applications now, by stage.
    pub applicants: i64,
    pub in_review: i64,
    pub interview: i64,
    pub offered: i64,
    pub hired: i64,
    /// Applications received in the period.
    pub new_in_period: i64,
}

/// Each live or deactivated vacancy with its applicants by stage, and how many came in the period
/// (vacancy-applicants).
#[utoipa::path(get, path = "/api/jobs/vacancy-applicants/", tag = "dashboard", security(("jwt" = [])), params(PeriodQuery),
    responses((status = 200, body = Vec<VacancyApplicants>), (status = 422, body = ErrorBody)))]
pub async fn vacancy_applicants(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<Vec<VacancyApplicants>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let period = Period::of(&query)?;
    let stage = |status: ApplicationStatus| i16::from(status.id());
    Ok(Json(
        sqlx::query_as(
            "SELECT j.id AS job_id, j.title, j.status,
                    count(a.id) AS applicants,
                    count(a.id) FILTER (WHERE a.status = $5) AS in_review,
                    count(a.id) FILTER (WHERE a.status = $6) AS interview,
                    count(a.id) FILTER (WHERE a.status IN ($7, $10)) AS offered,
                    count(a.id) FILTER (WHERE a.status = $8) AS hired,
                    count(a.id) FILTER (WHERE a.applied_at >= $3 AND a.applied_at < $4) AS new_in_period
             FROM job_views j
             LEFT JOIN application_views a ON a.job_id = j.id AND ($9::uuid[] IS NULL OR a.job_id = ANY($9))
             WHERE j.company_id = $1 AND ($2::uuid[] IS NULL OR j.id = ANY($2)) AND j.status IN ('live', 'inactive')
             GROUP BY j.id, j.title, j.status ORDER BY j.title, j.id LIMIT 500",
        )
        .bind(scope.company)
        .bind(scope.jobs())
        .bind(period.start())
        .bind(period.end())
        .bind(stage(ApplicationStatus::InReview))
        .bind(stage(ApplicationStatus::Interview))
        .bind(stage(ApplicationStatus::Offered))
        .bind(stage(ApplicationStatus::Hired))
        .bind(scope.applicant_jobs())
        .bind(stage(ApplicationStatus::AcceptedByApplicant))
        .fetch_all(&state.pool)
        .await?,
    ))
}

/// The applicants of the jobs placed at a position (applicants-for-position), newest first.
#[utoipa::path(get, path = "/api/jobs/applicants-for-position/{id}/", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = Vec<ApplicantCard>), (status = 404, body = ErrorBody)))]
pub async fn applicants_for_position(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<ApplicantCard>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    projections::views::org::read::position(&state.pool, scope.tenant(), id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let cards = sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.company_id = $1 AND j.position_id = $2 AND ($3::uuid[] IS NULL OR a.job_id = ANY($3))
         ORDER BY a.applied_at DESC, a.id LIMIT 500"
    ))
    .bind(scope.company)
    .bind(id)
    .bind(scope.applicant_jobs())
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(with_status(cards)))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct DayApplications {
    pub day: NaiveDate,
    pub applications: i64,
    pub hired: i64,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicantStatistics {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Applications received in the period, by their status now.
    pub received: i64,
    pub by_status: Vec<StatusCount>,
    /// Per day of the period: applications received and people hired.
    pub per_day: Vec<DayApplications>,
    /// Hired in the period over received in the period (0..1); `null` without applications.
    pub hire_rate: Option<f64>,
}

/// Applications of a period for the dashboard's charts (applicant-statistics-for-dashboard).
#[utoipa::path(get, path = "/api/jobs/applicant-statistics-for-dashboard/", tag = "dashboard", security(("jwt" = [])),
    params(PeriodQuery),
    responses((status = 200, body = ApplicantStatistics), (status = 422, body = ErrorBody)))]
pub async fn applicant_statistics(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<ApplicantStatistics>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let period = Period::of(&query)?;
    let counts: Vec<(i16, i64)> = sqlx::query_as(
        "SELECT status, count(*) FROM application_views
         WHERE company_id = $1 AND applied_at >= $2 AND applied_at < $3 AND ($4::uuid[] IS NULL OR job_id = ANY($4))
         GROUP BY status",
    )
    .bind(scope.company)
    .bind(period.start())
    .bind(period.end())
    .bind(scope.applicant_jobs())
    .fetch_all(&state.pool)
    .await?;
    let per_day: Vec<DayApplications> = sqlx::query_as(
        "SELECT d::date AS day,
                count(c.application_id) FILTER (WHERE c.from_status IS NULL) AS applications,
                count(c.application_id) FILTER (WHERE c.to_status = $5) AS hired
         FROM generate_series($2::date, $3::date, interval '1 day') d
         LEFT JOIN application_status_changes c
           ON c.company_id = $1 AND c.at::date = d::date AND ($4::uuid[] IS NULL OR c.job_id = ANY($4))
         GROUP BY d ORDER BY d",
    )
    .bind(scope.company)
    .bind(period.from)
    .bind(period.to)
    .bind(scope.applicant_jobs())
    .bind(i16::from(ApplicationStatus::Hired.id()))
    .fetch_all(&state.pool)
    .await?;
    let received: i64 = per_day.iter().map(|day| day.applications).sum();
    let hired: i64 = per_day.iter().map(|day| day.hired).sum();
    Ok(Json(ApplicantStatistics {
        from: period.from,
        to: period.to,
        received,
        by_status: status_counts(&counts),
        per_day,
        hire_rate: (received > 0).then(|| hired as f64 / received as f64),
    }))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DatasetQuery {
    /// Only this job's applications.
    job: Option<Uuid>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<crate::http::PageNumber>,
    /// Rows per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<crate::http::PageSize>,
}

/// One application as a row of data: no personal details, for charts and analysis.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct ApplicationRow {
    pub application_id: Uuid,
    pub job_id: Uuid,
    pub job_title: String,
    /// The status value (applied, in_review, …).
    #[sqlx(skip)]
    pub status: &'static str,
    #[serde(skip)]
    status_id: i16,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub rating: Option<i16>,
    /// Average of the submitted evaluations (on the company's scale).
    pub score: Option<f64>,
    /// Days from applying to the current status.
    pub days_in_pipeline: f64,
}

/// The applications as rows of data (applicant-dataset), newest first.
#[utoipa::path(get, path = "/api/jobs/applicant-dataset/", tag = "dashboard", security(("jwt" = [])), params(DatasetQuery),
    responses((status = 200, body = Paginated<ApplicationRow>), (status = 422, body = ErrorBody)))]
pub async fn applicant_dataset(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<DatasetQuery>,
) -> Result<Json<Paginated<ApplicationRow>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    let page = Page::of(query.page, query.page_size);
    let filter =
        "a.company_id = $1 AND ($2::uuid IS NULL OR a.job_id = $2) AND ($3::uuid[] IS NULL OR a.job_id = ANY($3))";
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM application_views a WHERE {filter}"))
        .bind(scope.company)
        .bind(query.job)
        .bind(scope.applicant_jobs())
        .fetch_one(&state.pool)
        .await?;
    let mut results: Vec<ApplicationRow> = sqlx::query_as(&format!(
        "SELECT a.id AS application_id, a.job_id, j.title AS job_title, a.status AS status_id, a.applied_at,
                a.status_changed_at, a.rating,
                (SELECT avg(e.average)::float8 FROM interview_evaluations e WHERE e.application_id = a.id) AS score,
                (extract(epoch FROM a.status_changed_at - a.applied_at) / 86400)::float8 AS days_in_pipeline
         FROM application_views a JOIN job_views j ON j.id = a.job_id
         WHERE {filter} ORDER BY a.applied_at DESC, a.id {}",
        page.limit_offset(4)
    ))
    .bind(scope.company)
    .bind(query.job)
    .bind(scope.applicant_jobs())
    .bind(page.offset())
    .fetch_all(&state.pool)
    .await?;
    for row in &mut results {
        row.status = ApplicationStatus::from_id(i64::from(row.status_id)).map_or("applied", ApplicationStatus::value);
    }
    Ok(Json(Paginated { count, results }))
}
