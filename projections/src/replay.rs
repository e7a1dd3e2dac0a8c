//! Replay without downtime: views are rebuilt from the first event into fresh copies of their
//! tables, in a schema of their own, while the live tables keep serving reads and receiving
//! events; then, in one short transaction, the copies catch up with what arrived meanwhile and
//! take the live tables' place. A view whose code changed is rebuilt this way on a running
//! system.
//!
//! The copies are written by the views' own code, unchanged: the rebuilding connections put
//! the replay schema first on their search path, so a view's unqualified table names find its
//! copies there, and everything else (the events, the keys that open sealed fields) in the
//! live schema. Their `checkpoint_key` is the replay schema's too: the copies' checkpoints are
//! built under a new generation's key in a table of their own, which the swap attaches to the
//! live checkpoints (a partition of `projection_checkpoints_generations`) before it points the
//! view at that generation (`projection_generations`).

use crate::engine::{self, View};
use crate::privacy;
use crate::stored::{ProjectionError, StoredEvent};
use futures_util::future;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{Connection, PgConnection, PgPool, Postgres, Transaction};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Where the copies are built. Only one replay runs at a time, so one name serves.
const SCHEMA: &str = "hire_replay";
/// Where the swap moves the live tables it replaces, to drop them once it has committed: a
/// dropped table's files are removed at its transaction's commit, before the locks go, and at
/// a million events that held the live views 40 ms longer.
const RETIRED: &str = "hire_replay_retired";
/// The advisory lock a replay holds from start to swap ("hire" "rp").
const REPLAY_LOCK: i64 = 0x6869_7265_7270;
/// Attempts at the swap: it may lose a deadlock against a delivery that took its locks in
/// another order, and then simply tries again.
const SWAP_ATTEMPTS: usize = 3;

/// What a finished replay did.
#[derive(Debug, Clone, Copy)]
pub struct Replayed {
    /// Event applications to views (an event read by three views counts three times).
    pub applied: u64,
    /// How long the swap held the live tables: the only time their reads and deliveries waited.
    pub locked_for: Duration,
    /// How long folding the store into the copies took.
    pub built_in: Duration,
    /// How long building the copies' read-only indexes and committing them took.
    pub made_durable_in: Duration,
    /// How long the copies took to catch up with what the live views got during the build.
    pub caught_up_in: Duration,
}

pub struct Replay {
    live: PgPool,
    /// Connections whose search path finds the copies first.
    rebuilding: PgPool,
    views: Vec<Arc<dyn View>>,
    /// The new generation: when the replay started, in milliseconds.
    generation: i64,
    /// The views' checkpoint keys in the new generation.
    keys: Vec<String>,
    /// The keys of the views' live checkpoints, which the swap retires.
    retired: Vec<String>,
    /// Holds `REPLAY_LOCK` for as long as the replay lives; closing it releases the lock.
    _lock: PgConnection,
}

