//! The pipeline board, the table view, the applicant page and the company dashboard answered
//! from memory while nothing they read has changed (issue 16, item 3). Every table those
//! screens, their caller's look-up and their scope read announces at commit which company it
//! changed (`*`: any company, for the users a card or a caller shows; migrations 0037–0039),
//! and this instance's listener forgets what each announcement makes stale. A hit costs no
//! statement at all: one round trip to PostgreSQL would cap it below the target (see
//! docs/decisions.md, "Screens from memory").
//!
//! Each screen's read declares the tables it reads (`TablesRead`, beside the read), and so do
//! the caller's look-up and scope, which every screen runs. An answer is kept only when every
//! one of them has its change trigger, as this instance found them when it began to listen: a
//! table that does not announce its changes would leave its screens stale.
//!
//! Read-your-writes: a request that may have written (any method but GET, HEAD and OPTIONS,
//! answered 2xx) returns only after this instance's listener has heard a fence sent after it,
//! so every announcement its commits made has been heard. A listener that loses its
//! connection may have missed announcements, so it forgets everything, and nothing is served
//! from memory until it listens again.

use crate::caller::{self, CALLER_READS};
use crate::http::ApiError;
use crate::sessions::{TokenKeys, TokenType};
use axum::body::{Body, Bytes};
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use projections::SCREEN_CHANGES as CHANNEL;
use projections::TablesRead;
use projections::tenancy::SCOPE_READS;
use sqlx::PgPool;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;
use tokio::sync::{oneshot, watch};
use uuid::Uuid;

mod store;

/// An announcement that may concern any company.
const EVERY_COMPANY: &str = "*";
const FENCE: &str = "fence:";
/// How long a write waits for its fence before it forgets everything instead.
const FENCE_WAIT: Duration = Duration::from_secs(2);
/// Answers kept at most, in bytes; past it the cache starts again empty.
const BUDGET_BYTES: usize = 64 << 20;

/// A screen's answer may be kept: whose company's data it shows. Handlers of cacheable screens
/// return this; only answers that carry it are kept.
pub struct Screen<T> {
    pub company: Uuid,
    /// The tables the screen's read reads, beside the caller's look-up and scope.
    pub reads: TablesRead,
    pub answer: T,
    /// When the answer may differ with nothing written (a deadline passing, a new day).
    pub changes_by_itself_at: Option<DateTime<Utc>>,
}

impl<T> Screen<T> {
    /// An answer that changes only when what it reads is written.
    pub fn of(company: Uuid, reads: TablesRead, answer: T) -> Self {
        Self {
            company,
            reads,
            answer,
            changes_by_itself_at: None,
        }
    }
}

#[derive(Clone, Copy)]
struct ScreenOf {
    company: Uuid,
    reads: TablesRead,
    changes_by_itself_at: Option<DateTime<Utc>>,
}

impl<T: IntoResponse> IntoResponse for Screen<T> {
    fn into_response(self) -> Response {
        let mut response = self.answer.into_response();
        response.extensions_mut().insert(ScreenOf {
            company: self.company,
            reads: self.reads,
            changes_by_itself_at: self.changes_by_itself_at,
        });
        response
    }
}

#[derive(Default)]
pub struct ScreenCache {
    listening: AtomicBool,
    memory: Mutex<Memory>,
    fences: Mutex<HashMap<Uuid, oneshot::Sender<()>>>,
    fencing: Mutex<Fencing>,
    /// Whether each route that has answered a GET answers with a screen.
    routes: RwLock<HashMap<String, bool>>,
    /// The tables with a change trigger, as of the last time the listener connected.
    announcing: RwLock<HashSet<String>>,
    /// Tables already reported as read by a screen without announcing their changes.
    reported_silent: Mutex<HashSet<&'static str>>,
}

/// The writes waiting for a fence, and whether one is out.
#[derive(Default)]
struct Fencing {
    out: bool,
    waiting: Vec<oneshot::Sender<()>>,
}

/// Whose answer to which URI.
type Key = (Uuid, String);

/// Changes are stamped by a counter as they are heard; an answer is current while no change of
/// its company (nor of every company) was heard after the read that made it began.
#[derive(Default)]
struct Memory {
    heard: u64,
    every_company_changed: u64,
    company_changed: HashMap<Uuid, u64>,
    answers: HashMap<Key, Answer>,
    /// Each company's keys among `answers`: a company's change, heard after nearly every
    /// command, then costs its own answers, not a walk through every company's.
    keys_by_company: HashMap<Uuid, HashSet<Key>>,
    bytes: usize,
    reads_in_flight: usize,
}

