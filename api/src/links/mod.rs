//! Single-use, expiring links sent by e-mail: verify an address, reset a password, accept an
//! invitation. The link carries `uid` (the user id) and a random token; only the token's
//! SHA-256 is stored, so a database leak does not leak working links.

use crate::http::ApiError;
use anyhow::Result;
use chrono::{Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::PgConnection;
use uuid::Uuid;

mod store;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPurpose {
    VerifyEmail,
    ResetPassword,
    Invitation,
    /// Confirms a new address before it replaces the account's e-mail.
    ChangeEmail,
    /// Lets a social login sign in to an account that was made another way.
    LinkSocial,
}

impl LinkPurpose {
    fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
            Self::Invitation => "invitation",
            Self::ChangeEmail => "change_email",
            Self::LinkSocial => "link_social",
        }
    }

    fn lifetime(self) -> Duration {
        match self {
            Self::VerifyEmail => Duration::days(3),
            Self::ResetPassword => Duration::hours(2),
            Self::Invitation => Duration::days(7),
            Self::ChangeEmail | Self::LinkSocial => Duration::days(1),
        }
    }

    /// The web app's page that receives the link.
    fn page(self) -> &'static str {
        match self {
            Self::VerifyEmail => "/auth/verify",
            Self::ResetPassword => "/auth/resetpassword/confirm",
            Self::Invitation => "/auth/resetpassword/confirm",
            Self::ChangeEmail => "/auth/change-email/confirm",
            Self::LinkSocial => "/auth/link-social/confirm",
        }
    }
}

/// What is stored of a secret token: its SHA-256.
pub(crate) fn digest(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A new secret token: 32 random bytes, in hex.
pub(crate) fn secret_token() -> String {
    let mut secret = [0u8; 32];
    rand::rng().fill_bytes(&mut secret);
    secret.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Creates a link for `user` and returns its URL under `public_url`.
pub async fn create(db: &mut PgConnection, public_url: &str, user: Uuid, purpose: LinkPurpose) -> Result<String> {
    let token = secret_token();
    store::insert(
        db,
        user,
        purpose.as_str(),
        &digest(&token),
        Utc::now() + purpose.lifetime(),
    )
    .await?;
    let invite = if purpose == LinkPurpose::Invitation {
        "&invite=1"
    } else {
        ""
    };
    Ok(format!(
        "{public_url}{}?uid={user}&token={token}{invite}",
        purpose.page()
    ))
}

/// Uses up a link whose purpose is one of `purposes`; every other unused link of the same
/// purposes for that user stops working too. Unknown, used or expired links are refused.
pub async fn consume(
    db: &mut PgConnection,
    uid: &str,
    token: &str,
    purposes: &[LinkPurpose],
) -> Result<(Uuid, LinkPurpose), ApiError> {
    let user: Uuid = uid.trim().parse().map_err(|_| ApiError::LinkNotValid)?;
    let names: Vec<&str> = purposes.iter().map(|purpose| purpose.as_str()).collect();
    let purpose = store::use_up(db, user, &digest(token.trim()), &names)
        .await?
        .ok_or(ApiError::LinkNotValid)?;
    let purpose = *purposes
        .iter()
        .find(|candidate| candidate.as_str() == purpose)
        .ok_or(ApiError::LinkNotValid)?;
    Ok((user, purpose))
}
