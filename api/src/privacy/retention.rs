//! A company's retention period for rejected applicants: once an application has been
//! rejected (by the company, or by the applicant) for that many months, a job anonymises it
//! (see `erasure`), and the application's history says when and why.

use super::{erasure, store};
use crate::caller::CompanyOwner;
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::hiring::application::Anonymisation;
use domain::validation::FieldError;
use projections::tenancy::Installation;
use projections::views::applications::erasure::past_retention;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::sync::watch;
use utoipa::ToSchema;

/// The longest retention period a company may choose, in months (ten years).
pub const RETENTION_MONTHS_MAX: i64 = 120;

#[derive(Serialize, Deserialize, ToSchema)]
pub struct Retention {
    /// Months after its rejection that an application is anonymised, 1..=120; null keeps
    /// rejected applications as they are.
    #[schema(minimum = 1, maximum = 120)]
    pub rejected_retention_months: Option<i64>,
}

/// Your company's retention period for rejected applicants.
#[utoipa::path(get, path = "/api/privacy/retention/", tag = "privacy", security(("jwt" = [])),
    responses((status = 200, body = Retention), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn retention(State(state): State<AppState>, owner: CompanyOwner) -> Result<Json<Retention>, ApiError> {
    let months = store::retention_months(&state.pool, owner.company.id).await?;
    Ok(Json(Retention {
        rejected_retention_months: months.map(i64::from),
    }))
}

/// Set your company's retention period for rejected applicants (null: keep them).
#[utoipa::path(put, path = "/api/privacy/retention/", tag = "privacy", security(("jwt" = [])), request_body = Retention,
    responses((status = 200, body = Retention), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn set_retention(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(body): JsonBody<Retention>,
) -> Result<Json<Retention>, ApiError> {
    let mut fields = FieldErrors::default();
    let months = fields.check(
        "rejected_retention_months",
        match body.rejected_retention_months {
            Some(months) if !(1..=RETENTION_MONTHS_MAX).contains(&months) => Err(FieldError::OutOfRange),
            months => Ok(months),
        },
    );
    fields.into_result()?;
    let months = months.flatten();
    store::set_retention_months(&state.pool, owner.company.id, months.map(|months| months as i32)).await?;
    Ok(Json(Retention {
        rejected_retention_months: months,
    }))
}

/// Anonymises every rejected application whose company's retention period has run out.
/// Returns how many.
pub async fn anonymise_due(state: &AppState) -> Result<usize, ApiError> {
    let due = past_retention(&state.pool, Installation).await?;
    erasure::anonymise(state, &due, Anonymisation::Retention, None).await?;
    Ok(due.len())
}

/// Runs `anonymise_due` every `every`, until `stop` changes.
pub async fn keep_anonymising(state: AppState, every: Duration, mut stop: watch::Receiver<bool>) {
    loop {
        match anonymise_due(&state).await {
            Ok(0) => {}
            Ok(count) => tracing::info!(count, "anonymised rejected applications past their retention period"),
            Err(error) => tracing::warn!(%error, "anonymising rejected applications failed; will retry"),
        }
        // Attempts at the credential paths are personal data too, of no use past their window.
        if let Err(error) = crate::security::attempts::forget_old(&state.pool).await {
            tracing::warn!(%error, "forgetting old credential attempts failed; will retry");
        }
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = stop.changed() => return,
        }
    }
}
