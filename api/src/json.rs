//! The JSON body extractor: every way a body can be wrong becomes an `ApiError`.

use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use domain::validation::FieldError;
use serde::de::DeserializeOwned;

/// A request body that must be a JSON object of shape `T`.
pub struct JsonBody<T>(pub T);

impl<S, T> FromRequest<S> for JsonBody<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let is_json = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(';').next())
            .is_some_and(|mime| {
                let mime = mime.trim().to_ascii_lowercase();
                mime == "application/json" || (mime.starts_with("application/") && mime.ends_with("+json"))
            });
        if !is_json {
            return Err(ApiError::UnsupportedMediaType);
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::MalformedJson(rejection.body_text())
            }
        })?;
        let value: serde_json::Value =
            serde_json::from_slice(&bytes).map_err(|error| ApiError::MalformedJson(error.to_string()))?;
        if !value.is_object() {
            return Err(ApiError::MalformedJson("the body must be a JSON object".into()));
        }
        serde_path_to_error::deserialize(value).map(JsonBody).map_err(|error| {
            let field = error.path().to_string();
            let problem = match error.inner().to_string() {
                message if message.starts_with("missing field") => FieldError::Required,
                message if message.starts_with("unknown variant") => FieldError::InvalidChoice,
                _ => FieldError::InvalidType,
            };
            ApiError::field(&field, problem)
        })
    }
}
