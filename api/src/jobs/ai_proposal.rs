//! The AI proposal: a job's applicants ranked, each with a short reason (skills and
//! competencies matched and missing, experience, languages, salary expectation against the
//! job's range), from their profiles and the text of the CV they applied with. Built in: the
//! transparent scoring of `domain::ai_proposal`; with `AI_URL` the model ranks and writes the
//! reasons from the same features. Either way it costs tokens.

use crate::ai::openai::{ChatMessage, MAX_ANSWER_TOKENS};
use crate::ai::{EMBEDDED_MODEL, count_tokens};
use crate::caller::{Hiring, InScope};
use crate::http::roles::HiringTeam;
use crate::http::{ApiError, ErrorBody, Path};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{NaiveDate, Utc};
use domain::ai_proposal::AiProposalError;
use domain::ai_proposal::{Assessment, Candidate, JobNeeds, SalaryFit, assess};

use domain::market::Purpose;
use projections::views::applications::read::{self as applications, Candidate as ApplicantRow};
use projections::views::jobs::read::{self as jobs, Needs as JobRow};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use utoipa::ToSchema;
use uuid::Uuid;

/// Applicants one proposal ranks: the most recent ones beyond this are left out.
const APPLICANTS_MAX: i64 = 200;
/// Characters of a CV read.
const CV_TEXT_MAX_CHARS: usize = 20_000;
/// Characters of a CV shown to a model for each applicant.
const CV_PROMPT_CHARS: usize = 1_500;
/// The largest prompt a model is sent, in tokens.
const PROMPT_MAX_TOKENS: u64 = 60_000;

#[derive(Serialize, ToSchema)]
pub struct ProposalApplicant {
    pub id: Uuid,
    pub name: String,
    pub profile_picture: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ProposedCandidate {
    pub rank: u32,
    pub application_id: Uuid,
    pub applicant: ProposalApplicant,
    /// 0..=100
    pub score: u8,
    pub reason: String,
    pub matched_skills: Vec<String>,
    pub missing_skills: Vec<String>,
    pub experience_years: Option<u8>,
    pub required_experience_years: Option<u8>,
    pub languages: Vec<String>,
    pub salary_expectation: Option<u32>,
    pub salary_fit: SalaryFit,
}

#[derive(Serialize, ToSchema)]
pub struct AiProposal {
    pub job_id: Uuid,
    /// The model that ranked: the built-in scoring or the configured one.
    pub provider: String,
    pub tokens_charged: u64,
    pub balance: u64,
    pub candidates: Vec<ProposedCandidate>,
}

/// Rank a job's applicants, each with a reason. Costs AI tokens.
#[utoipa::path(post, path = "/api/jobs/ai-proposal/{id}/", tag = "jobs", security(("jwt" = [])),
    params(("id" = Uuid, Path, description = "the job")),
    responses((status = 200, body = AiProposal), (status = 400, body = ErrorBody), (status = 402, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 429, body = ErrorBody),
              (status = 502, body = ErrorBody)))]