/// A read whose answer may be kept, current from the stamp `from`.
struct ReadInFlight {
    cache: Arc<ScreenCache>,
    from: u64,
}

impl Drop for ReadInFlight {
    fn drop(&mut self) {
        self.cache.memory.lock().expect("screen cache poisoned").reads_in_flight -= 1;
    }
}

struct Answer {
    company: Uuid,
    read_from: u64,
    changes_by_itself_at: Option<DateTime<Utc>>,
    session_generation: i32,
    content_type: Option<HeaderValue>,
    body: Bytes,
}

impl Memory {
    fn current(&self, answer: &Answer) -> bool {
        let changed = self.company_changed.get(&answer.company).copied().unwrap_or(0);
        changed.max(self.every_company_changed) <= answer.read_from
    }

    fn hear(&mut self, payload: &str) {
        self.heard += 1;
        if payload == EVERY_COMPANY {
            self.forget_everything_at(self.heard);
        } else if let Ok(company) = payload.parse::<Uuid>() {
            self.company_changed.insert(company, self.heard);
            for key in self.keys_by_company.remove(&company).unwrap_or_default() {
                if let Some(answer) = self.answers.remove(&key) {
                    self.bytes -= answer.body.len();
                }
            }
        }
    }

    fn keep(&mut self, key: Key, answer: Answer) {
        if !self.current(&answer) || answer.body.len() > BUDGET_BYTES {
            return;
        }
        if self.bytes + answer.body.len() > BUDGET_BYTES {
            self.forget_answers();
        }
        self.bytes += answer.body.len();
        let company = answer.company;
        self.keys_by_company.entry(company).or_default().insert(key.clone());
        if let Some(replaced) = self.answers.insert(key.clone(), answer) {
            self.bytes -= replaced.body.len();
            if replaced.company != company
                && let Some(keys) = self.keys_by_company.get_mut(&replaced.company)
            {
                keys.remove(&key);
            }
        }
    }

    fn forget_answers(&mut self) {
        self.answers.clear();
        self.keys_by_company.clear();
        self.bytes = 0;
    }

    fn forget_everything_at(&mut self, stamp: u64) {
        self.every_company_changed = stamp;
        self.company_changed.clear();
        self.forget_answers();
    }
}

impl ScreenCache {
    /// Whether `route` answers with a screen, or has not answered yet.
    fn may_be_screen(&self, route: &str) -> bool {
        self.routes
            .read()
            .expect("routes poisoned")
            .get(route)
            .copied()
            .unwrap_or(true)
    }

    /// Whether every table `reads`, the caller's look-up and the scope read announces its
    /// changes; the first time one does not, it is logged.
    fn announces_changes_of(&self, reads: TablesRead) -> bool {
        let announcing = self.announcing.read().expect("announcing poisoned");
        let silent: Vec<&'static str> = [reads, CALLER_READS, SCOPE_READS]
            .into_iter()
            .flatten()
            .copied()
            .filter(|table| !announcing.contains(*table))
            .collect();
        let mut reported = self.reported_silent.lock().expect("reported poisoned");
        for table in &silent {
            if reported.insert(table) {
                tracing::error!(
                    table,
                    "a screen reads a table without a change trigger; its answers are not kept"
                );
            }
        }
        silent.is_empty()
    }

    fn learn(&self, route: &str, screen: bool) {
        if self.routes.read().expect("routes poisoned").get(route) != Some(&screen) {
            self.routes
                .write()
                .expect("routes poisoned")
                .insert(route.to_owned(), screen);
        }
    }

    fn hit(&self, key: &Key, session_generation: i32) -> Option<Response> {
        if !self.listening.load(Ordering::Acquire) {
            return None;
        }
        let memory = self.memory.lock().expect("screen cache poisoned");
        let answer = memory.answers.get(key)?;
        if answer.session_generation != session_generation
            || !memory.current(answer)
            || answer.changes_by_itself_at.is_some_and(|at| at <= Utc::now())
        {
            return None;
        }
        let mut response = Response::new(Body::from(answer.body.clone()));
        if let Some(content_type) = &answer.content_type {
            response
                .headers_mut()
                .insert(header::CONTENT_TYPE, content_type.clone());
        }
        Some(response)
    }

