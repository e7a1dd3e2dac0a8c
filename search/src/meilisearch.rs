//! The Meilisearch backend: three indexes, `<prefix>_jobs`, `<prefix>_candidates` and
//! `<prefix>_passages`.

use crate::text::{self, key};
use crate::{
    CANDIDATE_FACETS, CandidateDocument, CandidateQuery, JOB_FACETS, JobDocument, JobQuery, JobSort, MAX_FACET_VALUES,
    PassageDocument, PassageHit, PassageQuery, SearchError, SearchIndex, SearchResults, page_window, passage_limit,
    with_every_facet,
};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use meilisearch_sdk::client::Client;
use meilisearch_sdk::documents::DocumentDeletionQuery;
use meilisearch_sdk::errors::ErrorCode;
use meilisearch_sdk::indexes::Index;
use meilisearch_sdk::search::{MatchingStrategies, Selectors};
use meilisearch_sdk::settings::{
    FacetSortValue, FacetingSettings, MinWordSizeForTypos, PaginationSetting, PrefixSearchSettings, Settings,
    TypoToleranceSettings,
};
use meilisearch_sdk::task_info::TaskInfo;
use meilisearch_sdk::tasks::Task;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};
use std::time::Duration;
use uuid::Uuid;

/// Meilisearch counts hits only up to this many (its default, 1,000, is too few for `total`).
const MAX_TOTAL_HITS: usize = 100_000;
/// Documents per request; Meilisearch takes large payloads, but one huge request holds the
/// whole batch in memory twice.
const DOCUMENTS_PER_REQUEST: usize = 5_000;
/// The passages one term's query returns, earliest in their documents first (the passage
/// index's `maxTotalHits` as well). The ranking is PostgreSQL's exactly while no term is held
/// by more of the asked documents' passages than this; past it, the passages latest in their
/// documents go uncounted for that term, so may rank lower or not be found.
const PASSAGES_PER_TERM: usize = 1_000;
const TASK_POLL: Duration = Duration::from_millis(20);
/// Indexing a large batch on a small machine takes minutes, not the SDK's default 5 s.
const TASK_TIMEOUT: Duration = Duration::from_secs(600);

pub struct MeilisearchIndex {
    client: Client,
    jobs: Index,
    candidates: Index,
    passages: Index,
}

impl MeilisearchIndex {
    /// Connects, creates the two indexes if missing and applies their settings, waiting until
    /// Meilisearch has done so.
    pub async fn connect(url: &str, key: Option<&str>, prefix: &str) -> Result<Self, SearchError> {
        let client = Client::new(url.trim_end_matches('/'), key).map_err(|source| SearchError::Meilisearch {
            action: "connecting",
            source,
        })?;
        let jobs = prepare_index(&client, &format!("{prefix}_jobs"), job_settings()).await?;
        let candidates = prepare_index(&client, &format!("{prefix}_candidates"), candidate_settings()).await?;
        let passages = prepare_index(&client, &format!("{prefix}_passages"), passage_settings()).await?;
        // Passages match whole terms only, as in PostgreSQL.
        let task = passages
            .set_prefix_search(PrefixSearchSettings::Disabled)
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "applying index settings",
                source,
            })?;
        finish(&client, task, "applying index settings").await?;
        Ok(Self {
            client,
            jobs,
            candidates,
            passages,
        })
    }

    /// Deletes the indexes (tests use a prefix of their own and remove it afterwards).
    pub async fn delete_indexes(self) -> Result<(), SearchError> {
        for index in [self.jobs, self.candidates, self.passages] {
            let task = index.delete().await.map_err(|source| SearchError::Meilisearch {
                action: "deleting an index",
                source,
            })?;
            finish(&self.client, task, "deleting an index").await?;
        }
        Ok(())
    }

    async fn add_documents<T: Serialize + Send + Sync>(
        &self,
        index: &Index,
        documents: &[T],
    ) -> Result<(), SearchError> {
        let mut tasks = Vec::new();
        for chunk in documents.chunks(DOCUMENTS_PER_REQUEST) {
            let task = index
                .add_or_replace(chunk, Some("id"))
                .await
                .map_err(|source| SearchError::Meilisearch {
                    action: "sending documents",
                    source,
                })?;
            tasks.push(task);
        }
        for task in tasks {
            finish(&self.client, task, "indexing documents").await?;
        }
        Ok(())
    }

    async fn delete_documents(&self, index: &Index, ids: &[Uuid]) -> Result<(), SearchError> {
        if ids.is_empty() {
            return Ok(());
        }
        let task = index
            .delete_documents(ids)
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "removing documents",
                source,
            })?;
        finish(&self.client, task, "removing documents").await
    }
}

