//! The benchmark behind `hire bench search`, run small.

use search::{BenchOptions, PostgresIndex, SearchIndex};

#[tokio::test]
async fn the_benchmark_reports_throughput_and_latencies_and_leaves_no_documents_behind() {
    let url = migrations::testing::fresh_database().await.unwrap();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let index = PostgresIndex::new(pool.clone());
    let options = BenchOptions {
        candidates: 300,
        jobs: 120,
        rounds: 2,
        batch_size: 100,
        ..BenchOptions::default()
    };

    let report = search::bench(&index, &pool, options).await.unwrap();

    assert!(report.documents_per_second > 0.0);
    assert!(report.search.p50 <= report.search.p95 && report.search.p95 <= report.search.p99);
    assert!(report.ratio > 0.0);
    assert!(report.queries.iter().any(|query| query.hits > 0), "{report}");
    let printed = report.to_string();
    assert!(
        printed.contains("documents/s") && printed.contains("ILIKE p95 / search p95"),
        "{printed}"
    );
    let left: i64 =
        sqlx::query_scalar("SELECT (SELECT count(*) FROM search_jobs) + (SELECT count(*) FROM search_candidates)")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(left, 0);
    assert_eq!(index.backend(), "postgres");
}
