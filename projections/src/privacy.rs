//! Personal data in the event store, sealed so that it can be erased without rewriting an
//! event (crypto-shredding).
//!
//! Every personal field of an event (`domain::privacy::PERSONAL_FIELDS`) is stored sealed
//! with its application's key (AES-256-GCM), kept in `personal_keys` beside the person it
//! belongs to. Reading an event opens its sealed fields; once the key is destroyed they read
//! as erased, so a replay builds views in which the person is gone. The sealed text names the
//! application whose key opens it: reading needs no lookup of the event's subject.

use crate::batches::Batches;
use crate::engine::{ProjectionError, StoredEvent};
use crate::timings::{Phase, timed};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD_NO_PAD as BASE64;
use cqrs_es::Aggregate;
use cqrs_es::persist::{PersistedEventRepository, PersistenceError, ReplayStream, SerializedEvent, SerializedSnapshot};
use domain::privacy::{PersonalField, personal_fields};
use postgres_es::PostgresEventRepository;
use ring::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use ring::rand::{SecureRandom, SystemRandom};
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use uuid::Uuid;

const SEALED: &str = "sealed:v1:";

/// The parts of a stored event that sealing reads and changes.
pub trait EventParts {
    fn parts(&mut self) -> (&str, &str, &str, &mut Value);
}

impl EventParts for StoredEvent {
    fn parts(&mut self) -> (&str, &str, &str, &mut Value) {
        (
            &self.aggregate_type,
            &self.aggregate_id,
            &self.event_type,
            &mut self.payload,
        )
    }
}

impl EventParts for SerializedEvent {
    fn parts(&mut self) -> (&str, &str, &str, &mut Value) {
        (
            &self.aggregate_type,
            &self.aggregate_id,
            &self.event_type,
            &mut self.payload,
        )
    }
}

fn broken(error: impl std::fmt::Display) -> ProjectionError {
    ProjectionError::Sealing(error.to_string())
}

/// The personal fields an event holds a value in.
fn present(aggregate_type: &str, event_type: &str, payload: &Value) -> Vec<&'static PersonalField> {
    personal_fields(aggregate_type, event_type)
        .filter(|field| payload.pointer(field.pointer).is_some_and(|value| !value.is_null()))
        .collect()
}

/// The fields inside an event's variant: `{"Variant": {fields}}`.
fn variant_field<'a>(payload: &'a Value, name: &str) -> Option<&'a Value> {
    payload.as_object()?.values().next()?.get(name)
}

fn uuid_in(value: Option<&Value>) -> Option<Uuid> {
    value?.as_str()?.parse().ok()
}

async fn first_payload(
    db: &mut PgConnection,
    aggregate_type: &str,
    aggregate_id: &str,
) -> Result<Option<Value>, ProjectionError> {
    Ok(sqlx::query_scalar(
        "SELECT payload::jsonb FROM events WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence = 1",
    )
    .bind(aggregate_type)
    .bind(aggregate_id)
    .fetch_optional(db)
    .await?)
}

/// The application an event is about: its own id, or the one its interview or offer was
/// made for (named in the aggregate's first event).
async fn application_of(
    db: &mut PgConnection,
    known: &mut HashMap<String, Uuid>,
    aggregate_type: &str,
    aggregate_id: &str,
    payload: &Value,
) -> Result<Uuid, ProjectionError> {
    if aggregate_type == "application" {
        return aggregate_id.parse().map_err(broken);
    }
    if let Some(application) = known.get(aggregate_id) {
        return Ok(*application);
    }
    let application = match uuid_in(variant_field(payload, "application_id")) {
        Some(application) => application,
        None => first_payload(db, aggregate_type, aggregate_id)
            .await?
            .and_then(|first| uuid_in(variant_field(&first, "application_id")))
            .ok_or_else(|| broken(format!("{aggregate_type} {aggregate_id} names no application")))?,
    };
    known.insert(aggregate_id.to_owned(), application);
    Ok(application)
}