impl Replay {
    /// Makes the schema the copies are built in, and a new checkpoint generation for each view:
    /// the rebuilding connections' `checkpoint_key` names it (`~name@millis`, past every name
    /// in the checkpoints' order), so the copies' checkpoints are under keys no live view reads.
    pub async fn prepare(live: &PgPool, views: Vec<Arc<dyn View>>) -> Result<Self, ProjectionError> {
        let options: PgConnectOptions = live.connect_options().as_ref().clone();
        let mut lock = PgConnection::connect_with(&options).await?;
        let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
            .bind(REPLAY_LOCK)
            .fetch_one(&mut lock)
            .await?;
        if !locked {
            return Err(ProjectionError::Command("another replay is running".into()));
        }
        // A crash can only lose the copies, which the next replay starts over anyway, so the
        // rebuild need not wait for each commit to reach the disk. The swap does wait.
        let rebuilding = PgPoolOptions::new()
            // The reader, and the catch-up and swap.
            .max_connections(2)
            .connect_with(options.options([
                ("search_path", format!("{SCHEMA},public")),
                ("synchronous_commit", "off".to_owned()),
                // The read-only indexes are built when a copy is full: sorted in memory, not on disk.
                ("maintenance_work_mem", "256MB".to_owned()),
            ]))
            .await?;
        let mut db = live.begin().await?;
        sqlx::query(&drop_leftovers()).execute(&mut *db).await?;
        sqlx::raw_sql(&format!("CREATE SCHEMA {SCHEMA}; CREATE SCHEMA {RETIRED}"))
            .execute(&mut *db)
            .await?;
        let generation = chrono::Utc::now().timestamp_millis();
        sqlx::query(&format!(
            "CREATE FUNCTION {SCHEMA}.checkpoint_key(name text) RETURNS text LANGUAGE sql IMMUTABLE
             AS $$ SELECT '~' || name || '@{generation}' $$"
        ))
        .execute(&mut *db)
        .await?;
        let names: Vec<&str> = views.iter().map(|view| view.name()).collect();
        // Generations an interrupted replay left behind: whole partitions, or rows of generations
        // made before they had partitions of their own.
        drop_unread_generations(&mut db).await?;
        sqlx::query(
            "DELETE FROM projection_checkpoints c USING unnest($1::text[]) AS u(name)
             WHERE starts_with(c.projection, u.name || '@') AND c.projection <> public.checkpoint_key(u.name)",
        )
        .bind(&names)
        .execute(&mut *db)
        .await?;
        let retired: Vec<String> =
            sqlx::query_scalar("SELECT public.checkpoint_key(name) FROM unnest($1::text[]) AS name")
                .bind(&names)
                .fetch_all(&mut *db)
                .await?;
        let keys: Vec<String> = sqlx::query_scalar(&format!(
            "SELECT {SCHEMA}.checkpoint_key(name) FROM unnest($1::text[]) AS name"
        ))
        .bind(&names)
        .fetch_all(&mut *db)
        .await?;
        log_live_checkpoint_writes(&mut db, &retired).await?;
        db.commit().await?;
        Ok(Self {
            live: live.clone(),
            rebuilding,
            views,
            generation,
            keys,
            retired,
            _lock: lock,
        })
    }

    /// Builds copies of the views' tables (columns, defaults, checks, keys, indexes and their
    /// names) beside the live ones, from every stored event. Each view builds its copies in one
    /// transaction of its own that also creates them: on a cluster whose log serves crash
    /// recovery only (`wal_level = minimal`, the private cluster's) their rows then never go
    /// through the log; the commit writes the files once instead.
    ///
    /// The store is read from one snapshot in rounds, an aggregate type a round: each page is
    /// read once and handed to every view that takes that type next, each applying it in its
    /// transaction while the next page is read. A view takes its types in its own order (the
    /// interviews view reads the interviews before the applications that may erase them), so a
    /// type that views want at different points is read once per point. The checkpoints are
    /// each aggregate's last event in the snapshot, built like the copies in a transaction of
    /// their own; the catch-up before the swap applies exactly the events committed after it.
    /// What a view finishes once its copies are full, the indexes that only readers use, and
    /// the checkpoints' key are made last, one statement or sort each.
    /// `progress` hears (view, handled, total).
    pub async fn build(&self, progress: &(dyn Fn(&str, u64, u64) + Sync)) -> Result<Built, ProjectionError> {
        let counts: Vec<(String, String, i64)> = sqlx::query_as(
            "SELECT aggregate_type, event_type, count(*) FROM events GROUP BY aggregate_type, event_type",
        )
        .fetch_all(&self.rebuilding)
        .await?;
        // Connections of their own: statements prepared on them find the copies before they are
        // committed, and no other work will reuse those statements.
        let writing = PgPoolOptions::new()
            // A view's each, and the checkpoints'.
            .max_connections(self.views.len() as u32 + 1)
            .connect_with(self.rebuilding.connect_options().as_ref().clone())
            .await?;
        let mut rebuilt: Vec<Rebuilt> = Vec::with_capacity(self.views.len());
        for view in &self.views {
            let mut db = writing.begin().await?;
            let unfinished = view.finished_when_full();
            let (mut unfinished_keys, mut read_only_indexes) = (Vec::new(), Vec::new());
            for table in view.tables() {
                if unfinished.iter().any(|unfinished| unfinished.table == *table) {
                    unfinished_keys.extend(copy_table(&mut db, table, Keys::WhenFinished).await?);
                } else {
                    read_only_indexes.extend(copy_table(&mut db, table, Keys::Now(view.read_only_indexes())).await?);
                }
            }
            let when_full = unfinished
                .iter()
                .map(|unfinished| unfinished.statement.to_owned())
                .chain(unfinished_keys)
                .chain(read_only_indexes)
                .collect();
            let total = counts
                .iter()
                .filter(|(kind, event_type, _)| {
                    view.aggregate_types().contains(&kind.as_str())
                        && view.only(kind).is_none_or(|only| only.contains(&event_type.as_str()))
                })
                .map(|(_, _, count)| *count as u64)
                .sum();
            progress(view.name(), 0, total);
            rebuilt.push(Rebuilt {
                view: Arc::clone(view),
                db: Some(db),
                when_full,
                kept: BTreeMap::new(),
                types_done: 0,
                handled: 0,
                total,
            });
        }
        let (mut reader, mut checkpoints) = open_snapshot(&self.rebuilding, &writing).await?;
        while let Some(aggregate_type) = next_type(&rebuilt) {
            let (next, waiting): (Vec<&mut Rebuilt>, Vec<&mut Rebuilt>) = rebuilt
                .iter_mut()
                .partition(|view| view.next_type() == Some(aggregate_type));
            let (mut kept, mut readers): (Vec<&mut Rebuilt>, Vec<&mut Rebuilt>) = next
                .into_iter()
                .partition(|view| view.kept.contains_key(aggregate_type));
            for view in kept.iter_mut() {
                view.apply_kept(aggregate_type, progress).await?;
            }
            if !readers.is_empty() {
                let mut later: Vec<&mut Rebuilt> = waiting
                    .into_iter()
                    .filter(|view| view.takes_later_only_some_of(aggregate_type))
                    .collect();
                let store = Store {
                    reader: &mut reader,
                    checkpoints: &mut checkpoints,
                };
                build_round(store, aggregate_type, &mut readers, &mut later, progress).await?;
            }
            for view in kept.into_iter().chain(readers) {
                view.types_done += 1;
            }
        }
        reader.commit().await?;
        let applied = rebuilt.iter().map(|view| view.handled).sum();
        let started = Instant::now();
        let copies = future::try_join_all(rebuilt.into_iter().map(|rebuilt| async move {
            let mut db = rebuilt.db.ok_or_else(replay_stopped)?;
            for statement in &rebuilt.when_full {
                sqlx::query(statement).execute(&mut *db).await?;
            }
            db.commit().await?;
            Ok::<_, ProjectionError>(())
        }));
        let (copies, checkpoints) = tokio::join!(copies, self.finish_checkpoints(checkpoints));
        copies?;
        checkpoints?;
        writing.close().await;
        Ok(Built {
            applied,
            made_durable_in: started.elapsed(),
        })
    }

