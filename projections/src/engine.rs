//! The projection engine: checkpoints, live delivery, catch-up and replay of stored events.

use crate::batches::Batches;
use crate::privacy;
use crate::stored::{ProjectionError, StoredEvent};
use crate::timings;
use async_trait::async_trait;
use cqrs_es::{Aggregate, EventEnvelope, Query};
use sqlx::{PgConnection, PgPool};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use tokio::sync::Notify;

/// A view's table that a replay's build leaves unfinished, and the statement that finishes it.
pub struct FinishedWhenFull {
    pub table: &'static str,
    pub statement: &'static str,
}

/// A read model: applies events to its tables inside the transaction that also moves its
/// checkpoint, so a view and its checkpoint never disagree.
#[async_trait]
pub trait View: Send + Sync {
    fn name(&self) -> &'static str;
    fn aggregate_types(&self) -> &'static [&'static str];
    /// The tables it alone writes; replay empties them.
    fn tables(&self) -> &'static [&'static str];
    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError>;
    /// The event types of `aggregate_type` it applies, if not all: a replay reads only those.
    fn only(&self, _aggregate_type: &str) -> Option<&'static [&'static str]> {
        None
    }
    /// Applies events the view has not seen, in order, grouped by aggregate. A view that would
    /// write a row or two per event overrides it to fold the events in memory and write them in
    /// a few set-based statements: a replay hands it thousands at a time. Whatever it does must
    /// leave its tables as `apply` of each event in turn would.
    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        for event in events {
            self.apply(db, event).await?;
        }
        Ok(())
    }
    /// What a replay's build applies: `apply_all`, unless the view leaves some of its tables
    /// for `finished_when_full` to finish.
    async fn rebuild_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        self.apply_all(db, events).await
    }
    /// Tables of its own that `rebuild_all` leaves unfinished, each with the statement a replay
    /// finishes it with once the view's copies are full, before building its keys and indexes:
    /// for sums that many pages add to, appending each page's and adding them up once costs
    /// less than keeping one row per key page by page.
    fn finished_when_full(&self) -> &'static [FinishedWhenFull] {
        &[]
    }
    /// Indexes on its tables that only the view's readers use, never its own writes: a replay
    /// builds them once the copies are full, one sort each instead of an insert per row.
    fn read_only_indexes(&self) -> &'static [&'static str] {
        &[]
    }
    /// Runs in the replay's swap, right after the rebuilt tables took the live ones' place, for
    /// what is derived from them outside the view (the search index).
    async fn swapped_in(&self, _db: &mut PgConnection) -> Result<(), ProjectionError> {
        Ok(())
    }
}

/// Reacts to events with commands on other aggregates. Its commands must be idempotent: a
/// crash between a command and the checkpoint makes it run again.
#[async_trait]
pub trait ProcessManager: Send + Sync {
    fn name(&self) -> &'static str;
    fn aggregate_types(&self) -> &'static [&'static str];
    async fn handle(&self, event: &StoredEvent) -> Result<(), ProjectionError>;
}

#[derive(Clone)]
pub enum Subscriber {
    View(Arc<dyn View>),
    /// Applied like a view, in the views' transaction, but never rebuilt: what it writes is
    /// sent out of the system (mails, webhook calls), and a replay would send it all again.
    Outbox(Arc<dyn View>),
    Process(Arc<dyn ProcessManager>),
}

impl Subscriber {
    pub fn name(&self) -> &'static str {
        match self {
            Self::View(view) | Self::Outbox(view) => view.name(),
            Self::Process(process) => process.name(),
        }
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        match self {
            Self::View(view) | Self::Outbox(view) => view.aggregate_types(),
            Self::Process(process) => process.aggregate_types(),
        }
    }

    fn wants(&self, aggregate_type: &str) -> bool {
        self.aggregate_types().contains(&aggregate_type)
    }
}

// The payloads go out as the store keeps them (json): a cast to jsonb would parse each one
// and print it again only to be parsed once more here.
const SELECT_EVENTS: &str = "SELECT aggregate_type, aggregate_id, sequence, event_type, payload, metadata FROM events";

