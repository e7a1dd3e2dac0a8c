//! `application_views` (one row per application, as the pipeline and the applicant pages read
//! it), `application_status_changes` (what the dashboard counts), `application_notes` and
//! `candidate_flags` (blacklist and favorite per company and candidate).

pub mod dashboard;
pub mod profiles;
pub mod read;
pub mod reports;

use crate::copy::CopyRows;
use crate::engine::{FinishedWhenFull, View};
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, SubsecRound, Utc};
use domain::hiring::ApplicationStatus;
use domain::hiring::application::ApplicationEvent;
use domain::hiring::source::Attribution;
use sqlx::PgConnection;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use uuid::Uuid;

pub mod erasure;

pub struct Applications;

/// A run of application events with no anonymisation among them, folded in memory and written
/// with one statement per kind of change. Without an anonymisation an application's company,
/// job and job seeker stay what its rows say, so the order that matters is only that rows are
/// made before they are changed or read.
#[derive(Default)]
struct Run {
    submitted: Vec<Submitted>,
    /// Where each application submitted in the run is in `submitted`: its later status and
    /// rating in the run are written with it rather than over it.
    submitted_at: HashMap<Uuid, usize>,
    status_changes: Vec<StatusChange>,
    ratings: Vec<(Uuid, i16)>,
    notes: Vec<Note>,
    flags: Vec<Flag>,
}

/// An application submitted in the run, as its row will read at the run's end.
struct Submitted {
    id: Uuid,
    job_id: Uuid,
    company_id: Uuid,
    jobseeker_id: Uuid,
    at: DateTime<Utc>,
    status: i16,
    status_changed_at: DateTime<Utc>,
    rating: Option<i16>,
    cv_name: String,
    cv_url: String,
    cover_letter: Option<String>,
    attribution: Option<Attribution>,
}

struct StatusChange {
    application: Uuid,
    sequence: i64,
    from: Option<i16>,
    to: i16,
    actor: Option<Uuid>,
    at: DateTime<Utc>,
}

struct Note {
    id: Uuid,
    application: Uuid,
    author: Option<Uuid>,
    text: String,
    private: bool,
    at: DateTime<Utc>,
}

struct Flag {
    application: Uuid,
    blacklisted: Option<bool>,
    favorite: Option<bool>,
    at: DateTime<Utc>,
}

impl Run {
    /// Takes an event into the run, or gives it back if it must be applied alone.
    fn take(&mut self, event: &StoredEvent) -> Result<bool, ProjectionError> {
        let id = event.id()?;
        let at = event.metadata.at;
        let flag = |blacklisted, favorite| Flag {
            application: id,
            blacklisted,
            favorite,
            at,
        };
        match event.decode::<ApplicationEvent>()? {
            ApplicationEvent::Submitted {
                job_id,
                company_id,
                jobseeker_id,
                cv,
                cover_letter,
                attribution,
            } => {
                self.submitted_at.insert(id, self.submitted.len());
                self.submitted.push(Submitted {
                    id,
                    job_id,
                    company_id,
                    jobseeker_id,
                    at,
                    status: i16::from(ApplicationStatus::Applied.id()),
                    status_changed_at: at,
                    rating: None,
                    cv_name: cv.name,
                    cv_url: cv.url,
                    cover_letter,
                    attribution: attribution.map(|attribution| *attribution),
                });
                self.status_changes.push(StatusChange {
                    application: id,
                    sequence: event.sequence,
                    from: None,
                    to: i16::from(ApplicationStatus::Applied.id()),
                    actor: event.metadata.actor,
                    at,
                });
            }
            ApplicationEvent::StatusChanged { from, to, .. } => {
                if let Some(&row) = self.submitted_at.get(&id) {
                    self.submitted[row].status = i16::from(to.id());
                    self.submitted[row].status_changed_at = at;
                }
                self.status_changes.push(StatusChange {
                    application: id,
                    sequence: event.sequence,
                    from: Some(i16::from(from.id())),
                    to: i16::from(to.id()),
                    actor: event.metadata.actor,
                    at,
                });
            }
            ApplicationEvent::Rated { rating } => match self.submitted_at.get(&id) {
                Some(&row) => self.submitted[row].rating = Some(i16::from(rating)),
                None => self.ratings.push((id, i16::from(rating))),
            },
            ApplicationEvent::NoteAdded { note_id, text, private } => {
                self.notes.push(Note {
                    id: note_id,
                    application: id,
                    author: event.metadata.actor,
                    text,
                    private,
                    at,
                });
            }
            ApplicationEvent::Blacklisted => self.flags.push(flag(Some(true), None)),
            ApplicationEvent::RemovedFromBlacklist => self.flags.push(flag(Some(false), None)),
            ApplicationEvent::Favorited => self.flags.push(flag(None, Some(true))),
            ApplicationEvent::Unfavorited => self.flags.push(flag(None, Some(false))),
            ApplicationEvent::Anonymised { .. } => return Ok(false),
        }
        Ok(true)
    }

