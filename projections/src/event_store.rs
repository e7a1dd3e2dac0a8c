//! The event store: the Postgres event repository every aggregate is loaded from and stored
//! in, with personal fields sealed on the way in and opened on the way out (`privacy`), and
//! concurrent commands' events committed together; and the two ways the rest of Hire uses it,
//! loading an aggregate and running a command as someone.

use crate::batches::Batches;
use crate::privacy::{open, open_with, seal};
use crate::stored::{Metadata, ProjectionError};
use crate::timings::{Phase, timed};
use chrono::Utc;
use cqrs_es::persist::{
    PersistedEventRepository, PersistedEventStore, PersistenceError, ReplayStream, SerializedEvent, SerializedSnapshot,
};
use cqrs_es::{Aggregate, AggregateContext, AggregateError, CqrsFramework, EventStore};
use postgres_es::PostgresEventRepository;
use serde_json::Value;
use sqlx::PgPool;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use uuid::Uuid;

/// An aggregate's cqrs-es framework on the event store.
pub type HireCqrs<A> = CqrsFramework<A, PersistedEventStore<SealedEventRepository, A>>;

/// Loads an aggregate's current state from the event store.
pub async fn load<A: Aggregate + Clone>(pool: &PgPool, id: Uuid) -> Result<A, AggregateError<A::Error>> {
    let store = PersistedEventStore::<SealedEventRepository, A>::new_event_store(SealedEventRepository::new(
        pool.clone(),
        Appends::new(pool),
    ));
    Ok(store.load_aggregate(&id.to_string()).await?.aggregate().clone())
}

/// Runs a command as `actor`, recording who and when on its events, and counting it by
/// aggregate and outcome for the operator (`/metrics`).
pub async fn execute<A: Aggregate>(
    cqrs: &HireCqrs<A>,
    id: Uuid,
    command: A::Command,
    actor: Option<Uuid>,
) -> Result<(), AggregateError<A::Error>> {
    let started = std::time::Instant::now();
    let result = cqrs
        .execute_with_metadata(&id.to_string(), command, Metadata::new(actor, Utc::now()).into_map())
        .await;
    let outcome = match &result {
        Ok(()) => "committed",
        Err(AggregateError::UserError(_)) => "refused",
        Err(AggregateError::AggregateConflict) => "conflict",
        Err(_) => "failed",
    };
    metrics::histogram!("hire_command_duration_seconds", "aggregate" => A::TYPE)
        .record(started.elapsed().as_secs_f64());
    metrics::counter!("hire_commands_total", "aggregate" => A::TYPE, "outcome" => outcome).increment(1);
    result
}

/// The Postgres event store with the personal fields of events sealed on the way in and
/// opened on the way out: what every aggregate is loaded from and stored in.
pub struct SealedEventRepository {
    events: PostgresEventRepository,
    pool: PgPool,
    appends: Arc<Appends>,
}

/// One command's sealed events, to append to the store.
struct Append {
    aggregate_type: &'static str,
    events: Vec<SerializedEvent>,
}

/// Appends of concurrent commands, committed together (`batches`).
pub struct Appends(Batches<Append, Result<(), PersistenceError>>);

impl Appends {
    pub fn new(pool: &PgPool) -> Arc<Self> {
        let pool = pool.clone();
        Arc::new(Self(Batches::new(
            "appends",
            move |batch| {
                let pool = pool.clone();
                Box::pin(async move { append_together(&pool, batch).await })
            },
            |error| Err(PersistenceError::UnknownError(Box::new(error))),
        )))
    }
}

