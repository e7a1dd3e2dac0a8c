//! `application_history`: the audit trail of each application. Its own events, and the events
//! of its interviews and offers, each with who did it and when. Private note texts stay out:
//! the trail says a note was added, the notes view holds the text.

use crate::engine::{ProjectionError, StoredEvent, View};
use async_trait::async_trait;
use domain::privacy::personal_fields;
use serde_json::Value;
use sqlx::PgConnection;
use uuid::Uuid;

pub struct History;

/// The application and company an event is about: the first event of each aggregate names
/// them; later events of the same aggregate find them in the rows written before.
async fn subject(
    db: &mut PgConnection,
    event: &StoredEvent,
    data: &Value,
) -> Result<Option<(Uuid, Uuid)>, ProjectionError> {
    let id = event.id()?;
    let named = |key: &str| {
        data.get(key)
            .and_then(Value::as_str)
            .and_then(|text| text.parse::<Uuid>().ok())
    };
    let application = if event.aggregate_type == "application" {
        Some(id)
    } else {
        named("application_id")
    };
    if let (Some(application), Some(company)) = (application, named("company_id")) {
        return Ok(Some((application, company)));
    }
    Ok(sqlx::query_as("SELECT application_id, company_id FROM application_history WHERE aggregate_type = $1 AND aggregate_id = $2 LIMIT 1")
        .bind(&event.aggregate_type)
        .bind(id)
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

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        // Events are externally tagged enums: {"Variant": {fields}} or "Variant".
        let mut data = match &event.payload {
            Value::Object(map) => map.values().next().cloned().unwrap_or(Value::Null),
            _ => Value::Null,
        };
        if let Value::Object(fields) = &mut data {
            fields.remove("text");
        }
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
