//! Hiring reports (issue 42), each computed from the applications' status changes as of any
//! past day, for the hiring team within its scope.

use crate::caller::{Hiring, InScope};
use crate::http::roles::HiringTeam;
use crate::http::{ApiError, Day, ErrorBody, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, NaiveTime, Utc};
use domain::validation::FieldError;
use projections::views::applications::reports::{self, Cohort, Funnel};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(funnel))
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
    /// Only this job's applications.
    job: Option<Uuid>,
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
        job: query.job,
    })
}

/// The funnel of the applications submitted in a period: how many reached each stage, how many
/// are still in it, and of those that left it how many moved on or were rejected (by the
/// company or by the applicant), with the median and 90th percentile days spent in it and the
/// days to hire, as of the end of day `at`.
#[utoipa::path(get, path = "/api/reports/funnel/", tag = "reports", security(("jwt" = [])), params(CohortQuery),
    responses((status = 200, body = Funnel), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn funnel(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<CohortQuery>,
) -> Result<Json<Funnel>, ApiError> {
    let cohort = cohort_of(&query)?;
    if let Some(job) = cohort.job {
        scope.require_applicants_of(job)?;
    }
    Ok(Json(reports::funnel(&state.pool, &scope, cohort).await?))
}