/// The last event of an aggregate a process manager has handled (0 if none).
async fn checkpoint(db: &mut PgConnection, name: &str, event: &StoredEvent) -> Result<i64, ProjectionError> {
    Ok(sqlx::query_scalar(
        "SELECT coalesce((SELECT last_sequence FROM projection_checkpoints
                          WHERE projection = $1 AND aggregate_type = $2 AND aggregate_id = $3), 0)",
    )
    .bind(name)
    .bind(&event.aggregate_type)
    .bind(&event.aggregate_id)
    .fetch_one(&mut *db)
    .await?)
}

/// Records that a process manager has handled `event`.
async fn advance(db: &mut PgConnection, name: &str, event: &StoredEvent) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence) VALUES ($1, $2, $3, $4)
         ON CONFLICT (projection, aggregate_type, aggregate_id)
         DO UPDATE SET last_sequence = GREATEST(projection_checkpoints.last_sequence, EXCLUDED.last_sequence)",
    )
    .bind(name)
    .bind(&event.aggregate_type)
    .bind(&event.aggregate_id)
    .bind(event.sequence)
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// The events of one aggregate after `after`, from the store.
async fn events_after(
    db: &mut PgConnection,
    event: &StoredEvent,
    after: i64,
) -> Result<Vec<StoredEvent>, ProjectionError> {
    let rows = sqlx::query(&format!(
        "{SELECT_EVENTS} WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence > $3 ORDER BY sequence"
    ))
    .bind(&event.aggregate_type)
    .bind(&event.aggregate_id)
    .bind(after)
    .fetch_all(&mut *db)
    .await?;
    opened(db, &rows).await
}

/// The view whose checkpoints a key names: its name, or a generation's `~name@millis` (or
/// `name@millis`, made before generations had partitions of their own): `checkpoint_key` in the
/// migrations, and `Replay::prepare`.
pub(crate) fn view_of_key(key: &str) -> &str {
    key.split_once('@')
        .map_or(key, |(view, _)| view.strip_prefix('~').unwrap_or(view))
}

/// The events of one aggregate to hand a subscriber whose checkpoint is `before`: `events`, or
/// the store's from `before` on if it missed some in between (a failed delivery, a replay's
/// swap). Those at or before the checkpoint are for the caller to skip.
async fn since_checkpoint<'a>(
    db: &mut PgConnection,
    events: &'a [StoredEvent],
    before: i64,
) -> Result<Cow<'a, [StoredEvent]>, ProjectionError> {
    let first = &events[0];
    Ok(if before < first.sequence - 1 {
        Cow::Owned(events_after(db, first, before).await?)
    } else {
        Cow::Borrowed(events)
    })
}

