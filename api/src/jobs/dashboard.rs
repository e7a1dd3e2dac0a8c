//! Dashboards, computed from the recorded status changes so that they can be asked for any
//! past date: counts per status and per job, applications over time, time to hire, funnel
//! conversion and time spent in each stage.

use super::roles;
use crate::caller::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::input::Query;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::accounts::UserType;
use domain::hiring::ApplicationStatus;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(company_dashboard))
        .routes(routes!(jobseeker_dashboard))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DashboardQuery {
    /// The day to compute the figures for (end of day, UTC). Default: now.
    at: Option<NaiveDate>,
}

#[derive(Serialize, ToSchema)]
pub struct StatusCount {
    pub status: u8,
    pub value: &'static str,
    pub count: i64,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct JobCount {
    pub job_id: Uuid,
    pub title: String,
    #[schema(value_type = Object)]
    pub by_status: serde_json::Value,
    pub total: i64,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct DayCount {
    pub day: NaiveDate,
    pub count: i64,
}

#[derive(Serialize, ToSchema)]
pub struct FunnelStage {
    pub value: &'static str,
    /// Applications that reached this stage (or a later one).
    pub reached: i64,
    /// Share of the previous stage that reached this one (0..1).
    pub conversion: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub struct StageTime {
    pub value: &'static str,
    /// Average days spent in the stage by applications that left it.
    pub average_days: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub struct CompanyDashboard {
    pub at: DateTime<Utc>,
    pub total_applications: i64,
    pub by_status: Vec<StatusCount>,
    pub by_job: Vec<JobCount>,
    /// Applications received per day over the 30 days up to `at`.
    pub applications_over_time: Vec<DayCount>,
    pub hired: i64,
    /// Average days from applying to being hired.
    pub average_days_to_hire: Option<f64>,
    pub funnel: Vec<FunnelStage>,
    pub time_in_stage: Vec<StageTime>,
    pub open_jobs: i64,
}

/// Every status with its count, zero where `counts` (status id, count) has none.
pub(super) fn status_counts(counts: &[(i16, i64)]) -> Vec<StatusCount> {
    ApplicationStatus::ALL
        .into_iter()
        .map(|status| StatusCount {
            status: status.id(),
            value: status.value(),
            count: counts
                .iter()
                .find(|(id, _)| *id == i16::from(status.id()))
                .map_or(0, |(_, count)| *count),
        })
        .collect()
}

fn moment(at: Option<NaiveDate>) -> DateTime<Utc> {
    at.and_then(|day| day.and_hms_opt(23, 59, 59))
        .map(|time| time.and_utc())
        .unwrap_or_else(Utc::now)
}

/// The company dashboard, as of the end of `at` (default now).
#[utoipa::path(get, path = "/api/jobs/dashboard", tag = "dashboard", security(("jwt" = [])), params(DashboardQuery),
    responses((status = 200, body = CompanyDashboard), (status = 403, body = ErrorBody)))]
pub async fn company_dashboard(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<DashboardQuery>,
) -> Result<Json<CompanyDashboard>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let company = scope.company;
    // A delegate's figures count only the applications they may see.
    let applications = scope.applicant_jobs();
    let at = moment(query.at);
    let pool = &state.pool;
    // Each application's status as of `at`: its last change up to then.
    let current = "SELECT DISTINCT ON (application_id) application_id, job_id, to_status
                   FROM application_status_changes
                   WHERE company_id = $1 AND at <= $2 AND ($3::uuid[] IS NULL OR job_id = ANY($3))
                   ORDER BY application_id, at DESC, sequence DESC";

    let counts: Vec<(i16, i64)> = sqlx::query_as(&format!(
        "SELECT to_status, count(*) FROM ({current}) s GROUP BY to_status"
    ))
    .bind(company)
    .bind(at)
    .bind(applications)
    .fetch_all(pool)
    .await?;
    let by_status = status_counts(&counts);
    let total_applications = by_status.iter().map(|count| count.count).sum();

    let by_job: Vec<JobCount> = sqlx::query_as(&format!(
        "SELECT s.job_id, j.title, json_object_agg(s.to_status, s.count) AS by_status, sum(s.count)::bigint AS total
         FROM (SELECT job_id, to_status, count(*) AS count FROM ({current}) c GROUP BY job_id, to_status) s
         JOIN job_views j ON j.id = s.job_id
         GROUP BY s.job_id, j.title ORDER BY total DESC, j.title LIMIT 50"
    ))
    .bind(company)
    .bind(at)
    .bind(applications)
    .fetch_all(pool)
    .await?;

    let applications_over_time: Vec<DayCount> = sqlx::query_as(
        "SELECT d::date AS day, count(c.application_id) AS count
         FROM generate_series(($2::timestamptz - interval '29 days')::date, $2::date, interval '1 day') d
         LEFT JOIN application_status_changes c
           ON c.company_id = $1 AND c.from_status IS NULL AND c.at::date = d::date AND c.at <= $2
              AND ($3::uuid[] IS NULL OR c.job_id = ANY($3))
         GROUP BY d ORDER BY d",
    )
    .bind(company)
    .bind(at)
    .bind(applications)
    .fetch_all(pool)
    .await?;

    let hired = i16::from(ApplicationStatus::Hired.id());
    let (hired_count, average_days_to_hire): (i64, Option<f64>) = sqlx::query_as(
        "SELECT count(*), avg(extract(epoch FROM h.at - s.at) / 86400)::float8
         FROM application_status_changes h
         JOIN application_status_changes s ON s.application_id = h.application_id AND s.from_status IS NULL
         WHERE h.company_id = $1 AND h.to_status = $3 AND h.at <= $2 AND ($4::uuid[] IS NULL OR h.job_id = ANY($4))",
    )
    .bind(company)
    .bind(at)
    .bind(hired)
    .bind(applications)
    .fetch_one(pool)
    .await?;

    // The furthest pipeline stage each application reached by `at`.
    let stages = [
        ApplicationStatus::Applied,
        ApplicationStatus::InReview,
        ApplicationStatus::Shortlisted,
        ApplicationStatus::Interview,
        ApplicationStatus::Offered,
        ApplicationStatus::Hired,
    ];
    let stage_ids: Vec<i16> = stages.iter().map(|status| i16::from(status.id())).collect();
    let furthest: Vec<(i32, i64)> = sqlx::query_as(
        "SELECT furthest, count(*) FROM (
             SELECT application_id, max(array_position($3::smallint[], to_status)) AS furthest
             FROM application_status_changes
             WHERE company_id = $1 AND at <= $2 AND ($4::uuid[] IS NULL OR job_id = ANY($4)) GROUP BY application_id) f
         WHERE furthest IS NOT NULL GROUP BY furthest",
    )
    .bind(company)
    .bind(at)
    .bind(&stage_ids)
    .bind(applications)
    .fetch_all(pool)
    .await?;
    let mut funnel: Vec<FunnelStage> = Vec::new();
    for (index, stage) in stages.iter().enumerate() {
        let reached: i64 = furthest
            .iter()
            .filter(|(position, _)| *position as usize > index)
            .map(|(_, count)| count)
            .sum();
        let conversion = funnel
            .last()
            .filter(|previous| previous.reached > 0)
            .map(|previous| reached as f64 / previous.reached as f64);
        funnel.push(FunnelStage {
            value: stage.value(),
            reached,
            conversion,
        });
    }

