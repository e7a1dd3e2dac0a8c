//! Live delivery to websockets, across API instances. A change that users should see at once
//! (a chat message, a message read, a new notification) is announced with PostgreSQL
//! `pg_notify` inside the transaction that makes it, so the announcement exists only if the
//! change committed. Every instance listens and pushes to the sockets connected to it.

use crate::http::ApiError;
use projections::tenancy::Delegation;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
pub use store::{ChatMessage, MESSAGE_SELECT};
use tokio::sync::{mpsc, watch};
use uuid::Uuid;

mod store;

pub const CHANNEL: &str = "hire_live";

/// What an announcement is about.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Announcement {
    /// A chat message was stored. It travels along when it fits in a notification (8000 bytes).
    Chat {
        id: Uuid,
        sender: Uuid,
        receiver: Uuid,
        message: Option<ChatMessage>,
    },
    /// `reader` read messages, or saw their notifications: their unread counts changed.
    Counts { user: Uuid },
    /// A notification for a job seeker (recipient = user) or a company (recipient = company),
    /// about an application to `job_id`: a company's delegates hear only of their jobs. Both
    /// parties' screens show the application, so both are told that it changed.
    Notification {
        audience: String,
        recipient: Uuid,
        job_id: Option<Uuid>,
        /// Absent in announcements from an instance that predates them: only the bell rings.
        #[serde(default)]
        company_id: Option<Uuid>,
        #[serde(default)]
        jobseeker_id: Option<Uuid>,
        #[serde(default)]
        application_id: Option<Uuid>,
    },
}

/// PostgreSQL refuses notification payloads of 8000 bytes or more.
pub const PAYLOAD_LIMIT: usize = 7900;

pub async fn announce(db: &mut PgConnection, announcement: &Announcement) -> Result<(), ApiError> {
    let payload = serde_json::to_string(announcement).map_err(anyhow::Error::from)?;
    Ok(store::notify(db, CHANNEL, &payload).await?)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SocketKind {
    Chat,
    Notifications,
}

/// Frames waiting for a slow socket; past this the socket is dropped rather than letting its
/// backlog grow without bound.
const BACKLOG: usize = 256;

struct Socket {
    id: u64,
    kind: SocketKind,
    company: Option<Uuid>,
    frames: mpsc::Sender<String>,
}

/// The sockets connected to this instance, by user.
#[derive(Default)]
pub struct Hub {
    sockets: Mutex<HashMap<Uuid, Vec<Socket>>>,
    next_id: AtomicU64,
}

/// Unregisters its socket when dropped.
pub struct Registration {
    hub: Arc<Hub>,
    user: Uuid,
    id: u64,
}

impl Drop for Registration {
    fn drop(&mut self) {
        let mut sockets = self.hub.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(list) = sockets.get_mut(&self.user) {
            list.retain(|socket| socket.id != self.id);
            if list.is_empty() {
                sockets.remove(&self.user);
            }
        }
    }
}

impl Hub {
    pub fn register(
        self: &Arc<Self>,
        user: Uuid,
        company: Option<Uuid>,
        kind: SocketKind,
    ) -> (Registration, mpsc::Receiver<String>) {
        let (frames, receiver) = mpsc::channel(BACKLOG);
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.sockets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(user)
            .or_default()
            .push(Socket {
                id,
                kind,
                company,
                frames,
            });
        (
            Registration {
                hub: self.clone(),
                user,
                id,
            },
            receiver,
        )
    }

    /// The sockets open on this instance.
    pub fn connections(&self) -> usize {
        self.sockets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .values()
            .map(Vec::len)
            .sum()
    }

    /// Queues `frame` on the user's sockets of `kind`; a socket whose backlog is full is closed.
    pub fn send(&self, user: Uuid, kind: SocketKind, frame: &str) {
        let mut sockets = self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(list) = sockets.get_mut(&user) {
            list.retain(|socket| socket.kind != kind || socket.frames.try_send(frame.to_owned()).is_ok());
        }
    }

    /// Drops every socket of this instance, each of whose clients is told to connect again;
    /// answers how many there were.
    pub fn close_all(&self) -> usize {
        let mut sockets = self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let closed = sockets.values().map(Vec::len).sum();
        sockets.clear();
        closed
    }

    /// Users with a notifications socket on this instance who belong to `company`.
    fn company_users(&self, company: Uuid) -> Vec<Uuid> {
        let sockets = self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        sockets
            .iter()
            .filter(|(_, list)| {
                list.iter()
                    .any(|socket| socket.kind == SocketKind::Notifications && socket.company == Some(company))
            })
            .map(|(user, _)| *user)
            .collect()
    }

    fn has(&self, user: Uuid, kind: SocketKind) -> bool {
        let sockets = self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        sockets
            .get(&user)
            .is_some_and(|list| list.iter().any(|socket| socket.kind == kind))
    }
}

/// What a notifications socket is told: how many chat messages and notifications are unread.
#[derive(Serialize)]
struct CountsFrame<'a> {
    /// `initial` on connecting, `new_message` after a change.
    #[serde(rename = "type")]
    kind: &'a str,
    unread_count: i64,
    unread_notifications: i64,
}