/// Applies to a view, in one `apply_all`, each aggregate's events after its checkpoint.
/// Returns the sequence the view has reached in each.
async fn apply_all(
    db: &mut PgConnection,
    view: &dyn View,
    aggregates: &[(Cow<'_, [StoredEvent]>, i64)],
) -> Result<Vec<i64>, ProjectionError> {
    let mut reached = Vec::with_capacity(aggregates.len());
    let mut unseen = Vec::new();
    for (events, before) in aggregates {
        let after: Vec<&StoredEvent> = events.iter().filter(|event| event.sequence > *before).collect();
        reached.push(after.last().map_or(*before, |last| last.sequence));
        unseen.extend(after);
    }
    if !unseen.is_empty() {
        view.apply_all(db, &unseen).await?;
    }
    Ok(reached)
}

/// One command's events of one aggregate, for the views (and outboxes) that take them.
struct Delivery {
    views: Vec<Arc<dyn View>>,
    events: Vec<StoredEvent>,
}

/// An aggregate's events from one or more deliveries, in order.
struct Arrived<'a> {
    aggregate_type: &'a str,
    aggregate_id: &'a str,
    views: &'a [Arc<dyn View>],
    events: Vec<StoredEvent>,
}

/// Applies deliveries to their views inside `db`'s transaction, skipping what each view
/// already has. However many aggregates and views, their checkpoints are created, locked and
/// read in one statement and advanced in another, and each view takes each aggregate type's
/// events in one `apply_all`: a batch of concurrent commands costs the round trips of one.
async fn apply_deliveries_in(db: &mut PgConnection, deliveries: &[Delivery]) -> Result<(), ProjectionError> {
    // Two commands in a row on one aggregate may arrive together: its events are applied once,
    // in order. Aggregates are taken in (type, id) order, as a catch-up page takes them.
    let mut by_aggregate: BTreeMap<(&str, &str), Arrived> = BTreeMap::new();
    for delivery in deliveries {
        for event in &delivery.events {
            by_aggregate
                .entry((&event.aggregate_type, &event.aggregate_id))
                .or_insert_with(|| Arrived {
                    aggregate_type: &event.aggregate_type,
                    aggregate_id: &event.aggregate_id,
                    views: &delivery.views,
                    events: Vec::new(),
                })
                .events
                .push(event.clone());
        }
    }
    let mut arrived: Vec<Arrived> = by_aggregate.into_values().collect();
    for aggregate in &mut arrived {
        aggregate.events.sort_by_key(|event| event.sequence);
        aggregate.events.dedup_by_key(|event| event.sequence);
    }
    // One checkpoint per aggregate and view, in that order in every delivery.
    let mut names = Vec::new();
    let mut types = Vec::new();
    let mut ids = Vec::new();
    for aggregate in &arrived {
        for view in aggregate.views {
            names.push(view.name());
            types.push(aggregate.aggregate_type);
            ids.push(aggregate.aggregate_id);
        }
    }
    // ON CONFLICT DO UPDATE locks the rows as FOR UPDATE would and returns the latest committed
    // sequences. Each view's key is looked up once, not once per aggregate.
    let locked: HashMap<(String, String, String), (String, i64)> = sqlx::query_as(
        "WITH arrived AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS u(name, t, i, position)),
              keys AS (SELECT name, checkpoint_key(name) AS key FROM (SELECT DISTINCT name FROM arrived) AS views)
         INSERT INTO projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence)
         SELECT keys.key, arrived.t, arrived.i, 0 FROM arrived JOIN keys USING (name) ORDER BY arrived.position
         ON CONFLICT (projection, aggregate_type, aggregate_id)
         DO UPDATE SET last_sequence = projection_checkpoints.last_sequence
         RETURNING projection, aggregate_type, aggregate_id, last_sequence",
    )
    .bind(&names)
    .bind(&types)
    .bind(&ids)
    .fetch_all(&mut *db)
    .await?
    .into_iter()
    .map(|(key, kind, id, last): (String, String, String, i64)| {
        ((view_of_key(&key).to_owned(), kind, id), (key, last))
    })
    .collect();
    let mut first_checkpoint = Vec::with_capacity(arrived.len());
    let mut slots = 0;
    for aggregate in &arrived {
        first_checkpoint.push(slots);
        slots += aggregate.views.len();
    }
    let mut reached = vec![0_i64; slots];
    let mut start = 0;
    for same_type in arrived.chunk_by(|a, b| a.aggregate_type == b.aggregate_type) {
        for (position, view) in same_type[0].views.iter().enumerate() {
            let mut pending = Vec::with_capacity(same_type.len());
            for aggregate in same_type {
                let key = (
                    view.name().to_owned(),
                    aggregate.aggregate_type.to_owned(),
                    aggregate.aggregate_id.to_owned(),
                );
                let before = locked.get(&key).map_or(0, |(_, last)| *last);
                pending.push((since_checkpoint(db, &aggregate.events, before).await?, before));
            }
            let reached_in_each = apply_all(db, view.as_ref(), &pending).await?;
            for (offset, sequence) in reached_in_each.into_iter().enumerate() {
                reached[first_checkpoint[start + offset] + position] = sequence;
            }
        }
        start += same_type.len();
    }
    // The rows locked above, by the keys they were locked under.
    let keys: Vec<&str> = names
        .iter()
        .zip(&types)
        .zip(&ids)
        .map(|((name, kind), id)| {
            locked
                .get(&((*name).to_owned(), (*kind).to_owned(), (*id).to_owned()))
                .map_or(*name, |(key, _)| key.as_str())
        })
        .collect();
    // The rows exist and are locked, so this upsert only ever updates; it is one because it
    // finds each row by the key's index whatever the statistics say, where an UPDATE joined
    // to the arrays was planned as a scan of every checkpoint while the table was young.
    sqlx::query(
        "INSERT INTO projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
         ON CONFLICT (projection, aggregate_type, aggregate_id)
         DO UPDATE SET last_sequence = GREATEST(projection_checkpoints.last_sequence, EXCLUDED.last_sequence)",
    )
    .bind(&keys)
    .bind(&types)
    .bind(&ids)
    .bind(&reached)
    .execute(&mut *db)
    .await?;
    Ok(())
}

