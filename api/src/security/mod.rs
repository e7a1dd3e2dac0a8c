//! What protects users from abuse: the response headers every answer carries, the web app's
//! Content-Security-Policy and the endpoint its violations are reported to, and the limits on
//! attempts at the credential paths (`attempts`).

use crate::http::ApiError;
use axum::body::Bytes;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Deserialize;

pub mod attempts;
mod store;

/// Where browsers send what the policy blocked (a macro, so the policy can name it too).
macro_rules! reports_path {
    () => {
        "/api/security/csp-reports/"
    };
}
pub const REPORTS_PATH: &str = reports_path!();

/// The web app's policy. Scripts come only from the app's own hashed files: no inline script,
/// no eval, nothing from elsewhere. Styles may be inline because antd writes its CSS into
/// `<style>` elements at run time, and one of them (the scroll lock of a dialog) cannot be given
/// a nonce; styles cannot run code. Files the app opens from memory (a CV, a picture being
/// uploaded) are `blob:` addresses; a CV opened so is a PDF, which needs `object-src` to be
/// shown. No page may frame the app.
pub const APP_POLICY: &str = concat!(
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; ",
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; ",
    "media-src 'self' blob:; frame-src 'none'; worker-src 'self'; object-src blob:; ",
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; ",
    "report-uri ",
    reports_path!()
);

/// Everything that is not the web app (JSON, files, errors) is never a page: it may load
/// nothing and be framed by nobody, so an uploaded file opened directly cannot run either.
const DATA_POLICY: &str = "default-src 'none'; frame-ancestors 'none'; sandbox";

/// Browsers that met Hire over HTTPS keep to it for a year.
const STRICT_TRANSPORT: &str = "max-age=31536000; includeSubDomains";

/// Adds the protective headers to an answer; `https` when Hire's public address is.
pub fn harden(mut response: Response, https: bool) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    // Reset and activation links carry tokens in their address: no other site may see them.
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    // For browsers too old for frame-ancestors.
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DATA_POLICY));
    }
    if https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(STRICT_TRANSPORT),
        );
    }
    response
}

/// A violation as browsers report it through `report-uri` (`application/csp-report`).
#[derive(Deserialize)]
struct ViolationReport {
    #[serde(rename = "csp-report")]
    report: Violation,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "kebab-case", default)]
struct Violation {
    document_uri: String,
    effective_directive: String,
    blocked_uri: String,
    source_file: String,
    line_number: u64,
}

/// Longest report read: a real one is well under a kilobyte, with the policy in it.
const MOST_REPORT_BYTES: usize = 16 * 1024;

/// The longest text of a report that goes into the log: anybody may send one.
const MOST_LOGGED_CHARS: usize = 200;

fn clipped(text: &str) -> &str {
    text.char_indices()
        .nth(MOST_LOGGED_CHARS)
        .map_or(text, |(end, _)| &text[..end])
}

/// Logs what a browser's policy blocked. Not in the API document: browsers, not clients, call
/// it, with a media type of their own.
pub async fn csp_report(body: Bytes) -> Result<StatusCode, ApiError> {
    if body.len() > MOST_REPORT_BYTES {
        return Err(ApiError::PayloadTooLarge);
    }
    let ViolationReport { report } =
        serde_json::from_slice(&body).map_err(|error| ApiError::MalformedJson(error.to_string()))?;
    tracing::warn!(
        document = clipped(&report.document_uri),
        directive = clipped(&report.effective_directive),
        blocked = clipped(&report.blocked_uri),
        source = clipped(&report.source_file),
        line = report.line_number,
        "content security policy violation"
    );
    Ok(StatusCode::NO_CONTENT)
}
