//! Salary benchmark (spec section 7, "Benchmark" path group: salary-benchmark-autocomplete,
//! salary-benchmark; screen /cb-benchmark). Pay for comparable jobs across companies, from
//! published salary ranges and accepted offers; `domain::benchmark` decides when there is
//! enough data to show. The company side of any role reads it.

use crate::caller::Caller;
use crate::http::Query;
use crate::http::input::{keywords_parameter, text_parameter};
use crate::http::roles::COMPANY_SIDE;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::accounts::UserType;
use domain::benchmark::{DataPoint, Summary};
use domain::lists::{EMPLOYMENT_TYPES, JOB_LEVELS};
use domain::validation::FieldError;
use projections::sql::like_literal;
use projections::tenancy::HiringScope as Scope;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(autocomplete))
        .routes(routes!(salary_benchmark))
        .routes(routes!(export))
}

/// A job without a currency was posted in the app's default one.
const JOB_CURRENCY: &str = "coalesce(nullif(j.details->>'currency', ''), 'AZN')";
const DEFAULT_CURRENCY: &str = "AZN";
/// The middle of a job's published range (or its one end).
const JOB_AMOUNT: &str =
    "((coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2.0)::float8";

fn company_of(caller: &Caller) -> Result<Uuid, ApiError> {
    caller.require(COMPANY_SIDE)?;
    caller
        .company
        .as_ref()
        .map(|company| company.id)
        .ok_or(ApiError::PermissionDenied)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AutocompleteQuery {
    /// Part of a job or position title.
    #[param(max_length = 200)]
    q: Option<String>,
}

/// Job and position titles to benchmark: published jobs with a salary, and the caller's
/// company's positions (at most 10, by name).
#[utoipa::path(get, path = "/api/benchmark/salary-benchmark-autocomplete", tag = "benchmark", security(("jwt" = [])),
    params(AutocompleteQuery), responses((status = 200, body = Vec<String>), (status = 403, body = ErrorBody)))]
pub async fn autocomplete(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<AutocompleteQuery>,
) -> Result<Json<Vec<String>>, ApiError> {
    let company = company_of(&caller)?;
    let q = keywords_parameter("q", query.q)?;
    Ok(Json(
        sqlx::query_scalar(
            "SELECT title FROM (
                 SELECT DISTINCT ON (lower(title)) title FROM (
                     SELECT j.title FROM job_views j
                     WHERE j.published_at IS NOT NULL AND NOT j.hide_salary AND coalesce(j.salary_min, j.salary_max) IS NOT NULL
                     UNION ALL
                     SELECT p.title FROM org_position_versions p WHERE p.company_id = $2 AND p.valid_to IS NULL AND NOT p.archived
                 ) titles
                 WHERE $1::text IS NULL OR title ILIKE $1
                 ORDER BY lower(title), title) distinct_titles
             ORDER BY lower(title) LIMIT 10",
        )
        .bind(q.map(|text| format!("%{}%", like_literal(&text))))
        .bind(company)
        .fetch_all(&state.pool)
        .await?,
    ))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BenchmarkQuery {
    /// Part of the job title.
    #[param(max_length = 200)]
    title: Option<String>,
    category: Option<String>,
    /// 1..9.
    #[param(minimum = 1, maximum = 9)]
    job_level: Option<i64>,
    /// The place, as jobs name it (any case).
    location: Option<String>,
    #[param(pattern = "^(|full_time|part_time|contract|temporary|internship|freelance)$")]
    employment_type: Option<String>,
    /// Three letters (ISO 4217); AZN without it.
    #[param(pattern = "^([A-Za-z]{3})?$")]
    currency: Option<String>,
}

/// The filters of a request, each checked.
struct Filters {
    title: Option<String>,
    category: Option<String>,
    job_level: Option<i16>,
    location: Option<String>,
    employment_type: Option<String>,
    currency: String,
}

impl TryFrom<BenchmarkQuery> for Filters {
    type Error = ApiError;

