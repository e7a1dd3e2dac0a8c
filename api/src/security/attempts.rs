//! Anti-automation on the credential paths (OWASP ASVS 2.2.1): how many attempts one e-mail
//! address and one client may make in a window, shared by every instance through PostgreSQL.
//! A person who mistypes a password a few times never meets a limit; a guessing loop, a mail
//! bomb or a registration script is answered 429 with when to try again.

use super::store;
use crate::http::ApiError;
use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use axum::http::request::Parts;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);

/// What is counted. Failures count where a wrong guess is the danger; every request counts
/// where each one sends a mail or makes an account.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// A wrong password (or an unknown, unverified or inactive account) for one address.
    FailedLoginForAddress,
    /// A failed log-in from one client, whatever the address: credential stuffing.
    FailedLoginFromClient,
    /// A refresh token or e-mailed link (activation, reset, new address) that was not valid.
    FailedTokenFromClient,
    PasswordResetMailForAddress,
    PasswordResetMailFromClient,
    VerificationMailForAddress,
    VerificationMailFromClient,
    RegistrationFromClient,
}

/// At most `most` attempts within `window`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    pub most: u32,
    pub window: Duration,
}

impl Attempt {
    fn kind(self) -> &'static str {
        match self {
            Self::FailedLoginForAddress => "failed_login_for_address",
            Self::FailedLoginFromClient => "failed_login_from_client",
            Self::FailedTokenFromClient => "failed_token_from_client",
            Self::PasswordResetMailForAddress => "password_reset_mail_for_address",
            Self::PasswordResetMailFromClient => "password_reset_mail_from_client",
            Self::VerificationMailForAddress => "verification_mail_for_address",
            Self::VerificationMailFromClient => "verification_mail_from_client",
            Self::RegistrationFromClient => "registration_from_client",
        }
    }

    /// The limit before a deployment scales the per-client ones.
    pub fn limit(self) -> Limit {
        let (most, window) = match self {
            Self::FailedLoginForAddress => (10, 15 * MINUTE),
            Self::FailedLoginFromClient => (100, 15 * MINUTE),
            Self::FailedTokenFromClient => (50, 15 * MINUTE),
            Self::PasswordResetMailForAddress | Self::VerificationMailForAddress => (5, HOUR),
            Self::PasswordResetMailFromClient | Self::VerificationMailFromClient => (20, HOUR),
            Self::RegistrationFromClient => (20, HOUR),
        };
        Limit { most, window }
    }

    fn per_client(self) -> bool {
        matches!(
            self,
            Self::FailedLoginFromClient
                | Self::FailedTokenFromClient
                | Self::PasswordResetMailFromClient
                | Self::VerificationMailFromClient
                | Self::RegistrationFromClient
        )
    }
}

/// The longest window of all: attempts older than it count for nothing.
pub const LONGEST_WINDOW: Duration = HOUR;

/// How a deployment adjusts the limits.
#[derive(Clone, Debug)]
pub struct AttemptSettings {
    /// Multiplies every per-client limit: many people may share one address (an office
    /// behind one NAT), and a test rig is one client.
    pub client_multiplier: u32,
    /// How many proxies in front of Hire append to `X-Forwarded-For`; 0 trusts none of it.
    pub trusted_proxies: usize,
}

impl AttemptSettings {
    fn limit(&self, attempt: Attempt) -> Limit {
        let limit = attempt.limit();
        if attempt.per_client() {
            Limit {
                most: limit.most.saturating_mul(self.client_multiplier.max(1)),
                ..limit
            }
        } else {
            limit
        }
    }
}

/// Who makes an attempt: an e-mail address or a client, kept only as a digest.
pub struct Subject([u8; 32]);

impl Subject {
    /// An e-mail address, whatever its case.
    pub fn address(email: &str) -> Self {
        Self(Sha256::digest(email.trim().to_lowercase().as_bytes()).into())
    }
}

/// The limits as a handler meets them: who is asking (the socket's peer, or the address the
/// trusted proxies put in `X-Forwarded-For`), and where attempts are counted.
pub struct Attempts {
    client: IpAddr,
    pool: PgPool,
    settings: Arc<AttemptSettings>,
}

impl<S: Send + Sync> FromRequestParts<S> for Attempts
where
    PgPool: FromRef<S>,
    Arc<AttemptSettings>: FromRef<S>,
{
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let settings = Arc::<AttemptSettings>::from_ref(state);
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::from([0, 0, 0, 0]), |info| info.0.ip());
        let forwarded = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok());
        Ok(Self {
            client: client_address(peer, forwarded, settings.trusted_proxies),
            pool: PgPool::from_ref(state),
            settings,
        })
    }
}

