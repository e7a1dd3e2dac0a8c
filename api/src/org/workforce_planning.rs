//! Workforce planning (spec: /workforce-planning, `workforce-planning/` in the org structure
//! group): per position and period, the budgeted head count, what was approved beyond it, the
//! staff and open requisitions read live from employees, hires and jobs, the vacancy, unit
//! totals rolled up the org tree, and the market's pay beside each budget. The company's alone.
//! Contract: docs/api-workforce-planning-contract.md.

use super::{owner_company, position};
use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody};
use crate::http::{Day, JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use domain::benchmark::Summary;
use domain::hiring::DEFAULT_CURRENCY;
use domain::hiring::job::{JobCommand, JobDetails};
use domain::validation::FieldError;
use domain::workforce_planning::{
    Coverage, Figures, HEAD_COUNT_MAX, Period, SALARY_BUDGET_MAX, WorkforcePlanCommand, WorkforcePlanError,
    budget_per_head,
};
use projections::hiring::execute;
use projections::tenancy::Public;
use projections::views::jobs::salaries::{self, SalaryFilters};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::types::Json as JsonColumn;
use std::collections::{HashMap, HashSet};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

fn period_parameter(period: Option<&str>) -> Result<Period, ApiError> {
    match period.map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(Period::quarter_of(Utc::now().date_naive())),
        Some(text) => text
            .parse()
            .map_err(|_| ApiError::field("period", FieldError::InvalidChoice)),
    }
}

/// The end of `day`, or `None` (now) for today or a later day.
fn end_of(day: Option<NaiveDate>) -> Option<DateTime<Utc>> {
    day.filter(|day| *day < Utc::now().date_naive())
        .map(|day| day.and_hms_opt(23, 59, 59).unwrap_or_default().and_utc())
}

#[derive(Serialize, ToSchema, Clone)]
pub struct PlanPerson {
    pub id: Uuid,
    pub name: String,
}

#[derive(Serialize, ToSchema, Clone)]
pub struct PlanMarketPay {
    pub count: usize,
    pub p25: f64,
    pub median: f64,
    pub p75: f64,
    pub currency: String,
}

#[derive(Serialize, ToSchema)]
pub struct PlanLine {
    pub position_id: Uuid,
    pub title: String,
    pub unit_id: Uuid,
    /// False until the company set a figure for the position in this period.
    pub planned: bool,
    pub budget: u32,
    pub out_of_budget: u32,
    pub updated_budget: u32,
    pub staff: u32,
    pub open_requisitions: u32,
    pub vacancy: u32,
    pub over_budget: u32,
    pub salary_budget: Option<u64>,
    pub currency: Option<String>,
    pub budget_per_head: Option<u64>,
    /// The salary benchmark for the position's title; `null` with too little data.
    pub benchmark: Option<PlanMarketPay>,
    pub has_job_template: bool,
    pub changed_at: Option<DateTime<Utc>>,
    pub changed_by: Option<PlanPerson>,
}

#[derive(Serialize, ToSchema, Default, Clone, Copy)]
pub struct PlanTotals {
    pub budget: u32,
    pub out_of_budget: u32,
    pub updated_budget: u32,
    pub staff: u32,
    pub open_requisitions: u32,
    pub vacancy: u32,
    pub over_budget: u32,
}

impl PlanTotals {
    fn add(&mut self, line: &PlanLine) {
        self.budget += line.budget;
        self.out_of_budget += line.out_of_budget;
        self.updated_budget += line.updated_budget;
        self.staff += line.staff;
        self.open_requisitions += line.open_requisitions;
        self.vacancy += line.vacancy;
        self.over_budget += line.over_budget;
    }
}

#[derive(Serialize, ToSchema)]
pub struct PlanUnitTotals {
    pub id: Uuid,
    /// department, division or sub_division
    pub kind: String,
    pub name: String,
    pub parent_id: Option<Uuid>,
    #[serde(flatten)]
    pub totals: PlanTotals,
}

