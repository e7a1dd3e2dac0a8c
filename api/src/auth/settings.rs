//! Account settings (spec: /settings): change the password, and change the e-mail address
//! once the new one is proven. Both need the current password.

use crate::auth::passwords;
use crate::auth::users::{LinkRequest, check_password};
use crate::caller::Caller;
use crate::email::{self, Email as OutgoingEmail};
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::links::{self, LinkPurpose};
use crate::sessions;
use crate::sessions::TokenPair;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::Email;
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Refuses unless `password` is the caller's current password.
async fn require_current_password(state: &AppState, caller: &Caller, password: Option<&str>) -> Result<(), ApiError> {
    let password = password.filter(|text| !text.is_empty());
    let Some(password) = password else {
        return Err(ApiError::field("current_password", FieldError::Required));
    };
    let stored: Option<String> = sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
        .bind(caller.id)
        .fetch_one(&state.pool)
        .await?;
    if passwords::verify(password, stored).await? {
        Ok(())
    } else {
        Err(ApiError::WrongPassword)
    }
}

#[derive(Deserialize, ToSchema)]
pub struct SetPasswordRequest {
    #[schema(required = true, value_type = String, min_length = 1)]
    current_password: Option<String>,
    #[schema(required = true, value_type = String, min_length = 8)]
    new_password: Option<String>,
}

/// Change the password. Every other session of the account ends; the answer is a fresh pair
/// of tokens for this one.
#[utoipa::path(post, path = "/api/auth/users/set_password/", tag = "auth", security(("jwt" = [])),
    request_body = SetPasswordRequest,
    responses((status = 200, body = TokenPair), (status = 400, body = ErrorBody, description = "wrong_password"),
        (status = 422, body = ErrorBody)))]
pub async fn set_password(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<SetPasswordRequest>,
) -> Result<Json<TokenPair>, ApiError> {
    let mut fields = FieldErrors::default();
    let password = check_password(&mut fields, "new_password", body.new_password.as_deref());
    fields.into_result()?;
    require_current_password(&state, &caller, body.current_password.as_deref()).await?;
    let Some(password) = password else {
        return Err(ApiError::field("new_password", FieldError::Required));
    };
    let password_hash = passwords::hash(&password).await?;
    let mut tx = state.pool.begin().await?;
    sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
        .bind(caller.id)
        .bind(&password_hash)
        .execute(&mut *tx)
        .await?;
    sessions::end_all_sessions(&mut tx, caller.id).await?;
    let fresh = state.tokens.issue(&mut tx, caller.id, None).await?;
    tx.commit().await?;
    Ok(Json(fresh))
}

#[derive(Deserialize, ToSchema)]
pub struct SetEmailRequest {
    #[schema(required = true, value_type = String, min_length = 1)]
    current_password: Option<String>,
    #[schema(required = true, value_type = String, format = Email)]
    new_email: Option<String>,
}

/// Ask to change the e-mail address: a link goes to the new address, and the account keeps
/// the old one until the link is opened (set_email_confirm). The old address is told.
#[utoipa::path(post, path = "/api/auth/users/set_email/", tag = "auth", security(("jwt" = [])),
    request_body = SetEmailRequest,
    responses((status = 202), (status = 400, body = ErrorBody, description = "wrong_password"),
        (status = 422, body = ErrorBody, description = "new_email: invalid_email, email_taken, or the current address")))]
pub async fn set_email(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<SetEmailRequest>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let new_email = fields.require("new_email", body.new_email.as_deref(), Email::parse);
    fields.into_result()?;
    require_current_password(&state, &caller, body.current_password.as_deref()).await?;
    let Some(new_email) = new_email else {
        return Err(ApiError::field("new_email", FieldError::Required));
    };
    if new_email.as_str() == caller.email {
        return Err(ApiError::field("new_email", FieldError::InvalidChoice));
    }
    let mut tx = state.pool.begin().await?;
    let taken: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM users WHERE email = $1)")
        .bind(new_email.as_str())
        .fetch_one(&mut *tx)
        .await?;
    if taken {
        return Err(ApiError::field("new_email", FieldError::EmailTaken));
    }
    sqlx::query("UPDATE users SET pending_email = $2 WHERE id = $1")
        .bind(caller.id)
        .bind(new_email.as_str())
        .execute(&mut *tx)
        .await?;
    let link = links::create(&mut tx, &state.public_url, caller.id, LinkPurpose::ChangeEmail).await?;
    email::enqueue(
        &mut tx,
        OutgoingEmail {
            to: new_email.to_string(),
            subject: "Confirm your new Hire e-mail address".into(),
            body: format!(
                "Hello {},\n\nConfirm that your Hire account should use this address from now on:\n{link}\n\n\
                 The link works once and expires in 24 hours. Until then you sign in with your current address.",
                caller.first_name
            ),
            link: Some(link),
        },
    )
    .await?;
    email::enqueue(
        &mut tx,
        OutgoingEmail {
            to: caller.email.clone(),
            subject: "Your Hire e-mail address is being changed".into(),
            body: format!(
                "Hello {},\n\nSomeone signed in to your Hire account asked to change its e-mail address to {new_email}. \
                 Nothing changes until that address is confirmed.\n\nIf it was not you, change your password now.",
                caller.first_name
            ),
            link: None,
        },
    )
    .await?;
    tx.commit().await?;
    state.mail_wake.notify_one();
    Ok(StatusCode::ACCEPTED)
}

