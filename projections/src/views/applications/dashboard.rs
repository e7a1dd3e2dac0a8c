//! The dashboards' figures. The company's is summed from the daily figures the applications
//! view keeps (`application_daily_figures`, migration 0036), so that it can be asked for any
//! past day: counts per status and per job, applications over time, time to hire, funnel
//! conversion and time spent in each stage. The statistics behind the dashboard's charts read
//! the applications and their status changes over a period.

use super::read::Status;
use crate::TablesRead;
use crate::sql::Rows;
use crate::tenancy::{HiringScope, Jobseeker};
use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use domain::hiring::ApplicationStatus;
use serde::Serialize;
use sqlx::PgPool;
use std::collections::{BTreeMap, HashMap};
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusCount {
    pub status: u8,
    pub value: &'static str,
    pub count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JobCount {
    pub job_id: Uuid,
    pub title: String,
    /// Applications per status id.
    pub by_status: BTreeMap<String, i64>,
    pub total: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DayCount {
    pub day: NaiveDate,
    pub count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FunnelStage {
    pub value: &'static str,
    /// Applications that reached this stage (or a later one).
    pub reached: i64,
    /// Share of the previous stage that reached this one (0..1).
    pub conversion: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StageTime {
    pub value: &'static str,
    /// Average days spent in the stage by applications that left it.
    pub average_days: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
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
pub fn status_counts(counts: &[(i16, i64)]) -> Vec<StatusCount> {
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

/// A daily figure summed up to the dashboard's day, per job, kind and status (migration 0036
/// says what each kind counts); submissions of the last 30 days keep their day.
#[derive(Debug, sqlx::FromRow)]
struct Figure {
    job_id: Uuid,
    kind: String,
    status: i16,
    day: Option<NaiveDate>,
    count: i64,
    seconds: f64,
}

#[derive(Debug, sqlx::FromRow)]
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

/// What `company` reads.
pub const COMPANY_READS: TablesRead = &["application_daily_figures", "job_views"];

/// The company dashboard of what the scope sees, as of `at`; and when it changes with nothing
/// written (an open job closing by its deadline, or a new day moving the last 30 days).
pub async fn company(
    pool: &PgPool,
    scope: &HiringScope,
    at: DateTime<Utc>,
) -> Result<(CompanyDashboard, DateTime<Utc>), sqlx::Error> {
    let day = at.date_naive();
    let first_day = day - Duration::days(29);
    // A delegate's figures count only the applications they may see.
    let figures: Vec<Figure> = sqlx::query_as(concat!(
        "SELECT job_id, kind, status, CASE WHEN kind = 'submitted' AND day >= $3 THEN day END AS day,
                sum(count)::int8 AS count, sum(seconds)::float8 AS seconds
         FROM application_daily_figures
         WHERE company_id = $1 AND day <= $2 AND ",
        crate::in_scope!("job_id", 4),
        "
         GROUP BY job_id, kind, status, 4"
    ))
    .bind(scope.company)
    .bind(day)
    .bind(first_day)
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await?;
    let jobs: Vec<DashboardJob> = sqlx::query_as(concat!(
        "SELECT id, title, (status = 'live' AND (deadline IS NULL OR deadline > now())) AS open, deadline
         FROM job_views WHERE company_id = $1 AND ",
        crate::in_scope!("id", 2)
    ))
    .bind(scope.company)
    .bind(scope.jobs())
    .fetch_all(pool)
    .await?;
    Ok(dashboard(at, &figures, &jobs, Utc::now()))
}

/// The dashboard the figures and jobs make as of `at`, and when it changes by itself (from `now`).
fn dashboard(
    at: DateTime<Utc>,
    figures: &[Figure],
    jobs: &[DashboardJob],
    now: DateTime<Utc>,
) -> (CompanyDashboard, DateTime<Utc>) {
    let first_day = at.date_naive() - Duration::days(29);
    let in_status = in_status_by_job(figures);
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
                    .map(|(status, count)| (status.to_string(), *count))
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
    (dashboard, changes_by_itself_at)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JobseekerDashboard {
    pub total_applications: i64,
    pub by_status: Vec<StatusCount>,
    pub open_offers: i64,
    pub upcoming_interviews: i64,
    pub has_cv: bool,
    pub unread_notifications: i64,
}

/// The job seeker's dashboard.
pub async fn jobseeker(pool: &PgPool, jobseeker: Jobseeker) -> Result<JobseekerDashboard, sqlx::Error> {
    let counts: Vec<(i16, i64)> =
        sqlx::query_as("SELECT status, count(*) FROM application_views WHERE jobseeker_id = $1 GROUP BY status")
            .bind(jobseeker.0)
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
    .bind(jobseeker.0)
    .bind((Utc::now() - Duration::hours(12)).date_naive())
    .fetch_one(pool)
    .await?;
    Ok(JobseekerDashboard {
        total_applications: by_status.iter().map(|count| count.count).sum(),
        by_status,
        open_offers,
        upcoming_interviews,
        has_cv,
        unread_notifications,
    })
}

/// A period of whole days, from the start of `from` to the end of `to`.
#[derive(Debug, Clone, Copy)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Period {
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

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
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

/// Each live or deactivated vacancy the scope sees, with its applicants by stage and how many
/// came in the period.
pub async fn vacancies(
    pool: &PgPool,
    scope: &HiringScope,
    period: Period,
) -> Result<Vec<VacancyApplicants>, sqlx::Error> {
    let stage = |status: ApplicationStatus| i16::from(status.id());
    sqlx::query_as(concat!(
        "SELECT j.id AS job_id, j.title, j.status,
                count(a.id) AS applicants,
                count(a.id) FILTER (WHERE a.status = $5) AS in_review,
                count(a.id) FILTER (WHERE a.status = $6) AS interview,
                count(a.id) FILTER (WHERE a.status IN ($7, $10)) AS offered,
                count(a.id) FILTER (WHERE a.status = $8) AS hired,
                count(a.id) FILTER (WHERE a.applied_at >= $3 AND a.applied_at < $4) AS new_in_period
         FROM job_views j
         LEFT JOIN application_views a ON a.job_id = j.id AND ",
        crate::in_scope!("a.job_id", 9),
        "
         WHERE j.company_id = $1 AND ",
        crate::in_scope!("j.id", 2),
        " AND j.status IN ('live', 'inactive')
         GROUP BY j.id, j.title, j.status ORDER BY j.title, j.id LIMIT 500"
    ))
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
    .fetch_all(pool)
    .await
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct DayApplications {
    pub day: NaiveDate,
    pub applications: i64,
    pub hired: i64,
}

#[derive(Debug, Serialize, ToSchema)]
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

/// The applications of a period that the scope sees, for the dashboard's charts.
pub async fn statistics(
    pool: &PgPool,
    scope: &HiringScope,
    period: Period,
) -> Result<ApplicantStatistics, sqlx::Error> {
    let counts: Vec<(i16, i64)> = sqlx::query_as(concat!(
        "SELECT status, count(*) FROM application_views
         WHERE company_id = $1 AND applied_at >= $2 AND applied_at < $3 AND ",
        crate::in_scope!("job_id", 4),
        "
         GROUP BY status"
    ))
    .bind(scope.company)
    .bind(period.start())
    .bind(period.end())
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await?;
    let per_day: Vec<DayApplications> = sqlx::query_as(concat!(
        "SELECT d::date AS day,
                count(c.application_id) FILTER (WHERE c.from_status IS NULL) AS applications,
                count(c.application_id) FILTER (WHERE c.to_status = $5) AS hired
         FROM generate_series($2::date, $3::date, interval '1 day') d
         LEFT JOIN application_status_changes c
           ON c.company_id = $1 AND c.at::date = d::date AND ",
        crate::in_scope!("c.job_id", 4),
        "
         GROUP BY d ORDER BY d"
    ))
    .bind(scope.company)
    .bind(period.from)
    .bind(period.to)
    .bind(scope.applicant_jobs())
    .bind(i16::from(ApplicationStatus::Hired.id()))
    .fetch_all(pool)
    .await?;
    let received: i64 = per_day.iter().map(|day| day.applications).sum();
    let hired: i64 = per_day.iter().map(|day| day.hired).sum();
    Ok(ApplicantStatistics {
        from: period.from,
        to: period.to,
        received,
        by_status: status_counts(&counts),
        per_day,
        hire_rate: (received > 0).then(|| hired as f64 / received as f64),
    })
}

/// One application as a row of data: no personal details, for charts and analysis.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct ApplicationRow {
    pub application_id: Uuid,
    pub job_id: Uuid,
    pub job_title: String,
    /// The status value (applied, in_review, …).
    #[sqlx(try_from = "i16")]
    #[serde(serialize_with = "status_value")]
    #[schema(value_type = String)]
    pub status: Status,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub rating: Option<i16>,
    /// Average of the submitted evaluations (on the company's scale).
    pub score: Option<f64>,
    /// Days from applying to the current status.
    pub days_in_pipeline: f64,
}

fn status_value<S: serde::Serializer>(status: &Status, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(status.value)
}

/// A page of the applications the scope sees (of one job, or all), newest first, as rows of
/// data; with how many there are over all pages.
pub async fn dataset(
    pool: &PgPool,
    scope: &HiringScope,
    job: Option<Uuid>,
    rows: Rows,
) -> Result<(i64, Vec<ApplicationRow>), sqlx::Error> {
    let filter = concat!(
        "a.company_id = $1 AND ($2::uuid IS NULL OR a.job_id = $2) AND ",
        crate::in_scope!("a.job_id", 3)
    );
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM application_views a WHERE {filter}"))
        .bind(scope.company)
        .bind(job)
        .bind(scope.applicant_jobs())
        .fetch_one(pool)
        .await?;
    let results = sqlx::query_as(&format!(
        "SELECT a.id AS application_id, a.job_id, j.title AS job_title, a.status, a.applied_at,
                a.status_changed_at, a.rating,
                (SELECT avg(e.average)::float8 FROM interview_evaluations e WHERE e.application_id = a.id) AS score,
                (extract(epoch FROM a.status_changed_at - a.applied_at) / 86400)::float8 AS days_in_pipeline
         FROM application_views a JOIN job_views j ON j.id = a.job_id
         WHERE {filter} ORDER BY a.applied_at DESC, a.id {}",
        rows.limit_offset(4)
    ))
    .bind(scope.company)
    .bind(job)
    .bind(scope.applicant_jobs())
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok((count, results))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figure(job: Uuid, kind: &str, status: ApplicationStatus, count: i64, days: f64) -> Figure {
        Figure {
            job_id: job,
            kind: kind.into(),
            status: i16::from(status.id()),
            day: None,
            count,
            seconds: days * 86_400.0,
        }
    }

    fn job(id: Uuid, open: bool, deadline: Option<DateTime<Utc>>) -> DashboardJob {
        DashboardJob {
            id,
            title: "Data Analyst".into(),
            open,
            deadline,
        }
    }

    #[test]
    fn an_application_counts_in_the_status_it_entered_and_has_not_left() {
        let data_analyst = Uuid::now_v7();
        let figures = [
            figure(data_analyst, "entered", ApplicationStatus::Applied, 3, 0.0),
            figure(data_analyst, "left", ApplicationStatus::Applied, 2, 4.0),
            figure(data_analyst, "entered", ApplicationStatus::InReview, 2, 0.0),
        ];

        let (dashboard, _) = dashboard(Utc::now(), &figures, &[job(data_analyst, true, None)], Utc::now());

        assert_eq!(dashboard.total_applications, 3);
        assert_eq!(dashboard.by_job[0].by_status.get("0"), Some(&1));
        assert_eq!(dashboard.by_job[0].by_status.get("1"), Some(&2));
    }

    #[test]
    fn time_in_a_stage_is_averaged_over_the_applications_that_left_it() {
        let job_id = Uuid::now_v7();
        let figures = [figure(job_id, "left", ApplicationStatus::Applied, 2, 6.0)];

        let (dashboard, _) = dashboard(Utc::now(), &figures, &[], Utc::now());

        assert_eq!(dashboard.time_in_stage[0].value, "applied");
        assert_eq!(dashboard.time_in_stage[0].average_days, Some(3.0));
    }

    #[test]
    fn the_funnel_converts_each_stage_from_the_one_before() {
        let job_id = Uuid::now_v7();
        let figures = [
            figure(job_id, "reached", ApplicationStatus::Applied, 10, 0.0),
            figure(job_id, "reached", ApplicationStatus::InReview, 4, 0.0),
        ];

        let (dashboard, _) = dashboard(Utc::now(), &figures, &[], Utc::now());

        assert_eq!(dashboard.funnel[0].conversion, None);
        assert_eq!(dashboard.funnel[1].conversion, Some(0.4));
    }

    #[test]
    fn the_dashboard_changes_by_itself_at_the_next_open_deadline_or_midnight() {
        let now = Utc::now();
        let soon = now + Duration::hours(1);
        let jobs = [
            job(Uuid::now_v7(), true, Some(soon)),
            job(Uuid::now_v7(), false, Some(now)),
        ];

        let (_, changes_at) = dashboard(now, &[], &jobs, now);

        let midnight = (now.date_naive() + Duration::days(1))
            .and_time(NaiveTime::MIN)
            .and_utc();
        assert_eq!(changes_at, soon.min(midnight));
    }
}
