//! Hiring reports (issue 42), each computed from the applications' status changes as of any
//! past day, for the hiring team within its scope.

pub mod store;

use crate::caller::{CompanyOwner, Hiring, InScope};
use crate::http::roles::HiringTeam;
use crate::http::{ApiError, Day, ErrorBody, JsonBody, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, NaiveTime, Utc};
use domain::validation::FieldError;
use projections::reporting::Cohort;
use projections::tenancy::HiringScope;
use projections::views::applications::reports::{self, DiversityReport, Funnel, HiringSpeed, SourcesReport};
use projections::views::interviews::reports::{self as interview_reports, InterviewerReport};
use projections::views::jobs::access;
use projections::views::offers::reports::{self as offer_reports, OfferReport};
use projections::views::org::read as org;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(funnel))
        .routes(routes!(funnel_export))
        .routes(routes!(hiring_speed))
        .routes(routes!(diversity))
        .routes(routes!(sources))
        .routes(routes!(sources_export))
        .routes(routes!(offers))
        .routes(routes!(offers_export))
        .routes(routes!(interviewers))
        .routes(routes!(interviewers_export))
        .routes(routes!(settings, set_settings))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CohortQuery {
    /// First day (UTC) of the cohort's submissions; 89 days before `to` without it.
    #[param(value_type = Option<NaiveDate>)]
    from: Option<Day>,
    /// Last day (UTC) of the cohort's submissions; today without it.
    #[param(value_type = Option<NaiveDate>)]
    to: Option<Day>,
    /// The day (UTC) whose end the figures are as of: what was known then, nothing later. Today
    /// without it; not before `from`.
    #[param(value_type = Option<NaiveDate>)]
    at: Option<Day>,
    /// Only these jobs' applications: one job's id, or several separated by commas.
    #[param(value_type = Option<String>, pattern = "^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36})*$")]
    job: Option<String>,
    /// Only the applications to jobs placed in this org unit or a unit below it (404 for a unit
    /// the company does not have).
    unit: Option<Uuid>,
}

/// A cohort asked for: at most a year of whole days, `from` not after `to` nor after `at`.
fn cohort_of(query: &CohortQuery) -> Result<Cohort, ApiError> {
    const MAX_DAYS: i64 = 366;
    let today = Utc::now().date_naive();
    let to = query.to.map_or(today, Day::date);
    let from = query.from.map_or(to - Duration::days(89), Day::date);
    let at = query.at.map_or(today, Day::date);
    if from > to || from > at {
        return Err(ApiError::field("from", FieldError::OutOfRange));
    }
    if (to - from).num_days() >= MAX_DAYS {
        return Err(ApiError::field("to", FieldError::OutOfRange));
    }
    let end_of_day = at.and_time(NaiveTime::MIN).and_utc() + Duration::days(1) - Duration::microseconds(1);
    Ok(Cohort {
        from,
        to,
        at: end_of_day.min(Utc::now()),
        jobs: query.job.as_deref().map(job_ids).transpose()?,
    })
}

/// `a,b,…`: at most `MAX_JOBS` job ids.
fn job_ids(list: &str) -> Result<Vec<Uuid>, ApiError> {
    const MAX_JOBS: usize = 200;
    let jobs: Vec<Uuid> = list
        .split(',')
        .map(|id| id.trim().parse())
        .collect::<Result<_, _>>()
        .map_err(|_| ApiError::field("job", FieldError::InvalidType))?;
    if jobs.len() > MAX_JOBS {
        return Err(ApiError::field("job", FieldError::OutOfRange));
    }
    Ok(jobs)
}

/// The cohort asked for: of jobs the caller sees the applicants of when some are named, and of
/// those in the unit when one is.
async fn cohort_in(state: &AppState, scope: &HiringScope, query: &CohortQuery) -> Result<Cohort, ApiError> {
    let mut cohort = cohort_of(query)?;
    for job in cohort.jobs.iter().flatten() {
        scope.require_applicants_of(*job)?;
    }
    if let Some(unit) = query.unit {
        if org::unit(&state.pool, scope.tenant(), unit).await?.is_none() {
            return Err(ApiError::NotFound);
        }
        let under = access::under_unit(&state.pool, scope.tenant(), unit).await?;
        cohort.jobs = Some(match cohort.jobs {
            Some(named) => named.into_iter().filter(|job| under.contains(job)).collect(),
            None => under,
        });
    }
    Ok(cohort)
}

