//! Notifications (spec section 3): what happened to applications, for the job seeker or the
//! company side, newest first, with the time as a unit and a count.

use crate::caller::Caller;
use crate::http::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::accounts::UserType;
use projections::tenancy::{self, HiringScope};
use projections::views::notifications::read::{self, NotificationRow};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct Ago {
    /// seconds, minutes, hours, days, weeks, months or years
    pub time: &'static str,
    pub ago: i64,
}

/// Who applied (spec: applicant {id, name, profile_picture}).
#[derive(Serialize, ToSchema)]
pub struct Applicant {
    pub id: Uuid,
    pub name: Option<String>,
    pub profile_picture: Option<String>,
}

/// Which company (spec: company {id, name, logo}).
#[derive(Serialize, ToSchema)]
pub struct Company {
    pub id: Uuid,
    pub name: Option<String>,
    pub logo: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Notification {
    pub id: Uuid,
    /// For the company side: who applied.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicant: Option<Applicant>,
    /// For the job seeker: which company.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company: Option<Company>,
    pub title_en: String,
    pub title_az: String,
    pub title_ru: String,
    /// The application status id it is about.
    pub status: i16,
    pub time: Ago,
    pub is_read: bool,
    pub application_id: Uuid,
    pub job_id: Uuid,
    /// The job's title as it reads now; none once the job is gone.
    pub job_title: Option<String>,
}

/// How long ago, in the largest whole unit (spec section 9: seconds to years).
pub fn ago(then: DateTime<Utc>, now: DateTime<Utc>) -> Ago {
    let seconds = (now - then).num_seconds().max(0);
    let units = [
        ("years", 365 * 86400),
        ("months", 30 * 86400),
        ("weeks", 7 * 86400),
        ("days", 86400),
        ("hours", 3600),
        ("minutes", 60),
    ];
    units
        .into_iter()
        .find(|(_, size)| seconds >= *size)
        .map(|(time, size)| Ago {
            time,
            ago: seconds / size,
        })
        .unwrap_or(Ago {
            time: "seconds",
            ago: seconds,
        })
}

/// Whose notifications a caller reads: a job seeker their own; the company side their
/// company's, as far as their scope goes (a delegate: the jobs whose applicants they see).
enum Inbox {
    Jobseeker(tenancy::Jobseeker),
    Company(HiringScope),
}

async fn inbox(pool: &PgPool, caller: &Caller) -> Result<Option<Inbox>, ApiError> {
    Ok(match (caller.user_type, &caller.company) {
        (UserType::Jobseeker, _) => Some(Inbox::Jobseeker(tenancy::Jobseeker(caller.id))),
        (_, Some(company)) => Some(Inbox::Company(caller.scope_in(pool, company.id).await?)),
        _ => None,
    })
}

/// What a notification shows of the other party: the company side sees who applied; a job
/// seeker sees the company, unless the job is confidential.
fn notification(row: NotificationRow, for_company: bool, now: DateTime<Utc>) -> Notification {
    let (applicant, company) = if for_company {
        (
            Some(Applicant {
                id: row.party_id,
                name: row.party_name,
                profile_picture: row.party_picture,
            }),
            None,
        )
    } else if row.confidential {
        // A confidential job never names its company to job seekers.
        (None, None)
    } else {
        (
            None,
            Some(Company {
                id: row.party_id,
                name: row.party_name,
                logo: row.party_picture,
            }),
        )
    };
    Notification {
        id: row.id,
        applicant,
        company,
        title_en: row.title_en,
        title_az: row.title_az,
        title_ru: row.title_ru,
        status: row.status,
        time: ago(row.created_at, now),
        is_read: row.is_read,
        application_id: row.application_id,
        job_id: row.job_id,
        job_title: row.job_title,
    }
}

/// The caller's latest notifications (at most 100).
#[utoipa::path(get, path = "/api/accounts/notifications/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<Notification>)))]
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Notification>>, ApiError> {
    let (rows, for_company) = match inbox(&state.pool, &caller).await? {
        None => return Ok(Json(Vec::new())),
        Some(Inbox::Jobseeker(jobseeker)) => (read::latest_of_jobseeker(&state.pool, jobseeker).await?, false),
        Some(Inbox::Company(scope)) => (read::latest_of_company(&state.pool, &scope).await?, true),
    };
    let now = Utc::now();
    Ok(Json(
        rows.into_iter()
            .map(|row| notification(row, for_company, now))
            .collect(),
    ))
}

/// Marks every notification of the caller as seen (the bell was opened).
pub async fn mark_all_seen(pool: &PgPool, db: &mut sqlx::PgConnection, caller: &Caller) -> Result<(), ApiError> {
    match inbox(pool, caller).await? {
        Some(Inbox::Jobseeker(jobseeker)) => read::mark_seen_by_jobseeker(db, jobseeker).await?,
        Some(Inbox::Company(scope)) => read::mark_seen_by_company(db, &scope).await?,
        None => {}
    }
    Ok(())
}

/// Marks all of the caller's notifications as seen.
#[utoipa::path(post, path = "/api/accounts/notifications/mark-seen/", tag = "accounts", security(("jwt" = [])),
    responses((status = 204)))]
pub async fn mark_seen(State(state): State<AppState>, caller: Caller) -> Result<StatusCode, ApiError> {
    let mut tx = state.pool.begin().await?;
    mark_all_seen(&state.pool, &mut tx, &caller).await?;
    crate::realtime::announce(&mut tx, &crate::realtime::Announcement::Counts { user: caller.id }).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_ago_uses_the_largest_whole_unit() {
        let now: DateTime<Utc> = "2026-03-01T12:00:00Z".parse().unwrap();
        let cases = [
            ("2026-03-01T11:59:30Z", "seconds", 30),
            ("2026-03-01T11:15:00Z", "minutes", 45),
            ("2026-02-27T12:00:00Z", "days", 2),
            ("2025-01-01T00:00:00Z", "years", 1),
        ];
        for (then, unit, count) in cases {
            let ago = ago(then.parse().unwrap(), now);
            assert_eq!((ago.time, ago.ago), (unit, count), "{then}");
        }
    }
}
