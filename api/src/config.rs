//! Configuration: built-in defaults, overridden by environment variables, overridden by flags.
//! `hire --help` lists every setting with its variable.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(clap::Args, Clone, Debug)]
pub struct Config {
    /// Address the HTTP server listens on.
    #[arg(long, env = "HIRE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// The address users reach Hire at, used in e-mailed links. Default: http://localhost:<port>.
    #[arg(long, env = "HIRE_PUBLIC_URL")]
    pub public_url: Option<String>,

    /// PostgreSQL to use. Unset: Hire starts a private cluster under <data-dir>/pg.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<Secret>,

    /// Most connections to PostgreSQL at once.
    #[arg(long, env = "HIRE_DB_MAX_CONNECTIONS", default_value_t = 20)]
    pub db_max_connections: u32,

    /// Longest a statement may run while serving requests, in milliseconds, before PostgreSQL
    /// cancels it and the request is answered 503 (0: no limit). Migrations, replays and the
    /// other commands are not limited.
    #[arg(long, env = "HIRE_DB_STATEMENT_TIMEOUT_MS", default_value_t = 30_000)]
    pub db_statement_timeout_ms: u64,

    /// Longest a request waits for a free connection to PostgreSQL, in milliseconds, before it
    /// is answered 503: while the database is away requests fail fast instead of piling up.
    #[arg(long, env = "HIRE_DB_ACQUIRE_TIMEOUT_MS", default_value_t = 5_000)]
    pub db_acquire_timeout_ms: u64,

    /// Where Hire keeps its private PostgreSQL cluster and uploaded files.
    #[arg(long, env = "HIRE_DATA_DIR", default_value = ".hire")]
    pub data_dir: PathBuf,

    /// S3-compatible bucket for uploaded files (credentials, region and endpoint from the
    /// AWS_* variables). Unset: files are kept under <data-dir>/files.
    #[arg(long, env = "HIRE_S3_BUCKET")]
    pub s3_bucket: Option<String>,

    /// The S3 service's address, for a store other than AWS (MinIO, Ceph, moto).
    #[arg(long, env = "AWS_ENDPOINT")]
    pub s3_endpoint: Option<String>,

    #[arg(long, env = "AWS_REGION")]
    pub s3_region: Option<String>,

    #[arg(long, env = "AWS_ACCESS_KEY_ID")]
    pub s3_access_key_id: Option<String>,

    #[arg(long, env = "AWS_SECRET_ACCESS_KEY", hide_env_values = true)]
    pub s3_secret_access_key: Option<Secret>,

    /// Longest one request to the S3 service may take, in milliseconds. A failed or timed-out
    /// request is tried twice more, all within twice this time; then the upload or download
    /// is answered 503 rather than holding its request for minutes.
    #[arg(long, env = "HIRE_S3_TIMEOUT_MS", default_value_t = 20_000)]
    pub s3_timeout_ms: u64,

    /// Secret that signs session tokens. Unset: one is generated and kept in the database.
    #[arg(long, env = "HIRE_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<Secret>,

    /// Lifetime of an access token, in seconds.
    #[arg(long, env = "HIRE_ACCESS_TOKEN_SECONDS", default_value_t = 300)]
    pub access_token_seconds: i64,

    /// Lifetime of a refresh token, in seconds.
    #[arg(long, env = "HIRE_REFRESH_TOKEN_SECONDS", default_value_t = 14 * 24 * 3600)]
    pub refresh_token_seconds: i64,

    /// SMTP server for e-mail, e.g. smtps://user:password@mail.example.com. Unset: e-mails are written to the log.
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<Secret>,

    /// Sender of e-mails.
    #[arg(long, env = "HIRE_MAIL_FROM", default_value = "Hire <no-reply@hire.localhost>")]
    pub mail_from: String,

    /// Token for the administration API (`Authorization: Admin <token>`). Unset: that API is off.
    #[arg(long, env = "HIRE_ADMIN_TOKEN", hide_env_values = true)]
    pub admin_token: Option<Secret>,

    /// The built web app (index.html and assets).
    #[arg(long, env = "HIRE_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,

    /// An OpenAI-compatible API (chat completions, embeddings) for AI teachers and proposals,
    /// e.g. https://api.openai.com/v1. Unset: the built-in provider, which needs no network.
    #[arg(long, env = "AI_URL")]
    pub ai_url: Option<String>,

    /// The key sent to AI_URL as a bearer token.
    #[arg(long, env = "AI_KEY", hide_env_values = true)]
    pub ai_key: Option<Secret>,

    /// The chat model asked at AI_URL.
    #[arg(long, env = "AI_MODEL", default_value = "gpt-4o-mini")]
    pub ai_model: String,