    async fn write(self, db: &mut PgConnection, figures: Figures) -> Result<(), ProjectionError> {
        let mut rows = CopyRows::into(
            "application_views",
            &[
                "id",
                "job_id",
                "company_id",
                "jobseeker_id",
                "applied_at",
                "status",
                "status_changed_at",
                "rating",
                "cv_name",
                "cv_url",
                "cover_letter",
                "source",
                "attribution",
            ],
        );
        for submitted in &self.submitted {
            rows.row();
            rows.field(&submitted.id)?;
            rows.field(&submitted.job_id)?;
            rows.field(&submitted.company_id)?;
            rows.field(&submitted.jobseeker_id)?;
            rows.field(&submitted.at)?;
            rows.field(&submitted.status)?;
            rows.field(&submitted.status_changed_at)?;
            rows.field(&submitted.rating)?;
            rows.field(&submitted.cv_name)?;
            rows.field(&submitted.cv_url)?;
            rows.field(&submitted.cover_letter)?;
            let attribution = submitted.attribution.as_ref();
            rows.field(&attribution.map(|attribution| attribution.source.as_str()))?;
            rows.field(&attribution.map(sqlx::types::Json))?;
        }
        rows.write(db).await?;
        let parties = self.parties(db).await?;
        self.write_status_changes(db, &parties, figures).await?;
        let ratings: HashMap<Uuid, i16> = self.ratings.into_iter().collect();
        if !ratings.is_empty() {
            let (ids, ratings): (Vec<Uuid>, Vec<i16>) = ratings.into_iter().unzip();
            sqlx::query(
                "UPDATE application_views a SET rating = u.rating FROM unnest($1::uuid[], $2::smallint[]) AS u(id, rating)
                 WHERE a.id = u.id",
            )
            .bind(&ids)
            .bind(&ratings)
            .execute(&mut *db)
            .await?;
        }
        let mut rows = CopyRows::into(
            "application_notes",
            &[
                "id",
                "application_id",
                "company_id",
                "author",
                "text",
                "private",
                "created_at",
            ],
        );
        for note in &self.notes {
            let Some(parties) = parties.get(&note.application) else {
                continue;
            };
            rows.row();
            rows.field(&note.id)?;
            rows.field(&note.application)?;
            rows.field(&parties.company)?;
            rows.field(&note.author)?;
            rows.field(&note.text)?;
            rows.field(&note.private)?;
            rows.field(&note.at)?;
        }
        rows.write(db).await?;
        write_flags(db, self.flags, &parties).await
    }

    /// The company, job and job seeker of every application the run names: those submitted in
    /// it from the run, the others in one look-up of their rows.
    async fn parties(&self, db: &mut PgConnection) -> Result<HashMap<Uuid, Parties>, ProjectionError> {
        let mut parties: HashMap<Uuid, Parties> = self
            .submitted
            .iter()
            .map(|submitted| {
                let party = Parties {
                    company: submitted.company_id,
                    job: submitted.job_id,
                    jobseeker: submitted.jobseeker_id,
                    before: None,
                    entered: Vec::new(),
                };
                (submitted.id, party)
            })
            .collect();
        let mut earlier: Vec<Uuid> = self
            .status_changes
            .iter()
            .map(|change| change.application)
            .chain(self.notes.iter().map(|note| note.application))
            .chain(self.flags.iter().map(|flag| flag.application))
            .filter(|application| !parties.contains_key(application))
            .collect();
        earlier.sort_unstable();
        earlier.dedup();
        if !earlier.is_empty() {
            type Row = (Uuid, Uuid, Uuid, Uuid, DateTime<Utc>, DateTime<Utc>, i32, Vec<i16>);
            let rows: Vec<Row> = sqlx::query_as(
                "SELECT a.id, a.company_id, a.job_id, a.jobseeker_id, a.applied_at, a.status_changed_at, h.furthest, h.entered
                 FROM application_views a CROSS JOIN LATERAL (
                      SELECT coalesce(max(array_position($2::smallint[], c.to_status)), 0) AS furthest,
                             coalesce(array_agg(DISTINCT c.to_status) FILTER (WHERE c.from_status IS DISTINCT FROM c.to_status), '{}') AS entered
                        FROM application_status_changes c WHERE c.application_id = a.id) h
                 WHERE a.id = ANY($1)",
            )
            .bind(&earlier)
            .bind(
                ApplicationStatus::FUNNEL
                    .iter()
                    .map(|stage| i16::from(stage.id()))
                    .collect::<Vec<_>>(),
            )
            .fetch_all(&mut *db)
            .await?;
            parties.extend(rows.into_iter().map(
                |(id, company, job, jobseeker, applied_at, last_change_at, furthest, entered)| {
                    let standing = Standing {
                        applied_at,
                        last_change_at,
                        furthest: furthest as usize,
                    };
                    (
                        id,
                        Parties {
                            company,
                            job,
                            jobseeker,
                            before: Some(standing),
                            entered,
                        },
                    )
                },
            ));
        }
        Ok(parties)
    }