#[async_trait]
impl SearchIndex for MeilisearchIndex {
    fn backend(&self) -> &'static str {
        "meilisearch"
    }

    async fn upsert_jobs(&self, jobs: &[JobDocument]) -> Result<(), SearchError> {
        let documents: Vec<JobHit> = jobs.iter().map(JobHit::from).collect();
        self.add_documents(&self.jobs, &documents).await
    }

    async fn remove_jobs(&self, ids: &[Uuid]) -> Result<(), SearchError> {
        self.delete_documents(&self.jobs, ids).await
    }

    async fn search_jobs(&self, query: &JobQuery) -> Result<SearchResults, SearchError> {
        let q = text::query_words(query.q.as_deref()).join(" ");
        let filter = job_filter(query, Utc::now());
        let sort: &[&str] = match query.sort {
            JobSort::Relevance if !q.is_empty() => &[],
            JobSort::Relevance | JobSort::Newest => &["published_at:desc"],
            JobSort::SalaryHigh => &["salary_high:desc", "published_at:desc"],
        };
        let (page, page_size) = page_window(query.page, query.page_size);
        let mut search = self.jobs.search();
        search
            .with_page(page as usize)
            .with_hits_per_page(page_size as usize)
            .with_filter(&filter)
            .with_facets(Selectors::Some(&JOB_FACETS))
            .with_matching_strategy(MatchingStrategies::ALL)
            .with_attributes_to_retrieve(Selectors::Some(&["id"]));
        if !q.is_empty() {
            search.with_query(&q);
        }
        if !sort.is_empty() {
            search.with_sort(sort);
        }
        let results = search
            .execute::<IdOnly>()
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "searching jobs",
                source,
            })?;
        Ok(search_results(results, &JOB_FACETS))
    }

    async fn upsert_candidates(&self, candidates: &[CandidateDocument]) -> Result<(), SearchError> {
        let documents: Vec<CandidateHit> = candidates.iter().map(CandidateHit::from).collect();
        self.add_documents(&self.candidates, &documents).await
    }

    async fn remove_candidates(&self, ids: &[Uuid]) -> Result<(), SearchError> {
        self.delete_documents(&self.candidates, ids).await
    }

    async fn search_candidates(&self, query: &CandidateQuery) -> Result<SearchResults, SearchError> {
        let q = text::query_words(query.q.as_deref()).join(" ");
        let filter = candidate_filter(query);
        let (page, page_size) = page_window(query.page, query.page_size);
        let mut search = self.candidates.search();
        search
            .with_page(page as usize)
            .with_hits_per_page(page_size as usize)
            .with_facets(Selectors::Some(&CANDIDATE_FACETS))
            .with_matching_strategy(MatchingStrategies::ALL)
            .with_attributes_to_retrieve(Selectors::Some(&["id"]));
        if !filter.is_empty() {
            search.with_filter(&filter);
        }
        if q.is_empty() {
            search.with_sort(&["updated_at:desc"]);
        } else {
            search.with_query(&q);
        }
        let results = search
            .execute::<IdOnly>()
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "searching candidates",
                source,
            })?;
        Ok(search_results(results, &CANDIDATE_FACETS))
    }

    async fn upsert_passages(&self, passages: &[PassageDocument]) -> Result<(), SearchError> {
        let documents: Vec<PassageTerms> = passages.iter().map(PassageTerms::from).collect();
        self.add_documents(&self.passages, &documents).await
    }

    async fn remove_passages_of(&self, document_ids: &[Uuid]) -> Result<(), SearchError> {
        if document_ids.is_empty() {
            return Ok(());
        }
        let filter = format!("document_id IN [{}]", joined_ids(document_ids));
        let task = self
            .passages
            .delete_documents_with(DocumentDeletionQuery::new(&self.passages).with_filter(&filter))
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "removing passages",
                source,
            })?;
        finish(&self.client, task, "removing passages").await
    }

    /// One query per distinct term, in one multi-search request, each finding the passages
    /// that hold that term; merged here by how many of the terms each passage holds. No
    /// Meilisearch matching strategy matches any of the terms: `last` and `frequency` only ever
    /// drop terms from one end of a list, so a passage holding only a later or more frequent
    /// term would never be found.
    async fn search_passages(&self, query: &PassageQuery) -> Result<Vec<PassageHit>, SearchError> {
        let terms = text::passage_query_terms(&query.q);
        if terms.is_empty() || query.document_ids.is_empty() {
            return Ok(Vec::new());
        }
        let filter = format!(
            "company_id = {} AND document_id IN [{}]",
            quoted(&query.company_id.to_string()),
            joined_ids(&query.document_ids)
        );
        let mut search = self.client.multi_search();
        for term in &terms {
            let mut term_query = self.passages.search();
            term_query
                .with_query(term)
                .with_filter(&filter)
                .with_matching_strategy(MatchingStrategies::ALL)
                .with_limit(PASSAGES_PER_TERM)
                .with_attributes_to_retrieve(Selectors::Some(&["id", "position"]));
            search.with_search_query(term_query);
        }
        let response = search
            .execute::<PassageMatch>()
            .await
            .map_err(|source| SearchError::Meilisearch {
                action: "searching passages",
                source,
            })?;
        let per_term = response
            .results
            .into_iter()
            .map(|results| results.hits.into_iter().map(|hit| hit.result));
        Ok(rank_passages(per_term, passage_limit(query.limit) as usize))
    }

    async fn clear(&self) -> Result<(), SearchError> {
        for index in [&self.jobs, &self.candidates, &self.passages] {
            let task = index
                .delete_all_documents()
                .await
                .map_err(|source| SearchError::Meilisearch {
                    action: "emptying an index",
                    source,
                })?;
            finish(&self.client, task, "emptying an index").await?;
        }
        Ok(())
    }
}

