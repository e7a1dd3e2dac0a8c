//! Statements per request, counted by `pg_stat_statements` when the server loads it. On two
//! cores a request's cost is mostly its round trips to PostgreSQL (docs/decisions.md, "What
//! the commands' target asks"), so their count is the figure a change to the command path
//! moves first, and the most called statements say where to look. The statements that take the
//! most of PostgreSQL's time say where one is slower than it should be: a plan that reads far
//! more than it returns shows there long before it shows in the commands per second.

use anyhow::Result;
use sqlx::PgPool;

/// The most called statements printed, of those called at least once in `RARE` requests.
const SHOWN: usize = 8;
const RARE: f64 = 20.0;
/// The statements that took at least this share of the time are printed.
const NOTABLE_SHARE: f64 = 0.005;
/// How much of a statement's text is printed.
const TEXT_CHARS: usize = 90;

pub struct Counted {
    /// Top-level statements per request, each `BEGIN` and `COMMIT` counting as one.
    pub per_request: f64,
    /// The most called statements: calls per request, and the start of their text.
    pub most_called: Vec<(f64, String)>,
    /// The statements that took the most time: their share of all the statements' time, their
    /// mean milliseconds per call, and the start of their text.
    pub most_time: Vec<(f64, f64, String)>,
}

/// Starts counting from zero; false when the server does not load `pg_stat_statements`
/// (a server the bench did not start, or binaries without the module).
pub async fn restart(pool: &PgPool) -> bool {
    let restarted = async {
        sqlx::query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
            .execute(pool)
            .await?;
        sqlx::query("SELECT pg_stat_statements_reset()").execute(pool).await
    };
    restarted.await.is_ok()
}

/// What this database's clients ran since [`restart`], per each of `requests`.
pub async fn count(pool: &PgPool, requests: usize) -> Result<Counted> {
    let rows: Vec<(i64, f64, String)> = sqlx::query_as(
        "SELECT calls, total_exec_time, regexp_replace(query, '\\s+', ' ', 'g') FROM pg_stat_statements
         WHERE toplevel AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND query NOT LIKE '%pg_stat_statements%'
         ORDER BY calls DESC",
    )
    .fetch_all(pool)
    .await?;
    let requests = requests.max(1) as f64;
    let start = |text: &str| text.chars().take(TEXT_CHARS).collect::<String>();
    let total_ms: f64 = rows.iter().map(|(_, ms, _)| ms).sum::<f64>().max(f64::MIN_POSITIVE);
    let mut by_time: Vec<&(i64, f64, String)> = rows.iter().collect();
    by_time.sort_by(|a, b| b.1.total_cmp(&a.1));
    Ok(Counted {
        per_request: rows.iter().map(|(calls, _, _)| *calls as f64).sum::<f64>() / requests,
        most_called: rows
            .iter()
            .map(|(calls, _, text)| (*calls as f64 / requests, text))
            .filter(|(per_request, _)| *per_request >= 1.0 / RARE)
            .take(SHOWN)
            .map(|(per_request, text)| (per_request, start(text)))
            .collect(),
        most_time: by_time
            .into_iter()
            .map(|(calls, ms, text)| (ms / total_ms, ms / (*calls).max(1) as f64, start(text)))
            .filter(|(share, _, _)| *share >= NOTABLE_SHARE)
            .take(SHOWN)
            .collect(),
    })
}

/// Prints `counted` under a request kind's figures.
pub fn print(what: &str, counted: Option<&Counted>) {
    let Some(counted) = counted else {
        println!("  statements per {what}: not counted (the server does not load pg_stat_statements)");
        return;
    };
    println!(
        "  statements per {what} (pg_stat_statements, top level, each BEGIN and COMMIT one): {:.1}; the most called, per {what}:",
        counted.per_request
    );
    for (calls, text) in &counted.most_called {
        println!("    {calls:>6.2}  {text}");
    }
    println!("  the most time (share of the statements' time, ms per call):");
    for (share, ms_per_call, text) in &counted.most_time {
        println!("    {:>5.1} % {ms_per_call:>7.3}  {text}", share * 100.0);
    }
}