/// Appends commands' events in one statement, committed on its own: a statement stores all its
/// rows or none, so it needs no transaction around it, and an append costs one round trip, not
/// three (`BEGIN`, the insert, `COMMIT`). Optimistic concurrency stays per command: one whose
/// sequence an earlier command of the batch claims lost the race and stores nothing; if a
/// sequence is taken in the store, the statement stores nothing, and each command is tried
/// alone (`Batches`), the loser getting the conflict it would have got alone.
async fn append_together(pool: &PgPool, batch: &[Append]) -> Result<Vec<Result<(), PersistenceError>>, sqlx::Error> {
    let mut outcomes: Vec<Result<(), PersistenceError>> = Vec::with_capacity(batch.len());
    let mut claimed = HashSet::new();
    let mut rows = EventRows::default();
    for append in batch {
        let keys: Vec<(&str, &str, i64)> = append
            .events
            .iter()
            .map(|event| {
                (
                    append.aggregate_type,
                    event.aggregate_id.as_str(),
                    event.sequence as i64,
                )
            })
            .collect();
        if keys.iter().any(|key| claimed.contains(key)) {
            outcomes.push(Err(PersistenceError::OptimisticLockError));
            continue;
        }
        claimed.extend(keys);
        rows.push(append);
        outcomes.push(Ok(()));
    }
    let stored = sqlx::query(
        "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
         SELECT t, i, s, e, v, p::json, m::json FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[]) AS u(t, i, s, e, v, p, m)",
    )
    .bind(&rows.types)
    .bind(&rows.ids)
    .bind(&rows.sequences)
    .bind(&rows.event_types)
    .bind(&rows.versions)
    .bind(&rows.payloads)
    .bind(&rows.metadata)
    .execute(pool)
    .await;
    match stored {
        Ok(_) => Ok(outcomes),
        Err(error) if batch.len() == 1 && is_taken(&error) => Ok(vec![Err(PersistenceError::OptimisticLockError)]),
        Err(error) => Err(error),
    }
}

/// Whether a statement failed because a row's key (an aggregate's sequence) was already stored.
fn is_taken(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .is_some_and(|error| error.is_unique_violation())
}

/// Events column by column, for one statement.
#[derive(Default)]
struct EventRows<'a> {
    types: Vec<&'a str>,
    ids: Vec<&'a str>,
    sequences: Vec<i64>,
    event_types: Vec<&'a str>,
    versions: Vec<&'a str>,
    payloads: Vec<&'a Value>,
    metadata: Vec<&'a Value>,
}

impl<'a> EventRows<'a> {
    fn push(&mut self, append: &'a Append) {
        for event in &append.events {
            self.types.push(append.aggregate_type);
            self.ids.push(&event.aggregate_id);
            self.sequences.push(event.sequence as i64);
            self.event_types.push(&event.event_type);
            self.versions.push(&event.event_version);
            self.payloads.push(&event.payload);
            self.metadata.push(&event.metadata);
        }
    }
}

impl SealedEventRepository {
    /// A repository whose appends are committed together with those of every repository
    /// sharing `appends`.
    pub fn new(pool: PgPool, appends: Arc<Appends>) -> Self {
        Self {
            events: PostgresEventRepository::new(pool.clone()),
            pool,
            appends,
        }
    }

    async fn opened(&self, mut events: Vec<SerializedEvent>) -> Result<Vec<SerializedEvent>, PersistenceError> {
        let mut db = self
            .pool
            .acquire()
            .await
            .map_err(|error| PersistenceError::ConnectionError(Box::new(error)))?;
        open(&mut db, &mut events).await.map_err(persistence)?;
        Ok(events)
    }

    async fn replayed(&self, events: Result<Vec<SerializedEvent>, PersistenceError>) -> ReplayStream {
        let (mut feed, stream) = ReplayStream::new(events.as_ref().map_or(1, |events| events.len().max(1)));
        match events {
            Ok(events) => {
                for event in events {
                    if feed.push(Ok(event)).await.is_err() {
                        break;
                    }
                }
            }
            Err(error) => {
                let _closed = feed.push(Err(error)).await;
            }
        }
        stream
    }
}

/// An event as the store keeps it, with its application's key when that was asked for.
#[derive(sqlx::FromRow)]
struct StoredRow {
    aggregate_type: String,
    aggregate_id: String,
    sequence: i64,
    event_type: String,
    event_version: String,
    payload: Value,
    metadata: Value,
    own_key: Option<Vec<u8>>,
}