#[derive(Serialize, ToSchema)]
pub struct Plan {
    pub period: String,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    /// The day the plan is shown as of; `null` for now.
    pub at: Option<NaiveDate>,
    pub lines: Vec<PlanLine>,
    /// Each unit with the totals of its positions and of every unit under it.
    pub units: Vec<PlanUnitTotals>,
    pub total: PlanTotals,
}

#[derive(sqlx::FromRow)]
struct LineRow {
    position_id: Uuid,
    title: String,
    unit_id: Uuid,
    budget: Option<i32>,
    out_of_budget: Option<i32>,
    salary_budget: Option<i64>,
    currency: Option<String>,
    changed_at: Option<DateTime<Utc>>,
    changed_by: Option<Uuid>,
    changed_by_name: Option<String>,
    staff: i64,
    open_requisitions: i64,
    has_job_template: bool,
}

#[derive(sqlx::FromRow)]
struct UnitRow {
    id: Uuid,
    kind: String,
    name: String,
    parent_id: Option<Uuid>,
}

/// `$2` is the moment (NULL: now); a version of an alias is valid then.
macro_rules! valid_at {
    ($alias:literal) => {
        concat!(
            "CASE WHEN $2::timestamptz IS NULL THEN ",
            $alias,
            ".valid_to IS NULL ELSE ",
            $alias,
            ".valid_from <= $2 AND (",
            $alias,
            ".valid_to IS NULL OR ",
            $alias,
            ".valid_to > $2) END"
        )
    };
}

/// Hires into job `j` up to `$2`.
const HIRES: &str = "(SELECT count(*) FROM application_status_changes h
     WHERE h.job_id = j.id AND h.to_status = 5 AND ($2::timestamptz IS NULL OR h.at <= $2))";

/// The lines of company `$1`'s plan `$3` at `$2`: every current position, planned or not, with
/// its staff (active employees placed there and applicants hired into its jobs) and the
/// openings of its open jobs not yet filled.
fn lines_query() -> String {
    format!(
        "SELECT p.position_id, p.title, p.unit_id,
                v.budget, v.out_of_budget, v.salary_budget, v.currency, v.valid_from AS changed_at, v.changed_by,
                nullif(trim(u.first_name || ' ' || u.last_name), '') AS changed_by_name,
                (SELECT count(*) FROM employee_placements placed
                  WHERE placed.position_id = p.position_id AND {placed})
                + (SELECT coalesce(sum({HIRES}), 0) FROM job_views j
                    WHERE j.company_id = $1 AND j.position_id = p.position_id)::bigint AS staff,
                (SELECT coalesce(sum(greatest(0, coalesce((j.details->>'openings')::int, 1) - {HIRES})), 0) FROM job_views j
                  WHERE j.company_id = $1 AND j.position_id = p.position_id AND j.status <> 'declined'
                    AND CASE WHEN $2::timestamptz IS NULL THEN j.status IN ('requested', 'draft', 'live', 'inactive')
                        ELSE j.created_at <= $2 AND (j.closed_at IS NULL OR j.closed_at > $2) END)::bigint AS open_requisitions,
                EXISTS (SELECT 1 FROM org_job_templates t WHERE t.position_id = p.position_id AND t.company_id = $1) AS has_job_template
         FROM org_position_versions p
         LEFT JOIN workforce_plan_versions v ON v.plan_id = $3 AND v.position_id = p.position_id AND {version}
         LEFT JOIN users u ON u.id = v.changed_by
         WHERE p.company_id = $1 AND {position} AND NOT p.archived
         ORDER BY lower(p.title), p.position_id",
        placed = valid_at!("placed"),
        version = valid_at!("v"),
        position = valid_at!("p"),
    )
}