    /// A read beginning now, when answers may be kept at all.
    fn read_begins(self: &Arc<Self>) -> Option<ReadInFlight> {
        if !self.listening.load(Ordering::Acquire) {
            return None;
        }
        let mut memory = self.memory.lock().expect("screen cache poisoned");
        memory.reads_in_flight += 1;
        Some(ReadInFlight {
            cache: self.clone(),
            from: memory.heard,
        })
    }

    fn keep(&self, key: Key, answer: Answer) {
        self.memory.lock().expect("screen cache poisoned").keep(key, answer);
    }

    fn forget_everything(&self) {
        let mut memory = self.memory.lock().expect("screen cache poisoned");
        memory.heard += 1;
        let stamp = memory.heard;
        memory.forget_everything_at(stamp);
    }

    fn hear(&self, payload: &str) {
        if let Some(fence) = payload.strip_prefix(FENCE) {
            if let Ok(fence) = fence.parse::<Uuid>()
                && let Some(waiter) = self.fences.lock().expect("fences poisoned").remove(&fence)
            {
                let _ = waiter.send(());
            }
        } else {
            self.memory.lock().expect("screen cache poisoned").hear(payload);
        }
    }

    /// Returns once this instance has heard every announcement committed before the call.
    /// Writes that finish while a fence is out wait together for the next one: one fence at a
    /// time serves every write of this instance.
    async fn fence(self: &Arc<Self>, pool: &PgPool) {
        if !self.listening.load(Ordering::Acquire) {
            return;
        }
        {
            // With nothing kept and no read that could keep an answer from before this write,
            // every answer kept from now on is read after it.
            let memory = self.memory.lock().expect("screen cache poisoned");
            if memory.answers.is_empty() && memory.reads_in_flight == 0 {
                return;
            }
        }
        let (fenced, wait) = oneshot::channel();
        let lead = {
            let mut fencing = self.fencing.lock().expect("fencing poisoned");
            fencing.waiting.push(fenced);
            !std::mem::replace(&mut fencing.out, true)
        };
        if lead {
            tokio::spawn(self.clone().send_fences(pool.clone()));
        }
        let _ = wait.await;
    }

    /// Sends one fence after another while writes wait for one.
    async fn send_fences(self: Arc<Self>, pool: PgPool) {
        loop {
            let waiting = {
                let mut fencing = self.fencing.lock().expect("fencing poisoned");
                if fencing.waiting.is_empty() {
                    fencing.out = false;
                    return;
                }
                std::mem::take(&mut fencing.waiting)
            };
            if !self.heard_fence(&pool).await {
                tracing::warn!("a fence was not heard in time; forgetting every kept screen");
                self.forget_everything();
            }
            for fenced in waiting {
                let _ = fenced.send(());
            }
        }
    }

    async fn heard_fence(&self, pool: &PgPool) -> bool {
        let id = Uuid::new_v4();
        let (heard, wait) = oneshot::channel();
        self.fences.lock().expect("fences poisoned").insert(id, heard);
        let sent = store::announce(pool, CHANNEL, &format!("{FENCE}{id}")).await;
        let heard = sent.is_ok() && matches!(tokio::time::timeout(FENCE_WAIT, wait).await, Ok(Ok(())));
        if !heard {
            self.fences.lock().expect("fences poisoned").remove(&id);
        }
        heard
    }
}