/// A job as stored in Meilisearch: what is searched, filtered, faceted and sorted on, with
/// times as Unix seconds (Meilisearch compares numbers, not dates).
#[derive(Serialize)]
struct JobHit<'a> {
    id: Uuid,
    company_id: Option<Uuid>,
    company_name: Option<&'a str>,
    title: &'a str,
    description: &'a str,
    requirements: Option<&'a str>,
    skills: Vec<String>,
    skill_translations: &'a [String],
    category: Option<&'a str>,
    employment_type: &'a str,
    job_level: Option<u8>,
    location: Option<&'a str>,
    /// Left out when hidden: Meilisearch sorts documents without the field after all others.
    #[serde(skip_serializing_if = "Option::is_none")]
    salary_low: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    salary_high: Option<u32>,
    published_at: i64,
    /// Always present, `null` when there is none: the filter asks `deadline IS NULL`.
    deadline: Option<i64>,
}

impl<'a> From<&'a JobDocument> for JobHit<'a> {
    fn from(job: &'a JobDocument) -> Self {
        Self {
            id: job.id,
            company_id: job.company_id,
            company_name: text::present(job.company_name.as_deref()),
            title: &job.title,
            description: &job.description,
            requirements: text::present(job.requirements.as_deref()),
            skills: text::distinct(&job.skills),
            skill_translations: &job.skill_translations,
            category: text::present(job.category.as_deref()),
            employment_type: job.employment_type.trim(),
            job_level: job.job_level,
            location: text::present(job.location.as_deref()),
            salary_low: job.salary_min.or(job.salary_max),
            salary_high: job.salary_max.or(job.salary_min),
            published_at: job.published_at.timestamp(),
            deadline: job.deadline.map(|deadline| deadline.timestamp()),
        }
    }
}

#[derive(Serialize)]
struct CandidateHit<'a> {
    id: Uuid,
    headline: Option<&'a str>,
    bio: Option<&'a str>,
    experiences: &'a [String],
    educations: &'a [String],
    skills: Vec<String>,
    skill_translations: &'a [String],
    /// Language names: searched and faceted.
    languages: Vec<String>,
    /// `language#level` up to each language's level: filtered.
    language_levels: Vec<String>,
    education_level: Option<u8>,
    experience_years: Option<u8>,
    region: Option<&'a str>,
    salary_expectation: Option<u32>,
    updated_at: i64,
}

