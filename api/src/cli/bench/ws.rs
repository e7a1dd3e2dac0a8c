//! `hire bench ws`: thousands of concurrent chat websockets on one `hire serve` process,
//! messages between random pairs; prints delivery latency p50/p99, messages/s and the
//! server's memory per connection. The server runs as a separate process so that its memory
//! is its own.

use super::{BenchDatabase, Server, percentile};
use anyhow::{Context, Result, bail};
use futures_util::{SinkExt, StreamExt};
use indicatif::{ProgressBar, ProgressStyle};
use rand::Rng;
use serde_json::{Value, json};
use sqlx::postgres::PgPoolOptions;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use uuid::Uuid;

#[derive(clap::Args, Debug, Clone)]
pub struct WsOptions {
    /// Concurrent websocket clients, one round per number.
    #[arg(long, value_delimiter = ',', default_value = "5000,10000")]
    pub connections: Vec<usize>,
    /// Messages sent per round.
    #[arg(long, default_value_t = 20_000)]
    pub messages: usize,
    /// Clients sending at the same time.
    #[arg(long, default_value_t = 64)]
    pub senders: usize,
}

pub async fn ws(server_url: &str, options: &WsOptions) -> Result<()> {
    let largest = options.connections.iter().copied().max().unwrap_or(0);
    if largest < 2 || options.messages == 0 || options.senders == 0 {
        bail!("--connections needs at least 2, --messages and --senders at least 1");
    }
    let database = BenchDatabase::create(server_url).await?;
    let outcome = run(&database.url, options, largest).await;
    database.drop().await?;
    outcome
}

async fn run(url: &str, options: &WsOptions, largest: usize) -> Result<()> {
    let pool = PgPoolOptions::new().max_connections(4).connect(url).await?;
    migrations::MIGRATOR.run(&pool).await?;
    // People to chat: job seekers made in one statement (no password: they never log in;
    // their tokens are signed here with the server's secret).
    let users: Vec<Uuid> = sqlx::query_scalar(
        "INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at, activated_at)
         SELECT gen_random_uuid(), 'ws' || n || '@bench.example.org', 'Chatter', n::text, 'jobseeker', now(), now()
         FROM generate_series(1, $1) n RETURNING id",
    )
    .bind(largest as i64)
    .fetch_all(&pool)
    .await?;
    let mut server = Server::start(url, "ws").await?;
    let tokens = users
        .iter()
        .map(|user| server.token(*user))
        .collect::<Result<Vec<_>>>()?;
    let result = rounds(&server, &users, &tokens, options).await;
    server.child.kill().await?;
    pool.close().await;
    result
}

