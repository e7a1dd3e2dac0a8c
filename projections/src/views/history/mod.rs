//! `application_history`: the audit trail of each application. Its own events, and the events
//! of its interviews and offers, each with who did it and when. Private note texts stay out:
//! the trail says a note was added, the notes view holds the text.

pub mod read;

use crate::copy::CopyRows;
use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::privacy::personal_fields;
use serde_json::Value;
use sqlx::PgConnection;
use std::collections::HashMap;
use uuid::Uuid;

pub struct History;

/// The application and company an event is about: the first event of each aggregate names
/// them; later events of the same aggregate find them in the rows written before.
async fn subject(
    db: &mut PgConnection,
    event: &StoredEvent,
    data: &Value,
) -> Result<Option<(Uuid, Uuid)>, ProjectionError> {
    if let Some(subject) = named_subject(event, data)? {
        return Ok(Some(subject));
    }
    Ok(sqlx::query_as("SELECT application_id, company_id FROM application_history WHERE aggregate_type = $1 AND aggregate_id = $2 LIMIT 1")
        .bind(&event.aggregate_type)
        .bind(event.id()?)
        .fetch_optional(db)
        .await?)
}

/// Erases the personal fields in an anonymised application's trail, as its events read once
/// their key is destroyed (domain::privacy::PERSONAL_FIELDS).
async fn erase_trail(db: &mut PgConnection, application: Uuid) -> Result<(), ProjectionError> {
    let rows: Vec<(String, Uuid, i64, String, Value)> = sqlx::query_as(
        "SELECT aggregate_type, aggregate_id, sequence, event_type, data FROM application_history WHERE application_id = $1",
    )
    .bind(application)
    .fetch_all(&mut *db)
    .await?;
    for (aggregate_type, aggregate_id, sequence, event_type, mut data) in rows {
        let mut erased = false;
        for field in personal_fields(&aggregate_type, &event_type) {
            if let Some(value) = data.pointer_mut(field.pointer_in_variant()) {
                *value = field.erased.value();
                erased = true;
            }
        }
        if erased {
            sqlx::query(
                "UPDATE application_history SET data = $4 WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence = $3",
            )
            .bind(&aggregate_type)
            .bind(aggregate_id)
            .bind(sequence)
            .bind(&data)
            .execute(&mut *db)
            .await?;
        }
    }
    Ok(())
}

/// What the trail keeps of an event's payload: its fields, without a note's text.
fn trail_data(event: &StoredEvent) -> Value {
    // Events are externally tagged enums: {"Variant": {fields}} or "Variant".
    let mut data = match &event.payload {
        Value::Object(map) => map.values().next().cloned().unwrap_or(Value::Null),
        _ => Value::Null,
    };
    if let Value::Object(fields) = &mut data {
        fields.remove("text");
    }
    data
}

/// The application and company an event names itself, if it names both.
fn named_subject(event: &StoredEvent, data: &Value) -> Result<Option<(Uuid, Uuid)>, ProjectionError> {
    let named = |key: &str| {
        data.get(key)
            .and_then(Value::as_str)
            .and_then(|text| text.parse::<Uuid>().ok())
    };
    let application = if event.aggregate_type == "application" {
        Some(event.id()?)
    } else {
        named("application_id")
    };
    Ok(application.zip(named("company_id")))
}

/// A run of events with no anonymisation among them, written to the trail in one statement.
/// Events that do not name their application and company find them in the run's earlier
/// events of their aggregate, or else in one look-up of the rows written before.
#[derive(Default)]
struct Run<'a> {
    events: Vec<&'a StoredEvent>,
    data: Vec<Value>,
    subjects: Vec<Option<(Uuid, Uuid)>>,
    named: HashMap<(&'a str, Uuid), (Uuid, Uuid)>,
}

