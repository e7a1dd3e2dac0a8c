//! A fresh, migrated database for each test, on one private cluster shared by every test
//! process of the workspace (`target/<profile>/hire-test-pg`, or `HIRE_TEST_PG_DIR`).
//! Tests therefore run in parallel without seeing each other's rows.

use crate::{Cluster, MIGRATOR};
use anyhow::{Context, Result};
use sqlx::{Connection, PgConnection};
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::OnceCell;

static CLUSTER: OnceCell<Cluster> = OnceCell::const_new();

/// Test-only server settings: durability is not worth its cost for throw-away data.
const SETTINGS: &[(&str, &str)] = &[
    ("fsync", "off"),
    ("synchronous_commit", "off"),
    ("full_page_writes", "off"),
    ("max_connections", "400"),
];

/// Loaded so that `hire bench`, run small by the tests on this cluster, counts its statements
/// as it does on the private cluster.
const PRELOAD: &[&str] = &["pg_stat_statements"];

/// Databases left by earlier runs are dropped once they are this old.
const LEFTOVER_AGE: Duration = Duration::from_secs(3 * 3600);

/// The shared test cluster, started on first use.
pub async fn cluster() -> Result<&'static Cluster> {
    CLUSTER
        .get_or_try_init(|| async {
            let cluster = Cluster::start(&cluster_root()?, SETTINGS, PRELOAD).await?;
            drop_leftover_databases(&cluster).await?;
            Ok(cluster)
        })
        .await
}

/// Creates an empty, fully migrated database and returns its URL.
pub async fn fresh_database() -> Result<String> {
    let cluster = cluster().await?;
    let template = migrated_template(cluster).await?;
    let since_epoch = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
    let name = format!("t_{since_epoch}_{}", uuid::Uuid::new_v4().simple());
    let mut admin = PgConnection::connect(&cluster.url("postgres")).await?;
    sqlx::query(&format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\""))
        .execute(&mut admin)
        .await
        .context("cannot create a test database")?;
    Ok(cluster.url(&name))
}

fn cluster_root() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("HIRE_TEST_PG_DIR") {
        return Ok(PathBuf::from(dir));
    }
    // Test binaries live in target/<profile>/deps/.
    let exe = std::env::current_exe()?;
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .context("unexpected test binary location")?;
    Ok(profile_dir.join("hire-test-pg"))
}

/// A template database migrated to the current schema, named after the migrations so that a
/// schema change makes a new one. Copying it is much faster than migrating each database.
async fn migrated_template(cluster: &Cluster) -> Result<String> {
    let fingerprint = MIGRATOR
        .iter()
        .flat_map(|migration| migration.checksum.iter().copied())
        .fold(0xcbf29ce484222325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x100000001b3)
        });
    let template = format!("hire_template_{fingerprint:016x}");

    let _lock = crate::cluster::lock_file(&cluster_root()?.join("template.lock")).await?;
    let mut admin = PgConnection::connect(&cluster.url("postgres")).await?;
    let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
        .bind(&template)
        .fetch_one(&mut admin)
        .await?;
    if !exists {
        // Build under another name and rename at the end, so a crash never leaves a half-migrated template.
        let since_epoch = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
        let building = format!("building_{since_epoch}_{}", uuid::Uuid::new_v4().simple());
        sqlx::query(&format!("CREATE DATABASE \"{building}\""))
            .execute(&mut admin)
            .await?;
        let mut connection = PgConnection::connect(&cluster.url(&building)).await?;
        MIGRATOR.run(&mut connection).await?;
        connection.close().await?;
        sqlx::query(&format!("ALTER DATABASE \"{building}\" RENAME TO \"{template}\""))
            .execute(&mut admin)
            .await?;
        sqlx::query(&format!("ALTER DATABASE \"{template}\" IS_TEMPLATE true"))
            .execute(&mut admin)
            .await?;
    }
    Ok(template)
}

async fn drop_leftover_databases(cluster: &Cluster) -> Result<()> {
    let mut admin = PgConnection::connect(&cluster.url("postgres")).await?;
    let names: Vec<String> =
        sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%' OR datname LIKE 'building\\_%'")
            .fetch_all(&mut admin)
            .await?;
    let cutoff = SystemTime::now()
        .duration_since(UNIX_EPOCH)?
        .saturating_sub(LEFTOVER_AGE)
        .as_secs();
    for name in names {
        let created = name.split('_').nth(1).and_then(|part| part.parse::<u64>().ok());
        if created.is_none_or(|created| created < cutoff) {
            // Another process may still use it; then it stays for a later run.
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\""))
                .execute(&mut admin)
                .await;
        }
    }
    Ok(())
}
