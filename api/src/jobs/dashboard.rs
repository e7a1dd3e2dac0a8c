//! Dashboards. The company's is summed from the daily figures the applications view keeps,
//! so that it can be asked for any past day: counts per status and per job, applications over
//! time, time to hire, funnel conversion and time spent in each stage.

use crate::caller::Caller;
use crate::http::roles;
use crate::http::{ApiError, ErrorBody};
use crate::http::{Day, Query};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use domain::accounts::UserType;
use domain::hiring::ApplicationStatus;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
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
    #[param(value_type = Option<NaiveDate>)]
    at: Option<Day>,
}

#[derive(Serialize, ToSchema)]
pub struct StatusCount {
    pub status: u8,
    pub value: &'static str,
    pub count: i64,
}

#[derive(Serialize, ToSchema)]
pub struct JobCount {
    pub job_id: Uuid,
    pub title: String,
    #[schema(value_type = Object)]
    pub by_status: serde_json::Value,
    pub total: i64,
}

#[derive(Serialize, ToSchema)]
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

fn moment(at: Option<Day>) -> DateTime<Utc> {
    at.and_then(|day| day.date().and_hms_opt(23, 59, 59))
        .map(|time| time.and_utc())
        .unwrap_or_else(Utc::now)
}

/// A daily figure summed up to the dashboard's day, per job, kind and status (migration 0036
/// says what each kind counts); submissions of the last 30 days keep their day.
#[derive(sqlx::FromRow)]
struct Figure {
    job_id: Uuid,
    kind: String,
    status: i16,
    day: Option<NaiveDate>,
    count: i64,
    seconds: f64,
}

#[derive(sqlx::FromRow)]
struct DashboardJob {
    id: Uuid,
    title: String,
    open: bool,
    deadline: Option<DateTime<Utc>>,
}

/// The sums of `figures` of one kind, by status: (count, days).
fn sums<'a>(figures: impl Iterator<Item = &'a Figure>, kind: &str) -> HashMap<i16, (i64, f64)> {
    let mut sums: HashMap<i16, (i64, f64)> = HashMap::new();
    for figure in figures.filter(|figure| figure.kind == kind) {
        let sum = sums.entry(figure.status).or_default();
        sum.0 += figure.count;
        sum.1 += figure.seconds / 86_400.0;
    }
    sums
}

/// Each job's applications in each status: those that entered it less those that left it.
fn in_status_by_job(figures: &[Figure]) -> HashMap<Uuid, HashMap<i16, i64>> {
    let mut jobs: HashMap<Uuid, HashMap<i16, i64>> = HashMap::new();
    for figure in figures {
        let moved = match figure.kind.as_str() {
            "entered" => figure.count,
            "left" => -figure.count,
            _ => continue,
        };
        *jobs.entry(figure.job_id).or_default().entry(figure.status).or_default() += moved;
    }
    for counts in jobs.values_mut() {
        counts.retain(|_, count| *count != 0);
    }
    jobs
}

/// Average days of `sum` (count, days), if it counts any.
fn average((count, days): (i64, f64)) -> Option<f64> {
    (count > 0).then(|| days / count as f64)
}

/// The company dashboard, as of the end of `at` (default now).
#[utoipa::path(get, path = "/api/jobs/dashboard", tag = "dashboard", security(("jwt" = [])), params(DashboardQuery),
    responses((status = 200, body = CompanyDashboard), (status = 403, body = ErrorBody)))]
pub async fn company_dashboard(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<DashboardQuery>,
) -> Result<Screen<Json<CompanyDashboard>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let at = moment(query.at);
    let day = at.date_naive();
    let first_day = day - Duration::days(29);
    // A delegate's figures count only the applications they may see.
    let figures: Vec<Figure> = sqlx::query_as(
        "SELECT job_id, kind, status, CASE WHEN kind = 'submitted' AND day >= $3 THEN day END AS day,
                sum(count)::int8 AS count, sum(seconds)::float8 AS seconds
         FROM application_daily_figures
         WHERE company_id = $1 AND day <= $2 AND ($4::uuid[] IS NULL OR job_id = ANY($4))
         GROUP BY job_id, kind, status, 4",
    )
    .bind(scope.company)
    .bind(day)
    .bind(first_day)
    .bind(scope.applicant_jobs())
    .fetch_all(&state.pool)
    .await?;
    let jobs: Vec<DashboardJob> = sqlx::query_as(
        "SELECT id, title, (status = 'live' AND (deadline IS NULL OR deadline > now())) AS open, deadline
         FROM job_views WHERE company_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2))",
    )
    .bind(scope.company)
    .bind(scope.jobs())
    .fetch_all(&state.pool)
    .await?;

    let in_status = in_status_by_job(&figures);
    let mut counts: HashMap<i16, i64> = HashMap::new();
    for (status, count) in in_status.values().flatten() {
        *counts.entry(*status).or_default() += count;
    }
    let by_status = status_counts(&counts.into_iter().collect::<Vec<_>>());
    let total_applications = by_status.iter().map(|count| count.count).sum();

    let mut by_job: Vec<JobCount> = jobs
        .iter()
        .filter_map(|job| {
            let counts = in_status.get(&job.id).filter(|counts| !counts.is_empty())?;
            Some(JobCount {
                job_id: job.id,
                title: job.title.clone(),
                by_status: counts
                    .iter()
                    .map(|(status, count)| (status.to_string(), serde_json::Value::from(*count)))
                    .collect(),
                total: counts.values().sum(),
            })
        })
        .collect();
    by_job.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.title.cmp(&b.title)));
    by_job.truncate(50);

    let applications_over_time = (0..30)
        .map(|offset| {
            let day = first_day + Duration::days(offset);
            DayCount {
                day,
                count: figures
                    .iter()
                    .filter(|figure| figure.kind == "submitted" && figure.day == Some(day))
                    .map(|figure| figure.count)
                    .sum(),
            }
        })
        .collect();

    let hired = sums(figures.iter(), "hired")
        .remove(&i16::from(ApplicationStatus::Hired.id()))
        .unwrap_or_default();

    let reached = sums(figures.iter(), "reached");
    let mut funnel: Vec<FunnelStage> = Vec::new();
    for stage in ApplicationStatus::FUNNEL {
        let reached = reached.get(&i16::from(stage.id())).map_or(0, |(count, _)| *count);
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

    let stays = sums(figures.iter(), "left");
    let time_in_stage = ApplicationStatus::FUNNEL[..5]
        .iter()
        .map(|stage| StageTime {
            value: stage.value(),
            average_days: stays.get(&i16::from(stage.id())).copied().and_then(average),
        })
        .collect();

    // Kept until an open job closes by its deadline or a new day moves the last 30 days.
    let now = Utc::now();
    let tomorrow = (now.date_naive() + Duration::days(1))
        .and_time(NaiveTime::MIN)
        .and_utc();
    let next_deadline = jobs.iter().filter(|job| job.open).filter_map(|job| job.deadline).min();
    let changes_by_itself_at = next_deadline.map_or(tomorrow, |deadline| deadline.min(tomorrow));
    let dashboard = CompanyDashboard {
        at,
        total_applications,
        by_status,
        by_job,
        applications_over_time,
        hired: hired.0,
        average_days_to_hire: average(hired),
        funnel,
        time_in_stage,
        open_jobs: jobs.iter().filter(|job| job.open).count() as i64,
    };
    Ok(Screen {
        company: scope.company,
        answer: Json(dashboard),
        changes_by_itself_at: Some(changes_by_itself_at),
    })
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
