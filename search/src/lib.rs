//! Search for Hire: job search, the CV database and the passages of learning documents.
//!
//! One [`SearchIndex`] trait with two backends that answer every query alike (the contract
//! tests in `tests/contract.rs` hold both to the same hits, order and facet counts):
//! - [`PostgresIndex`], the embedded default: tables in Hire's own database (migration
//!   `0008_search.sql`), weighted `tsvector`s for keywords, `pg_trgm` for typos;
//! - [`MeilisearchIndex`], chosen by [`from_env`] when `MEILISEARCH_URL` is set.
//!
//! Rules both backends follow (Meilisearch's own, so that switching changes nothing):
//! - every keyword must match (only the first ten count); the last one also matches as the
//!   start of a word; a word of 5–8 letters forgives one typo, of 9 or more two, shorter ones
//!   none; swapping two neighbouring letters is one typo, a wrong first letter two;
//! - relevance: hits needing no typo first, then title (headline) over skills over the other
//!   text, then the newest (most recently updated); a chosen sort (newest, best paid) is
//!   strict and ignores relevance;
//! - text filters ignore letter case; a list filter (skills) needs every value; salary
//!   filters compare with a job's range (its top against a minimum, its bottom against a
//!   maximum), and a job hiding its salary, or a CV stating none, never matches one;
//! - facets count all hits, with the keywords and every filter applied: up to 100 values per
//!   facet, the most frequent first;
//! - a job past its deadline is never found;
//! - passages (what AI teachers answer from) match on any of the question's terms
//!   ([`passage_terms`]: stop words dropped, words stemmed, no typos), the passages
//!   holding more of them first, then in document order; only the company's own passages of
//!   the documents asked for are found.
//!
//! The caller decides what is indexed (live jobs, visible CVs); this crate indexes what it is
//! given. Writes are idempotent and visible to the next search.

mod bench;
mod meilisearch;
mod postgres;
mod text;

pub use bench::{BenchOptions, BenchReport, Latency, QueryLatency, bench};
pub use meilisearch::MeilisearchIndex;
pub use postgres::PostgresIndex;
pub use text::passage_terms;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;
use uuid::Uuid;

/// A job as job seekers search for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JobDocument {
    pub id: Uuid,
    /// `None` when the job is confidential: then it is found neither by its company's filter
    /// nor by its company's name.
    pub company_id: Option<Uuid>,
    /// `None` when the job is confidential.
    pub company_name: Option<String>,
    pub title: String,
    pub description: String,
    pub requirements: Option<String>,
    /// English names: filtered and faceted.
    pub skills: Vec<String>,
    /// The skills' names in the other interface languages: found by keywords only.
    pub skill_translations: Vec<String>,
    pub category: Option<String>,
    pub employment_type: String,
    /// 1..9, Intern .. C level board.
    pub job_level: Option<u8>,
    pub location: Option<String>,
    pub remote: bool,
    pub salary_min: Option<u32>,
    /// Both salary bounds are `None` when the job hides its salary.
    pub salary_max: Option<u32>,
    pub currency: String,
    pub published_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
}

/// A job seeker's CV as companies search for it. Only CVs their owners made visible belong
/// in the index.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CandidateDocument {
    /// The job seeker's user id.
    pub id: Uuid,
    pub name: String,
    pub headline: Option<String>,
    pub bio: Option<String>,
    /// "Title at Company: description", one per experience.
    pub experiences: Vec<String>,
    pub experience_years: Option<u8>,
    pub educations: Vec<String>,
    /// The highest education level, 1..7 (School .. Other).
    pub education_level: Option<u8>,
    /// English names: filtered and faceted.
    pub skills: Vec<String>,
    /// The skills' names in the other interface languages: found by keywords only.
    pub skill_translations: Vec<String>,
    pub languages: Vec<LanguageSkill>,
    pub region: Option<String>,
    pub salary_expectation: Option<u32>,
    pub currency: Option<String>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LanguageSkill {
    pub language: String,
    /// 1..7, Beginner .. Native.
    pub proficiency: u8,
}

