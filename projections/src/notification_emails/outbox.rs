//! What is done to the e-mail outbox besides the views' writing: the API queues the mails of
//! its own (links, invitations), the mailer claims and sends them, and the installation's
//! administrator reads them when no SMTP server is configured.

use crate::tenancy::Installation;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool, Postgres, Transaction};
use uuid::Uuid;

/// Queues a mail inside the transaction of the change that causes it.
pub async fn enqueue(
    db: &mut PgConnection,
    to: &str,
    subject: &str,
    body: &str,
    link: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO outbox_emails (id, to_address, subject, body, link) VALUES ($1, $2, $3, $4, $5)")
        .bind(Uuid::now_v7())
        .bind(to)
        .bind(subject)
        .bind(body)
        .bind(link)
        .execute(db)
        .await?;
    Ok(())
}

/// A mail of the outbox on its way out.
#[derive(sqlx::FromRow)]
pub struct Outgoing {
    pub id: Uuid,
    pub to: String,
    pub subject: String,
    pub body: String,
    pub attempts: i32,
    pub attachment_name: Option<String>,
    pub attachment_type: Option<String>,
    pub attachment: Option<Vec<u8>>,
}

/// Mails claimed by one mailer until [`Claimed::finish`] or drop.
pub struct Claimed {
    tx: Transaction<'static, Postgres>,
    pub mails: Vec<Outgoing>,
}

/// Up to `batch` due mails no other mailer holds, each tried fewer than `max_attempts` times,
/// oldest first (mails about one application go out in the order its changes happened);
/// `None` when there is none.
pub async fn claim_due(pool: &PgPool, batch: usize, max_attempts: i32) -> Result<Option<Claimed>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    // The batch's size is written into the text: a LIMIT given as a parameter is planned anew
    // on every call.
    let mails: Vec<Outgoing> = sqlx::query_as(&format!(
        "SELECT id, to_address AS to, subject, body, attempts, attachment_name, attachment_type, attachment
         FROM outbox_emails
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $1
         ORDER BY created_at, id LIMIT {batch} FOR UPDATE SKIP LOCKED"
    ))
    .bind(max_attempts)
    .fetch_all(&mut *tx)
    .await?;
    Ok((!mails.is_empty()).then_some(Claimed { tx, mails }))
}

/// A mail that could not be sent, and when to try it again.
pub struct Failed<'a> {
    pub id: Uuid,
    pub error: &'a str,
    pub next_attempt_at: DateTime<Utc>,
    /// The mail server could not be reached, so no mail could have gone: every waiting mail
    /// waits as long, with no attempt counted but this one's, and they then go in their order.
    pub server_away: bool,
}

impl Claimed {
    /// Records the mails sent and the one that failed, and lets the batch go: the rest wait
    /// for the next round.
    pub async fn finish(mut self, sent: &[Uuid], failed: Option<Failed<'_>>) -> Result<(), sqlx::Error> {
        if !sent.is_empty() {
            sqlx::query("UPDATE outbox_emails SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1)")
                .bind(sent)
                .execute(&mut *self.tx)
                .await?;
        }
        if let Some(failed) = failed {
            sqlx::query(
                "UPDATE outbox_emails SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1",
            )
            .bind(failed.id)
            .bind(failed.error)
            .bind(failed.next_attempt_at)
            .execute(&mut *self.tx)
            .await?;
            if failed.server_away {
                // Mails another mailer holds are its to settle.
                sqlx::query(
                    "UPDATE outbox_emails SET next_attempt_at = greatest(next_attempt_at, $1)
                     WHERE id IN (SELECT id FROM outbox_emails WHERE sent_at IS NULL FOR UPDATE SKIP LOCKED)",
                )
                .bind(failed.next_attempt_at)
                .execute(&mut *self.tx)
                .await?;
            }
        }
        self.tx.commit().await
    }
}

/// A mail as the administrator reads it.
#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct OutboxEmail {
    pub to: String,
    pub subject: String,
    pub body: String,
    pub link: Option<String>,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

/// The latest mails (at most 100), to one address or to anyone, newest first: the
/// administrator reads everyone's.
pub async fn latest(pool: &PgPool, _: Installation, to: Option<&str>) -> Result<Vec<OutboxEmail>, sqlx::Error> {
    sqlx::query_as(
        "SELECT to_address AS \"to\", subject, body, link, created_at, sent_at FROM outbox_emails
         WHERE $1::text IS NULL OR to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 100",
    )
    .bind(to)
    .fetch_all(pool)
    .await
}
