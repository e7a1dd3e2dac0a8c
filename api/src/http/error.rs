//! The one error type of the HTTP edge, and the error shape every client sees:
//! `{"error": {"code": "…", "message": "…", "fields": {"name": ["code", …]}}}`.

use axum::Json;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use cqrs_es::AggregateError;
use domain::accounts::Module;
use domain::validation::FieldError;
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("Some fields are not valid.")]
    Validation(FieldErrors),
    /// A text longer than its documented maximum, named in the message.
    #[error("{field} can be at most {max_chars} characters long.")]
    TooLong { field: &'static str, max_chars: usize },
    #[error("The request body is not valid JSON: {0}")]
    MalformedJson(String),
    #[error("Send the request body as application/json.")]
    UnsupportedMediaType,
    #[error("Send the file as multipart/form-data, in the field `file`.")]
    NotMultipart,
    #[error("The upload could not be read. Send the file again as multipart/form-data, in the field `file`.")]
    MalformedUpload,
    #[error("The request body is too large.")]
    PayloadTooLarge,
    #[error("Authentication credentials were not provided.")]
    NotAuthenticated,
    #[error("The token is not valid or has expired.")]
    TokenNotValid,
    #[error("No active account found with the given email and password.")]
    NoActiveUser,
    #[error("You do not have permission to do this.")]
    PermissionDenied,
    #[error("The {0} module is not active for this company.")]
    ModuleNotActive(Module),
    #[error("Not found.")]
    NotFound,
    #[error("Failed to delete account. Please check your password.")]
    InvalidPassword,
    #[error("The current password is not right.")]
    WrongPassword,
    #[error("This link is not valid or has expired.")]
    LinkNotValid,
    /// A rule refused the request (e.g. a status move that is not allowed), in its own words.
    #[error("{0}")]
    Refused(Box<dyn Refusal>),
    #[error("Someone else changed this at the same moment. Reload and try again.")]
    ConcurrentUpdate,
    /// The configured AI service failed; why is logged, never shown.
    #[error("The AI service could not be reached. Try again later.")]
    AiUnavailable,
    /// A websocket frame that is not what the channel takes.
    #[error("{0}")]
    MalformedFrame(&'static str),
    /// Too many AI calls from one company in a short time.
    #[error("AI service rate limited, try later.")]
    AiRateLimited { retry_after_seconds: u64 },
    /// Too many attempts at a credential path (log in, a link, a mail) in a short time.
    #[error("Too many attempts. Try again later.")]
    TooManyAttempts { retry_after_seconds: u64 },
    /// PostgreSQL is away (restarting, unreachable, out of connections) or did not answer
    /// within the statement timeout: a moment later the same request may well succeed.
    #[error("The service is briefly unavailable. Try again in a moment.")]
    Unavailable(anyhow::Error),
    #[error("Something went wrong. Please try again later.")]
    Internal(anyhow::Error),
}

/// How long a client is asked to wait when the database is away: a restart of PostgreSQL
/// takes a few seconds.
const UNAVAILABLE_RETRY_AFTER_SECONDS: u64 = 5;

impl From<anyhow::Error> for ApiError {
    fn from(error: anyhow::Error) -> Self {
        if database_away(error.as_ref()) {
            Self::Unavailable(error)
        } else {
            Self::Internal(error)
        }
    }
}

/// Whether `error`, or anything that caused it, says that PostgreSQL could not be used: the
/// connection failed or was cut, no connection came free in time, the server is shutting
/// down or starting, or a statement ran past the statement or lock timeout. Such a request
/// is answered 503, not 500: nothing is wrong with it or with Hire.
fn database_away(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(error) = cause {
        if error.downcast_ref::<sqlx::Error>().is_some_and(|error| match error {
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => true,
            sqlx::Error::Database(database) => database.code().is_some_and(|code| {
                // 08: connection exceptions; 57P01–03: shutting down or starting; 57014: a
                // statement cancelled by the statement timeout; 55P03: the lock timeout;
                // 53300: too many connections.
                code.starts_with("08") || matches!(&*code, "57P01" | "57P02" | "57P03" | "57014" | "55P03" | "53300")
            }),
            _ => false,
        }) {
            return true;
        }
        cause = error.source();
    }
    false
}

/// How a refusal by a rule reaches the client: implemented by every error enum of the domain
/// (and of the areas' stores) that a request can meet, so each refusal has one status, one
/// stable code and, when it is about one field, that field.
pub trait Refusal: std::error::Error + Send + Sync + 'static {
    fn status(&self) -> StatusCode;
    /// Stable; what clients translate.
    fn code(&self) -> &'static str;
    /// The field the refusal is about: it is then answered as a 422 naming it.
    fn field(&self) -> Option<(&'static str, FieldError)> {
        None
    }
    /// Facts a client may show in its own words.
    fn details(&self) -> Option<Details> {
        None
    }
}