    /// The checkpoints' key, sorted once they are all in, and the constraint that lets the swap
    /// attach them to the live checkpoints without reading them again.
    async fn finish_checkpoints(&self, mut db: Transaction<'static, Postgres>) -> Result<(), ProjectionError> {
        let generation = self.generation;
        sqlx::query(&format!(
            "ALTER TABLE {SCHEMA}.projection_checkpoints
               ADD CONSTRAINT projection_checkpoints_{generation}_pkey PRIMARY KEY (projection, aggregate_type, aggregate_id),
               ADD CONSTRAINT projection_checkpoints_{generation}_keys CHECK (projection IN ({}))",
            sql_literals(&self.keys)
        ))
        .execute(&mut *db)
        .await?;
        db.commit().await?;
        Ok(())
    }

    /// Swaps the copies in. First they catch up with the events the live views got during the
    /// build; then one transaction locks the checkpoints and the live
    /// tables (deliveries wait, reads of these views wait), applies the few that came since,
    /// replaces each live table by its copy, attaches the new generation's checkpoints and
    /// points each view at them: a row per view, however large the store. The retired
    /// generation goes after the commit: its partition whole once no view reads it, else its
    /// rows.
    pub async fn swap(self) -> Result<Replayed, ProjectionError> {
        let swapped = self.swap_in().await;
        if swapped.is_err() {
            self.abandon().await;
        }
        swapped
    }

    /// Drops the copies and stops logging live checkpoint writes, after a build or a swap
    /// failed: the live views stay as they are.
    pub async fn abandon(&self) {
        if let Err(error) = sqlx::query(&drop_leftovers()).execute(&self.live).await {
            tracing::warn!(%error, "an abandoned replay's copies could not be dropped; the next replay drops them");
        }
    }

