//! The hiring pipeline wired together: a cqrs-es framework per aggregate on the event store,
//! the views, outboxes and process managers their events feed, and the facts the aggregates
//! look up (`facts`).

mod facts;

use crate::engine::{self, Dispatch, Dispatcher, ProcessManager, Subscriber, View};
use crate::event_store::{Appends, HireCqrs, SealedEventRepository};
use crate::notification_emails::NotificationEmails;
use crate::process::{Closing, Pipeline};
use crate::replay::{Replay, Replayed};
use crate::stored::ProjectionError;
use crate::views;
use crate::webhooks::Webhooks;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, CqrsFramework};
use domain::hiring::Services;
use domain::hiring::application::Application;
use domain::hiring::interview::Interview;
use domain::hiring::job::Job;
use domain::hiring::offer::Offer;
use domain::market::TokenAccount;
use domain::org::OrgStructure;
use domain::privacy::PrivacyConsents;
use domain::workforce_planning::WorkforcePlan;
use facts::PostgresFacts;
use sqlx::PgPool;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{Notify, watch};

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
        let closing: Arc<dyn ProcessManager> = Arc::new(Closing::new(
            pool.clone(),
            framework(&pool, &appends, &without_pipeline, services.clone()),
            framework(&pool, &appends, &without_pipeline, services.clone()),
        ));
        let mut with_closing = views_and_outboxes.clone();
        with_closing.push(Subscriber::Process(closing.clone()));
        let applications = Arc::new(framework::<Application>(
            &pool,
            &appends,
            &Dispatcher::new(pool.clone(), with_closing, missed.clone()),
            services.clone(),
        ));
        let pipeline: Arc<dyn ProcessManager> = Arc::new(Pipeline::new(pool.clone(), applications.clone()));
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
            match self.catch_up().await {
                // Events a view missed in their command's transaction: the projections' lag.
                Ok(handled) => metrics::counter!("hire_projection_caught_up_events_total").increment(handled),
                Err(error) => {
                    tracing::error!(%error, "catching up the projections failed");
                    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
                    self.missed.notify_one();
                }
            }
        }
    }
}
