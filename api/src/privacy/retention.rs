//! A company's retention period for rejected applicants: once an application has been
//! rejected (by the company, or by the applicant) for that many months, a job anonymises it
//! (see `erasure`), and the application's history says when and why.

use super::erasure;
use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::hiring::ApplicationStatus;
use domain::hiring::application::Anonymisation;
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::sync::watch;
use utoipa::ToSchema;
use uuid::Uuid;

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
pub async fn retention(State(state): State<AppState>, caller: Caller) -> Result<Json<Retention>, ApiError> {
    let company = caller.owned_company()?;
    let months: Option<i32> = sqlx::query_scalar("SELECT rejected_retention_months FROM companies WHERE id = $1")
        .bind(company.id)
        .fetch_one(&state.pool)
        .await?;
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
    caller: Caller,
    JsonBody(body): JsonBody<Retention>,
) -> Result<Json<Retention>, ApiError> {
    let company = caller.owned_company()?;
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
    sqlx::query("UPDATE companies SET rejected_retention_months = $2 WHERE id = $1")
        .bind(company.id)
        .bind(months.map(|months| months as i32))
        .execute(&state.pool)
        .await?;
    Ok(Json(Retention {
        rejected_retention_months: months,
    }))
}

/// Anonymises every rejected application whose company's retention period has run out.
/// Returns how many.
pub async fn anonymise_due(state: &AppState) -> Result<usize, ApiError> {
    let rejected = [
        ApplicationStatus::RejectedByCompany,
        ApplicationStatus::RejectedByApplicant,
    ]
    .map(|status| i16::from(status.id()));
    let due: Vec<Uuid> = sqlx::query_scalar(
        "SELECT a.id FROM application_views a JOIN companies c ON c.id = a.company_id
         WHERE c.rejected_retention_months IS NOT NULL AND a.anonymised_at IS NULL AND a.status = ANY($1)
           AND a.status_changed_at < now() - make_interval(months => c.rejected_retention_months)",
    )
    .bind(&rejected[..])
    .fetch_all(&state.pool)
    .await?;
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
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = stop.changed() => return,
        }
    }
}
