//! The hiring pipeline wired together: a cqrs-es framework per aggregate on the Postgres event
//! store, the views and the process managers they feed, and the facts the aggregates look up.

use crate::engine::{
    self, Dispatch, Dispatcher, Metadata, ProcessManager, ProjectionError, StoredEvent, Subscriber, View,
};
use crate::notification_emails::NotificationEmails;
use crate::privacy::{Appends, SealedEventRepository};
use crate::replay::{Replay, Replayed};
use crate::views;
use crate::webhooks::Webhooks;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateContext, AggregateError, CqrsFramework, EventStore};
use domain::hiring::application::{Application, ApplicationCommand, ApplicationEvent};
use domain::hiring::interview::{Interview, InterviewCommand, InterviewEvent};
use domain::hiring::job::{Job, JobCommand, JobCompetency};
use domain::hiring::offer::{Offer, OfferEvent};
use domain::hiring::{
    ApplicationStatus, CandidateFlags, CvRef, EvaluationRules, HiringServices, JobFacts, LookupFailed, Services,
};
use domain::market::TokenAccount;
use domain::org::{OrgStructure, RATING_LEVELS_DEFAULT};
use domain::privacy::PrivacyConsents;
use domain::workforce_planning::WorkforcePlan;
use sqlx::PgPool;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{Notify, watch};
use uuid::Uuid;

/// An aggregate's cqrs-es framework on the event store whose personal fields are sealed.
pub type HireCqrs<A> = CqrsFramework<A, PersistedEventStore<SealedEventRepository, A>>;

pub struct Hiring {
    pub jobs: HireCqrs<Job>,
    pub applications: Arc<HireCqrs<Application>>,
    pub interviews: HireCqrs<Interview>,
    pub offers: HireCqrs<Offer>,
    /// A company's org structure: not hiring, but the same store, engine and catch-up.
    pub org: HireCqrs<OrgStructure>,
    pub workforce_plans: HireCqrs<WorkforcePlan>,
    /// Each company's AI tokens.
    pub tokens: HireCqrs<TokenAccount>,
    /// Each person's acceptances of the privacy terms.
    pub consents: HireCqrs<PrivacyConsents>,
    pool: PgPool,
    subscribers: Vec<Subscriber>,
    missed: Arc<Notify>,
}

fn framework<A: Aggregate>(
    pool: &PgPool,
    appends: &Arc<Appends>,
    dispatcher: &Arc<Dispatcher>,
    services: A::Services,
) -> HireCqrs<A> {
    let store = PersistedEventStore::new_event_store(SealedEventRepository::new(pool.clone(), appends.clone()));
    CqrsFramework::new(store, vec![Box::new(Dispatch(dispatcher.clone()))], services)
}

/// Loads an aggregate's current state from the event store.
pub async fn load<A: Aggregate + Clone>(pool: &PgPool, id: Uuid) -> Result<A, AggregateError<A::Error>> {
    let store = PersistedEventStore::<SealedEventRepository, A>::new_event_store(SealedEventRepository::new(
        pool.clone(),
        Appends::new(pool),
    ));
    Ok(store.load_aggregate(&id.to_string()).await?.aggregate().clone())
}

/// Runs a command as `actor`, recording who and when on its events.
pub async fn execute<A: Aggregate>(
    cqrs: &HireCqrs<A>,
    id: Uuid,
    command: A::Command,
    actor: Option<Uuid>,
) -> Result<(), AggregateError<A::Error>> {
    cqrs.execute_with_metadata(&id.to_string(), command, Metadata::new(actor, Utc::now()).into_map())
        .await
}