impl<'a> Run<'a> {
    fn take(&mut self, event: &'a StoredEvent) -> Result<(), ProjectionError> {
        let data = trail_data(event);
        let key = (event.aggregate_type.as_str(), event.id()?);
        let subject = match named_subject(event, &data)? {
            Some(subject) => {
                self.named.entry(key).or_insert(subject);
                Some(subject)
            }
            None => self.named.get(&key).copied(),
        };
        self.events.push(event);
        self.data.push(data);
        self.subjects.push(subject);
        Ok(())
    }

    async fn write(mut self, db: &mut PgConnection) -> Result<(), ProjectionError> {
        if self.events.is_empty() {
            return Ok(());
        }
        let unnamed: Vec<usize> = (0..self.events.len())
            .filter(|&at| self.subjects[at].is_none())
            .collect();
        if !unnamed.is_empty() {
            let types: Vec<&str> = unnamed
                .iter()
                .map(|&at| self.events[at].aggregate_type.as_str())
                .collect();
            let ids = unnamed
                .iter()
                .map(|&at| self.events[at].id())
                .collect::<Result<Vec<_>, _>>()?;
            let written: HashMap<(String, Uuid), (Uuid, Uuid)> = sqlx::query_as(
                "SELECT DISTINCT ON (h.aggregate_type, h.aggregate_id) h.aggregate_type, h.aggregate_id, h.application_id, h.company_id
                 FROM application_history h JOIN unnest($1::text[], $2::uuid[]) AS u(aggregate_type, aggregate_id)
                   ON h.aggregate_type = u.aggregate_type AND h.aggregate_id = u.aggregate_id",
            )
            .bind(&types)
            .bind(&ids)
            .fetch_all(&mut *db)
            .await?
            .into_iter()
            .map(|(kind, id, application, company)| ((kind, id), (application, company)))
            .collect();
            for (at, (kind, id)) in unnamed.into_iter().zip(types.into_iter().zip(ids)) {
                let Some(&subject) = written.get(&(kind.to_owned(), id)) else {
                    return Err(ProjectionError::Command(format!(
                        "{} has no application",
                        self.events[at].key()
                    )));
                };
                self.subjects[at] = Some(subject);
            }
        }
        let mut rows = CopyRows::into(
            "application_history",
            &[
                "aggregate_type",
                "aggregate_id",
                "sequence",
                "application_id",
                "company_id",
                "event_type",
                "actor",
                "at",
                "data",
            ],
        );
        for ((event, (application, company)), data) in
            self.events.iter().zip(self.subjects.iter().flatten()).zip(&self.data)
        {
            rows.row();
            rows.field(&event.aggregate_type)?;
            rows.field(&event.id()?)?;
            rows.field(&event.sequence)?;
            rows.field(application)?;
            rows.field(company)?;
            rows.field(&event.event_type)?;
            rows.field(&event.metadata.actor)?;
            rows.field(&event.metadata.at)?;
            rows.field(data)?;
        }
        rows.write(db).await
    }
}

#[async_trait]
impl View for History {
    fn name(&self) -> &'static str {
        "history"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application", "interview", "offer"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["application_history"]
    }

    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        let mut run = Run::default();
        for event in events {
            if event.event_type == "ApplicationAnonymised" {
                std::mem::take(&mut run).write(db).await?;
                self.apply(db, event).await?;
            } else {
                run.take(event)?;
            }
        }
        run.write(db).await
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let data = trail_data(event);
        if event.event_type == "ApplicationAnonymised" {
            erase_trail(db, event.id()?).await?;
        }
        let Some((application, company)) = subject(db, event, &data).await? else {
            return Err(ProjectionError::Command(format!("{} has no application", event.key())));
        };
        sqlx::query(
            "INSERT INTO application_history (aggregate_type, aggregate_id, sequence, application_id, company_id, event_type, actor, at, data)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&event.aggregate_type)
        .bind(event.id()?)
        .bind(event.sequence)
        .bind(application)
        .bind(company)
        .bind(&event.event_type)
        .bind(event.metadata.actor)
        .bind(event.metadata.at)
        .bind(&data)
        .execute(db)
        .await?;
        Ok(())
    }
}
