//! Routes behind a token of the installation's own (the admin API, `/metrics`) rather than a
//! person's session.

use super::ApiError;
use axum::http::header;
use axum::http::request::Parts;
use sha2::{Digest, Sha256};

/// Checks that the request presents `expected` as `Authorization: <scheme> <token>`. Without a
/// configured token the route does not exist (404); without a token the caller is not
/// authenticated (401); with another one, refused (403).
pub fn require(parts: &Parts, scheme: &str, expected: Option<&str>) -> Result<(), ApiError> {
    let expected = expected.ok_or(ApiError::NotFound)?;
    let presented = parts
        .headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix(scheme))
        .and_then(|value| value.strip_prefix(' '))
        .ok_or(ApiError::NotAuthenticated)?;
    // Comparing digests keeps the comparison time independent of where the tokens differ.
    if Sha256::digest(presented.trim()) == Sha256::digest(expected) {
        Ok(())
    } else {
        Err(ApiError::PermissionDenied)
    }
}
