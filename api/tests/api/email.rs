//! The outbox's sender, through SMTP: what it sends, and what it marks after a delivery that
//! worked and one that did not.

use crate::helpers::*;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// An SMTP server that takes every message and counts them by subject.
struct MailSink {
    url: String,
    received: Arc<Mutex<HashMap<String, usize>>>,
}

impl MailSink {
    async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("smtp://{}", listener.local_addr().unwrap());
        let received = Arc::new(Mutex::new(HashMap::new()));
        let counts = received.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(Self::converse(stream, counts.clone()));
            }
        });
        Self { url, received }
    }

    async fn converse(stream: tokio::net::TcpStream, received: Arc<Mutex<HashMap<String, usize>>>) {
        let (reader, mut writer) = stream.into_split();
        let mut lines = BufReader::new(reader).lines();
        let _ = writer.write_all(b"220 sink ESMTP\r\n").await;
        while let Ok(Some(line)) = lines.next_line().await {
            let command = line.to_ascii_uppercase();
            let reply: &[u8] = if command.starts_with("EHLO") {
                b"250-sink\r\n250 8BITMIME\r\n"
            } else if command.starts_with("DATA") {
                let _ = writer.write_all(b"354 go on\r\n").await;
                let mut subject = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    if line == "." {
                        break;
                    }
                    if let Some(text) = line.strip_prefix("Subject: ") {
                        subject = text.to_owned();
                    }
                }
                *received.lock().unwrap().entry(subject).or_default() += 1;
                b"250 queued\r\n"
            } else if command.starts_with("QUIT") {
                let _ = writer.write_all(b"221 bye\r\n").await;
                return;
            } else {
                b"250 ok\r\n"
            };
            if writer.write_all(reply).await.is_err() {
                return;
            }
        }
    }

    fn received(&self) -> HashMap<String, usize> {
        self.received.lock().unwrap().clone()
    }
}

/// Queues `count` mails straight into the outbox, as a change's transaction would.
async fn queue_mails(app: &TestApp, count: i32) {
    sqlx::query(
        "INSERT INTO outbox_emails (id, to_address, subject, body)
         SELECT gen_random_uuid(), 'reader' || n || '@example.org', 'Mail ' || n, 'Hello.' FROM generate_series(1, $1) n",
    )
    .bind(count)
    .execute(&app.pool)
    .await
    .unwrap();
}

/// (sent, attempts made, mails) once `done` holds of them, or after twenty seconds.
async fn outbox_once(app: &TestApp, done: impl Fn(i64, i64, i64) -> bool) -> (i64, i64, i64) {
    let mut outbox = (0, 0, 0);
    for _ in 0..200 {
        outbox =
            sqlx::query_as("SELECT count(sent_at), coalesce(sum(attempts), 0)::bigint, count(*) FROM outbox_emails")
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if done(outbox.0, outbox.1, outbox.2) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    outbox
}

#[tokio::test]
async fn more_mails_than_one_batch_are_each_sent_once_and_marked_sent() {
    // Given forty mails waiting, more than the sender claims at once, and an SMTP server
    let sink = MailSink::start().await;
    let app = spawn_app_with(|config| config.smtp_url = Some(sink.url.clone().into())).await;
    queue_mails(&app, 40).await;

    // When the sender has marked them all
    let (sent, attempts, mails) = outbox_once(&app, |sent, _, mails| sent == mails).await;

    // Then each was marked after one attempt, and the server received each exactly once
    assert_eq!((sent, attempts, mails), (40, 40, 40));
    let received = sink.received();
    assert_eq!(received.len(), 40, "{received:?}");
    assert!(received.values().all(|&times| times == 1), "{received:?}");
}

#[tokio::test]
async fn a_mail_the_smtp_server_cannot_take_keeps_its_error_and_waits_to_be_tried_again() {
    // Given a sender whose SMTP server refuses connections, and two mails waiting
    let app = spawn_app_with(|config| config.smtp_url = Some("smtp://127.0.0.1:9".to_owned().into())).await;
    queue_mails(&app, 2).await;

    // When the sender has tried each once
    let (sent, attempts, _) = outbox_once(&app, |_, attempts, _| attempts >= 2).await;

    // Then neither is marked sent; each keeps the error and waits its back-off before the next try
    assert_eq!((sent, attempts), (0, 2));
    let waiting: Vec<(Option<String>, bool)> = sqlx::query_as(
        "SELECT last_error, next_attempt_at > now() + interval '20 seconds' FROM outbox_emails ORDER BY subject",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(waiting.len(), 2);
    for (error, backing_off) in waiting {
        assert!(error.is_some_and(|error| !error.is_empty()));
        assert!(backing_off);
    }
}