impl From<StoredRow> for SerializedEvent {
    fn from(row: StoredRow) -> Self {
        SerializedEvent::new(
            row.aggregate_id,
            row.sequence as usize,
            row.aggregate_type,
            row.event_type,
            row.event_version,
            row.payload,
            row.metadata,
        )
    }
}

fn connection(error: sqlx::Error) -> PersistenceError {
    PersistenceError::ConnectionError(Box::new(error))
}

fn persistence(error: ProjectionError) -> PersistenceError {
    PersistenceError::UnknownError(Box::new(error))
}

impl PersistedEventRepository for SealedEventRepository {
    /// An application's events come with its key in the same statement: loading it before a
    /// command is then one round trip, not two.
    async fn get_events<A: Aggregate>(&self, aggregate_id: &str) -> Result<Vec<SerializedEvent>, PersistenceError> {
        timed(Phase::Load, async {
            let own_key = (A::TYPE == "application")
                .then(|| aggregate_id.parse::<Uuid>().ok())
                .flatten();
            let mut db = self.pool.acquire().await.map_err(connection)?;
            let rows: Vec<StoredRow> = sqlx::query_as(
                "SELECT aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata,
                        (SELECT key FROM personal_keys WHERE application_id = $3) AS own_key
                 FROM events WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY sequence",
            )
            .bind(A::TYPE)
            .bind(aggregate_id)
            .bind(own_key)
            .fetch_all(&mut *db)
            .await
            .map_err(connection)?;
            let keys: HashMap<Uuid, Option<Vec<u8>>> = match (own_key, rows.first()) {
                (Some(application), Some(first)) => HashMap::from([(application, first.own_key.clone())]),
                _ => HashMap::new(),
            };
            let mut events: Vec<SerializedEvent> = rows.into_iter().map(SerializedEvent::from).collect();
            open_with(&mut db, &mut events, keys).await.map_err(persistence)?;
            Ok(events)
        })
        .await
    }

    async fn get_last_events<A: Aggregate>(
        &self,
        aggregate_id: &str,
        last_sequence: usize,
    ) -> Result<Vec<SerializedEvent>, PersistenceError> {
        timed(Phase::Load, async {
            self.opened(self.events.get_last_events::<A>(aggregate_id, last_sequence).await?)
                .await
        })
        .await
    }

    async fn get_snapshot<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<Option<SerializedSnapshot>, PersistenceError> {
        self.events.get_snapshot::<A>(aggregate_id).await
    }

    async fn persist<A: Aggregate>(
        &self,
        events: &[SerializedEvent],
        snapshot_update: Option<(String, Value, usize)>,
    ) -> Result<(), PersistenceError> {
        timed(Phase::Append, async {
            let mut sealed = events.to_vec();
            seal(&self.pool, &mut sealed).await.map_err(persistence)?;
            if snapshot_update.is_some() {
                return self.events.persist::<A>(&sealed, snapshot_update).await;
            }
            let append = Append {
                aggregate_type: A::TYPE,
                events: sealed,
            };
            self.appends
                .0
                .run(append)
                .await
                .unwrap_or_else(|stopped| Err(persistence(stopped.into())))
        })
        .await
    }

    async fn stream_events<A: Aggregate>(&self, aggregate_id: &str) -> Result<ReplayStream, PersistenceError> {
        Ok(self.replayed(self.get_events::<A>(aggregate_id).await).await)
    }

    async fn stream_all_events<A: Aggregate>(&self) -> Result<ReplayStream, PersistenceError> {
        let mut db = self
            .pool
            .acquire()
            .await
            .map_err(|error| PersistenceError::ConnectionError(Box::new(error)))?;
        let rows: Vec<String> =
            sqlx::query_scalar("SELECT DISTINCT aggregate_id FROM events WHERE aggregate_type = $1")
                .bind(A::TYPE)
                .fetch_all(&mut *db)
                .await
                .map_err(|error| PersistenceError::ConnectionError(Box::new(error)))?;
        let mut all = Vec::new();
        for aggregate_id in rows {
            all.extend(self.get_events::<A>(&aggregate_id).await?);
        }
        Ok(self.replayed(Ok(all)).await)
    }
}
