//! A job's applicants as the pipeline board and as a table (with its export), and every
//! applicant of the company.

use crate::caller::{Caller, Hiring, InScope};
use crate::http::roles::HiringTeam;
use crate::http::{ApiError, ErrorBody, FieldErrors, Page, PageNumber, PageSize, Paginated, Path, Query};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::hiring::ApplicationStatus;
use domain::hiring::source::Source;
use domain::validation::FieldError;
use projections::tenancy::HiringScope;
use projections::views::applications::read::{
    self as applications, ApplicantCard, SortBy, Status, TableQuery as Table,
};
use projections::views::jobs::read as jobs;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

/// A job whose applicants the caller may see; any other does not exist.
async fn own_job(pool: &PgPool, scope: &HiringScope, job: Uuid) -> Result<(), ApiError> {
    scope.require_applicants_of(job)?;
    if jobs::exists(pool, scope, job).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

#[derive(Serialize, ToSchema)]
pub struct PipelineColumn {
    pub status: Status,
    /// Every applicant in the column; `applicants` holds one page of them.
    pub count: i64,
    pub applicants: Vec<ApplicantCard>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PipelineQuery {
    /// Only this column (a status value), to show more of it.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Page of each column, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Cards per column, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// One job's applicants grouped by status, for the kanban board: each column's count and a
/// page of its cards, latest status change first.
#[utoipa::path(get, path = "/api/jobs/applicantsforpipeline/{job_id}/", tag = "applicants", security(("jwt" = [])),
    params(PipelineQuery),
    responses((status = 200, body = Vec<PipelineColumn>), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn pipeline(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
    Query(query): Query<PipelineQuery>,
) -> Result<Screen<Json<Vec<PipelineColumn>>>, ApiError> {
    let columns: Vec<Status> = match crate::jobs::status_field("status", query.status.as_deref())? {
        None => ApplicationStatus::ALL.iter().copied().map(Status::from).collect(),
        Some(column) => vec![column],
    };
    own_job(&state.pool, &scope, job_id).await?;
    let page = Page::of(query.page, query.page_size);
    let columns = applications::board(&state.pool, &scope, job_id, &columns, page.rows())
        .await?
        .into_iter()
        .map(|column| PipelineColumn {
            status: column.status,
            count: column.count,
            applicants: caller.viewer().sees(column.applicants),
        })
        .collect();
    Ok(Screen::of(scope.company, applications::BOARD_READS, Json(columns)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TableQuery {
    /// applied_at (default), score or rating
    #[param(pattern = "^(applied_at|score|rating)$")]
    sort: Option<String>,
    /// asc or desc (default)
    #[param(pattern = "^(asc|desc)$")]
    order: Option<String>,
    /// Only this status value.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Only this job (all applicants of the company otherwise).
    job: Option<Uuid>,
    /// Only favorites.
    favorite: Option<bool>,
    /// Only the applicants who came this way.
    #[param(pattern = "^(|job_search|careers_page|job_board|direct)$")]
    source: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// The table's sorting and filters, each checked.
fn table_query(
    job: Option<Uuid>,
    sort: Option<&str>,
    order: Option<&str>,
    status: Option<&str>,
    favorite: Option<bool>,
    source: Option<&str>,
) -> Result<Table, ApiError> {
    let mut fields = FieldErrors::default();
    let sort = fields.check(
        "sort",
        match sort.unwrap_or("applied_at") {
            "applied_at" => Ok(SortBy::AppliedAt),
            "score" => Ok(SortBy::Score),
            "rating" => Ok(SortBy::Rating),
            _ => Err(FieldError::InvalidChoice),
        },
    );
    let ascending = fields.check(
        "order",
        match order.unwrap_or("desc") {
            "asc" => Ok(true),
            "desc" => Ok(false),
            _ => Err(FieldError::InvalidChoice),
        },
    );
    let status = fields.check("status", crate::jobs::status_parameter(status)).flatten();
    let source = match source.filter(|source| !source.is_empty()) {
        None => None,
        Some(source) => fields.check("source", Source::parse(source).ok_or(FieldError::InvalidChoice)),
    };
    fields.into_result()?;
    let (Some(sort), Some(ascending)) = (sort, ascending) else {
        return Err(ApiError::NotFound);
    };
    Ok(Table {
        job,
        status,
        favorite,
        source,
        sort,
        ascending,
    })
}

async fn applicant_table(
    pool: &PgPool,
    caller: &Caller,
    scope: &HiringScope,
    job: Option<Uuid>,
    query: &TableQuery,
) -> Result<Paginated<ApplicantCard>, ApiError> {
    let table = table_query(
        job,
        query.sort.as_deref(),
        query.order.as_deref(),
        query.status.as_deref(),
        query.favorite,
        query.source.as_deref(),
    )?;
    let page = Page::of(query.page, query.page_size);
    let (count, results) = applications::table(pool, scope, table, page.rows()).await?;
    let results = caller.viewer().sees(results);
    Ok(Paginated { count, results })
}

/// One job's applicants as a sortable table.
#[utoipa::path(get, path = "/api/jobs/applicantsfortable/{job_id}/", tag = "applicants", security(("jwt" = [])), params(TableQuery),
    responses((status = 200, body = Paginated<ApplicantCard>), (status = 422, body = ErrorBody)))]
pub async fn table(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
    Query(query): Query<TableQuery>,
) -> Result<Screen<Json<Paginated<ApplicantCard>>>, ApiError> {
    own_job(&state.pool, &scope, job_id).await?;
    Ok(Screen::of(
        scope.company,
        applications::BOARD_READS,
        Json(applicant_table(&state.pool, &caller, &scope, Some(job_id), &query).await?),
    ))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// applied_at (default), score or rating
    #[param(pattern = "^(applied_at|score|rating)$")]
    sort: Option<String>,
    /// asc or desc (default)
    #[param(pattern = "^(asc|desc)$")]
    order: Option<String>,
    /// Only this status value.
    #[param(
        pattern = "^(|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    status: Option<String>,
    /// Only favorites.
    favorite: Option<bool>,
    /// Only the applicants who came this way.
    #[param(pattern = "^(|job_search|careers_page|job_board|direct)$")]
    source: Option<String>,
}

const EXPORT_HEADERS: [&str; 13] = [
    "First name",
    "Last name",
    "E-mail",
    "Status",
    "Applied at",
    "Status changed at",
    "Rating",
    "Score",
    "Favorite",
    "Job",
    "CV",
    "Source",
    "Campaign",
];

fn export_row(card: ApplicantCard) -> crate::exports::Row {
    use crate::exports::Cell;
    let attribution = card.attribution.as_ref().map(|attribution| &attribution.0);
    vec![
        card.first_name.into(),
        card.last_name.into(),
        card.email.into(),
        card.status.value.into(),
        card.applied_at.to_rfc3339().into(),
        card.status_changed_at.to_rfc3339().into(),
        card.rating.into(),
        card.score.into(),
        (if card.favorite { "yes" } else { "no" }).into(),
        card.job_title.into(),
        Cell::from(card.cv_name),
        attribution.map(|attribution| attribution.source.as_str()).into(),
        attribution
            .and_then(|attribution| attribution.utm_campaign.clone())
            .into(),
    ]
}

/// One job's applicants as a CSV or XLSX file, with the table's filters and sorting; every
/// row, streamed as it is read.
#[utoipa::path(get, path = "/api/jobs/applicantsfortable/{job_id}/export/", tag = "applicants", security(("jwt" = [])),
    params(ExportQuery, crate::exports::FormatQuery),
    responses((status = 200, description = "The file", content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export_table(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
    Query(query): Query<ExportQuery>,
    Query(file): Query<crate::exports::FormatQuery>,
) -> Result<axum::response::Response, ApiError> {
    let format = crate::exports::Format::parse(file.format.as_deref())?;
    own_job(&state.pool, &scope, job_id).await?;
    let table = table_query(
        Some(job_id),
        query.sort.as_deref(),
        query.order.as_deref(),
        query.status.as_deref(),
        query.favorite,
        query.source.as_deref(),
    )?;
    let pool = state.pool.clone();
    let rows = crate::exports::rows_from(move |sender| async move {
        let sent = applications::each_in_table(&pool, &scope, table, |card| {
            let sender = sender.clone();
            async move { sender.send(Ok(export_row(card))).await.is_ok() }
        })
        .await;
        if let Err(error) = sent {
            let _ = sender.send(Err(error.into())).await;
        }
    });
    crate::exports::download(format, &format!("applicants-{job_id}"), &EXPORT_HEADERS, rows).await
}

/// Every applicant of the company (All applicants), with the same filters and sorting.
#[utoipa::path(get, path = "/api/jobs/all-applicants/", tag = "applicants", security(("jwt" = [])), params(TableQuery),
    responses((status = 200, body = Paginated<ApplicantCard>), (status = 422, body = ErrorBody)))]
pub async fn all_applicants(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<TableQuery>,
) -> Result<Json<Paginated<ApplicantCard>>, ApiError> {
    Ok(Json(
        applicant_table(&state.pool, &caller, &scope, query.job, &query).await?,
    ))
}