/// Serves kept answers, keeps the answers of screens, and fences writes.
pub async fn middleware(
    State(cache): State<Arc<ScreenCache>>,
    State(pool): State<PgPool>,
    State(tokens): State<Arc<TokenKeys>>,
    request: Request,
    next: Next,
) -> Response {
    match *request.method() {
        Method::GET => {}
        Method::HEAD | Method::OPTIONS => return next.run(request).await,
        _ => {
            let response = next.run(request).await;
            if response.status().is_success() {
                cache.fence(&pool).await;
            }
            return response;
        }
    }
    // Other reads pay one look-up here once their route has answered once.
    let route = request.extensions().get::<MatchedPath>().cloned();
    let Some(route) = route.filter(|route| cache.may_be_screen(route.as_str())) else {
        return next.run(request).await;
    };
    let token = caller::header_token(request.headers()).ok().flatten();
    let Some(claims) = token.and_then(|token| tokens.verify(token, TokenType::Access).ok()) else {
        return next.run(request).await;
    };
    let key = (claims.sub, request.uri().to_string());
    if let Some(response) = cache.hit(&key, claims.generation) {
        return response;
    }
    let read = cache.read_begins();
    let response = next.run(request).await;
    let screen = response.extensions().get::<ScreenOf>().copied();
    if response.status() == StatusCode::OK {
        cache.learn(route.as_str(), screen.is_some());
    }
    let (Some(read), Some(screen)) = (read, screen) else {
        return response;
    };
    if response.status() != StatusCode::OK || !cache.announces_changes_of(screen.reads) {
        return response;
    }
    let (parts, body) = response.into_parts();
    let body = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(body) => body,
        Err(error) => return ApiError::Internal(anyhow::anyhow!("reading a screen's answer: {error}")).into_response(),
    };
    cache.keep(
        key,
        Answer {
            company: screen.company,
            read_from: read.from,
            changes_by_itself_at: screen.changes_by_itself_at,
            session_generation: claims.generation,
            content_type: parts.headers.get(header::CONTENT_TYPE).cloned(),
            body: body.clone(),
        },
    );
    Response::from_parts(parts, Body::from(body))
}

/// Hears the announcements until `stop` changes. While it has no connection nothing is
/// served from memory, and each new connection starts from an empty cache.
pub async fn listen(pool: PgPool, cache: Arc<ScreenCache>, mut stop: watch::Receiver<bool>) {
    let mut hearing = Hearing(cache);
    crate::database::listen(&pool, CHANNEL, "screen changes", &mut hearing, &mut stop).await;
}

struct Hearing(Arc<ScreenCache>);

impl crate::database::Listening for Hearing {
    /// The triggers are read before listening: a test that sees the listener knows they are.
    async fn prepare(&mut self, pool: &PgPool) -> Result<(), sqlx::Error> {
        let announcing = store::announcing_tables(pool, CHANNEL).await?;
        *self.0.announcing.write().expect("announcing poisoned") = announcing;
        Ok(())
    }

    fn connected(&mut self, again: bool) {
        self.0.forget_everything();
        self.0.listening.store(true, Ordering::Release);
        if again {
            tracing::info!("listening for screen changes again; screens are read afresh");
        }
    }

    async fn heard(&mut self, payload: &str) {
        self.0.hear(payload);
    }

    fn lost(&mut self) {
        self.0.listening.store(false, Ordering::Release);
        self.0.forget_everything();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(company: Uuid, body: &'static str) -> Answer {
        Answer {
            company,
            read_from: 0,
            changes_by_itself_at: None,
            session_generation: 0,
            content_type: None,
            body: Bytes::from_static(body.as_bytes()),
        }
    }

    fn key(uri: &str) -> Key {
        (Uuid::from_u128(1), uri.to_owned())
    }

    const ACME: Uuid = Uuid::from_u128(10);
    const GLOBEX: Uuid = Uuid::from_u128(20);

    #[test]
    fn a_companys_change_forgets_its_answers_and_no_other() {
        // Given an answer of each of two companies
        let mut memory = Memory::default();
        memory.keep(key("/acme"), answer(ACME, "acme's board"));
        memory.keep(key("/globex"), answer(GLOBEX, "globex"));

        // When the first company's change is heard
        memory.hear(&ACME.to_string());

        // Then only the second's answer is left, and only its bytes are counted
        assert!(!memory.answers.contains_key(&key("/acme")));
        assert!(memory.current(&memory.answers[&key("/globex")]));
        assert_eq!(memory.bytes, "globex".len());
    }

    #[test]
    fn an_answer_kept_again_for_another_company_goes_with_that_company() {
        // Given a URI answered for one company, then for another
        let mut memory = Memory::default();
        memory.keep(key("/board"), answer(ACME, "acme"));
        memory.keep(key("/board"), answer(GLOBEX, "globex's"));

        // When the first company's change is heard, the answer stays; when the second's, it goes
        memory.hear(&ACME.to_string());
        assert_eq!(memory.answers[&key("/board")].company, GLOBEX);
        memory.hear(&GLOBEX.to_string());
        assert!(memory.answers.is_empty());
        assert_eq!(memory.bytes, 0);
    }
}
