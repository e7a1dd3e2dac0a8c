//! Sessions: log in, refresh, log out.

use super::store;
use crate::auth::passwords;
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::security::attempts::{Attempt, Attempts, Subject};
use crate::sessions::TokenPair;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::Email;
use domain::validation::FieldError;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    #[schema(required = true, value_type = String, format = Email)]
    email: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    password: Option<String>,
}

/// Log in with e-mail and password.
///
/// Refused with `no_active_user` for an unknown e-mail, a wrong password, an unverified
/// e-mail, a company not yet activated, or an inactive employee. After too many failures for
/// one address, or from one client, refused with `too_many_attempts` until the time its
/// `retry_after_seconds` says.
#[utoipa::path(post, path = "/api/auth/jwt/create/", tag = "auth", request_body = LoginRequest,
    responses((status = 200, body = TokenPair), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn create(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<LoginRequest>,
) -> Result<Json<TokenPair>, ApiError> {
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    let password = fields.require("password", body.password.as_deref(), non_empty);
    fields.into_result()?;
    let (Some(email), Some(password)) = (email, password) else {
        return Err(ApiError::NoActiveUser);
    };
    let address = Subject::address(email.as_str());
    let from = attempts.client();
    attempts
        .refuse_if_spent(Attempt::FailedLoginForAddress, &address)
        .await?;
    attempts.refuse_if_spent(Attempt::FailedLoginFromClient, &from).await?;

    let (user, stored, active) = match store::login(&state.pool, &email).await? {
        Some((user, stored, active)) => (Some(user), stored, active),
        None => (None, None, false),
    };
    let matches = passwords::verify(&password, stored).await?;
    match user {
        Some(user) if matches && active => {
            attempts.forget(Attempt::FailedLoginForAddress, &address).await?;
            let mut db = state.pool.acquire().await?;
            Ok(Json(state.tokens.issue(&mut db, user, None).await?))
        }
        _ => {
            attempts.count(Attempt::FailedLoginForAddress, &address).await?;
            attempts.count(Attempt::FailedLoginFromClient, &from).await?;
            Err(ApiError::NoActiveUser)
        }
    }
}

fn non_empty(text: &str) -> Result<String, FieldError> {
    if text.is_empty() {
        Err(FieldError::Required)
    } else {
        Ok(text.to_owned())
    }
}

#[derive(Deserialize, ToSchema)]
pub struct RefreshRequest {
    #[schema(required = true, value_type = String, min_length = 1)]
    refresh: Option<String>,
}

fn refresh_token(body: RefreshRequest) -> Result<String, ApiError> {
    let mut fields = FieldErrors::default();
    let token = fields.require("refresh", body.refresh.as_deref(), non_empty);
    fields.into_result()?;
    token.ok_or(ApiError::TokenNotValid)
}

/// Exchange a refresh token for a new access and refresh token; the old refresh token stops working.
#[utoipa::path(post, path = "/api/auth/jwt/refresh/", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, body = TokenPair), (status = 401, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn refresh(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<RefreshRequest>,
) -> Result<Json<TokenPair>, ApiError> {
    let token = refresh_token(body)?;
    let pair = attempts.check_token(state.tokens.rotate(&state.pool, &token)).await?;
    Ok(Json(pair))
}

/// Log out: the refresh token and every token refreshed from the same login stop working.
#[utoipa::path(post, path = "/api/auth/logout/", tag = "auth", request_body = RefreshRequest,
    responses((status = 204), (status = 401, body = ErrorBody)))]
pub async fn logout(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<RefreshRequest>,
) -> Result<StatusCode, ApiError> {
    let token = refresh_token(body)?;
    state.tokens.revoke(&state.pool, &token).await?;
    Ok(StatusCode::NO_CONTENT)
}
