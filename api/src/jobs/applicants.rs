//! Applications and the applicant pipeline: applying, a job seeker's applications, the
//! pipeline and table of a job, every applicant of the company, one applicant with notes,
//! interviews, offers and the audit history, and the actions on applicants (one or many).

use crate::caller::{Caller, Hiring, InScope, Jobseeker};
use crate::http::roles::{HiringTeam, Hr, Pipeline};
use crate::http::{ApiError, ErrorBody, FieldErrors, JsonBody, Page, PageNumber, PageSize, Paginated, Path, Query};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::{ApplicationCommand, ApplicationError};
use domain::privacy::ConsentPurpose;
use domain::validation::FieldError;
use projections::event_store::execute;
use projections::tenancy::HiringScope;
use projections::views::applications::read::{
    self as applications, ApplicantCard, ApplicantInterview, ApplicantOffer, Claim, MyApplication, Note, SortBy,
    Status, TableQuery as Table,
};
use projections::views::history::read::{self as history, HistoryEntry};
use projections::views::jobs::read as jobs;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(apply))
        .routes(routes!(my_applications))
        .routes(routes!(withdraw))
        .routes(routes!(pipeline))
        .routes(routes!(table))
        .routes(routes!(export_table))
        .routes(routes!(all_applicants))
        .routes(routes!(applicant))
        .routes(routes!(act))
        .routes(routes!(bulk))
        .routes(routes!(rate))
        .routes(routes!(notes, add_note))
        .routes(routes!(private_notes, add_private_note))
        .routes(routes!(history))
}

/// A status value given in a query (`?status=`, `?tab=`): blank reads as none.
fn status_parameter(name: &str, value: Option<&str>) -> Result<Option<Status>, ApiError> {
    match value.filter(|value| !value.is_empty()) {
        None => Ok(None),
        Some(value) => ApplicationStatus::from_value(value)
            .map(|status| Some(Status::from(status)))
            .ok_or_else(|| ApiError::field(name, FieldError::InvalidChoice)),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ApplyRequest {
    cover_letter: Option<String>,
    /// The version of the privacy terms accepted for this application (`GET /api/privacy/terms/`).
    #[schema(required = true, value_type = String)]
    privacy_terms_version: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Applied {
    pub id: Uuid,
}

/// Apply to a job (job seekers; a CV is required).
#[utoipa::path(post, path = "/api/jobs/job/{id}/apply/", tag = "applications", security(("jwt" = [])), request_body = ApplyRequest,
    responses((status = 201, body = Applied), (status = 409, body = ErrorBody, description = "cv_required, already_applied, job_not_accepting"),
        (status = 404, body = ErrorBody, description = "no such job, or one that was never published")))]
pub async fn apply(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Path(job_id): Path<Uuid>,
    JsonBody(body): JsonBody<ApplyRequest>,
) -> Result<(StatusCode, Json<Applied>), ApiError> {
    super::job::require_published(&state.pool, job_id).await?;
    let mut fields = FieldErrors::default();
    let terms = crate::privacy::accepted_version(&mut fields, body.privacy_terms_version.as_deref());
    fields.into_result()?;
    let terms = terms.ok_or_else(|| ApiError::Validation(FieldErrors::default()))?;
    let Claim::Free(id) = applications::claim(&state.pool, jobseeker.tenant(), job_id).await? else {
        return Err(ApplicationError::AlreadyApplied.into());
    };
    let caller = jobseeker.0;
    let command = ApplicationCommand::Apply {
        job_id,
        jobseeker_id: caller.id,
        cover_letter: body.cover_letter,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    let purpose = ConsentPurpose::Application { application_id: id };
    crate::privacy::record_consent(&state, caller.id, terms, purpose).await?;
    Ok((StatusCode::CREATED, Json(Applied { id })))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyApplicationsQuery {
    /// An application status value (spec: /my-applications?tab=…).
    #[param(
        pattern = "^(|all|applied|in_review|shortlisted|interview|offered|hired|rejected_by_company|rejected_by_applicant|accepted_by_applicant)$"
    )]
    tab: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
    page: Option<PageNumber>,
    /// Results per page, 1..=100 (20 without it).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    page_size: Option<PageSize>,
}

/// The signed-in job seeker's applications, newest first.
#[utoipa::path(get, path = "/api/jobs/my-applications/", tag = "applications", security(("jwt" = [])), params(MyApplicationsQuery),
    responses((status = 200, body = Paginated<MyApplication>), (status = 422, body = ErrorBody)))]