    async fn swap_in(&self) -> Result<Replayed, ProjectionError> {
        let started = Instant::now();
        let mut applied = 0;
        for view in &self.views {
            let mut db = self.rebuilding.begin().await?;
            applied += catch_up_with_live(&mut db, view.as_ref()).await?;
            db.commit().await?;
        }
        let caught_up_in = started.elapsed();
        let mut attempt = 1;
        let locked_for = loop {
            let started = Instant::now();
            match self.swap_once().await {
                Ok(last) => {
                    applied += last;
                    break started.elapsed();
                }
                Err(ProjectionError::Database(error)) if is_deadlock(&error) && attempt < SWAP_ATTEMPTS => {
                    tracing::warn!(%error, attempt, "the replay's swap lost a deadlock; trying again");
                    attempt += 1;
                }
                Err(error) => return Err(error),
            }
        };
        let mut db = self.live.begin().await?;
        drop_unread_generations(&mut db).await?;
        sqlx::query("DELETE FROM projection_checkpoints WHERE projection = ANY($1)")
            .bind(&self.retired)
            .execute(&mut *db)
            .await?;
        db.commit().await?;
        sqlx::query(&drop_leftovers()).execute(&self.live).await?;
        Ok(Replayed {
            applied,
            locked_for,
            built_in: Duration::ZERO,
            made_durable_in: Duration::ZERO,
            caught_up_in,
        })
    }

    async fn swap_once(&self) -> Result<u64, ProjectionError> {
        let mut db = self.rebuilding.begin().await?;
        sqlx::query("SET LOCAL synchronous_commit = on")
            .execute(&mut *db)
            .await?;
        // Checkpoints first: every delivery takes them before a view's tables, so taking them
        // first cannot close a circle with one.
        sqlx::query("LOCK TABLE public.projection_checkpoints IN EXCLUSIVE MODE")
            .execute(&mut *db)
            .await?;
        let tables: Vec<&str> = self.views.iter().flat_map(|view| view.tables()).copied().collect();
        let live_tables: Vec<String> = tables.iter().map(|table| format!("public.{table}")).collect();
        sqlx::query(&format!(
            "LOCK TABLE {} IN ACCESS EXCLUSIVE MODE",
            live_tables.join(", ")
        ))
        .execute(&mut *db)
        .await?;
        for table in &tables {
            copy_triggers(&mut db, table).await?;
        }
        let mut applied = 0;
        for view in &self.views {
            applied += catch_up_with_live(&mut db, view.as_ref()).await?;
        }
        for table in &tables {
            sqlx::query(&format!("ALTER TABLE public.{table} SET SCHEMA {RETIRED}"))
                .execute(&mut *db)
                .await?;
            sqlx::query(&format!("ALTER TABLE {SCHEMA}.{table} SET SCHEMA public"))
                .execute(&mut *db)
                .await?;
        }
        let partition = format!("projection_checkpoints_{}", self.generation);
        sqlx::query(&format!(
            "ALTER TABLE {SCHEMA}.projection_checkpoints RENAME TO {partition}"
        ))
        .execute(&mut *db)
        .await?;
        sqlx::query(&format!("ALTER TABLE {SCHEMA}.{partition} SET SCHEMA public"))
            .execute(&mut *db)
            .await?;
        sqlx::query(&format!(
            "ALTER TABLE public.projection_checkpoints_generations ATTACH PARTITION public.{partition} FOR VALUES IN ({})",
            sql_literals(&self.keys)
        ))
        .execute(&mut *db)
        .await?;
        let names: Vec<&str> = self.views.iter().map(|view| view.name()).collect();
        sqlx::query(&format!(
            "INSERT INTO public.projection_generations (projection, generation)
             SELECT name, {SCHEMA}.checkpoint_key(name) FROM unnest($1::text[]) AS name
             ON CONFLICT (projection) DO UPDATE SET generation = EXCLUDED.generation"
        ))
        .bind(&names)
        .execute(&mut *db)
        .await?;
        for view in &self.views {
            view.swapped_in(&mut db).await?;
        }
        // The swapped-in tables were written without their triggers: any screen kept from
        // the old ones may differ.
        sqlx::query("SELECT pg_notify($1, '*')")
            .bind(crate::SCREEN_CHANGES)
            .execute(&mut *db)
            .await?;
        db.commit().await?;
        Ok(applied)
    }
}

/// What a build did, besides filling the copies.
pub struct Built {
    /// Event applications to views.
    pub applied: u64,
    /// How long building the read-only indexes and committing took.
    pub made_durable_in: Duration,
}

/// Why a view has no transaction: applying a page to it failed part-way.
fn replay_stopped() -> ProjectionError {
    ProjectionError::Command("a view's replay stopped".into())
}

