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
use projections::tenancy::Delegation;
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
}

#[derive(sqlx::FromRow)]
struct Row {
    id: Uuid,
    title_en: String,
    title_az: String,
    title_ru: String,
    status: i16,
    created_at: DateTime<Utc>,
    is_read: bool,
    application_id: Uuid,
    job_id: Uuid,
    party_id: Uuid,
    party_name: Option<String>,
    party_picture: Option<String>,
    confidential: bool,
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

/// Whose notifications the caller reads: (audience, recipient), and for a delegate the jobs
/// whose notifications they may see.
struct Inbox {
    audience: &'static str,
    recipient: Uuid,
    jobs: Option<Vec<Uuid>>,
}

async fn inbox(pool: &PgPool, caller: &Caller) -> Result<Option<Inbox>, ApiError> {
    Ok(match (caller.user_type, &caller.company) {
        (UserType::Jobseeker, _) => Some(Inbox {
            audience: "jobseeker",
            recipient: caller.id,
            jobs: None,
        }),
        (_, Some(company)) => {
            let delegation = Delegation::of(pool, caller.id).await?;
            Some(Inbox {
                audience: "company",
                recipient: company.id,
                jobs: delegation
                    .as_ref()
                    .map(Delegation::applicant_jobs)
                    .map(<[Uuid]>::to_vec),
            })
        }
        _ => None,
    })
}

/// The caller's latest notifications (at most 100).
#[utoipa::path(get, path = "/api/accounts/notifications/", tag = "accounts", security(("jwt" = [])),
    responses((status = 200, body = Vec<Notification>)))]
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<Notification>>, ApiError> {
    let Some(inbox) = inbox(&state.pool, &caller).await? else {
        return Ok(Json(Vec::new()));
    };
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT n.id, n.title_en, n.title_az, n.title_ru, n.status, n.created_at,
                EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id) AS is_read,
                n.application_id, n.job_id,
                CASE WHEN n.audience = 'company' THEN n.jobseeker_id ELSE n.company_id END AS party_id,
                CASE WHEN n.audience = 'company' THEN nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
                     ELSE c.name END AS party_name,
                CASE WHEN n.audience = 'company' THEN NULL ELSE c.logo END AS party_picture,
                coalesce((j.details->>'confidential')::boolean, false) AS confidential
         FROM notifications n
         LEFT JOIN users u ON u.id = n.jobseeker_id
         LEFT JOIN companies c ON c.id = n.company_id
         LEFT JOIN job_views j ON j.id = n.job_id
         WHERE n.audience = $1 AND n.recipient = $2 AND ($3::uuid[] IS NULL OR n.job_id = ANY($3))
         ORDER BY n.created_at DESC LIMIT 100",
    )
    .bind(inbox.audience)
    .bind(inbox.recipient)
    .bind(&inbox.jobs)
    .fetch_all(&state.pool)
    .await?;
    let now = Utc::now();
    let for_company = inbox.audience == "company";
    Ok(Json(
        rows.into_iter()
            .map(|row| {
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
                }
            })
            .collect(),
    ))
}

/// Marks every notification of the caller as seen (the bell was opened).
pub async fn mark_all_seen(pool: &PgPool, db: &mut sqlx::PgConnection, caller: &Caller) -> Result<(), ApiError> {
    if let Some(inbox) = inbox(pool, caller).await? {
        sqlx::query(
            "INSERT INTO notification_reads (notification_id)
             SELECT id FROM notifications
             WHERE audience = $1 AND recipient = $2 AND ($3::uuid[] IS NULL OR job_id = ANY($3))
             ON CONFLICT DO NOTHING",
        )
        .bind(inbox.audience)
        .bind(inbox.recipient)
        .bind(&inbox.jobs)
        .execute(db)
        .await?;
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