/// A passage of a learning document: a few hundred words an AI teacher can quote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PassageDocument {
    pub id: Uuid,
    pub company_id: Uuid,
    pub document_id: Uuid,
    /// Its place in the document, from 0: ties between equally good passages go in this order.
    pub position: u32,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PassageQuery {
    pub q: String,
    pub company_id: Uuid,
    /// Only passages of these documents; none finds nothing.
    pub document_ids: Vec<Uuid>,
    /// 1..=100.
    pub limit: u32,
}

/// A passage found for a question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassageHit {
    pub id: Uuid,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JobQuery {
    pub q: Option<String>,
    pub category: Option<String>,
    pub employment_type: Option<String>,
    pub job_level: Option<u8>,
    pub location: Option<String>,
    /// Jobs paying at least this much at their top (a job with a hidden salary never matches).
    pub salary_min: Option<u32>,
    /// Jobs paying at most this much at their bottom (a job with a hidden salary never matches).
    pub salary_max: Option<u32>,
    /// Every one of these skills must be asked for.
    pub skills: Vec<String>,
    pub company_id: Option<Uuid>,
    pub sort: JobSort,
    /// From 1; 0 reads as 1.
    pub page: u32,
    /// 1..=100; 0 reads as [`DEFAULT_PAGE_SIZE`], more than 100 as 100.
    pub page_size: u32,
}