    /// The status log, and the latest status on the rows of applications submitted before the
    /// run. A status change of an application without a row fails, as it does alone.
    async fn write_status_changes(
        &self,
        db: &mut PgConnection,
        parties: &HashMap<Uuid, Parties>,
        figures: Figures,
    ) -> Result<(), ProjectionError> {
        let changes = &self.status_changes;
        let mut latest: HashMap<Uuid, (i16, DateTime<Utc>)> = HashMap::new();
        for change in changes
            .iter()
            .filter(|change| !self.submitted_at.contains_key(&change.application))
        {
            latest.insert(change.application, (change.to, change.at));
        }
        if !latest.is_empty() {
            let mut ids = Vec::with_capacity(latest.len());
            let mut statuses = Vec::with_capacity(latest.len());
            let mut ats = Vec::with_capacity(latest.len());
            for (id, (status, at)) in &latest {
                ids.push(*id);
                statuses.push(*status);
                ats.push(*at);
            }
            let updated = sqlx::query(
                "UPDATE application_views a SET status = u.status, status_changed_at = u.at
                 FROM unnest($1::uuid[], $2::smallint[], $3::timestamptz[]) AS u(id, status, at) WHERE a.id = u.id",
            )
            .bind(&ids)
            .bind(&statuses)
            .bind(&ats)
            .execute(&mut *db)
            .await?;
            if updated.rows_affected() != ids.len() as u64 {
                return Err(sqlx::Error::RowNotFound.into());
            }
        }
        let spans = self.spans();
        spans.close_earlier(db).await?;
        let mut rows = CopyRows::into(
            "application_status_changes",
            &[
                "application_id",
                "sequence",
                "company_id",
                "job_id",
                "from_status",
                "to_status",
                "actor",
                "at",
                "submitted_at",
                "left_at",
                "left_to",
                "first_entry",
            ],
        );
        let mut entered_in_run = HashSet::new();
        for (change, left) in changes.iter().zip(&spans.left) {
            let parties = parties.get(&change.application).ok_or(sqlx::Error::RowNotFound)?;
            let first_entry = change.from != Some(change.to)
                && !parties.entered.contains(&change.to)
                && entered_in_run.insert((change.application, change.to));
            let submitted_at = match self.submitted_at.get(&change.application) {
                Some(&row) => self.submitted[row].at,
                None => parties.before.ok_or(sqlx::Error::RowNotFound)?.applied_at,
            };
            rows.row();
            rows.field(&change.application)?;
            rows.field(&change.sequence)?;
            rows.field(&parties.company)?;
            rows.field(&parties.job)?;
            rows.field(&change.from)?;
            rows.field(&change.to)?;
            rows.field(&change.actor)?;
            rows.field(&change.at)?;
            rows.field(&submitted_at)?;
            rows.field(&left.map(|(at, _)| at))?;
            rows.field(&left.map(|(_, to)| to))?;
            rows.field(&first_entry)?;
        }
        rows.write(db).await?;
        self.write_status_counts(db, parties).await?;
        self.daily_figures(parties)?.write(db, figures).await
    }

