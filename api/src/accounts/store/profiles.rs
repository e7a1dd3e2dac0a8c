//! A job seeker's profile (`jobseeker_profiles` and the user's names), its sections
//! (`jobseeker_experiences`, `_educations`, `_languages`, `_portfolios`, `_skills`) and CV
//! (`jobseeker_cvs`).

use crate::http::ApiError;
use crate::http::error::on_constraint;
use chrono::{DateTime, NaiveDate, Utc};
use domain::profiles::{Education, Experience, Profile, ProfileError};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

/// Job seeker `id`'s profile, with their current CV when `with_cv` (the viewer may see it);
/// `None` for anyone who is not a job seeker.
pub async fn profile(pool: &PgPool, id: Uuid, with_cv: bool) -> Result<Option<ProfileRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.first_name, u.last_name, u.email, u.profile_picture, u.cover_picture, p.headline, p.bio, p.gender, p.date_of_birth, p.region, p.salary_expectation,
                p.currency, p.phone, p.website, p.linkedin, p.facebook, p.twitter, p.instagram, p.cv_visible,
                c.name AS cv_name, '/api/accounts/files/' || c.file_key AS cv_url
         FROM users u LEFT JOIN jobseeker_profiles p ON p.user_id = u.id
         LEFT JOIN jobseeker_cvs c ON c.user_id = u.id AND $2
         WHERE u.id = $1 AND u.user_type = 'jobseeker'",
    )
    .bind(id)
    .bind(with_cv)
    .fetch_optional(pool)
    .await
}

/// What a job seeker's user row and profile say of them at a glance.
pub async fn headline_and_picture(pool: &PgPool, user: Uuid) -> Result<(Option<String>, Option<String>), sqlx::Error> {
    sqlx::query_as(
        "SELECT p.headline, u.profile_picture FROM users u LEFT JOIN jobseeker_profiles p ON p.user_id = u.id WHERE u.id = $1",
    )
    .bind(user)
    .fetch_one(pool)
    .await
}

/// Whether the job seeker lets companies find their CV, and whether they dropped it to
/// `company`.
pub async fn cv_open_to(pool: &PgPool, jobseeker: Uuid, company: Uuid) -> Result<(bool, bool), sqlx::Error> {
    sqlx::query_as(
        "SELECT coalesce((SELECT cv_visible FROM jobseeker_profiles WHERE user_id = $1), false),
                EXISTS (SELECT 1 FROM dropped_cvs d WHERE d.jobseeker_id = $1 AND d.company_id = $2)",
    )
    .bind(jobseeker)
    .bind(company)
    .fetch_one(pool)
    .await
}

/// Saves the names and the basics of a job seeker's profile.
pub async fn save(pool: &PgPool, user: Uuid, profile: &Profile) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) WHERE id = $1",
    )
    .bind(user)
    .bind(&profile.first_name)
    .bind(&profile.last_name)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO jobseeker_profiles (user_id, headline, bio, gender, date_of_birth, region, salary_expectation, currency,
                                         phone, website, linkedin, facebook, twitter, instagram, cv_visible)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (user_id) DO UPDATE SET headline = EXCLUDED.headline, bio = EXCLUDED.bio, gender = EXCLUDED.gender,
             date_of_birth = EXCLUDED.date_of_birth, region = EXCLUDED.region, salary_expectation = EXCLUDED.salary_expectation,
             currency = EXCLUDED.currency, phone = EXCLUDED.phone, website = EXCLUDED.website, linkedin = EXCLUDED.linkedin,
             facebook = EXCLUDED.facebook, twitter = EXCLUDED.twitter, instagram = EXCLUDED.instagram, cv_visible = EXCLUDED.cv_visible",
    )
    .bind(user)
    .bind(&profile.headline)
    .bind(&profile.bio)
    .bind(profile.gender.map(|gender| gender.as_str()))
    .bind(profile.date_of_birth)
    .bind(&profile.region)
    .bind(profile.salary_expectation)
    .bind(&profile.currency)
    .bind(&profile.phone)
    .bind(&profile.website)
    .bind(&profile.linkedin)
    .bind(&profile.facebook)
    .bind(&profile.twitter)
    .bind(&profile.instagram)
    .bind(profile.cv_visible)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

