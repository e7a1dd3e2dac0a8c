//! The PostgreSQL backend: tables `search_jobs`, `search_candidates` and their companions
//! (migration `0008_search.sql`), and `search_passages` (`0024_learning.sql`) in Hire's own
//! database.
//!
//! Keywords become a `tsquery` over the weighted `document` column. For typos, each query word
//! of five letters or more is widened with the indexed words that `pg_trgm` finds similar and
//! that stay within Meilisearch's typo budget (see [`crate::text`]). Hits are ranked by
//! `ts_rank` (weights: title or headline first), with every hit that needed no typo above
//! those that did. Searches without keywords read only the narrow attribute tables. Values
//! that are filtered on or counted are integers from `search_values`; the statement that
//! finds the page also returns the packed facet ids of all hits, which are counted here.

use crate::text;
use crate::{
    CANDIDATE_FACETS, CandidateDocument, CandidateQuery, JOB_FACETS, JobDocument, JobQuery, JobSort, PassageDocument,
    PassageHit, PassageQuery, SearchError, SearchIndex, SearchResults, page_window, passage_limit, with_every_facet,
};
use async_trait::async_trait;
use serde::Serialize;
use sqlx::types::Json;
use sqlx::{PgPool, Postgres, QueryBuilder, Row};
use std::collections::{BTreeMap, HashMap};
use std::sync::RwLock;
use uuid::Uuid;

mod statements;
mod values;

use statements::{CandidateRow, JobRow, Tables, UPSERT_CANDIDATES, UPSERT_JOBS, search_sql};
pub(crate) use statements::{push_candidate_filters, push_job_filters};
use values::{Dictionary, DocumentValues, ValueFilter, candidate_values, count_packed, job_values};

/// Documents per statement: large enough to amortise the round trip, small enough for a
/// modest JSON parameter.
const DOCUMENTS_PER_STATEMENT: usize = 500;

pub struct PostgresIndex {
    pool: PgPool,
    dictionary: RwLock<Dictionary>,
}

impl PostgresIndex {
    pub fn new(pool: PgPool) -> Self {
        Self {
            pool,
            dictionary: RwLock::default(),
        }
    }

    /// The tsqueries for the words of a query, or `None` when it has none. Hits must also
    /// carry every value of `filter`.
    async fn keywords(
        &self,
        words: &[String],
        vocabulary: Vocabulary,
        filter: &ValueFilter,
    ) -> Result<Option<Keywords>, SearchError> {
        let Some(last) = words.last() else {
            return Ok(None);
        };
        let mut tolerant: Vec<&str> = words
            .iter()
            .filter(|word| text::typo_budget(word) > 0)
            .map(String::as_str)
            .collect();
        tolerant.sort_unstable();
        tolerant.dedup();
        let mut similar: HashMap<String, Vec<String>> = HashMap::new();
        let mut completions = None;
        let rows = sqlx::query_as::<_, (String, bool, Vec<String>)>(vocabulary.lookup_sql())
            .bind(&tolerant)
            .bind(last)
            .bind(MAX_COMPLETIONS as i64 + 1)
            .fetch_all(&self.pool)
            .await?;
        for (word, is_completions, indexed) in rows {
            if is_completions {
                completions = Some(indexed);
            } else {
                similar.insert(word, indexed);
            }
        }
        let lexemes = words
            .iter()
            .enumerate()
            .map(|(position, word)| {
                // Meilisearch matches the last word as a prefix too: results appear while typing.
                // The indexed words it starts are searched as such unless there are too many.
                let typed = match completions.as_ref().filter(|_| position == words.len() - 1) {
                    Some(starting) if starting.len() <= MAX_COMPLETIONS => {
                        let mut typed: Vec<String> = starting.iter().map(|indexed| lexeme(indexed, false)).collect();
                        if typed.is_empty() {
                            typed.push(lexeme(word, false));
                        }
                        typed
                    }
                    Some(_) => vec![lexeme(word, true)],
                    None => vec![lexeme(word, false)],
                };
                let typos = similar
                    .get(word)
                    .into_iter()
                    .flatten()
                    .filter(|indexed| {
                        !typed.contains(&lexeme(indexed, false))
                            && text::typo_cost(word, indexed) <= text::typo_budget(word)
                    })
                    .map(|indexed| lexeme(indexed, false))
                    .collect();
                WordLexemes { typed, typos }
            })
            .collect();
        Ok(Some(Keywords {
            words: lexemes,
            required: filter.lexemes(),
        }))
    }

