//! My schedule as a calendar feed (spec: /my-schedule): a secret, revocable URL per user that
//! calendar programs subscribe to. It lists the interviews the user sees in My schedule, as
//! iCalendar (RFC 5545) events: a rescheduled interview keeps its UID with a higher SEQUENCE,
//! a cancelled one stays with STATUS:CANCELLED, so subscribed calendars apply both.

use super::interviews::{InterviewResponse, seen_by};
use crate::caller::Caller;
use crate::http::Path;
use crate::http::roles;
use crate::http::{ApiError, ErrorBody};
use crate::links::{digest, secret_token};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use chrono::{DateTime, Duration, Utc};
use domain::hiring::interview::InterviewStatus;
use icalendar::{Calendar, Component, Event, EventLike, EventStatus};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(feed_state, create_feed, revoke_feed))
        .routes(routes!(feed))
}

/// How far back a feed reaches: calendars keep what they already have.
const FEED_DAYS_BACK: i64 = 30;

#[derive(Serialize, ToSchema)]
pub struct FeedState {
    pub active: bool,
    pub created_at: Option<DateTime<Utc>>,
}

/// Whether the caller has a calendar feed. Its URL is shown only when made.
#[utoipa::path(get, path = "/api/jobs/schedule-feed/", tag = "interviews", security(("jwt" = [])),
    responses((status = 200, body = FeedState), (status = 403, body = ErrorBody)))]
pub async fn feed_state(State(state): State<AppState>, caller: Caller) -> Result<Json<FeedState>, ApiError> {
    caller.hiring_company(roles::COMPANY_SIDE)?;
    let created_at: Option<DateTime<Utc>> =
        sqlx::query_scalar("SELECT created_at FROM schedule_feeds WHERE user_id = $1")
            .bind(caller.id)
            .fetch_optional(&state.pool)
            .await?;
    Ok(Json(FeedState {
        active: created_at.is_some(),
        created_at,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct NewFeed {
    /// The secret address to subscribe to; anyone holding it reads the schedule.
    pub url: String,
    pub created_at: DateTime<Utc>,
}

/// Make the caller's calendar feed; an earlier address stops working.
#[utoipa::path(post, path = "/api/jobs/schedule-feed/", tag = "interviews", security(("jwt" = [])),
    responses((status = 201, body = NewFeed), (status = 403, body = ErrorBody)))]
pub async fn create_feed(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<(StatusCode, Json<NewFeed>), ApiError> {
    caller.hiring_company(roles::COMPANY_SIDE)?;
    let token = secret_token();
    let created_at: DateTime<Utc> = sqlx::query_scalar(
        "INSERT INTO schedule_feeds (user_id, token_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
         RETURNING created_at",
    )
    .bind(caller.id)
    .bind(digest(&token))
    .fetch_one(&state.pool)
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(NewFeed {
            url: format!("{}/api/jobs/schedule-feed/{token}.ics", state.public_url),
            created_at,
        }),
    ))
}

/// Revoke the caller's calendar feed.
#[utoipa::path(delete, path = "/api/jobs/schedule-feed/", tag = "interviews", security(("jwt" = [])),
    responses((status = 204), (status = 403, body = ErrorBody)))]
pub async fn revoke_feed(State(state): State<AppState>, caller: Caller) -> Result<StatusCode, ApiError> {
    caller.hiring_company(roles::COMPANY_SIDE)?;
    sqlx::query("DELETE FROM schedule_feeds WHERE user_id = $1")
        .bind(caller.id)
        .execute(&state.pool)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The calendar of a feed (`name`: its token and `.ics`), for calendar programs: no sign-in,
/// the secret address is the key. Unknown or revoked addresses, and users who may no longer
/// sign in, answer 404.
#[utoipa::path(get, path = "/api/jobs/schedule-feed/{name}", tag = "interviews",
    responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = ErrorBody)))]
pub async fn feed(State(state): State<AppState>, Path(name): Path<String>) -> Result<impl IntoResponse, ApiError> {
    let token = name.strip_suffix(".ics").ok_or(ApiError::NotFound)?;
    let user: Uuid = sqlx::query_scalar("SELECT user_id FROM schedule_feeds WHERE token_hash = $1")
        .bind(digest(token))
        .fetch_optional(&state.pool)
        .await?
        .ok_or(ApiError::NotFound)?;
    let caller = Caller::load(&state.pool, user)
        .await?
        .filter(Caller::may_sign_in)
        .ok_or(ApiError::NotFound)?;
    let scope = caller
        .hiring_scope(&state.pool, roles::COMPANY_SIDE)
        .await
        .map_err(|_| ApiError::NotFound)?;
    let from = (Utc::now() - Duration::days(FEED_DAYS_BACK)).date_naive();
    let interviews = seen_by(&state.pool, &caller, &scope, None, Some(from), None).await?;
    let mut calendar = Calendar::new();
    calendar.name(&format!("Hire: {} {}", caller.first_name, caller.last_name));
    for interview in &interviews {
        calendar.push(event(interview, &state.public_url));
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        calendar.done().to_string(),
    ))
}

/// An interview as a calendar event, at the wall-clock times it was set for.
fn event(interview: &InterviewResponse, public_url: &str) -> Event {
    let mut event = Event::new();
    let candidate = interview.candidate_name.as_deref().unwrap_or("Deleted user");
    event
        .uid(&projections::notification_emails::interview_uid(interview.id))
        .timestamp(interview.updated_at)
        .last_modified(interview.updated_at)
        .sequence(interview.revision.max(0) as u32)
        .summary(&format!("Interview: {candidate} ({})", interview.job_title))
        .starts(interview.date.and_time(interview.start))
        .ends(interview.date.and_time(interview.end))
        .url(&format!("{public_url}/applicant/{}", interview.application_id));
    let mut description = String::new();
    if let Some(link) = &interview.meet_link {
        description.push_str(&format!("Meeting link: {link}\n"));
    }
    if let Some(comment) = &interview.comment {
        description.push_str(comment);
    }
    if !description.is_empty() {
        event.description(description.trim_end());
    }
    if let Some(location) = &interview.location {
        event.location(location);
    }
    event.status(if interview.status == InterviewStatus::Cancelled.as_str() {
        EventStatus::Cancelled
    } else {
        EventStatus::Confirmed
    });
    event.done()
}
