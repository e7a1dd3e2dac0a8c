//! Every `hire bench` runs, at a size of seconds, and prints the figure lines that
//! docs/decisions.md quotes. The figures at this size are not judged; that a bench finishes and
//! prints them is, so none can break unseen.

use std::time::Duration;

/// What `hire bench <arguments>` printed, on a database of its own on the test cluster; the
/// bench failing or hanging fails the test.
async fn bench(arguments: &[&str]) -> String {
    let cluster = migrations::testing::cluster().await.expect("test cluster");
    let data_dir = tempfile::tempdir().unwrap();
    let run = tokio::process::Command::new(env!("CARGO_BIN_EXE_hire"))
        .arg("bench")
        .args(arguments)
        .env("DATABASE_URL", cluster.url("postgres"))
        .env("HIRE_DATA_DIR", data_dir.path())
        .env("RUST_LOG", "warn")
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(Duration::from_secs(300), run)
        .await
        .unwrap_or_else(|_| panic!("hire bench {arguments:?} ran over five minutes"))
        .expect("the hire binary runs");
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "hire bench {arguments:?} failed:\n{printed}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    printed
}

/// Asserts that a line holds every one of `fragments` and a finite figure.
fn assert_figure(printed: &str, fragments: &[&str]) {
    let line = printed
        .lines()
        .find(|line| fragments.iter().all(|fragment| line.contains(fragment)))
        .unwrap_or_else(|| panic!("no line with {fragments:?} in:\n{printed}"));
    assert!(
        line.chars().any(|c| c.is_ascii_digit()) && !line.contains("NaN") && !line.contains("inf"),
        "{fragments:?} has no figure: {line}"
    );
}

#[tokio::test]
async fn the_pipeline_bench_prints_its_rate_ratio_latency_statements_and_replay() {
    let printed = bench(&[
        "pipeline",
        "--clients",
        "2",
        "--applications",
        "6",
        "--replay-events",
        "200",
        "--pgbench-seconds",
        "1",
    ])
    .await;

    assert_figure(&printed, &["jobs of", "openings each"]);
    assert_figure(&printed, &["commands/s, latency p50", "p99"]);
    assert_figure(&printed, &["statements per command"]);
    assert_figure(&printed, &["pgbench, same PostgreSQL", "tps"]);
    assert_figure(&printed, &["ratio: pipeline commands/s ÷ pgbench tps ="]);
    assert_figure(&printed, &["Replay without downtime", "stored events/s"]);
}

#[tokio::test]
async fn the_reads_bench_prints_each_screen_against_pgbench() {
    let printed = bench(&["reads", "--applicants", "40", "--clients", "2", "--seconds", "1"]).await;

    assert_figure(&printed, &["pgbench -S", "(baseline)"]);
    for screen in ["pipeline board", "table view", "applicant page", "dashboard"] {
        assert_figure(&printed, &[screen]);
    }
}

#[tokio::test]
async fn the_search_bench_prints_indexing_latencies_and_the_ilike_ratio() {
    let printed = bench(&["search", "--candidates", "150", "--jobs", "40", "--rounds", "1"]).await;

    assert_figure(&printed, &["indexing", "documents/s"]);
    assert_figure(&printed, &["search", "p50", "p99"]);
    assert_figure(&printed, &["ILIKE p95 / search p95 ="]);
}

#[tokio::test]
async fn the_websocket_bench_prints_delivery_latency_and_memory_per_connection() {
    let printed = bench(&["ws", "--connections", "2,3", "--messages", "12", "--senders", "2"]).await;

    assert_figure(&printed, &["2 connections:", "messages delivered", "messages/s"]);
    assert_figure(&printed, &["3 connections:", "messages delivered", "messages/s"]);
    assert_figure(&printed, &["delivery latency p50", "p99"]);
    assert_figure(&printed, &["server memory", "per connection"]);
}

#[tokio::test]
async fn the_export_bench_prints_each_format_against_copy() {
    let printed = bench(&["export", "--rows", "30"]).await;

    assert_figure(&printed, &["COPY", "(baseline)"]);
    assert_figure(&printed, &["csv", "MiB"]);
    assert_figure(&printed, &["xlsx", "MiB"]);
}

#[tokio::test]
async fn the_reports_bench_prints_each_report_against_a_scan_of_the_history() {
    let printed = bench(&[
        "reports",
        "--applications",
        "60",
        "--events",
        "300",
        "--jobs",
        "2",
        "--rounds",
        "2",
    ])
    .await;

    assert_figure(&printed, &["replay of every view:", "events/s"]);
    for report in [
        "funnel, 90 days",
        "funnel, 30 days ago",
        "offers, a year",
        "interviewers, a year",
    ] {
        assert_figure(&printed, &[report]);
    }
    assert_figure(&printed, &["(scan: application events)"]);
}