impl Default for JobQuery {
    fn default() -> Self {
        Self {
            q: None,
            category: None,
            employment_type: None,
            job_level: None,
            location: None,
            salary_min: None,
            salary_max: None,
            skills: Vec::new(),
            company_id: None,
            sort: JobSort::Relevance,
            page: 1,
            page_size: DEFAULT_PAGE_SIZE,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobSort {
    /// Best match first; without keywords, newest first.
    #[default]
    Relevance,
    /// Most recently published first.
    Newest,
    /// Highest top salary first; jobs without a salary last.
    SalaryHigh,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CandidateQuery {
    pub q: Option<String>,
    /// Every one of these skills must be on the CV.
    pub skills: Vec<String>,
    pub education_level_min: Option<u8>,
    pub language: Option<String>,
    /// Applies to `language`: the candidate speaks that language at least this well.
    pub proficiency_min: Option<u8>,
    pub experience_years_min: Option<u8>,
    pub region: Option<String>,
    /// Candidates expecting at most this much (one who states no expectation never matches).
    pub salary_max: Option<u32>,
    pub page: u32,
    pub page_size: u32,
}

impl Default for CandidateQuery {
    fn default() -> Self {
        Self {
            q: None,
            skills: Vec::new(),
            education_level_min: None,
            language: None,
            proficiency_min: None,
            experience_years_min: None,
            region: None,
            salary_max: None,
            page: 1,
            page_size: DEFAULT_PAGE_SIZE,
        }
    }
}

/// The longest keyword text a search takes; longer queries are refused, not cut, so that a
/// person knows their words were not all read.
pub const MAX_QUERY_CHARS: usize = 200;
pub const DEFAULT_PAGE_SIZE: u32 = 20;
pub const MAX_PAGE_SIZE: u32 = 100;

/// Facets returned with job searches.
pub const JOB_FACETS: [&str; 5] = ["category", "employment_type", "job_level", "location", "skills"];
/// Facets returned with candidate searches.
pub const CANDIDATE_FACETS: [&str; 4] = ["skills", "education_level", "region", "languages"];
/// Values returned per facet, the most frequent first.
pub const MAX_FACET_VALUES: usize = 100;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchResults {
    /// Hits over all pages.
    pub total: u64,
    /// This page's hits in rank order.
    pub ids: Vec<Uuid>,
    /// Facet name → value → hits. Every facet of the search is present, possibly empty.
    pub facets: BTreeMap<String, BTreeMap<String, u64>>,
}

#[async_trait]
pub trait SearchIndex: Send + Sync {
    /// "postgres" or "meilisearch".
    fn backend(&self) -> &'static str;
    /// Adds the jobs or replaces those with the same ids.
    async fn upsert_jobs(&self, jobs: &[JobDocument]) -> Result<(), SearchError>;
    /// Removes the jobs; ids that are not indexed are ignored.
    async fn remove_jobs(&self, ids: &[Uuid]) -> Result<(), SearchError>;
    async fn search_jobs(&self, query: &JobQuery) -> Result<SearchResults, SearchError>;
    /// Adds the candidates or replaces those with the same ids.
    async fn upsert_candidates(&self, candidates: &[CandidateDocument]) -> Result<(), SearchError>;
    /// Removes the candidates; ids that are not indexed are ignored.
    async fn remove_candidates(&self, ids: &[Uuid]) -> Result<(), SearchError>;
    async fn search_candidates(&self, query: &CandidateQuery) -> Result<SearchResults, SearchError>;
    /// Adds the passages or replaces those with the same ids.
    async fn upsert_passages(&self, passages: &[PassageDocument]) -> Result<(), SearchError>;
    /// Removes every passage of these documents.
    async fn remove_passages_of(&self, document_ids: &[Uuid]) -> Result<(), SearchError>;
    /// The best passages for a question, best first.
    async fn search_passages(&self, query: &PassageQuery) -> Result<Vec<PassageHit>, SearchError>;
    /// Empties every index (a reindex starts with it).
    async fn clear(&self) -> Result<(), SearchError>;
}

#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    #[error("the search tables in PostgreSQL could not be used: {0}")]
    Database(#[from] sqlx::Error),
    #[error("Meilisearch failed while {action}: {source}")]
    Meilisearch {
        action: &'static str,
        #[source]
        source: meilisearch_sdk::errors::Error,
    },
    #[error("Meilisearch refused {action}: {message} ({code})")]
    MeilisearchTask {
        action: &'static str,
        code: String,
        message: String,
    },
}

/// Meilisearch when `MEILISEARCH_URL` is set (with `MEILISEARCH_KEY` if given), indexes named
/// `hire_jobs`, `hire_candidates` and `hire_passages`; otherwise the tables in `pool`'s database.
pub async fn from_env(pool: sqlx::PgPool) -> Result<Arc<dyn SearchIndex>, SearchError> {
    let setting = |name: &str| std::env::var(name).ok().filter(|value| !value.trim().is_empty());
    match setting("MEILISEARCH_URL") {
        Some(url) => {
            let key = setting("MEILISEARCH_KEY");
            Ok(Arc::new(MeilisearchIndex::connect(&url, key.as_deref(), "hire").await?))
        }
        None => Ok(Arc::new(PostgresIndex::new(pool))),
    }
}

/// Page (from 1) and page size (1..=100) as the backends apply them.
fn page_window(page: u32, page_size: u32) -> (u32, u32) {
    let size = match page_size {
        0 => DEFAULT_PAGE_SIZE,
        size => size.min(MAX_PAGE_SIZE),
    };
    (page.max(1), size)
}

/// How many passages a search returns: 1..=100, 0 reading as 10.
fn passage_limit(limit: u32) -> u32 {
    match limit {
        0 => 10,
        limit => limit.min(MAX_PAGE_SIZE),
    }
}

/// Every facet present, so both backends answer with the same keys.
fn with_every_facet(
    names: &[&str],
    mut facets: BTreeMap<String, BTreeMap<String, u64>>,
) -> BTreeMap<String, BTreeMap<String, u64>> {
    for name in names {
        facets.entry((*name).to_owned()).or_default();
    }
    facets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_zero_reads_as_the_first_page() {
        assert_eq!(page_window(0, 10), (1, 10));
    }

    #[test]
    fn page_size_is_capped_at_one_hundred_and_zero_means_the_default() {
        assert_eq!(page_window(3, 500), (3, MAX_PAGE_SIZE));
        assert_eq!(page_window(3, 0), (3, DEFAULT_PAGE_SIZE));
    }
}
