//! Workforce planning (spec: /workforce-planning, `workforce-planning/` in the org structure
//! group): per position and period, the budgeted head count, what was approved beyond it, the
//! staff and open requisitions read live from employees, hires and jobs, the vacancy, unit
//! totals rolled up the org tree, and the market's pay beside each budget. The company's alone.
//! Contract: docs/api-workforce-planning-contract.md.

mod store;

use crate::caller::CompanyOwner;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{Day, JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, NaiveDate, Utc};
use domain::hiring::DEFAULT_CURRENCY;
use domain::hiring::job::JobCommand;
use domain::validation::FieldError;
use domain::workforce_planning::{
    Figures, HEAD_COUNT_MAX, Period, SALARY_BUDGET_MAX, Totals, WorkforcePlanCommand, WorkforcePlanError,
    budget_per_head, roll_up,
};
use projections::event_store::execute;
use projections::tenancy::Company;
use projections::views::jobs::salaries::MarketPay;
use projections::views::org::read::{self as org, PlanLineRow};
use projections::views::workforce_planning::read as plans;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::HashMap;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get))
        .routes(routes!(put, delete))
        .routes(routes!(history))
        .routes(routes!(trend))
        .routes(routes!(export))
        .routes(routes!(request_staff))
}

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
    #[serde(flatten)]
    pub totals: Totals,
    pub salary_budget: Option<u64>,
    pub currency: Option<String>,
    pub budget_per_head: Option<u64>,
    /// The salary benchmark for the position's title; `null` with too little data.
    pub benchmark: Option<PlanMarketPay>,
    pub has_job_template: bool,
    pub changed_at: Option<DateTime<Utc>>,
    pub changed_by: Option<PlanPerson>,
}

#[derive(Serialize, ToSchema)]
pub struct PlanUnitTotals {
    pub id: Uuid,
    /// department, division or sub_division
    pub kind: String,
    pub name: String,
    pub parent_id: Option<Uuid>,
    #[serde(flatten)]
    pub totals: Totals,
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
    pub total: Totals,
}

