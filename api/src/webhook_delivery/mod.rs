//! Sends the webhook outbox: each due delivery is signed the Standard Webhooks way and POSTed;
//! a failure is tried again on the schedule of `domain::webhooks` for 24 hours.
//!
//! A delivery stays claimed while it is being sent (`projections::webhooks::outbox`), so
//! several senders, in one process or many, never send it twice at once; a crash mid-send
//! rolls the claim back and the delivery is sent again: at least once, with the same
//! `webhook-id` for receivers to recognise it.

use anyhow::Result;
use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use chrono::Utc;
use domain::webhooks::{endpoint_url, is_public, next_attempt};
use hmac::{Hmac, Mac};
use projections::webhooks::outbox::{self, Attempted, Due};
use rand::RngCore;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use sha2::Sha256;
use sqlx::PgPool;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Notify, watch};

/// How long a receiver has to answer.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Deliveries sent at the same time, so one slow receiver does not hold up the others.
const SENDERS: usize = 4;
/// What the delivery log keeps of a receiver's answer.
const RESPONSE_CHARS: usize = 1000;

pub struct WebhookSettings {
    /// Admit http:// and local addresses (development and tests).
    pub allow_local: bool,
    /// Seconds to wait after failed attempts 1, 2, …; the last repeats.
    pub retry_delays: Vec<i64>,
    /// Wakes the senders when a delivery is queued by hand.
    pub wake: Arc<Notify>,
}

/// A new signing secret: `whsec_` and the base64 of 24 random bytes.
pub fn new_secret() -> String {
    let mut key = [0u8; 24];
    rand::rng().fill_bytes(&mut key);
    format!("whsec_{}", BASE64.encode(key))
}

/// The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256, under the secret's key,
/// of `<id>.<timestamp>.<body>`.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &str) -> Result<String> {
    let key = BASE64.decode(secret.strip_prefix("whsec_").unwrap_or(secret))?;
    let mut mac = Hmac::<Sha256>::new_from_slice(&key)?;
    mac.update(format!("{id}.{timestamp}.{body}").as_bytes());
    Ok(format!("v1,{}", BASE64.encode(mac.finalize().into_bytes())))
}

/// Resolves names to public addresses only, so an endpoint cannot reach into Hire's own
/// network by a name that points there.
struct PublicAddressesOnly;

impl Resolve for PublicAddressesOnly {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0))
                .await?
                .filter(|address| is_public(address.ip()))
                .collect();
            if addresses.is_empty() {
                return Err(format!("{} has no public address", name.as_str()).into());
            }
            Ok(Box::new(addresses.into_iter()) as Addrs)
        })
    }
}

fn client(allow_local: bool) -> Result<reqwest::Client> {
    let builder = reqwest::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .user_agent("Hire-Webhooks/1");
    let builder = if allow_local {
        builder
    } else {
        builder.dns_resolver(Arc::new(PublicAddressesOnly))
    };
    Ok(builder.build()?)
}

/// What one attempt came to.
struct Attempt {
    status_code: Option<u16>,
    error: Option<String>,
    response_body: Option<String>,
    duration: Duration,
}

impl Attempt {
    fn delivered(&self) -> bool {
        self.status_code.is_some_and(|code| (200..300).contains(&code))
    }
}

/// Sends due deliveries until `stop` changes, looking every second and when woken.
pub async fn deliver(pool: PgPool, settings: Arc<WebhookSettings>, mut stop: watch::Receiver<bool>) {
    let client = match client(settings.allow_local) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "the webhook sender cannot start");
            return;
        }
    };
    let mut senders = tokio::task::JoinSet::new();
    for _ in 0..SENDERS {
        let (pool, client, settings, mut stop) = (pool.clone(), client.clone(), settings.clone(), stop.clone());
        senders.spawn(async move {
            loop {
                if let Err(error) = send_due(&pool, &client, &settings).await {
                    tracing::warn!(%error, "sending webhooks failed; will retry");
                }
                tokio::select! {
                    _ = settings.wake.notified() => {}
                    _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                    _ = stop.changed() => return,
                }
            }
        });
    }
    let _ = stop.changed().await;
    senders.join_all().await;
}