async fn apply_deliveries(pool: &PgPool, deliveries: &[Delivery]) -> Result<(), ProjectionError> {
    let mut tx = pool.begin().await?;
    apply_deliveries_in(&mut tx, deliveries).await?;
    tx.commit().await?;
    Ok(())
}

/// Hands a process manager one aggregate's events it has not handled. No connection is held
/// while its commands run: they need connections of their own, and a chain of process
/// managers each holding one would exhaust the pool under load.
async fn run_process(
    pool: &PgPool,
    process: &dyn ProcessManager,
    events: &[StoredEvent],
) -> Result<(), ProjectionError> {
    let Some(first) = events.first() else { return Ok(()) };
    let (last, pending) = {
        let mut db = pool.acquire().await?;
        let last = checkpoint(&mut db, process.name(), first).await?;
        (last, since_checkpoint(&mut db, events, last).await?)
    };
    for event in pending.iter().filter(|event| event.sequence > last) {
        process.handle(event).await?;
        advance(&mut *pool.acquire().await?, process.name(), event).await?;
    }
    Ok(())
}

/// Events are read, and applied to a view in one transaction, this many at a time.
const PAGE: i64 = 2000;
/// A replay's pages are larger: its views fold them in memory, and fewer pages are fewer
/// statements.
const REPLAY_PAGE: i64 = 10_000;

/// The next page of an aggregate type's events that subscriber `name` has not handled, after
/// `after` (aggregate id, sequence), opened. Keyset pages within one aggregate type follow the
/// store's primary key, so each page is an index range scan however large the store is.
async fn unhandled_page(
    db: &mut PgConnection,
    name: &str,
    aggregate_type: &str,
    after: &(String, i64),
) -> Result<Vec<StoredEvent>, ProjectionError> {
    let rows = sqlx::query(&format!(
        "{SELECT_EVENTS} e
         WHERE e.aggregate_type = $2 AND (e.aggregate_id, e.sequence) > ($3, $4)
           AND e.sequence > coalesce((
             SELECT c.last_sequence FROM projection_checkpoints c
             WHERE c.projection = checkpoint_key($1) AND c.aggregate_type = e.aggregate_type AND c.aggregate_id = e.aggregate_id), 0)
         ORDER BY e.aggregate_id, e.sequence
         LIMIT $5"
    ))
    .bind(name)
    .bind(aggregate_type)
    .bind(&after.0)
    .bind(after.1)
    .bind(PAGE)
    .fetch_all(&mut *db)
    .await?;
    opened(db, &rows).await
}

/// The next page of an aggregate type's events after `after`, of `event_types` only if given,
/// opened: what a replay reads, with no checkpoint to compare.
pub(crate) async fn page_after(
    db: &mut PgConnection,
    aggregate_type: &str,
    event_types: Option<&[&str]>,
    after: &(String, i64),
) -> Result<Vec<StoredEvent>, ProjectionError> {
    let rows = sqlx::query(&format!(
        "{SELECT_EVENTS}
         WHERE aggregate_type = $1 AND (aggregate_id, sequence) > ($2, $3) AND ($4::text[] IS NULL OR event_type = ANY($4))
         ORDER BY aggregate_id, sequence
         LIMIT $5"
    ))
    .bind(aggregate_type)
    .bind(&after.0)
    .bind(after.1)
    .bind(event_types)
    .bind(REPLAY_PAGE)
    .fetch_all(&mut *db)
    .await?;
    opened(db, &rows).await
}