/// The application's key, made when its first personal value is sealed; `None` once erased.
async fn key_of(
    db: &mut PgConnection,
    application: Uuid,
    submitted: &Value,
) -> Result<Option<Vec<u8>>, ProjectionError> {
    let kept: Option<Option<Vec<u8>>> = sqlx::query_scalar("SELECT key FROM personal_keys WHERE application_id = $1")
        .bind(application)
        .fetch_optional(&mut *db)
        .await?;
    if let Some(key) = kept {
        return Ok(key);
    }
    let person = match uuid_in(variant_field(submitted, "jobseeker_id")) {
        Some(person) => person,
        None => first_payload(db, "application", &application.to_string())
            .await?
            .and_then(|first| uuid_in(variant_field(&first, "jobseeker_id")))
            .ok_or_else(|| broken(format!("application {application} names no job seeker")))?,
    };
    let mut key = vec![0; AES_256_GCM.key_len()];
    SystemRandom::new()
        .fill(&mut key)
        .map_err(|_| broken("no randomness for a key"))?;
    Ok(sqlx::query_scalar(
        "INSERT INTO personal_keys (application_id, person_id, key) VALUES ($1, $2, $3)
         ON CONFLICT (application_id) DO UPDATE SET application_id = EXCLUDED.application_id
         RETURNING key",
    )
    .bind(application)
    .bind(person)
    .bind(&key)
    .fetch_one(db)
    .await?)
}

fn cipher(key: &[u8]) -> Result<LessSafeKey, ProjectionError> {
    Ok(LessSafeKey::new(
        UnboundKey::new(&AES_256_GCM, key).map_err(|_| broken("a key of the wrong length"))?,
    ))
}

fn seal_value(key: &[u8], application: Uuid, value: &Value) -> Result<String, ProjectionError> {
    let mut nonce = [0; NONCE_LEN];
    SystemRandom::new()
        .fill(&mut nonce)
        .map_err(|_| broken("no randomness for a nonce"))?;
    let mut sealed = serde_json::to_vec(value).map_err(broken)?;
    cipher(key)?
        .seal_in_place_append_tag(
            Nonce::assume_unique_for_key(nonce),
            Aad::from(application.as_bytes()),
            &mut sealed,
        )
        .map_err(|_| broken("sealing failed"))?;
    let mut bytes = nonce.to_vec();
    bytes.extend(sealed);
    Ok(format!("{SEALED}{application}:{}", BASE64.encode(bytes)))
}

fn open_value(key: &[u8], application: Uuid, sealed: &str) -> Result<Value, ProjectionError> {
    let mut bytes = BASE64.decode(sealed).map_err(broken)?;
    if bytes.len() < NONCE_LEN {
        return Err(broken("a sealed value too short to hold its nonce"));
    }
    let mut sealed = bytes.split_off(NONCE_LEN);
    let nonce = Nonce::try_assume_unique_for_key(&bytes).map_err(|_| broken("a bad nonce"))?;
    let plain = cipher(key)?
        .open_in_place(nonce, Aad::from(application.as_bytes()), &mut sealed)
        .map_err(|_| {
            broken(format!(
                "a sealed value of application {application} does not open with its key"
            ))
        })?;
    serde_json::from_slice(plain).map_err(broken)
}

/// The application a sealed value belongs to, and its sealed text.
fn sealed_parts(value: &Value) -> Option<(Uuid, &str)> {
    let (application, sealed) = value.as_str()?.strip_prefix(SEALED)?.split_once(':')?;
    Some((application.parse().ok()?, sealed))
}

/// Seals the personal fields of events about to be stored. An application whose key is
/// destroyed gets its fields' erased values instead: nothing personal about an erased person
/// is stored again.
pub async fn seal<E: EventParts>(pool: &PgPool, events: &mut [E]) -> Result<(), ProjectionError> {
    let mut db = None;
    let mut known = HashMap::new();
    for event in events.iter_mut() {
        let (aggregate_type, aggregate_id, event_type, payload) = event.parts();
        let fields = present(aggregate_type, event_type, payload);
        if fields.is_empty() {
            continue;
        }
        if db.is_none() {
            db = Some(pool.acquire().await?);
        }
        let db = db.as_mut().expect("acquired above");
        let application = application_of(db, &mut known, aggregate_type, aggregate_id, payload).await?;
        let key = key_of(db, application, payload).await?;
        for field in fields {
            let value = payload.pointer_mut(field.pointer).expect("present above");
            *value = match &key {
                Some(key) => Value::String(seal_value(key, application, value)?),
                None => field.erased.value(),
            };
        }
    }
    Ok(())
}

/// Opens the sealed fields of events read from the store; those whose key is destroyed read
/// as erased.
pub async fn open<E: EventParts>(db: &mut PgConnection, events: &mut [E]) -> Result<(), ProjectionError> {
    open_with(db, events, HashMap::new()).await
}