    /// Which stage each of the run's status changes left, and when: a change that moves the
    /// status closes the stage its application's previous move entered, in the run or before it.
    fn spans(&self) -> Spans {
        let mut left = vec![None; self.status_changes.len()];
        let mut open: HashMap<Uuid, usize> = HashMap::new();
        let mut earlier = Vec::new();
        for (index, change) in self.status_changes.iter().enumerate() {
            if change.from == Some(change.to) {
                continue;
            }
            match open.insert(change.application, index) {
                Some(entered) => left[entered] = Some((change.at, change.to)),
                None if change.from.is_some() => earlier.push((change.application, change.at, change.to)),
                None => {}
            }
        }
        Spans { left, earlier }
    }

    /// What the run's status changes add to the dashboard's daily figures, each change read
    /// against where its application stood: submitted in the run, or as its row said before.
    fn daily_figures(&self, parties: &HashMap<Uuid, Parties>) -> Result<DailyFigures, ProjectionError> {
        let mut figures = DailyFigures::default();
        let mut standings: HashMap<Uuid, Standing> = HashMap::new();
        let none = chrono::Duration::zero();
        for change in &self.status_changes {
            let parties = parties.get(&change.application).ok_or(sqlx::Error::RowNotFound)?;
            // As the database keeps it, in microseconds, so that a stay measured from a stored
            // change is what it measures from the same change in a replay's memory.
            let at = change.at.trunc_subsecs(6);
            if change.from.is_none() {
                figures.add(parties, at, "submitted", change.to, none);
                let submitted = Standing {
                    applied_at: at,
                    last_change_at: at,
                    furthest: 0,
                };
                standings.insert(change.application, submitted);
            }
            let standing = match standings.entry(change.application) {
                Entry::Occupied(entry) => entry.into_mut(),
                Entry::Vacant(entry) => entry.insert(parties.before.ok_or(sqlx::Error::RowNotFound)?),
            };
            if let Some(from) = change.from {
                figures.add(parties, at, "left", from, at - standing.last_change_at);
                if change.to == i16::from(ApplicationStatus::Hired.id()) {
                    figures.add(parties, at, "hired", change.to, at - standing.applied_at);
                }
            }
            figures.add(parties, at, "entered", change.to, none);
            let stage = ApplicationStatus::FUNNEL
                .iter()
                .position(|stage| i16::from(stage.id()) == change.to);
            for reached in stage.into_iter().flat_map(|stage| standing.furthest..=stage) {
                figures.add(
                    parties,
                    at,
                    "reached",
                    i16::from(ApplicationStatus::FUNNEL[reached].id()),
                    none,
                );
            }
            standing.furthest = standing.furthest.max(stage.map_or(0, |stage| stage + 1));
            standing.last_change_at = at;
        }
        Ok(figures)
    }

    /// Each job's count of applications per status, moved by the run's status changes: one
    /// row per job and status, however many of its applications moved.
    async fn write_status_counts(
        &self,
        db: &mut PgConnection,
        parties: &HashMap<Uuid, Parties>,
    ) -> Result<(), ProjectionError> {
        let mut moved: HashMap<(Uuid, Uuid, i16), i64> = HashMap::new();
        for change in &self.status_changes {
            let parties = parties.get(&change.application).ok_or(sqlx::Error::RowNotFound)?;
            let mut add =
                |status: i16, by: i64| *moved.entry((parties.company, parties.job, status)).or_default() += by;
            if let Some(from) = change.from {
                add(from, -1);
            }
            add(change.to, 1);
        }
        let mut moved: Vec<((Uuid, Uuid, i16), i64)> = moved.into_iter().filter(|(_, by)| *by != 0).collect();
        if moved.is_empty() {
            return Ok(());
        }
        // In key order, so two writers moving the same jobs lock their rows in the same order.
        moved.sort_unstable();
        let (keys, by): (Vec<(Uuid, Uuid, i16)>, Vec<i64>) = moved.into_iter().unzip();
        let companies: Vec<Uuid> = keys.iter().map(|key| key.0).collect();
        let jobs: Vec<Uuid> = keys.iter().map(|key| key.1).collect();
        let statuses: Vec<i16> = keys.iter().map(|key| key.2).collect();
        sqlx::query(
            "INSERT INTO application_status_counts AS c (company_id, job_id, status, count)
             SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::bigint[])
             ON CONFLICT (company_id, job_id, status) DO UPDATE SET count = c.count + EXCLUDED.count",
        )
        .bind(&companies)
        .bind(&jobs)
        .bind(&statuses)
        .bind(&by)
        .execute(&mut *db)
        .await?;
        // A status no application is in has no row, whether the view was built live or
        // replayed (which folds a history's moves before writing and never sees the zero).
        if by.iter().any(|by| *by < 0) {
            sqlx::query(
                "DELETE FROM application_status_counts c USING unnest($1::uuid[], $2::uuid[], $3::smallint[]) AS u(company_id, job_id, status)
                 WHERE c.company_id = u.company_id AND c.job_id = u.job_id AND c.status = u.status AND c.count = 0",
            )
            .bind(&companies)
            .bind(&jobs)
            .bind(&statuses)
            .execute(&mut *db)
            .await?;
        }
        Ok(())
    }
}

