//! Webhooks, as an outbox written with the views: each hiring event a company's endpoints
//! subscribe to becomes a delivery in `webhook_deliveries`, which the API's sender signs and
//! POSTs ([`outbox`]), and a company reads in its delivery log ([`read`]).
//!
//! Deliveries are written in the views' transaction, so one is queued exactly when its event's
//! checkpoint moves; its id comes from the event, the endpoint and the webhook type besides.
//! Replay rebuilds views only, so it never calls anyone. An endpoint hears only what happened
//! after it was registered.

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::hiring::application::ApplicationEvent;
use domain::hiring::interview::InterviewEvent;
use domain::hiring::offer::OfferEvent;
use domain::webhooks::{self, WebhookEventType};
use serde_json::{Map, Value, json};
use sqlx::PgConnection;
use std::collections::HashMap;
use uuid::Uuid;

pub mod outbox;
pub mod read;

pub struct Webhooks;

/// What one event announces: the webhook types with their extra data, about an application.
struct Announcement<'a> {
    event: &'a StoredEvent,
    kinds: Vec<(WebhookEventType, Value)>,
    /// An application's id, or the interview or offer aggregate whose first event names it.
    about: About,
    data: Map<String, Value>,
}

enum About {
    Application(Uuid),
    FirstEventOf { first_event: &'static str },
}

/// The first stored event of each of these aggregates, read from the store: the views may not
/// have caught up with them yet. One statement for all of them.
///
/// Both first-event reads look each aggregate up by its key, in a subquery that `OFFSET 0` keeps
/// the planner from merging into the join: on a young events table, not yet analysed, it
/// estimated a single first event in the whole store and read every one of them, for every
/// batch, at a cost growing with the store.
async fn first_events(
    db: &mut PgConnection,
    aggregates: &[(&str, String)],
) -> Result<HashMap<(String, String), Value>, ProjectionError> {
    if aggregates.is_empty() {
        return Ok(HashMap::new());
    }
    let (types, ids): (Vec<&str>, Vec<&str>) = aggregates.iter().map(|(kind, id)| (*kind, id.as_str())).unzip();
    let rows: Vec<(String, String, Value)> = sqlx::query_as(
        "SELECT e.aggregate_type, e.aggregate_id, e.payload::jsonb FROM unnest($1::text[], $2::text[]) AS u(t, i)
         CROSS JOIN LATERAL (SELECT aggregate_type, aggregate_id, payload FROM events
                             WHERE aggregate_type = u.t AND aggregate_id = u.i AND sequence = 1 OFFSET 0) AS e",
    )
    .bind(&types)
    .bind(&ids)
    .fetch_all(&mut *db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(kind, id, payload)| ((kind, id), payload))
        .collect())
}

/// The first stored event (`Submitted`) of each of these applications whose company has an
/// enabled endpoint: a batch about companies that listen to nothing, most of them, ends here,
/// without reading the endpoints. One statement for all of them.
async fn submitted_to_listening_companies(
    db: &mut PgConnection,
    applications: &[String],
) -> Result<HashMap<String, Value>, ProjectionError> {
    if applications.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(String, Value)> = sqlx::query_as(
        "SELECT e.aggregate_id, e.payload::jsonb FROM unnest($1::text[]) AS u(i)
         CROSS JOIN LATERAL (SELECT aggregate_id, payload FROM events
                             WHERE aggregate_type = 'application' AND aggregate_id = u.i AND sequence = 1 OFFSET 0) AS e
         WHERE EXISTS (SELECT 1 FROM webhook_endpoints w
                       WHERE w.company_id = (e.payload -> 'Submitted' ->> 'company_id')::uuid AND w.enabled)",
    )
    .bind(applications)
    .fetch_all(&mut *db)
    .await?;
    Ok(rows.into_iter().collect())
}

fn id_in(payload: &Value, pointer: &str) -> Option<Uuid> {
    payload
        .pointer(pointer)
        .and_then(Value::as_str)
        .and_then(|id| id.parse().ok())
}

fn ids(pairs: &[(&str, Uuid)]) -> Map<String, Value> {
    pairs.iter().map(|(name, id)| ((*name).to_owned(), json!(id))).collect()
}

/// A delivery's body: what happened (`kind`), when, and the ids and facts of `data`.
fn payload(kind: &str, at: DateTime<Utc>, data: Map<String, Value>) -> String {
    json!({
        "type": kind,
        "timestamp": at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "data": data,
    })
    .to_string()
}

impl<'a> Announcement<'a> {
    fn of(event: &'a StoredEvent) -> Result<Option<Self>, ProjectionError> {
        let (kinds, about, data) = match event.aggregate_type.as_str() {
            "application" => (
                webhooks::application_events(&event.decode::<ApplicationEvent>()?),
                About::Application(event.id()?),
                Map::new(),
            ),
            "interview" => {
                let Some(kind) = webhooks::interview_event(&event.decode::<InterviewEvent>()?) else {
                    return Ok(None);
                };
                (
                    vec![(kind, json!({}))],
                    About::FirstEventOf {
                        first_event: "Scheduled",
                    },
                    ids(&[("interview_id", event.id()?)]),
                )
            }
            "offer" => {
                let Some(kind) = webhooks::offer_event(&event.decode::<OfferEvent>()?) else {
                    return Ok(None);
                };
                (
                    vec![(kind, json!({}))],
                    About::FirstEventOf { first_event: "Sent" },
                    ids(&[("offer_id", event.id()?)]),
                )
            }
            _ => return Ok(None),
        };
        Ok((!kinds.is_empty()).then_some(Self {
            event,
            kinds,
            about,
            data,
        }))
    }
}

