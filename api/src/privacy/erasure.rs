//! Erasing a person's data from applications: their keys are destroyed, so the personal fields
//! of the applications' events read as erased from then on (crypto-shredding, see
//! projections::privacy), and each application records its anonymisation as an event, from
//! which the views drop what they copied.

use crate::http::ApiError;
use crate::state::AppState;
use cqrs_es::AggregateError;
use domain::hiring::application::{Anonymisation, ApplicationCommand, ApplicationError};
use projections::hiring::execute;
use uuid::Uuid;

/// Anonymises these applications. Safe to run again after a failure part way: a destroyed
/// key stays destroyed and an anonymised application ignores a second anonymisation.
pub async fn anonymise(
    state: &AppState,
    applications: &[Uuid],
    because: Anonymisation,
    actor: Option<Uuid>,
) -> Result<(), ApiError> {
    let mut db = state.pool.acquire().await?;
    projections::privacy::destroy_keys(&mut db, applications)
        .await
        .map_err(|error| ApiError::Internal(error.into()))?;
    drop(db);
    for application in applications {
        // A concurrent command on the same application wins the race; the next try sees its result.
        let mut tries = 0;
        loop {
            match execute(
                &state.hiring.applications,
                *application,
                ApplicationCommand::Anonymise { because },
                actor,
            )
            .await
            {
                Ok(()) | Err(AggregateError::UserError(ApplicationError::NotFound)) => break,
                Err(AggregateError::AggregateConflict) if tries < 5 => tries += 1,
                Err(error) => return Err(error.into()),
            }
        }
    }
    Ok(())
}

/// The applications a job seeker made.
pub async fn applications_of_person(state: &AppState, person: Uuid) -> Result<Vec<Uuid>, ApiError> {
    Ok(
        sqlx::query_scalar("SELECT id FROM application_views WHERE jobseeker_id = $1")
            .bind(person)
            .fetch_all(&state.pool)
            .await?,
    )
}

/// The applications a company received.
pub async fn applications_to_company(state: &AppState, company: Uuid) -> Result<Vec<Uuid>, ApiError> {
    Ok(
        sqlx::query_scalar("SELECT id FROM application_views WHERE company_id = $1 AND anonymised_at IS NULL")
            .bind(company)
            .fetch_all(&state.pool)
            .await?,
    )
}
