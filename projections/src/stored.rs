//! An event as the projections see it, whatever its aggregate's Rust type, with who caused it
//! and when; and what can go wrong while projecting one.

use crate::batches::WriterStopped;
use chrono::{DateTime, Utc};
use cqrs_es::{Aggregate, DomainEvent, EventEnvelope};
use serde::de::DeserializeOwned;
use serde_json::Value;
use sqlx::Row;
use std::collections::HashMap;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum ProjectionError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("event {event} cannot be read: {error}")]
    Decode { event: String, error: serde_json::Error },
    #[error("{0}")]
    Command(String),
    #[error("search index: {0}")]
    Search(#[from] search::SearchError),
    #[error("personal data: {0}")]
    Sealing(String),
    #[error("a batch writer (appends or views) stopped")]
    WriterStopped,
}

impl From<WriterStopped> for ProjectionError {
    fn from(_: WriterStopped) -> Self {
        Self::WriterStopped
    }
}

/// Who caused an event and when; every event carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    pub actor: Option<Uuid>,
    pub at: DateTime<Utc>,
}

impl Metadata {
    pub fn new(actor: Option<Uuid>, at: DateTime<Utc>) -> Self {
        Self { actor, at }
    }

    pub fn into_map(self) -> HashMap<String, String> {
        let mut map = HashMap::from([("at".to_owned(), self.at.to_rfc3339())]);
        if let Some(actor) = self.actor {
            map.insert("actor".into(), actor.to_string());
        }
        map
    }

    fn from_map(map: &HashMap<String, String>) -> Self {
        Self {
            actor: map.get("actor").and_then(|actor| actor.parse().ok()),
            at: map
                .get("at")
                .and_then(|at| at.parse().ok())
                .unwrap_or(DateTime::UNIX_EPOCH),
        }
    }
}

/// An event as stored, independent of its aggregate's Rust type.
#[derive(Debug, Clone)]
pub struct StoredEvent {
    pub aggregate_type: String,
    pub aggregate_id: String,
    pub sequence: i64,
    pub event_type: String,
    pub payload: Value,
    pub metadata: Metadata,
}

impl StoredEvent {
    pub fn from_envelope<A: Aggregate>(envelope: &EventEnvelope<A>) -> Result<Self, ProjectionError> {
        let payload = serde_json::to_value(&envelope.payload).map_err(|error| ProjectionError::Decode {
            event: envelope.payload.event_type(),
            error,
        })?;
        Ok(Self {
            aggregate_type: A::TYPE.to_owned(),
            aggregate_id: envelope.aggregate_id.clone(),
            sequence: envelope.sequence as i64,
            event_type: envelope.payload.event_type(),
            payload,
            metadata: Metadata::from_map(&envelope.metadata),
        })
    }

    pub(crate) fn from_row(row: &sqlx::postgres::PgRow) -> Result<Self, ProjectionError> {
        let metadata: Value = row.try_get("metadata")?;
        let metadata: HashMap<String, String> = serde_json::from_value(metadata).unwrap_or_default();
        Ok(Self {
            aggregate_type: row.try_get("aggregate_type")?,
            aggregate_id: row.try_get("aggregate_id")?,
            sequence: row.try_get("sequence")?,
            event_type: row.try_get("event_type")?,
            payload: row.try_get("payload")?,
            metadata: Metadata::from_map(&metadata),
        })
    }

    /// The aggregate's id as a UUID (all Hire aggregates have UUID ids).
    pub fn id(&self) -> Result<Uuid, ProjectionError> {
        self.aggregate_id
            .parse()
            .map_err(|_| ProjectionError::Command(format!("aggregate id {} is not a UUID", self.aggregate_id)))
    }

    pub fn decode<E: DeserializeOwned>(&self) -> Result<E, ProjectionError> {
        E::deserialize(&self.payload).map_err(|error| ProjectionError::Decode {
            event: self.event_type.clone(),
            error,
        })
    }

    /// A key unique to this event, for rows that must be made once per event.
    pub fn key(&self) -> String {
        format!("{}:{}:{}", self.aggregate_type, self.aggregate_id, self.sequence)
    }
}
