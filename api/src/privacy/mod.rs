//! Privacy: the terms everyone accepts when signing up and applying (each acceptance an
//! event of the person's `PrivacyConsents`), a job seeker's download of everything Hire
//! keeps about them, as one zip, the erasure of a person's data from the event store when
//! their account goes (`erasure`), and a company's retention period for rejected
//! applicants (`retention`).
//!
//! The export is found, not listed: every table with a column that names a person
//! ([`store::PERSON_COLUMNS`]) gives the rows that name them, so a table added later is exported
//! without anyone remembering to. Columns that hold secrets (password hashes, link and
//! session tokens) are left out: the file may be mailed around, and they are not data about
//! the person. Their files (CVs, pictures) come along under `files/`.

use crate::caller::{Caller, Jobseeker};
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use domain::privacy::{ConsentCommand, ConsentPurpose, PRIVACY_TERMS, PRIVACY_TERMS_VERSION};
use domain::validation::FieldError;
use projections::tenancy::Person;
use projections::views::privacy::read::{self as consents_of, Consent};
use serde::Serialize;
use serde_json::{Map, Value, json};
use sqlx::PgPool;
use std::io::Write;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub mod erasure;
pub mod retention;
pub mod store;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(terms))
        .routes(routes!(consents))
        .routes(routes!(export))
        .routes(routes!(retention::retention, retention::set_retention))
}

#[derive(Serialize, ToSchema)]
pub struct PrivacyTerms {
    /// What sign-up and applying send back as `privacy_terms_version`.
    pub version: &'static str,
    pub text: &'static str,
}

/// The current privacy terms.
#[utoipa::path(get, path = "/api/privacy/terms/", tag = "privacy", responses((status = 200, body = PrivacyTerms)))]
pub async fn terms() -> Json<PrivacyTerms> {
    Json(PrivacyTerms {
        version: PRIVACY_TERMS_VERSION,
        text: PRIVACY_TERMS,
    })
}

/// The `privacy_terms_version` of a sign-up or an application: required, and the current one.
pub fn accepted_version(fields: &mut FieldErrors, version: Option<&str>) -> Option<String> {
    fields.require("privacy_terms_version", version, |version| {
        if version == PRIVACY_TERMS_VERSION {
            Ok(version.to_owned())
        } else {
            Err(FieldError::InvalidChoice)
        }
    })
}

/// Records that `person` accepted the terms `version` for `purpose`.
pub async fn record_consent(
    state: &AppState,
    person: Uuid,
    version: String,
    purpose: ConsentPurpose,
) -> Result<(), ApiError> {
    let accept = ConsentCommand::Accept { version, purpose };
    Ok(projections::event_store::execute(&state.hiring.consents, person, accept, Some(person)).await?)
}

/// Every time you accepted the privacy terms, newest first.
#[utoipa::path(get, path = "/api/privacy/consents/", tag = "privacy", security(("jwt" = [])),
    responses((status = 200, body = [Consent]), (status = 401, body = ErrorBody)))]
pub async fn consents(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Consent>>, ApiError> {
    Ok(Json(consents_of::consents(&state.pool, Person(caller.id)).await?))
}

/// Everything kept about `person`: their account, and each table's rows about them.
pub async fn personal_data(pool: &PgPool, person: Uuid) -> Result<Value, ApiError> {
    let account = store::rows_about(pool, "users", &["id".to_owned()], person).await?;
    let mut tables = Map::new();
    for (table, columns) in store::person_tables(pool).await? {
        let rows = store::rows_about(pool, &table, &columns, person).await?;
        if rows.as_array().is_some_and(|rows| !rows.is_empty()) {
            tables.insert(table, rows);
        }
    }
    Ok(json!({
        "exported_at": Utc::now(),
        "account": account.get(0).cloned().unwrap_or(Value::Null),
        "tables": tables,
    }))
}

/// The stored files of `person`: their CV, the CVs they applied with, their pictures.
async fn personal_files(state: &AppState, person: Uuid) -> Result<Vec<(String, Vec<u8>)>, ApiError> {
    let mut keys = store::file_keys(&state.pool, person).await?;
    keys.extend(projections::views::applications::read::stored_cvs(&state.pool, Person(person)).await?);
    keys.sort();
    keys.dedup();
    let mut files = Vec::new();
    for (name, key) in keys {
        if let Some(bytes) = state.files.get(&key).await? {
            files.push((name, bytes.to_vec()));
        }
    }
    Ok(files)
}

fn zipped(data: &Value, files: &[(String, Vec<u8>)]) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(&mut bytes));
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("data.json", options)?;
    zip.write_all(&serde_json::to_vec_pretty(data)?)?;
    for (name, content) in files {
        let safe: String = name
            .chars()
            .map(|c| if c == '\\' || c.is_control() { '_' } else { c })
            .collect();
        zip.start_file(format!("files/{}", safe.replace("..", "_")), options)?;
        zip.write_all(content)?;
    }
    zip.finish()?;
    Ok(bytes)
}

/// Download everything Hire keeps about you: `data.json` (your account and every table's
/// rows about you) and your files, in one zip.
#[utoipa::path(get, path = "/api/privacy/export/", tag = "privacy", security(("jwt" = [])),
    responses((status = 200, content_type = "application/zip", body = Vec<u8>), (status = 403, body = ErrorBody)))]
pub async fn export(State(state): State<AppState>, Jobseeker(caller): Jobseeker) -> Result<Response, ApiError> {
    let data = personal_data(&state.pool, caller.id).await?;
    let files = personal_files(&state, caller.id).await?;
    let body = zipped(&data, &files)?;
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/zip"));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&format!(
            "attachment; filename=\"hire-data-{}.zip\"",
            Utc::now().format("%Y-%m-%d")
        ))
        .map_err(anyhow::Error::from)?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}
