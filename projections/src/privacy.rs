//! Personal data in the event store, sealed so that it can be erased without rewriting an
//! event (crypto-shredding).
//!
//! Every personal field of an event (`domain::privacy::PERSONAL_FIELDS`) is stored sealed
//! with its application's key (AES-256-GCM), kept in `personal_keys` beside the person it
//! belongs to. Reading an event opens its sealed fields; once the key is destroyed they read
//! as erased, so a replay builds views in which the person is gone. The sealed text names the
//! application whose key opens it: reading needs no lookup of the event's subject.

use crate::stored::{ProjectionError, StoredEvent};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD_NO_PAD as BASE64;
use cqrs_es::persist::SerializedEvent;
use domain::privacy::{PersonalField, personal_fields};
use ring::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use ring::rand::{SecureRandom, SystemRandom};
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use std::collections::HashMap;
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
pub(crate) async fn open_with<E: EventParts>(
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
/// about them, which copied their personal data, and their self-identification answers.
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
        .execute(&mut *db)
        .await?;
    sqlx::query("DELETE FROM self_identifications WHERE application_id = ANY($1)")
        .bind(applications)
        .execute(db)
        .await?;
    Ok(())
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