/// Open the link sent to the new address: it becomes the account's e-mail.
#[utoipa::path(post, path = "/api/auth/users/set_email_confirm/", tag = "auth", request_body = LinkRequest,
    responses((status = 204), (status = 400, body = ErrorBody, description = "link_not_valid"),
        (status = 422, body = ErrorBody, description = "new_email: email_taken (someone took it meanwhile)")))]
pub async fn set_email_confirm(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<LinkRequest>,
) -> Result<StatusCode, ApiError> {
    let (uid, token) = body.checked()?;
    let mut tx = state.pool.begin().await?;
    let (user, _) = links::consume(&mut tx, &uid, &token, &[LinkPurpose::ChangeEmail]).await?;
    let pending: Option<String> = sqlx::query_scalar("SELECT pending_email FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&mut *tx)
        .await?;
    let pending = pending.ok_or(ApiError::LinkNotValid)?;
    let taken: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM users WHERE email = $1)")
        .bind(&pending)
        .fetch_one(&mut *tx)
        .await?;
    if taken {
        return Err(ApiError::field("new_email", FieldError::EmailTaken));
    }
    // The check above answers the usual case; the unique index answers a sign-up racing it.
    sqlx::query(
        "UPDATE users SET email = pending_email, pending_email = NULL, email_verified_at = now() WHERE id = $1",
    )
    .bind(user)
    .execute(&mut *tx)
    .await
    .map_err(|error| match error.as_database_error() {
        Some(database) if database.is_unique_violation() => ApiError::field("new_email", FieldError::EmailTaken),
        _ => error.into(),
    })?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Which notification e-mails a person gets; account e-mails (verification, password reset,
/// e-mail change) always go.
#[derive(Serialize, Deserialize, ToSchema, sqlx::FromRow)]
pub struct NotificationPreferences {
    /// Interview invitations, new times and cancellations, with the calendar attachment.
    #[schema(required = true)]
    pub interview_emails: bool,
    /// A job seeker's application news: an offer, a hire, a rejection.
    #[schema(required = true)]
    pub application_emails: bool,
}

async fn preferences_of(state: &AppState, caller: &Caller) -> Result<NotificationPreferences, ApiError> {
    Ok(sqlx::query_as(
        "SELECT coalesce(p.interview_emails, true) AS interview_emails, coalesce(p.application_emails, true) AS application_emails
         FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id WHERE u.id = $1",
    )
    .bind(caller.id)
    .fetch_one(&state.pool)
    .await?)
}

/// The caller's notification e-mail choices (every kind on until turned off).
#[utoipa::path(get, path = "/api/auth/users/notification-preferences/", tag = "auth", security(("jwt" = [])),
    responses((status = 200, body = NotificationPreferences), (status = 401, body = ErrorBody)))]
pub async fn notification_preferences(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Json<NotificationPreferences>, ApiError> {
    Ok(Json(preferences_of(&state, &caller).await?))
}

/// Choose which notification e-mails to get.
#[utoipa::path(put, path = "/api/auth/users/notification-preferences/", tag = "auth", security(("jwt" = [])),
    request_body = NotificationPreferences,
    responses((status = 200, body = NotificationPreferences), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_notification_preferences(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<NotificationPreferences>,
) -> Result<Json<NotificationPreferences>, ApiError> {
    sqlx::query(
        "INSERT INTO notification_preferences (user_id, interview_emails, application_emails) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET interview_emails = $2, application_emails = $3, updated_at = now()",
    )
    .bind(caller.id)
    .bind(body.interview_emails)
    .bind(body.application_emails)
    .execute(&state.pool)
    .await?;
    Ok(Json(preferences_of(&state, &caller).await?))
}