    /// Each chunk commits on its own: a writer holding the words of several chunks could
    /// deadlock with another. Upserts are idempotent, so retrying after a partial failure puts
    /// everything right.
    async fn upsert_in_chunks<T: Serialize + Sync>(
        &self,
        statement: &'static str,
        rows: &[T],
    ) -> Result<(), SearchError> {
        for chunk in rows.chunks(DOCUMENTS_PER_STATEMENT) {
            sqlx::query(statement).bind(Json(chunk)).execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Runs a statement from [`search_sql`].
    async fn fetch_results(
        &self,
        mut sql: QueryBuilder<'_, Postgres>,
        facets: &[&str],
    ) -> Result<SearchResults, SearchError> {
        // Planned afresh for each search: a prepared statement's generic plan cannot see how
        // many documents the tsquery or the filters match, and after five runs PostgreSQL may
        // keep it (measured 20-60% slower on broad keyword searches).
        let row = sql.build().persistent(false).fetch_one(&self.pool).await?;
        let total: i64 = row.try_get("total")?;
        let ids: Vec<Uuid> = row.try_get("ids")?;
        let packed: Option<Vec<u8>> = row.try_get("facets")?;
        let counts = self
            .facet_counts(count_packed(packed.as_deref().unwrap_or_default()))
            .await?;
        Ok(SearchResults {
            total: total as u64,
            ids,
            facets: with_every_facet(facets, counts),
        })
    }
}

#[derive(Clone, Copy)]
enum Vocabulary {
    Jobs,
    Candidates,
}

impl Vocabulary {
    /// Rows `(word, false, indexed words within its typo budget's reach)` for each word of $1,
    /// then `($2, true, up to $3 indexed words starting with $2)`. The range on the words'
    /// bytes is a prefix test that an index serves even in a generic plan, unlike LIKE $2.
    fn lookup_sql(self) -> &'static str {
        match self {
            Vocabulary::Jobs => {
                "SELECT q.word, false, array_agg(s.word) FROM unnest($1::text[]) AS q(word), \
                 LATERAL search_similar_job_words(q.word) AS s(word) GROUP BY q.word \
                 UNION ALL \
                 SELECT $2, true, ARRAY(SELECT word FROM search_job_words \
                 WHERE word ~>=~ $2 AND word ~<~ ($2 || chr(1114111)) LIMIT $3)"
            }
            Vocabulary::Candidates => {
                "SELECT q.word, false, array_agg(s.word) FROM unnest($1::text[]) AS q(word), \
                 LATERAL search_similar_candidate_words(q.word) AS s(word) GROUP BY q.word \
                 UNION ALL \
                 SELECT $2, true, ARRAY(SELECT word FROM search_candidate_words \
                 WHERE word ~>=~ $2 AND word ~<~ ($2 || chr(1114111)) LIMIT $3)"
            }
        }
    }
}

/// How many indexed words the last query word may start before it is searched as a prefix.
const MAX_COMPLETIONS: usize = 50;

/// One query word as tsquery lexemes: as typed (with the words it starts, for the last word),
/// and the indexed words within its typo budget.
struct WordLexemes {
    typed: Vec<String>,
    typos: Vec<String>,
}

/// A query's words, and the filter values hits must carry, as tsquery lexemes.
struct Keywords {
    words: Vec<WordLexemes>,
    required: Vec<String>,
}

impl Keywords {
    /// Hits: every word as typed or within its typo budget, and every filter value.
    fn forgiving(&self) -> String {
        let words = self
            .words
            .iter()
            .map(|word| any(word.typed.iter().chain(&word.typos), ""));
        words
            .chain(self.required.iter().cloned())
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// Hits needing no typo: every word as typed.
    fn exact(&self) -> String {
        self.words
            .iter()
            .map(|word| any(word.typed.iter(), ""))
            .collect::<Vec<_>>()
            .join(" & ")
    }

    fn forgives_typos(&self) -> bool {
        self.words.iter().any(|word| !word.typos.is_empty())
    }
}

impl WordLexemes {
    /// This word, as typed or not, in `head`'s weight classes `weights` ("A": title, "AB": title
    /// or skills).
    fn in_classes(&self, weights: &str) -> String {
        any(self.typed.iter().chain(&self.typos), weights)
    }
}

/// `lexemes` joined with OR, each restricted to `weights` (none: any).
fn any<'a>(lexemes: impl Iterator<Item = &'a String>, weights: &str) -> String {
    let weighted: Vec<String> = lexemes
        .map(|lexeme| match (weights.is_empty(), lexeme.ends_with(":*")) {
            (true, _) => lexeme.clone(),
            (false, true) => format!("{lexeme}{weights}"),
            (false, false) => format!("{lexeme}:{weights}"),
        })
        .collect();
    if weighted.len() == 1 {
        weighted.into_iter().next().unwrap_or_default()
    } else {
        format!("({})", weighted.join(" | "))
    }
}

/// A word as a tsquery lexeme. Words are letters and digits only (see [`text::words`]); the
/// quoting still keeps any other character from being read as a tsquery operator.
fn lexeme(word: &str, prefix: bool) -> String {
    let quoted = format!("'{}'", word.replace('\\', "\\\\").replace('\'', "''"));
    if prefix { quoted + ":*" } else { quoted }
}

#[async_trait]
impl SearchIndex for PostgresIndex {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    async fn upsert_jobs(&self, jobs: &[JobDocument]) -> Result<(), SearchError> {
        let jobs = latest_by_id(jobs, |job| job.id);
        let values: Vec<DocumentValues> = jobs.iter().map(|job| job_values(job)).collect();
        let ids = self
            .value_ids(values.iter().flat_map(DocumentValues::all).collect())
            .await?;
        let rows: Vec<JobRow> = jobs
            .into_iter()
            .zip(&values)
            .map(|(job, values)| JobRow::new(job, &ids, values))
            .collect();
        self.upsert_in_chunks(UPSERT_JOBS, &rows).await
    }

