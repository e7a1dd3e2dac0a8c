//! The administration commands of `hire` beyond serving: replay, demo data, benchmarks.
//! Demo data and benchmarks drive a Hire server over HTTP, so they go through exactly the
//! validation and commands that users do.

pub mod bench;
pub mod client;
pub mod demo;
pub mod reindex;
pub mod replay;

use crate::config::Config;
use crate::startup::Application;
use anyhow::Result;
use sqlx::PgPool;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// A Hire server in this process on a free port, for a command to talk to.
pub struct LocalServer {
    pub address: String,
    stop: oneshot::Sender<()>,
    task: JoinHandle<Result<()>>,
}

impl LocalServer {
    pub async fn start(config: &Config, pool: PgPool) -> Result<Self> {
        let mut config = config.clone();
        config.addr = "127.0.0.1:0".parse()?;
        // The command is this server's only client, making accounts and sessions by the
        // hundred: the per-client limits are for crowds of strangers.
        config.client_attempts_multiplier = 1_000_000;
        let application = Application::build(&config, pool).await?;
        let address = format!("http://127.0.0.1:{}", application.port());
        let (stop, stopped) = oneshot::channel();
        let task = tokio::spawn(application.run_until(async {
            let _ = stopped.await;
        }));
        Ok(Self { address, stop, task })
    }

    pub async fn stop(self) -> Result<()> {
        let _ = self.stop.send(());
        self.task.await?
    }
}

/// The (uid, token) of the newest e-mailed link to `email`.
pub async fn latest_link(pool: &PgPool, email: &str) -> Result<(String, String)> {
    let link: String = sqlx::query_scalar("SELECT link FROM outbox_emails WHERE to_address = $1 AND link IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1")
        .bind(email)
        .fetch_one(pool)
        .await?;
    let query = link.split_once('?').map(|(_, query)| query).unwrap_or_default();
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
            .map(str::to_owned)
            .unwrap_or_default()
    };
    Ok((param("uid"), param("token")))
}