/// The funnel of the applications submitted in a period: how many reached each stage, how many
/// are still in it, and of those that left it how many moved on or were rejected (by the
/// company or by the applicant), with the median and 90th percentile days spent in it and the
/// days to hire, as of the end of day `at`.
#[utoipa::path(get, path = "/api/reports/funnel/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = Funnel), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn funnel(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<Funnel>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    Ok(Json(reports::funnel(&state.pool, &scope, &cohort).await?))
}

const FUNNEL_HEADERS: [&str; 9] = [
    "Stage",
    "Reached",
    "In flight",
    "Moved on",
    "Rejected by company",
    "Rejected by applicant",
    "Conversion",
    "Median days",
    "90th percentile days",
];

/// The funnel's table as a file: a row per stage, then the time to hire (its hires under
/// "Reached").
fn funnel_rows(funnel: Funnel) -> Vec<crate::exports::Row> {
    use crate::exports::Cell;
    let hires = &funnel.time_to_hire;
    let time_to_hire = vec![
        "time_to_hire".into(),
        hires.hired.into(),
        Cell::Blank,
        Cell::Blank,
        Cell::Blank,
        Cell::Blank,
        Cell::Blank,
        hires.median_days.into(),
        hires.p90_days.into(),
    ];
    funnel
        .stages
        .into_iter()
        .map(|stage| {
            vec![
                stage.status.value.into(),
                stage.reached.into(),
                stage.in_flight.into(),
                stage.moved_on.into(),
                stage.rejected_by_company.into(),
                stage.rejected_by_applicant.into(),
                stage.conversion.into(),
                stage.median_days.into(),
                stage.p90_days.into(),
            ]
        })
        .chain([time_to_hire])
        .collect()
}

/// The funnel as a CSV or XLSX file, with the same cohort and `at`.
#[utoipa::path(get, path = "/api/reports/funnel/export/", tag = "reports", security(("jwt" = [])),
    params(CohortQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn funnel_export(
    state: State<AppState>,
    hiring: Hiring<HiringTeam>,
    query: Query<CohortQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let stem = file_stem("funnel", &query.0)?;
    let Json(funnel) = funnel(state, hiring, query).await?;
    crate::exports::download(
        format,
        &stem,
        &FUNNEL_HEADERS,
        crate::exports::rows_of(funnel_rows(funnel)),
    )
    .await
}

/// How fast the hires of a period came, as of the end of day `at`: per month of hire, the hires
/// and the median and 90th percentile days from submission to hire; and the days from a job's
/// publication to its first hire, for the jobs first filled in the period.
#[utoipa::path(get, path = "/api/reports/hiring-speed/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = HiringSpeed), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn hiring_speed(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<HiringSpeed>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    Ok(Json(reports::hiring_speed(&state.pool, &scope, &cohort).await?))
}

/// The funnel of a period's applications per self-identified group (gender, age band,
/// disability), as of the end of day `at`: every group of fewer than five people, and every
/// count under five, is hidden, so no figure points at anyone.
#[utoipa::path(get, path = "/api/reports/diversity/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = DiversityReport), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn diversity(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<DiversityReport>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    Ok(Json(reports::diversity(&state.pool, &scope, &cohort).await?))
}

/// The funnel of a period's applications per source (Hire's job search, the careers page, each
/// job board, a direct link; `unknown` before sources were kept), as of the end of day `at`.
#[utoipa::path(get, path = "/api/reports/sources/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = SourcesReport), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn sources(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<SourcesReport>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    Ok(Json(reports::sources(&state.pool, &scope, &cohort).await?))
}

