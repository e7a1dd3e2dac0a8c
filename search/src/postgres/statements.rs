//! The SQL that reads and writes the search tables.

use super::Keywords;
use super::values::{DocumentValues, ValueFilter, ValueIds, packed_hex};
use crate::text;
use crate::{CandidateDocument, CandidateQuery, JobDocument, JobQuery};
use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

/// Relevance, in the order of Meilisearch's ranking rules: hits needing no typo first; then,
/// for each word, a point for finding it in the title (headline) or skills and another for
/// finding it in the title. Only the small `head` is read for the second, and the whole
/// `document` only when some word has typo alternatives.
fn push_rank(sql: &mut QueryBuilder<'_, Postgres>, keywords: &Keywords) {
    sql.push(", 0");
    for word in &keywords.words {
        sql.push(" + (head @@ ")
            .push_bind(word.in_classes("AB"))
            .push("::tsquery)::int");
        sql.push(" + (head @@ ")
            .push_bind(word.in_classes("A"))
            .push("::tsquery)::int");
    }
    if keywords.forgives_typos() {
        let points_per_word = 2 * keywords.words.len() as i32 + 1;
        sql.push(" + (document @@ ")
            .push_bind(keywords.exact())
            .push("::tsquery)::int * ")
            .push_bind(points_per_word);
    }
    sql.push(" AS rank");
}

/// Job filters, for `search_jobs` and `search_job_attributes` alike (and the benchmark's naive
/// scan).
pub(crate) fn push_job_filters(sql: &mut QueryBuilder<'_, Postgres>, query: &JobQuery, filter: &ValueFilter) {
    sql.push("(deadline IS NULL OR deadline > now())");
    push_value_filter(sql, filter);
    if let Some(level) = query.job_level {
        sql.push(" AND job_level = ").push_bind(i16::from(level));
    }
    if let Some(at_least) = query.salary_min {
        sql.push(" AND salary_high >= ").push_bind(i64::from(at_least));
    }
    if let Some(at_most) = query.salary_max {
        sql.push(" AND salary_low <= ").push_bind(i64::from(at_most));
    }
    if let Some(company) = query.company_id {
        sql.push(" AND company_id = ").push_bind(company);
    }
}

/// Candidate filters, for `search_candidates` and `search_candidate_attributes` alike (and the
/// benchmark's naive scan).
pub(crate) fn push_candidate_filters(
    sql: &mut QueryBuilder<'_, Postgres>,
    query: &CandidateQuery,
    filter: &ValueFilter,
) {
    sql.push("TRUE");
    push_value_filter(sql, filter);
    if let Some(level) = query.education_level_min {
        sql.push(" AND education_level >= ").push_bind(i16::from(level));
    }
    if let Some(years) = query.experience_years_min {
        sql.push(" AND experience_years >= ").push_bind(i16::from(years));
    }
    if let Some(at_most) = query.salary_max {
        sql.push(" AND salary_expectation <= ").push_bind(i64::from(at_most));
    }
}

fn push_value_filter(sql: &mut QueryBuilder<'_, Postgres>, filter: &ValueFilter) {
    if !filter.values.is_empty() {
        sql.push(" AND value_ids @> ").push_bind(filter.values.clone());
    }
    if !filter.language_levels.is_empty() {
        sql.push(" AND language_level_ids @> ")
            .push_bind(filter.language_levels.clone());
    }
}

/// The tables of one index, and the columns its orders use.
pub(super) struct Tables {
    pub(super) documents: &'static str,
    pub(super) attributes: &'static str,
    pub(super) sort_columns: &'static str,
}

