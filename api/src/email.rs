//! Outgoing e-mail. Mails are written to the outbox (`projections::notification_emails::outbox`)
//! inside the transaction of the change that causes them; a background task delivers them
//! afterwards through SMTP (`SMTP_URL`) or, without SMTP, by writing them to the log. A mail may
//! carry one attachment (an interview's calendar invitation).

use crate::config::Config;
use anyhow::{Context, Result};
use chrono::{Duration, Utc};
use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use projections::notification_emails::outbox::{self, Failed, Outgoing};
use sqlx::{PgConnection, PgPool};
use std::sync::Arc;
use tokio::sync::{Notify, watch};

pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// The one link the mail is about, if any (kept apart so operators and tests can find it).
    pub link: Option<String>,
}

pub async fn enqueue(db: &mut PgConnection, email: Email) -> Result<()> {
    outbox::enqueue(db, &email.to, &email.subject, &email.body, email.link.as_deref()).await?;
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

    async fn send(&self, mail: &Outgoing) -> Result<()> {
        match self {
            Self::Log => {
                let Outgoing { to, subject, body, .. } = mail;
                let attachment = mail.attachment_name.as_deref().unwrap_or("none");
                tracing::info!(%to, %subject, %attachment, "e-mail (no SMTP_URL set, so it is only logged):\n{body}");
                Ok(())
            }
            Self::Smtp { mailer, from } => {
                let message = message(from, mail)?;
                mailer.send(message).await?;
                Ok(())
            }
        }
    }
}

/// The MIME message of a mail: plain text, or plain text and its attachment.
fn message(from: &Mailbox, mail: &Outgoing) -> Result<Message> {
    let builder = Message::builder()
        .from(from.clone())
        .to(mail.to.parse().context("invalid recipient")?)
        .subject(&mail.subject);
    Ok(match (&mail.attachment_name, &mail.attachment_type, &mail.attachment) {
        (Some(name), Some(content_type), Some(content)) => builder.multipart(
            MultiPart::mixed()
                .singlepart(SinglePart::plain(mail.body.clone()))
                .singlepart(Attachment::new(name.to_owned()).body(content.clone(), ContentType::parse(content_type)?)),
        )?,
        _ => builder.body(mail.body.clone())?,
    })
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

/// Mails claimed at once: a batch costs the same four statements whatever its size, and a
/// process that dies in the middle of one sends at most this many of them again.
const BATCH: usize = 16;

async fn deliver_pending(pool: &PgPool, transport: &Transport) -> Result<()> {
    loop {
        let Some(batch) = outbox::claim_due(pool, BATCH, MAX_ATTEMPTS).await? else {
            return Ok(());
        };
        let mut sent = Vec::with_capacity(batch.mails.len());
        let mut failed = None;
        // After a failure the rest of the batch waits for the next round rather than for the
        // same server's timeouts, with no attempt counted; the failed mail waits its backoff,
        // and when the server could not be reached at all, so does every other mail.
        for mail in &batch.mails {
            if let Err(error) = transport.send(mail).await {
                let backoff = Duration::seconds(30 * 2_i64.pow(mail.attempts.clamp(0, 10) as u32));
                failed = Some((mail.id, format!("{error:#}"), Utc::now() + backoff, server_away(&error)));
                break;
            }
            sent.push(mail.id);
        }
        let failed = failed.as_ref().map(|(id, error, next_attempt_at, server_away)| Failed {
            id: *id,
            error,
            next_attempt_at: *next_attempt_at,
            server_away: *server_away,
        });
        batch.finish(&sent, failed).await?;
    }
}

/// Whether a mail failed because the server could not be reached or stopped answering (no
/// connection, a timeout, TLS, a dropped session) rather than because it refused this mail.
fn server_away(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<lettre::transport::smtp::Error>()
        .is_some_and(|error| !error.is_response())
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    #[test]
    fn a_mail_with_a_calendar_invitation_carries_it_as_a_text_calendar_part() {
        let mail = Outgoing {
            id: Uuid::nil(),
            to: "ada@example.org".into(),
            subject: "Interview".into(),
            body: "You are invited.".into(),
            attempts: 0,
            attachment_name: Some("invite.ics".into()),
            attachment_type: Some("text/calendar; charset=utf-8; method=REQUEST".into()),
            attachment: Some(b"BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n".to_vec()),
        };

        let text = String::from_utf8(
            message(&"Hire <hire@example.org>".parse().unwrap(), &mail)
                .unwrap()
                .formatted(),
        )
        .unwrap();

        assert!(text.contains("Content-Type: multipart/mixed"), "{text}");
        assert!(
            text.contains("Content-Type: text/calendar; charset=utf-8; method=REQUEST"),
            "{text}"
        );
        assert!(text.contains("filename=\"invite.ics\""), "{text}");
        assert!(text.contains("You are invited."), "{text}");
    }
}