impl Hiring {
    pub fn new(pool: PgPool) -> Arc<Self> {
        let services: Services = Arc::new(PostgresFacts { pool: pool.clone() });
        let missed = Arc::new(Notify::new());
        // Every aggregate's commands commit their events together.
        let appends = Appends::new(&pool);
        // The outboxes come after the views: their mails read what the views just wrote.
        let mut views_and_outboxes: Vec<Subscriber> = views::all().into_iter().map(Subscriber::View).collect();
        views_and_outboxes.push(Subscriber::Outbox(Arc::new(NotificationEmails)));
        views_and_outboxes.push(Subscriber::Outbox(Arc::new(Webhooks)));

        // Interviews and offers also feed the pipeline process manager, which commands
        // applications. So the application framework comes first.
        let without_pipeline = Dispatcher::new(pool.clone(), views_and_outboxes.clone(), missed.clone());
        // What an application leaves open when it closes is closed by commands on interviews
        // and jobs. Those cannot reach the pipeline, which is built after the applications; it
        // has nothing to do for a cancelled or completed interview anyway, and catches up on
        // them at the next catch-up.
        let closing: Arc<dyn ProcessManager> = Arc::new(Closing {
            pool: pool.clone(),
            interviews: framework(&pool, &appends, &without_pipeline, services.clone()),
            jobs: framework(&pool, &appends, &without_pipeline, services.clone()),
        });
        let mut with_closing = views_and_outboxes.clone();
        with_closing.push(Subscriber::Process(closing.clone()));
        let applications = Arc::new(framework::<Application>(
            &pool,
            &appends,
            &Dispatcher::new(pool.clone(), with_closing, missed.clone()),
            services.clone(),
        ));
        let pipeline: Arc<dyn ProcessManager> = Arc::new(Pipeline {
            pool: pool.clone(),
            applications: applications.clone(),
        });
        let mut subscribers = views_and_outboxes;
        subscribers.push(Subscriber::Process(closing));
        subscribers.push(Subscriber::Process(pipeline));
        let with_pipeline = Dispatcher::new(pool.clone(), subscribers.clone(), missed.clone());

        Arc::new(Self {
            jobs: framework(&pool, &appends, &without_pipeline, services.clone()),
            applications,
            interviews: framework(&pool, &appends, &with_pipeline, services.clone()),
            offers: framework(&pool, &appends, &with_pipeline, services.clone()),
            org: framework(&pool, &appends, &without_pipeline, ()),
            workforce_plans: framework(&pool, &appends, &without_pipeline, ()),
            tokens: framework(&pool, &appends, &without_pipeline, ()),
            consents: framework(&pool, &appends, &without_pipeline, ()),
            pool,
            subscribers,
            missed,
        })
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Views, outboxes and process managers, in the order they are caught up.
    pub fn subscribers(&self) -> &[Subscriber] {
        &self.subscribers
    }

    /// The views alone: what replay rebuilds.
    pub fn views(&self) -> Vec<Arc<dyn View>> {
        self.subscribers
            .iter()
            .filter_map(|subscriber| match subscriber {
                Subscriber::View(view) => Some(view.clone()),
                Subscriber::Outbox(_) | Subscriber::Process(_) => None,
            })
            .collect()
    }

    /// Hands every subscriber what it has missed (after a crash, or a failed delivery).
    pub async fn catch_up(&self) -> Result<u64, ProjectionError> {
        let mut handled = 0;
        for subscriber in &self.subscribers {
            handled += engine::catch_up(&self.pool, subscriber, &|_| {}).await?;
        }
        Ok(handled)
    }

    /// Rebuilds views from the first event, all of them or the one named `only`, beside the
    /// live ones, which keep serving until the rebuilt ones are swapped in (`replay`).
    /// `progress` hears (view, handled, total) as it goes.
    pub async fn replay(
        &self,
        only: Option<&str>,
        progress: &(dyn Fn(&str, u64, u64) + Sync),
    ) -> Result<Replayed, ProjectionError> {
        let views: Vec<Arc<dyn View>> = self
            .views()
            .into_iter()
            .filter(|view| only.is_none_or(|name| name == view.name()))
            .collect();
        if let Some(name) = only.filter(|_| views.is_empty()) {
            return Err(ProjectionError::Command(format!("there is no view named {name}")));
        }
        let started = Instant::now();
        let replay = Replay::prepare(&self.pool, views).await?;
        let built = match replay.build(progress).await {
            Ok(built) => built,
            Err(error) => {
                replay.abandon().await;
                return Err(error);
            }
        };
        let built_in = started.elapsed() - built.made_durable_in;
        let swapped = replay.swap().await?;
        Ok(Replayed {
            applied: built.applied + swapped.applied,
            built_in,
            made_durable_in: built.made_durable_in,
            ..swapped
        })
    }

    /// Catches up whenever a live delivery failed, until `stop` changes.
    pub async fn keep_up(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        loop {
            tokio::select! {
                _ = self.missed.notified() => {}
                _ = stop.changed() => return,
            }
            if let Err(error) = self.catch_up().await {
                tracing::error!(%error, "catching up the projections failed");
                tokio::time::sleep(std::time::Duration::from_secs(5)).await;
                self.missed.notify_one();
            }
        }
    }
}

/// The facts aggregates look up: the clock, jobs from the event store, CVs and flags from
/// their tables.
struct PostgresFacts {
    pool: PgPool,
}

fn lookup_failed(error: impl std::fmt::Display) -> LookupFailed {
    tracing::error!(%error, "an aggregate's facts could not be read");
    LookupFailed
}

#[async_trait]
impl HiringServices for PostgresFacts {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }

    async fn job(&self, job_id: Uuid) -> Result<Option<JobFacts>, LookupFailed> {
        let job: Job = load(&self.pool, job_id).await.map_err(lookup_failed)?;
        Ok(job.company_id().map(|company_id| JobFacts {
            company_id,
            accepting_applications: job.accepts_applications(self.now()),
        }))
    }

    async fn candidate_cv(&self, jobseeker_id: Uuid) -> Result<Option<CvRef>, LookupFailed> {
        let cv: Option<(String, String)> =
            sqlx::query_as("SELECT name, file_key FROM jobseeker_cvs WHERE user_id = $1")
                .bind(jobseeker_id)
                .fetch_optional(&self.pool)
                .await
                .map_err(lookup_failed)?;
        Ok(cv.map(|(name, key)| CvRef {
            name,
            url: format!("/api/accounts/files/{key}"),
        }))
    }

    async fn evaluation_rules(&self, application_id: Uuid) -> Result<EvaluationRules, LookupFailed> {
        let found: Option<(sqlx::types::Json<Vec<JobCompetency>>, Option<i32>)> = sqlx::query_as(
            "SELECT j.competencies, (SELECT jsonb_array_length(s.labels::jsonb) FROM org_rating_scales s WHERE s.company_id = a.company_id)
             FROM application_views a JOIN job_views j ON j.id = a.job_id WHERE a.id = $1",
        )
        .bind(application_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(lookup_failed)?;
        let (competencies, levels) =
            found.map_or((Vec::new(), None), |(competencies, levels)| (competencies.0, levels));
        Ok(EvaluationRules {
            competencies,
            rating_levels: levels.map_or(RATING_LEVELS_DEFAULT, |levels| levels as u8),
        })
    }

    async fn candidate_flags(&self, company_id: Uuid, jobseeker_id: Uuid) -> Result<CandidateFlags, LookupFailed> {
        let flags: Option<(bool, bool)> = sqlx::query_as(
            "SELECT blacklisted, favorite FROM candidate_flags WHERE company_id = $1 AND jobseeker_id = $2",
        )
        .bind(company_id)
        .bind(jobseeker_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(lookup_failed)?;
        Ok(flags
            .map(|(blacklisted, favorite)| CandidateFlags { blacklisted, favorite })
            .unwrap_or_default())
    }
}

/// Interview scheduled → application at interview; offer sent → offered; offer accepted or
/// declined → accepted or rejected by the applicant.
struct Pipeline {
    pool: PgPool,
    applications: Arc<HireCqrs<Application>>,
}

/// A process manager's command for `event`, as the event's actor. A concurrent command on the
/// same aggregate wins the race, and the next try sees its result; a refusal is logged and
/// ends the step, since the aggregate already decided otherwise.
async fn follow_up<A: Aggregate>(
    cqrs: &HireCqrs<A>,
    id: Uuid,
    command: A::Command,
    event: &StoredEvent,
) -> Result<(), ProjectionError>
where
    A::Command: Clone,
{
    for _ in 0..5 {
        match execute(cqrs, id, command.clone(), event.metadata.actor).await {
            Ok(()) => return Ok(()),
            Err(AggregateError::AggregateConflict) => continue,
            Err(AggregateError::UserError(refusal)) => {
                tracing::warn!(event = event.key(), aggregate = A::TYPE, %refusal, "a follow-up command was refused");
                return Ok(());
            }
            Err(error) => return Err(ProjectionError::Command(error.to_string())),
        }
    }
    Err(ProjectionError::Command(format!("{} {id} stayed contended", A::TYPE)))
}

impl Pipeline {
    async fn command(
        &self,
        application_id: Uuid,
        command: ApplicationCommand,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        follow_up(&self.applications, application_id, command, event).await
    }

    async fn offer_application(&self, offer_id: Uuid) -> Result<Uuid, ProjectionError> {
        let offer: Offer = load(&self.pool, offer_id)
            .await
            .map_err(|error| ProjectionError::Command(error.to_string()))?;
        offer
            .application_id()
            .ok_or_else(|| ProjectionError::Command(format!("offer {offer_id} has no application")))
    }
}

#[async_trait]
impl ProcessManager for Pipeline {
    fn name(&self) -> &'static str {
        "pipeline"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["interview", "offer"]
    }

    async fn handle(&self, event: &StoredEvent) -> Result<(), ProjectionError> {
        let id = event.id()?;
        match event.aggregate_type.as_str() {
            "interview" => {
                if let InterviewEvent::Scheduled { application_id, .. } = event.decode()? {
                    self.command(
                        application_id,
                        ApplicationCommand::ScheduleInterview { interview_id: id },
                        event,
                    )
                    .await?;
                }
            }
            "offer" => match event.decode()? {
                OfferEvent::Sent { application_id, .. } => {
                    self.command(application_id, ApplicationCommand::SendOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Accepted => {
                    let application = self.offer_application(id).await?;
                    self.command(application, ApplicationCommand::AcceptOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Declined { .. } => {
                    let application = self.offer_application(id).await?;
                    self.command(application, ApplicationCommand::DeclineOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Withdrawn | OfferEvent::Expired => {}
            },
            _ => {}
        }
        Ok(())
    }
}

/// What an application that leaves the pipeline leaves open, closed: its scheduled interviews
/// are cancelled and one in progress is completed (it took place); a hire that fills the job's
/// openings closes the job. Other applicants' offers are not touched.
struct Closing {
    pool: PgPool,
    interviews: HireCqrs<Interview>,
    jobs: HireCqrs<Job>,
}

impl Closing {
    /// The interviews' view was written by the commands that scheduled and started them, before
    /// this event, so it can be read beside the views this event moves.
    async fn close_interviews(&self, application_id: Uuid, event: &StoredEvent) -> Result<(), ProjectionError> {
        let open: Vec<(Uuid, String)> = sqlx::query_as(
            "SELECT id, status FROM interview_views WHERE application_id = $1 AND status IN ('scheduled', 'in_progress')",
        )
        .bind(application_id)
        .fetch_all(&self.pool)
        .await?;
        for (interview, status) in open {
            let command = if status == "in_progress" {
                InterviewCommand::Complete
            } else {
                InterviewCommand::Cancel {
                    reason: Some("The application was closed.".to_owned()),
                }
            };
            follow_up(&self.interviews, interview, command, event).await?;
        }
        Ok(())
    }

    /// Hires are counted from the store, not the views: process managers run beside the views,
    /// so hires made at the same moment may not be in the applications' view yet, while each
    /// hire's event is committed before its process managers run, and the last of them sees all.
    async fn close_filled_job(&self, application_id: Uuid, event: &StoredEvent) -> Result<(), ProjectionError> {
        let filled: Option<(Uuid, bool)> = sqlx::query_as(
            "SELECT j.id, (SELECT count(*) FROM application_views h WHERE h.job_id = j.id AND EXISTS (
                               SELECT 1 FROM events e WHERE e.aggregate_type = 'application' AND e.aggregate_id = h.id::text
                                 AND e.event_type = 'ApplicationStatusChanged' AND e.payload->'StatusChanged'->>'to' = $2))
                          >= coalesce((j.details->>'openings')::bigint, 1)
             FROM application_views a JOIN job_views j ON j.id = a.job_id
             WHERE a.id = $1 AND j.status IN ('live', 'inactive')",
        )
        .bind(application_id)
        .bind(ApplicationStatus::Hired.to_string())
        .fetch_optional(&self.pool)
        .await?;
        match filled {
            Some((job, true)) => follow_up(&self.jobs, job, JobCommand::CloseFilled, event).await,
            _ => Ok(()),
        }
    }
}

#[async_trait]
impl ProcessManager for Closing {
    fn name(&self) -> &'static str {
        "closing"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["application"]
    }

    async fn handle(&self, event: &StoredEvent) -> Result<(), ProjectionError> {
        let ApplicationEvent::StatusChanged { to, .. } = event.decode()? else {
            return Ok(());
        };
        if !to.is_terminal() {
            return Ok(());
        }
        let application = event.id()?;
        self.close_interviews(application, event).await?;
        if to == ApplicationStatus::Hired {
            self.close_filled_job(application, event).await?;
        }
        Ok(())
    }
}
