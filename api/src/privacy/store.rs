//! What the export of a person's data reads: every table with a column that names a person,
//! found in the schema, and the files a person's rows refer to; and a company's retention
//! period (`companies`).

use serde_json::Value;
use sqlx::PgPool;
use uuid::Uuid;

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

/// The rows of `table` whose `columns` name `person`, without secret columns, as a JSON
/// array: the export is of whatever each table holds, so its rows have no type of their own.
pub async fn rows_about(pool: &PgPool, table: &str, columns: &[String], person: Uuid) -> Result<Value, sqlx::Error> {
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

/// The stored files of `person`, as (name in the export, key): their CV and their pictures.
pub async fn file_keys(pool: &PgPool, person: Uuid) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT 'cv/' || name, file_key FROM jobseeker_cvs WHERE user_id = $1
         UNION SELECT 'pictures/' || regexp_replace(p, '^.*/', ''), substr(p, length('/api/files/') + 1)
           FROM users, unnest(ARRAY[profile_picture, cover_picture]) p WHERE id = $1 AND p LIKE '/api/files/%'",
    )
    .bind(person)
    .fetch_all(pool)
    .await
}

/// A company's retention period for rejected applicants, in months.
pub async fn retention_months(pool: &PgPool, company: Uuid) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar("SELECT rejected_retention_months FROM companies WHERE id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
}

pub async fn set_retention_months(pool: &PgPool, company: Uuid, months: Option<i32>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE companies SET rejected_retention_months = $2 WHERE id = $1")
        .bind(company)
        .bind(months)
        .execute(pool)
        .await?;
    Ok(())
}
