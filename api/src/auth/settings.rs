//! Account settings (spec: /settings): change the password, and change the e-mail address
//! once the new one is proven. Both need the current password.

use super::store;
pub use super::store::NotificationPreferences;
use crate::auth::passwords;
use crate::auth::users::{LinkRequest, check_password};
use crate::caller::Caller;
use crate::email::{self, Email as OutgoingEmail};
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::links::{self, LinkPurpose};
use crate::security::attempts::Attempts;
use crate::sessions;
use crate::sessions::TokenPair;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::Email;
use domain::validation::FieldError;
use serde::Deserialize;
use utoipa::ToSchema;

/// Refuses unless `password` is the caller's current password.
async fn require_current_password(state: &AppState, caller: &Caller, password: Option<&str>) -> Result<(), ApiError> {
    let password = password.filter(|text| !text.is_empty());
    let Some(password) = password else {
        return Err(ApiError::field("current_password", FieldError::Required));
    };
    let stored = store::password_hash(&state.pool, caller.id).await?;
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
    store::set_password(&mut tx, caller.id, &password_hash).await?;
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
    if store::email_taken(&mut tx, new_email.as_str()).await? {
        return Err(ApiError::field("new_email", FieldError::EmailTaken));
    }
    store::set_pending_email(&mut tx, caller.id, &new_email).await?;
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
        (status = 422, body = ErrorBody, description = "new_email: email_taken (someone took it meanwhile)"),
        (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn set_email_confirm(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<LinkRequest>,
) -> Result<StatusCode, ApiError> {
    let (uid, token) = body.checked()?;
    attempts
        .check_token(async {
            let mut tx = state.pool.begin().await?;
            let (user, _) = links::consume(&mut tx, &uid, &token, &[LinkPurpose::ChangeEmail]).await?;
            let pending = store::pending_email(&mut tx, user)
                .await?
                .ok_or(ApiError::LinkNotValid)?;
            if store::email_taken(&mut tx, &pending).await? {
                return Err(ApiError::field("new_email", FieldError::EmailTaken));
            }
            store::confirm_pending_email(&mut tx, user).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The caller's notification e-mail choices (every kind on until turned off).
#[utoipa::path(get, path = "/api/auth/users/notification-preferences/", tag = "auth", security(("jwt" = [])),
    responses((status = 200, body = NotificationPreferences), (status = 401, body = ErrorBody)))]
pub async fn notification_preferences(
    State(state): State<AppState>,
    caller: Caller,
) -> Result<Json<NotificationPreferences>, ApiError> {
    Ok(Json(store::preferences(&state.pool, caller.id).await?))
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
    store::set_preferences(&state.pool, caller.id, &body).await?;
    Ok(Json(store::preferences(&state.pool, caller.id).await?))
}