/// Stored events from their rows, their sealed fields opened.
async fn opened(db: &mut PgConnection, rows: &[sqlx::postgres::PgRow]) -> Result<Vec<StoredEvent>, ProjectionError> {
    let mut events = rows.iter().map(StoredEvent::from_row).collect::<Result<Vec<_>, _>>()?;
    privacy::open(db, &mut events).await?;
    Ok(events)
}

/// Hands a subscriber every event it has not handled yet, in one pass over the store;
/// `progress` hears the running count. Returns the number handled. A view commits a page at a
/// time.
pub async fn catch_up(
    pool: &PgPool,
    subscriber: &Subscriber,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<u64, ProjectionError> {
    let mut handled = 0;
    for aggregate_type in subscriber.aggregate_types() {
        let mut after = (String::new(), 0_i64);
        loop {
            let count = match subscriber {
                Subscriber::View(view) | Subscriber::Outbox(view) => {
                    let mut tx = pool.begin().await?;
                    let count = catch_up_page(&mut tx, view.as_ref(), aggregate_type, &mut after).await?;
                    tx.commit().await?;
                    count
                }
                Subscriber::Process(process) => {
                    let events =
                        unhandled_page(&mut *pool.acquire().await?, process.name(), aggregate_type, &after).await?;
                    if let Some(last) = events.last() {
                        after = (last.aggregate_id.clone(), last.sequence);
                    }
                    for group in events.chunk_by(|a, b| a.aggregate_id == b.aggregate_id) {
                        run_process(pool, process.as_ref(), group).await?;
                    }
                    events.len()
                }
            };
            if count == 0 {
                break;
            }
            handled += count as u64;
            progress(handled);
        }
    }
    Ok(handled)
}

/// Applies the next unhandled page after `after` to a view and moves `after` past it.
/// Returns the page's size: zero when the view has everything.
async fn catch_up_page(
    db: &mut PgConnection,
    view: &dyn View,
    aggregate_type: &str,
    after: &mut (String, i64),
) -> Result<usize, ProjectionError> {
    let events = unhandled_page(db, view.name(), aggregate_type, after).await?;
    let Some(last) = events.last() else { return Ok(0) };
    *after = (last.aggregate_id.clone(), last.sequence);
    apply_page(
        db,
        view,
        events.chunk_by(|a, b| a.aggregate_id == b.aggregate_id).collect(),
    )
    .await?;
    Ok(events.len())
}

/// Applies a page of events (grouped by aggregate) to a view inside `db`'s transaction. The
/// checkpoints of all the page's aggregates are created, locked and advanced together, so a
/// page costs three round trips besides the view's own writes.
pub(crate) async fn apply_page(
    db: &mut PgConnection,
    view: &dyn View,
    groups: Vec<&[StoredEvent]>,
) -> Result<(), ProjectionError> {
    let types: Vec<&str> = groups.iter().map(|group| group[0].aggregate_type.as_str()).collect();
    let ids: Vec<&str> = groups.iter().map(|group| group[0].aggregate_id.as_str()).collect();
    sqlx::query(
        "INSERT INTO projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence)
         SELECT k.key, t, i, 0 FROM (SELECT checkpoint_key($1) AS key) k, unnest($2::text[], $3::text[]) AS u(t, i)
         ON CONFLICT DO NOTHING",
    )
    .bind(view.name())
    .bind(&types)
    .bind(&ids)
    .execute(&mut *db)
    .await?;
    let locked: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT aggregate_type, aggregate_id, last_sequence FROM projection_checkpoints
         WHERE projection = checkpoint_key($1) AND (aggregate_type, aggregate_id) IN (SELECT t, i FROM unnest($2::text[], $3::text[]) AS u(t, i))
         ORDER BY aggregate_type, aggregate_id
         FOR UPDATE",
    )
    .bind(view.name())
    .bind(&types)
    .bind(&ids)
    .fetch_all(&mut *db)
    .await?;
    let last: HashMap<(String, String), i64> = locked
        .into_iter()
        .map(|(kind, id, sequence)| ((kind, id), sequence))
        .collect();
    let mut aggregates = Vec::with_capacity(groups.len());
    for group in &groups {
        let first = &group[0];
        let before = last
            .get(&(first.aggregate_type.clone(), first.aggregate_id.clone()))
            .copied()
            .unwrap_or(0);
        aggregates.push((since_checkpoint(db, group, before).await?, before));
    }
    let reached = apply_all(db, view, &aggregates).await?;
    sqlx::query(
        "UPDATE projection_checkpoints c SET last_sequence = GREATEST(c.last_sequence, u.s)
         FROM unnest($2::text[], $3::text[], $4::bigint[]) AS u(t, i, s)
         WHERE c.projection = checkpoint_key($1) AND c.aggregate_type = u.t AND c.aggregate_id = u.i",
    )
    .bind(view.name())
    .bind(&types)
    .bind(&ids)
    .bind(&reached)
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// Delivers the events of each command, right after they commit, to every subscriber that
/// wants them. A failed delivery is logged and leaves the catch-up to fix it.
pub struct Dispatcher {
    pool: PgPool,
    subscribers: Vec<Subscriber>,
    missed: Arc<Notify>,
    /// Commands that finish at the same time share one transaction of the views.
    views: Batches<Delivery, Result<(), ProjectionError>>,
}

impl Dispatcher {
    pub fn new(pool: PgPool, subscribers: Vec<Subscriber>, missed: Arc<Notify>) -> Arc<Self> {
        let writer = pool.clone();
        Arc::new(Self {
            pool,
            subscribers,
            missed,
            views: Batches::new(
                "deliveries",
                move |batch| {
                    let pool = writer.clone();
                    Box::pin(async move {
                        apply_deliveries(&pool, batch).await?;
                        Ok(batch.iter().map(|_| Ok(())).collect())
                    })
                },
                Err,
            ),
        })
    }
}

/// The cqrs-es side of a `Dispatcher`, one per aggregate type.
pub struct Dispatch(pub Arc<Dispatcher>);

#[async_trait]
impl<A: Aggregate> Query<A> for Dispatch {
    async fn dispatch(&self, _aggregate_id: &str, events: &[EventEnvelope<A>]) {
        let events: Result<Vec<StoredEvent>, _> = events.iter().map(StoredEvent::from_envelope).collect();
        let mut events = match events {
            Ok(events) => events,
            Err(error) => {
                tracing::error!(%error, "an event could not be prepared for the projections");
                self.0.missed.notify_one();
                return;
            }
        };
        if let Err(error) = privacy::erase_where_destroyed(&self.0.pool, &mut events).await {
            tracing::error!(%error, "events could not be checked for erased personal data");
            self.0.missed.notify_one();
            return;
        }
        // All views and outboxes in one transaction: one commit per command rather than one per
        // view, and a mail or webhook is queued exactly when its views move. If any fails, none
        // moves, and the catch-up applies the events to all of them.
        let views = self
            .0
            .subscribers
            .iter()
            .filter_map(|subscriber| match subscriber {
                Subscriber::View(view) | Subscriber::Outbox(view) if subscriber.wants(A::TYPE) => Some(view.clone()),
                _ => None,
            })
            .collect();
        let delivery = Delivery {
            views,
            events: events.clone(),
        };
        let applied = async {
            self.0
                .views
                .run(delivery)
                .await
                .unwrap_or_else(|stopped| Err(stopped.into()))
        };
        // Process managers are independent of each other and of the views (each has its own
        // checkpoints, and they read the store, not the views), so they run beside the views and
        // beside each other: a command waits for the slowest, not for their sum.
        let deliveries = self
            .0
            .subscribers
            .iter()
            .filter_map(|subscriber| match subscriber {
                Subscriber::Process(process) if subscriber.wants(A::TYPE) => Some(process),
                _ => None,
            })
            .map(|process| {
                let events = &events;
                async move {
                    if let Err(error) = run_process(&self.0.pool, process.as_ref(), events).await {
                        tracing::warn!(subscriber = process.name(), %error, "process manager fell behind; catching up later");
                        self.0.missed.notify_one();
                    }
                }
            });
        let (applied, _) =
            timings::views_and_process_managers(applied, futures_util::future::join_all(deliveries)).await;
        if let Err(error) = applied {
            tracing::warn!(%error, "views fell behind; catching up later");
            self.0.missed.notify_one();
        }
    }
}