fn line_of(row: LineRow) -> PlanLine {
    let figures = Figures {
        budget: row.budget.unwrap_or(0) as u32,
        out_of_budget: row.out_of_budget.unwrap_or(0) as u32,
        salary_budget: row.salary_budget.map(|amount| amount as u64),
        currency: row.currency,
    };
    let staff = row.staff as u32;
    let open_requisitions = row.open_requisitions as u32;
    let coverage = Coverage::of(figures.updated_budget(), staff, open_requisitions);
    PlanLine {
        position_id: row.position_id,
        title: row.title,
        unit_id: row.unit_id,
        planned: row.budget.is_some(),
        budget: figures.budget,
        out_of_budget: figures.out_of_budget,
        updated_budget: figures.updated_budget(),
        staff,
        open_requisitions,
        vacancy: coverage.vacancy,
        over_budget: coverage.over_budget,
        budget_per_head: budget_per_head(&figures),
        salary_budget: figures.salary_budget,
        currency: figures.currency,
        benchmark: None,
        has_job_template: row.has_job_template,
        changed_at: row.changed_at,
        changed_by: row.changed_by.map(|id| PlanPerson {
            id,
            name: row.changed_by_name.unwrap_or_default(),
        }),
    }
}

/// The plan's lines and units at `at` (now when `None`), the units' totals rolled up the tree.
/// Positions under an archived unit are off the plan, as they are off the chart.
async fn plan_at(
    pool: &PgPool,
    company: Uuid,
    period: Period,
    at: Option<DateTime<Utc>>,
) -> Result<(Vec<PlanLine>, Vec<PlanUnitTotals>, PlanTotals), ApiError> {
    let units: Vec<UnitRow> = sqlx::query_as(&format!(
        "SELECT u.unit_id AS id, u.kind, u.name, u.parent_id FROM org_unit_versions u
         WHERE u.company_id = $1 AND {} AND NOT u.archived ORDER BY lower(u.name), u.unit_id",
        valid_at!("u")
    ))
    .bind(company)
    .bind(at)
    .fetch_all(pool)
    .await?;
    let mut shown: HashSet<Uuid> = units.iter().map(|unit| unit.id).collect();
    let parents: HashMap<Uuid, Option<Uuid>> = units.iter().map(|unit| (unit.id, unit.parent_id)).collect();
    // A unit hangs on the plan only while every unit above it does.
    loop {
        let orphans: Vec<Uuid> = shown
            .iter()
            .filter(|id| parents[id].is_some_and(|parent| !shown.contains(&parent)))
            .copied()
            .collect();
        if orphans.is_empty() {
            break;
        }
        for orphan in orphans {
            shown.remove(&orphan);
        }
    }
    let rows: Vec<LineRow> = sqlx::query_as(&lines_query())
        .bind(company)
        .bind(at)
        .bind(period.plan_id(company))
        .fetch_all(pool)
        .await?;
    let lines: Vec<PlanLine> = rows
        .into_iter()
        .filter(|row| shown.contains(&row.unit_id))
        .map(line_of)
        .collect();
    let mut unit_totals: HashMap<Uuid, PlanTotals> = HashMap::new();
    let mut total = PlanTotals::default();
    for line in &lines {
        total.add(line);
        let mut unit = Some(line.unit_id);
        while let Some(id) = unit {
            unit_totals.entry(id).or_default().add(line);
            unit = parents.get(&id).copied().flatten();
        }
    }
    let units = units
        .into_iter()
        .filter(|unit| shown.contains(&unit.id))
        .map(|unit| PlanUnitTotals {
            totals: unit_totals.get(&unit.id).copied().unwrap_or_default(),
            id: unit.id,
            kind: unit.kind,
            name: unit.name,
            parent_id: unit.parent_id,
        })
        .collect();
    Ok((lines, units, total))
}

