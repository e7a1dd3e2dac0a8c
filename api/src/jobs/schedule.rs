//! My schedule as a calendar feed (spec: /my-schedule): a secret, revocable URL per user that
//! calendar programs subscribe to. It lists the interviews the user sees in My schedule, as
//! iCalendar (RFC 5545) events: a rescheduled interview keeps its UID with a higher SEQUENCE,
//! a cancelled one stays with STATUS:CANCELLED, so subscribed calendars apply both.

use super::interviews::seen_by;
use super::store;
use crate::caller::{Admit, Caller, Hiring, HiringCompany};
use crate::http::roles::CompanySide;
use crate::http::{ApiError, ErrorBody, Path};
use crate::links::{digest, secret_token};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use chrono::{DateTime, Duration, Utc};
use domain::hiring::interview::InterviewStatus;
use icalendar::{Calendar, Component, Event, EventLike, EventStatus};
use projections::views::interviews::read::InterviewResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
pub async fn feed_state(
    State(state): State<AppState>,
    HiringCompany { caller, .. }: HiringCompany<CompanySide>,
) -> Result<Json<FeedState>, ApiError> {
    let created_at = store::feed_made_at(&state.pool, caller.id).await?;
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
    HiringCompany { caller, .. }: HiringCompany<CompanySide>,
) -> Result<(StatusCode, Json<NewFeed>), ApiError> {
    let token = secret_token();
    let created_at = store::make_feed(&state.pool, caller.id, &digest(&token)).await?;
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
pub async fn revoke_feed(
    State(state): State<AppState>,
    HiringCompany { caller, .. }: HiringCompany<CompanySide>,
) -> Result<StatusCode, ApiError> {
    store::revoke_feed(&state.pool, caller.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The calendar of a feed (`name`: its token and `.ics`), for calendar programs: no sign-in,
/// the secret address is the key. Unknown or revoked addresses, and users who may no longer
/// sign in, answer 404.
#[utoipa::path(get, path = "/api/jobs/schedule-feed/{name}", tag = "interviews",
    responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = ErrorBody)))]
pub async fn feed(State(state): State<AppState>, Path(name): Path<String>) -> Result<impl IntoResponse, ApiError> {
    let token = name.strip_suffix(".ics").ok_or(ApiError::NotFound)?;
    let user = store::feed_owner(&state.pool, &digest(token))
        .await?
        .ok_or(ApiError::NotFound)?;
    let caller = Caller::load(&state.pool, user)
        .await?
        .filter(Caller::may_sign_in)
        .ok_or(ApiError::NotFound)?;
    // The feed's token stands for its owner: they are admitted as if they had signed in.
    let Hiring { caller, scope, .. } = Hiring::<CompanySide>::admit(caller, &state.pool)
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
