//! The hiring area's plain tables: the skills catalogue, evaluation shares and schedule feeds,
//! and the company's people as interviewers.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

/// How many of `people` are the company's own: its owner account or its active employees.
pub async fn colleagues_among(pool: &PgPool, company: Uuid, people: &[Uuid]) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT count(*) FROM users u
         WHERE u.id = ANY($2) AND (EXISTS (SELECT 1 FROM companies c WHERE c.id = $1 AND c.owner_id = u.id)
                                   OR EXISTS (SELECT 1 FROM employees e WHERE e.user_id = u.id AND e.company_id = $1 AND e.status = 'active'))",
    )
    .bind(company)
    .bind(people)
    .fetch_one(pool)
    .await
}

/// The names of `people` who have an account (a blank name reads as none).
pub async fn names(pool: &PgPool, people: &[Uuid]) -> Result<Vec<(Uuid, Option<String>)>, sqlx::Error> {
    sqlx::query_as("SELECT id, nullif(trim(first_name || ' ' || last_name), '') FROM users WHERE id = ANY($1)")
        .bind(people)
        .fetch_all(pool)
        .await
}

/// Whether an interview's evaluations were shared with `user`.
pub async fn evaluations_shared_with(pool: &PgPool, interview: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM evaluation_shares WHERE interview_id = $1 AND user_id = $2)")
        .bind(interview)
        .bind(user)
        .fetch_one(pool)
        .await
}

pub async fn share_evaluations(pool: &PgPool, interview: Uuid, with: &[Uuid], by: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO evaluation_shares (interview_id, user_id, shared_by) SELECT $1, unnest($2::uuid[]), $3
         ON CONFLICT DO NOTHING",
    )
    .bind(interview)
    .bind(with)
    .bind(by)
    .execute(pool)
    .await?;
    Ok(())
}

/// When the user's schedule feed was made, if they have one.
pub async fn feed_made_at(pool: &PgPool, user: Uuid) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
    sqlx::query_scalar("SELECT created_at FROM schedule_feeds WHERE user_id = $1")
        .bind(user)
        .fetch_optional(pool)
        .await
}

/// Gives the user a feed with this token (the old one stops working); when it was made.
pub async fn make_feed(pool: &PgPool, user: Uuid, token_hash: &[u8]) -> Result<DateTime<Utc>, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO schedule_feeds (user_id, token_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
         RETURNING created_at",
    )
    .bind(user)
    .bind(token_hash)
    .fetch_one(pool)
    .await
}

pub async fn revoke_feed(pool: &PgPool, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM schedule_feeds WHERE user_id = $1")
        .bind(user)
        .execute(pool)
        .await?;
    Ok(())
}

/// Whose feed a token opens.
pub async fn feed_owner(pool: &PgPool, token_hash: &[u8]) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM schedule_feeds WHERE token_hash = $1")
        .bind(token_hash)
        .fetch_optional(pool)
        .await
}

const SKILL_SELECT: &str = "SELECT s.id, s.name_en, s.name_az, s.name_ru FROM skills s";
/// The catalogue row a name stands for, in any of the three languages; the English name wins
/// when a name is English for one skill and a translation for another.
const MATCHES: &str = "lower(n.name) IN (lower(s.name_en), lower(s.name_az), lower(s.name_ru))";

/// The catalogue by English name, only the skills one of whose names has a word matching the
/// LIKE `pattern` when given, at most `limit` when given.
pub async fn skills(pool: &PgPool, pattern: Option<String>, limit: Option<i64>) -> Result<Vec<Skill>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SKILL_SELECT}
         WHERE $1::text IS NULL
            OR translate(' ' || lower(s.name_en) || ' ' || lower(s.name_az) || ' ' || lower(s.name_ru), '-/(),.', '      ') LIKE $1
         ORDER BY lower(s.name_en)
         LIMIT $2"
    ))
    .bind(pattern)
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// How many of `ids` are in the catalogue.
pub async fn skills_known(tx: &mut PgConnection, ids: &[i32]) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM skills WHERE id = ANY($1)")
        .bind(ids)
        .fetch_one(&mut *tx)
        .await
}

/// The catalogue entries of `ids`, by English name.
pub async fn skills_by_id(tx: &mut PgConnection, ids: &[i32]) -> Result<Vec<Skill>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SKILL_SELECT} WHERE s.id = ANY($1) ORDER BY lower(s.name_en)"
    ))
    .bind(ids)
    .fetch_all(&mut *tx)
    .await
}

/// Adds the names the catalogue lacks (under that name in all three languages), then the
/// entry each name stands for, in the order given (a name may stand for the same entry as
/// another).
pub async fn skills_named(tx: &mut PgConnection, names: &[String]) -> Result<Vec<Skill>, sqlx::Error> {
    sqlx::query(&format!(
        "INSERT INTO skills (name_en, name_az, name_ru)
         SELECT n.name, n.name, n.name FROM unnest($1::text[]) AS n(name)
         WHERE NOT EXISTS (SELECT 1 FROM skills s WHERE {MATCHES})
         ON CONFLICT (lower(name_en)) DO NOTHING"
    ))
    .bind(names)
    .execute(&mut *tx)
    .await?;
    sqlx::query_as(&format!(
        "SELECT DISTINCT ON (n.position) s.id, s.name_en, s.name_az, s.name_ru
         FROM unnest($1::text[]) WITH ORDINALITY AS n(name, position) JOIN skills s ON {MATCHES}
         ORDER BY n.position, lower(n.name) <> lower(s.name_en), s.id"
    ))
    .bind(names)
    .fetch_all(&mut *tx)
    .await
}

/// The catalogue entries of a job seeker's skills.
pub async fn skills_of_jobseeker(pool: &PgPool, user: Uuid) -> Result<Vec<Skill>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SKILL_SELECT} JOIN jobseeker_skills j ON j.skill_id = s.id WHERE j.user_id = $1 ORDER BY lower(s.name_en)"
    ))
    .bind(user)
    .fetch_all(pool)
    .await
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct Skill {
    pub id: i32,
    pub name_en: String,
    pub name_az: String,
    pub name_ru: String,
}