/// A company's endpoint and what it subscribed to.
struct Endpoint {
    id: Uuid,
    company_id: Uuid,
    event_types: Vec<String>,
    created_at: DateTime<Utc>,
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
        self.apply_all(db, &[event]).await
    }

    /// A batch of events costs at most four statements, whatever its size: the interviews' and
    /// offers' applications, the applications' company and job (of companies with endpoints),
    /// the companies' endpoints, and the deliveries.
    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        let mut announcements = Vec::new();
        for event in events {
            announcements.extend(Announcement::of(event)?);
        }
        if announcements.is_empty() {
            return Ok(());
        }
        let asked: Vec<(&str, String)> = announcements
            .iter()
            .filter(|announcement| matches!(announcement.about, About::FirstEventOf { .. }))
            .map(|announcement| {
                (
                    announcement.event.aggregate_type.as_str(),
                    announcement.event.aggregate_id.clone(),
                )
            })
            .collect();
        let firsts = first_events(db, &asked).await?;
        let mut about_application = Vec::with_capacity(announcements.len());
        for announcement in &announcements {
            about_application.push(match announcement.about {
                About::Application(id) => Some(id),
                About::FirstEventOf { first_event } => firsts
                    .get(&(
                        announcement.event.aggregate_type.clone(),
                        announcement.event.aggregate_id.clone(),
                    ))
                    .and_then(|payload| id_in(payload, &format!("/{first_event}/application_id"))),
            });
        }
        let applications: Vec<String> = about_application.iter().flatten().map(Uuid::to_string).collect();
        let submitted = submitted_to_listening_companies(db, &applications).await?;
        // (company, job) of each application whose company listens
        let parties: HashMap<Uuid, (Uuid, Uuid)> = submitted
            .iter()
            .filter_map(|(id, payload)| {
                let company = id_in(payload, "/Submitted/company_id")?;
                let job = id_in(payload, "/Submitted/job_id")?;
                Some((id.parse().ok()?, (company, job)))
            })
            .collect();
        let mut companies: Vec<Uuid> = parties.values().map(|(company, _)| *company).collect();
        companies.sort_unstable();
        companies.dedup();
        if companies.is_empty() {
            return Ok(());
        }
        let endpoints: Vec<Endpoint> = sqlx::query_as::<_, (Uuid, Uuid, Vec<String>, DateTime<Utc>)>(
            "SELECT id, company_id, event_types, created_at FROM webhook_endpoints WHERE company_id = ANY($1) AND enabled",
        )
        .bind(&companies)
        .fetch_all(&mut *db)
        .await?
        .into_iter()
        .map(|(id, company_id, event_types, created_at)| Endpoint {
            id,
            company_id,
            event_types,
            created_at,
        })
        .collect();
        if endpoints.is_empty() {
            return Ok(());
        }
        let mut deliveries = Deliveries::default();
        for (announcement, application_id) in announcements.iter().zip(about_application) {
            let Some((application_id, (company_id, job_id))) =
                application_id.and_then(|id| parties.get(&id).map(|parties| (id, *parties)))
            else {
                continue;
            };
            let event = announcement.event;
            let mut data = announcement.data.clone();
            data.extend(ids(&[("application_id", application_id), ("job_id", job_id)]));
            for (kind, extra) in &announcement.kinds {
                let subscribed: Vec<&Endpoint> = endpoints
                    .iter()
                    .filter(|endpoint| {
                        endpoint.company_id == company_id
                            && endpoint.event_types.iter().any(|wanted| wanted == kind.as_str())
                            && endpoint.created_at <= event.metadata.at
                    })
                    .collect();
                if subscribed.is_empty() {
                    continue;
                }
                let mut data = data.clone();
                if let Value::Object(extra) = extra {
                    data.extend(extra.clone());
                }
                data.insert("company_id".into(), json!(company_id));
                let payload = payload(kind.as_str(), event.metadata.at, data);
                for endpoint in subscribed {
                    deliveries.ids.push(Uuid::new_v5(
                        &Uuid::NAMESPACE_OID,
                        format!("{}:{}:{}", event.key(), kind.as_str(), endpoint.id).as_bytes(),
                    ));
                    deliveries.endpoints.push(endpoint.id);
                    deliveries.companies.push(company_id);
                    deliveries.event_types.push(kind.as_str());
                    deliveries.payloads.push(payload.clone());
                }
            }
        }
        deliveries.write(db).await
    }
}

/// Deliveries to queue, column by column for one statement.
#[derive(Default)]
struct Deliveries {
    ids: Vec<Uuid>,
    endpoints: Vec<Uuid>,
    companies: Vec<Uuid>,
    event_types: Vec<&'static str>,
    payloads: Vec<String>,
}