impl<E: Refusal> From<E> for ApiError {
    fn from(refusal: E) -> Self {
        if let Some((name, error)) = refusal.field() {
            Self::field(name, error)
        } else if refusal.status() == StatusCode::NOT_FOUND {
            // Something the caller may not see reads exactly as something that does not exist.
            Self::NotFound
        } else if refusal.status() == StatusCode::SERVICE_UNAVAILABLE {
            // A rule could not look up a fact it needs: the database was away.
            Self::Unavailable(anyhow::Error::new(refusal))
        } else {
            Self::Refused(Box::new(refusal))
        }
    }
}

impl<E: Refusal> From<AggregateError<E>> for ApiError {
    fn from(error: AggregateError<E>) -> Self {
        match error {
            AggregateError::UserError(refusal) => refusal.into(),
            AggregateError::AggregateConflict => Self::ConcurrentUpdate,
            AggregateError::DatabaseConnectionError(error)
            | AggregateError::DeserializationError(error)
            | AggregateError::UnexpectedError(error) => {
                // The store boxes its sqlx errors; unboxed, they say whether the database was away.
                let error = match error.downcast::<sqlx::Error>() {
                    Ok(database) => anyhow::Error::from(*database),
                    Err(other) => anyhow::anyhow!(other),
                };
                error.context("event store").into()
            }
        }
    }
}

/// Facts of a refusal that a client may show in its own words; each is present only where
/// the refusal has it.
#[derive(Debug, Default, Clone, PartialEq, Serialize, ToSchema)]
pub struct Details {
    /// The status an application or other record is in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// The status a move asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The action refused (e.g. `publish`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// The status that refused it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// The longest text a field takes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_chars: Option<usize>,
    /// Seconds to wait before trying again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after_seconds: Option<u64>,
    /// Why a sign-in with a provider failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The highest level a competency requires.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub highest_required_level: Option<u8>,
    /// What deleting a company would take with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub employees: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jobs: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applications: Option<i64>,
    /// The AI teachers that use a document.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teachers: Option<Vec<TeacherRef>>,
}

/// An AI teacher named in a refusal.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TeacherRef {
    pub id: uuid::Uuid,
    pub name: String,
}

/// Field problems found by the domain, as a 422.
impl From<domain::validation::Problems> for ApiError {
    fn from(problems: domain::validation::Problems) -> Self {
        let mut fields = FieldErrors::default();
        fields.extend(problems);
        Self::Validation(fields)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        anyhow::Error::from(error).into()
    }
}

/// The refusal a unique or check constraint of the database stands for, when `error` is a
/// violation of `constraint`: for a store's statement that a rule is best kept by the database
/// (two requests at the same moment), e.g.
/// `.map_err(|error| on_constraint(error, "skills_name_key", SkillError::Exists))`.
pub fn on_constraint(error: sqlx::Error, constraint: &str, refusal: impl Into<ApiError>) -> ApiError {
    match &error {
        sqlx::Error::Database(database) if database.constraint() == Some(constraint) => refusal.into(),
        _ => error.into(),
    }
}

impl ApiError {
    pub fn field(name: &str, error: FieldError) -> Self {
        let mut fields = FieldErrors::default();
        fields.add(name, error);
        Self::Validation(fields)
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Validation(_) | Self::TooLong { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::MalformedJson(_)
            | Self::MalformedUpload
            | Self::InvalidPassword
            | Self::WrongPassword
            | Self::LinkNotValid
            | Self::MalformedFrame(_) => StatusCode::BAD_REQUEST,
            Self::UnsupportedMediaType | Self::NotMultipart => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::NotAuthenticated | Self::TokenNotValid | Self::NoActiveUser => StatusCode::UNAUTHORIZED,
            Self::PermissionDenied => StatusCode::FORBIDDEN,
            Self::ModuleNotActive(_) | Self::NotFound => StatusCode::NOT_FOUND,
            Self::Refused(refusal) => refusal.status(),
            Self::ConcurrentUpdate => StatusCode::CONFLICT,
            Self::AiUnavailable => StatusCode::BAD_GATEWAY,
            Self::AiRateLimited { .. } | Self::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::Validation(_) | Self::TooLong { .. } => "validation_failed",
            Self::MalformedJson(_) => "malformed_json",
            Self::UnsupportedMediaType | Self::NotMultipart => "unsupported_media_type",
            Self::MalformedUpload => "malformed_upload",
            Self::PayloadTooLarge => "payload_too_large",
            Self::NotAuthenticated => "not_authenticated",
            Self::TokenNotValid => "token_not_valid",
            Self::NoActiveUser => "no_active_user",
            Self::PermissionDenied => "permission_denied",
            Self::ModuleNotActive(_) => "module_not_active",
            Self::NotFound => "not_found",
            Self::InvalidPassword => "invalid_password",
            Self::WrongPassword => "wrong_password",
            Self::LinkNotValid => "link_not_valid",
            Self::Refused(refusal) => refusal.code(),
            Self::ConcurrentUpdate => "concurrent_update",
            Self::AiUnavailable => "ai_unavailable",
            Self::MalformedFrame(_) => "malformed_frame",
            Self::AiRateLimited { .. } => "ai_rate_limited",
            Self::TooManyAttempts { .. } => "too_many_attempts",
            // The domain's refusals when a fact could not be looked up say the same.
            Self::Unavailable(_) => "unavailable",
            Self::Internal(_) => "internal_error",
        }
    }