/// The sources report as a CSV or XLSX file: a row per source (and board), a column per stage.
#[utoipa::path(get, path = "/api/reports/sources/export/", tag = "reports", security(("jwt" = [])),
    params(CohortQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn sources_export(
    state: State<AppState>,
    hiring: Hiring<HiringTeam>,
    query: Query<CohortQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let stem = file_stem("sources", &query.0)?;
    let Json(report) = sources(state, hiring, query).await?;
    let headers: Vec<&str> = ["Source", "Board"]
        .into_iter()
        .chain(report.stages.iter().map(|stage| stage.value))
        .chain(["Hire rate"])
        .collect();
    let rows = report
        .sources
        .into_iter()
        .map(|source| {
            [source.source.into(), source.board.into()]
                .into_iter()
                .chain(source.reached.into_iter().map(Into::into))
                .chain([source.hire_rate.into()])
                .collect()
        })
        .collect();
    crate::exports::download(format, &stem, &headers, crate::exports::rows_of(rows)).await
}

/// The offers sent in a period and what became of them as of the end of day `at`: how many
/// are pending, accepted, declined, withdrawn or expired, the acceptance rate and the median
/// days to an answer, and per currency the salaries offered against their jobs' ranges and the
/// salary benchmark for their titles as it stood then.
#[utoipa::path(get, path = "/api/reports/offers/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = OfferReport), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn offers(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<OfferReport>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    Ok(Json(offer_reports::offers(&state.pool, &scope, &cohort).await?))
}

const OFFER_HEADERS: [&str; 18] = [
    "Currency",
    "Sent",
    "Pending",
    "Accepted",
    "Declined",
    "Withdrawn",
    "Expired",
    "Acceptance rate",
    "Median days to answer",
    "Median salary",
    "Below range",
    "Within range",
    "Above range",
    "Without range",
    "Below market",
    "Within market",
    "Above market",
    "Without market data",
];