/// A view's progress through its aggregate types during the build.
struct Rebuilt {
    view: Arc<dyn View>,
    /// The transaction that creates and fills the view's copies; away while it applies a page.
    db: Option<Transaction<'static, Postgres>>,
    /// What is made when its copies are full, in order: the statements that finish its
    /// unfinished tables, their keys and indexes, and the other copies' read-only indexes.
    when_full: Vec<String>,
    /// The events of an aggregate type it takes later, kept from an earlier round that read
    /// them (`build_round`'s `later`).
    kept: BTreeMap<String, Vec<StoredEvent>>,
    types_done: usize,
    handled: u64,
    total: u64,
}

impl Rebuilt {
    fn next_type(&self) -> Option<&'static str> {
        self.view.aggregate_types().get(self.types_done).copied()
    }

    fn takes_later_only_some_of(&self, aggregate_type: &str) -> bool {
        self.view.aggregate_types()[self.types_done..].contains(&aggregate_type)
            && self.view.only(aggregate_type).is_some()
    }

    async fn apply_kept(
        &mut self,
        aggregate_type: &str,
        progress: &(dyn Fn(&str, u64, u64) + Sync),
    ) -> Result<(), ProjectionError> {
        let kept = self.kept.remove(aggregate_type).unwrap_or_default();
        let db = self.db.as_mut().ok_or_else(replay_stopped)?;
        self.view.rebuild_all(db, &kept.iter().collect::<Vec<_>>()).await?;
        self.handled += kept.len() as u64;
        progress(self.view.name(), self.handled, self.total);
        Ok(())
    }
}

/// The aggregate type the most views take next (of equals, the first by name), or none when
/// every view has all its types.
fn next_type(rebuilt: &[Rebuilt]) -> Option<&'static str> {
    let mut wanted: BTreeMap<&'static str, usize> = BTreeMap::new();
    for kind in rebuilt.iter().filter_map(Rebuilt::next_type) {
        *wanted.entry(kind).or_default() += 1;
    }
    wanted
        .into_iter()
        .rev()
        .max_by_key(|&(_, views)| views)
        .map(|(kind, _)| kind)
}

/// Drops what a replay that died with its process left: its copies, and the trigger that logs
/// live checkpoint writes for it, which would otherwise cost every delivery a row until the
/// next replay. Leaves a running replay alone.
/// Whether a replay runs now, in any process on this database (it holds the replay lock).
pub async fn running(pool: &PgPool) -> Result<bool, ProjectionError> {
    Ok(sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM pg_locks
                         WHERE locktype = 'advisory' AND granted
                           AND ((classid::bigint << 32) | objid::bigint) = $1)",
    )
    .bind(REPLAY_LOCK)
    .fetch_one(pool)
    .await?)
}

pub async fn clear_abandoned(pool: &PgPool) -> Result<(), ProjectionError> {
    let mut db = pool.acquire().await?;
    let no_replay_runs: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
        .bind(REPLAY_LOCK)
        .fetch_one(&mut *db)
        .await?;
    if !no_replay_runs {
        return Ok(());
    }
    let dropped = sqlx::query(&drop_leftovers()).execute(&mut *db).await;
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(REPLAY_LOCK)
        .execute(&mut *db)
        .await?;
    dropped?;
    Ok(())
}

/// Logs which live checkpoints of the views being replayed are written from now on, so that
/// the catch-ups compare only those with the copy's instead of every live checkpoint of the
/// view: with a checkpoint per aggregate, that comparison grew with the store and held the
/// swap's locks for it. Made before the build's snapshot, so every write the snapshot misses
/// is logged; a write that takes its lock after this commits sees the trigger. The log and the
/// trigger's function live in the replay's schema, and go with it.
async fn log_live_checkpoint_writes(db: &mut PgConnection, retired: &[String]) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "CREATE TABLE {SCHEMA}.live_checkpoint_writes (projection text NOT NULL, aggregate_type text NOT NULL, aggregate_id text NOT NULL)"
    ))
    .execute(&mut *db)
    .await?;
    sqlx::query(&format!(
        "CREATE FUNCTION {SCHEMA}.log_live_checkpoint_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             INSERT INTO {SCHEMA}.live_checkpoint_writes VALUES (NEW.projection, NEW.aggregate_type, NEW.aggregate_id);
             RETURN NULL;
         END $$"
    ))
    .execute(&mut *db)
    .await?;
    let keys = sql_literals(retired);
    sqlx::query(&format!(
        "CREATE TRIGGER hire_replay_live_checkpoint_writes AFTER INSERT OR UPDATE ON public.projection_checkpoints
         FOR EACH ROW WHEN (NEW.projection IN ({keys})) EXECUTE FUNCTION {SCHEMA}.log_live_checkpoint_write()"
    ))
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// Drops what a replay made beside the live views: its copies and the log of live checkpoint
/// writes, and the live tables a swap replaced.
fn drop_leftovers() -> String {
    format!("DROP SCHEMA IF EXISTS {SCHEMA}, {RETIRED} CASCADE")
}

