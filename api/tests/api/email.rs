//! The outbox's sender, through SMTP: what it sends, and what it marks after a delivery that
//! worked and one that did not.

use crate::helpers::*;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// The subjects an SMTP server received, in the order it received them.
type Received = Arc<Mutex<Vec<String>>>;

/// An SMTP server that takes every message and keeps its subject.
struct MailSink {
    url: String,
    received: Received,
}

impl MailSink {
    async fn start() -> Self {
        Self::start_on(0).await
    }

    /// On a chosen loopback port (0: any free one).
    async fn start_on(port: u16) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.unwrap();
        let url = format!("smtp://{}", listener.local_addr().unwrap());
        let received = Received::default();
        let kept = received.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(Self::converse(stream, kept.clone()));
            }
        });
        Self { url, received }
    }

    async fn converse(stream: tokio::net::TcpStream, received: Received) {
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
                received.lock().unwrap().push(subject);
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

    /// How many times each subject was received.
    fn received(&self) -> HashMap<String, usize> {
        let mut counts = HashMap::new();
        for subject in self.received.lock().unwrap().iter() {
            *counts.entry(subject.clone()).or_default() += 1;
        }
        counts
    }

    fn in_order(&self) -> Vec<String> {
        self.received.lock().unwrap().clone()
    }
}

/// Queues `count` mails straight into the outbox, as changes' transactions would, one a
/// millisecond: `Mail 1` first.
async fn queue_mails(app: &TestApp, count: i32) {
    sqlx::query(
        "INSERT INTO outbox_emails (id, to_address, subject, body, created_at)
         SELECT gen_random_uuid(), 'reader' || n || '@example.org', 'Mail ' || n, 'Hello.',
                now() - interval '1 second' + n * interval '1 millisecond'
         FROM generate_series(1, $1) n",
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
async fn an_smtp_server_that_cannot_be_reached_holds_the_whole_queue_back_counting_one_attempt() {
    // Given a sender whose SMTP server refuses connections, and two mails waiting
    let app = spawn_app_with(|config| config.smtp_url = Some(format!("smtp://127.0.0.1:{}", free_port()).into())).await;
    queue_mails(&app, 2).await;

    // When the sender has tried the first
    let (sent, attempts, _) = outbox_once(&app, |_, attempts, _| attempts >= 1).await;

    // Then neither is marked sent; the first keeps the error, and both wait its back-off
    assert_eq!((sent, attempts), (0, 1));
    let waiting: Vec<(i32, Option<String>, bool)> = sqlx::query_as(
        "SELECT attempts, last_error, next_attempt_at > now() + interval '20 seconds' FROM outbox_emails ORDER BY created_at",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(waiting.len(), 2);
    assert!(waiting[0].1.as_ref().is_some_and(|error| !error.is_empty()));
    assert_eq!((waiting[0].0, waiting[0].2), (1, true));
    assert_eq!((waiting[1].0, waiting[1].2), (0, true));
}

/// Makes every waiting mail due now, as if its back-off had passed.
async fn time_passes(app: &TestApp) {
    sqlx::query("UPDATE outbox_emails SET next_attempt_at = now() WHERE sent_at IS NULL")
        .execute(&app.pool)
        .await
        .unwrap();
}

#[tokio::test]
async fn mails_wait_while_the_smtp_server_is_down_and_go_out_once_in_order_across_a_restart() {
    // Given twenty mails waiting and an SMTP server that is down
    let port = free_port();
    let smtp = format!("smtp://127.0.0.1:{port}");
    let mut first = spawn_app_with(|config| config.smtp_url = Some(smtp.clone().into())).await;
    queue_mails(&first, 20).await;
    outbox_once(&first, |_, attempts, _| attempts >= 1).await;

    // When Hire restarts meanwhile, the server stays down over three more back-offs (the hour),
    // and then comes back
    first.shut_down().await;
    let app = spawn_app_on(first.database_url.clone(), |config| {
        config.smtp_url = Some(smtp.clone().into())
    })
    .await;
    for tried in 2..=4 {
        time_passes(&app).await;
        outbox_once(&app, |_, attempts, _| attempts >= tried).await;
    }
    let sink = MailSink::start_on(port).await;
    time_passes(&app).await;
    let (sent, attempts, mails) = outbox_once(&app, |sent, _, mails| sent == mails).await;

    // Then every mail went out once, in the order it was queued, and only the tries that met
    // the server away were counted besides
    let expected: Vec<String> = (1..=20).map(|n| format!("Mail {n}")).collect();
    assert_eq!(sink.in_order(), expected);
    assert_eq!((sent, mails), (20, 20));
    assert_eq!(attempts, 20 + 4);
}