pub async fn propose(
    State(state): State<AppState>,
    Hiring { caller, scope, .. }: Hiring<HiringTeam>,
    Path(job_id): Path<Uuid>,
) -> Result<Json<AiProposal>, ApiError> {
    scope.require_applicants_of(job_id)?;
    let company = scope.company;
    let job = jobs::needs(&state.pool, &scope, job_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.ai.check_rate(company).await?;
    state.ai.require_tokens(company).await?;
    let applicants = applications::candidates(&state.pool, &scope, job_id, APPLICANTS_MAX).await?;
    if applicants.is_empty() {
        return Err(AiProposalError::NoApplicants.into());
    }
    let needs = job_needs(job);
    let today = Utc::now().date_naive();
    let mut candidates = Vec::with_capacity(applicants.len());
    for applicant in &applicants {
        candidates.push(candidate(&state, applicant, today).await?);
    }
    if !candidates.iter().any(Candidate::has_data) {
        return Err(AiProposalError::NoCandidatesData.into());
    }
    let assessments: Vec<Assessment> = candidates.iter().map(|candidate| assess(&needs, candidate)).collect();
    let features: Vec<String> = applicants
        .iter()
        .zip(&candidates)
        .zip(&assessments)
        .map(|((applicant, candidate), assessment)| features(applicant, candidate, assessment))
        .collect();
    let call_id = Uuid::now_v7();
    let (ranking, charged, balance) = match state.ai.remote() {
        None => {
            let reasons: String = assessments
                .iter()
                .map(|assessment| assessment.reason.as_str())
                .collect();
            let cost = features.iter().map(|text| count_tokens(text)).sum::<u64>() + count_tokens(&reasons);
            let balance = state
                .ai
                .charge(company, caller.id, call_id, cost, Purpose::AiProposal)
                .await?;
            let ranking = assessments
                .iter()
                .enumerate()
                .map(|(index, assessment)| (index, assessment.score, assessment.reason.clone()))
                .collect();
            (ranking, cost, balance)
        }
        Some(remote) => {
            let messages = prompt(&needs, &applicants, &features);
            let prompt_tokens: u64 = messages.iter().map(|message| count_tokens(&message.content)).sum();
            if prompt_tokens > PROMPT_MAX_TOKENS {
                return Err(AiProposalError::PromptTooLarge.into());
            }
            let held = prompt_tokens + MAX_ANSWER_TOKENS * 4;
            state
                .ai
                .charge(company, caller.id, call_id, held, Purpose::AiProposal)
                .await?;
            let answered = remote.chat(&messages, MAX_ANSWER_TOKENS * 4).await;
            let (text, usage) = match answered {
                Ok(answered) => answered,
                Err(failure) => {
                    state.ai.refund(company, caller.id, call_id, held).await?;
                    return Err(failure.into());
                }
            };
            let used = (usage.prompt_tokens + usage.completion_tokens)
                .max(prompt_tokens + count_tokens(&text))
                .min(held);
            let balance = state.ai.refund(company, caller.id, call_id, held - used).await?;
            let ranking = model_ranking(&text, &applicants).ok_or(AiProposalError::UnreadableAnswer)?;
            (ranking, used, balance)
        }
    };
    let mut ranked: Vec<(usize, u8, String)> = ranking;
    ranked.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then(applicants[a.0].applied_at.cmp(&applicants[b.0].applied_at))
    });
    let candidates = ranked
        .into_iter()
        .enumerate()
        .map(|(place, (index, score, reason))| {
            let applicant = &applicants[index];
            let assessment = &assessments[index];
            ProposedCandidate {
                rank: place as u32 + 1,
                application_id: applicant.application_id,
                applicant: ProposalApplicant {
                    id: applicant.jobseeker_id,
                    name: applicant.name.clone(),
                    profile_picture: applicant.profile_picture.clone(),
                },
                score,
                reason,
                matched_skills: assessment.matched_skills.clone(),
                missing_skills: assessment.missing_skills.clone(),
                experience_years: assessment.experience_years,
                required_experience_years: assessment.required_experience_years,
                languages: assessment.languages.clone(),
                salary_expectation: assessment.salary_expectation,
                salary_fit: assessment.salary_fit,
            }
        })
        .collect();
    Ok(Json(AiProposal {
        job_id,
        provider: state
            .ai
            .remote()
            .map_or(EMBEDDED_MODEL.to_owned(), |remote| remote.model().to_owned()),
        tokens_charged: charged,
        balance,
        candidates,
    }))
}