    let stays: Vec<(i16, Option<f64>)> = sqlx::query_as(
        "SELECT to_status, avg(extract(epoch FROM left_at - at) / 86400)::float8 FROM (
             SELECT to_status, at, lead(at) OVER (PARTITION BY application_id ORDER BY at, sequence) AS left_at
             FROM application_status_changes
             WHERE company_id = $1 AND at <= $2 AND ($3::uuid[] IS NULL OR job_id = ANY($3))) s
         WHERE left_at IS NOT NULL AND left_at <= $2 GROUP BY to_status",
    )
    .bind(company)
    .bind(at)
    .bind(applications)
    .fetch_all(pool)
    .await?;
    let time_in_stage = stages[..5]
        .iter()
        .map(|stage| StageTime {
            value: stage.value(),
            average_days: stays
                .iter()
                .find(|(id, _)| *id == i16::from(stage.id()))
                .and_then(|(_, days)| *days),
        })
        .collect();

    let open_jobs: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM job_views WHERE company_id = $1 AND status = 'live' AND (deadline IS NULL OR deadline > now())
           AND ($2::uuid[] IS NULL OR id = ANY($2))",
    )
    .bind(company)
    .bind(scope.jobs())
    .fetch_one(pool)
    .await?;

    Ok(Json(CompanyDashboard {
        at,
        total_applications,
        by_status,
        by_job,
        applications_over_time,
        hired: hired_count,
        average_days_to_hire,
        funnel,
        time_in_stage,
        open_jobs,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct JobseekerDashboard {
    pub total_applications: i64,
    pub by_status: Vec<StatusCount>,
    pub open_offers: i64,
    pub upcoming_interviews: i64,
    pub has_cv: bool,
    pub unread_notifications: i64,
}

/// The job seeker dashboard.
#[utoipa::path(get, path = "/api/accounts/jobseeker-dashboard", tag = "dashboard", security(("jwt" = [])),
    responses((status = 200, body = JobseekerDashboard), (status = 403, body = ErrorBody)))]
pub async fn jobseeker_dashboard(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Json<JobseekerDashboard>, ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
    let pool = &state.pool;
    let counts: Vec<(i16, i64)> =
        sqlx::query_as("SELECT status, count(*) FROM application_views WHERE jobseeker_id = $1 GROUP BY status")
            .bind(caller.id)
            .fetch_all(pool)
            .await?;
    let by_status = status_counts(&counts);
    let (open_offers, upcoming_interviews, has_cv, unread_notifications): (i64, i64, bool, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM offer_views WHERE jobseeker_id = $1 AND status = 'sent'),
                (SELECT count(*) FROM interview_views i JOIN application_views a ON a.id = i.application_id
                 WHERE a.jobseeker_id = $1 AND i.status = 'scheduled' AND i.date >= $2 AND a.status NOT IN (5, 6, 7)),
                EXISTS (SELECT 1 FROM jobseeker_cvs WHERE user_id = $1),
                (SELECT count(*) FROM notifications n WHERE n.audience = 'jobseeker' AND n.recipient = $1
                 AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id))",
    )
    .bind(caller.id)
    .bind((Utc::now() - Duration::hours(12)).date_naive())
    .fetch_one(pool)
    .await?;
    Ok(Json(JobseekerDashboard {
        total_applications: by_status.iter().map(|count| count.count).sum(),
        by_status,
        open_offers,
        upcoming_interviews,
        has_cv,
        unread_notifications,
    }))
}
