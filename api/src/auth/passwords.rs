//! Argon2id password hashes. Hashing is slow on purpose, so it runs off the async workers.

use anyhow::{Context, Result};
use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

pub async fn hash(password: &str) -> Result<String> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|hash| hash.to_string())
            .map_err(|error| anyhow::anyhow!("cannot hash a password: {error}"))
    })
    .await
    .context("password hashing task failed")?
}

/// Whether `password` matches `stored`. With no stored hash (unknown user, or an employee
/// who has not set a password yet) it still spends the time of one check, so that response
/// times do not tell which e-mail addresses have accounts.
pub async fn verify(password: &str, stored: Option<String>) -> Result<bool> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || {
        let argon2 = Argon2::default();
        match stored {
            Some(stored) => argon2.verify_password(password.as_bytes(), stored.as_str()).is_ok(),
            None => {
                let _ = argon2.hash_password(password.as_bytes());
                false
            }
        }
    })
    .await
    .context("password check task failed")
}
