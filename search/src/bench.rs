//! `hire bench search`: indexing throughput and query latency of a backend, next to a naive
//! `ILIKE` scan over the same rows in the same PostgreSQL.

mod synthetic;

use crate::postgres::{push_candidate_filters, push_job_filters};
use crate::{CandidateQuery, JobQuery, JobSort, PostgresIndex, SearchIndex, text};
use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use sqlx::{Connection, PgConnection, PgPool, Postgres, QueryBuilder};
use std::fmt;
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct BenchOptions {
    pub candidates: usize,
    pub jobs: usize,
    /// Times the query mix is run (after one unmeasured warm-up round).
    pub rounds: usize,
    /// Documents per upsert call.
    pub batch_size: usize,
    /// The same seed gives the same documents.
    pub seed: u64,
}

impl Default for BenchOptions {
    fn default() -> Self {
        Self {
            candidates: 100_000,
            jobs: 20_000,
            rounds: 20,
            batch_size: 1_000,
            seed: 42,
        }
    }
}

#[derive(Debug, Clone)]
pub struct BenchReport {
    pub backend: &'static str,
    pub candidates: usize,
    pub jobs: usize,
    pub indexing: Duration,
    pub documents_per_second: f64,
    /// Every measured search of the index.
    pub search: Latency,
    /// The same queries as a naive scan: `ILIKE '%word%'` over each document's text, in a
    /// plain table of the same documents and attributes (no typo tolerance, ranking or facets).
    pub ilike: Latency,
    /// `ilike.p95 / search.p95`: how many times faster the index is.
    pub ratio: f64,
    pub queries: Vec<QueryLatency>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Latency {
    pub p50: Duration,
    pub p95: Duration,
    pub p99: Duration,
}

#[derive(Debug, Clone)]
pub struct QueryLatency {
    pub name: &'static str,
    pub hits: u64,
    pub ilike_hits: u64,
    pub search: Latency,
    pub ilike: Latency,
}

/// Indexes `options.candidates` synthetic CVs and `options.jobs` synthetic jobs into `index`,
/// then times a fixed mix of searches against it and the same searches as naive `ILIKE` scans
/// in `pool`'s database: over temporary tables holding each document's text next to its
/// attributes (taken from the PostgreSQL index, which is filled as well when `index` is
/// Meilisearch).
///
/// Destructive: it empties the index (and the PostgreSQL search tables) before and after, so
/// that no synthetic document is ever left to be found. Run it on a scratch database, or
/// rebuild the index afterwards (`hire replay`).
pub async fn bench(index: &dyn SearchIndex, pool: &PgPool, options: BenchOptions) -> anyhow::Result<BenchReport> {
    let postgres = PostgresIndex::new(pool.clone());
    let mirror = (index.backend() != postgres.backend()).then_some(&postgres);
    index.clear().await.context("cannot empty the index")?;
    if let Some(mirror) = mirror {
        mirror.clear().await?;
    }
    let result = measure(index, &postgres, mirror.is_some(), pool, &options).await;
    index
        .clear()
        .await
        .context("cannot empty the index after the benchmark")?;
    if let Some(mirror) = mirror {
        mirror.clear().await?;
    }
    result
}

/// `postgres` is `index` itself, or (`mirrored`) fed the same documents as `index`.
async fn measure(
    index: &dyn SearchIndex,
    postgres: &PostgresIndex,
    mirrored: bool,
    pool: &PgPool,
    options: &BenchOptions,
) -> anyhow::Result<BenchReport> {
    // Temporary tables live as long as their connection: this one leaves the pool and closes
    // at the end, taking them along.
    let mut naive = pool.acquire().await?.detach();
    sqlx::raw_sql(
        "CREATE TEMP TABLE naive_job_texts (id uuid PRIMARY KEY, text text NOT NULL);
         CREATE TEMP TABLE naive_candidate_texts (id uuid PRIMARY KEY, text text NOT NULL);",
    )
    .execute(&mut naive)
    .await?;
    let indexing = load(index, mirrored.then_some(postgres), &mut naive, options).await?;
    sqlx::raw_sql(
        "CREATE TEMP TABLE naive_jobs AS SELECT * FROM search_job_attributes JOIN naive_job_texts USING (id);
         CREATE TEMP TABLE naive_candidates AS
             SELECT * FROM search_candidate_attributes JOIN naive_candidate_texts USING (id);
         ANALYZE naive_jobs, naive_candidates;",
    )
    .execute(&mut naive)
    .await?;
    // What autovacuum does shortly after a bulk load. Without it the planner guesses, and
    // autovacuum would compete with the searches for the two cores while they are measured.
    sqlx::query(
        "VACUUM ANALYZE search_jobs, search_job_attributes, search_candidates, search_candidate_attributes, \
         search_values, search_job_words, search_candidate_words",
    )
    .execute(pool)
    .await?;

    let mix = query_mix();
    for query in &mix {
        query.search(index).await?;
        query.ilike(postgres, &mut naive).await?;
    }
    let mut searches = vec![Vec::with_capacity(options.rounds); mix.len()];
    let mut scans = vec![Vec::with_capacity(options.rounds); mix.len()];
    let mut hits = vec![(0, 0); mix.len()];
    for _ in 0..options.rounds {
        for (position, query) in mix.iter().enumerate() {
            let started = Instant::now();
            let found = query.search(index).await?;
            searches[position].push(started.elapsed());
            let started = Instant::now();
            let scanned = query.ilike(postgres, &mut naive).await?;
            scans[position].push(started.elapsed());
            hits[position] = (found, scanned);
        }
    }
    naive.close().await?;

    let queries = mix
        .iter()
        .zip(&searches)
        .zip(&scans)
        .zip(&hits)
        .map(|(((query, searched), scanned), (hits, ilike_hits))| QueryLatency {
            name: query.name,
            hits: *hits,
            ilike_hits: *ilike_hits,
            search: Latency::of(searched.clone()),
            ilike: Latency::of(scanned.clone()),
        })
        .collect();
    let search = Latency::of(searches.concat());
    let ilike = Latency::of(scans.concat());
    let documents = options.candidates + options.jobs;
    Ok(BenchReport {
        backend: index.backend(),
        candidates: options.candidates,
        jobs: options.jobs,
        indexing,
        documents_per_second: documents as f64 / indexing.as_secs_f64().max(f64::EPSILON),
        ratio: ilike.p95.as_secs_f64() / search.p95.as_secs_f64().max(f64::EPSILON),
        search,
        ilike,
        queries,
    })
}

/// Generates and indexes the documents batch by batch (so memory stays flat), keeping their
/// text for the naive scan; returns the time spent in the index's upserts only.
async fn load(
    index: &dyn SearchIndex,
    mirror: Option<&PostgresIndex>,
    naive: &mut PgConnection,
    options: &BenchOptions,
) -> anyhow::Result<Duration> {
    let mut generator = synthetic::Generator::new(options.seed);
    let progress = ProgressBar::new((options.candidates + options.jobs) as u64).with_style(
        ProgressStyle::with_template("indexing {bar:40} {pos}/{len} documents, {per_sec}, {eta} left")
            .expect("the progress template is valid"),
    );
    let batch_size = options.batch_size.max(1);
    let mut indexing = Duration::ZERO;

    let mut remaining = options.jobs;
    while remaining > 0 {
        let jobs: Vec<_> = (0..remaining.min(batch_size)).map(|_| generator.job()).collect();
        let started = Instant::now();
        index.upsert_jobs(&jobs).await.context("cannot index jobs")?;
        indexing += started.elapsed();
        if let Some(mirror) = mirror {
            mirror.upsert_jobs(&jobs).await?;
        }
        let texts = jobs.iter().map(|job| {
            let fields = [
                Some(&job.title),
                Some(&job.description),
                job.requirements.as_ref(),
                job.company_name.as_ref(),
            ];
            (
                job.id,
                fields
                    .into_iter()
                    .flatten()
                    .chain(&job.skills)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        });
        keep_texts(naive, "naive_job_texts", texts).await?;
        remaining -= jobs.len();
        progress.inc(jobs.len() as u64);
    }
    let mut remaining = options.candidates;
    while remaining > 0 {
        let candidates: Vec<_> = (0..remaining.min(batch_size)).map(|_| generator.candidate()).collect();
        let started = Instant::now();
        index
            .upsert_candidates(&candidates)
            .await
            .context("cannot index candidates")?;
        indexing += started.elapsed();
        if let Some(mirror) = mirror {
            mirror.upsert_candidates(&candidates).await?;
        }
        let texts = candidates.iter().map(|candidate| {
            let fields = [candidate.headline.iter(), candidate.bio.iter()].into_iter().flatten();
            let lists = candidate
                .experiences
                .iter()
                .chain(&candidate.educations)
                .chain(&candidate.skills);
            let languages = candidate.languages.iter().map(|language| &language.language);
            (
                candidate.id,
                fields
                    .chain(lists)
                    .chain(languages)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        });
        keep_texts(naive, "naive_candidate_texts", texts).await?;
        remaining -= candidates.len();
        progress.inc(candidates.len() as u64);
    }
    progress.finish_and_clear();
    Ok(indexing)
}

async fn keep_texts(
    naive: &mut PgConnection,
    table: &str,
    texts: impl Iterator<Item = (uuid::Uuid, String)>,
) -> anyhow::Result<()> {
    let (ids, texts): (Vec<_>, Vec<_>) = texts.unzip();
    sqlx::query(&format!(
        "INSERT INTO {table} SELECT * FROM unnest($1::uuid[], $2::text[])"
    ))
    .bind(ids)
    .bind(texts)
    .execute(naive)
    .await?;
    Ok(())
}

struct BenchQuery {
    name: &'static str,
    kind: Kind,
}

enum Kind {
    Jobs(JobQuery),
    Candidates(CandidateQuery),
}

impl BenchQuery {
    fn jobs(name: &'static str, query: JobQuery) -> Self {
        Self {
            name,
            kind: Kind::Jobs(query),
        }
    }

    fn candidates(name: &'static str, query: CandidateQuery) -> Self {
        Self {
            name,
            kind: Kind::Candidates(query),
        }
    }

    /// Hits of the index's search.
    async fn search(&self, index: &dyn SearchIndex) -> anyhow::Result<u64> {
        let results = match &self.kind {
            Kind::Jobs(query) => index.search_jobs(query).await,
            Kind::Candidates(query) => index.search_candidates(query).await,
        };
        Ok(results
            .with_context(|| format!("search \"{}\" failed", self.name))?
            .total)
    }

    /// Hits of the naive scan: every keyword somewhere in the text (`ILIKE '%word%'`), the same
    /// filters, a total and the newest page of 20.
    async fn ilike(&self, postgres: &PostgresIndex, naive: &mut PgConnection) -> anyhow::Result<u64> {
        let mut sql = QueryBuilder::<Postgres>::new("WITH matched AS MATERIALIZED (SELECT id, ");
        match &self.kind {
            Kind::Jobs(query) => {
                let Some(filter) = postgres.job_value_filter(query).await? else {
                    return Ok(0);
                };
                sql.push("published_at AS at FROM naive_jobs WHERE text ILIKE ALL(")
                    .push_bind(patterns(query.q.as_deref()))
                    .push(") AND ");
                push_job_filters(&mut sql, query, &filter);
            }
            Kind::Candidates(query) => {
                let Some(filter) = postgres.candidate_value_filter(query).await? else {
                    return Ok(0);
                };
                sql.push("updated_at AS at FROM naive_candidates WHERE text ILIKE ALL(")
                    .push_bind(patterns(query.q.as_deref()))
                    .push(") AND ");
                push_candidate_filters(&mut sql, query, &filter);
            }
        }
        sql.push(
            ") SELECT (SELECT count(*) FROM matched), ARRAY(SELECT id FROM matched ORDER BY at DESC, id LIMIT 20)",
        );
        let (total, _page): (i64, Vec<uuid::Uuid>) = sql.build_query_as().fetch_one(naive).await?;
        Ok(total as u64)
    }
}

/// `%word%` for each query word.
fn patterns(q: Option<&str>) -> Vec<String> {
    text::query_words(q).iter().map(|word| format!("%{word}%")).collect()
}

/// A fixed mix of the searches people run: broad and narrow keywords, typos, filters alone,
/// sorting and a deep page.
fn query_mix() -> Vec<BenchQuery> {
    let words = |q: &str| Some(q.to_owned());
    let values = |values: &[&str]| values.iter().map(|value| value.to_string()).collect();
    vec![
        BenchQuery::jobs(
            "jobs: one keyword",
            JobQuery {
                q: words("developer"),
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: two keywords",
            JobQuery {
                q: words("senior python"),
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: keyword with a typo",
            JobQuery {
                q: words("enginer"),
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: category, newest first",
            JobQuery {
                category: words("IT"),
                sort: JobSort::Newest,
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: keyword, city, salary",
            JobQuery {
                q: words("manager"),
                location: words("Baku"),
                salary_min: Some(1500),
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: two skills",
            JobQuery {
                skills: values(&["Python", "SQL"]),
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: keyword, type, best paid",
            JobQuery {
                q: words("analyst"),
                employment_type: words("Full-time"),
                sort: JobSort::SalaryHigh,
                ..JobQuery::default()
            },
        ),
        BenchQuery::jobs(
            "jobs: page 5",
            JobQuery {
                q: words("engineer"),
                page: 5,
                ..JobQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: one keyword",
            CandidateQuery {
                q: words("rust"),
                ..CandidateQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: keywords and a skill",
            CandidateQuery {
                q: words("backend developer"),
                skills: values(&["PostgreSQL"]),
                ..CandidateQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: education and language",
            CandidateQuery {
                education_level_min: Some(2),
                language: words("English"),
                proficiency_min: Some(5),
                ..CandidateQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: typo and region",
            CandidateQuery {
                q: words("projct manager"),
                region: words("Baku"),
                ..CandidateQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: experience and salary",
            CandidateQuery {
                experience_years_min: Some(5),
                salary_max: Some(3000),
                ..CandidateQuery::default()
            },
        ),
        BenchQuery::candidates(
            "cv: one skill",
            CandidateQuery {
                skills: values(&["Python"]),
                ..CandidateQuery::default()
            },
        ),
    ]
}

impl Latency {
    /// Nearest-rank percentiles.
    fn of(mut samples: Vec<Duration>) -> Self {
        samples.sort_unstable();
        let at = |percent: usize| {
            if samples.is_empty() {
                Duration::ZERO
            } else {
                samples[(samples.len() * percent).div_ceil(100).clamp(1, samples.len()) - 1]
            }
        };
        Self {
            p50: at(50),
            p95: at(95),
            p99: at(99),
        }
    }
}

fn ms(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

impl fmt::Display for Latency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "p50 {:>9}   p95 {:>9}   p99 {:>9}",
            ms(self.p50),
            ms(self.p95),
            ms(self.p99)
        )
    }
}

impl fmt::Display for BenchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let documents = self.candidates + self.jobs;
        let searches: usize = self.queries.len();
        writeln!(
            f,
            "search benchmark, {} backend: {} candidates, {} jobs",
            self.backend, self.candidates, self.jobs
        )?;
        writeln!(
            f,
            "indexing     {documents} documents in {:.1} s = {:.0} documents/s",
            self.indexing.as_secs_f64(),
            self.documents_per_second
        )?;
        writeln!(f, "search       {}   ({searches} kinds of query)", self.search)?;
        writeln!(f, "naive ILIKE  {}", self.ilike)?;
        writeln!(f, "ILIKE p95 / search p95 = {:.1}x", self.ratio)?;
        writeln!(f)?;
        writeln!(
            f,
            "{:<32} {:>7} {:>10} {:>10} {:>7} {:>10}",
            "query", "hits", "p50", "p95", "ILIKE", "ILIKE p95"
        )?;
        for query in &self.queries {
            writeln!(
                f,
                "{:<32} {:>7} {:>10} {:>10} {:>7} {:>10}",
                query.name,
                query.hits,
                ms(query.search.p50),
                ms(query.search.p95),
                query.ilike_hits,
                ms(query.ilike.p95)
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let samples = (1..=100).map(Duration::from_millis).collect();
        let latency = Latency::of(samples);
        assert_eq!(
            (latency.p50, latency.p95, latency.p99),
            (
                Duration::from_millis(50),
                Duration::from_millis(95),
                Duration::from_millis(99)
            )
        );
    }
}