    async fn remove_jobs(&self, ids: &[Uuid]) -> Result<(), SearchError> {
        sqlx::query("DELETE FROM search_jobs WHERE id = ANY($1)")
            .bind(ids)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn search_jobs(&self, query: &JobQuery) -> Result<SearchResults, SearchError> {
        let Some(filter) = self.job_value_filter(query).await? else {
            return Ok(no_results(&JOB_FACETS));
        };
        let words = text::query_words(query.q.as_deref());
        let keywords = self.keywords(&words, Vocabulary::Jobs, &filter).await?;
        let filter = filter.unless_in(keywords.as_ref());
        let order = match query.sort {
            JobSort::Relevance if keywords.is_some() => "rank DESC, published_at DESC, id",
            JobSort::Relevance | JobSort::Newest => "published_at DESC, id",
            JobSort::SalaryHigh => "salary_high DESC NULLS LAST, published_at DESC, id",
        };
        let sql = search_sql(
            Tables {
                documents: "search_jobs",
                attributes: "search_job_attributes",
                sort_columns: "published_at, salary_high",
            },
            keywords.as_ref(),
            |sql| push_job_filters(sql, query, &filter),
            order,
            page_window(query.page, query.page_size),
        );
        self.fetch_results(sql, &JOB_FACETS).await
    }

    async fn upsert_candidates(&self, candidates: &[CandidateDocument]) -> Result<(), SearchError> {
        let candidates = latest_by_id(candidates, |candidate| candidate.id);
        let values: Vec<DocumentValues> = candidates.iter().map(|candidate| candidate_values(candidate)).collect();
        let ids = self
            .value_ids(values.iter().flat_map(DocumentValues::all).collect())
            .await?;
        let rows: Vec<CandidateRow> = candidates
            .into_iter()
            .zip(&values)
            .map(|(candidate, values)| CandidateRow::new(candidate, &ids, values))
            .collect();
        self.upsert_in_chunks(UPSERT_CANDIDATES, &rows).await
    }

    async fn remove_candidates(&self, ids: &[Uuid]) -> Result<(), SearchError> {
        sqlx::query("DELETE FROM search_candidates WHERE id = ANY($1)")
            .bind(ids)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn search_candidates(&self, query: &CandidateQuery) -> Result<SearchResults, SearchError> {
        let Some(filter) = self.candidate_value_filter(query).await? else {
            return Ok(no_results(&CANDIDATE_FACETS));
        };
        let words = text::query_words(query.q.as_deref());
        let keywords = self.keywords(&words, Vocabulary::Candidates, &filter).await?;
        let filter = filter.unless_in(keywords.as_ref());
        let order = if keywords.is_some() {
            "rank DESC, updated_at DESC, id"
        } else {
            "updated_at DESC, id"
        };
        let sql = search_sql(
            Tables {
                documents: "search_candidates",
                attributes: "search_candidate_attributes",
                sort_columns: "updated_at",
            },
            keywords.as_ref(),
            |sql| push_candidate_filters(sql, query, &filter),
            order,
            page_window(query.page, query.page_size),
        );
        self.fetch_results(sql, &CANDIDATE_FACETS).await
    }

    /// Empties the indexes; `search_values` stays, so that its ids never change under a writer.
    async fn upsert_passages(&self, passages: &[PassageDocument]) -> Result<(), SearchError> {
        let rows: Vec<PassageRow> = latest_by_id(passages, |passage| passage.id)
            .into_iter()
            .map(PassageRow::from)
            .collect();
        self.upsert_in_chunks(UPSERT_PASSAGES, &rows).await
    }

    async fn remove_passages_of(&self, document_ids: &[Uuid]) -> Result<(), SearchError> {
        sqlx::query("DELETE FROM search_passages WHERE document_id = ANY($1)")
            .bind(document_ids)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn search_passages(&self, query: &PassageQuery) -> Result<Vec<PassageHit>, SearchError> {
        let terms = text::passage_query_terms(&query.q);
        if terms.is_empty() || query.document_ids.is_empty() {
            return Ok(Vec::new());
        }
        let ids: Vec<Uuid> = sqlx::query_scalar(
            "SELECT id FROM search_passages
              WHERE company_id = $1 AND document_id = ANY($2) AND terms && $3
              ORDER BY cardinality(ARRAY(SELECT unnest(terms) INTERSECT SELECT unnest($3::text[]))) DESC, position, id
              LIMIT $4",
        )
        .bind(query.company_id)
        .bind(&query.document_ids)
        .bind(&terms)
        .bind(i64::from(passage_limit(query.limit)))
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(|id| PassageHit { id }).collect())
    }

    async fn clear(&self) -> Result<(), SearchError> {
        sqlx::query(
            "TRUNCATE search_jobs, search_job_attributes, search_candidates, search_candidate_attributes, \
             search_job_words, search_candidate_words, search_passages",
        )
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

const UPSERT_PASSAGES: &str = "INSERT INTO search_passages (id, company_id, document_id, position, terms)
    SELECT id, company_id, document_id, position, terms FROM jsonb_to_recordset($1::jsonb)
        AS p(id uuid, company_id uuid, document_id uuid, position integer, terms text[])
    ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id, document_id = EXCLUDED.document_id,
        position = EXCLUDED.position, terms = EXCLUDED.terms";

/// A passage as the table holds it: its distinct terms, for matching and counting.
#[derive(Serialize)]
struct PassageRow {
    id: Uuid,
    company_id: Uuid,
    document_id: Uuid,
    position: u32,
    terms: Vec<String>,
}

impl From<&PassageDocument> for PassageRow {
    fn from(passage: &PassageDocument) -> Self {
        let mut terms = text::passage_terms(&passage.text);
        terms.sort_unstable();
        terms.dedup();
        Self {
            id: passage.id,
            company_id: passage.company_id,
            document_id: passage.document_id,
            position: passage.position,
            terms,
        }
    }
}

/// One row per id, the last given winning (one statement may not update a row twice), in id
/// order so that concurrent batches lock rows in the same order and never deadlock.
fn latest_by_id<T>(documents: &[T], id: impl Fn(&T) -> Uuid) -> Vec<&T> {
    let latest: BTreeMap<Uuid, &T> = documents.iter().map(|document| (id(document), document)).collect();
    latest.into_values().collect()
}

fn no_results(facets: &[&str]) -> SearchResults {
    SearchResults {
        total: 0,
        ids: Vec::new(),
        facets: with_every_facet(facets, BTreeMap::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_query_word_is_also_a_prefix() {
        assert_eq!(lexeme("engin", true), "'engin':*");
    }

    fn word(typed: &[&str], typos: &[&str]) -> WordLexemes {
        let lexemes = |words: &[&str]| words.iter().map(|word| lexeme(word, false)).collect();
        WordLexemes {
            typed: lexemes(typed),
            typos: lexemes(typos),
        }
    }

    #[test]
    fn hits_need_every_word_as_typed_or_with_a_typo_and_every_filter_value() {
        let keywords = Keywords {
            words: vec![word(&["projct"], &["project"]), word(&["manager", "managers"], &[])],
            required: vec!["'#221'".to_owned()],
        };
        assert_eq!(
            keywords.forgiving(),
            "('projct' | 'project') & ('manager' | 'managers') & '#221'"
        );
        assert_eq!(keywords.exact(), "'projct' & ('manager' | 'managers')");
        assert!(keywords.forgives_typos());
    }

    #[test]
    fn relevance_tests_a_word_in_the_weight_classes_of_the_head() {
        assert_eq!(word(&["rust"], &[]).in_classes("A"), "'rust':A");
        assert_eq!(
            word(&["projct"], &["project"]).in_classes("AB"),
            "('projct':AB | 'project':AB)"
        );
        let prefix = WordLexemes {
            typed: vec![lexeme("de", true)],
            typos: Vec::new(),
        };
        assert_eq!(prefix.in_classes("AB"), "'de':*AB");
    }

    #[test]
    fn filter_values_become_lexemes_no_word_can_be() {
        let filter = ValueFilter {
            values: vec![3, 7],
            language_levels: vec![9],
        };
        assert_eq!(filter.lexemes(), ["'#3'", "'#7'", "'#9'"]);
    }

    #[test]
    fn a_quote_cannot_escape_a_lexeme() {
        assert_eq!(lexeme("it's", false), "'it''s'");
    }

    #[test]
    fn the_last_version_of_a_repeated_document_wins() {
        let id = Uuid::from_u128(7);
        let documents = [(id, "old"), (Uuid::from_u128(1), "other"), (id, "new")];
        let latest: Vec<&str> = latest_by_id(&documents, |(id, _)| *id)
            .into_iter()
            .map(|(_, text)| *text)
            .collect();
        assert_eq!(latest, ["other", "new"]);
    }
}