/// Each trusted proxy appends the address it was reached from, so the client is the entry
/// `trusted` places from the end; entries before it may be made up by anyone.
fn client_address<'a>(peer: IpAddr, forwarded: impl Iterator<Item = &'a str>, trusted: usize) -> IpAddr {
    if trusted == 0 {
        return peer;
    }
    let hops: Vec<&str> = forwarded.flat_map(|value| value.split(',')).map(str::trim).collect();
    hops.len()
        .checked_sub(trusted)
        .and_then(|index| hops.get(index))
        .and_then(|hop| hop.parse().ok())
        .unwrap_or(peer)
}

impl Attempts {
    /// The client, as a subject of the per-client limits.
    pub fn client(&self) -> Subject {
        Subject(Sha256::digest(self.client.to_string().as_bytes()).into())
    }

    /// Refuses when `subject` has used up its attempts of this kind.
    pub async fn refuse_if_spent(&self, attempt: Attempt, subject: &Subject) -> Result<(), ApiError> {
        let limit = self.settings.limit(attempt);
        match store::wait_seconds(&self.pool, attempt.kind(), &subject.0, limit.most, limit.window).await? {
            Some(seconds) => Err(ApiError::TooManyAttempts {
                retry_after_seconds: seconds.ceil().max(1.0) as u64,
            }),
            None => Ok(()),
        }
    }

    /// Counts one attempt of `subject`.
    pub async fn count(&self, attempt: Attempt, subject: &Subject) -> Result<(), ApiError> {
        let limit = self.settings.limit(attempt);
        store::record(&self.pool, attempt.kind(), &subject.0, limit.window).await?;
        Ok(())
    }

    /// Refuses when any of the subjects has spent its attempts, else counts this one for each:
    /// for what every request costs (a mail sent, an account made).
    pub async fn spend(&self, attempts: &[(Attempt, &Subject)]) -> Result<(), ApiError> {
        for (attempt, subject) in attempts {
            self.refuse_if_spent(*attempt, subject).await?;
        }
        for (attempt, subject) in attempts {
            self.count(*attempt, subject).await?;
        }
        Ok(())
    }

    /// Checks a token or e-mailed link the client sent: refused once the client has sent too
    /// many that were not valid, and counted when this one is not.
    pub async fn check_token<T>(&self, check: impl Future<Output = Result<T, ApiError>>) -> Result<T, ApiError> {
        let client = self.client();
        self.refuse_if_spent(Attempt::FailedTokenFromClient, &client).await?;
        let checked = check.await;
        if matches!(checked, Err(ApiError::LinkNotValid | ApiError::TokenNotValid)) {
            self.count(Attempt::FailedTokenFromClient, &client).await?;
        }
        checked
    }

    /// Forgets the subject's attempts: the right password ends a run of wrong ones.
    pub async fn forget(&self, attempt: Attempt, subject: &Subject) -> Result<(), ApiError> {
        store::forget(&self.pool, attempt.kind(), &subject.0).await?;
        Ok(())
    }
}

/// Removes the attempts whose every window has passed.
pub async fn forget_old(pool: &PgPool) -> sqlx::Result<u64> {
    store::forget_older_than(pool, LONGEST_WINDOW).await
}

#[cfg(test)]
mod tests {
    use super::*;

    const PEER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));

    #[test]
    fn without_trusted_proxies_the_client_is_the_peer_whatever_the_header_says() {
        assert_eq!(client_address(PEER, ["203.0.113.9"].into_iter(), 0), PEER);
    }

    #[test]
    fn behind_one_proxy_the_client_is_the_last_forwarded_address() {
        let forwarded = ["198.51.100.7, 203.0.113.9"].into_iter();

        assert_eq!(
            client_address(PEER, forwarded, 1),
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn a_forwarded_list_shorter_than_the_proxies_or_not_an_address_leaves_the_peer() {
        assert_eq!(client_address(PEER, ["203.0.113.9"].into_iter(), 2), PEER);
        assert_eq!(client_address(PEER, ["not-an-address"].into_iter(), 1), PEER);
    }

    #[test]
    fn per_client_limits_scale_and_per_address_ones_do_not() {
        let settings = AttemptSettings {
            client_multiplier: 10,
            trusted_proxies: 0,
        };

        assert_eq!(settings.limit(Attempt::RegistrationFromClient).most, 200);
        assert_eq!(settings.limit(Attempt::FailedLoginForAddress).most, 10);
    }

    #[test]
    fn an_address_is_the_same_subject_whatever_its_case() {
        assert_eq!(
            Subject::address("Ann@Example.com").0,
            Subject::address("ann@example.com").0
        );
    }
}
