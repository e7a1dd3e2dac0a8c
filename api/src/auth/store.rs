//! `users` as far as signing in goes (credentials, verification, e-mail changes, deletion),
//! `notification_preferences`, and the social login tables (`social_logins`,
//! `social_accounts`).

use crate::http::ApiError;
use crate::http::error::on_constraint;
use domain::accounts::{Email, UserType};
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

/// A new user with a password; false when the e-mail address has an account already.
pub async fn insert_user(
    db: &mut PgConnection,
    id: Uuid,
    email: &Email,
    password_hash: &str,
    (first_name, last_name): (&str, &str),
    user_type: UserType,
) -> Result<bool, sqlx::Error> {
    let inserted = sqlx::query(
        "INSERT INTO users (id, email, password_hash, first_name, last_name, user_type) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email) DO NOTHING",
    )
    .bind(id)
    .bind(email.as_str())
    .bind(password_hash)
    .bind(first_name)
    .bind(last_name)
    .bind(user_type.as_str())
    .execute(db)
    .await?;
    Ok(inserted.rows_affected() > 0)
}

/// The e-mail address is proven: a job seeker may sign in from now on, a company once an
/// administrator activates it.
pub async fn verify_email(db: &mut PgConnection, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET email_verified_at = coalesce(email_verified_at, now()),
                          activated_at = CASE WHEN user_type = 'jobseeker' THEN coalesce(activated_at, now()) ELSE activated_at END
         WHERE id = $1",
    )
    .bind(user)
    .execute(db)
    .await?;
    Ok(())
}

/// The account of `email` that has a password but has not proven its address yet.
pub async fn unverified(db: &mut PgConnection, email: &Email) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM users WHERE email = $1 AND email_verified_at IS NULL AND password_hash IS NOT NULL",
    )
    .bind(email.as_str())
    .fetch_optional(db)
    .await
}

pub async fn user_with_email(db: &mut PgConnection, email: &Email) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(email.as_str())
        .fetch_optional(db)
        .await
}

/// The account with `email`, locked until the transaction ends.
pub async fn lock_user_with_email(db: &mut PgConnection, email: &Email) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1 FOR UPDATE")
        .bind(email.as_str())
        .fetch_optional(db)
        .await
}

/// A user's password hash; `None` until they set a password.
pub async fn password_hash(pool: &PgPool, user: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(pool)
        .await
}

/// Who signs in with `email`: the user, their password hash, and whether the account may be
/// used now (verified, activated, not an inactive employee).
pub async fn login(pool: &PgPool, email: &Email) -> Result<Option<(Uuid, Option<String>, bool)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.password_hash,
                (u.activated_at IS NOT NULL AND u.email_verified_at IS NOT NULL AND coalesce(e.status = 'active', true))
         FROM users u LEFT JOIN employees e ON e.user_id = u.id WHERE u.email = $1",
    )
    .bind(email.as_str())
    .fetch_optional(pool)
    .await
}

/// Whether the account may be used now (verified, activated, not an inactive employee).
pub async fn is_active(db: &mut PgConnection, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT u.activated_at IS NOT NULL AND u.email_verified_at IS NOT NULL AND coalesce(e.status = 'active', true)
         FROM users u LEFT JOIN employees e ON e.user_id = u.id WHERE u.id = $1",
    )
    .bind(user)
    .fetch_one(db)
    .await
}

pub async fn set_password(db: &mut PgConnection, user: Uuid, password_hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
        .bind(user)
        .bind(password_hash)
        .execute(db)
        .await?;
    Ok(())
}

/// A password set from an e-mailed link, which also proves the address; companies still wait
/// for activation.
pub async fn set_password_from_link(db: &mut PgConnection, user: Uuid, password_hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
                          activated_at = CASE WHEN user_type = 'company' THEN activated_at ELSE coalesce(activated_at, now()) END
         WHERE id = $1",
    )
    .bind(user)
    .bind(password_hash)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn email_taken(db: &mut PgConnection, email: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM users WHERE email = $1)")
        .bind(email)
        .fetch_one(db)
        .await
}

/// The address a user asked to change to, kept until its link is opened.
pub async fn set_pending_email(db: &mut PgConnection, user: Uuid, email: &Email) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET pending_email = $2 WHERE id = $1")
        .bind(user)
        .bind(email.as_str())
        .execute(db)
        .await?;
    Ok(())
}

pub async fn pending_email(db: &mut PgConnection, user: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT pending_email FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(db)
        .await
}

/// The pending address becomes the account's. The caller checks first that it is free; the
/// unique index answers a sign-up racing that check.
pub async fn confirm_pending_email(db: &mut PgConnection, user: Uuid) -> Result<(), ApiError> {
    sqlx::query(
        "UPDATE users SET email = pending_email, pending_email = NULL, email_verified_at = now() WHERE id = $1",
    )
    .bind(user)
    .execute(db)
    .await
    .map_err(|error| {
        on_constraint(
            error,
            "users_email_key",
            ApiError::field("new_email", FieldError::EmailTaken),
        )
    })?;
    Ok(())
}

/// Removes accounts, with the mail still waiting for them: mail about a deleted account is
/// personal data too.
/// The keys in the file store of what these users uploaded: their pictures and CV, and, for
/// a company's owner, the company's logo and images.
pub async fn files_of(db: &mut PgConnection, users: &[Uuid]) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT substr(url, length('/api/files/') + 1) FROM (
             SELECT profile_picture AS url FROM users WHERE id = ANY($1)
             UNION ALL SELECT cover_picture FROM users WHERE id = ANY($1)
             UNION ALL SELECT logo FROM companies WHERE owner_id = ANY($1)
             UNION ALL SELECT i.url FROM company_images i JOIN companies c ON c.id = i.company_id
                        WHERE c.owner_id = ANY($1)) AS pictures
          WHERE url LIKE '/api/files/%'
         UNION ALL
         SELECT file_key FROM jobseeker_cvs WHERE user_id = ANY($1)",
    )
    .bind(users)
    .fetch_all(db)
    .await
}