pub async fn my_applications(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Query(query): Query<MyApplicationsQuery>,
) -> Result<Json<Paginated<MyApplication>>, ApiError> {
    let tab = status_parameter("tab", query.tab.as_deref().filter(|tab| *tab != "all"))?;
    let page = Page::of(query.page, query.page_size);
    let (count, results) = applications::of_jobseeker(&state.pool, jobseeker.tenant(), tab, page.rows()).await?;
    Ok(Json(Paginated { count, results }))
}

/// Withdraw one's own application.
#[utoipa::path(post, path = "/api/jobs/my-applications/{id}/withdraw/", tag = "applications", security(("jwt" = [])),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    jobseeker: Jobseeker,
    Path(id): Path<Uuid>,
) -> Result<StatusCode, ApiError> {
    if !applications::is_own(&state.pool, jobseeker.tenant(), id).await? {
        return Err(ApiError::NotFound);
    }
    execute(
        &state.hiring.applications,
        id,
        ApplicationCommand::Withdraw,
        Some(jobseeker.0.id),
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

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
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
    Query(query): Query<PipelineQuery>,
) -> Result<Screen<Json<Vec<PipelineColumn>>>, ApiError> {
    let columns: Vec<Status> = match status_parameter("status", query.status.as_deref())? {
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
            applicants: column.applicants,
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
    let status = match status {
        None | Some("") => None,
        Some(value) => fields.check(
            "status",
            ApplicationStatus::from_value(value)
                .map(Status::from)
                .ok_or(FieldError::InvalidChoice),
        ),
    };
    fields.into_result()?;
    let (Some(sort), Some(ascending)) = (sort, ascending) else {
        return Err(ApiError::NotFound);
    };
    Ok(Table {
        job,
        status,
        favorite,
        sort,
        ascending,
    })
}

async fn applicant_table(
    pool: &PgPool,
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
    )?;
    let page = Page::of(query.page, query.page_size);
    let (count, results) = applications::table(pool, scope, table, page.rows()).await?;
    Ok(Paginated { count, results })
}

/// One job's applicants as a sortable table.
#[utoipa::path(get, path = "/api/jobs/applicantsfortable/{job_id}/", tag = "applicants", security(("jwt" = [])), params(TableQuery),
    responses((status = 200, body = Paginated<ApplicantCard>), (status = 422, body = ErrorBody)))]