/// A statement selecting `total`, the page of `ids` and the packed `facets` of all hits.
///
/// With keywords, the hits (ranked once) are kept for the three. Without, the narrow
/// attribute table is read twice: once to count everything, and once for the page, which
/// an index on the order's column usually finds without reading all hits.
pub(super) fn search_sql<'a>(
    tables: Tables,
    keywords: Option<&Keywords>,
    filters: impl Fn(&mut QueryBuilder<'a, Postgres>),
    order: &str,
    (page, page_size): (u32, u32),
) -> QueryBuilder<'a, Postgres> {
    let Tables {
        documents,
        attributes,
        sort_columns,
    } = tables;
    let mut sql = QueryBuilder::new("");
    match keywords {
        Some(keywords) => {
            sql.push(format_args!(
                "WITH matched AS MATERIALIZED (SELECT id, {sort_columns}, facet_ids"
            ));
            push_rank(&mut sql, keywords);
            sql.push(format_args!(" FROM {documents} WHERE "));
            filters(&mut sql);
            sql.push(" AND document @@ ")
                .push_bind(keywords.forgiving())
                .push("::tsquery");
            sql.push(format_args!(
                ") SELECT (SELECT count(*) FROM matched) AS total, \
                 (SELECT string_agg(facet_ids, ''::bytea) FROM matched) AS facets, \
                 ARRAY(SELECT id FROM matched ORDER BY {order} LIMIT "
            ));
        }
        None => {
            sql.push(format_args!(
                "SELECT total, facets, ARRAY(SELECT id FROM {attributes} WHERE "
            ));
            filters(&mut sql);
            sql.push(format_args!(" ORDER BY {order} LIMIT "));
        }
    }
    sql.push_bind(i64::from(page_size))
        .push(" OFFSET ")
        .push_bind(i64::from(page - 1) * i64::from(page_size))
        .push(") AS ids");
    if keywords.is_none() {
        sql.push(format_args!(
            " FROM (SELECT count(*) AS total, string_agg(facet_ids, ''::bytea) AS facets FROM {attributes} WHERE "
        ));
        filters(&mut sql);
        sql.push(") AS counted");
    }
    sql
}

/// A job as the upsert statement reads it (`jsonb_to_recordset`): its attributes, the words
/// relevance is judged on (title A, skills B), and the rest of its words.
#[derive(Serialize)]
pub(super) struct JobRow {
    id: Uuid,
    company_id: Option<Uuid>,
    job_level: Option<u8>,
    salary_low: Option<u32>,
    salary_high: Option<u32>,
    published_at: DateTime<Utc>,
    deadline: Option<DateTime<Utc>>,
    value_ids: Vec<i32>,
    facet_ids: String,
    words_a: String,
    words_b: String,
    words_rest: String,
}

impl JobRow {
    pub(super) fn new(job: &JobDocument, ids: &ValueIds, values: &DocumentValues) -> Self {
        let rest = text::present(job.company_name.as_deref())
            .into_iter()
            .chain(text::present(job.requirements.as_deref()))
            .chain([job.description.as_str()]);
        Self {
            id: job.id,
            company_id: job.company_id,
            job_level: job.job_level,
            salary_low: job.salary_min.or(job.salary_max),
            salary_high: job.salary_max.or(job.salary_min),
            published_at: job.published_at,
            deadline: job.deadline,
            value_ids: ids.of(&values.filtered),
            facet_ids: packed_hex(&ids.of(values.counted())),
            words_a: text::joined_words([job.title.as_str()]),
            words_b: text::joined_words(job.skills.iter().chain(&job.skill_translations).map(String::as_str)),
            words_rest: text::joined_words(rest),
        }
    }
}

#[derive(Serialize)]
pub(super) struct CandidateRow {
    id: Uuid,
    experience_years: Option<u8>,
    education_level: Option<u8>,
    salary_expectation: Option<u32>,
    updated_at: DateTime<Utc>,
    value_ids: Vec<i32>,
    language_level_ids: Vec<i32>,
    facet_ids: String,
    words_a: String,
    words_b: String,
    words_rest: String,
}

impl CandidateRow {
    pub(super) fn new(candidate: &CandidateDocument, ids: &ValueIds, values: &DocumentValues) -> Self {
        let languages = text::language_names(&candidate.languages);
        let rest = candidate
            .experiences
            .iter()
            .chain(&candidate.educations)
            .map(String::as_str)
            .chain(text::present(candidate.bio.as_deref()))
            .chain(languages.iter().map(String::as_str));
        Self {
            id: candidate.id,
            experience_years: candidate.experience_years,
            education_level: candidate.education_level,
            salary_expectation: candidate.salary_expectation,
            updated_at: candidate.updated_at,
            value_ids: ids.of(&values.filtered),
            language_level_ids: ids.of(&values.language_levels),
            facet_ids: packed_hex(&ids.of(values.counted())),
            words_a: text::joined_words(text::present(candidate.headline.as_deref())),
            words_b: text::joined_words(
                candidate
                    .skills
                    .iter()
                    .chain(&candidate.skill_translations)
                    .map(String::as_str),
            ),
            words_rest: text::joined_words(rest),
        }
    }
}

