//! Interviews and their evaluations. Structured scoring: an interviewer sees colleagues'
//! evaluations of an interview only after submitting their own; the hiring team sees all of
//! them and who has not submitted yet.

use super::store;
use crate::caller::{Caller, Hiring, InScope};
use crate::http::roles::{CompanySide, HiringTeam};
use crate::http::{ApiError, Day, ErrorBody, JsonBody, Path, Query};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{NaiveDate, Utc};
use domain::hiring::application::Application;
use domain::hiring::interview::{
    CompetencyResult, CompetencyScore, Interview, InterviewCommand, SlotInput, by_competency,
};
use domain::validation::FieldError;
use projections::event_store::{execute, load};
use projections::tenancy::HiringScope as Scope;
use projections::views::interviews::read::{self as interviews, Evaluation, InterviewResponse, Schedule};
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

/// An interview the caller may see (its application's job is in their scope); any other does
/// not exist.
pub(super) async fn own_interview(pool: &PgPool, scope: &Scope, id: Uuid) -> Result<InterviewResponse, ApiError> {
    interviews::in_scope(pool, scope, id).await?.ok_or(ApiError::NotFound)
}

/// Who sees every interview of their scope: the hiring team. Other employees see those they
/// interview in, and the evaluations shared with them.
pub fn sees_every_interview(caller: &Caller) -> bool {
    caller.require(crate::http::roles::HIRING_TEAM).is_ok()
}

/// Interviewers are the company's own people: its owner account or its active employees.
async fn check_interviewers(pool: &PgPool, company: Uuid, interviewers: &[Uuid]) -> Result<(), ApiError> {
    if store::colleagues_among(pool, company, interviewers).await? as usize == interviewers.len() {
        Ok(())
    } else {
        Err(ApiError::field("interviewers", FieldError::InvalidChoice))
    }
}

#[derive(ToSchema)]
pub struct ScheduleRequest {
    application_id: Uuid,
    #[serde(flatten)]
    slot: SlotInput,
}

crate::http::flat::flat_request!(ScheduleRequest { application_id, slot });

/// Schedule an interview; the application moves to the interview stage.
#[utoipa::path(post, path = "/api/jobs/interview/", tag = "interviews", security(("jwt" = [])), request_body = ScheduleRequest,
    responses((status = 201, body = InterviewResponse), (status = 404, body = ErrorBody, description = "no such application, or another company's"),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn schedule(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    JsonBody(body): JsonBody<ScheduleRequest>,
) -> Result<(StatusCode, Json<InterviewResponse>), ApiError> {
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
        return Err(refusal.into());
    }
    let id = Uuid::now_v7();
    let command = InterviewCommand::Schedule {
        application_id: body.application_id,
        company_id: company,
        slot,
    };
    execute(&state.hiring.interviews, id, command, Some(caller.id)).await?;
    let interview = own_interview(&state.pool, &scope, id).await?;
    Ok((StatusCode::CREATED, Json(caller.viewer().sees(interview))))
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
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Query(query): Query<InterviewsQuery>,
) -> Result<Json<Vec<InterviewResponse>>, ApiError> {
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
    let schedule = Schedule {
        application,
        from,
        to,
        interviewer: (!sees_every_interview(caller)).then_some(caller.id),
    };
    Ok(caller.viewer().sees(interviews::schedule(pool, scope, schedule).await?))
}