impl<'a> From<&'a CandidateDocument> for CandidateHit<'a> {
    fn from(candidate: &'a CandidateDocument) -> Self {
        Self {
            id: candidate.id,
            headline: text::present(candidate.headline.as_deref()),
            bio: text::present(candidate.bio.as_deref()),
            experiences: &candidate.experiences,
            educations: &candidate.educations,
            skills: text::distinct(&candidate.skills),
            skill_translations: &candidate.skill_translations,
            languages: text::language_names(&candidate.languages),
            language_levels: text::language_keys(&candidate.languages),
            education_level: candidate.education_level,
            experience_years: candidate.experience_years,
            region: text::present(candidate.region.as_deref()),
            salary_expectation: candidate.salary_expectation,
            updated_at: candidate.updated_at.timestamp(),
        }
    }
}

/// A passage as stored in Meilisearch: its terms as one text, so both backends match alike.
#[derive(Serialize)]
struct PassageTerms {
    id: Uuid,
    company_id: Uuid,
    document_id: Uuid,
    position: u32,
    terms: String,
}

impl From<&PassageDocument> for PassageTerms {
    fn from(passage: &PassageDocument) -> Self {
        Self {
            id: passage.id,
            company_id: passage.company_id,
            document_id: passage.document_id,
            position: passage.position,
            terms: text::passage_terms(&passage.text).join(" "),
        }
    }
}