/// Checkpoint keys, as a list of SQL literals.
fn sql_literals(keys: &[String]) -> String {
    keys.iter()
        .map(|key| format!("'{}'", key.replace('\'', "''")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Applies to a view's copy what the live view got during the build: the events after the
/// copy's checkpoint of every aggregate whose live checkpoint was written since the replay
/// began (and not yet caught up with) and is ahead of the copy's. An event whose live
/// delivery had not happened yet reaches the swapped-in view by that delivery (it skips what
/// the checkpoints say it has), or by the catch-up if the delivery failed. The writes it
/// reads leave the log, so the catch-up in the swap reads only what came after this one.
async fn catch_up_with_live(db: &mut PgConnection, view: &dyn View) -> Result<u64, ProjectionError> {
    let rows = sqlx::query(&format!(
        "WITH written AS (
             DELETE FROM {SCHEMA}.live_checkpoint_writes WHERE projection = public.checkpoint_key($1)
             RETURNING aggregate_type, aggregate_id)
         SELECT e.aggregate_type, e.aggregate_id, e.sequence, e.event_type, e.payload, e.metadata
         FROM (SELECT DISTINCT aggregate_type, aggregate_id FROM written) w
         JOIN public.projection_checkpoints live
           ON live.projection = public.checkpoint_key($1) AND live.aggregate_type = w.aggregate_type
              AND live.aggregate_id = w.aggregate_id
         LEFT JOIN {SCHEMA}.projection_checkpoints copy
           ON copy.projection = {SCHEMA}.checkpoint_key($1) AND copy.aggregate_type = live.aggregate_type
              AND copy.aggregate_id = live.aggregate_id
         JOIN public.events e
           ON e.aggregate_type = live.aggregate_type AND e.aggregate_id = live.aggregate_id
              AND e.sequence > coalesce(copy.last_sequence, 0)
         WHERE live.last_sequence > coalesce(copy.last_sequence, 0)
         ORDER BY e.aggregate_type, e.aggregate_id, e.sequence"
    ))
    .bind(view.name())
    .fetch_all(&mut *db)
    .await?;
    let mut events = rows.iter().map(StoredEvent::from_row).collect::<Result<Vec<_>, _>>()?;
    privacy::open(db, &mut events).await?;
    if !events.is_empty() {
        let groups = events
            .chunk_by(|a, b| (&a.aggregate_type, &a.aggregate_id) == (&b.aggregate_type, &b.aggregate_id))
            .collect();
        engine::apply_page(db, view, groups).await?;
    }
    Ok(events.len() as u64)
}

/// Drops the partitions of checkpoint generations no view reads any more: a replay's whole
/// generation once every view it rebuilt has been replayed again, or an interrupted replay's.
async fn drop_unread_generations(db: &mut PgConnection) -> Result<(), ProjectionError> {
    let unread: Vec<String> = sqlx::query_scalar(
        "SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = 'public.projection_checkpoints_generations'::regclass
           AND NOT EXISTS (SELECT 1 FROM public.projection_generations g
                           WHERE g.generation LIKE '~%@' || substr(c.relname, length('projection_checkpoints_') + 1))",
    )
    .fetch_all(&mut *db)
    .await?;
    for partition in unread {
        sqlx::query(&format!("DROP TABLE public.{partition}"))
            .execute(&mut *db)
            .await?;
    }
    Ok(())
}

fn is_deadlock(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .is_some_and(|error| error.code().as_deref() == Some("40P01"))
}

/// When a copy gets its keys and indexes.
enum Keys<'a> {
    /// At once, but for the named read-only indexes, which are returned to be built later.
    Now(&'a [&'a str]),
    /// Once the table is finished (`View::finished_when_full`): all of them are returned. Its
    /// build appends rows a key may repeat in.
    WhenFinished,
}