    fn try_from(query: BenchmarkQuery) -> Result<Self, ApiError> {
        let mut fields = FieldErrors::default();
        let job_level = match query.job_level {
            None => None,
            Some(level) if (1..=JOB_LEVELS.len() as i64).contains(&level) => Some(level as i16),
            Some(_) => fields.check("job_level", Err(FieldError::OutOfRange)),
        };
        let employment_type = match text_parameter(query.employment_type) {
            Some(kind) if !EMPLOYMENT_TYPES.contains(&kind.as_str()) => {
                fields.check("employment_type", Err(FieldError::InvalidChoice))
            }
            kind => kind,
        };
        let currency = fields.check("currency", domain::validation::currency(query.currency.as_deref()));
        let title = keywords_parameter("title", query.title)?;
        fields.into_result()?;
        Ok(Self {
            title: title.map(|text| format!("%{}%", like_literal(&text))),
            category: text_parameter(query.category),
            job_level,
            location: text_parameter(query.location),
            employment_type,
            currency: currency.flatten().unwrap_or_else(|| DEFAULT_CURRENCY.to_owned()),
        })
    }
}

/// The filters as SQL over a job `j`, with the parameters `$1..$5` of [`bind_filters`].
const JOB_FILTER: &str = "($1::text IS NULL OR j.title ILIKE $1) AND ($2::text IS NULL OR j.category = $2)
    AND ($3::smallint IS NULL OR j.job_level = $3) AND ($4::text IS NULL OR lower(j.location) = lower($4))
    AND ($5::text IS NULL OR j.employment_type = $5)";

fn bind_filters<'q, O>(
    query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    filters: &'q Filters,
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    query
        .bind(filters.title.as_deref())
        .bind(filters.category.as_deref())
        .bind(filters.job_level)
        .bind(filters.location.as_deref())
        .bind(filters.employment_type.as_deref())
        .bind(filters.currency.as_str())
}

#[derive(Serialize, ToSchema)]
pub struct HistogramBucket {
    pub from: f64,
    pub to: f64,
    pub count: usize,
}

/// One of the caller's company's live jobs, placed among the data.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct OwnJob {
    pub job_id: Uuid,
    pub title: String,
    pub salary_min: Option<i32>,
    pub salary_max: Option<i32>,
    /// The middle of its range.
    pub amount: f64,
    /// The share of data points at or below it, 0..100.
    #[sqlx(skip)]
    pub percentile: u8,
}

/// The benchmark: with too little data (`sufficient: false`) only the currency, so that no
/// company's figures can be read back.
#[derive(Serialize, ToSchema)]
pub struct SalaryBenchmark {
    pub currency: String,
    pub sufficient: bool,
    pub count: Option<usize>,
    pub p25: Option<f64>,
    pub median: Option<f64>,
    pub p75: Option<f64>,
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub histogram: Vec<HistogramBucket>,
    pub own_jobs: Vec<OwnJob>,
}

/// Every amount behind a benchmark: published salary ranges and accepted offers, of any company.
async fn data_points(pool: &sqlx::PgPool, filters: &Filters) -> Result<Vec<DataPoint>, ApiError> {
    let points: Vec<(Uuid, f64)> = bind_filters(
        sqlx::query_as(&format!(
            "SELECT j.company_id, {JOB_AMOUNT} FROM job_views j
             WHERE j.published_at IS NOT NULL AND NOT j.hide_salary AND coalesce(j.salary_min, j.salary_max) IS NOT NULL
               AND {JOB_CURRENCY} = $6 AND {JOB_FILTER}
             UNION ALL
             SELECT o.company_id, o.gross_salary::float8 FROM offer_views o
             JOIN application_views a ON a.id = o.application_id JOIN job_views j ON j.id = a.job_id
             WHERE o.status = 'accepted' AND o.currency = $6 AND {JOB_FILTER}"
        )),
        filters,
    )
    .fetch_all(pool)
    .await?;
    Ok(points
        .into_iter()
        .map(|(company, amount)| DataPoint { company, amount })
        .collect())
}

/// The market's pay for jobs titled like `title` in `currency` (the workforce plan shows it
/// beside each position's budget), under the same minimum of data as the benchmark screen.
pub(crate) async fn market_pay(pool: &sqlx::PgPool, title: &str, currency: &str) -> Result<Option<Summary>, ApiError> {
    let filters = Filters {
        title: Some(format!("%{}%", like_literal(title))),
        category: None,
        job_level: None,
        location: None,
        employment_type: None,
        currency: currency.to_owned(),
    };
    Ok(Summary::of(&data_points(pool, &filters).await?))
}