/// One interview.
#[utoipa::path(get, path = "/api/jobs/interview/{id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = InterviewResponse), (status = 404, body = ErrorBody)))]
pub async fn get_interview(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<InterviewResponse>, ApiError> {
    let interview = own_interview(&state.pool, &scope, id).await?;
    if !sees_every_interview(&caller) && !interview.interviewers.contains(&caller.id) {
        return Err(ApiError::NotFound);
    }
    Ok(Json(caller.viewer().sees(interview)))
}

#[derive(ToSchema)]
pub struct SlotRequest {
    #[serde(flatten)]
    slot: SlotInput,
}

crate::http::flat::flat_request!(SlotRequest { slot });

/// Move an interview to another slot; the earlier slot stays in the history.
#[utoipa::path(put, path = "/api/jobs/interview/{id}/", tag = "interviews", security(("jwt" = [])), request_body = SlotRequest,
    responses((status = 200, body = InterviewResponse), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn reschedule(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<SlotRequest>,
) -> Result<Json<InterviewResponse>, ApiError> {
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
    Ok(Json(
        caller.viewer().sees(own_interview(&state.pool, &scope, id).await?),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InterviewStatusChange {
    Start,
    Complete,
    Cancel,
}

#[derive(Deserialize, ToSchema)]
pub struct InterviewStatusRequest {
    action: InterviewStatusChange,
    /// For cancel.
    reason: Option<String>,
}

/// Start, complete or cancel an interview.
#[utoipa::path(post, path = "/api/jobs/interview/{id}/status/", tag = "interviews", security(("jwt" = [])), request_body = InterviewStatusRequest,
    responses((status = 200, body = InterviewResponse), (status = 409, body = ErrorBody)))]
pub async fn change_status(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(id): Path<Uuid>,
    JsonBody(body): JsonBody<InterviewStatusRequest>,
) -> Result<Json<InterviewResponse>, ApiError> {
    own_interview(&state.pool, &scope, id).await?;
    let command = match body.action {
        InterviewStatusChange::Start => InterviewCommand::Start,
        InterviewStatusChange::Complete => InterviewCommand::Complete,
        InterviewStatusChange::Cancel => InterviewCommand::Cancel {
            reason: domain::validation::optional_text(body.reason.as_deref(), 2000)
                .map_err(|error| ApiError::field("reason", error))?,
        },
    };
    execute(&state.hiring.interviews, id, command, Some(caller.id)).await?;
    Ok(Json(
        caller.viewer().sees(own_interview(&state.pool, &scope, id).await?),
    ))
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
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(interview_id): Path<Uuid>,
    JsonBody(body): JsonBody<EvaluationRequest>,
) -> Result<(StatusCode, Json<EvaluationResults>), ApiError> {
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

pub(super) async fn evaluation_results(
    pool: &PgPool,
    caller: &Caller,
    scope: &Scope,
    interview_id: Uuid,
) -> Result<EvaluationResults, ApiError> {
    let interview = own_interview(pool, scope, interview_id).await?;
    let evaluations = interviews::evaluations(pool, scope, interview_id).await?;
    let names = store::names(pool, &interview.interviewers).await?;
    let is_interviewer = interview.interviewers.contains(&caller.id);
    let submitted_myself = evaluations.iter().any(|evaluation| evaluation.interviewer == caller.id);
    if !is_interviewer
        && !sees_every_interview(caller)
        && !store::evaluations_shared_with(pool, interview_id, caller.id).await?
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
    let required = interviews::requirements(pool, scope, interview_id).await?;
    let scored: Vec<(Uuid, &[CompetencyScore])> = evaluations
        .iter()
        .map(|evaluation| (evaluation.interviewer, evaluation.scores.0.as_slice()))
        .collect();
    Ok(EvaluationResults {
        interviewers,
        by_competency: by_competency(required, &scored),
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
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(interview_id): Path<Uuid>,
) -> Result<Json<EvaluationResults>, ApiError> {
    Ok(Json(
        evaluation_results(&state.pool, &caller, &scope, interview_id).await?,
    ))
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
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(interview_id): Path<Uuid>,
    JsonBody(body): JsonBody<ShareRequest>,
) -> Result<StatusCode, ApiError> {
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
    store::share_evaluations(&state.pool, interview_id, &colleagues, caller.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::caller::tests::caller_of;
    use domain::accounts::{EmployeeRole, UserType};

    #[test]
    fn the_hiring_team_sees_every_interview() {
        assert!(sees_every_interview(&caller_of(UserType::Company, None)));
        assert!(sees_every_interview(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::HiringManager)
        )));
        assert!(sees_every_interview(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::HrExecutive)
        )));
    }

    #[test]
    fn a_block_leader_sees_only_the_interviews_they_are_in() {
        assert!(!sees_every_interview(&caller_of(
            UserType::Employee,
            Some(EmployeeRole::BlockLeader)
        )));
    }
}
