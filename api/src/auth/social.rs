//! Social login (spec sections 2, 7, 8): the OAuth 2.0 authorization code flow with PKCE and
//! OpenID Connect, against any provider that publishes a discovery document (Google,
//! Microsoft, LinkedIn, a company's Keycloak …), configured by `HIRE_OIDC_<NAME>_*`.
//!
//! 1. `authorize` keeps a fresh state, nonce and PKCE verifier and answers the provider's URL;
//! 2. the provider sends the browser back to `/auth/login/{provider}`, whose page posts the
//!    code and state to `callback`;
//! 3. `callback` uses the state once, redeems the code with the verifier, checks the ID token
//!    (signature, issuer, audience, nonce, expiry: `openidconnect`) and signs the person in.
//!
//! A provider identity signs in to the account it is linked to. A new one with a verified
//! e-mail that no account has becomes a job seeker's account. One whose e-mail belongs to an
//! account made another way (a password, another provider) does not sign in: that account is
//! e-mailed a link to confirm it, and only then does the provider sign in to it.

use super::store::{self, Started};
use crate::email::{self, Email as OutgoingEmail};
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::http::{JsonBody, Path};
use crate::links::{self, LinkPurpose};
use crate::oidc::SocialLogin;
use crate::sessions::TokenPair;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::Email;
use domain::accounts::SocialLoginError;
use domain::privacy::ConsentPurpose;
use domain::validation::{FieldError, required_text};
use openidconnect::core::CoreAuthenticationFlow;
use openidconnect::{AuthorizationCode, CsrfToken, Nonce, PkceCodeChallenge, PkceCodeVerifier, Scope, TokenResponse};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa::ToSchema;
use uuid::Uuid;

/// How long a sign-in may take at the provider.
const SIGN_IN_MINUTES: i32 = 10;
const NAME_MAX_CHARS: usize = 100;

/// The page the provider sends the browser back to.
fn redirect_uri(public_url: &str, provider: &str) -> String {
    format!("{public_url}/auth/login/{provider}")
}

#[derive(Serialize, ToSchema)]
pub struct SocialProvider {
    pub name: String,
    pub label: String,
}

/// The social login providers configured here; the login screen shows a button for each.
#[utoipa::path(get, path = "/api/accounts/auth/providers/", tag = "auth",
    responses((status = 200, body = [SocialProvider])))]
pub async fn providers(State(social): State<Arc<SocialLogin>>) -> Json<Vec<SocialProvider>> {
    Json(
        social
            .providers()
            .map(|provider| SocialProvider {
                name: provider.config.name.clone(),
                label: provider.config.label.clone(),
            })
            .collect(),
    )
}

#[derive(Serialize, ToSchema)]
pub struct SocialAuthorization {
    /// Where to send the browser.
    pub authorization_url: String,
}

/// Start a social login: the provider's sign-in address, with a new state, nonce and PKCE challenge.
#[utoipa::path(post, path = "/api/accounts/auth/{provider}/authorize/", tag = "auth",
    responses((status = 200, body = SocialAuthorization), (status = 404, body = ErrorBody), (status = 502, body = ErrorBody)))]
