//! Webhooks, as an outbox written with the views: each hiring event a company's endpoints
//! subscribe to becomes a delivery in `webhook_deliveries`, which the API's sender signs and
//! POSTs.
//!
//! Deliveries are written in the views' transaction, so one is queued exactly when its event's
//! checkpoint moves; its id comes from the event, the endpoint and the webhook type besides.
//! Replay rebuilds views only, so it never calls anyone. An endpoint hears only what happened
//! after it was registered.

use crate::engine::{ProjectionError, StoredEvent, View};
use async_trait::async_trait;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::InterviewEvent;
use domain::hiring::offer::OfferEvent;
use domain::webhooks::{self, WebhookEventType};
use serde_json::{Map, Value, json};
use sqlx::PgConnection;
use uuid::Uuid;

pub struct Webhooks;

/// The ids every payload of an application's events carries, read from the store: the views
/// may not have caught up with the event yet.
struct ApplicationIds {
    company_id: Uuid,
    job_id: Uuid,
}

impl Webhooks {
    async fn application_ids(
        db: &mut PgConnection,
        application: Uuid,
    ) -> Result<Option<ApplicationIds>, ProjectionError> {
        let submitted: Option<Value> = sqlx::query_scalar(
            "SELECT payload::jsonb FROM events WHERE aggregate_type = 'application' AND aggregate_id = $1 AND sequence = 1",
        )
        .bind(application.to_string())
        .fetch_optional(&mut *db)
        .await?;
        let Some(submitted) = submitted else { return Ok(None) };
        let fact = |name: &str| {
            submitted
                .pointer(&format!("/Submitted/{name}"))
                .and_then(Value::as_str)
                .and_then(|id| id.parse().ok())
        };
        Ok(fact("company_id")
            .zip(fact("job_id"))
            .map(|(company_id, job_id)| ApplicationIds { company_id, job_id }))
    }

    /// The application an interview or offer belongs to, from its first event.
    async fn application_of(
        db: &mut PgConnection,
        event: &StoredEvent,
        first_event: &str,
    ) -> Result<Option<Uuid>, ProjectionError> {
        let first: Option<Value> = sqlx::query_scalar(
            "SELECT payload::jsonb FROM events WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence = 1",
        )
        .bind(&event.aggregate_type)
        .bind(&event.aggregate_id)
        .fetch_optional(&mut *db)
        .await?;
        Ok(first
            .as_ref()
            .and_then(|payload| payload.pointer(&format!("/{first_event}/application_id")))
            .and_then(Value::as_str)
            .and_then(|id| id.parse().ok()))
    }

    async fn enqueue(
        db: &mut PgConnection,
        event: &StoredEvent,
        kind: WebhookEventType,
        company_id: Uuid,
        mut data: Map<String, Value>,
    ) -> Result<(), ProjectionError> {
        data.insert("company_id".into(), json!(company_id));
        let payload = json!({
            "type": kind.as_str(),
            "timestamp": event.metadata.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            "data": data,
        })
        .to_string();
        let endpoints: Vec<Uuid> = sqlx::query_scalar(
            "SELECT id FROM webhook_endpoints
             WHERE company_id = $1 AND enabled AND $2 = ANY (event_types) AND created_at <= $3",
        )
        .bind(company_id)
        .bind(kind.as_str())
        .bind(event.metadata.at)
        .fetch_all(&mut *db)
        .await?;
        for endpoint in endpoints {
            let id = Uuid::new_v5(
                &Uuid::NAMESPACE_OID,
                format!("{}:{}:{endpoint}", event.key(), kind.as_str()).as_bytes(),
            );
            sqlx::query(
                "INSERT INTO webhook_deliveries (id, endpoint_id, company_id, event_type, payload)
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING",
            )
            .bind(id)
            .bind(endpoint)
            .bind(company_id)
            .bind(kind.as_str())
            .bind(&payload)
            .execute(&mut *db)
            .await?;
        }
        Ok(())
    }
}

fn ids(pairs: &[(&str, Uuid)]) -> Map<String, Value> {
    pairs.iter().map(|(name, id)| ((*name).to_owned(), json!(id))).collect()
}

#[async_trait]
impl View for Webhooks {
    fn name(&self) -> &'static str {
        "webhooks"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application", "interview", "offer"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["webhook_deliveries"]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let (kinds, application_id, mut data) = match event.aggregate_type.as_str() {
            "application" => {
                let kinds = webhooks::application_events(&event.decode::<ApplicationEvent>()?);
                (kinds, Some(event.id()?), Map::new())
            }
            "interview" => {
                let Some(kind) = webhooks::interview_event(&event.decode::<InterviewEvent>()?) else {
                    return Ok(());
                };
                let application = Self::application_of(db, event, "Scheduled").await?;
                (
                    vec![(kind, json!({}))],
                    application,
                    ids(&[("interview_id", event.id()?)]),
                )
            }
            "offer" => {
                let Some(kind) = webhooks::offer_event(&event.decode::<OfferEvent>()?) else {
                    return Ok(());
                };
                let application = Self::application_of(db, event, "Sent").await?;
                (vec![(kind, json!({}))], application, ids(&[("offer_id", event.id()?)]))
            }
            _ => return Ok(()),
        };
        let Some(application_id) = application_id.filter(|_| !kinds.is_empty()) else {
            return Ok(());
        };
        let Some(application) = Self::application_ids(db, application_id).await? else {
            return Ok(());
        };
        data.extend(ids(&[
            ("application_id", application_id),
            ("job_id", application.job_id),
        ]));
        for (kind, extra) in kinds {
            let mut data = data.clone();
            if let Value::Object(extra) = extra {
                data.extend(extra);
            }
            Self::enqueue(db, event, kind, application.company_id, data).await?;
        }
        Ok(())
    }
}
