//! The database Hire runs on: the server at `DATABASE_URL`, or its own private cluster.

use crate::config::Config;
use anyhow::{Context, Result};
use migrations::{Cluster, MIGRATOR};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{Connection, PgConnection, PgPool};
use std::str::FromStr;
use std::time::Duration;

/// The private cluster's settings where PostgreSQL's defaults (sized for a tiny machine with
/// spinning disks) cost searches time: enough shared buffers to keep the search tables in
/// memory, and plans costed for solid-state storage. The private cluster serves one machine
/// and has no standby to stream to, so its log holds only what crash recovery needs: a
/// replay's rebuilt tables are then made durable by writing their files once rather than
/// copying every page into the log as well.
const PRIVATE_CLUSTER_SETTINGS: &[(&str, &str)] = &[
    ("shared_buffers", "512MB"),
    ("effective_cache_size", "4GB"),
    ("random_page_cost", "1.1"),
    ("work_mem", "16MB"),
    ("wal_level", "minimal"),
    ("max_wal_senders", "0"),
];

/// Counts every statement's calls and time, for an operator looking for a slow statement and for
/// `hire bench pipeline`, which prints the statements per command; loaded when the binaries have
/// it (it costs a hash look-up per statement).
const STATEMENT_STATISTICS: &str = "pg_stat_statements";

pub struct Database {
    pub pool: PgPool,
    url: String,
    cluster: Option<Cluster>,
}

/// How Hire connects: the URL's settings, with JIT compilation off. Hire's statements are
/// short; when the planner expects many rows (a search over a large index) JIT can spend
/// longer compiling a statement than running it.
pub fn connect_options(url: &str) -> Result<PgConnectOptions> {
    Ok(PgConnectOptions::from_str(url)
        .context("DATABASE_URL is not a PostgreSQL URL")?
        .options([("jit", "off")]))
}

/// `span` as a PostgreSQL interval, cut to the microsecond: sqlx refuses to bind a `Duration`
/// finer than that, and a minute divided into allowances often is.
pub fn interval(span: Duration) -> sqlx::postgres::types::PgInterval {
    sqlx::postgres::types::PgInterval {
        months: 0,
        days: 0,
        microseconds: span.as_micros() as i64,
    }
}

/// What the connections are for: serving requests, where a statement that runs past the
/// configured timeout is cancelled (and its request answered 503) rather than holding a
/// connection while others queue behind it; or a command (replay, seeding, a bench), whose
/// statements may take as long as they need.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Use {
    Serving,
    Command,
}

/// The connections to `url` as `config` sizes and limits them for `to`.
pub async fn pool(config: &Config, url: &str, to: Use) -> Result<PgPool> {
    let mut options = connect_options(url)?;
    if to == Use::Serving && config.db_statement_timeout_ms > 0 {
        options = options.options([("statement_timeout", config.db_statement_timeout_ms.to_string())]);
    }
    PgPoolOptions::new()
        .max_connections(config.db_max_connections)
        .acquire_timeout(Duration::from_millis(config.db_acquire_timeout_ms))
        .connect_with(options)
        .await
        .context("cannot connect to PostgreSQL")
}

impl Database {
    pub async fn open(config: &Config, to: Use) -> Result<Self> {
        let (url, cluster) = match &config.database_url {
            Some(url) => (url.expose().to_owned(), None),
            None => {
                let cluster = Cluster::start(
                    &config.data_dir.join("pg"),
                    PRIVATE_CLUSTER_SETTINGS,
                    &[STATEMENT_STATISTICS],
                )
                .await?;
                cluster.create_database_if_missing("hire").await?;
                (cluster.url("hire"), Some(cluster))
            }
        };
        let pool = pool(config, &url, to).await?;
        Ok(Self { pool, url, cluster })
    }

    /// The connection URL (it holds a password: never log it).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Runs the migrations on a connection of their own, free of the serving statement
    /// timeout: a migration over a large table may take minutes.
    pub async fn migrate(&self) -> Result<()> {
        let mut db = PgConnection::connect_with(&connect_options(&self.url)?)
            .await
            .context("cannot connect to PostgreSQL")?;
        MIGRATOR.run(&mut db).await.context("migrations failed")?;
        db.close().await.context("migrations failed")
    }

    /// Closes the pool and stops the private cluster if this process started it.
    pub async fn close(self) -> Result<()> {
        self.pool.close().await;
        match self.cluster {
            Some(cluster) if cluster.started_here() => cluster.stop().await,
            _ => Ok(()),
        }
    }
}

/// What a LISTEN that outlives its connection does before each connection, once connected, on
/// each notification, and when the connection is lost.
pub trait Listening: Send {
    /// Read before listening; a failure is retried as a failed connection.
    fn prepare(&mut self, pool: &PgPool) -> impl Future<Output = Result<(), sqlx::Error>> + Send;
    /// Listening now; `again` once a lost connection is back, after which whatever was
    /// announced meanwhile is lost.
    fn connected(&mut self, again: bool);
    fn heard(&mut self, payload: &str) -> impl Future<Output = ()> + Send;
    /// The connection is lost, or listening stops.
    fn lost(&mut self);
}

/// Listens on `channel` until `stop` changes, trying again two seconds after a failed
/// connection; `what` names what is heard, in the log.
pub async fn listen(
    pool: &PgPool,
    channel: &str,
    what: &str,
    listening: &mut impl Listening,
    stop: &mut tokio::sync::watch::Receiver<bool>,
) {
    let mut again = false;
    loop {
        let connected = async {
            listening.prepare(pool).await?;
            let mut listener = sqlx::postgres::PgListener::connect_with(pool).await?;
            listener.listen(channel).await?;
            Ok::<_, sqlx::Error>(listener)
        };
        let mut listener = tokio::select! {
            connected = connected => match connected {
                Ok(listener) => listener,
                Err(error) => {
                    tracing::warn!(%error, "cannot listen for {what}; retrying");
                    tokio::select! {
                        _ = tokio::time::sleep(Duration::from_secs(2)) => continue,
                        _ = stop.changed() => return,
                    }
                }
            },
            _ = stop.changed() => return,
        };
        listening.connected(again);
        loop {
            tokio::select! {
                heard = listener.try_recv() => match heard {
                    Ok(Some(notification)) => listening.heard(notification.payload()).await,
                    Ok(None) => {
                        tracing::warn!("{what} connection lost; reconnecting");
                        break;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "{what} connection lost; reconnecting");
                        break;
                    }
                },
                _ = stop.changed() => {
                    listening.lost();
                    return;
                }
            }
        }
        listening.lost();
        again = true;
    }
}
