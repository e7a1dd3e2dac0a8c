//! Erasing a person's data from applications: their keys are destroyed, so the personal fields
//! of the applications' events read as erased from then on (crypto-shredding, see
//! projections::privacy), and each application records its anonymisation as an event, from
//! which the views drop what they copied.

use crate::http::ApiError;
use crate::state::AppState;
use cqrs_es::AggregateError;
use domain::hiring::application::{Anonymisation, ApplicationCommand, ApplicationError};
use projections::event_store::execute;
use projections::tenancy::{Company, Person};
use projections::views::applications::erasure;
use uuid::Uuid;

/// Anonymises these applications. Safe to run again after a failure part way: a destroyed
/// key stays destroyed and an anonymised application ignores a second anonymisation.
pub(super) async fn anonymise(
    state: &AppState,
    applications: &[Uuid],
    because: Anonymisation,
    actor: Option<Uuid>,
) -> Result<(), ApiError> {
    let mut db = state.pool.acquire().await?;
    projections::privacy::destroy_keys(&mut db, applications)
        .await
        .map_err(|error| ApiError::from(anyhow::Error::from(error)))?;
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

/// Erases what a company's deletion takes: every application it received.
pub async fn erase_company(state: &AppState, company: Uuid, actor: Uuid) -> Result<(), ApiError> {
    let applications = erasure::to_company(&state.pool, Company(company)).await?;
    anonymise(state, &applications, Anonymisation::CompanyDeleted, Some(actor)).await
}

/// Erases what the deletion of a person's account takes: every application they made.
pub async fn erase_person(state: &AppState, person: Uuid) -> Result<(), ApiError> {
    let applications = erasure::of_person(&state.pool, Person(person)).await?;
    anonymise(state, &applications, Anonymisation::AccountDeleted, Some(person)).await
}
