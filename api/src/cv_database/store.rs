//! The CVs job seekers made visible or dropped to a company: `users` with their
//! `jobseeker_*` profile tables, and `dropped_cvs`.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use sqlx::types::Json;
use utoipa::ToSchema;
use uuid::Uuid;

/// A time in a job, as the experience years count it.
#[derive(Deserialize)]
pub struct Period {
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
}

#[derive(sqlx::FromRow)]
pub struct CandidateRow {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub headline: Option<String>,
    pub region: Option<String>,
    pub profile_picture: Option<String>,
    pub skills: Vec<String>,
    pub periods: Json<Vec<Period>>,
    pub education_level: Option<i16>,
    pub languages: Json<Vec<CandidateLanguage>>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
    pub cv: Option<Json<CandidateCv>>,
    pub dropped_at: Option<DateTime<Utc>>,
}

/// The job seekers among `ids`, in no order, as company `company` sees them.
pub async fn candidates(pool: &PgPool, company: Uuid, ids: &[Uuid]) -> Result<Vec<CandidateRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.first_name, u.last_name, p.headline, p.region, u.profile_picture, p.salary_expectation, p.currency,
                ARRAY(SELECT c.name_en FROM jobseeker_skills s JOIN skills c ON c.id = s.skill_id WHERE s.user_id = u.id ORDER BY lower(c.name_en)) AS skills,
                coalesce((SELECT json_agg(json_build_object('start_date', e.start_date, 'end_date', e.end_date))
                          FROM jobseeker_experiences e WHERE e.user_id = u.id), '[]') AS periods,
                (SELECT max(d.level) FROM jobseeker_educations d WHERE d.user_id = u.id) AS education_level,
                coalesce((SELECT json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency) ORDER BY l.proficiency DESC, l.language)
                          FROM jobseeker_languages l WHERE l.user_id = u.id), '[]') AS languages,
                (SELECT json_build_object('name', c.name, 'url', '/api/accounts/files/' || c.file_key, 'format', 'pdf')
                   FROM jobseeker_cvs c WHERE c.user_id = u.id) AS cv,
                (SELECT d.dropped_at FROM dropped_cvs d WHERE d.jobseeker_id = u.id AND d.company_id = $2) AS dropped_at
           FROM users u LEFT JOIN jobseeker_profiles p ON p.user_id = u.id
          WHERE u.id = ANY($1) AND u.user_type = 'jobseeker'",
    )
    .bind(ids)
    .bind(company)
    .fetch_all(pool)
    .await
}

/// How many job seekers dropped their CV to the company.
pub async fn dropped_count(pool: &PgPool, company: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM dropped_cvs WHERE company_id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
}

/// One page of the job seekers who dropped their CV to the company, newest first.
pub async fn dropped(pool: &PgPool, company: Uuid, page: &crate::http::Page) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT jobseeker_id FROM dropped_cvs WHERE company_id = $1 ORDER BY dropped_at DESC, jobseeker_id {}",
        page.rows().limit_offset(2)
    ))
    .bind(company)
    .bind(page.offset())
    .fetch_all(pool)
    .await
}

pub async fn has_cv(pool: &PgPool, jobseeker: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM jobseeker_cvs WHERE user_id = $1)")
        .bind(jobseeker)
        .fetch_one(pool)
        .await
}

/// Whether `company` exists and its account is activated.
pub async fn is_active_company(pool: &PgPool, company: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM companies c JOIN users o ON o.id = c.owner_id WHERE c.id = $1 AND o.activated_at IS NOT NULL)",
    )
    .bind(company)
    .fetch_one(pool)
    .await
}

/// Drops the job seeker's CV to the company; `None` when they had dropped it before.
pub async fn drop_cv(pool: &PgPool, company: Uuid, jobseeker: Uuid) -> Result<Option<DroppedCv>, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO dropped_cvs (company_id, jobseeker_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING company_id, dropped_at",
    )
    .bind(company)
    .bind(jobseeker)
    .fetch_optional(pool)
    .await
}

/// A candidate's CV file.
#[derive(Serialize, Deserialize, ToSchema)]
pub struct CandidateCv {
    pub name: String,
    pub url: String,
    /// pdf
    pub format: String,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct CandidateLanguage {
    pub language: String,
    pub proficiency: i16,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct DroppedCv {
    pub company_id: Uuid,
    pub dropped_at: DateTime<Utc>,
}
