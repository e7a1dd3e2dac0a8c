//! The search index as a projection of the read models: live jobs into job search, job
//! seekers with a visible CV into the CV database.
//!
//! Database triggers queue a document whenever a table it is built from changes, in the same
//! transaction (migration 0009, `search_queue`). The indexer re-reads every queued document
//! from the read models, writes it to the index (or removes it when it no longer belongs
//! there), and only then deletes the queue rows it handled. A document is always indexed from
//! its latest state, so repeating a batch after a crash changes nothing; one indexer at a
//! time across all instances (an advisory lock) keeps an older state from overwriting a newer
//! one.

use crate::ProjectionError;
use chrono::{DateTime, NaiveDate, Utc};
use search::{CandidateDocument, JobDocument, LanguageSkill, SearchIndex};
use sqlx::PgPool;
use sqlx::types::Json;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use uuid::Uuid;

/// Queue rows handled per round.
const BATCH: i64 = 500;
/// How long an idle indexer waits before looking at the queue again.
const IDLE_WAIT: Duration = Duration::from_millis(250);
/// Only one indexer works at a time: the key of its transaction-scoped advisory lock.
const INDEXER_LOCK: i64 = 0x6869_7265_5f73_7263;

#[derive(Clone)]
pub struct SearchIndexer {
    pool: PgPool,
    index: Arc<dyn SearchIndex>,
}

/// Documents written by a reindex.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Reindexed {
    pub jobs: u64,
    pub candidates: u64,
    /// Passages of learning documents.
    pub passages: u64,
}

impl SearchIndexer {
    pub fn new(pool: PgPool, index: Arc<dyn SearchIndex>) -> Self {
        Self { pool, index }
    }

    pub fn index(&self) -> &Arc<dyn SearchIndex> {
        &self.index
    }

    /// Indexes one batch of the queue. Returns how many queue rows it handled (0: the queue
    /// is empty, or another instance's indexer is at work).
    pub async fn index_queued(&self) -> Result<usize, ProjectionError> {
        let mut tx = self.pool.begin().await?;
        let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
            .bind(INDEXER_LOCK)
            .fetch_one(&mut *tx)
            .await?;
        if !locked {
            return Ok(0);
        }
        let queued: Vec<(i64, String, Uuid)> =
            sqlx::query_as("SELECT seq, kind, id FROM search_queue ORDER BY seq LIMIT $1")
                .bind(BATCH)
                .fetch_all(&mut *tx)
                .await?;
        if queued.is_empty() {
            return Ok(0);
        }
        let ids_of = |wanted: &str| {
            let mut ids: Vec<Uuid> = queued
                .iter()
                .filter(|(_, kind, _)| kind == wanted)
                .map(|(_, _, id)| *id)
                .collect();
            ids.sort_unstable();
            ids.dedup();
            ids
        };
        self.sync_jobs(&ids_of("job")).await?;
        self.sync_candidates(&ids_of("candidate")).await?;
        let handled: Vec<i64> = queued.iter().map(|(seq, _, _)| *seq).collect();
        sqlx::query("DELETE FROM search_queue WHERE seq = ANY($1)")
            .bind(&handled)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(queued.len())
    }

    /// Indexes until the queue is empty.
    pub async fn index_all_queued(&self) -> Result<usize, ProjectionError> {
        let mut total = 0;
        loop {
            match self.index_queued().await? {
                0 => return Ok(total),
                handled => total += handled,
            }
        }
    }

