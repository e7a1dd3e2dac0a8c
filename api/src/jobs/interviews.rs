//! Interviews and their evaluations. Structured scoring: an interviewer sees colleagues'
//! evaluations of an interview only after submitting their own; the hiring team sees all of
//! them and who has not submitted yet.

use crate::caller::Caller;
use crate::caller::InScope;
use crate::http::JsonBody;
use crate::http::roles;
use crate::http::{ApiError, ErrorBody};
use crate::http::{Day, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::hiring::application::Application;
use domain::hiring::interview::{CompetencyScore, Interview, InterviewCommand, SlotInput};
use domain::hiring::job::JobCompetency;
use domain::validation::FieldError;
use projections::hiring::{execute, load};
use projections::tenancy::HiringScope as Scope;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(schedule, list))
        .routes(routes!(get_interview, reschedule))
        .routes(routes!(change_status))
        .routes(routes!(evaluate))
        .routes(routes!(results))
        .routes(routes!(share_evaluations))
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct InterviewResponse {
    pub id: Uuid,
    pub application_id: Uuid,
    /// scheduled, in_progress, completed or cancelled
    pub status: String,
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    pub location: Option<String>,
    pub meet_link: Option<String>,
    pub interviewers: Vec<Uuid>,
    pub comment: Option<String>,
    pub candidate_name: Option<String>,
    pub job_id: Uuid,
    pub job_title: String,
    pub updated_at: DateTime<Utc>,
    /// How many times the time, place or status changed since it was scheduled.
    pub revision: i32,
}

const INTERVIEW_SELECT: &str =
    "SELECT i.id, i.application_id, i.status, i.date, i.start_time AS start, i.end_time AS end,
        i.location, i.meet_link, i.interviewers, i.comment,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS candidate_name,
        a.job_id, j.title AS job_title, i.updated_at, i.revision
    FROM interview_views i
    JOIN application_views a ON a.id = i.application_id
    JOIN job_views j ON j.id = a.job_id
    LEFT JOIN users u ON u.id = a.jobseeker_id";

