//! The skills catalogue (`/api/jobs/skills`): each skill named in en, az and ru. Profiles
//! refer to catalogue entries; jobs carry English names. A name the catalogue lacks joins it
//! when someone saves it, under that name in all three languages.

use crate::http::ApiError;
use crate::http::Query;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::skills::SkillChoice;
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list))
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct Skill {
    pub id: i32,
    pub name_en: String,
    pub name_az: String,
    pub name_ru: String,
}

const SELECT: &str = "SELECT s.id, s.name_en, s.name_az, s.name_ru FROM skills s";
/// The catalogue row a name stands for, in any of the three languages; the English name wins
/// when a name is English for one skill and a translation for another.
const MATCHES: &str = "lower(n.name) IN (lower(s.name_en), lower(s.name_az), lower(s.name_ru))";
const LIMIT_MAX: u32 = 1000;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SkillsQuery {
    /// Matches the start of any word of any of the three names, ignoring case.
    #[param(max_length = 200)]
    search: Option<String>,
    /// 1..1000; the whole catalogue without it.
    #[param(minimum = 1, maximum = 1000)]
    limit: Option<u32>,
}

/// The catalogue, ordered by English name. Open to everyone: it is the vocabulary of public
/// job ads.
#[utoipa::path(get, path = "/api/jobs/skills", tag = "jobs", params(SkillsQuery),
    responses((status = 200, body = Vec<Skill>), (status = 422, body = crate::http::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    Query(query): Query<SkillsQuery>,
) -> Result<Json<Vec<Skill>>, ApiError> {
    if query.limit.is_some_and(|limit| !(1..=LIMIT_MAX).contains(&limit)) {
        return Err(ApiError::field("limit", FieldError::OutOfRange));
    }
    let search = crate::http::input::keywords_parameter("search", query.search)?
        .map(|text| like_word_start(&text.to_lowercase()));
    let skills = sqlx::query_as(&format!(
        "{SELECT}
         WHERE $1::text IS NULL
            OR translate(' ' || lower(s.name_en) || ' ' || lower(s.name_az) || ' ' || lower(s.name_ru), '-/(),.', '      ') LIKE $1
         ORDER BY lower(s.name_en)
         LIMIT $2"
    ))
    .bind(search)
    .bind(query.limit.map(i64::from))
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(skills))
}

/// A LIKE pattern for a word starting with `text`, its wildcards taken literally.
fn like_word_start(text: &str) -> String {
    format!("% {}%", projections::sql::like_literal(text))
}

/// The catalogue entries of a job seeker's choices, in catalogue order: ids must exist; names
/// are looked up in all three languages and added when missing. Runs in the caller's
/// transaction so that nothing is added when the rest of the change fails.
pub async fn resolve(tx: &mut PgConnection, choices: &[SkillChoice]) -> Result<Vec<Skill>, ApiError> {
    let (mut ids, mut names) = (Vec::new(), Vec::new());
    for choice in choices {
        match choice {
            SkillChoice::Catalogue(id) => ids.push(*id),
            SkillChoice::Named(name) => names.push(name.clone()),
        }
    }
    let known: i64 = sqlx::query_scalar("SELECT count(*) FROM skills WHERE id = ANY($1)")
        .bind(&ids)
        .fetch_one(&mut *tx)
        .await?;
    if known != ids.len() as i64 {
        return Err(ApiError::field("skills", FieldError::InvalidChoice));
    }
    ids.extend(named(tx, &names).await?.into_iter().map(|skill| skill.id));
    Ok(
        sqlx::query_as(&format!("{SELECT} WHERE s.id = ANY($1) ORDER BY lower(s.name_en)"))
            .bind(&ids)
            .fetch_all(&mut *tx)
            .await?,
    )
}

/// The English names of skills named in any language, in the order given; names the
/// catalogue lacks are added to it.
pub async fn english_names(tx: &mut PgConnection, names: &[String]) -> Result<Vec<String>, ApiError> {
    Ok(named(tx, names).await?.into_iter().map(|skill| skill.name_en).collect())
}

async fn named(tx: &mut PgConnection, names: &[String]) -> Result<Vec<Skill>, ApiError> {
    let lookup = format!(
        "SELECT DISTINCT ON (n.position) s.id, s.name_en, s.name_az, s.name_ru
         FROM unnest($1::text[]) WITH ORDINALITY AS n(name, position) JOIN skills s ON {MATCHES}
         ORDER BY n.position, lower(n.name) <> lower(s.name_en), s.id"
    );
    sqlx::query(&format!(
        "INSERT INTO skills (name_en, name_az, name_ru)
         SELECT n.name, n.name, n.name FROM unnest($1::text[]) AS n(name)
         WHERE NOT EXISTS (SELECT 1 FROM skills s WHERE {MATCHES})
         ON CONFLICT (lower(name_en)) DO NOTHING"
    ))
    .bind(names)
    .execute(&mut *tx)
    .await?;
    let skills: Vec<Skill> = sqlx::query_as(&lookup).bind(names).fetch_all(&mut *tx).await?;
    let mut distinct: Vec<Skill> = Vec::with_capacity(skills.len());
    for skill in skills {
        if !distinct.iter().any(|kept| kept.id == skill.id) {
            distinct.push(skill);
        }
    }
    Ok(distinct)
}

/// The catalogue entries of a job seeker's skills.
pub async fn of_jobseeker(pool: &PgPool, user: uuid::Uuid) -> Result<Vec<Skill>, ApiError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} JOIN jobseeker_skills j ON j.skill_id = s.id WHERE j.user_id = $1 ORDER BY lower(s.name_en)"
    ))
    .bind(user)
    .fetch_all(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_pattern_takes_wildcards_literally() {
        assert_eq!(like_word_start("c_%"), "% c\\_\\%%");
    }
}
