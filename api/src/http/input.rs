//! Everything a request carries reaches a handler through these extractors: the JSON body,
//! the query string and the path. Each refuses what is wrong with it in the error shape:
//! text with control characters (422, naming the field), values of the wrong type or out of
//! range (422, naming the parameter), and path values that cannot name anything (404, as an
//! unknown id). Handlers never see the framework's own rejections.

use crate::http::strict_json::{self, Strict};
use crate::http::{ApiError, FieldErrors};
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use domain::validation::{FieldError, has_forbidden_characters};
use serde::de::DeserializeOwned;
use serde_json::Value;

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
                ApiError::MalformedJson("the body could not be read".into())
            }
        })?;
        let value: Value =
            serde_json::from_slice(&bytes).map_err(|error| ApiError::MalformedJson(error.to_string()))?;
        if !value.is_object() {
            return Err(ApiError::MalformedJson("the body must be a JSON object".into()));
        }
        json_value(value).map(JsonBody)
    }
}

/// Reads a JSON value as `T`, strictly (`Strict`: objects where the type has a struct or a
/// map, no control character in the text it reads). Also used for websocket frames.
pub fn json_value<T: DeserializeOwned>(value: Value) -> Result<T, ApiError> {
    serde_path_to_error::deserialize(Strict(value)).map_err(|error| {
        let message = error.inner().to_string();
        ApiError::field(&field_name(&error.path().to_string(), &message), problem(&message))
    })
}

/// The field a deserializer complains about: its path, or for a missing field (reported at
/// its parent) the parent's path and the field's name.
fn field_name(path: &str, message: &str) -> String {
    let missing = message
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split_once('`'))
        .map(|(name, _)| name);
    match (path, missing) {
        (".", Some(name)) => name.to_owned(),
        (parent, Some(name)) => format!("{parent}.{name}"),
        (".", None) => "body".to_owned(),
        (path, None) => path.to_owned(),
    }
}

/// A parameter's name as it can be shown back: control characters replaced.
fn printable(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect()
}

/// What a deserializer's complaint about one field means for the person who sent it.
fn problem(message: &str) -> FieldError {
    if message == strict_json::CONTROL_CHARACTER {
        FieldError::InvalidCharacters
    } else if message.starts_with("missing field") {
        FieldError::Required
    } else if message.starts_with("unknown variant") {
        FieldError::InvalidChoice
    } else if message.contains("too large") || message.contains("too small") || message.contains("out of range") {
        FieldError::OutOfRange
    } else {
        FieldError::InvalidType
    }
}

/// A multipart/form-data body: a file upload.
pub struct UploadForm(pub axum::extract::Multipart);

impl<S: Send + Sync> FromRequest<S> for UploadForm {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        axum::extract::Multipart::from_request(request, state)
            .await
            .map(UploadForm)
            .map_err(|_| ApiError::NotMultipart)
    }
}

/// A day asked for in a query, within [`domain::validation::in_calendar`]; another is a 422
/// `out_of_range` (beyond it, a read failed deep in PostgreSQL or the date arithmetic).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(try_from = "chrono::NaiveDate")]
pub struct Day(chrono::NaiveDate);

impl Day {
    pub fn date(self) -> chrono::NaiveDate {
        self.0
    }
}

impl TryFrom<chrono::NaiveDate> for Day {
    type Error = &'static str;

    fn try_from(day: chrono::NaiveDate) -> Result<Self, Self::Error> {
        if domain::validation::in_calendar(day) {
            Ok(Self(day))
        } else {
            Err("day out of range 0001-01-01..=9999-12-31")
        }
    }
}

/// The query string as `T`. Parameters are named in `fields` when they are wrong.
pub struct Query<T>(pub T);

