//! Outgoing e-mail. Mails are written to the `outbox_emails` table inside the transaction of
//! the change that causes them; a background task delivers them afterwards through SMTP
//! (`SMTP_URL`) or, without SMTP, by writing them to the log.

use crate::config::Config;
use anyhow::{Context, Result};
use chrono::{Duration, Utc};
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::{PgConnection, PgPool};
use std::sync::Arc;
use tokio::sync::{Notify, watch};
use uuid::Uuid;

pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// The one link the mail is about, if any (kept apart so operators and tests can find it).
    pub link: Option<String>,
}

pub async fn enqueue(db: &mut PgConnection, email: Email) -> Result<()> {
    sqlx::query("INSERT INTO outbox_emails (id, to_address, subject, body, link) VALUES ($1, $2, $3, $4, $5)")
        .bind(Uuid::now_v7())
        .bind(&email.to)
        .bind(&email.subject)
        .bind(&email.body)
        .bind(&email.link)
        .execute(db)
        .await?;
    Ok(())
}

pub enum Transport {
    Log,
    Smtp {
        // Boxed: the transport is large and `Log` carries nothing.
        mailer: Box<AsyncSmtpTransport<Tokio1Executor>>,
        from: Mailbox,
    },
}

impl Transport {
    pub fn from_config(config: &Config) -> Result<Self> {
        match &config.smtp_url {
            None => Ok(Self::Log),
            Some(url) => Ok(Self::Smtp {
                mailer: Box::new(
                    AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                        .context("SMTP_URL is not a valid SMTP URL")?
                        .build(),
                ),
                from: config
                    .mail_from
                    .parse()
                    .context("HIRE_MAIL_FROM is not a valid mailbox")?,
            }),
        }
    }

    async fn send(&self, to: &str, subject: &str, body: &str) -> Result<()> {
        match self {
            Self::Log => {
                tracing::info!(%to, %subject, "e-mail (no SMTP_URL set, so it is only logged):\n{body}");
                Ok(())
            }
            Self::Smtp { mailer, from } => {
                let message = Message::builder()
                    .from(from.clone())
                    .to(to.parse().context("invalid recipient")?)
                    .subject(subject)
                    .body(body.to_owned())?;
                mailer.send(message).await?;
                Ok(())
            }
        }
    }
}

const MAX_ATTEMPTS: i32 = 10;

/// Delivers pending mails until `stop` changes, waking every few seconds or when `wake` is
/// notified. Several instances may run: rows are claimed with SKIP LOCKED.
pub async fn deliver(pool: PgPool, transport: Transport, wake: Arc<Notify>, mut stop: watch::Receiver<bool>) {
    loop {
        if let Err(error) = deliver_pending(&pool, &transport).await {
            tracing::warn!(?error, "e-mail delivery failed; will retry");
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(std::time::Duration::from_secs(5)) => {}
            _ = stop.changed() => return,
        }
    }
}

async fn deliver_pending(pool: &PgPool, transport: &Transport) -> Result<()> {
    loop {
        let mut tx = pool.begin().await?;
        let next: Option<(Uuid, String, String, String, i32)> = sqlx::query_as(
            "SELECT id, to_address, subject, body, attempts FROM outbox_emails
             WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $1
             ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED",
        )
        .bind(MAX_ATTEMPTS)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((id, to, subject, body, attempts)) = next else {
            return Ok(());
        };
        match transport.send(&to, &subject, &body).await {
            Ok(()) => {
                sqlx::query("UPDATE outbox_emails SET sent_at = now(), attempts = attempts + 1 WHERE id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            Err(error) => {
                let backoff = Duration::seconds(30 * 2_i64.pow(attempts.clamp(0, 10) as u32));
                sqlx::query(
                    "UPDATE outbox_emails SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1",
                )
                .bind(id)
                .bind(format!("{error:#}"))
                .bind(Utc::now() + backoff)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
    }
}