fn job_needs(job: JobRow) -> JobNeeds {
    let details = job.details.0;
    let text = [
        Some(details.description.as_str()),
        details.requirements.as_deref(),
        details.who_you_are.as_deref(),
        details.nice_to_have.as_deref(),
        details.responsibilities.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("\n");
    JobNeeds {
        skills: details.skills,
        competencies: job
            .competencies
            .0
            .into_iter()
            .map(|competency| competency.name)
            .collect(),
        experience_years: details.experience_years,
        salary_min: details.salary_min,
        salary_max: details.salary_max,
        currency: details.currency,
        text,
    }
}

async fn candidate(state: &AppState, applicant: &ApplicantRow, today: NaiveDate) -> Result<Candidate, ApiError> {
    let experiences = &applicant.experiences.0;
    let mut text: Vec<String> = [applicant.headline.clone(), applicant.bio.clone()]
        .into_iter()
        .flatten()
        .collect();
    text.extend(experiences.iter().map(|(line, _, _)| line.clone()));
    text.push(cv_text(state, &applicant.cv_url).await?);
    Ok(Candidate {
        skills: applicant.skills.clone(),
        text: text.join("\n"),
        experience_years: domain::profiles::experience_years(
            experiences.iter().map(|(_, start, end)| (*start, *end)),
            today,
        ),
        languages: applicant.languages.clone(),
        salary_expectation: applicant
            .salary_expectation
            .and_then(|amount| u32::try_from(amount).ok()),
        currency: applicant.currency.clone(),
    })
}

/// The text of the CV an application was sent with; empty when it cannot be read (a scan).
async fn cv_text(state: &AppState, cv_url: &str) -> Result<String, ApiError> {
    let Some(key) = cv_url.strip_prefix("/api/accounts/files/") else {
        return Ok(String::new());
    };
    let Some(bytes) = state.files.get(key).await? else {
        return Ok(String::new());
    };
    let extracted = tokio::task::spawn_blocking(move || crate::extract::extract(&bytes))
        .await
        .map_err(|error| anyhow::anyhow!("reading a CV: {error}"))?;
    Ok(extracted
        .map(|extracted| {
            extracted
                .passages
                .into_iter()
                .map(|passage| passage.text)
                .collect::<Vec<_>>()
                .join("\n")
                .chars()
                .take(CV_TEXT_MAX_CHARS)
                .collect()
        })
        .unwrap_or_default())
}

/// One applicant as the scoring saw them: what a model reads, and what the cost counts.
fn features(applicant: &ApplicantRow, candidate: &Candidate, assessment: &Assessment) -> String {
    let cv: String = candidate.text.chars().take(CV_PROMPT_CHARS).collect();
    format!(
        "application_id: {}\nskills: {}\nmatched required skills: {}\nmissing required skills: {}\n\
         competencies shown: {}\nmissing competencies: {}\nexperience years: {}\nlanguages: {}\n\
         salary expectation: {} ({:?} the range)\nprofile and CV: {cv}",
        applicant.application_id,
        candidate.skills.join(", "),
        assessment.matched_skills.join(", "),
        assessment.missing_skills.join(", "),
        assessment.matched_competencies.join(", "),
        assessment.missing_competencies.join(", "),
        candidate
            .experience_years
            .map_or("unknown".to_owned(), |years| years.to_string()),
        candidate.languages.join(", "),
        candidate
            .salary_expectation
            .map_or("unknown".to_owned(), |amount| format!(
                "{amount} {}",
                candidate.currency.as_deref().unwrap_or("")
            )),
        assessment.salary_fit,
    )
}

fn prompt(needs: &JobNeeds, applicants: &[ApplicantRow], features: &[String]) -> Vec<ChatMessage> {
    let range = match (needs.salary_min, needs.salary_max) {
        (Some(low), Some(high)) => format!("{low}–{high} {}", needs.currency),
        (Some(low), None) => format!("from {low} {}", needs.currency),
        (None, Some(high)) => format!("up to {high} {}", needs.currency),
        (None, None) => "not stated".to_owned(),
    };
    let job = format!(
        "Required skills: {}\nCompetencies: {}\nExperience asked: {}\nSalary range: {range}\nJob text: {}",
        needs.skills.join(", "),
        needs.competencies.join(", "),
        needs
            .experience_years
            .map_or("not stated".to_owned(), |years| format!("{years} years")),
        needs.text.chars().take(3_000).collect::<String>(),
    );
    vec![
        ChatMessage::system(
            "You rank job applicants for a recruiter. Judge only from the facts given. Answer with JSON only: \
             an array with one object per applicant, {\"application_id\": \"…\", \"score\": 0-100, \"reason\": \"one or two \
             sentences naming the skills and competencies matched and missing, experience, languages and how the \
             salary expectation fits\"}.",
        ),
        ChatMessage::user(format!(
            "The job:\n{job}\n\n{} applicants:\n\n{}",
            applicants.len(),
            features.join("\n\n")
        )),
    ]
}

#[derive(Deserialize)]
struct ModelVerdict {
    application_id: Uuid,
    score: f64,
    reason: String,
}

/// The model's ranking as (applicant index, score, reason); `None` when it is not the JSON
/// asked for or leaves an applicant out.
fn model_ranking(text: &str, applicants: &[ApplicantRow]) -> Option<Vec<(usize, u8, String)>> {
    let start = text.find('[')?;
    let end = text.rfind(']')?;
    let verdicts: Vec<ModelVerdict> = serde_json::from_str(text.get(start..=end)?).ok()?;
    let index: HashMap<Uuid, usize> = applicants
        .iter()
        .enumerate()
        .map(|(place, applicant)| (applicant.application_id, place))
        .collect();
    let mut ranking: Vec<(usize, u8, String)> = Vec::new();
    for verdict in verdicts {
        let place = *index.get(&verdict.application_id)?;
        if ranking.iter().any(|(seen, _, _)| *seen == place) {
            continue;
        }
        let reason = verdict.reason.trim().chars().take(1_000).collect::<String>();
        ranking.push((place, verdict.score.clamp(0.0, 100.0).round() as u8, reason));
    }
    (ranking.len() == applicants.len()).then_some(ranking)
}
