//! Sessions: the tokens a caller signs in with: short-lived access JWTs, and refresh JWTs that are recorded, used once
//! (each refresh returns a new one), and revocable. A refresh token presented a second time
//! was stolen or replayed: the whole login it belongs to is revoked.

use crate::http::ApiError;
use anyhow::Result;
use chrono::{DateTime, Duration, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

mod store;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenType {
    Access,
    Refresh,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    pub sub: Uuid,
    pub iat: i64,
    pub exp: i64,
    pub jti: Uuid,
    pub token_type: TokenType,
    /// The user's session generation when issued; see `end_all_sessions`.
    pub generation: i32,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct TokenPair {
    pub access: String,
    pub refresh: String,
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    access_ttl: Duration,
    refresh_ttl: Duration,
}

impl TokenKeys {
    pub fn new(secret: &[u8], access_ttl: Duration, refresh_ttl: Duration) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 5;
        validation.set_required_spec_claims(&["exp", "iat", "sub"]);
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            access_ttl,
            refresh_ttl,
        }
    }

    fn sign(&self, claims: &Claims) -> Result<String> {
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            claims,
            &self.encoding,
        )?)
    }

    /// Checks signature, algorithm, expiry and kind.
    pub fn verify(&self, token: &str, expected: TokenType) -> Result<Claims, ApiError> {
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|_| ApiError::TokenNotValid)?
            .claims;
        if claims.token_type == expected {
            Ok(claims)
        } else {
            Err(ApiError::TokenNotValid)
        }
    }

    /// An access token for `user` in session `generation` (login issues these; so does the websocket benchmark).
    pub fn access_token(&self, user: Uuid, generation: i32, now: DateTime<Utc>) -> Result<String> {
        self.sign(&Claims {
            sub: user,
            iat: now.timestamp(),
            exp: (now + self.access_ttl).timestamp(),
            jti: Uuid::now_v7(),
            token_type: TokenType::Access,
            generation,
        })
    }

    /// Issues an access token and a recorded refresh token; `family` ties the refresh
    /// tokens of one login together (a new login starts a new family).
    pub async fn issue(&self, db: &mut PgConnection, user: Uuid, family: Option<Uuid>) -> Result<TokenPair> {
        let now = Utc::now();
        let jti = Uuid::now_v7();
        let expires_at = now + self.refresh_ttl;
        let generation = store::session_generation(db, user).await?;
        store::record_refresh_token(db, jti, user, family.unwrap_or(jti), expires_at).await?;
        let refresh = self.sign(&Claims {
            sub: user,
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            jti,
            token_type: TokenType::Refresh,
            generation,
        })?;
        Ok(TokenPair {
            access: self.access_token(user, generation, now)?,
            refresh,
        })
    }

    /// Exchanges a refresh token for a new pair; the presented one stops working.
    pub async fn rotate(&self, pool: &PgPool, refresh: &str) -> Result<TokenPair, ApiError> {
        let claims = self.verify(refresh, TokenType::Refresh)?;
        let mut tx = pool.begin().await?;
        let Some((user, family)) = store::use_refresh_token(&mut tx, claims.jti, claims.sub).await? else {
            drop(tx);
            store::revoke_family_of(pool, claims.jti).await?;
            return Err(ApiError::TokenNotValid);
        };
        let pair = self.issue(&mut tx, user, Some(family)).await?;
        tx.commit().await?;
        Ok(pair)
    }

    /// Ends the login a refresh token belongs to (logout).
    pub async fn revoke(&self, pool: &PgPool, refresh: &str) -> Result<(), ApiError> {
        let claims = self.verify(refresh, TokenType::Refresh)?;
        let revoked = store::revoke_family_of(pool, claims.jti).await?;
        if revoked { Ok(()) } else { Err(ApiError::TokenNotValid) }
    }
}

/// Ends every session of a user: refresh tokens are revoked, and access tokens of earlier
/// generations are refused from now on.
pub async fn end_all_sessions(db: &mut PgConnection, user: Uuid) -> Result<()> {
    store::end_all(db, user).await?;
    Ok(())
}
