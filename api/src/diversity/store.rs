//! The companies' choice to ask, and the answers, kept in a table of their own.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

pub async fn asks(pool: &PgPool, company: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT self_identification FROM companies WHERE id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
}

pub async fn set_asks(pool: &PgPool, company: Uuid, asks: bool) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE companies SET self_identification = $2 WHERE id = $1")
        .bind(company)
        .bind(asks)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn answered(pool: &PgPool, application: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM self_identifications WHERE application_id = $1)")
        .bind(application)
        .fetch_one(pool)
        .await
}

/// One application's answers, each a listed choice or none.
pub struct Answers {
    pub application: Uuid,
    pub jobseeker: Uuid,
    pub company: Uuid,
    pub gender: Option<&'static str>,
    pub age_band: Option<&'static str>,
    pub disability: Option<&'static str>,
    pub at: DateTime<Utc>,
}

/// Keeps the answers; false when the application had answered already (the first answers stay).
pub async fn record(pool: &PgPool, answers: &Answers) -> Result<bool, sqlx::Error> {
    let inserted = sqlx::query(
        "INSERT INTO self_identifications (application_id, jobseeker_id, company_id, gender, age_band, disability, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (application_id) DO NOTHING",
    )
    .bind(answers.application)
    .bind(answers.jobseeker)
    .bind(answers.company)
    .bind(answers.gender)
    .bind(answers.age_band)
    .bind(answers.disability)
    .bind(answers.at)
    .execute(pool)
    .await?;
    Ok(inserted.rows_affected() == 1)
}
