//! The skills catalogue (`/api/jobs/skills`): each skill named in en, az and ru. Profiles
//! refer to catalogue entries; jobs carry English names. A name the catalogue lacks joins it
//! when someone saves it, under that name in all three languages.

use super::store;
pub use super::store::Skill;
use crate::http::ApiError;
use crate::http::Query;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::skills::SkillChoice;
use domain::validation::FieldError;
use serde::Deserialize;
use sqlx::{PgConnection, PgPool};
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list))
}

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
    Ok(Json(
        store::skills(&state.pool, search, query.limit.map(i64::from)).await?,
    ))
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
    if store::skills_known(tx, &ids).await? != ids.len() as i64 {
        return Err(ApiError::field("skills", FieldError::InvalidChoice));
    }
    ids.extend(named(tx, &names).await?.into_iter().map(|skill| skill.id));
    Ok(store::skills_by_id(tx, &ids).await?)
}

/// The English names of skills named in any language, in the order given; names the
/// catalogue lacks are added to it.
pub async fn english_names(tx: &mut PgConnection, names: &[String]) -> Result<Vec<String>, ApiError> {
    Ok(named(tx, names).await?.into_iter().map(|skill| skill.name_en).collect())
}

/// The entries `names` stand for, each once, in the order first named.
async fn named(tx: &mut PgConnection, names: &[String]) -> Result<Vec<Skill>, ApiError> {
    let skills = store::skills_named(tx, names).await?;
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
    Ok(store::skills_of_jobseeker(pool, user).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_pattern_takes_wildcards_literally() {
        assert_eq!(like_word_start("c_%"), "% c\\_\\%%");
    }
}