fn joined_ids(ids: &[Uuid]) -> String {
    ids.iter()
        .map(|id| quoted(&id.to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[derive(Deserialize)]
struct IdOnly {
    id: Uuid,
}

/// A passage found by one term's query.
#[derive(Deserialize)]
struct PassageMatch {
    id: Uuid,
    position: u32,
}

/// The PostgreSQL backend's ranking of the passages found, given each term's matches: those
/// holding the most distinct terms first (a passage is found once by each term it holds), then
/// in document order, then by id; the first `limit` of them.
fn rank_passages(
    per_term: impl IntoIterator<Item = impl IntoIterator<Item = PassageMatch>>,
    limit: usize,
) -> Vec<PassageHit> {
    let mut found: HashMap<Uuid, (usize, u32)> = HashMap::new();
    for matches in per_term {
        for passage in matches {
            found.entry(passage.id).or_insert((0, passage.position)).0 += 1;
        }
    }
    let mut ranked: Vec<(Uuid, (usize, u32))> = found.into_iter().collect();
    ranked.sort_unstable_by_key(|&(id, (terms_held, position))| (Reverse(terms_held), position, id));
    ranked.truncate(limit);
    ranked.into_iter().map(|(id, _)| PassageHit { id }).collect()
}

fn job_settings() -> Settings {
    common_settings()
        .with_searchable_attributes([
            "title",
            "skills",
            "skill_translations",
            "company_name",
            "requirements",
            "description",
        ])
        .with_filterable_attributes([
            "category",
            "employment_type",
            "job_level",
            "location",
            "skills",
            "company_id",
            "salary_low",
            "salary_high",
            "deadline",
        ])
        .with_sortable_attributes(["published_at", "salary_high"])
        .with_ranking_rules(ranking_rules("published_at:desc"))
}

fn candidate_settings() -> Settings {
    common_settings()
        .with_searchable_attributes([
            "headline",
            "skills",
            "skill_translations",
            "experiences",
            "educations",
            "languages",
            "bio",
        ])
        .with_filterable_attributes([
            "skills",
            "education_level",
            "languages",
            "language_levels",
            "experience_years",
            "region",
            "salary_expectation",
        ])
        .with_sortable_attributes(["updated_at"])
        .with_ranking_rules(ranking_rules("updated_at:desc"))
}

/// Whole terms only, no typos, as in PostgreSQL. Each search is for a single term, so its hits
/// need no relevance: document order, so that a term held by more passages than a query
/// returns keeps the earliest.
fn passage_settings() -> Settings {
    Settings::new()
        .with_searchable_attributes(["terms"])
        .with_filterable_attributes(["company_id", "document_id"])
        .with_sortable_attributes(["position"])
        .with_ranking_rules(["position:asc"])
        .with_typo_tolerance(TypoToleranceSettings {
            enabled: Some(false),
            ..TypoToleranceSettings::default()
        })
        .with_pagination(PaginationSetting {
            max_total_hits: PASSAGES_PER_TERM,
        })
}

fn common_settings() -> Settings {
    Settings::new()
        .with_typo_tolerance(TypoToleranceSettings {
            enabled: Some(true),
            min_word_size_for_typos: Some(MinWordSizeForTypos {
                one_typo: Some(5),
                two_typos: Some(9),
            }),
            ..TypoToleranceSettings::default()
        })
        .with_faceting(FacetingSettings {
            max_values_per_facet: MAX_FACET_VALUES,
            sort_facet_values_by: Some(BTreeMap::from([("*".to_owned(), FacetSortValue::Count)])),
        })
        .with_pagination(PaginationSetting {
            max_total_hits: MAX_TOTAL_HITS,
        })
}

/// `sort` first: a chosen order (newest, best paid) is strict, as in PostgreSQL, rather than
/// only breaking ties between equally relevant hits. Equally relevant hits go newest first.
fn ranking_rules(tie_break: &str) -> Vec<String> {
    [
        "sort",
        "words",
        "typo",
        "proximity",
        "attribute",
        "exactness",
        tie_break,
    ]
    .map(str::to_owned)
    .to_vec()
}

async fn prepare_index(client: &Client, uid: &str, settings: Settings) -> Result<Index, SearchError> {
    let created = client
        .create_index(uid, Some("id"))
        .await
        .map_err(|source| SearchError::Meilisearch {
            action: "creating an index",
            source,
        })?;
    match wait(client, created, "creating an index").await? {
        Task::Failed { content } if content.error.error_code != ErrorCode::IndexAlreadyExists => {
            return Err(SearchError::MeilisearchTask {
                action: "creating an index",
                code: content.error.error_code.to_string(),
                message: content.error.error_message,
            });
        }
        _ => {}
    }
    let index = client.index(uid);
    let task = index
        .set_settings(&settings)
        .await
        .map_err(|source| SearchError::Meilisearch {
            action: "applying index settings",
            source,
        })?;
    finish(client, task, "applying index settings").await?;
    Ok(index)
}

async fn wait(client: &Client, task: TaskInfo, action: &'static str) -> Result<Task, SearchError> {
    client
        .wait_for_task(task, Some(TASK_POLL), Some(TASK_TIMEOUT))
        .await
        .map_err(|source| SearchError::Meilisearch { action, source })
}

/// Waits for the task, so that the next search sees the write, and reports its failure.
async fn finish(client: &Client, task: TaskInfo, action: &'static str) -> Result<(), SearchError> {
    match wait(client, task, action).await? {
        Task::Failed { content } => Err(SearchError::MeilisearchTask {
            action,
            code: content.error.error_code.to_string(),
            message: content.error.error_message,
        }),
        _ => Ok(()),
    }
}

fn search_results(results: meilisearch_sdk::search::SearchResults<IdOnly>, facets: &[&str]) -> SearchResults {
    let distribution = results
        .facet_distribution
        .unwrap_or_default()
        .into_iter()
        .map(|(facet, values)| {
            (
                facet,
                values.into_iter().map(|(value, hits)| (value, hits as u64)).collect(),
            )
        })
        .collect();
    SearchResults {
        total: results.total_hits.or(results.estimated_total_hits).unwrap_or(0) as u64,
        ids: results.hits.into_iter().map(|hit| hit.result.id).collect(),
        facets: with_every_facet(facets, distribution),
    }
}

/// A string as a Meilisearch filter value: double-quoted, with `\` and `"` escaped so that no
/// value can end the string and add conditions of its own.
fn quoted(value: &str) -> String {
    format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""))
}

fn job_filter(query: &JobQuery, now: DateTime<Utc>) -> String {
    let mut conditions = vec![format!("(deadline IS NULL OR deadline > {})", now.timestamp())];
    let mut equals = |attribute: &str, value: Option<&str>| {
        if let Some(value) = text::present(value) {
            conditions.push(format!("{attribute} = {}", quoted(&key(value))));
        }
    };
    equals("category", query.category.as_deref());
    equals("employment_type", query.employment_type.as_deref());
    equals("location", query.location.as_deref());
    if let Some(level) = query.job_level {
        conditions.push(format!("job_level = {level}"));
    }
    if let Some(at_least) = query.salary_min {
        conditions.push(format!("salary_high >= {at_least}"));
    }
    if let Some(at_most) = query.salary_max {
        conditions.push(format!("salary_low <= {at_most}"));
    }
    for skill in text::distinct(&query.skills) {
        conditions.push(format!("skills = {}", quoted(&key(&skill))));
    }
    if let Some(company) = query.company_id {
        conditions.push(format!("company_id = {}", quoted(&company.to_string())));
    }
    conditions.join(" AND ")
}

fn candidate_filter(query: &CandidateQuery) -> String {
    let mut conditions = Vec::new();
    for skill in text::distinct(&query.skills) {
        conditions.push(format!("skills = {}", quoted(&key(&skill))));
    }
    if let Some(level) = query.education_level_min {
        conditions.push(format!("education_level >= {level}"));
    }
    if let Some(language) = text::present(query.language.as_deref()) {
        let level = query.proficiency_min.unwrap_or(1);
        conditions.push(format!(
            "language_levels = {}",
            quoted(&text::language_key(language, level))
        ));
    }
    if let Some(years) = query.experience_years_min {
        conditions.push(format!("experience_years >= {years}"));
    }
    if let Some(region) = text::present(query.region.as_deref()) {
        conditions.push(format!("region = {}", quoted(&key(region))));
    }
    if let Some(at_most) = query.salary_max {
        conditions.push(format!("salary_expectation <= {at_most}"));
    }
    conditions.join(" AND ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_in_a_filter_value_cannot_end_the_string() {
        let query = JobQuery {
            category: Some(r#"IT" OR category = "x\"#.to_owned()),
            ..JobQuery::default()
        };
        let filter = job_filter(&query, DateTime::UNIX_EPOCH);
        assert!(filter.ends_with(r#"category = "it\" or category = \"x\\""#), "{filter}");
    }

    #[test]
    fn a_language_filter_names_the_language_and_the_least_level_together() {
        let query = CandidateQuery {
            language: Some("English".to_owned()),
            proficiency_min: Some(5),
            ..CandidateQuery::default()
        };
        assert_eq!(candidate_filter(&query), r#"language_levels = "english#5""#);
    }

    fn found(ids: &[Uuid], position: impl Fn(Uuid) -> u32) -> Vec<PassageMatch> {
        ids.iter()
            .map(|&id| PassageMatch {
                id,
                position: position(id),
            })
            .collect()
    }

    #[test]
    fn a_passage_found_by_more_terms_ranks_above_an_earlier_one_found_by_fewer() {
        let (early, late) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let position = |id: Uuid| if id == early { 0 } else { 9 };

        let ranked = rank_passages([found(&[early, late], position), found(&[late], position)], 10);

        assert_eq!(ranked, [PassageHit { id: late }, PassageHit { id: early }]);
    }

    #[test]
    fn passages_holding_as_many_terms_go_in_document_order_then_by_id() {
        let (earliest, lower_id, higher_id) = (Uuid::from_u128(3), Uuid::from_u128(1), Uuid::from_u128(2));
        let position = |id: Uuid| if id == earliest { 0 } else { 1 };

        let ranked = rank_passages(
            [found(&[higher_id, lower_id], position), found(&[earliest], position)],
            10,
        );

        let ids: Vec<Uuid> = ranked.into_iter().map(|hit| hit.id).collect();
        assert_eq!(ids, [earliest, lower_id, higher_id]);
    }

    #[test]
    fn only_the_best_passages_up_to_the_limit_are_kept() {
        let (one_term, two_terms) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let position = |id: Uuid| if id == one_term { 0 } else { 1 };

        let ranked = rank_passages(
            [found(&[one_term, two_terms], position), found(&[two_terms], position)],
            1,
        );

        assert_eq!(ranked, [PassageHit { id: two_terms }]);
    }

    #[test]
    fn job_searches_leave_out_jobs_past_their_deadline() {
        let now = DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        assert_eq!(
            job_filter(&JobQuery::default(), now),
            "(deadline IS NULL OR deadline > 1700000000)"
        );
    }
}