/// `open`, with the keys of some applications already read (`None`: none kept, or destroyed).
async fn open_with<E: EventParts>(
    db: &mut PgConnection,
    events: &mut [E],
    mut keys: HashMap<Uuid, Option<Vec<u8>>>,
) -> Result<(), ProjectionError> {
    let mut applications: Vec<Uuid> = Vec::new();
    for event in events.iter_mut() {
        let (aggregate_type, _, event_type, payload) = event.parts();
        for field in personal_fields(aggregate_type, event_type) {
            if let Some((application, _)) = payload.pointer(field.pointer).and_then(sealed_parts) {
                applications.push(application);
            }
        }
    }
    applications.retain(|application| !keys.contains_key(application));
    if !applications.is_empty() {
        applications.sort_unstable();
        applications.dedup();
        let kept: Vec<(Uuid, Option<Vec<u8>>)> =
            sqlx::query_as("SELECT application_id, key FROM personal_keys WHERE application_id = ANY($1)")
                .bind(&applications)
                .fetch_all(db)
                .await?;
        keys.extend(kept);
    }
    for event in events.iter_mut() {
        let (aggregate_type, _, event_type, payload) = event.parts();
        for field in personal_fields(aggregate_type, event_type) {
            let Some(value) = payload.pointer_mut(field.pointer) else {
                continue;
            };
            let Some((application, sealed)) = sealed_parts(value) else {
                continue;
            };
            *value = match keys.get(&application) {
                Some(Some(key)) => open_value(key, application, sealed)?,
                _ => field.erased.value(),
            };
        }
    }
    Ok(())
}

/// Events delivered live carry the values the command made. If the application's key was
/// destroyed before, the store kept the erased values (`seal`): the views get those too.
pub async fn erase_where_destroyed(pool: &PgPool, events: &mut [StoredEvent]) -> Result<(), ProjectionError> {
    let mut db = None;
    let mut known = HashMap::new();
    for event in events.iter_mut() {
        let (aggregate_type, aggregate_id, event_type, payload) = event.parts();
        // An application's first event comes before any erasure of it.
        if event_type == "ApplicationSubmitted" || present(aggregate_type, event_type, payload).is_empty() {
            continue;
        }
        if db.is_none() {
            db = Some(pool.acquire().await?);
        }
        let db = db.as_mut().expect("acquired above");
        let application = application_of(db, &mut known, aggregate_type, aggregate_id, payload).await?;
        let destroyed: bool =
            sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM personal_keys WHERE application_id = $1 AND key IS NULL)")
                .bind(application)
                .fetch_one(&mut **db)
                .await?;
        if destroyed {
            domain::privacy::erase_personal_fields(aggregate_type, event_type, payload);
        }
    }
    Ok(())
}

/// Destroys the keys of these applications, so their personal fields in the event store read
/// as erased from now on and the person they belonged to is forgotten, and deletes the mails
/// about them, which copied their personal data.
pub async fn destroy_keys(db: &mut PgConnection, applications: &[Uuid]) -> Result<(), ProjectionError> {
    sqlx::query(
        "UPDATE personal_keys SET key = NULL, person_id = NULL, erased_at = now()
         WHERE application_id = ANY($1) AND key IS NOT NULL",
    )
    .bind(applications)
    .execute(&mut *db)
    .await?;
    sqlx::query("DELETE FROM outbox_emails WHERE application_id = ANY($1)")
        .bind(applications)
        .execute(db)
        .await?;
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn key() -> Vec<u8> {
        vec![7; AES_256_GCM.key_len()]
    }

    #[test]
    fn a_sealed_value_opens_with_its_key_as_it_was() {
        let application = Uuid::from_u128(1);
        let value = json!({"salary": 5000, "note": "Ada Lovelace"});

        let sealed = seal_value(&key(), application, &value).unwrap();

        assert!(!sealed.contains("Ada"));
        let sealed = Value::String(sealed);
        let (named, text) = sealed_parts(&sealed).unwrap();
        assert_eq!(named, application);
        assert_eq!(open_value(&key(), application, text).unwrap(), value);
    }

    #[test]
    fn a_sealed_value_does_not_open_for_another_application() {
        let sealed = seal_value(&key(), Uuid::from_u128(1), &json!("Ada")).unwrap();
        let sealed = Value::String(sealed);
        let (_, text) = sealed_parts(&sealed).unwrap();

        assert!(open_value(&key(), Uuid::from_u128(2), text).is_err());
    }

    #[test]
    fn a_plain_value_is_not_taken_for_a_sealed_one() {
        assert!(sealed_parts(&json!("sealed: not really")).is_none());
        assert!(sealed_parts(&json!(42)).is_none());
    }
}
