//! One applicant: the page, the actions on them (one or many), the rating and the audit
//! history.

use crate::caller::{Caller, Hiring};
use crate::http::policy::{Narrowed, Viewer};
use crate::http::roles::{HiringTeam, Pipeline};
use crate::http::{ApiError, ErrorBody, JsonBody, Path};
use crate::screen_cache::Screen;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::hiring::application::ApplicationCommand;
use domain::validation::FieldError;
use projections::event_store::execute;
use projections::tenancy::HiringScope;
use projections::views::Actions;
use projections::views::applications::read::{
    self as applications, ApplicantCard, ApplicantInterview, ApplicantOffer, Note,
};
use projections::views::history::read::{self as history, HistoryEntry};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

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

/// Once the applicant's personal data is erased, nothing more is done to the application, its
/// interviews or its offers.
impl Narrowed for ApplicantDetail {
    fn narrow_for(&mut self, viewer: Viewer) {
        if self.card.anonymised {
            self.card.actions.keep(|_| false);
            self.interviews
                .iter_mut()
                .for_each(|interview| interview.actions.keep(|_| false));
            self.offers.iter_mut().for_each(|offer| offer.actions.keep(|_| false));
        } else {
            self.card.narrow_for(viewer);
            self.interviews.narrow_for(viewer);
            self.offers.narrow_for(viewer);
        }
    }
}

/// Who reads and writes HR private notes: the company and its HR Executives.
pub fn sees_private_notes(caller: &Caller) -> bool {
    caller.require(crate::http::roles::HR).is_ok()
}

/// An application the caller may see; any other does not exist.
pub(super) async fn own_card(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<ApplicantCard, ApiError> {
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
        Json(caller.viewer().sees(ApplicantDetail {
            card: page.card,
            cover_letter: page.cover_letter,
            notes: page.notes.0,
            private_notes: page.private_notes.map(|notes| notes.0),
            interviews: page.interviews.0,
            offers: page.offers.0,
        })),
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
    Ok(Json(caller.viewer().sees(own_card(&state.pool, &scope, id).await?)))
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
    Ok(Json(caller.viewer().sees(own_card(&state.pool, &scope, id).await?)))
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