impl Deliveries {
    async fn write(self, db: &mut PgConnection) -> Result<(), ProjectionError> {
        if self.ids.is_empty() {
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO webhook_deliveries (id, endpoint_id, company_id, event_type, payload)
             SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[])
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(&self.ids)
        .bind(&self.endpoints)
        .bind(&self.companies)
        .bind(&self.event_types)
        .bind(&self.payloads)
        .execute(db)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::{Connection, PgConnection};

    #[test]
    fn the_delivery_log_shows_every_kind_of_body_exactly_as_sent() {
        // Given a body of each shape the outbox sends
        let at = DateTime::parse_from_rfc3339("2026-03-01T09:30:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let (company, application, job) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let about = |extra: &[(&str, Uuid)]| {
            let mut data = ids(&[
                ("company_id", company),
                ("application_id", application),
                ("job_id", job),
            ]);
            data.extend(ids(extra));
            data
        };
        let mut moved = about(&[]);
        moved.extend([
            ("from".to_owned(), json!("applied")),
            ("to".to_owned(), json!("in_review")),
        ]);
        let mut rejected = about(&[]);
        rejected.insert("status".to_owned(), json!("rejected_by_company"));
        let bodies = [
            payload("application.submitted", at, about(&[])),
            payload("application.moved", at, moved),
            payload("application.rejected", at, rejected),
            payload(
                "interview.scheduled",
                at,
                about(&[("interview_id", Uuid::from_u128(4))]),
            ),
            payload("offer.sent", at, about(&[("offer_id", Uuid::from_u128(5))])),
            payload(
                domain::webhooks::TEST_EVENT_TYPE,
                at,
                ids(&[("company_id", company), ("endpoint_id", Uuid::from_u128(6))]),
            ),
        ];

        for body in bodies {
            // When the delivery log reads it
            let read = read::WebhookPayload::parse(&body).unwrap();

            // Then it shows the same JSON
            assert_eq!(
                serde_json::to_value(&read).unwrap(),
                serde_json::from_str::<Value>(&body).unwrap()
            );
        }
    }

    /// A store of `count` submitted applications and `count` scheduled interviews, never
    /// analysed, as after a burst on a young database.
    async fn young_store(count: i32) -> PgConnection {
        let url = migrations::testing::fresh_database().await.unwrap();
        let mut db = PgConnection::connect(&url).await.unwrap();
        sqlx::query(
            "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
             SELECT kind, gen_random_uuid()::text, 1, first_event, '1.0',
                    json_build_object(first_event, json_build_object('company_id', gen_random_uuid(),
                                                                     'application_id', gen_random_uuid())),
                    '{}'
             FROM generate_series(1, $1), (VALUES ('application', 'Submitted'), ('interview', 'Scheduled')) AS f(kind, first_event)",
        )
        .bind(count)
        .execute(&mut db)
        .await
        .unwrap();
        db
    }

    /// A batch's worth of aggregates of this kind.
    async fn some(db: &mut PgConnection, kind: &str) -> Vec<String> {
        sqlx::query_scalar("SELECT aggregate_id FROM events WHERE aggregate_type = $1 LIMIT 8")
            .bind(kind)
            .fetch_all(db)
            .await
            .unwrap()
    }

    /// (rows fetched through an index, sequential scans) of the events table by this session,
    /// counted since its statistics were last reported: never within a transaction.
    async fn events_read(db: &mut PgConnection) -> (i64, i64) {
        sqlx::query_as("SELECT idx_tup_fetch, seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'events'")
            .fetch_one(db)
            .await
            .unwrap()
    }

    /// Whether, between these two counts, the events table was read by key only, at most one
    /// row per aggregate asked.
    fn read_by_key((fetched_before, scans_before): (i64, i64), (fetched, scans): (i64, i64), asked: usize) -> bool {
        scans == scans_before && fetched - fetched_before <= asked as i64
    }

    #[tokio::test]
    async fn an_applications_first_event_is_read_by_its_key_however_many_the_store_holds() {
        let mut db = young_store(500).await;
        let applications = some(&mut db, "application").await;
        let mut batch = db.begin().await.unwrap();
        let before = events_read(&mut batch).await;

        submitted_to_listening_companies(&mut batch, &applications)
            .await
            .unwrap();

        assert!(read_by_key(before, events_read(&mut batch).await, applications.len()));
    }

    #[tokio::test]
    async fn an_interviews_first_event_is_read_by_its_key_however_many_the_store_holds() {
        let mut db = young_store(500).await;
        let interviews: Vec<(&str, String)> = some(&mut db, "interview")
            .await
            .into_iter()
            .map(|id| ("interview", id))
            .collect();
        let mut batch = db.begin().await.unwrap();
        let before = events_read(&mut batch).await;

        let firsts = first_events(&mut batch, &interviews).await.unwrap();

        assert!(read_by_key(before, events_read(&mut batch).await, interviews.len()));
        assert_eq!(firsts.len(), interviews.len());
    }
}