/// Pay for jobs like the filters describe, across companies: count, quartiles, range and a
/// histogram, and where the caller's company's own live jobs sit.
#[utoipa::path(get, path = "/api/benchmark/salary-benchmark", tag = "benchmark", security(("jwt" = [])),
    params(BenchmarkQuery),
    responses((status = 200, body = SalaryBenchmark), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn salary_benchmark(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<BenchmarkQuery>,
) -> Result<Json<SalaryBenchmark>, ApiError> {
    Ok(Json(benchmark(&state, &caller, query).await?))
}

async fn benchmark(state: &AppState, caller: &Caller, query: BenchmarkQuery) -> Result<SalaryBenchmark, ApiError> {
    let company = company_of(caller)?;
    let filters = Filters::try_from(query)?;
    let points = data_points(&state.pool, &filters).await?;
    let Some(summary) = Summary::of(&points) else {
        return Ok(SalaryBenchmark {
            currency: filters.currency,
            sufficient: false,
            count: None,
            p25: None,
            median: None,
            p75: None,
            min: None,
            max: None,
            histogram: Vec::new(),
            own_jobs: Vec::new(),
        });
    };
    let scope = if caller.user_type == UserType::Employee {
        Scope::of(&state.pool, caller.id, company).await?
    } else {
        Scope::whole(company)
    };
    let mut own_jobs: Vec<OwnJob> = bind_filters(
        sqlx::query_as(&format!(
            "SELECT j.id AS job_id, j.title, j.salary_min, j.salary_max, {JOB_AMOUNT} AS amount FROM job_views j
             WHERE j.company_id = $7 AND ($8::uuid[] IS NULL OR j.id = ANY($8)) AND j.status = 'live'
               AND coalesce(j.salary_min, j.salary_max) IS NOT NULL AND {JOB_CURRENCY} = $6 AND {JOB_FILTER}
             ORDER BY j.title, j.id LIMIT 100"
        )),
        &filters,
    )
    .bind(company)
    .bind(scope.jobs())
    .fetch_all(&state.pool)
    .await?;
    for job in &mut own_jobs {
        job.percentile = summary.percentile_of(job.amount);
    }
    Ok(SalaryBenchmark {
        currency: filters.currency,
        sufficient: true,
        count: Some(summary.count),
        p25: Some(summary.p25),
        median: Some(summary.median),
        p75: Some(summary.p75),
        min: Some(summary.min),
        max: Some(summary.max),
        histogram: summary
            .histogram
            .iter()
            .map(|bucket| HistogramBucket {
                from: bucket.from,
                to: bucket.to,
                count: bucket.count,
            })
            .collect(),
        own_jobs,
    })
}

/// The benchmark as a CSV or XLSX file: its figures, the histogram and the company's own jobs.
/// With too little data there is nothing to download (409 `insufficient_data`).
#[utoipa::path(get, path = "/api/benchmark/salary-benchmark/export", tag = "benchmark", security(("jwt" = [])),
    params(BenchmarkQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<BenchmarkQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let benchmark = benchmark(&state, &caller, query).await?;
    if !benchmark.sufficient {
        return Err(domain::benchmark::BenchmarkError::InsufficientData.into());
    }
    let figure = |name: &str, value: Option<f64>| vec![Cell::from(name), Cell::Blank, Cell::Blank, value.into()];
    let mut rows = vec![
        figure("count", benchmark.count.map(|count| count as f64)),
        figure("p25", benchmark.p25),
        figure("median", benchmark.median),
        figure("p75", benchmark.p75),
        figure("min", benchmark.min),
        figure("max", benchmark.max),
    ];
    rows.extend(benchmark.histogram.iter().map(|bucket| {
        vec![
            Cell::from("histogram"),
            bucket.from.into(),
            bucket.to.into(),
            (bucket.count as u64).into(),
        ]
    }));
    rows.extend(benchmark.own_jobs.into_iter().map(|job| {
        vec![
            Cell::from(format!("own job: {}", job.title)),
            job.salary_min.into(),
            job.salary_max.into(),
            job.amount.into(),
        ]
    }));
    let stem = format!("salary-benchmark-{}", benchmark.currency);
    crate::exports::download(
        format,
        &stem,
        &["Figure", "From", "To", "Value"],
        crate::exports::rows_of(rows),
    )
    .await
}