    /// The fields a 422 names.
    pub fn fields(&self) -> Option<FieldErrors> {
        match self {
            Self::Validation(fields) => Some(fields.clone()),
            Self::TooLong { field, .. } => {
                let mut fields = FieldErrors::default();
                fields.add(field, FieldError::TooLong);
                Some(fields)
            }
            _ => None,
        }
    }

    /// Facts of the refusal a client may show in its own words.
    pub fn details(&self) -> Option<Details> {
        match self {
            Self::TooLong { max_chars, .. } => Some(Details {
                max_chars: Some(*max_chars),
                ..Details::default()
            }),
            Self::AiRateLimited { retry_after_seconds } | Self::TooManyAttempts { retry_after_seconds } => {
                Some(Details {
                    retry_after_seconds: Some(*retry_after_seconds),
                    ..Details::default()
                })
            }
            Self::Refused(refusal) => refusal.details(),
            _ => None,
        }
    }
}

/// Field name → the field codes of what is wrong with it.
#[derive(Debug, Default, Clone, PartialEq, Serialize, ToSchema)]
pub struct FieldErrors(BTreeMap<String, Vec<&'static str>>);

impl FieldErrors {
    pub fn add(&mut self, name: &str, error: FieldError) {
        self.0.entry(name.to_owned()).or_default().push(error.code());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn has(&self, error: FieldError) -> bool {
        self.0.values().flatten().any(|code| *code == error.code())
    }

    /// Checks one field, recording what is wrong; `None` when it is wrong.
    pub fn check<T>(&mut self, name: &str, result: Result<T, FieldError>) -> Option<T> {
        result.map_err(|error| self.add(name, error)).ok()
    }

    /// Checks a required text field with `parse`.
    pub fn require<T>(
        &mut self,
        name: &str,
        value: Option<&str>,
        parse: impl FnOnce(&str) -> Result<T, FieldError>,
    ) -> Option<T> {
        self.check(name, value.ok_or(FieldError::Required).and_then(parse))
    }

    /// Takes in what the domain found wrong with an input's fields.
    pub fn extend(&mut self, problems: domain::validation::Problems) {
        for (name, error) in problems.0 {
            self.add(name, error);
        }
    }

    /// Err with every recorded problem, if there is any.
    pub fn into_result(self) -> Result<(), ApiError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(ApiError::Validation(self))
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorDetail {
    /// Stable; what clients translate.
    pub code: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<FieldErrors>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Details>,
}

fn error_response(
    status: StatusCode,
    code: &'static str,
    message: String,
    fields: Option<FieldErrors>,
    details: Option<Details>,
) -> Response {
    (
        status,
        Json(ErrorBody {
            error: ErrorDetail {
                code,
                message,
                fields,
                details,
            },
        }),
    )
        .into_response()
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match &self {
            Self::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            // Expected while PostgreSQL restarts: one line each, without a trace.
            Self::Unavailable(cause) => tracing::warn!(error = %format!("{cause:#}"), "the database is unavailable"),
            _ => {}
        }
        let mut response = error_response(
            self.status(),
            self.code(),
            self.to_string(),
            self.fields(),
            self.details(),
        );
        let retry_after = match self {
            Self::AiRateLimited { retry_after_seconds } | Self::TooManyAttempts { retry_after_seconds } => {
                Some(retry_after_seconds)
            }
            Self::Unavailable(_) => Some(UNAVAILABLE_RETRY_AFTER_SECONDS),
            _ => None,
        };
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, seconds.into());
        }
        response
    }
}

/// Gives responses that axum or tower produced on their own (unknown method, body limits,
/// unparsable path or query, panics) the same error shape as ours.
pub async fn shape_plain_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let text = match axum::body::to_bytes(response.into_body(), 4096).await {
        Ok(bytes) => String::from_utf8_lossy(&bytes).trim().to_owned(),
        Err(_) => String::new(),
    };
    let (code, message) = match status {
        StatusCode::NOT_FOUND => ("not_found", "Not found.".to_owned()),
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "This method is not allowed here.".to_owned()),
        StatusCode::PAYLOAD_TOO_LARGE => ("payload_too_large", ApiError::PayloadTooLarge.to_string()),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("unsupported_media_type", ApiError::UnsupportedMediaType.to_string()),
        status if status.is_server_error() => ("internal_error", ApiError::Internal(anyhow::anyhow!("")).to_string()),
        _ if text.is_empty() => ("bad_request", "The request is not valid.".to_owned()),
        _ => ("bad_request", text),
    };
    error_response(status, code, message, None, None)
}

/// The answer for a path under /api that no route serves.
pub async fn no_such_route() -> ApiError {
    ApiError::NotFound
}

/// Turns a panic into the error shape instead of a dropped connection.
pub fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response<Body> {
    tracing::error!("a request handler panicked");
    ApiError::Internal(anyhow::anyhow!("handler panicked")).into_response()
}
