//! Salary benchmark (spec section 7, "Benchmark" path group: salary-benchmark-autocomplete,
//! salary-benchmark; screen /cb-benchmark). Pay for comparable jobs across companies, from
//! published salary ranges and accepted offers; `domain::benchmark` decides when there is
//! enough data to show. The company side of any role reads it.

use crate::caller::CompanyMember;
use crate::http::Query;
use crate::http::input::{keywords_parameter, text_parameter};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::benchmark::Summary;
use domain::hiring::DEFAULT_CURRENCY;
use domain::lists::{EMPLOYMENT_TYPES, JOB_LEVELS};
use domain::validation::FieldError;
use projections::sql::like_literal;
use projections::tenancy::Public;
use projections::views::jobs::salaries::{self, OwnJob, SalaryFilters};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(autocomplete))
        .routes(routes!(salary_benchmark))
        .routes(routes!(export))
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
    reader: CompanyMember<CompanySide>,
    Query(query): Query<AutocompleteQuery>,
) -> Result<Json<Vec<String>>, ApiError> {
    let q = keywords_parameter("q", query.q)?;
    let pattern = q.map(|text| format!("%{}%", like_literal(&text)));
    Ok(Json(salaries::titles(&state.pool, reader.tenant(), pattern).await?))
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
fn filters(query: BenchmarkQuery) -> Result<SalaryFilters, ApiError> {
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
    Ok(SalaryFilters {
        title: title.map(|text| format!("%{}%", like_literal(&text))),
        category: text_parameter(query.category),
        job_level,
        location: text_parameter(query.location),
        employment_type,
        currency: currency.flatten().unwrap_or_else(|| DEFAULT_CURRENCY.to_owned()),
        as_of: None,
    })
}

#[derive(Serialize, ToSchema)]
pub struct HistogramBucket {
    pub from: f64,
    pub to: f64,
    pub count: usize,
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

/// Pay for jobs like the filters describe, across companies: count, quartiles, range and a
/// histogram, and where the caller's company's own live jobs sit.
#[utoipa::path(get, path = "/api/benchmark/salary-benchmark", tag = "benchmark", security(("jwt" = [])),
    params(BenchmarkQuery),
    responses((status = 200, body = SalaryBenchmark), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn salary_benchmark(
    State(state): State<AppState>,
    reader: CompanyMember<CompanySide>,
    Query(query): Query<BenchmarkQuery>,
) -> Result<Json<SalaryBenchmark>, ApiError> {
    Ok(Json(benchmark(&state, &reader, query).await?))
}

async fn benchmark(
    state: &AppState,
    reader: &CompanyMember<CompanySide>,
    query: BenchmarkQuery,
) -> Result<SalaryBenchmark, ApiError> {
    let filters = filters(query)?;
    let points = salaries::salary_points(&state.pool, Public, &filters).await?;
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
    let scope = reader.caller.scope_in(&state.pool, reader.company).await?;
    let mut own_jobs = salaries::own_jobs(&state.pool, &scope, &filters).await?;
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
    reader: CompanyMember<CompanySide>,
    Query(query): Query<BenchmarkQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    use crate::exports::Cell;
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    let benchmark = benchmark(&state, &reader, query).await?;
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