pub async fn authorize(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<SocialAuthorization>, ApiError> {
    let provider = state.social.provider(&name)?;
    let redirect = redirect_uri(&state.public_url, &name);
    let client = state.social.client(provider, &redirect).await?;
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, csrf, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new("email".into()))
        .add_scope(Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .url();
    let started = Started {
        state: csrf.secret(),
        provider: &name,
        nonce: nonce.secret(),
        pkce_verifier: verifier.secret(),
        redirect_uri: &redirect,
    };
    store::start_social_login(&state.pool, started).await?;
    Ok(Json(SocialAuthorization {
        authorization_url: url.to_string(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct SocialCallback {
    #[schema(required = true, value_type = String, min_length = 1)]
    state: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    code: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    redirect_uri: Option<String>,
    /// The privacy terms version the login screen showed: required when the sign-in makes a
    /// new account (`GET /api/privacy/terms/`).
    privacy_terms_version: Option<String>,
}

/// Who the provider says signed in, once the ID token is checked.
struct Identity {
    subject: String,
    email: Option<String>,
    email_verified: bool,
    first_name: Option<String>,
    last_name: Option<String>,
}

/// Finish a social login: redeem the code, check the ID token, sign in.
///
/// A sign-in that makes a new account needs `privacy_terms_version` (422 otherwise).
/// Refused with 400 `social_login_failed` (`details.reason`: state, redirect_uri, code,
/// id_token or email) or `social_email_unverified`, 409 `login_other_social` (the e-mail has an
/// account made another way; it was sent a link to confirm), 401 `no_active_user`.
#[utoipa::path(post, path = "/api/accounts/auth/{provider}/callback/", tag = "auth", request_body = SocialCallback,
    responses((status = 200, body = TokenPair), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 502, body = ErrorBody)))]
pub async fn callback(
    State(state): State<AppState>,
    Path(name): Path<String>,
    JsonBody(body): JsonBody<SocialCallback>,
) -> Result<Json<TokenPair>, ApiError> {
    let mut fields = FieldErrors::default();
    let non_empty = |text: &str| {
        if text.trim().is_empty() {
            Err(FieldError::Required)
        } else {
            Ok(text.trim().to_owned())
        }
    };
    let csrf = fields.require("state", body.state.as_deref(), non_empty);
    let code = fields.require("code", body.code.as_deref(), non_empty);
    let redirect = fields.require("redirect_uri", body.redirect_uri.as_deref(), non_empty);
    fields.into_result()?;
    let (Some(csrf), Some(code), Some(redirect)) = (csrf, code, redirect) else {
        return Err(ApiError::Validation(FieldErrors::default()));
    };
    let provider = state.social.provider(&name)?;
    let (nonce, verifier, expected_redirect) = store::use_social_login(&state.pool, &csrf, &name, SIGN_IN_MINUTES)
        .await?
        .ok_or(SocialLoginError::UnknownState)?;
    if redirect != expected_redirect {
        return Err(SocialLoginError::WrongRedirect.into());
    }
    let client = state.social.client(provider, &expected_redirect).await?;
    let exchange = client
        .exchange_code(AuthorizationCode::new(code))
        .map_err(|_| SocialLoginError::NoTokenEndpoint)?
        .set_pkce_verifier(PkceCodeVerifier::new(verifier));
    let tokens = exchange.request_async(&state.social.http).await.map_err(|error| {
        tracing::info!(provider = name, error = %error, "the provider refused the code");
        SocialLoginError::CodeRefused
    })?;
    let id_token = tokens.id_token().ok_or(SocialLoginError::NoIdToken)?;
    let claims = id_token
        .claims(&client.id_token_verifier(), &Nonce::new(nonce))
        .map_err(|error| {
            tracing::info!(provider = name, error = %error, "an ID token was refused");
            SocialLoginError::IdTokenRefused
        })?;
    let localized = |claim: Option<&openidconnect::LocalizedClaim<openidconnect::EndUserGivenName>>| {
        claim.and_then(|names| names.get(None)).map(|name| name.to_string())
    };
    let identity = Identity {
        subject: claims.subject().to_string(),
        email: claims.email().map(|email| email.to_string()),
        email_verified: claims.email_verified().unwrap_or(false),
        first_name: localized(claims.given_name()),
        last_name: claims
            .family_name()
            .and_then(|names| names.get(None))
            .map(|name| name.to_string()),
    };
    let user = sign_in(&state, &name, identity, body.privacy_terms_version).await?;
    let mut db = state.pool.acquire().await?;
    Ok(Json(state.tokens.issue(&mut db, user, None).await?))
}

/// The account `identity` signs in to, made or linked as the module's rules say.
async fn sign_in(
    state: &AppState,
    provider: &str,
    identity: Identity,
    terms: Option<String>,
) -> Result<Uuid, ApiError> {
    let mut tx = state.pool.begin().await?;
    let user = match store::linked_account(&mut tx, provider, &identity.subject).await? {
        Some((user, true)) => user,
        Some((_, false)) => return Err(SocialLoginError::OtherAccount.into()),
        None => {
            if !identity.email_verified {
                return Err(SocialLoginError::EmailUnverified.into());
            }
            let email = identity
                .email
                .as_deref()
                .and_then(|email| Email::parse(email).ok())
                .ok_or(SocialLoginError::NoUsableEmail)?;
            match store::lock_user_with_email(&mut tx, &email).await? {
                Some(user) => {
                    ask_to_link(&mut tx, state, provider, &identity.subject, user, &email).await?;
                    tx.commit().await?;
                    state.mail_wake.notify_one();
                    return Err(SocialLoginError::OtherAccount.into());
                }
                None => {
                    let mut fields = FieldErrors::default();
                    let terms = crate::privacy::accepted_version(&mut fields, terms.as_deref());
                    fields.into_result()?;
                    let terms = terms.ok_or_else(|| ApiError::Validation(FieldErrors::default()))?;
                    let user = new_jobseeker(&mut tx, provider, &identity, &email).await?;
                    crate::privacy::record_consent(state, user, terms, ConsentPurpose::SignUp).await?;
                    user
                }
            }
        }
    };
    let active = store::is_active(&mut tx, user).await?;
    tx.commit().await?;
    if active { Ok(user) } else { Err(ApiError::NoActiveUser) }
}

async fn ask_to_link(
    tx: &mut sqlx::PgConnection,
    state: &AppState,
    provider: &str,
    subject: &str,
    user: Uuid,
    email: &Email,
) -> Result<(), ApiError> {
    store::link_unconfirmed(tx, provider, subject, user, email).await?;
    let link = links::create(tx, &state.public_url, user, LinkPurpose::LinkSocial).await?;
    let label = state
        .social
        .provider(provider)
        .map(|provider| provider.config.label.clone())
        .unwrap_or_else(|_| provider.to_owned());
    email::enqueue(
        tx,
        OutgoingEmail {
            to: email.as_str().to_owned(),
            subject: format!("Allow signing in to Hire with {label}?"),
            body: format!(
                "Someone signed in with {label} as {}, which already has a Hire account.\n\n\
                 If it was you, allow {label} to sign you in from now on by opening this link:\n{link}\n\n\
                 The link works once and expires in a day. If it was not you, ignore this e-mail: nothing changes.",
                email.as_str()
            ),
            link: Some(link),
        },
    )
    .await?;
    Ok(())
}

async fn new_jobseeker(
    tx: &mut sqlx::PgConnection,
    provider: &str,
    identity: &Identity,
    email: &Email,
) -> Result<Uuid, ApiError> {
    let name = |given: Option<&str>, fallback: &str| {
        given
            .and_then(|name| required_text(name, NAME_MAX_CHARS).ok())
            .unwrap_or_else(|| fallback.to_owned())
    };
    let local_part = email.as_str().split('@').next().unwrap_or_default().to_owned();
    let names = (
        name(identity.first_name.as_deref(), &local_part),
        name(identity.last_name.as_deref(), ""),
    );
    Ok(store::insert_social_jobseeker(tx, (provider, &identity.subject), email, (&names.0, &names.1)).await?)
}

#[derive(Deserialize, ToSchema)]
pub struct SocialLinkConfirmation {
    #[schema(required = true, value_type = String, min_length = 1)]
    uid: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    token: Option<String>,
}

/// Allow the social logins waiting for this account (from the e-mailed link); opening the
/// link also proves the address is the account's.
#[utoipa::path(post, path = "/api/accounts/auth/social-link/confirm/", tag = "auth", request_body = SocialLinkConfirmation,
    responses((status = 204), (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn confirm_link(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<SocialLinkConfirmation>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let uid = fields.require("uid", body.uid.as_deref(), |text| Ok(text.to_owned()));
    let token = fields.require("token", body.token.as_deref(), |text| Ok(text.to_owned()));
    fields.into_result()?;
    let (Some(uid), Some(token)) = (uid, token) else {
        return Err(ApiError::LinkNotValid);
    };
    let mut tx = state.pool.begin().await?;
    let (user, _) = links::consume(&mut tx, &uid, &token, &[LinkPurpose::LinkSocial]).await?;
    store::confirm_social_links(&mut tx, user).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