/// Upserts a JSON array of [`JobRow`]s into both job tables and adds their words to the typo
/// vocabulary (sorted, so that concurrent writers take the words' locks in one order).
pub(super) const UPSERT_JOBS: &str = "
WITH upserted AS (
    INSERT INTO search_jobs (
        id, company_id, job_level, salary_low, salary_high, published_at, deadline, value_ids,
        facet_ids, head, document)
    SELECT
        id, company_id, job_level, salary_low, salary_high, published_at, deadline, value_ids,
        facet_ids,
        setweight(to_tsvector('simple', words_a), 'A') || setweight(to_tsvector('simple', words_b), 'B'),
        strip(to_tsvector('simple', concat_ws(' ', words_a, words_b, words_rest)))
        || array_to_tsvector(ARRAY(SELECT '#' || value FROM unnest(value_ids) AS value))
    FROM jsonb_to_recordset($1) AS row(
        id uuid, company_id uuid, job_level smallint, salary_low bigint, salary_high bigint,
        published_at timestamptz, deadline timestamptz, value_ids integer[], facet_ids bytea,
        words_a text, words_b text, words_rest text)
    ON CONFLICT (id) DO UPDATE SET
        company_id = excluded.company_id, job_level = excluded.job_level,
        salary_low = excluded.salary_low, salary_high = excluded.salary_high,
        published_at = excluded.published_at, deadline = excluded.deadline,
        value_ids = excluded.value_ids, facet_ids = excluded.facet_ids, head = excluded.head, document = excluded.document
    RETURNING id, company_id, job_level, salary_low, salary_high, published_at, deadline, value_ids,
        facet_ids, document
), attributes AS (
    INSERT INTO search_job_attributes (
        id, company_id, job_level, salary_low, salary_high, published_at, deadline, value_ids, facet_ids)
    SELECT id, company_id, job_level, salary_low, salary_high, published_at, deadline, value_ids, facet_ids
    FROM upserted
    ON CONFLICT (id) DO UPDATE SET
        company_id = excluded.company_id, job_level = excluded.job_level,
        salary_low = excluded.salary_low, salary_high = excluded.salary_high,
        published_at = excluded.published_at, deadline = excluded.deadline,
        value_ids = excluded.value_ids, facet_ids = excluded.facet_ids
)
INSERT INTO search_job_words (word)
SELECT DISTINCT word FROM upserted, unnest(tsvector_to_array(document)) AS word
WHERE word NOT LIKE '#%'
ORDER BY word
ON CONFLICT DO NOTHING";

/// Upserts a JSON array of [`CandidateRow`]s into both candidate tables and adds their words to
/// the typo vocabulary.
pub(super) const UPSERT_CANDIDATES: &str = "
WITH upserted AS (
    INSERT INTO search_candidates (
        id, experience_years, education_level, salary_expectation, updated_at, value_ids,
        language_level_ids, facet_ids, head, document)
    SELECT
        id, experience_years, education_level, salary_expectation, updated_at, value_ids,
        language_level_ids, facet_ids,
        setweight(to_tsvector('simple', words_a), 'A') || setweight(to_tsvector('simple', words_b), 'B'),
        strip(to_tsvector('simple', concat_ws(' ', words_a, words_b, words_rest)))
        || array_to_tsvector(ARRAY(SELECT '#' || value FROM unnest(value_ids || language_level_ids) AS value))
    FROM jsonb_to_recordset($1) AS row(
        id uuid, experience_years smallint, education_level smallint, salary_expectation bigint,
        updated_at timestamptz, value_ids integer[], language_level_ids integer[], facet_ids bytea,
        words_a text, words_b text, words_rest text)
    ON CONFLICT (id) DO UPDATE SET
        experience_years = excluded.experience_years, education_level = excluded.education_level,
        salary_expectation = excluded.salary_expectation, updated_at = excluded.updated_at,
        value_ids = excluded.value_ids, language_level_ids = excluded.language_level_ids,
        facet_ids = excluded.facet_ids, head = excluded.head, document = excluded.document
    RETURNING id, experience_years, education_level, salary_expectation, updated_at, value_ids,
        language_level_ids, facet_ids, document
), attributes AS (
    INSERT INTO search_candidate_attributes (
        id, experience_years, education_level, salary_expectation, updated_at, value_ids,
        language_level_ids, facet_ids)
    SELECT id, experience_years, education_level, salary_expectation, updated_at, value_ids,
        language_level_ids, facet_ids
    FROM upserted
    ON CONFLICT (id) DO UPDATE SET
        experience_years = excluded.experience_years, education_level = excluded.education_level,
        salary_expectation = excluded.salary_expectation, updated_at = excluded.updated_at,
        value_ids = excluded.value_ids, language_level_ids = excluded.language_level_ids,
        facet_ids = excluded.facet_ids
)
INSERT INTO search_candidate_words (word)
SELECT DISTINCT word FROM upserted, unnest(tsvector_to_array(document)) AS word
WHERE word NOT LIKE '#%'
ORDER BY word
ON CONFLICT DO NOTHING";