fn line_of(row: PlanLineRow) -> PlanLine {
    let figures = Figures {
        budget: row.budget.unwrap_or(0) as u32,
        out_of_budget: row.out_of_budget.unwrap_or(0) as u32,
        salary_budget: row.salary_budget.map(|amount| amount as u64),
        currency: row.currency,
    };
    PlanLine {
        position_id: row.position_id,
        title: row.title,
        unit_id: row.unit_id,
        planned: row.budget.is_some(),
        totals: Totals::of_line(&figures, row.staff as u32, row.open_requisitions as u32),
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
    company: Company,
    period: Period,
    at: Option<DateTime<Utc>>,
) -> Result<(Vec<PlanLine>, Vec<PlanUnitTotals>, Totals), ApiError> {
    let units = org::units(pool, company, at, false).await?;
    let tree = || units.iter().map(|unit| (unit.id, unit.parent_id));
    let shown = domain::org::rooted(tree());
    let parents: HashMap<Uuid, Option<Uuid>> = tree().collect();
    let rows = org::plan_lines(pool, company, at, period.plan_id(company.0)).await?;
    let lines: Vec<PlanLine> = rows
        .into_iter()
        .filter(|row| shown.contains(&row.unit_id))
        .map(line_of)
        .collect();
    let rolled = roll_up(lines.iter().map(|line| (line.unit_id, &line.totals)), &parents);
    let units = units
        .into_iter()
        .filter(|unit| shown.contains(&unit.id))
        .map(|unit| PlanUnitTotals {
            totals: rolled.units.get(&unit.id).copied().unwrap_or_default(),
            id: unit.id,
            kind: unit.kind,
            name: unit.name,
            parent_id: unit.parent_id,
        })
        .collect();
    Ok((lines, units, rolled.total))
}

/// The whole plan, each line with the market's pay for its title beside its budget.
async fn plan(pool: &PgPool, company: Company, period: Period, day: Option<NaiveDate>) -> Result<Plan, ApiError> {
    let at = end_of(day);
    let (mut lines, units, total) = plan_at(pool, company, period, at).await?;
    let mut market = MarketPay::as_of(at);
    for line in &mut lines {
        let currency = line.currency.clone().unwrap_or_else(|| DEFAULT_CURRENCY.to_owned());
        line.benchmark = market
            .of(pool, &line.title, &currency)
            .await?
            .map(|summary| PlanMarketPay {
                count: summary.count,
                p25: summary.p25,
                median: summary.median,
                p75: summary.p75,
                currency,
            });
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
    /// A year (`2026`) or a quarter (`2026-Q3`); the current quarter without it or when blank.
    #[param(
        pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*((20[0-9]{2}|2100)(-[Qq][1-4])?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    )]
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
    owner: CompanyOwner,
    Query(query): Query<PlanQuery>,
) -> Result<Json<Plan>, ApiError> {
    let period = period_parameter(query.period.as_deref())?;
    Ok(Json(
        plan(&state.pool, owner.tenant(), period, query.at.map(Day::date)).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
pub struct PlanLineRequest {
    #[schema(required = true, value_type = String, pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*(20[0-9]{2}|2100)(-[Qq][1-4])?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$")]
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

fn head_count(fields: &mut FieldErrors, name: &str, value: Option<i64>) -> Option<u32> {
    match value {
        Some(count) if (0..=i64::from(HEAD_COUNT_MAX)).contains(&count) => Some(count as u32),
        Some(_) => fields.check(name, Err(FieldError::OutOfRange)),
        None => None,
    }
}

/// What `PlanLineRequest::checked` asks of a salary budget, for the API document: a currency
/// beside it (three letters; the check also takes them in lowercase or between spaces).
pub fn currency_with_salary_budget() -> serde_json::Value {
    serde_json::json!({
        "if": {"properties": {"salary_budget": {"type": "integer"}}, "required": ["salary_budget"]},
        "then": {"properties": {"currency": {"type": "string", "pattern": "^[A-Za-z]{3}$"}}, "required": ["currency"]},
    })
}

impl PlanLineRequest {
    fn checked(self) -> Result<(Period, Figures), ApiError> {
        let mut fields = FieldErrors::default();
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
async fn plannable_position(pool: &PgPool, company: Company, position_id: Uuid) -> Result<(), ApiError> {
    match org::position(pool, company, position_id).await? {
        None => Err(ApiError::NotFound),
        Some(position) if position.archived => Err(domain::org::OrgError::Archived.into()),
        Some(_) => Ok(()),
    }
}

/// Set the figures of a position for a period.
#[utoipa::path(put, path = "/api/org/workforce-planning/{id}/", tag = "org", security(("jwt" = [])),
    request_body = PlanLineRequest,
    responses((status = 200, body = Plan), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn put(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(position_id): Path<Uuid>,
    JsonBody(body): JsonBody<PlanLineRequest>,
) -> Result<Json<Plan>, ApiError> {
    let company = owner.tenant();
    let (period, figures) = body.checked()?;
    plannable_position(&state.pool, company, position_id).await?;
    execute(
        &state.hiring.workforce_plans,
        period.plan_id(company.0),
        WorkforcePlanCommand::SetLine {
            company_id: company.0,
            period,
            position_id,
            figures,
        },
        Some(owner.caller.id),
    )
    .await?;
    Ok(Json(plan(&state.pool, company, period, None).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// A year (`2026`) or a quarter (`2026-Q3`); the current quarter without it or when blank.
    #[param(
        pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*((20[0-9]{2}|2100)(-[Qq][1-4])?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    )]
    period: Option<String>,
}

/// Take a position off a period's plan.
#[utoipa::path(delete, path = "/api/org/workforce-planning/{id}/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Path(position_id): Path<Uuid>,
    Query(query): Query<PeriodQuery>,
) -> Result<StatusCode, ApiError> {
    let company = owner.tenant();
    let period = period_parameter(query.period.as_deref())?;
    let plan = period.plan_id(company.0);
    if !plans::is_opened(&state.pool, company, plan).await? {
        return Err(ApiError::NotFound);
    }
    execute(
        &state.hiring.workforce_plans,
        plan,
        WorkforcePlanCommand::RemoveLine { position_id },
        Some(owner.caller.id),
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

/// Who changed the plan of a period, when, from what to what (newest first, at most 500).
#[utoipa::path(get, path = "/api/org/workforce-planning/history/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 200, body = PlanHistory), (status = 403, body = ErrorBody)))]
pub async fn history(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<PlanHistory>, ApiError> {
    let company = owner.tenant();
    let period = period_parameter(query.period.as_deref())?;
    let rows = plans::changes(&state.pool, company, period.plan_id(company.0)).await?;
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

/// The whole company's plan against its actual staff over the period, up to today.
#[utoipa::path(get, path = "/api/org/workforce-planning/trend/", tag = "org", security(("jwt" = [])),
    params(PeriodQuery), responses((status = 200, body = PlanTrend), (status = 403, body = ErrorBody)))]
pub async fn trend(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Query(query): Query<PeriodQuery>,
) -> Result<Json<PlanTrend>, ApiError> {
    let period = period_parameter(query.period.as_deref())?;
    let mut points = Vec::new();
    for on in period.trend_days(Utc::now().date_naive()) {
        let (_, _, total) = plan_at(&state.pool, owner.tenant(), period, end_of(Some(on))).await?;
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

/// The head counts of a line or a total, in the export's columns.
fn count_cells(totals: &Totals) -> [crate::exports::Cell; 7] {
    [
        totals.budget.into(),
        totals.out_of_budget.into(),
        totals.updated_budget.into(),
        totals.staff.into(),
        totals.open_requisitions.into(),
        totals.vacancy.into(),
        totals.over_budget.into(),
    ]
}

/// The plan of a period, as of a day, as a CSV or XLSX file: a row per position, then the
/// company's total.
#[utoipa::path(get, path = "/api/org/workforce-planning/export/", tag = "org", security(("jwt" = [])),
    params(PlanQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    State(state): State<AppState>,
    owner: CompanyOwner,
    Query(query): Query<PlanQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let period = period_parameter(query.period.as_deref())?;
    let plan = plan(&state.pool, owner.tenant(), period, query.at.map(Day::date)).await?;
    let unit_names: HashMap<Uuid, &str> = plan.units.iter().map(|unit| (unit.id, unit.name.as_str())).collect();
    let mut rows: Vec<crate::exports::Row> = plan
        .lines
        .iter()
        .map(|line| {
            let mut row = vec![
                Cell::from(unit_names.get(&line.unit_id).copied()),
                Cell::from(line.title.as_str()),
            ];
            row.extend(count_cells(&line.totals));
            row.extend([
                line.salary_budget.into(),
                line.currency.as_deref().into(),
                line.budget_per_head.into(),
                line.benchmark.as_ref().map(|pay| pay.median).into(),
                line.benchmark.as_ref().map(|pay| pay.currency.as_str()).into(),
            ]);
            row
        })
        .collect();
    let mut total = vec![Cell::from("Total"), Cell::Blank];
    total.extend(count_cells(&plan.total));
    total.resize(EXPORT_HEADERS.len(), Cell::Blank);
    rows.push(total);
    let stem = match plan.at {
        Some(day) => format!("workforce-plan-{}-as-of-{day}", plan.period),
        None => format!("workforce-plan-{}", plan.period),
    };
    crate::exports::download(format, &stem, &EXPORT_HEADERS, crate::exports::rows_of(rows)).await
}

#[derive(Deserialize, ToSchema)]
pub struct PlanStaffRequest {
    /// A year (`2026`) or a quarter (`2026-Q3`); the current quarter without it or when blank.
    #[schema(value_type = String, pattern = r"^[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*((20[0-9]{2}|2100)(-[Qq][1-4])?)?[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$")]
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
    owner: CompanyOwner,
    Path(position_id): Path<Uuid>,
    JsonBody(body): JsonBody<PlanStaffRequest>,
) -> Result<(StatusCode, Json<PlanStaffRequestCreated>), ApiError> {
    let company = owner.tenant();
    let period = period_parameter(body.period.as_deref())?;
    plannable_position(&state.pool, company, position_id).await?;
    let lock = store::lock_staff_requests(&state.pool, position_id).await?;
    let (lines, _, _) = plan_at(&state.pool, company, period, None).await?;
    let vacancy = lines
        .iter()
        .find(|line| line.position_id == position_id)
        .map_or(0, |line| line.totals.vacancy);
    if vacancy == 0 {
        return Err(WorkforcePlanError::NoVacancy.into());
    }
    let Some(template) = org::job_template(&state.pool, company, position_id).await? else {
        return Err(WorkforcePlanError::NoJobTemplate.into());
    };
    let mut details = template.details.0;
    details.openings = vacancy;
    // The deadline counts from publishing, as for any approved request.
    details.deadline = None;
    let competencies = org::requirements_of(&state.pool, company, position_id).await?;
    let job_id = Uuid::now_v7();
    execute(
        &state.hiring.jobs,
        job_id,
        JobCommand::RequestStaff {
            company_id: company.0,
            details,
            requirements: Some((position_id, competencies)),
        },
        Some(owner.caller.id),
    )
    .await?;
    lock.commit().await?;
    Ok((StatusCode::CREATED, Json(PlanStaffRequestCreated { job_id })))
}