pub async fn delete_users(db: &mut PgConnection, users: &[Uuid]) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM outbox_emails WHERE to_address IN (SELECT email FROM users WHERE id = ANY($1))")
        .bind(users)
        .execute(&mut *db)
        .await?;
    sqlx::query("DELETE FROM users WHERE id = ANY($1)")
        .bind(users)
        .execute(db)
        .await?;
    Ok(())
}

/// Which notification e-mails a user gets: every kind until turned off.
pub async fn preferences(pool: &PgPool, user: Uuid) -> Result<NotificationPreferences, sqlx::Error> {
    sqlx::query_as(
        "SELECT coalesce(p.interview_emails, true) AS interview_emails, coalesce(p.application_emails, true) AS application_emails
         FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id WHERE u.id = $1",
    )
    .bind(user)
    .fetch_one(pool)
    .await
}

pub async fn set_preferences(
    pool: &PgPool,
    user: Uuid,
    preferences: &NotificationPreferences,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO notification_preferences (user_id, interview_emails, application_emails) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET interview_emails = $2, application_emails = $3, updated_at = now()",
    )
    .bind(user)
    .bind(preferences.interview_emails)
    .bind(preferences.application_emails)
    .execute(pool)
    .await?;
    Ok(())
}

/// A social sign-in started here, waiting for the provider to send the browser back.
pub struct Started<'a> {
    pub state: &'a str,
    pub provider: &'a str,
    pub nonce: &'a str,
    pub pkce_verifier: &'a str,
    pub redirect_uri: &'a str,
}

/// Keeps a sign-in that was started, forgetting those older than a day.
pub async fn start_social_login(pool: &PgPool, started: Started<'_>) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM social_logins WHERE created_at < now() - interval '1 day'")
        .execute(pool)
        .await?;
    sqlx::query(
        "INSERT INTO social_logins (state, provider, nonce, pkce_verifier, redirect_uri) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(started.state)
    .bind(started.provider)
    .bind(started.nonce)
    .bind(started.pkce_verifier)
    .bind(started.redirect_uri)
    .execute(pool)
    .await?;
    Ok(())
}

/// Uses a sign-in started within `minutes`, once: its nonce, PKCE verifier and redirect URI.
pub async fn use_social_login(
    pool: &PgPool,
    state: &str,
    provider: &str,
    minutes: i32,
) -> Result<Option<(String, String, String)>, sqlx::Error> {
    sqlx::query_as(&format!(
        "UPDATE social_logins SET used_at = now()
         WHERE state = $1 AND provider = $2 AND used_at IS NULL AND created_at > now() - interval '{minutes} minutes'
         RETURNING nonce, pkce_verifier, redirect_uri"
    ))
    .bind(state)
    .bind(provider)
    .fetch_optional(pool)
    .await
}

/// The account a provider identity is linked to, and whether the link is confirmed; locked
/// until the transaction ends.
pub async fn linked_account(
    db: &mut PgConnection,
    provider: &str,
    subject: &str,
) -> Result<Option<(Uuid, bool)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT user_id, confirmed_at IS NOT NULL FROM social_accounts WHERE provider = $1 AND subject = $2 FOR UPDATE",
    )
    .bind(provider)
    .bind(subject)
    .fetch_optional(db)
    .await
}

/// Links a provider identity to an account made another way, unconfirmed until the account's
/// owner opens the e-mailed link.
pub async fn link_unconfirmed(
    db: &mut PgConnection,
    provider: &str,
    subject: &str,
    user: Uuid,
    email: &Email,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO social_accounts (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, subject) DO NOTHING",
    )
    .bind(provider)
    .bind(subject)
    .bind(user)
    .bind(email.as_str())
    .execute(db)
    .await?;
    Ok(())
}

/// A job seeker's account made by a provider identity, linked to it. It has no password: it
/// signs in through its provider until it sets one by resetting it.
pub async fn insert_social_jobseeker(
    db: &mut PgConnection,
    (provider, subject): (&str, &str),
    email: &Email,
    (first_name, last_name): (&str, &str),
) -> Result<Uuid, sqlx::Error> {
    let id = Uuid::now_v7();
    sqlx::query(
        "INSERT INTO users (id, email, first_name, last_name, user_type, email_verified_at, activated_at)
         VALUES ($1, $2, $3, $4, 'jobseeker', now(), now())",
    )
    .bind(id)
    .bind(email.as_str())
    .bind(first_name)
    .bind(last_name)
    .execute(&mut *db)
    .await?;
    sqlx::query(
        "INSERT INTO social_accounts (provider, subject, user_id, email, confirmed_at) VALUES ($1, $2, $3, $4, now())",
    )
    .bind(provider)
    .bind(subject)
    .bind(id)
    .bind(email.as_str())
    .execute(db)
    .await?;
    Ok(id)
}

/// Confirms every provider identity waiting for the account; opening the link also proves
/// the address is the account's.
pub async fn confirm_social_links(db: &mut PgConnection, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE social_accounts SET confirmed_at = now() WHERE user_id = $1 AND confirmed_at IS NULL")
        .bind(user)
        .execute(&mut *db)
        .await?;
    sqlx::query(
        "UPDATE users SET email_verified_at = coalesce(email_verified_at, now()),
                          activated_at = CASE WHEN user_type = 'company' THEN activated_at ELSE coalesce(activated_at, now()) END
         WHERE id = $1",
    )
    .bind(user)
    .execute(db)
    .await?;
    Ok(())
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
