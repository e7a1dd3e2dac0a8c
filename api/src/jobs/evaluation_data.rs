//! What an evaluator rates and how each evaluator rated (spec section 7: job-requirements,
//! evaluation-data, evaluation-data-for-competency-model,
//! evaluation-data-for-position-job-template, evaluation-result-for-every-evaluator). A job
//! with requirements is rated on exactly its competencies, against their required levels; a
//! job without is rated per competency category.

use super::interviews::{Interviewer, evaluation_results, own_interview, sees_every_interview};
use crate::caller::{CompanyMember, Hiring, InScope};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::hiring::interview::CompetencyScore;
use domain::hiring::job::JobCompetency;
use domain::lists::COMPETENCY_CATEGORIES;
use projections::tenancy::{Company, HiringScope};
use projections::views::interviews::read as interviews;
use projections::views::jobs::read as jobs;
use projections::views::org::read::{RatingScale, job_template, position, rating_scale, requirements_of};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(job_requirements))
        .routes(routes!(evaluation_data))
        .routes(routes!(for_competency_model))
        .routes(routes!(for_position_job_template))
        .routes(routes!(for_every_evaluator))
}

/// One thing to rate.
#[derive(Serialize, ToSchema)]
pub struct Criterion {
    /// The competency; `null` when a whole category is rated (a job without requirements).
    pub competency: Option<String>,
    /// 1..9, see the competency categories.
    pub category: u8,
    /// The level the position asks for; `null` without requirements.
    pub required_level: Option<u8>,
}

/// A scorecard: what to rate, on the company's rating scale (levels 1..5).
#[derive(Serialize, ToSchema)]
pub struct EvaluationForm {
    pub criteria: Vec<Criterion>,
    pub rating_scale: RatingScale,
}

async fn form(pool: &PgPool, company: Uuid, requirements: Vec<JobCompetency>) -> Result<EvaluationForm, ApiError> {
    let criteria = if requirements.is_empty() {
        (1..=COMPETENCY_CATEGORIES.len() as u8)
            .map(|category| Criterion {
                competency: None,
                category,
                required_level: None,
            })
            .collect()
    } else {
        requirements
            .into_iter()
            .map(|competency| Criterion {
                competency: Some(competency.name),
                category: competency.category,
                required_level: Some(competency.required_level),
            })
            .collect()
    };
    Ok(EvaluationForm {
        criteria,
        rating_scale: rating_scale(pool, Company(company)).await?,
    })
}

#[derive(Serialize, ToSchema)]
pub struct JobRequirements {
    pub job_id: Uuid,
    /// The position they were copied from; `null` until set-job-requirements.
    pub position_id: Option<Uuid>,
    pub competencies: Vec<JobCompetency>,
}