    /// Keeps the index in step with the read models until `stop` changes.
    pub async fn keep_up(self, mut stop: watch::Receiver<bool>) {
        loop {
            let wait = match self.index_all_queued().await {
                Ok(_) => IDLE_WAIT,
                Err(error) => {
                    tracing::error!(%error, "indexing for search failed; will retry");
                    Duration::from_secs(5)
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = stop.changed() => return,
            }
        }
    }

    /// Empties the index and fills it again from the read models, `batch` documents at a
    /// time; `progress` hears of every batch written (documents so far, documents in all).
    pub async fn reindex(
        &self,
        batch: usize,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Reindexed, ProjectionError> {
        let jobs: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM job_views WHERE status = 'live' ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        let candidates: Vec<Uuid> = sqlx::query_scalar(&format!(
            "SELECT p.user_id FROM {VISIBLE_CANDIDATES} ORDER BY p.user_id"
        ))
        .fetch_all(&self.pool)
        .await?;
        let passages: Vec<Uuid> = sqlx::query_scalar("SELECT id FROM learning_passages ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        let all = (jobs.len() + candidates.len() + passages.len()) as u64;
        // Whatever is queued now is covered by reading every document afresh.
        let queued_before: Option<i64> = sqlx::query_scalar("SELECT max(seq) FROM search_queue")
            .fetch_one(&self.pool)
            .await?;
        self.index.clear().await?;
        let mut done = 0u64;
        progress(done, all);
        for ids in jobs.chunks(batch.max(1)) {
            self.index.upsert_jobs(&self.job_documents(ids).await?).await?;
            done += ids.len() as u64;
            progress(done, all);
        }
        for ids in candidates.chunks(batch.max(1)) {
            self.index
                .upsert_candidates(&self.candidate_documents(ids).await?)
                .await?;
            done += ids.len() as u64;
            progress(done, all);
        }
        for ids in passages.chunks(batch.max(1)) {
            self.index.upsert_passages(&self.passage_documents(ids).await?).await?;
            done += ids.len() as u64;
            progress(done, all);
        }
        if let Some(seq) = queued_before {
            sqlx::query("DELETE FROM search_queue WHERE seq <= $1")
                .bind(seq)
                .execute(&self.pool)
                .await?;
        }
        Ok(Reindexed {
            jobs: jobs.len() as u64,
            candidates: candidates.len() as u64,
            passages: passages.len() as u64,
        })
    }

    /// The passages of learning documents with these ids.
    async fn passage_documents(&self, ids: &[Uuid]) -> Result<Vec<search::PassageDocument>, ProjectionError> {
        let rows: Vec<(Uuid, Uuid, Uuid, i32, String)> = sqlx::query_as(
            "SELECT p.id, d.company_id, d.id, p.position, p.text
               FROM learning_passages p JOIN learning_documents d ON d.id = p.document_id WHERE p.id = ANY($1)",
        )
        .bind(ids)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(
                |(id, company_id, document_id, position, text)| search::PassageDocument {
                    id,
                    company_id,
                    document_id,
                    position: position.max(0) as u32,
                    text,
                },
            )
            .collect())
    }

    async fn sync_jobs(&self, ids: &[Uuid]) -> Result<(), ProjectionError> {
        if ids.is_empty() {
            return Ok(());
        }
        let documents = self.job_documents(ids).await?;
        let gone: Vec<Uuid> = ids
            .iter()
            .copied()
            .filter(|id| !documents.iter().any(|document| document.id == *id))
            .collect();
        self.index.upsert_jobs(&documents).await?;
        self.index.remove_jobs(&gone).await?;
        Ok(())
    }

    async fn sync_candidates(&self, ids: &[Uuid]) -> Result<(), ProjectionError> {
        if ids.is_empty() {
            return Ok(());
        }
        let documents = self.candidate_documents(ids).await?;
        let gone: Vec<Uuid> = ids
            .iter()
            .copied()
            .filter(|id| !documents.iter().any(|document| document.id == *id))
            .collect();
        self.index.upsert_candidates(&documents).await?;
        self.index.remove_candidates(&gone).await?;
        Ok(())
    }

    /// The documents of those of `ids` that are live jobs.
    async fn job_documents(&self, ids: &[Uuid]) -> Result<Vec<JobDocument>, ProjectionError> {
        let rows: Vec<JobRow> = sqlx::query_as(
            "SELECT j.id, j.company_id, c.name AS company_name, j.details, j.published_at, j.created_at, j.deadline,
                    ARRAY(SELECT DISTINCT name FROM skills s, unnest(ARRAY[s.name_az, s.name_ru]) AS name
                          WHERE lower(s.name_en) IN (SELECT lower(jsonb_array_elements_text(j.details->'skills')))
                            AND lower(name) <> lower(s.name_en)) AS skill_translations
               FROM job_views j JOIN companies c ON c.id = j.company_id
              WHERE j.id = ANY($1) AND j.status = 'live'",
        )
        .bind(ids)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(JobRow::into_document).collect())
    }

    /// The documents of those of `ids` whose CV companies may find.
    async fn candidate_documents(&self, ids: &[Uuid]) -> Result<Vec<CandidateDocument>, ProjectionError> {
        let rows: Vec<CandidateRow> = sqlx::query_as(&format!(
            "SELECT p.user_id AS id, u.first_name || ' ' || u.last_name AS name, p.headline, p.bio, p.region,
                    p.salary_expectation, p.currency, greatest(p.updated_at, cv.uploaded_at) AS updated_at,
                    coalesce((SELECT json_agg(json_build_object('title', e.title, 'company', e.company,
                                  'description', e.description, 'start_date', e.start_date, 'end_date', e.end_date) ORDER BY e.start_date DESC)
                              FROM jobseeker_experiences e WHERE e.user_id = p.user_id), '[]') AS experiences,
                    coalesce((SELECT json_agg(json_build_object('institution', d.institution, 'field', d.field, 'level', d.level) ORDER BY d.start_date DESC)
                              FROM jobseeker_educations d WHERE d.user_id = p.user_id), '[]') AS educations,
                    ARRAY(SELECT c.name_en FROM jobseeker_skills s JOIN skills c ON c.id = s.skill_id
                          WHERE s.user_id = p.user_id ORDER BY lower(c.name_en)) AS skills,
                    ARRAY(SELECT DISTINCT name FROM jobseeker_skills s JOIN skills c ON c.id = s.skill_id, unnest(ARRAY[c.name_az, c.name_ru]) AS name
                          WHERE s.user_id = p.user_id AND lower(name) <> lower(c.name_en)) AS skill_translations,
                    coalesce((SELECT json_agg(json_build_object('language', l.language, 'proficiency', l.proficiency) ORDER BY l.language)
                              FROM jobseeker_languages l WHERE l.user_id = p.user_id), '[]') AS languages
               FROM {VISIBLE_CANDIDATES}
                AND p.user_id = ANY($1)"
        ))
        .bind(ids)
        .fetch_all(&self.pool)
        .await?;
        let today = Utc::now().date_naive();
        Ok(rows.into_iter().map(|row| row.into_document(today)).collect())
    }
}

/// Job seekers companies may find: they made their CV visible, and there is a CV. It ends in
/// a WHERE clause, to which queries add their own conditions with AND.
const VISIBLE_CANDIDATES: &str =
    "jobseeker_profiles p JOIN users u ON u.id = p.user_id JOIN jobseeker_cvs cv ON cv.user_id = p.user_id
    WHERE p.cv_visible AND u.user_type = 'jobseeker'";

#[derive(sqlx::FromRow)]
struct JobRow {
    id: Uuid,
    company_id: Uuid,
    company_name: String,
    details: Json<domain::hiring::job::JobDetails>,
    published_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    deadline: Option<DateTime<Utc>>,
    skill_translations: Vec<String>,
}

impl JobRow {
    fn into_document(self) -> JobDocument {
        let details = self.details.0;
        let salary = |amount: Option<u32>| if details.hide_salary { None } else { amount };
        JobDocument {
            id: self.id,
            // A confidential job must not be found through its company.
            company_id: (!details.confidential).then_some(self.company_id),
            company_name: (!details.confidential).then_some(self.company_name),
            salary_min: salary(details.salary_min),
            salary_max: salary(details.salary_max),
            title: details.title,
            description: details.description,
            requirements: details.requirements,
            skills: details.skills,
            skill_translations: self.skill_translations,
            category: details.category,
            employment_type: details.employment_type,
            job_level: details.job_level,
            location: details.location,
            remote: details.remote,
            currency: details.currency,
            published_at: self.published_at.unwrap_or(self.created_at),
            deadline: self.deadline,
        }
    }
}

#[derive(serde::Deserialize)]
struct Experience {
    title: String,
    company: String,
    description: Option<String>,
    start_date: NaiveDate,
    end_date: Option<NaiveDate>,
}

#[derive(serde::Deserialize)]
struct Education {
    institution: String,
    field: Option<String>,
    level: u8,
}

#[derive(sqlx::FromRow)]
struct CandidateRow {
    id: Uuid,
    name: String,
    headline: Option<String>,
    bio: Option<String>,
    region: Option<String>,
    salary_expectation: Option<i32>,
    currency: Option<String>,
    updated_at: DateTime<Utc>,
    experiences: Json<Vec<Experience>>,
    educations: Json<Vec<Education>>,
    skills: Vec<String>,
    skill_translations: Vec<String>,
    languages: Json<Vec<LanguageSkill>>,
}

impl CandidateRow {
    fn into_document(self, today: NaiveDate) -> CandidateDocument {
        let experiences = self.experiences.0;
        let educations = self.educations.0;
        CandidateDocument {
            id: self.id,
            name: self.name,
            headline: self.headline,
            bio: self.bio,
            experience_years: domain::profiles::experience_years(
                experiences
                    .iter()
                    .map(|experience| (experience.start_date, experience.end_date)),
                today,
            ),
            experiences: experiences
                .iter()
                .map(|experience| match &experience.description {
                    Some(description) => format!("{} at {}: {description}", experience.title, experience.company),
                    None => format!("{} at {}", experience.title, experience.company),
                })
                .collect(),
            education_level: educations.iter().map(|education| education.level).max(),
            educations: educations
                .iter()
                .map(|education| match &education.field {
                    Some(field) => format!("{field}, {}", education.institution),
                    None => education.institution.clone(),
                })
                .collect(),
            skills: self.skills,
            skill_translations: self.skill_translations,
            languages: self.languages.0,
            region: self.region,
            salary_expectation: self.salary_expectation.and_then(|amount| u32::try_from(amount).ok()),
            currency: self.currency,
            updated_at: self.updated_at,
        }
    }
}