/// Who an application is between.
struct Parties {
    company: Uuid,
    job: Uuid,
    jobseeker: Uuid,
    /// Where it stood before the run; none if it was submitted in the run.
    before: Option<Standing>,
    /// The stages it had entered before the run.
    entered: Vec<i16>,
}

/// How far an application has come, as its daily figures need it.
#[derive(Clone, Copy)]
struct Standing {
    applied_at: DateTime<Utc>,
    last_change_at: DateTime<Utc>,
    /// How many of the funnel's stages it has reached.
    furthest: usize,
}

/// A row of `application_daily_figures`: company, job, day, kind and status.
type FigureKey = (Uuid, Uuid, NaiveDate, &'static str, i16);

/// The daily figures a run's status changes add up to: per row, how many and their
/// microseconds (see migration 0036 for what each kind counts).
#[derive(Default)]
struct DailyFigures(HashMap<FigureKey, (i64, i64)>);

impl DailyFigures {
    fn add(&mut self, parties: &Parties, at: DateTime<Utc>, kind: &'static str, status: i16, time: chrono::Duration) {
        let figure = self
            .0
            .entry((parties.company, parties.job, at.date_naive(), kind, status))
            .or_default();
        figure.0 += 1;
        figure.1 += time.num_microseconds().unwrap_or(i64::MAX);
    }

    /// One statement: an upsert in key order, so that two writers lock shared rows in the same
    /// order, or in a replay's build an insert.
    async fn write(self, db: &mut PgConnection, how: Figures) -> Result<(), ProjectionError> {
        if self.0.is_empty() {
            return Ok(());
        }
        let mut figures: Vec<(FigureKey, (i64, i64))> = self.0.into_iter().collect();
        figures.sort_unstable_by_key(|(key, _)| *key);
        let (mut companies, mut jobs, mut days, mut kinds, mut statuses, mut counts, mut microseconds) =
            (vec![], vec![], vec![], vec![], vec![], vec![], vec![]);
        for ((company, job, day, kind, status), (count, time)) in figures {
            companies.push(company);
            jobs.push(job);
            days.push(day);
            kinds.push(kind);
            statuses.push(status);
            counts.push(count);
            microseconds.push(time);
        }
        let insert =
            "INSERT INTO application_daily_figures AS f (company_id, job_id, day, kind, status, count, seconds)
             SELECT company_id, job_id, day, kind, status, count, microseconds * 0.000001
             FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::text[], $5::smallint[], $6::bigint[], $7::bigint[])
                  AS u(company_id, job_id, day, kind, status, count, microseconds)";
        let statement = match how {
            Figures::Upserted => format!(
                "{insert} ON CONFLICT (company_id, job_id, day, kind, status)
                 DO UPDATE SET count = f.count + EXCLUDED.count, seconds = f.seconds + EXCLUDED.seconds"
            ),
            Figures::Appended => insert.to_owned(),
        };
        sqlx::query(&statement)
            .bind(companies)
            .bind(jobs)
            .bind(days)
            .bind(kinds)
            .bind(statuses)
            .bind(counts)
            .bind(microseconds)
            .execute(db)
            .await?;
        Ok(())
    }
}