pub async fn experiences(pool: &PgPool, user: Uuid) -> Result<Vec<ExperienceView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, title, company, location, start_date, end_date, description FROM jobseeker_experiences
         WHERE user_id = $1 ORDER BY end_date DESC NULLS FIRST, start_date DESC",
    )
    .bind(user)
    .fetch_all(pool)
    .await
}

pub async fn educations(pool: &PgPool, user: Uuid) -> Result<Vec<EducationView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, institution, field, level, start_date, end_date, description FROM jobseeker_educations
         WHERE user_id = $1 ORDER BY end_date DESC NULLS FIRST, start_date DESC",
    )
    .bind(user)
    .fetch_all(pool)
    .await
}

pub async fn languages(pool: &PgPool, user: Uuid) -> Result<Vec<LanguageView>, sqlx::Error> {
    sqlx::query_as("SELECT id, language, proficiency FROM jobseeker_languages WHERE user_id = $1 ORDER BY proficiency DESC, language")
        .bind(user)
        .fetch_all(pool)
        .await
}

pub async fn portfolios(pool: &PgPool, user: Uuid) -> Result<Vec<PortfolioView>, sqlx::Error> {
    sqlx::query_as("SELECT id, title, url, description FROM jobseeker_portfolios WHERE user_id = $1 ORDER BY title")
        .bind(user)
        .fetch_all(pool)
        .await
}

/// A section of a profile whose entries a job seeker adds, edits and removes one by one.
#[derive(Debug, Clone, Copy)]
pub enum Section {
    Experiences,
    Educations,
    Languages,
    Portfolios,
}

impl Section {
    fn table(self) -> &'static str {
        match self {
            Self::Experiences => "jobseeker_experiences",
            Self::Educations => "jobseeker_educations",
            Self::Languages => "jobseeker_languages",
            Self::Portfolios => "jobseeker_portfolios",
        }
    }
}

/// Whether entry `id` of the section belongs to `user`.
pub async fn owns(pool: &PgPool, section: Section, id: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT EXISTS (SELECT 1 FROM {} WHERE id = $1 AND user_id = $2)",
        section.table()
    ))
    .bind(id)
    .bind(user)
    .fetch_one(pool)
    .await
}

/// Removes entry `id` of the section if it belongs to `user`; false if it does not.
pub async fn remove(pool: &PgPool, section: Section, id: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    let deleted = sqlx::query(&format!(
        "DELETE FROM {} WHERE id = $1 AND user_id = $2",
        section.table()
    ))
    .bind(id)
    .bind(user)
    .execute(pool)
    .await?;
    Ok(deleted.rows_affected() > 0)
}

pub async fn save_experience(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    experience: &Experience,
) -> Result<ExperienceView, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO jobseeker_experiences (id, user_id, title, company, location, start_date, end_date, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, company = EXCLUDED.company, location = EXCLUDED.location,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, description = EXCLUDED.description
         RETURNING id, title, company, location, start_date, end_date, description",
    )
    .bind(id)
    .bind(user)
    .bind(&experience.title)
    .bind(&experience.company)
    .bind(&experience.location)
    .bind(experience.start_date)
    .bind(experience.end_date)
    .bind(&experience.description)
    .fetch_one(pool)
    .await
}

pub async fn save_education(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    education: &Education,
) -> Result<EducationView, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO jobseeker_educations (id, user_id, institution, field, level, start_date, end_date, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET institution = EXCLUDED.institution, field = EXCLUDED.field, level = EXCLUDED.level,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, description = EXCLUDED.description
         RETURNING id, institution, field, level, start_date, end_date, description",
    )
    .bind(id)
    .bind(user)
    .bind(&education.institution)
    .bind(&education.field)
    .bind(education.level)
    .bind(education.start_date)
    .bind(education.end_date)
    .bind(&education.description)
    .fetch_one(pool)
    .await
}

/// Saves a language; a profile names each language once.
pub async fn save_language(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    (language, proficiency): (&str, i16),
) -> Result<LanguageView, ApiError> {
    sqlx::query_as(
        "INSERT INTO jobseeker_languages (id, user_id, language, proficiency) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET language = EXCLUDED.language, proficiency = EXCLUDED.proficiency
         RETURNING id, language, proficiency",
    )
    .bind(id)
    .bind(user)
    .bind(language)
    .bind(proficiency)
    .fetch_one(pool)
    .await
    .map_err(|error| on_constraint(error, "jobseeker_languages_once", ProfileError::AlreadyExists))
}