/// The offers report as a file: the totals of every currency (`all`), then a row per currency
/// with its offers and their salaries against the ranges and the market.
#[utoipa::path(get, path = "/api/reports/offers/export/", tag = "reports", security(("jwt" = [])),
    params(CohortQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn offers_export(
    state: State<AppState>,
    hiring: Hiring<HiringTeam>,
    query: Query<CohortQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let stem = file_stem("offers", &query.0)?;
    let Json(report) = offers(state, hiring, query).await?;
    let totals = [
        "all".into(),
        report.sent.into(),
        report.pending.into(),
        report.accepted.into(),
        report.declined.into(),
        report.withdrawn.into(),
        report.expired.into(),
        report.acceptance_rate.into(),
        report.median_days_to_answer.into(),
    ]
    .into_iter()
    .chain(std::iter::repeat_n(Cell::Blank, 9))
    .collect();
    let currencies = report.salaries.into_iter().map(|salary| {
        [salary.currency.into(), salary.offers.into()]
            .into_iter()
            .chain(std::iter::repeat_n(Cell::Blank, 7))
            .chain([
                salary.median_salary.into(),
                salary.below_range.into(),
                salary.within_range.into(),
                salary.above_range.into(),
                salary.without_range.into(),
                salary.below_market.into(),
                salary.within_market.into(),
                salary.above_market.into(),
                salary.without_market.into(),
            ])
            .collect()
    });
    let rows = std::iter::once(totals).chain(currencies).collect();
    crate::exports::download(format, &stem, &OFFER_HEADERS, crate::exports::rows_of(rows)).await
}

/// The longest window after an interview for its evaluation to count as on time.
const MAX_ON_TIME_DAYS: i16 = 30;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OnTimeQuery {
    /// The days after an interview ends within which its evaluation counts as on time; the
    /// company's setting (`/api/reports/settings/`) without it, at most 30.
    #[param(minimum = 0, maximum = 30)]
    on_time_days: Option<i16>,
}

fn checked_on_time_days(days: i16) -> Result<i16, ApiError> {
    if (0..=MAX_ON_TIME_DAYS).contains(&days) {
        Ok(days)
    } else {
        Err(ApiError::field("on_time_days", FieldError::OutOfRange))
    }
}

/// The window asked for, or the company's.
async fn on_time_days(state: &AppState, scope: &HiringScope, query: &OnTimeQuery) -> Result<i32, ApiError> {
    let days = match query.on_time_days {
        Some(days) => checked_on_time_days(days)?,
        None => store::on_time_days(&state.pool, scope.company).await?,
    };
    Ok(i32::from(days))
}

/// The company's report settings.
#[derive(Serialize, Deserialize, ToSchema)]
pub struct ReportSettings {
    /// The days after an interview ends within which its evaluation counts as on time (0..30).
    #[schema(minimum = 0, maximum = 30)]
    pub on_time_days: i16,
}

/// Your company's report settings: the window for an evaluation to be on time.
#[utoipa::path(get, path = "/api/reports/settings/", tag = "reports", security(("jwt" = [])),
    responses((status = 200, body = ReportSettings), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn settings(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
) -> Result<Json<ReportSettings>, ApiError> {
    Ok(Json(ReportSettings {
        on_time_days: store::on_time_days(&state.pool, scope.company).await?,
    }))
}

/// Set your company's report settings (the company owner).
#[utoipa::path(put, path = "/api/reports/settings/", tag = "reports", security(("jwt" = [])), request_body = ReportSettings,
    responses((status = 200, body = ReportSettings), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn set_settings(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<ReportSettings>,
) -> Result<Json<ReportSettings>, ApiError> {
    let on_time_days = checked_on_time_days(body.on_time_days)?;
    store::set_on_time_days(&state.pool, owner.company.id, on_time_days).await?;
    Ok(Json(ReportSettings { on_time_days }))
}

/// Per interviewer, the interviews held on the days of a period (as of the end of day `at`),
/// the evaluations submitted and how many on time, and the ratings given against the panel's
/// average, over all and per competency.
#[utoipa::path(get, path = "/api/reports/interviewers/", tag = "reports", security(("jwt" = [])),
    params(CohortQuery, OnTimeQuery),
    responses((status = 200, body = InterviewerReport), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn interviewers(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
    Query(on_time): Query<OnTimeQuery>,
) -> Result<Json<InterviewerReport>, ApiError> {
    let cohort = cohort_in(&state, &scope, &query).await?;
    let days = on_time_days(&state, &scope, &on_time).await?;
    Ok(Json(
        interview_reports::interviewers(&state.pool, &scope, &cohort, days).await?,
    ))
}

const INTERVIEWER_HEADERS: [&str; 7] = [
    "Interviewer",
    "Interviews",
    "Evaluations",
    "On time",
    "Average given",
    "Panel average",
    "Competency",
];

/// The interviewers report as a file: a row per interviewer, then one per competency they rated.
#[utoipa::path(get, path = "/api/reports/interviewers/export/", tag = "reports", security(("jwt" = [])),
    params(CohortQuery, OnTimeQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn interviewers_export(
    state: State<AppState>,
    hiring: Hiring<HiringTeam>,
    query: Query<CohortQuery>,
    on_time: Query<OnTimeQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let stem = file_stem("interviewers", &query.0)?;
    let Json(report) = interviewers(state, hiring, query, on_time).await?;
    let rows = report
        .interviewers
        .into_iter()
        .flat_map(|figures| {
            let name = figures.name.unwrap_or_else(|| figures.interviewer.to_string());
            let competencies: Vec<crate::exports::Row> = figures
                .competencies
                .into_iter()
                .map(|competency| {
                    vec![
                        name.clone().into(),
                        Cell::Blank,
                        competency.ratings.into(),
                        Cell::Blank,
                        competency.average_given.into(),
                        competency.panel_average.into(),
                        competency
                            .competency
                            .unwrap_or_else(|| format!("category {}", competency.category))
                            .into(),
                    ]
                })
                .collect();
            std::iter::once(vec![
                name.clone().into(),
                figures.interviews.into(),
                figures.evaluations.into(),
                figures.on_time.into(),
                figures.average_given.into(),
                figures.panel_average.into(),
                Cell::Blank,
            ])
            .chain(competencies)
        })
        .collect();
    crate::exports::download(format, &stem, &INTERVIEWER_HEADERS, crate::exports::rows_of(rows)).await
}

/// `<report>-<from>-<to>`, the file name of a report's export.
fn file_stem(report: &str, query: &CohortQuery) -> Result<String, ApiError> {
    let cohort = cohort_of(query)?;
    Ok(format!("{report}-{}-{}", cohort.from, cohort.to))
}