pub async fn table(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
    Query(query): Query<TableQuery>,
) -> Result<Screen<Json<Paginated<ApplicantCard>>>, ApiError> {
    own_job(&state.pool, &scope, job_id).await?;
    Ok(Screen::of(
        scope.company,
        applications::BOARD_READS,
        Json(applicant_table(&state.pool, &scope, Some(job_id), &query).await?),
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
}

const EXPORT_HEADERS: [&str; 11] = [
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
];

fn export_row(card: ApplicantCard) -> crate::exports::Row {
    use crate::exports::Cell;
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
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Query(query): Query<TableQuery>,
) -> Result<Json<Paginated<ApplicantCard>>, ApiError> {
    Ok(Json(applicant_table(&state.pool, &scope, query.job, &query).await?))
}

#[derive(Serialize, ToSchema)]
pub struct ApplicantDetail {
    #[serde(flatten)]
    pub card: ApplicantCard,
    pub cover_letter: Option<String>,
    pub notes: Vec<Note>,
    /// HR private notes: only for the company and HR Executives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private_notes: Option<Vec<Note>>,
    pub interviews: Vec<ApplicantInterview>,
    pub offers: Vec<ApplicantOffer>,
}

/// Who reads and writes HR private notes: the company and its HR Executives.
pub fn sees_private_notes(caller: &Caller) -> bool {
    caller.require(crate::http::roles::HR).is_ok()
}

/// An application the caller may see; any other does not exist.
async fn own_card(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<ApplicantCard, ApiError> {
    applications::card(pool, scope, id).await?.ok_or(ApiError::NotFound)
}

/// One applicant: the application, notes, interviews and offers.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = ApplicantDetail), (status = 404, body = ErrorBody)))]
pub async fn applicant(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Screen<Json<ApplicantDetail>>, ApiError> {
    let page = applications::page(&state.pool, &scope, id, sees_private_notes(&caller))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Screen::of(
        scope.company,
        applications::PAGE_READS,
        Json(ApplicantDetail {
            card: page.card,
            cover_letter: page.cover_letter,
            notes: page.notes.0,
            private_notes: page.private_notes.map(|notes| notes.0),
            interviews: page.interviews.0,
            offers: page.offers.0,
        }),
    ))
}

#[derive(Deserialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ApplicantAction {
    NextStep,
    Hire,
    Reject,
    Blacklist,
    RemoveFromBlacklist,
    Favorite,
    Unfavorite,
}

#[derive(Deserialize, ToSchema)]
pub struct ActionRequest {
    action: ApplicantAction,
    /// For reject.
    reason: Option<String>,
}

fn command_for(action: ApplicantAction, reason: Option<String>) -> ApplicationCommand {
    match action {
        ApplicantAction::NextStep => ApplicationCommand::MoveToNextStep,
        ApplicantAction::Hire => ApplicationCommand::Hire,
        ApplicantAction::Reject => ApplicationCommand::Reject { reason },
        ApplicantAction::Blacklist => ApplicationCommand::Blacklist,
        ApplicantAction::RemoveFromBlacklist => ApplicationCommand::RemoveFromBlacklist,
        ApplicantAction::Favorite => ApplicationCommand::Favorite,
        ApplicantAction::Unfavorite => ApplicationCommand::Unfavorite,
    }
}

/// Act on an applicant: next step, hire, reject, blacklist or not, favorite or not.
#[utoipa::path(post, path = "/api/jobs/applicant/{id}/action/", tag = "applicants", security(("jwt" = [])), request_body = ActionRequest,
    responses((status = 200, body = ApplicantCard), (status = 409, body = ErrorBody, description = "transition_not_allowed names both statuses")))]
