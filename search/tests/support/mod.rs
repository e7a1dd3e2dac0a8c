//! Runs one check against every configured backend: PostgreSQL always (a fresh database per
//! test), Meilisearch when `MEILISEARCH_URL` is set (indexes with a prefix of their own,
//! deleted afterwards). Without it, each test says on the terminal that Meilisearch was skipped.

use chrono::{DateTime, Duration, Utc};
use search::{CandidateDocument, JobDocument, LanguageSkill, MeilisearchIndex, PostgresIndex, SearchIndex};
use sqlx::postgres::PgPoolOptions;
use std::io::Write;
use uuid::Uuid;

pub async fn for_each_backend(check: impl AsyncFn(&dyn SearchIndex)) {
    let url = migrations::testing::fresh_database().await.expect("a test database");
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .connect(&url)
        .await
        .expect("a connection to the test database");
    check(&PostgresIndex::new(pool.clone())).await;
    pool.close().await;

    match meilisearch().await {
        Some(meilisearch) => {
            check(&meilisearch).await;
            meilisearch
                .delete_indexes()
                .await
                .expect("the test's Meilisearch indexes are deleted");
        }
        None => skipped(),
    }
}

pub async fn meilisearch() -> Option<MeilisearchIndex> {
    let url = std::env::var("MEILISEARCH_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())?;
    let key = std::env::var("MEILISEARCH_KEY")
        .ok()
        .filter(|key| !key.trim().is_empty());
    let prefix = format!("test_{}", Uuid::new_v4().simple());
    Some(
        MeilisearchIndex::connect(&url, key.as_deref(), &prefix)
            .await
            .expect("Meilisearch at MEILISEARCH_URL"),
    )
}

/// Written past the test harness's output capture, so a run without Meilisearch cannot be
/// mistaken for one that checked it.
fn skipped() {
    let test = std::thread::current()
        .name()
        .unwrap_or("a search contract test")
        .to_owned();
    let _ = writeln!(
        std::io::stderr(),
        "{test}: Meilisearch skipped (MEILISEARCH_URL is not set)"
    );
}

pub fn days_ago(days: i64) -> DateTime<Utc> {
    Utc::now() - Duration::days(days)
}

/// A live job in IT, Baku, 1000–2000 AZN, published a week ago; tests change what they test.
pub fn job(title: &str) -> JobDocument {
    JobDocument {
        id: Uuid::now_v7(),
        company_id: Some(Uuid::from_u128(1)),
        company_name: Some("Caspian Labs".to_owned()),
        title: title.to_owned(),
        description: "Join our team.".to_owned(),
        requirements: None,
        skills: Vec::new(),
        skill_translations: Vec::new(),
        category: Some("IT".to_owned()),
        employment_type: "Full-time".to_owned(),
        job_level: Some(4),
        location: Some("Baku".to_owned()),
        remote: false,
        salary_min: Some(1000),
        salary_max: Some(2000),
        currency: "AZN".to_owned(),
        published_at: days_ago(7),
        deadline: None,
    }
}

/// A CV with a headline and nothing else of note, updated a week ago.
pub fn candidate(headline: &str) -> CandidateDocument {
    CandidateDocument {
        id: Uuid::now_v7(),
        name: "Aysel Mammadova".to_owned(),
        headline: Some(headline.to_owned()),
        bio: None,
        experiences: Vec::new(),
        experience_years: None,
        educations: Vec::new(),
        education_level: None,
        skills: Vec::new(),
        skill_translations: Vec::new(),
        languages: Vec::new(),
        region: None,
        salary_expectation: None,
        currency: None,
        updated_at: days_ago(7),
    }
}

pub fn speaks(language: &str, proficiency: u8) -> LanguageSkill {
    LanguageSkill {
        language: language.to_owned(),
        proficiency,
    }
}

pub fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|value| value.to_string()).collect()
}