async fn rounds(server: &Server, users: &[Uuid], tokens: &[String], options: &WsOptions) -> Result<()> {
    for &connections in &options.connections {
        let idle = server.memory()?;
        let clients = connect(&server.address, &tokens[..connections]).await?;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let per_connection = server.memory()?.saturating_sub(idle) as f64 / connections as f64;
        let users = &users[..connections];
        // Flat out for throughput; then at half that rate, where latency means delivery time
        // rather than time spent queueing.
        let (delivered, seconds, _) = exchange(&clients, users, options.messages, options.senders, None).await?;
        let throughput = delivered as f64 / seconds;
        let paced = (options.messages / 2).max(1);
        let (_, _, mut latencies) = exchange(&clients, users, paced, options.senders, Some(throughput / 2.0)).await?;
        latencies.sort_by(f64::total_cmp);
        clients.close().await;
        println!(
            "\n{connections} connections: {delivered}/{} messages delivered in {seconds:.1} s = {throughput:.0} messages/s",
            options.messages
        );
        println!(
            "  at {:.0} messages/s: delivery latency p50 {:.1} ms, p99 {:.1} ms",
            throughput / 2.0,
            percentile(&latencies, 0.5),
            percentile(&latencies, 0.99)
        );
        println!("  server memory {:.1} KiB per connection", per_connection / 1024.0);
        // Let the server notice the closed sockets before the next round measures it.
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
    Ok(())
}

type Writer = futures_util::stream::SplitSink<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Message,
>;

struct Clients {
    writers: Vec<Arc<Mutex<Writer>>>,
    /// Messages carry the phase they were sent in; a phase counts only its own.
    phase: Arc<AtomicUsize>,
    latencies: Arc<std::sync::Mutex<Vec<f64>>>,
    delivered: Arc<AtomicUsize>,
    readers: Vec<tokio::task::JoinHandle<()>>,
    started: Instant,
}

async fn connect(address: &str, tokens: &[String]) -> Result<Clients> {
    let bar = ProgressBar::new(tokens.len() as u64)
        .with_style(ProgressStyle::with_template("connecting {bar:40} {pos}/{len}")?.progress_chars("=> "));
    let started = Instant::now();
    let latencies = Arc::new(std::sync::Mutex::new(Vec::new()));
    let delivered = Arc::new(AtomicUsize::new(0));
    let phase = Arc::new(AtomicUsize::new(0));
    let mut writers = Vec::with_capacity(tokens.len());
    let mut readers = Vec::with_capacity(tokens.len());
    for batch in tokens.chunks(200) {
        let handshakes = batch
            .iter()
            .map(|token| tokio_tungstenite::connect_async(format!("ws://{address}/ws/chat/?token={token}")));
        for connected in futures_util::future::join_all(handshakes).await {
            let (socket, _) = connected.context("a websocket handshake failed")?;
            let (writer, mut reader) = socket.split();
            writers.push(Arc::new(Mutex::new(writer)));
            let (latencies, delivered, phase) = (latencies.clone(), delivered.clone(), phase.clone());
            let me = writers.len() - 1;
            readers.push(tokio::spawn(async move {
                while let Some(Ok(Message::Text(text))) = reader.next().await {
                    let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else {
                        continue;
                    };
                    // The text is "<phase> <receiver index> <sent at, µs since start>"; the sender's
                    // echo and stragglers of an earlier phase are not counted.
                    let mut parts = frame["message"].as_str().unwrap_or_default().split(' ');
                    let sent_in = parts.next().and_then(|part| part.parse::<usize>().ok());
                    let receiver = parts.next().and_then(|part| part.parse::<usize>().ok());
                    let sent = parts.next().and_then(|part| part.parse::<u128>().ok());
                    if let (Some(sent_in), Some(receiver), Some(sent)) = (sent_in, receiver, sent)
                        && receiver == me
                        && sent_in == phase.load(Ordering::Relaxed)
                    {
                        let now = started.elapsed().as_micros();
                        latencies
                            .lock()
                            .unwrap_or_else(|poisoned| poisoned.into_inner())
                            .push((now - sent) as f64 / 1000.0);
                        delivered.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }));
        }
        bar.inc(batch.len() as u64);
    }
    bar.finish();
    Ok(Clients {
        writers,
        phase,
        latencies,
        delivered,
        readers,
        started,
    })
}

impl Clients {
    async fn close(self) {
        for writer in &self.writers {
            let _ = writer.lock().await.close().await;
        }
        for reader in self.readers {
            reader.abort();
        }
    }
}

/// Sends `count` messages between random pairs, as fast as possible or at `rate` per second,
/// and waits (at most 30 s) for them to arrive. Returns (delivered, seconds, latencies in ms).
async fn exchange(
    clients: &Clients,
    users: &[Uuid],
    count: usize,
    senders: usize,
    rate: Option<f64>,
) -> Result<(usize, f64, Vec<f64>)> {
    let phase = clients.phase.fetch_add(1, Ordering::Relaxed) + 1;
    clients.delivered.store(0, Ordering::Relaxed);
    clients
        .latencies
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .clear();
    let next = Arc::new(AtomicUsize::new(0));
    let began = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..senders {
        let (next, writers, users, started) = (next.clone(), clients.writers.clone(), users.to_vec(), clients.started);
        tasks.push(tokio::spawn(async move {
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count {
                    return;
                }
                if let Some(rate) = rate {
                    let due = began + Duration::from_secs_f64(index as f64 / rate);
                    tokio::time::sleep_until(due.into()).await;
                }
                let (from, to) = {
                    let mut rng = rand::rng();
                    let from = rng.random_range(0..users.len());
                    (from, (from + rng.random_range(1..users.len())) % users.len())
                };
                let text = format!("{phase} {to} {}", started.elapsed().as_micros());
                let frame = json!({"type": "send_message", "message": text, "receiver_id": users[to], "sender_id": users[from]});
                if writers[from].lock().await.send(Message::Text(frame.to_string().into())).await.is_err() {
                    return;
                }
            }
        }));
    }
    for task in tasks {
        task.await?;
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    while clients.delivered.load(Ordering::Relaxed) < count && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let seconds = began.elapsed().as_secs_f64();
    let latencies = std::mem::take(
        &mut *clients
            .latencies
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()),
    );
    Ok((clients.delivered.load(Ordering::Relaxed), seconds, latencies))
}