pub async fn act(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<Pipeline>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<ActionRequest>,
) -> Result<Json<ApplicantCard>, ApiError> {
    own_card(&state.pool, &scope, id).await?;
    execute(
        &state.hiring.applications,
        id,
        command_for(body.action, body.reason),
        Some(caller.id),
    )
    .await?;
    Ok(Json(own_card(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct BulkRequest {
    #[schema(min_items = 1)]
    ids: Vec<Uuid>,
    /// next_step or reject
    action: ApplicantAction,
    reason: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct BulkOutcome {
    pub id: Uuid,
    pub ok: bool,
    /// The error code when not ok.
    pub code: Option<&'static str>,
    pub message: Option<String>,
}

/// Move or reject many applicants at once; each is its own command, and each reports back.
#[utoipa::path(post, path = "/api/jobs/applicants/bulk/", tag = "applicants", security(("jwt" = [])), request_body = BulkRequest,
    responses((status = 200, body = Vec<BulkOutcome>), (status = 422, body = ErrorBody)))]
pub async fn bulk(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<Pipeline>,
    JsonBody(body): JsonBody<BulkRequest>,
) -> Result<Json<Vec<BulkOutcome>>, ApiError> {
    if !matches!(body.action, ApplicantAction::NextStep | ApplicantAction::Reject) {
        return Err(ApiError::field("action", FieldError::InvalidChoice));
    }
    if body.ids.is_empty() || body.ids.len() > 500 {
        return Err(ApiError::field(
            "ids",
            if body.ids.is_empty() {
                FieldError::Required
            } else {
                FieldError::TooLong
            },
        ));
    }
    let mut ids = body.ids;
    ids.dedup();
    let mut outcomes = Vec::with_capacity(ids.len());
    for id in ids {
        let result = match own_card(&state.pool, &scope, id).await {
            Ok(_) => execute(
                &state.hiring.applications,
                id,
                command_for(body.action, body.reason.clone()),
                Some(caller.id),
            )
            .await
            .map_err(ApiError::from),
            Err(error) => Err(error),
        };
        outcomes.push(match result {
            Ok(()) => BulkOutcome {
                id,
                ok: true,
                code: None,
                message: None,
            },
            Err(error) => BulkOutcome {
                id,
                ok: false,
                code: Some(error.code()),
                message: Some(error.to_string()),
            },
        });
    }
    Ok(Json(outcomes))
}

#[derive(Deserialize, ToSchema)]
pub struct RatingRequest {
    /// 1..5
    #[schema(minimum = 1, maximum = 5)]
    rating: u8,
}

/// Rate an applicant on the rating scale (1..5).
#[utoipa::path(put, path = "/api/jobs/applicant/{id}/rating/", tag = "applicants", security(("jwt" = [])), request_body = RatingRequest,
    responses((status = 200, body = ApplicantCard), (status = 422, body = ErrorBody)))]
pub async fn rate(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<Pipeline>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<RatingRequest>,
) -> Result<Json<ApplicantCard>, ApiError> {
    own_card(&state.pool, &scope, id).await?;
    execute(
        &state.hiring.applications,
        id,
        ApplicationCommand::Rate { rating: body.rating },
        Some(caller.id),
    )
    .await?;
    Ok(Json(own_card(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct NoteRequest {
    text: Option<String>,
}

async fn note(
    state: &AppState,
    caller: &Caller,
    scope: &HiringScope,
    id: Uuid,
    body: NoteRequest,
    private: bool,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    own_card(&state.pool, scope, id).await?;
    let text = domain::validation::required_text(body.text.as_deref().unwrap_or_default(), 5000)
        .map_err(|error| ApiError::field("text", error))?;
    let command = ApplicationCommand::AddNote {
        note_id: Uuid::now_v7(),
        text,
        private,
    };
    execute(&state.hiring.applications, id, command, Some(caller.id)).await?;
    Ok((
        StatusCode::CREATED,
        Json(applications::notes(&state.pool, scope, id, private).await?),
    ))
}

async fn list_notes(
    state: &AppState,
    scope: &HiringScope,
    id: Uuid,
    private: bool,
) -> Result<Json<Vec<Note>>, ApiError> {
    own_card(&state.pool, scope, id).await?;
    Ok(Json(applications::notes(&state.pool, scope, id, private).await?))
}

/// The hiring team's notes on an applicant.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>)))]
pub async fn notes(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &scope, id, false).await
}

/// Add a note for the hiring team.
#[utoipa::path(post, path = "/api/jobs/applicant/{id}/notes/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 422, body = ErrorBody)))]
pub async fn add_note(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, &scope, id, body, false).await
}

/// HR private notes on an applicant (company and HR Executives only).
#[utoipa::path(get, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn private_notes(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<Hr>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<Note>>, ApiError> {
    list_notes(&state, &scope, id, true).await
}

/// Add an HR private note.
#[utoipa::path(post, path = "/api/jobs/hr-private-notes/{id}/", tag = "applicants", security(("jwt" = [])), request_body = NoteRequest,
    responses((status = 201, body = Vec<Note>), (status = 403, body = ErrorBody)))]
pub async fn add_private_note(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<Hr>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<NoteRequest>,
) -> Result<(StatusCode, Json<Vec<Note>>), ApiError> {
    note(&state, &caller, &scope, id, body, true).await
}

/// The audit history of an application: every change, with the interview and offer events
/// interleaved, who did it and when.
#[utoipa::path(get, path = "/api/jobs/applicant/{id}/history/", tag = "applicants", security(("jwt" = [])),
    responses((status = 200, body = Vec<HistoryEntry>), (status = 404, body = ErrorBody)))]
pub async fn history(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    own_card(&state.pool, &scope, id).await?;
    Ok(Json(history::of_application(&state.pool, &scope, id).await?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::caller::tests::caller_of;
    use domain::accounts::{EmployeeRole, UserType};

    #[test]
    fn the_company_and_hr_executives_see_private_notes() {
        assert!(sees_private_notes(&caller_of(UserType::Company, None)));
        assert!(sees_private_notes(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::HrExecutive)
        )));
    }

    #[test]
    fn hiring_managers_and_block_leaders_do_not_see_private_notes() {
        assert!(!sees_private_notes(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::HiringManager)
        )));
        assert!(!sees_private_notes(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::BlockLeader)
        )));
    }
}