    /// The embeddings model asked at AI_URL to order a teacher's passages. Unset: passages are
    /// ordered by search alone.
    #[arg(long, env = "AI_EMBEDDING_MODEL")]
    pub ai_embedding_model: Option<String>,

    /// AI calls (answers, proposals) one company may make per minute, counted across every
    /// instance on the database.
    #[arg(long, env = "HIRE_AI_CALLS_PER_MINUTE", default_value_t = 20)]
    pub ai_calls_per_minute: u32,

    /// Let webhook endpoints use http:// and local or private addresses. For development and
    /// tests only: otherwise a company could make Hire call into its own network.
    #[arg(long, env = "HIRE_WEBHOOKS_ALLOW_LOCAL", default_value_t = false, action = clap::ArgAction::Set)]
    pub webhooks_allow_local: bool,

    /// Seconds between tries of a failed webhook delivery, comma-separated; the last repeats
    /// until 24 hours have passed.
    #[arg(long, env = "HIRE_WEBHOOK_RETRY_DELAYS", value_delimiter = ',',
          default_values_t = domain::webhooks::RETRY_DELAYS_SECONDS, value_parser = clap::value_parser!(i64).range(1..))]
    pub webhook_retry_delays: Vec<i64>,

    /// Seconds between runs of the job that anonymises rejected applicants past their
    /// company's retention period.
    #[arg(long, env = "HIRE_RETENTION_CHECK_SECONDS", default_value_t = 3600, value_parser = clap::value_parser!(u64).range(1..))]
    pub retention_check_seconds: u64,

    /// Social login providers (OpenID Connect), one per `HIRE_OIDC_<NAME>_ISSUER` with its
    /// `_CLIENT_ID`, `_CLIENT_SECRET` and optional `_LABEL`: the names vary, so they are read
    /// from the environment directly rather than as flags.
    #[arg(skip = oidc_providers_from_env())]
    pub oidc_providers: Vec<OidcProviderConfig>,

    /// Token for `Authorization: Bearer <token>` on `/metrics`; unset, there is no `/metrics`.
    #[arg(long, env = "HIRE_METRICS_TOKEN")]
    pub metrics_token: Option<Secret>,

    /// Multiplies the per-client limits on log-ins, links, mails and registrations: raise it
    /// where many people share one address.
    #[arg(long, env = "HIRE_CLIENT_ATTEMPTS_MULTIPLIER", default_value_t = 1)]
    pub client_attempts_multiplier: u32,

    /// How many proxies in front of Hire append the client's address to `X-Forwarded-For`
    /// (0: the header is not believed).
    #[arg(long, env = "HIRE_TRUSTED_PROXIES", default_value_t = 0)]
    pub trusted_proxies: usize,

    /// Largest request body accepted, in bytes.
    #[arg(long, env = "HIRE_MAX_BODY_BYTES", default_value_t = 1024 * 1024)]
    pub max_body_bytes: usize,
}

impl Config {
    pub fn public_url(&self, port: u16) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://localhost:{port}"),
        }
    }
}

/// One OpenID provider: discovered from its issuer, with Hire's client registration there.
#[derive(Clone, Debug)]
pub struct OidcProviderConfig {
    /// The name in `/auth/login/{name}` and the API paths, lower case.
    pub name: String,
    /// What the login button says.
    pub label: String,
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Option<Secret>,
}

fn oidc_providers_from_env() -> Vec<OidcProviderConfig> {
    let mut providers: Vec<OidcProviderConfig> = std::env::vars()
        .filter_map(|(key, issuer)| {
            let name = key.strip_prefix("HIRE_OIDC_")?.strip_suffix("_ISSUER")?;
            let setting = |suffix: &str| std::env::var(format!("HIRE_OIDC_{name}_{suffix}")).ok();
            let label = setting("LABEL").unwrap_or_else(|| {
                let lower = name.to_lowercase();
                let mut chars = lower.chars();
                chars
                    .next()
                    .map(|first| first.to_uppercase().chain(chars).collect())
                    .unwrap_or_default()
            });
            Some(OidcProviderConfig {
                name: name.to_lowercase().replace('_', "-"),
                label,
                issuer,
                client_id: setting("CLIENT_ID")?,
                client_secret: setting("CLIENT_SECRET").map(Secret::from),
            })
        })
        .collect();
    providers.sort_by(|a, b| a.name.cmp(&b.name));
    providers
}

/// A value that must never reach a log: it prints as `[redacted]`.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl From<String> for Secret {
    fn from(value: String) -> Self {
        Self(value)
    }
}

impl std::str::FromStr for Secret {
    type Err = std::convert::Infallible;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        Ok(Self(value.to_owned()))
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}