/// An empty copy of a live table in the replay schema, with the live table's constraints and
/// indexes under their names, so that after the swap the schema reads exactly as the
/// migrations made it. What `keys` says to make later is returned, made for the copy, to be
/// built when it is full.
async fn copy_table(db: &mut PgConnection, table: &str, keys: Keys<'_>) -> Result<Vec<String>, ProjectionError> {
    sqlx::query(&format!(
        "CREATE TABLE {SCHEMA}.{table} (LIKE public.{table} INCLUDING ALL EXCLUDING INDEXES)"
    ))
    .execute(&mut *db)
    .await?;
    let constraints: Vec<(String, String)> = sqlx::query_as(
        "SELECT conname::text, pg_get_constraintdef(oid) FROM pg_constraint
         WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x', 'f') ORDER BY conname",
    )
    .bind(format!("public.{table}"))
    .fetch_all(&mut *db)
    .await?;
    let mut deferred = Vec::new();
    for (name, definition) in constraints {
        let constraint = format!("ALTER TABLE {SCHEMA}.{table} ADD CONSTRAINT \"{name}\" {definition}");
        match keys {
            Keys::WhenFinished => deferred.push(constraint),
            Keys::Now(_) => {
                sqlx::query(&constraint).execute(&mut *db).await?;
            }
        }
    }
    let indexes: Vec<(String, String)> = sqlx::query_as(
        "SELECT c.relname::text, pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE i.indrelid = $1::regclass
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
         ORDER BY i.indexrelid",
    )
    .bind(format!("public.{table}"))
    .fetch_all(&mut *db)
    .await?;
    for (name, index) in indexes {
        let index = onto_copy(&index, table)?;
        match keys {
            Keys::Now(read_only) if !read_only.contains(&name.as_str()) => {
                sqlx::query(&index).execute(&mut *db).await?;
            }
            _ => deferred.push(index),
        }
    }
    Ok(deferred)
}

/// The build's snapshot of the store: a transaction that reads it, and one that sees the same
/// snapshot and creates the table of the checkpoints it makes.
async fn open_snapshot(
    reading: &PgPool,
    writing: &PgPool,
) -> Result<(Transaction<'static, Postgres>, Transaction<'static, Postgres>), ProjectionError> {
    let mut reader = reading.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        .execute(&mut *reader)
        .await?;
    let snapshot: String = sqlx::query_scalar("SELECT pg_export_snapshot()")
        .fetch_one(&mut *reader)
        .await?;
    let mut checkpoints = writing.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        .execute(&mut *checkpoints)
        .await?;
    sqlx::query(&format!("SET TRANSACTION SNAPSHOT '{snapshot}'"))
        .execute(&mut *checkpoints)
        .await?;
    sqlx::query(&format!(
        "CREATE TABLE {SCHEMA}.projection_checkpoints (LIKE public.projection_checkpoints)"
    ))
    .execute(&mut *checkpoints)
    .await?;
    Ok((reader, checkpoints))
}

/// The build's two connections to the store's snapshot: one reads it, one writes the
/// checkpoints it makes.
struct Store<'a> {
    reader: &'a mut PgConnection,
    checkpoints: &'a mut PgConnection,
}

/// Reads an aggregate type's events once, a page at a time, into the views `readers`, and sets
/// their checkpoints beside the pages: each aggregate's last event in the snapshot, including
/// the events a view that reads only some types skipped.
///
/// Views of `later` take this type after others and only a few of its event types (the
/// interviews view, an application's anonymisation): when the readers read every event, those
/// few are kept for them, and their checkpoints set with the readers', so the store is not read
/// again for them.
async fn build_round(
    store: Store<'_>,
    aggregate_type: &str,
    readers: &mut [&mut Rebuilt],
    later: &mut [&mut Rebuilt],
    progress: &(dyn Fn(&str, u64, u64) + Sync),
) -> Result<(), ProjectionError> {
    // Only the event types the views read, if none of them reads all.
    let only: Option<Vec<&str>> = readers
        .iter()
        .map(|rebuilt| rebuilt.view.only(aggregate_type))
        .collect::<Option<Vec<_>>>()
        .map(|only| only.concat());
    let only = only.as_deref();
    let keeping: &mut [&mut Rebuilt] = if only.is_none() { later } else { &mut [] };
    for view in keeping.iter_mut() {
        view.kept.insert(aggregate_type.to_owned(), Vec::new());
    }
    let started = Instant::now();
    let names: Vec<&str> = readers
        .iter()
        .chain(keeping.iter())
        .map(|rebuilt| rebuilt.view.name())
        .collect();
    let checkpointing = set_checkpoints(store.checkpoints, aggregate_type, &names);
    let reading = fold_pages(store.reader, aggregate_type, only, readers, keeping, progress);
    let (read, checkpointed) = tokio::join!(reading, checkpointing);
    read?;
    checkpointed?;
    tracing::debug!(aggregate_type, views = ?names, took = ?started.elapsed(), "replay round done");
    Ok(())
}