/// The whole plan, each line with the market's pay for its title beside its budget.
pub(crate) async fn plan(
    pool: &PgPool,
    company: Uuid,
    period: Period,
    day: Option<NaiveDate>,
) -> Result<Plan, ApiError> {
    let at = end_of(day);
    let (mut lines, units, total) = plan_at(pool, company, period, at).await?;
    let mut market: HashMap<(String, String), Option<PlanMarketPay>> = HashMap::new();
    for line in &mut lines {
        let currency = line.currency.clone().unwrap_or_else(|| DEFAULT_CURRENCY.to_owned());
        let key = (line.title.to_lowercase(), currency.clone());
        if !market.contains_key(&key) {
            let filters = SalaryFilters::titled_like(&line.title, &currency);
            let salaries = salaries::salary_points(pool, Public, &filters).await?;
            let pay = Summary::of(&salaries).map(|summary| PlanMarketPay {
                count: summary.count,
                p25: summary.p25,
                median: summary.median,
                p75: summary.p75,
                currency,
            });
            market.insert(key.clone(), pay);
        }
        line.benchmark = market[&key].clone();
    }
    Ok(Plan {
        period: period.to_string(),
        starts_on: period.starts_on(),
        ends_on: period.ends_on(),
        at: day.filter(|_| at.is_some()),
        lines,
        units,
        total,
    })
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlanQuery {
    /// A year (`2026`) or a quarter (`2026-Q3`); the current quarter without it.
    #[param(pattern = r"^\s*\d{4}(-[Qq][1-4])?\s*$")]
    period: Option<String>,
    /// The plan as it was at the end of this day; now without it.
    #[param(value_type = Option<NaiveDate>)]
    at: Option<Day>,
}

/// The workforce plan of a period, as of a day.
#[utoipa::path(get, path = "/api/org/workforce-planning/", tag = "org", security(("jwt" = [])), params(PlanQuery),
    responses((status = 200, body = Plan), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn get(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PlanQuery>,
) -> Result<Json<Plan>, ApiError> {
    let company = owner_company(&caller)?;
    let period = period_parameter(query.period.as_deref())?;
    Ok(Json(plan(&state.pool, company, period, query.at.map(Day::date)).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct PlanLineRequest {
    #[schema(required = true, value_type = String, pattern = r"^\s*\d{4}(-[Qq][1-4])?\s*$")]
    period: Option<String>,
    #[schema(required = true, value_type = u32, minimum = 0, maximum = 10000)]
    budget: Option<i64>,
    #[schema(value_type = u32, minimum = 0, maximum = 10000)]
    out_of_budget: Option<i64>,
    #[schema(minimum = 0, maximum = 1000000000)]
    salary_budget: Option<i64>,
    /// Three letters (ISO 4217); required with a salary budget.
    #[schema(pattern = "^([A-Za-z]{3})?$")]
    currency: Option<String>,
}

fn head_count(fields: &mut crate::http::FieldErrors, name: &str, value: Option<i64>) -> Option<u32> {
    match value {
        Some(count) if (0..=i64::from(HEAD_COUNT_MAX)).contains(&count) => Some(count as u32),
        Some(_) => fields.check(name, Err(FieldError::OutOfRange)),
        None => None,
    }
}

impl PlanLineRequest {
    fn checked(self) -> Result<(Period, Figures), ApiError> {
        let mut fields = crate::http::FieldErrors::default();
        let period = match self.period.as_deref().map(str::parse::<Period>) {
            Some(Ok(period)) => Some(period),
            Some(Err(_)) => fields.check("period", Err(FieldError::InvalidChoice)),
            None => fields.check("period", Err(FieldError::Required)),
        };
        if self.budget.is_none() {
            fields.add("budget", FieldError::Required);
        }
        let budget = head_count(&mut fields, "budget", self.budget);
        let out_of_budget = head_count(&mut fields, "out_of_budget", self.out_of_budget.or(Some(0)));
        let salary_budget = match self.salary_budget {
            Some(amount) if (0..=SALARY_BUDGET_MAX as i64).contains(&amount) => Some(amount as u64),
            Some(_) => fields.check("salary_budget", Err(FieldError::OutOfRange)),
            None => None,
        };
        let currency = match domain::validation::currency(self.currency.as_deref()) {
            Ok(None) if salary_budget.is_some() => fields.check("currency", Err(FieldError::Required)),
            currency => fields.check("currency", currency).flatten(),
        };
        fields.into_result()?;
        match (period, budget, out_of_budget) {
            (Some(period), Some(budget), Some(out_of_budget)) => Ok((
                period,
                Figures {
                    budget,
                    out_of_budget,
                    salary_budget,
                    currency: salary_budget.and(currency),
                },
            )),
            _ => Err(ApiError::field("budget", FieldError::Required)),
        }
    }
}

/// A current, not archived position of the company (404 for another company's or an unknown
/// one; 409 `archived` for an archived one).
async fn plannable_position(pool: &PgPool, company: Uuid, position_id: Uuid) -> Result<(), ApiError> {
    if position(pool, company, position_id).await?.archived {
        return Err(domain::org::OrgError::Archived.into());
    }
    Ok(())
}

/// Set the figures of a position for a period.
#[utoipa::path(put, path = "/api/org/workforce-planning/{id}/", tag = "org", security(("jwt" = [])),
    request_body = PlanLineRequest,
    responses((status = 200, body = Plan), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn put(
    State(state): State<AppState>,
    caller: Caller,
    Path(position_id): Path<Uuid>,
    JsonBody(body): JsonBody<PlanLineRequest>,
) -> Result<Json<Plan>, ApiError> {
    let company = owner_company(&caller)?;
    let (period, figures) = body.checked()?;
    plannable_position(&state.pool, company, position_id).await?;
    execute(
        &state.hiring.workforce_plans,
        period.plan_id(company),
        WorkforcePlanCommand::SetLine {
            company_id: company,
            period,
            position_id,
            figures,
        },
        Some(caller.id),
    )
    .await?;
    Ok(Json(plan(&state.pool, company, period, None).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// A year (`2026`) or a quarter (`2026-Q3`); the current quarter without it.
    #[param(pattern = r"^\s*\d{4}(-[Qq][1-4])?\s*$")]
    period: Option<String>,
}

/// Take a position off a period's plan.
#[utoipa::path(delete, path = "/api/org/workforce-planning/{id}/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(position_id): Path<Uuid>,
    Query(query): Query<PeriodQuery>,
) -> Result<StatusCode, ApiError> {
    let company = owner_company(&caller)?;
    let period = period_parameter(query.period.as_deref())?;
    let planned: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM workforce_plans w WHERE w.plan_id = $1 AND w.company_id = $2)",
    )
    .bind(period.plan_id(company))
    .bind(company)
    .fetch_one(&state.pool)
    .await?;
    if !planned {
        return Err(ApiError::NotFound);
    }
    execute(
        &state.hiring.workforce_plans,
        period.plan_id(company),
        WorkforcePlanCommand::RemoveLine { position_id },
        Some(caller.id),
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
pub struct PlanChange {
    pub at: DateTime<Utc>,
    pub by: Option<PlanPerson>,
    pub position_id: Uuid,
    pub title: String,
    /// `null`: the position's first figures.
    pub from: Option<Figures>,
    /// `null`: the position was taken off the plan.
    pub to: Option<Figures>,
}

#[derive(Serialize, ToSchema)]
pub struct PlanHistory {
    pub changes: Vec<PlanChange>,
}

#[derive(sqlx::FromRow)]
struct ChangeRow {
    at: DateTime<Utc>,
    actor: Option<Uuid>,
    actor_name: Option<String>,
    position_id: Uuid,
    title: Option<String>,
    before: Option<JsonColumn<Figures>>,
    after: Option<JsonColumn<Figures>>,
}

/// Who changed the plan of a period, when, from what to what (newest first, at most 500).
#[utoipa::path(get, path = "/api/org/workforce-planning/history/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 200, body = PlanHistory), (status = 403, body = ErrorBody)))]
pub async fn history(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<PlanHistory>, ApiError> {
    let company = owner_company(&caller)?;
    let period = period_parameter(query.period.as_deref())?;
    let rows: Vec<ChangeRow> = sqlx::query_as(
        "SELECT c.at, c.actor, nullif(trim(u.first_name || ' ' || u.last_name), '') AS actor_name, c.position_id,
                (SELECT p.title FROM org_position_versions p WHERE p.position_id = c.position_id AND p.company_id = $2
                 ORDER BY p.valid_from DESC LIMIT 1) AS title,
                c.before, c.after
         FROM workforce_plan_changes c JOIN workforce_plans w ON w.plan_id = c.plan_id AND w.company_id = $2
         LEFT JOIN users u ON u.id = c.actor
         WHERE c.plan_id = $1 ORDER BY c.sequence DESC LIMIT 500",
    )
    .bind(period.plan_id(company))
    .bind(company)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(PlanHistory {
        changes: rows
            .into_iter()
            .map(|row| PlanChange {
                at: row.at,
                by: row.actor.map(|id| PlanPerson {
                    id,
                    name: row.actor_name.unwrap_or_default(),
                }),
                position_id: row.position_id,
                title: row.title.unwrap_or_default(),
                from: row.before.map(|figures| figures.0),
                to: row.after.map(|figures| figures.0),
            })
            .collect(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct PlanTrendPoint {
    pub on: NaiveDate,
    pub updated_budget: u32,
    pub staff: u32,
    pub open_requisitions: u32,
    pub vacancy: u32,
}

#[derive(Serialize, ToSchema)]
pub struct PlanTrend {
    pub points: Vec<PlanTrendPoint>,
}

/// The days a trend is read on: the end of each week of a quarter or each month of a year,
/// up to `today` (which ends the last point of a running period).
fn trend_days(period: Period, today: NaiveDate) -> Vec<NaiveDate> {
    let last = period.ends_on().min(today);
    let mut days = Vec::new();
    let mut day = period.starts_on();
    while day <= last {
        let end = if period.is_year() {
            NaiveDate::from_ymd_opt(day.year(), day.month(), 1)
                .and_then(|first| first.checked_add_months(chrono::Months::new(1)))
                .and_then(|next| next.pred_opt())
                .unwrap_or(last)
        } else {
            day + Duration::days(6)
        };
        days.push(end.min(last));
        day = end + Duration::days(1);
    }
    days
}

/// The whole company's plan against its actual staff over the period, up to today.
#[utoipa::path(get, path = "/api/org/workforce-planning/trend/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 200, body = PlanTrend), (status = 403, body = ErrorBody)))]
pub async fn trend(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<PlanTrend>, ApiError> {
    let company = owner_company(&caller)?;
    let period = period_parameter(query.period.as_deref())?;
    let mut points = Vec::new();
    for on in trend_days(period, Utc::now().date_naive()) {
        let (_, _, total) = plan_at(&state.pool, company, period, end_of(Some(on))).await?;
        points.push(PlanTrendPoint {
            on,
            updated_budget: total.updated_budget,
            staff: total.staff,
            open_requisitions: total.open_requisitions,
            vacancy: total.vacancy,
        });
    }
    Ok(Json(PlanTrend { points }))
}

const EXPORT_HEADERS: [&str; 14] = [
    "Unit",
    "Position",
    "Budget",
    "Out of budget",
    "Updated budget",
    "Staff",
    "Open requisitions",
    "Vacancy",
    "Over budget",
    "Salary budget",
    "Currency",
    "Budget per head",
    "Market median",
    "Market currency",
];

/// The plan of a period, as of a day, as a CSV or XLSX file: a row per position, then the
/// company's total.
#[utoipa::path(get, path = "/api/org/workforce-planning/export/", tag = "org", security(("jwt" = [])),
    params(PlanQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<PlanQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let company = owner_company(&caller)?;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let period = period_parameter(query.period.as_deref())?;
    let plan = plan(&state.pool, company, period, query.at.map(Day::date)).await?;
    let unit_names: HashMap<Uuid, &str> = plan.units.iter().map(|unit| (unit.id, unit.name.as_str())).collect();
    let mut rows: Vec<crate::exports::Row> = plan
        .lines
        .iter()
        .map(|line| {
            vec![
                Cell::from(unit_names.get(&line.unit_id).copied()),
                Cell::from(line.title.as_str()),
                line.budget.into(),
                line.out_of_budget.into(),
                line.updated_budget.into(),
                line.staff.into(),
                line.open_requisitions.into(),
                line.vacancy.into(),
                line.over_budget.into(),
                line.salary_budget.into(),
                line.currency.as_deref().into(),
                line.budget_per_head.into(),
                line.benchmark.as_ref().map(|pay| pay.median).into(),
                line.benchmark.as_ref().map(|pay| pay.currency.as_str()).into(),
            ]
        })
        .collect();
    let total = plan.total;
    rows.push(vec![
        Cell::from("Total"),
        Cell::Blank,
        total.budget.into(),
        total.out_of_budget.into(),
        total.updated_budget.into(),
        total.staff.into(),
        total.open_requisitions.into(),
        total.vacancy.into(),
        total.over_budget.into(),
    ]);
    if let Some(total) = rows.last_mut() {
        total.resize(EXPORT_HEADERS.len(), Cell::Blank);
    }
    let stem = match plan.at {
        Some(day) => format!("workforce-plan-{}-as-of-{day}", plan.period),
        None => format!("workforce-plan-{}", plan.period),
    };
    crate::exports::download(format, &stem, &EXPORT_HEADERS, crate::exports::rows_of(rows)).await
}

#[derive(Deserialize, ToSchema)]
pub struct PlanStaffRequest {
    #[schema(value_type = String, pattern = r"^\s*\d{4}(-[Qq][1-4])?\s*$")]
    period: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct PlanStaffRequestCreated {
    pub job_id: Uuid,
}

/// Turn a position's vacancy into a staff request, pre-filled from its job template, with as
/// many openings as the vacancy. Approving the request posts the job.
#[utoipa::path(post, path = "/api/org/workforce-planning/{id}/request-staff/", tag = "org", security(("jwt" = [])),
    request_body = PlanStaffRequest,
    responses((status = 201, body = PlanStaffRequestCreated), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn request_staff(
    State(state): State<AppState>,
    caller: Caller,
    Path(position_id): Path<Uuid>,
    JsonBody(body): JsonBody<PlanStaffRequest>,
) -> Result<(StatusCode, Json<PlanStaffRequestCreated>), ApiError> {
    let company = owner_company(&caller)?;
    let period = period_parameter(body.period.as_deref())?;
    plannable_position(&state.pool, company, position_id).await?;
    // One request at a time per position, so a double click cannot ask for the vacancy twice.
    let mut lock = state.pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))")
        .bind(position_id)
        .execute(&mut *lock)
        .await?;
    let (lines, _, _) = plan_at(&state.pool, company, period, None).await?;
    let vacancy = lines
        .iter()
        .find(|line| line.position_id == position_id)
        .map_or(0, |line| line.vacancy);
    if vacancy == 0 {
        return Err(WorkforcePlanError::NoVacancy.into());
    }
    let template: Option<JsonColumn<JobDetails>> =
        sqlx::query_scalar("SELECT details FROM org_job_templates WHERE position_id = $1 AND company_id = $2")
            .bind(position_id)
            .bind(company)
            .fetch_optional(&state.pool)
            .await?;
    let Some(JsonColumn(mut details)) = template else {
        return Err(WorkforcePlanError::NoJobTemplate.into());
    };
    details.openings = vacancy;
    // The deadline counts from publishing, as for any approved request.
    details.deadline = None;
    let competencies = super::job_template::requirements_of(&state.pool, company, position_id).await?;
    let job_id = Uuid::now_v7();
    execute(
        &state.hiring.jobs,
        job_id,
        JobCommand::RequestStaff {
            company_id: company,
            details,
            requirements: Some((position_id, competencies)),
        },
        Some(caller.id),
    )
    .await?;
    lock.commit().await?;
    Ok((StatusCode::CREATED, Json(PlanStaffRequestCreated { job_id })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_quarter_trends_by_week_up_to_today() {
        let q4: Period = "2026-Q4".parse().unwrap();
        let days = trend_days(q4, day("2026-10-20"));
        assert_eq!(days, vec![day("2026-10-07"), day("2026-10-14"), day("2026-10-20")]);
    }

    #[test]
    fn a_past_year_trends_by_month_end() {
        let year: Period = "2025".parse().unwrap();
        let days = trend_days(year, day("2026-11-23"));
        assert_eq!(days.len(), 12);
        assert_eq!(days[1], day("2025-02-28"));
        assert_eq!(days[11], day("2025-12-31"));
    }

    #[test]
    fn a_future_period_has_no_trend_yet() {
        let next: Period = "2027-Q1".parse().unwrap();
        assert!(trend_days(next, day("2026-11-23")).is_empty());
    }
}