pub async fn save_portfolio(
    pool: &PgPool,
    user: Uuid,
    id: Uuid,
    (title, url, description): (&str, &str, Option<&str>),
) -> Result<PortfolioView, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO jobseeker_portfolios (id, user_id, title, url, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url, description = EXCLUDED.description
         RETURNING id, title, url, description",
    )
    .bind(id)
    .bind(user)
    .bind(title)
    .bind(url)
    .bind(description)
    .fetch_one(pool)
    .await
}

/// Replaces the job seeker's skills with the catalogue's `skills`.
pub async fn replace_skills(db: &mut PgConnection, user: Uuid, skills: &[i32]) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM jobseeker_skills WHERE user_id = $1")
        .bind(user)
        .execute(&mut *db)
        .await?;
    sqlx::query("INSERT INTO jobseeker_skills (user_id, skill_id) SELECT $1, unnest($2::int[])")
        .bind(user)
        .bind(skills)
        .execute(db)
        .await?;
    Ok(())
}

const CV_SELECT: &str = "SELECT name, '/api/accounts/files/' || file_key AS url, 'pdf' AS format, size_bytes, uploaded_at FROM jobseeker_cvs";

/// A job seeker's current CV, if they uploaded one.
pub async fn cv_of(pool: &PgPool, user: Uuid) -> Result<Option<Cv>, sqlx::Error> {
    sqlx::query_as(&format!("{CV_SELECT} WHERE user_id = $1"))
        .bind(user)
        .fetch_optional(pool)
        .await
}

/// Makes the file at `key` the job seeker's current CV.
pub async fn save_cv(pool: &PgPool, user: Uuid, name: &str, key: &str, size_bytes: i32) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO jobseeker_cvs (user_id, name, file_key, size_bytes, uploaded_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, file_key = EXCLUDED.file_key,
                                             size_bytes = EXCLUDED.size_bytes, uploaded_at = EXCLUDED.uploaded_at",
    )
    .bind(user)
    .bind(name)
    .bind(key)
    .bind(size_bytes)
    .execute(pool)
    .await?;
    Ok(())
}

/// The CV file at `key` while it is someone's current CV: whose, its name, and, for `company`,
/// whether its owner lets companies find it or dropped it to that company.
#[derive(sqlx::FromRow)]
pub struct CurrentCv {
    pub owner: Uuid,
    pub name: String,
    pub visible: bool,
    pub dropped: bool,
}

pub async fn current_cv(pool: &PgPool, key: &str, company: Option<Uuid>) -> Result<Option<CurrentCv>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.user_id AS owner, c.name, coalesce(p.cv_visible, false) AS visible,
                EXISTS (SELECT 1 FROM dropped_cvs d WHERE d.jobseeker_id = c.user_id AND d.company_id = $2) AS dropped
         FROM jobseeker_cvs c LEFT JOIN jobseeker_profiles p ON p.user_id = c.user_id
         WHERE c.file_key = $1",
    )
    .bind(key)
    .bind(company)
    .fetch_optional(pool)
    .await
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct Cv {
    pub name: String,
    pub url: String,
    /// Always pdf.
    pub format: String,
    pub size_bytes: i32,
    pub uploaded_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct EducationView {
    pub id: Uuid,
    pub institution: String,
    pub field: Option<String>,
    /// 1..7: School, Bachelor, Master, Doctorate, MBA, PhD, Other.
    pub level: i16,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct ExperienceView {
    pub id: Uuid,
    pub title: String,
    pub company: String,
    pub location: Option<String>,
    pub start_date: NaiveDate,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct LanguageView {
    pub id: Uuid,
    pub language: String,
    /// 1..7: Beginner … Native.
    pub proficiency: i16,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct PortfolioView {
    pub id: Uuid,
    pub title: String,
    pub url: String,
    pub description: Option<String>,
}

#[derive(sqlx::FromRow)]
pub struct ProfileRow {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub profile_picture: Option<String>,
    pub cover_picture: Option<String>,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub gender: Option<String>,
    pub date_of_birth: Option<NaiveDate>,
    pub region: Option<String>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    pub facebook: Option<String>,
    pub twitter: Option<String>,
    pub instagram: Option<String>,
    pub cv_visible: Option<bool>,
    /// Only when the viewer may see the CV.
    pub cv_name: Option<String>,
    pub cv_url: Option<String>,
}
