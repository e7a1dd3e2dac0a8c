//! Privacy: the terms everyone accepts when signing up and applying (each acceptance an
//! event of the person's `PrivacyConsents`), a job seeker's download of everything Hire
//! keeps about them, as one zip, the erasure of a person's data from the event store when
//! their account goes (`erasure`), and a company's retention period for rejected
//! applicants (`retention`).
//!
//! The export is found, not listed: every table with a column that names a person
//! ([`PERSON_COLUMNS`]) gives the rows that name them, so a table added later is exported
//! without anyone remembering to. Columns that hold secrets (password hashes, link and
//! session tokens) are left out: the file may be mailed around, and they are not data about
//! the person. Their files (CVs, pictures) come along under `files/`.

use crate::caller::Caller;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use domain::accounts::UserType;
use domain::privacy::{ConsentCommand, ConsentError, ConsentPurpose, PRIVACY_TERMS, PRIVACY_TERMS_VERSION};
use domain::validation::FieldError;
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
    match projections::hiring::execute(&state.hiring.consents, person, accept, Some(person)).await {
        Ok(()) => Ok(()),
        Err(cqrs_es::AggregateError::UserError(ConsentError::OutdatedTerms)) => {
            Err(ApiError::field("privacy_terms_version", FieldError::InvalidChoice))
        }
        Err(cqrs_es::AggregateError::AggregateConflict) => Err(ApiError::ConcurrentUpdate),
        Err(other) => Err(anyhow::anyhow!("recording a consent: {other}").into()),
    }
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Consent {
    pub version: String,
    /// sign_up or application
    pub purpose: String,
    pub application_id: Option<Uuid>,
    pub accepted_at: chrono::DateTime<Utc>,
}

/// Every time you accepted the privacy terms, newest first.
#[utoipa::path(get, path = "/api/privacy/consents/", tag = "privacy", security(("jwt" = [])),
    responses((status = 200, body = [Consent]), (status = 401, body = ErrorBody)))]
pub async fn consents(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Consent>>, ApiError> {
    Ok(Json(
        sqlx::query_as(
            "SELECT version, purpose, application_id, accepted_at FROM privacy_consents
             WHERE user_id = $1 ORDER BY sequence DESC",
        )
        .bind(caller.id)
        .fetch_all(&state.pool)
        .await?,
    ))
}

/// Columns that hold the id of the person a row is about or by.
pub const PERSON_COLUMNS: [&str; 5] = ["user_id", "jobseeker_id", "sender_id", "receiver_id", "owner_id"];

/// Column names that mark a secret, never exported.
const SECRET_MARKS: [&str; 4] = ["hash", "secret", "token", "verifier"];

/// Every table with a person column, and those columns.
pub async fn person_tables(pool: &PgPool) -> Result<Vec<(String, Vec<String>)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.table_name::text, array_agg(c.column_name::text ORDER BY c.column_name)
           FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name = ANY($1)
          GROUP BY c.table_name ORDER BY c.table_name",
    )
    .bind(PERSON_COLUMNS)
    .fetch_all(pool)
    .await
}

async fn secret_columns(pool: &PgPool, table: &str) -> Result<Vec<String>, sqlx::Error> {
    let columns: Vec<String> = sqlx::query_scalar(
        "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
    )
    .bind(table)
    .fetch_all(pool)
    .await?;
    Ok(columns
        .into_iter()
        .filter(|column| SECRET_MARKS.iter().any(|mark| column.contains(mark)))
        .collect())
}

fn quoted(identifier: &str) -> String {
    format!("\"{}\"", identifier.replace('"', "\"\""))
}

/// The rows of `table` whose `columns` name `person`, without secret columns.
async fn rows_about(pool: &PgPool, table: &str, columns: &[String], person: Uuid) -> Result<Value, sqlx::Error> {
    let condition = columns
        .iter()
        .map(|column| format!("t.{} = $1", quoted(column)))
        .collect::<Vec<_>>()
        .join(" OR ");
    sqlx::query_scalar(&format!(
        "SELECT coalesce(jsonb_agg(to_jsonb(t) - $2::text[]), '[]'::jsonb) FROM {} t WHERE {condition}",
        quoted(table)
    ))
    .bind(person)
    .bind(secret_columns(pool, table).await?)
    .fetch_one(pool)
    .await
}

/// Everything kept about `person`: their account, and each table's rows about them.
pub async fn personal_data(pool: &PgPool, person: Uuid) -> Result<Value, ApiError> {
    let account = rows_about(pool, "users", &["id".to_owned()], person).await?;
    let mut tables = Map::new();
    for (table, columns) in person_tables(pool).await? {
        let rows = rows_about(pool, &table, &columns, person).await?;
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
    let mut keys: Vec<(String, String)> = sqlx::query_as(
        "SELECT 'cv/' || name, file_key FROM jobseeker_cvs WHERE user_id = $1
         UNION SELECT 'pictures/' || regexp_replace(p, '^.*/', ''), substr(p, length('/api/files/') + 1)
           FROM users, unnest(ARRAY[profile_picture, cover_picture]) p WHERE id = $1 AND p LIKE '/api/files/%'
         UNION SELECT 'applications/' || id || '/' || cv_name, substr(cv_url, length('/api/accounts/files/') + 1)
           FROM application_views WHERE jobseeker_id = $1 AND cv_url LIKE '/api/accounts/files/%'",
    )
    .bind(person)
    .fetch_all(&state.pool)
    .await?;
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
pub async fn export(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    if caller.user_type != UserType::Jobseeker {
        return Err(ApiError::PermissionDenied);
    }
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