/// A job's competencies with their required levels (job-requirements).
#[utoipa::path(get, path = "/api/jobs/job-requirements/{id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = JobRequirements)))]
pub async fn job_requirements(
    State(state): State<AppState>,
    Hiring { scope, .. }: Hiring<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<JobRequirements>, ApiError> {
    scope.require_job(id)?;
    let requirements = jobs::requirements(&state.pool, &scope, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(JobRequirements {
        job_id: id,
        position_id: requirements.position_id,
        competencies: requirements.competencies.0,
    }))
}

/// The competencies a job of the scope evaluates against.
async fn requirements_of_job(pool: &PgPool, scope: &HiringScope, job: Uuid) -> Result<Vec<JobCompetency>, ApiError> {
    Ok(jobs::requirements(pool, scope, job)
        .await?
        .map(|requirements| requirements.competencies.0)
        .unwrap_or_default())
}

#[derive(Serialize, ToSchema)]
pub struct EvaluationData {
    pub interview_id: Uuid,
    pub application_id: Uuid,
    pub job_id: Uuid,
    pub job_title: String,
    pub candidate_name: Option<String>,
    /// Whether the caller has submitted their evaluation of this interview.
    pub submitted: bool,
    pub form: EvaluationForm,
}

/// The scorecard of an interview for its interviewers and the hiring team (evaluation-data).
#[utoipa::path(get, path = "/api/jobs/evaluation-data/{interview_id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = EvaluationData)))]
pub async fn evaluation_data(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(interview_id): Path<Uuid>,
) -> Result<Json<EvaluationData>, ApiError> {
    let interview = own_interview(&state.pool, &scope, interview_id).await?;
    if !sees_every_interview(&caller) && !interview.interviewers.contains(&caller.id) {
        return Err(ApiError::NotFound);
    }
    let submitted = interviews::has_evaluated(&state.pool, &scope, interview_id, caller.id).await?;
    let requirements = requirements_of_job(&state.pool, &scope, interview.job_id).await?;
    Ok(Json(EvaluationData {
        interview_id,
        application_id: interview.application_id,
        job_id: interview.job_id,
        job_title: interview.job_title,
        candidate_name: interview.candidate_name,
        submitted,
        form: form(&state.pool, scope.company, requirements).await?,
    }))
}

/// The scorecard a position's competency model gives its jobs
/// (evaluation-data-for-competency-model).
#[utoipa::path(get, path = "/api/jobs/evaluation-data-for-competency-model/{id}/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = EvaluationForm)))]
pub async fn for_competency_model(
    State(state): State<AppState>,
    CompanyMember { company, .. }: CompanyMember<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<EvaluationForm>, ApiError> {
    position(&state.pool, Company(company), id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let requirements = requirements_of(&state.pool, Company(company), id).await?;
    Ok(Json(form(&state.pool, company, requirements).await?))
}

#[derive(Serialize, ToSchema)]
pub struct TemplateEvaluationData {
    pub position_id: Uuid,
    /// The template's job title, or the position's title while it has no template.
    pub title: String,
    pub form: EvaluationForm,
}

/// The scorecard of a job posted from a position's template
/// (evaluation-data-for-position-job-template).
#[utoipa::path(get, path = "/api/jobs/evaluation-data-for-position-job-template/{id}/", tag = "interviews",
    security(("jwt" = [])), responses((status = 200, body = TemplateEvaluationData)))]
pub async fn for_position_job_template(
    State(state): State<AppState>,
    CompanyMember { company, .. }: CompanyMember<CompanySide>,
    Path(id): Path<Uuid>,
) -> Result<Json<TemplateEvaluationData>, ApiError> {
    let position = position(&state.pool, Company(company), id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let template_title = job_template(&state.pool, Company(company), id)
        .await?
        .map(|template| template.details.0.title);
    let requirements = requirements_of(&state.pool, Company(company), id).await?;
    Ok(Json(TemplateEvaluationData {
        position_id: id,
        title: template_title.unwrap_or(position.title),
        form: form(&state.pool, company, requirements).await?,
    }))
}

/// One rating of an evaluator, against the required level.
#[derive(Serialize, ToSchema)]
pub struct RatingAgainstRequirement {
    pub competency: Option<String>,
    pub category: u8,
    pub rating: u8,
    pub required_level: Option<u8>,
    /// `null` without a required level.
    pub meets_required_level: Option<bool>,
    pub comment: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct EvaluatorResult {
    pub interviewer: Interviewer,
    /// Empty until they submit, and while the caller is an interviewer who has not.
    pub ratings: Vec<RatingAgainstRequirement>,
    pub comment: Option<String>,
    pub average: Option<f64>,
    pub submitted_at: Option<DateTime<Utc>>,
}

/// Each interviewer's evaluation, rating by rating (evaluation-result-for-every-evaluator).
/// Structured scoring holds: an interviewer sees colleagues' ratings only after submitting.
#[utoipa::path(get, path = "/api/jobs/evaluation-result-for-every-evaluator/{interview_id}/", tag = "interviews",
    security(("jwt" = [])), responses((status = 200, body = Vec<EvaluatorResult>)))]
pub async fn for_every_evaluator(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<CompanySide>,
    Path(interview_id): Path<Uuid>,
) -> Result<Json<Vec<EvaluatorResult>>, ApiError> {
    let results = evaluation_results(&state.pool, &caller, &scope, interview_id).await?;
    let interview = own_interview(&state.pool, &scope, interview_id).await?;
    let requirements = requirements_of_job(&state.pool, &scope, interview.job_id).await?;
    let required = |name: Option<&str>| {
        requirements
            .iter()
            .find(|competency| Some(competency.name.as_str()) == name)
            .map(|competency| competency.required_level)
    };
    Ok(Json(
        results
            .interviewers
            .into_iter()
            .map(|interviewer| {
                let evaluation = results
                    .evaluations
                    .iter()
                    .find(|evaluation| evaluation.interviewer == interviewer.id);
                let scores: Vec<CompetencyScore> = evaluation
                    .map(|evaluation| evaluation.scores.0.clone())
                    .unwrap_or_default();
                let ratings = scores
                    .into_iter()
                    .map(|score| {
                        let required_level = required(score.competency.as_deref());
                        RatingAgainstRequirement {
                            meets_required_level: required_level.map(|level| score.rating >= level),
                            required_level,
                            competency: score.competency,
                            category: score.category,
                            rating: score.rating,
                            comment: score.comment,
                        }
                    })
                    .collect();
                EvaluatorResult {
                    interviewer,
                    ratings,
                    comment: evaluation.and_then(|evaluation| evaluation.comment.clone()),
                    average: evaluation.map(|evaluation| evaluation.average),
                    submitted_at: evaluation.map(|evaluation| evaluation.submitted_at),
                }
            })
            .collect(),
    ))
}