/// Sets a candidate's flags, each to the value of its latest action by time: the candidate is
/// found through the application, and a run's actions on one candidate become one row.
/// An anonymised application's candidate is no one, and keeps no flags.
async fn write_flags(
    db: &mut PgConnection,
    flags: Vec<Flag>,
    parties: &HashMap<Uuid, Parties>,
) -> Result<(), ProjectionError> {
    let mut latest: HashMap<(Uuid, Uuid), Latest> = HashMap::new();
    for flag in flags {
        if let Some(parties) = parties.get(&flag.application)
            && parties.jobseeker != Uuid::nil()
        {
            latest
                .entry((parties.company, parties.jobseeker))
                .or_default()
                .take(&flag);
        }
    }
    if latest.is_empty() {
        return Ok(());
    }
    let (candidates, latest): (Vec<(Uuid, Uuid)>, Vec<Latest>) = latest.into_iter().unzip();
    let (companies, jobseekers): (Vec<Uuid>, Vec<Uuid>) = candidates.into_iter().unzip();
    let value = |flag: Option<(bool, DateTime<Utc>)>| flag.map(|(value, _)| value);
    let time = |flag: Option<(bool, DateTime<Utc>)>| flag.map(|(_, at)| at);
    sqlx::query(
        "INSERT INTO candidate_flags AS f (company_id, jobseeker_id, blacklisted, blacklisted_at, favorite, favorite_at, updated_at)
         SELECT company_id, jobseeker_id, coalesce(blacklisted, false), blacklisted_at, coalesce(favorite, false), favorite_at,
                greatest(blacklisted_at, favorite_at)
         FROM unnest($1::uuid[], $2::uuid[], $3::bool[], $4::timestamptz[], $5::bool[], $6::timestamptz[])
              AS u(company_id, jobseeker_id, blacklisted, blacklisted_at, favorite, favorite_at)
         ON CONFLICT (company_id, jobseeker_id) DO UPDATE SET
           blacklisted = CASE WHEN EXCLUDED.blacklisted_at IS NOT NULL AND (f.blacklisted_at IS NULL OR EXCLUDED.blacklisted_at >= f.blacklisted_at)
                              THEN EXCLUDED.blacklisted ELSE f.blacklisted END,
           blacklisted_at = greatest(f.blacklisted_at, EXCLUDED.blacklisted_at),
           favorite = CASE WHEN EXCLUDED.favorite_at IS NOT NULL AND (f.favorite_at IS NULL OR EXCLUDED.favorite_at >= f.favorite_at)
                           THEN EXCLUDED.favorite ELSE f.favorite END,
           favorite_at = greatest(f.favorite_at, EXCLUDED.favorite_at),
           updated_at = greatest(f.updated_at, EXCLUDED.updated_at)",
    )
    .bind(&companies)
    .bind(&jobseekers)
    .bind(latest.iter().map(|flags| value(flags.blacklisted)).collect::<Vec<_>>())
    .bind(latest.iter().map(|flags| time(flags.blacklisted)).collect::<Vec<_>>())
    .bind(latest.iter().map(|flags| value(flags.favorite)).collect::<Vec<_>>())
    .bind(latest.iter().map(|flags| time(flags.favorite)).collect::<Vec<_>>())
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// A candidate's flags as a run's actions left them: each flag's latest value and its time.
#[derive(Default)]
struct Latest {
    blacklisted: Option<(bool, DateTime<Utc>)>,
    favorite: Option<(bool, DateTime<Utc>)>,
}

impl Latest {
    fn take(&mut self, flag: &Flag) {
        let later = |kept: &mut Option<(bool, DateTime<Utc>)>, value: Option<bool>| {
            if let Some(value) = value
                && kept.is_none_or(|(_, at)| flag.at >= at)
            {
                *kept = Some((value, flag.at));
            }
        };
        later(&mut self.blacklisted, flag.blacklisted);
        later(&mut self.favorite, flag.favorite);
    }
}

impl Applications {
    async fn apply_runs(
        &self,
        db: &mut PgConnection,
        events: &[&StoredEvent],
        figures: Figures,
    ) -> Result<(), ProjectionError> {
        let mut run = Run::default();
        for event in events {
            if !run.take(event)? {
                std::mem::take(&mut run).write(db, figures).await?;
                self.apply(db, event).await?;
            }
        }
        run.write(db, figures).await
    }
}

/// The stages the run's status changes close: `left[i]` is when and to what the stage entered by
/// the run's `i`th change was left, and `earlier` the stages entered before the run that its
/// changes left, one per application.
struct Spans {
    left: Vec<Option<(DateTime<Utc>, i16)>>,
    earlier: Vec<(Uuid, DateTime<Utc>, i16)>,
}

impl Spans {
    /// Closes the stages entered before the run: each application's one change with a stage
    /// still open. Before the run's own changes are written, which are open until it closes them.
    async fn close_earlier(&self, db: &mut PgConnection) -> Result<(), ProjectionError> {
        if self.earlier.is_empty() {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(self.earlier.len());
        let mut ats = Vec::with_capacity(self.earlier.len());
        let mut tos = Vec::with_capacity(self.earlier.len());
        for (id, at, to) in &self.earlier {
            ids.push(*id);
            ats.push(*at);
            tos.push(*to);
        }
        sqlx::query(
            "UPDATE application_status_changes c SET left_at = u.at, left_to = u.status
             FROM unnest($1::uuid[], $2::timestamptz[], $3::smallint[]) AS u(id, at, status)
             WHERE c.application_id = u.id AND c.left_at IS NULL AND c.from_status IS DISTINCT FROM c.to_status",
        )
        .bind(&ids)
        .bind(&ats)
        .bind(&tos)
        .execute(&mut *db)
        .await?;
        Ok(())
    }
}

/// How a run writes its daily figures. Live, each run adds to the rows it touches (an upsert).
/// A replay's build appends them instead, a row possibly many times over (a job's day spans
/// pages), and merges them once the copies are full (`MERGE_DAILY_FIGURES`), before the table
/// gets its key: a page of ten thousand events makes some twenty thousand figures, and an
/// upsert of each into the key doubled the replay's time.
#[derive(Clone, Copy)]
enum Figures {
    Upserted,
    Appended,
}

/// Adds up the rows a replay's build appended more than once into one each.
const MERGE_DAILY_FIGURES: &str = "
WITH duplicated AS (
    SELECT company_id, job_id, day, kind, status FROM application_daily_figures
    GROUP BY company_id, job_id, day, kind, status HAVING count(*) > 1),
parts AS (
    DELETE FROM application_daily_figures f USING duplicated d
    WHERE (f.company_id, f.job_id, f.day, f.kind, f.status) = (d.company_id, d.job_id, d.day, d.kind, d.status)
    RETURNING f.*)
INSERT INTO application_daily_figures (company_id, job_id, day, kind, status, count, seconds)
SELECT company_id, job_id, day, kind, status, sum(count), sum(seconds) FROM parts
GROUP BY company_id, job_id, day, kind, status";

#[async_trait]
impl View for Applications {
    fn name(&self) -> &'static str {
        "applications"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "application_views",
            "application_status_changes",
            "application_status_counts",
            "application_daily_figures",
            "application_notes",
            "candidate_flags",
        ]
    }

    fn read_only_indexes(&self) -> &'static [&'static str] {
        &[
            "application_views_job",
            "application_views_job_rating",
            "application_views_job_applied",
            "application_views_jobseeker",
            "application_status_changes_company",
            "application_status_changes_cohort",
        ]
    }

    async fn apply_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        self.apply_runs(db, events, Figures::Upserted).await
    }

    async fn rebuild_all(&self, db: &mut PgConnection, events: &[&StoredEvent]) -> Result<(), ProjectionError> {
        self.apply_runs(db, events, Figures::Appended).await
    }

    fn finished_when_full(&self) -> &'static [FinishedWhenFull] {
        &[FinishedWhenFull {
            table: "application_daily_figures",
            statement: MERGE_DAILY_FIGURES,
        }]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let mut run = Run::default();
        if run.take(event)? {
            return run.write(db, Figures::Upserted).await;
        }
        // A run takes every event but an anonymisation, which is written as the store's erased
        // events read (domain::privacy::PERSONAL_FIELDS), so the view is the same whether it saw
        // the values live or is replayed after erasure.
        let id = event.id()?;
        // The company's flags on the person go with it: a replay, which reads the application's
        // flag events with no one in them, makes none.
        sqlx::query(
            "DELETE FROM candidate_flags f USING application_views a
             WHERE a.id = $1 AND f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id",
        )
        .bind(id)
        .execute(&mut *db)
        .await?;
        sqlx::query(
            "UPDATE application_views SET jobseeker_id = $2, cv_name = '', cv_url = '', cover_letter = NULL, anonymised_at = $3
             WHERE id = $1",
        )
        .bind(id)
        .bind(Uuid::nil())
        .bind(event.metadata.at)
        .execute(&mut *db)
        .await?;
        sqlx::query("DELETE FROM application_notes WHERE application_id = $1")
            .bind(id)
            .execute(db)
            .await?;
        Ok(())
    }
}