/// Tells a notifications socket that an application its user can see changed, so the screens
/// showing it (lists, boards, counts, dashboards) read it again.
#[derive(Serialize)]
struct ChangedFrame {
    #[serde(rename = "type")]
    kind: &'static str,
    application_id: Option<Uuid>,
    job_id: Option<Uuid>,
}

/// The frame a notifications socket receives: unread chat messages and unread notifications.
pub async fn counts_frame(pool: &PgPool, user: Uuid, kind: &str) -> Result<String, ApiError> {
    let delegation = Delegation::of(pool, user).await?;
    let (unread_count, unread_notifications) =
        store::unread_counts(pool, user, delegation.as_ref().map(Delegation::applicant_jobs)).await?;
    let frame = CountsFrame {
        kind,
        unread_count,
        unread_notifications,
    };
    Ok(serde_json::to_string(&frame).map_err(anyhow::Error::from)?)
}

async fn push_counts(pool: &PgPool, hub: &Hub, user: Uuid) -> Result<(), ApiError> {
    if hub.has(user, SocketKind::Notifications) {
        hub.send(
            user,
            SocketKind::Notifications,
            &counts_frame(pool, user, "new_message").await?,
        );
    }
    Ok(())
}

async fn deliver(pool: &PgPool, hub: &Hub, announcement: Announcement) -> Result<(), ApiError> {
    match announcement {
        Announcement::Chat {
            id,
            sender,
            receiver,
            message,
        } => {
            if hub.has(sender, SocketKind::Chat) || hub.has(receiver, SocketKind::Chat) {
                let message = match message {
                    Some(message) => message,
                    None => store::message(pool, id).await?,
                };
                let frame = serde_json::to_string(&message).map_err(anyhow::Error::from)?;
                hub.send(sender, SocketKind::Chat, &frame);
                hub.send(receiver, SocketKind::Chat, &frame);
            }
            push_counts(pool, hub, receiver).await
        }
        Announcement::Counts { user } => push_counts(pool, hub, user).await,
        Announcement::Notification {
            audience,
            recipient,
            job_id,
            company_id,
            jobseeker_id,
            application_id,
        } => {
            let for_company = audience == "company";
            let (company, jobseeker) = if for_company {
                (Some(recipient), jobseeker_id)
            } else {
                (company_id, Some(recipient))
            };
            let changed = serde_json::to_string(&ChangedFrame {
                kind: "application_changed",
                application_id,
                job_id,
            })
            .map_err(anyhow::Error::from)?;
            for user in company.map(|company| hub.company_users(company)).unwrap_or_default() {
                if let Some(job) = job_id
                    && let Some(jobs) = Delegation::of(pool, user)
                        .await?
                        .as_ref()
                        .map(Delegation::applicant_jobs)
                    && !jobs.contains(&job)
                {
                    continue;
                }
                if for_company {
                    push_counts(pool, hub, user).await?;
                }
                hub.send(user, SocketKind::Notifications, &changed);
            }
            if let Some(jobseeker) = jobseeker {
                if !for_company {
                    push_counts(pool, hub, jobseeker).await?;
                }
                hub.send(jobseeker, SocketKind::Notifications, &changed);
            }
            Ok(())
        }
    }
}

/// Listens for announcements and delivers them to this instance's sockets until `stop`
/// changes. Announcements made while the connection is down are lost, so once it is back
/// every socket is closed: its client connects again and reads what it shows afresh.
pub async fn listen(pool: PgPool, hub: Arc<Hub>, mut stop: watch::Receiver<bool>) {
    let mut delivering = Delivering {
        pool: pool.clone(),
        hub,
    };
    crate::database::listen(&pool, CHANNEL, "live events", &mut delivering, &mut stop).await;
}

struct Delivering {
    pool: PgPool,
    hub: Arc<Hub>,
}

impl crate::database::Listening for Delivering {
    async fn prepare(&mut self, _: &PgPool) -> Result<(), sqlx::Error> {
        Ok(())
    }

    fn connected(&mut self, again: bool) {
        if again {
            let closed = self.hub.close_all();
            tracing::info!(
                closed,
                "listening for live events again; sockets closed so their clients read afresh"
            );
        }
    }

    async fn heard(&mut self, payload: &str) {
        match serde_json::from_str::<Announcement>(payload) {
            Ok(announcement) => {
                if let Err(error) = deliver(&self.pool, &self.hub, announcement).await {
                    tracing::warn!(%error, "a live event could not be delivered");
                }
            }
            Err(error) => tracing::warn!(%error, "an unreadable live event was ignored"),
        }
    }

    fn lost(&mut self) {}
}