/// Reads an aggregate type's events (of `only`'s types, if given) from `reader` a page at a
/// time, applies each page to `readers` while the next is read, and keeps for `keeping` the
/// events they take later.
async fn fold_pages(
    reader: &mut PgConnection,
    aggregate_type: &str,
    only: Option<&[&str]>,
    readers: &mut [&mut Rebuilt],
    keeping: &mut [&mut Rebuilt],
    progress: &(dyn Fn(&str, u64, u64) + Sync),
) -> Result<(), ProjectionError> {
    let mut after = (String::new(), 0_i64);
    let mut page = Arc::new(engine::page_after(reader, aggregate_type, only, &after).await?);
    while let Some(last) = page.last() {
        after = (last.aggregate_id.clone(), last.sequence);
        // Each view folds the page on a task of its own, so that decoding it in this process
        // runs on every core while the database writes.
        let applying = future::try_join_all(readers.iter_mut().map(|rebuilt| {
            let (view, page, db) = (Arc::clone(&rebuilt.view), Arc::clone(&page), rebuilt.db.take());
            async move {
                let mut db = db.ok_or_else(replay_stopped)?;
                tokio::spawn(async move {
                    let events: Vec<&StoredEvent> = page.iter().collect();
                    view.rebuild_all(&mut db, &events).await?;
                    Ok::<_, ProjectionError>(db)
                })
                .await
                .map_err(|error| ProjectionError::Command(format!("a view's replay stopped: {error}")))?
            }
        }));
        let reading = engine::page_after(reader, aggregate_type, only, &after);
        let (applied, next) = tokio::join!(applying, reading);
        for (rebuilt, db) in readers.iter_mut().zip(applied?) {
            rebuilt.db = Some(db);
            rebuilt.handled += page.len() as u64;
            progress(rebuilt.view.name(), rebuilt.handled, rebuilt.total);
        }
        for view in keeping.iter_mut() {
            let types = view.view.only(aggregate_type).unwrap_or_default();
            view.kept.entry(aggregate_type.to_owned()).or_default().extend(
                page.iter()
                    .filter(|event| types.contains(&event.event_type.as_str()))
                    .cloned(),
            );
        }
        page = Arc::new(next?);
    }
    Ok(())
}

/// Sets the checkpoints of views that have seen an aggregate type's events in the build's
/// snapshot: each aggregate's last event there.
async fn set_checkpoints(db: &mut PgConnection, aggregate_type: &str, views: &[&str]) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "INSERT INTO {SCHEMA}.projection_checkpoints (projection, aggregate_type, aggregate_id, last_sequence)
         SELECT {SCHEMA}.checkpoint_key(u.name), last.aggregate_type, last.aggregate_id, last.sequence
         FROM (SELECT aggregate_type, aggregate_id, max(sequence) AS sequence FROM events
               WHERE aggregate_type = $1 GROUP BY aggregate_type, aggregate_id) AS last,
              unnest($2::text[]) AS u(name)"
    ))
    .bind(aggregate_type)
    .bind(views)
    .execute(db)
    .await?;
    Ok(())
}

/// The live table's triggers (the search queue's, say) on its copy. They are added only at the
/// swap: the rebuild itself must not fire them for every row it writes.
async fn copy_triggers(db: &mut PgConnection, table: &str) -> Result<(), ProjectionError> {
    let triggers: Vec<String> = sqlx::query_scalar(
        "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY tgname",
    )
    .bind(format!("public.{table}"))
    .fetch_all(&mut *db)
    .await?;
    for trigger in triggers {
        sqlx::query(&onto_copy(&trigger, table)?).execute(&mut *db).await?;
    }
    Ok(())
}

/// A live table's index or trigger definition, made for its copy.
fn onto_copy(definition: &str, table: &str) -> Result<String, ProjectionError> {
    let live = format!(" ON public.{table} ");
    if !definition.contains(&live) {
        return Err(ProjectionError::Command(format!(
            "cannot copy onto the replay's {table}: {definition}"
        )));
    }
    Ok(definition.replacen(&live, &format!(" ON {SCHEMA}.{table} "), 1))
}