/// An interview the caller may see (its application's job is in their scope); any other does
/// not exist.
pub(super) async fn own_interview(pool: &PgPool, scope: &Scope, id: Uuid) -> Result<InterviewResponse, ApiError> {
    sqlx::query_as(&format!(
        "{INTERVIEW_SELECT} WHERE i.id = $1 AND i.company_id = $2 AND ($3::uuid[] IS NULL OR a.job_id = ANY($3))"
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await?
    .ok_or(ApiError::NotFound)
}

/// Interviewers are the company's own people: its owner account or its active employees.
async fn check_interviewers(pool: &PgPool, company: Uuid, interviewers: &[Uuid]) -> Result<(), ApiError> {
    let known: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM users u
         WHERE u.id = ANY($2) AND (EXISTS (SELECT 1 FROM companies c WHERE c.id = $1 AND c.owner_id = u.id)
                                   OR EXISTS (SELECT 1 FROM employees e WHERE e.user_id = u.id AND e.company_id = $1 AND e.status = 'active'))",
    )
    .bind(company)
    .bind(interviewers)
    .fetch_one(pool)
    .await?;
    if known as usize == interviewers.len() {
        Ok(())
    } else {
        Err(ApiError::field("interviewers", FieldError::InvalidChoice))
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ScheduleRequest {
    application_id: Uuid,
    #[serde(flatten)]
    slot: SlotInput,
}

/// Schedule an interview; the application moves to the interview stage.
#[utoipa::path(post, path = "/api/jobs/interview/", tag = "interviews", security(("jwt" = [])), request_body = ScheduleRequest,
    responses((status = 201, body = InterviewResponse), (status = 404, body = ErrorBody, description = "no such application, or another company's"),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn schedule(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<ScheduleRequest>,
) -> Result<(StatusCode, Json<InterviewResponse>), ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    let company = scope.company;
    let application: Application = load(&state.pool, body.application_id).await?;
    if application.company_id() != Some(company) {
        return Err(ApiError::NotFound);
    }
    scope.require_applicants_of(application.job_id().ok_or(ApiError::NotFound)?)?;
    let slot = body.slot.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    check_interviewers(&state.pool, company, &slot.interviewers).await?;
    if !application.can_be_interviewed() {
        let from = application.status().ok_or(ApiError::NotFound)?;
        let refusal = domain::hiring::application::ApplicationError::Transition {
            from,
            to: domain::hiring::ApplicationStatus::Interview,
        };
        return Err(cqrs_es::AggregateError::UserError(refusal).into());
    }
    let id = Uuid::now_v7();
    let command = InterviewCommand::Schedule {
        application_id: body.application_id,
        company_id: company,
        slot,
    };
    execute(&state.hiring.interviews, id, command, Some(caller.id)).await?;
    Ok((StatusCode::CREATED, Json(own_interview(&state.pool, &scope, id).await?)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InterviewsQuery {
    /// Only this application's interviews.
    application: Option<Uuid>,
    /// From this day on.
    #[param(value_type = Option<NaiveDate>)]
    from: Option<Day>,
    /// Up to this day.
    #[param(value_type = Option<NaiveDate>)]
    to: Option<Day>,
}

/// The company's interviews (My schedule). Employees outside the hiring team see the ones
/// they interview in.
#[utoipa::path(get, path = "/api/jobs/interview/", tag = "interviews", security(("jwt" = [])), params(InterviewsQuery),
    responses((status = 200, body = Vec<InterviewResponse>)))]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<InterviewsQuery>,
) -> Result<Json<Vec<InterviewResponse>>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    Ok(Json(
        seen_by(
            &state.pool,
            &caller,
            &scope,
            query.application,
            query.from.map(Day::date),
            query.to.map(Day::date),
        )
        .await?,
    ))
}

/// The interviews `caller` sees in My schedule (at most 500, by time): all of their scope for
/// the hiring team, the ones they interview in for other employees.
pub(super) async fn seen_by(
    pool: &PgPool,
    caller: &Caller,
    scope: &Scope,
    application: Option<Uuid>,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
) -> Result<Vec<InterviewResponse>, ApiError> {
    let only_mine = caller.require(roles::HIRING_TEAM).is_err();
    Ok(sqlx::query_as(&format!(
        "{INTERVIEW_SELECT} WHERE i.company_id = $1 AND ($2::uuid IS NULL OR i.application_id = $2)
           AND ($3::date IS NULL OR i.date >= $3) AND ($4::date IS NULL OR i.date <= $4)
           AND (NOT $5 OR $6 = ANY(i.interviewers)) AND ($7::uuid[] IS NULL OR a.job_id = ANY($7))
         ORDER BY i.date, i.start_time LIMIT 500"
    ))
    .bind(scope.company)
    .bind(application)
    .bind(from)
    .bind(to)
    .bind(only_mine)
    .bind(caller.id)
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await?)
}

/// One interview.
#[utoipa::path(get, path = "/api/jobs/interview/{id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = InterviewResponse), (status = 404, body = ErrorBody)))]
pub async fn get_interview(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
) -> Result<Json<InterviewResponse>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let interview = own_interview(&state.pool, &scope, id).await?;
    if caller.require(roles::HIRING_TEAM).is_err() && !interview.interviewers.contains(&caller.id) {
        return Err(ApiError::NotFound);
    }
    Ok(Json(interview))
}

#[derive(Deserialize, ToSchema)]
pub struct SlotRequest {
    #[serde(flatten)]
    slot: SlotInput,
}

/// Move an interview to another slot; the earlier slot stays in the history.
#[utoipa::path(put, path = "/api/jobs/interview/{id}/", tag = "interviews", security(("jwt" = [])), request_body = SlotRequest,
    responses((status = 200, body = InterviewResponse), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn reschedule(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<SlotRequest>,
) -> Result<Json<InterviewResponse>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_interview(&state.pool, &scope, id).await?;
    let slot = body.slot.parse(Utc::now().date_naive()).map_err(ApiError::from)?;
    check_interviewers(&state.pool, scope.company, &slot.interviewers).await?;
    execute(
        &state.hiring.interviews,
        id,
        InterviewCommand::Reschedule { slot },
        Some(caller.id),
    )
    .await?;
    Ok(Json(own_interview(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InterviewAction {
    Start,
    Complete,
    Cancel,
}

#[derive(Deserialize, ToSchema)]
pub struct InterviewStatusRequest {
    action: InterviewAction,
    /// For cancel.
    reason: Option<String>,
}

/// Start, complete or cancel an interview.
#[utoipa::path(post, path = "/api/jobs/interview/{id}/status/", tag = "interviews", security(("jwt" = [])), request_body = InterviewStatusRequest,
    responses((status = 200, body = InterviewResponse), (status = 409, body = ErrorBody)))]
pub async fn change_status(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<InterviewStatusRequest>,
) -> Result<Json<InterviewResponse>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_interview(&state.pool, &scope, id).await?;
    let command = match body.action {
        InterviewAction::Start => InterviewCommand::Start,
        InterviewAction::Complete => InterviewCommand::Complete,
        InterviewAction::Cancel => InterviewCommand::Cancel {
            reason: domain::validation::optional_text(body.reason.as_deref(), 2000)
                .map_err(|error| ApiError::field("reason", error))?,
        },
    };
    execute(&state.hiring.interviews, id, command, Some(caller.id)).await?;
    Ok(Json(own_interview(&state.pool, &scope, id).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct EvaluationRequest {
    /// With job requirements: one rating (on the company's scale) per competency of the job (`competency`: its
    /// name, `category`: its category). Without: one rating per competency category (1..9).
    scores: Vec<CompetencyScore>,
    comment: Option<String>,
}

/// Submit one's evaluation of an interview (interviewers only, once).
#[utoipa::path(post, path = "/api/jobs/evaluation/{interview_id}/", tag = "interviews", security(("jwt" = [])), request_body = EvaluationRequest,
    responses((status = 201, body = EvaluationResults), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn evaluate(
    State(state): State<AppState>,
    caller: Caller,
    Path(interview_id): Path<Uuid>,
    JsonBody(body): JsonBody<EvaluationRequest>,
) -> Result<(StatusCode, Json<EvaluationResults>), ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    let interview: Interview = load(&state.pool, interview_id).await?;
    if interview.company_id() != Some(scope.company) {
        return Err(ApiError::NotFound);
    }
    own_interview(&state.pool, &scope, interview_id).await?;
    let comment = domain::validation::optional_text(body.comment.as_deref(), 5000)
        .map_err(|error| ApiError::field("comment", error))?;
    let command = InterviewCommand::SubmitEvaluation {
        interviewer: caller.id,
        scores: body.scores,
        comment,
    };
    execute(&state.hiring.interviews, interview_id, command, Some(caller.id)).await?;
    Ok((
        StatusCode::CREATED,
        Json(evaluation_results(&state.pool, &caller, &scope, interview_id).await?),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct Interviewer {
    pub id: Uuid,
    pub name: Option<String>,
    pub submitted: bool,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Evaluation {
    pub interviewer: Uuid,
    #[schema(value_type = Vec<Object>)]
    pub scores: serde_json::Value,
    pub comment: Option<String>,
    pub average: f64,
    pub submitted_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct EvaluationResults {
    pub interviewers: Vec<Interviewer>,
    /// Empty while the caller is an interviewer who has not submitted.
    pub evaluations: Vec<Evaluation>,
    /// True when evaluations are withheld until the caller submits their own.
    pub hidden_until_you_submit: bool,
    /// Average of the visible evaluations.
    pub average: Option<f64>,
    /// Per competency of the job's requirements: each evaluator's rating and the average,
    /// against the required level (empty for a job without requirements).
    pub by_competency: Vec<CompetencyResult>,
}

#[derive(Serialize, ToSchema)]
pub struct CompetencyResult {
    pub name: String,
    pub category: u8,
    pub required_level: u8,
    pub ratings: Vec<EvaluatorRating>,
    /// `null` until a visible evaluation rates it.
    pub average: Option<f64>,
    /// Whether the average reaches the required level; `null` without ratings.
    pub meets_required_level: Option<bool>,
}

#[derive(Serialize, ToSchema)]
pub struct EvaluatorRating {
    pub interviewer: Uuid,
    pub rating: u8,
}

/// Each requirement of the interview's job with the ratings the visible evaluations gave it.
async fn by_competency(
    pool: &PgPool,
    interview_id: Uuid,
    evaluations: &[Evaluation],
) -> Result<Vec<CompetencyResult>, ApiError> {
    let required: Option<sqlx::types::Json<Vec<JobCompetency>>> = sqlx::query_scalar(
        "SELECT j.competencies FROM interview_views i JOIN application_views a ON a.id = i.application_id
         JOIN job_views j ON j.id = a.job_id WHERE i.id = $1",
    )
    .bind(interview_id)
    .fetch_optional(pool)
    .await?;
    let scored: Vec<(Uuid, Vec<CompetencyScore>)> = evaluations
        .iter()
        .map(|evaluation| {
            (
                evaluation.interviewer,
                serde_json::from_value(evaluation.scores.clone()).unwrap_or_default(),
            )
        })
        .collect();
    Ok(required
        .map(|list| list.0)
        .unwrap_or_default()
        .into_iter()
        .map(|competency| {
            let ratings: Vec<EvaluatorRating> = scored
                .iter()
                .filter_map(|(interviewer, scores)| {
                    scores
                        .iter()
                        .find(|score| score.competency.as_deref() == Some(competency.name.as_str()))
                        .map(|score| EvaluatorRating {
                            interviewer: *interviewer,
                            rating: score.rating,
                        })
                })
                .collect();
            let average = (!ratings.is_empty())
                .then(|| ratings.iter().map(|rating| f64::from(rating.rating)).sum::<f64>() / ratings.len() as f64);
            CompetencyResult {
                meets_required_level: average.map(|average| average >= f64::from(competency.required_level)),
                name: competency.name,
                category: competency.category,
                required_level: competency.required_level,
                ratings,
                average,
            }
        })
        .collect())
}

pub(super) async fn evaluation_results(
    pool: &PgPool,
    caller: &Caller,
    scope: &Scope,
    interview_id: Uuid,
) -> Result<EvaluationResults, ApiError> {
    let interview = own_interview(pool, scope, interview_id).await?;
    let evaluations: Vec<Evaluation> = sqlx::query_as(
        "SELECT interviewer, scores, comment, average::float8 AS average, submitted_at
         FROM interview_evaluations WHERE interview_id = $1 ORDER BY submitted_at",
    )
    .bind(interview_id)
    .fetch_all(pool)
    .await?;
    let names: Vec<(Uuid, Option<String>)> =
        sqlx::query_as("SELECT id, nullif(trim(first_name || ' ' || last_name), '') FROM users WHERE id = ANY($1)")
            .bind(&interview.interviewers)
            .fetch_all(pool)
            .await?;
    let is_interviewer = interview.interviewers.contains(&caller.id);
    let submitted_myself = evaluations.iter().any(|evaluation| evaluation.interviewer == caller.id);
    if !is_interviewer
        && caller.require(roles::HIRING_TEAM).is_err()
        && !shared_with(pool, interview_id, caller.id).await?
    {
        return Err(ApiError::NotFound);
    }
    let hidden = is_interviewer && !submitted_myself;
    let interviewers = interview
        .interviewers
        .iter()
        .map(|id| Interviewer {
            id: *id,
            name: names
                .iter()
                .find(|(named, _)| named == id)
                .and_then(|(_, name)| name.clone()),
            submitted: evaluations.iter().any(|evaluation| evaluation.interviewer == *id),
        })
        .collect();
    let evaluations = if hidden { Vec::new() } else { evaluations };
    let average = (!evaluations.is_empty())
        .then(|| evaluations.iter().map(|evaluation| evaluation.average).sum::<f64>() / evaluations.len() as f64);
    Ok(EvaluationResults {
        interviewers,
        by_competency: by_competency(pool, interview_id, &evaluations).await?,
        evaluations,
        hidden_until_you_submit: hidden,
        average,
    })
}

/// The evaluations of an interview, as far as the caller may see them.
#[utoipa::path(get, path = "/api/jobs/evaluation-result/{interview_id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = EvaluationResults), (status = 404, body = ErrorBody)))]
pub async fn results(
    State(state): State<AppState>,
    caller: Caller,
    Path(interview_id): Path<Uuid>,
) -> Result<Json<EvaluationResults>, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::COMPANY_SIDE).await?;
    Ok(Json(
        evaluation_results(&state.pool, &caller, &scope, interview_id).await?,
    ))
}

async fn shared_with(pool: &PgPool, interview_id: Uuid, user: Uuid) -> Result<bool, ApiError> {
    Ok(
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM evaluation_shares WHERE interview_id = $1 AND user_id = $2)")
            .bind(interview_id)
            .bind(user)
            .fetch_one(pool)
            .await?,
    )
}

#[derive(Deserialize, ToSchema)]
pub struct ShareRequest {
    /// Colleagues: the company account or active employees of the company.
    #[schema(min_items = 1)]
    user_ids: Vec<Uuid>,
}

/// Share an interview's evaluation results with colleagues outside the hiring team (a Block
/// Leader, say): they may then read them as the hiring team does.
#[utoipa::path(post, path = "/api/jobs/share-evaluations/{interview_id}/", tag = "interviews", security(("jwt" = [])),
    request_body = ShareRequest, responses((status = 204)))]
pub async fn share_evaluations(
    State(state): State<AppState>,
    caller: Caller,
    Path(interview_id): Path<Uuid>,
    JsonBody(body): JsonBody<ShareRequest>,
) -> Result<StatusCode, ApiError> {
    let scope = caller.hiring_scope(&state.pool, roles::HIRING_TEAM).await?;
    own_interview(&state.pool, &scope, interview_id).await?;
    let company = scope.company;
    let mut colleagues = body.user_ids;
    colleagues.sort();
    colleagues.dedup();
    if colleagues.is_empty() {
        return Err(ApiError::field("user_ids", FieldError::Required));
    }
    check_interviewers(&state.pool, company, &colleagues)
        .await
        .map_err(|_| ApiError::field("user_ids", FieldError::InvalidChoice))?;
    sqlx::query(
        "INSERT INTO evaluation_shares (interview_id, user_id, shared_by) SELECT $1, unnest($2::uuid[]), $3
         ON CONFLICT DO NOTHING",
    )
    .bind(interview_id)
    .bind(&colleagues)
    .bind(caller.id)
    .execute(&state.pool)
    .await?;
    Ok(StatusCode::NO_CONTENT)
}