impl<S, T> FromRequestParts<S> for Query<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        let query = parts.uri.query().unwrap_or_default().as_bytes();
        let mut fields = FieldErrors::default();
        for (name, value) in form_urlencoded::parse(query) {
            if has_forbidden_characters(&name) || has_forbidden_characters(&value) {
                fields.add(&printable(&name), FieldError::InvalidCharacters);
            }
        }
        fields.into_result()?;
        let parameters = serde_urlencoded::Deserializer::new(form_urlencoded::parse(query));
        serde_path_to_error::deserialize(parameters)
            .map(Query)
            .map_err(|error| {
                let message = error.inner().to_string();
                let field = match field_name(&error.path().to_string(), &message) {
                    // serde_urlencoded may report a value without the parameter's name.
                    name if name == "body" => "query".to_owned(),
                    name => name,
                };
                let problem = if message.starts_with("invalid digit") && looks_negative(query, &field) {
                    FieldError::OutOfRange
                } else {
                    problem(&message)
                };
                ApiError::field(&field, problem)
            })
    }
}

fn looks_negative(query: &[u8], field: &str) -> bool {
    form_urlencoded::parse(query).any(|(name, value)| name == field && value.trim().starts_with('-'))
}

/// The path's parameters as `T`. A value that cannot be one (an id that is not a UUID, a
/// name with control characters) names nothing, so it answers exactly as an unknown id.
pub struct Path<T>(pub T);

impl<S, T> FromRequestParts<S> for Path<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Send,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let raw = axum::extract::RawPathParams::from_request_parts(parts, state)
            .await
            .map_err(|_| ApiError::NotFound)?;
        if raw.iter().any(|(_, value)| has_forbidden_characters(value)) {
            return Err(ApiError::NotFound);
        }
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|path| Path(path.0))
            .map_err(|_| ApiError::NotFound)
    }
}

/// A text query parameter, trimmed; blank reads as absent.
pub fn text_parameter(value: Option<String>) -> Option<String> {
    value.map(|text| text.trim().to_owned()).filter(|text| !text.is_empty())
}

/// The keywords of a search (parameter `name`): trimmed, blank reads as absent, refused past
/// [`search::MAX_QUERY_CHARS`].
pub fn keywords_parameter(name: &'static str, value: Option<String>) -> Result<Option<String>, ApiError> {
    match text_parameter(value) {
        Some(text) if text.chars().count() > search::MAX_QUERY_CHARS => Err(ApiError::TooLong {
            field: name,
            max_chars: search::MAX_QUERY_CHARS,
        }),
        text => Ok(text),
    }
}

/// Splits a comma-separated list, dropping blanks.
pub fn list_parameter(value: Option<&str>) -> Vec<String> {
    value
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Experience {
        title: String,
        tags: Vec<String>,
    }

    #[test]
    fn a_nul_in_nested_text_names_its_field() {
        let value = serde_json::json!({"title": "ok", "tags": ["fine", "bad\u{0}"]});

        let error = json_value::<Experience>(value).unwrap_err();

        let ApiError::Validation(fields) = error else {
            panic!("expected a 422")
        };
        assert_eq!(
            serde_json::to_value(fields).unwrap(),
            serde_json::json!({"tags[1]": ["invalid_characters"]})
        );
    }

    #[test]
    fn a_member_the_type_does_not_know_is_ignored_whatever_it_holds() {
        let value = serde_json::json!({
            "title": "ok", "tags": [], "bad\u{0}key": [null, {}], "note": "bad\u{1}", "extra": {"x": 1},
        });

        let experience = json_value::<Experience>(value).expect("unknown members are skipped unread");

        assert_eq!(experience.title, "ok");
    }

    #[test]
    fn a_control_character_in_a_maps_key_is_refused() {
        let value = serde_json::json!({"labels": {"en": "ok", "a\u{0}": "x"}});

        let error = json_value::<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>(value)
            .unwrap_err();

        assert!(matches!(error, ApiError::Validation(_)), "expected a 422");
    }

    #[test]
    fn a_missing_field_is_required() {
        let error = json_value::<Experience>(serde_json::json!({"tags": []})).unwrap_err();

        let ApiError::Validation(fields) = error else {
            panic!("expected a 422")
        };
        assert_eq!(
            serde_json::to_value(fields).unwrap(),
            serde_json::json!({"title": ["required"]})
        );
    }
}