async fn send_due(pool: &PgPool, client: &reqwest::Client, settings: &WebhookSettings) -> Result<()> {
    loop {
        let Some(claimed) = outbox::claim_due(pool).await? else {
            return Ok(());
        };
        let due = &claimed.due;
        let attempt = send(client, due, settings.allow_local).await;
        let attempts = due.attempts + 1;
        let now = Utc::now();
        let (status, next) = if attempt.delivered() {
            ("delivered", None)
        } else {
            match next_attempt(&settings.retry_delays, attempts as u32, due.window_start, now) {
                Some(next) => ("pending", Some(next)),
                None => ("failed", None),
            }
        };
        let attempted = Attempted {
            status,
            attempts,
            at: now,
            status_code: attempt.status_code.map(i32::from),
            error: attempt.error.as_deref(),
            next_attempt_at: next,
            duration_ms: attempt.duration.as_millis().min(i32::MAX as u128) as i32,
            response_body: attempt.response_body.as_deref(),
        };
        claimed.record(&attempted).await?;
    }
}

async fn send(client: &reqwest::Client, due: &Due, allow_local: bool) -> Attempt {
    let started = Instant::now();
    let failed = |error: String| Attempt {
        status_code: None,
        error: Some(error),
        response_body: None,
        duration: started.elapsed(),
    };
    // The address is checked again (IP literals included; names are checked by the resolver):
    // the rules may be stricter than when it was registered.
    if let Err(error) = endpoint_url(&due.url, allow_local) {
        return failed(error.to_string());
    }
    let timestamp = Utc::now().timestamp();
    let id = due.id.to_string();
    let signed = match signature(&due.secret, &id, timestamp, &due.payload) {
        Ok(signed) => signed,
        Err(error) => return failed(format!("the secret cannot sign: {error}")),
    };
    let response = client
        .post(&due.url)
        .header("content-type", "application/json")
        .header("webhook-id", &id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", signed)
        .body(due.payload.clone())
        .send()
        .await;
    match response {
        Err(error) => failed(describe(&error)),
        Ok(mut response) => {
            let status_code = response.status().as_u16();
            let mut body = Vec::new();
            while body.len() < RESPONSE_CHARS * 4 {
                match response.chunk().await {
                    Ok(Some(chunk)) => body.extend_from_slice(&chunk),
                    Ok(None) | Err(_) => break,
                }
            }
            let text: String = String::from_utf8_lossy(&body).chars().take(RESPONSE_CHARS).collect();
            let delivered = (200..300).contains(&status_code);
            Attempt {
                status_code: Some(status_code),
                error: (!delivered).then(|| format!("the receiver answered {status_code}")),
                response_body: (!text.is_empty()).then_some(text),
                duration: started.elapsed(),
            }
        }
    }
}

/// A failed request in words for the delivery log, with its cause (refused, timed out, TLS …).
fn describe(error: &reqwest::Error) -> String {
    let mut text = if error.is_timeout() {
        format!("no answer within {} seconds", TIMEOUT.as_secs())
    } else if error.is_connect() {
        "could not connect".to_owned()
    } else {
        "the request failed".to_owned()
    };
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_matches_the_standard_webhooks_example() {
        // The example of the Standard Webhooks specification.
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = r#"{"test": 2432232314}"#;

        assert_eq!(
            signature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body).unwrap(),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn a_new_secret_holds_24_random_bytes() {
        let secret = new_secret();

        assert_eq!(BASE64.decode(secret.strip_prefix("whsec_").unwrap()).unwrap().len(), 24);
        assert_ne!(secret, new_secret());
    }
}
