//! Webhooks: which hiring events a company may subscribe to and what each carries, what an
//! endpoint must be, and when a failed delivery is tried again.

use crate::hiring::ApplicationStatus;
use crate::hiring::application::ApplicationEvent;
use crate::hiring::interview::InterviewEvent;
use crate::hiring::offer::OfferEvent;
use crate::validation::{FieldError, Problems, optional_text};
use chrono::{DateTime, Duration, Utc};
use std::net::IpAddr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebhookEventType {
    ApplicationSubmitted,
    ApplicationMoved,
    ApplicationHired,
    ApplicationRejected,
    InterviewScheduled,
    InterviewRescheduled,
    InterviewCancelled,
    InterviewCompleted,
    OfferSent,
    OfferAccepted,
    OfferDeclined,
}

string_forms!(WebhookEventType {
    ApplicationSubmitted => "application.submitted",
    ApplicationMoved => "application.moved",
    ApplicationHired => "application.hired",
    ApplicationRejected => "application.rejected",
    InterviewScheduled => "interview.scheduled",
    InterviewRescheduled => "interview.rescheduled",
    InterviewCancelled => "interview.cancelled",
    InterviewCompleted => "interview.completed",
    OfferSent => "offer.sent",
    OfferAccepted => "offer.accepted",
    OfferDeclined => "offer.declined",
});

/// What the "Send test event" button sends; nobody subscribes to it.
pub const TEST_EVENT_TYPE: &str = "webhook.test";

/// A company's endpoints at most: each one multiplies every event's deliveries.
pub const MAX_ENDPOINTS: i64 = 10;
pub const MAX_DESCRIPTION_CHARS: usize = 200;
pub const MAX_URL_CHARS: usize = 2000;

/// What the application's events tell a subscriber, beyond the ids every payload has.
pub fn application_events(event: &ApplicationEvent) -> Vec<(WebhookEventType, serde_json::Value)> {
    use serde_json::json;
    match event {
        ApplicationEvent::Submitted { .. } => vec![(WebhookEventType::ApplicationSubmitted, json!({}))],
        ApplicationEvent::StatusChanged { from, to, .. } => {
            let mut events = vec![(
                WebhookEventType::ApplicationMoved,
                json!({"from": from.value(), "to": to.value()}),
            )];
            match to {
                ApplicationStatus::Hired => events.push((WebhookEventType::ApplicationHired, json!({}))),
                ApplicationStatus::RejectedByCompany | ApplicationStatus::RejectedByApplicant => {
                    events.push((WebhookEventType::ApplicationRejected, json!({"status": to.value()})))
                }
                _ => {}
            }
            events
        }
        _ => Vec::new(),
    }
}

pub fn interview_event(event: &InterviewEvent) -> Option<WebhookEventType> {
    match event {
        InterviewEvent::Scheduled { .. } => Some(WebhookEventType::InterviewScheduled),
        InterviewEvent::Rescheduled { .. } => Some(WebhookEventType::InterviewRescheduled),
        InterviewEvent::Cancelled { .. } => Some(WebhookEventType::InterviewCancelled),
        InterviewEvent::Completed => Some(WebhookEventType::InterviewCompleted),
        InterviewEvent::Started | InterviewEvent::EvaluationSubmitted { .. } => None,
    }
}

pub fn offer_event(event: &OfferEvent) -> Option<WebhookEventType> {
    match event {
        OfferEvent::Sent { .. } => Some(WebhookEventType::OfferSent),
        OfferEvent::Accepted => Some(WebhookEventType::OfferAccepted),
        OfferEvent::Declined { .. } => Some(WebhookEventType::OfferDeclined),
        OfferEvent::Withdrawn | OfferEvent::Expired => None,
    }
}

/// An endpoint as the company describes it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    pub url: String,
    pub description: String,
    pub event_types: Vec<WebhookEventType>,
    pub enabled: bool,
}

/// The fields of an endpoint as sent.
pub struct EndpointInput<'a> {
    pub url: Option<&'a str>,
    pub description: Option<&'a str>,
    pub event_types: Option<&'a [String]>,
    pub enabled: Option<bool>,
}

impl Endpoint {
    /// Checks every field. `allow_local` admits http:// and local addresses, for development
    /// and tests; otherwise a company could make Hire call into its own network.
    pub fn parse(input: EndpointInput<'_>, allow_local: bool) -> Result<Self, Problems> {
        let mut problems = Problems::default();
        let url = problems.check(
            "url",
            input
                .url
                .ok_or(FieldError::Required)
                .and_then(|url| endpoint_url(url, allow_local)),
        );
        let description = problems.check("description", optional_text(input.description, MAX_DESCRIPTION_CHARS));
        let event_types = problems.check("event_types", event_types(input.event_types.unwrap_or_default()));
        match (url, description, event_types) {
            (Some(url), Some(description), Some(event_types)) if problems.is_empty() => Ok(Self {
                url,
                description: description.unwrap_or_default(),
                event_types,
                enabled: input.enabled.unwrap_or(true),
            }),
            _ => Err(problems),
        }
    }
}

fn event_types(names: &[String]) -> Result<Vec<WebhookEventType>, FieldError> {
    if names.is_empty() {
        return Err(FieldError::Required);
    }
    let mut chosen: Vec<WebhookEventType> = names.iter().map(|name| name.parse()).collect::<Result<_, _>>()?;
    chosen.sort_by_key(|kind| WebhookEventType::ALL.iter().position(|known| known == kind));
    chosen.dedup();
    Ok(chosen)
}

/// An absolute https URL whose host is a public name or address.
pub fn endpoint_url(text: &str, allow_local: bool) -> Result<String, FieldError> {
    let url = text.trim();
    if url.is_empty() {
        return Err(FieldError::Required);
    }
    if url.chars().count() > MAX_URL_CHARS || url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(FieldError::InvalidUrl);
    }
    let (scheme, rest) = url.split_once("://").ok_or(FieldError::InvalidUrl)?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return Err(FieldError::InvalidUrl);
    }
    let host = host_of(authority).ok_or(FieldError::InvalidUrl)?;
    match scheme.to_ascii_lowercase().as_str() {
        "https" => {}
        "http" if allow_local => {}
        "http" => return Err(FieldError::HttpsRequired),
        _ => return Err(FieldError::InvalidUrl),
    }
    if !allow_local && is_local_host(&host) {
        return Err(FieldError::PrivateAddress);
    }
    Ok(url.to_owned())
}

/// The host of `host[:port]` or `[v6]:port`, lower-cased; `None` when it is not one.
fn host_of(authority: &str) -> Option<String> {
    let (host, port) = if let Some(bracketed) = authority.strip_prefix('[') {
        let (host, after) = bracketed.split_once(']')?;
        host.parse::<std::net::Ipv6Addr>().ok()?;
        (host, after.strip_prefix(':'))
    } else {
        match authority.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        }
    };
    if let Some(port) = port
        && port.parse::<u16>().is_err()
    {
        return None;
    }
    let valid = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '_'));
    valid.then(|| host.to_ascii_lowercase())
}

fn is_local_host(host: &str) -> bool {
    match host.parse::<IpAddr>() {
        Ok(address) => !is_public(address),
        Err(_) => {
            let name = host.trim_end_matches('.');
            name == "localhost"
                || !name.contains('.')
                || [".localhost", ".local", ".internal", ".lan", ".home.arpa"]
                    .iter()
                    .any(|suffix| name.ends_with(suffix))
        }
    }
}

/// Whether an address is on the public internet: not loopback, private, link-local, shared,
/// documentation, multicast or unspecified. Checked again on every delivery, after DNS.
pub fn is_public(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b))
                || (a == 198 && (b == 18 || b == 19))
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || first == 0x2001 && v6.segments()[1] == 0x0db8)
        }
    }
}

/// Waits after failed attempts 1, 2, …: the Standard Webhooks schedule, the last repeated.
pub const RETRY_DELAYS_SECONDS: [i64; 6] = [5, 300, 1800, 7200, 18000, 36000];

/// How long a delivery is tried, from when it was made (or sent again).
pub const RETRY_WINDOW: Duration = Duration::hours(24);

/// When to try a delivery again after its `attempts`-th attempt failed at `now`; `None` once
/// its window is over. The last try falls on the window's end, so a receiver that is back
/// within 24 hours always gets it.
pub fn next_attempt(
    delays_seconds: &[i64],
    attempts: u32,
    window_start: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let deadline = window_start + RETRY_WINDOW;
    if now >= deadline {
        return None;
    }
    let index = (attempts.max(1) as usize - 1).min(delays_seconds.len().saturating_sub(1));
    let delay = delays_seconds.get(index).copied().unwrap_or(RETRY_DELAYS_SECONDS[0]);
    Some((now + Duration::seconds(delay)).min(deadline))
}

/// Refusals about a company's webhook endpoints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WebhookError {
    #[error("A company can have at most {MAX_ENDPOINTS} webhook endpoints.")]
    TooManyEndpoints,
    #[error("This endpoint is turned off. Turn it on to send to it.")]
    EndpointDisabled,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hiring::application::StatusCause;

    fn parse(url: &str, types: &[&str]) -> Result<Endpoint, Problems> {
        let types: Vec<String> = types.iter().map(|name| (*name).to_owned()).collect();
        Endpoint::parse(
            EndpointInput {
                url: Some(url),
                description: None,
                event_types: Some(&types),
                enabled: None,
            },
            false,
        )
    }

    #[test]
    fn an_https_endpoint_with_known_event_types_is_accepted_in_catalogue_order() {
        let endpoint = parse(
            "https://hooks.example.com/hire",
            &["offer.accepted", "application.submitted", "offer.accepted"],
        )
        .unwrap();

        assert_eq!(
            endpoint.event_types,
            vec![WebhookEventType::ApplicationSubmitted, WebhookEventType::OfferAccepted]
        );
        assert!(endpoint.enabled);
    }

    #[test]
    fn plain_http_is_refused_unless_local_addresses_are_allowed() {
        assert_eq!(
            endpoint_url("http://hooks.example.com/", false),
            Err(FieldError::HttpsRequired)
        );
        assert!(endpoint_url("http://127.0.0.1:9000/hook", true).is_ok());
    }

    #[test]
    fn local_and_private_hosts_are_refused() {
        for url in [
            "https://localhost/hook",
            "https://127.0.0.1/hook",
            "https://10.1.2.3/",
            "https://192.168.0.10:8443/x",
            "https://169.254.169.254/latest/meta-data",
            "https://[::1]/hook",
            "https://[fd00::1]/",
            "https://metadata.internal/",
            "https://intranet/",
        ] {
            assert_eq!(endpoint_url(url, false), Err(FieldError::PrivateAddress), "{url}");
        }
    }

    #[test]
    fn malformed_addresses_are_invalid() {
        for url in [
            "hooks.example.com",
            "ftp://hooks.example.com/",
            "https://",
            "https://user:pw@hooks.example.com/",
            "https://hooks.example.com:99999/",
            "https://hooks example.com/",
        ] {
            assert_eq!(endpoint_url(url, false), Err(FieldError::InvalidUrl), "{url}");
        }
    }

    #[test]
    fn an_unknown_or_missing_event_type_names_the_field() {
        assert_eq!(
            parse("https://hooks.example.com", &["application.deleted"])
                .unwrap_err()
                .0,
            vec![("event_types", FieldError::InvalidChoice)]
        );
        assert_eq!(
            parse("https://hooks.example.com", &[]).unwrap_err().0,
            vec![("event_types", FieldError::Required)]
        );
    }

    #[test]
    fn a_hire_is_a_move_and_a_hire() {
        let events = application_events(&ApplicationEvent::StatusChanged {
            from: ApplicationStatus::AcceptedByApplicant,
            to: ApplicationStatus::Hired,
            cause: StatusCause::Hired,
        });

        let types: Vec<_> = events.iter().map(|(kind, _)| *kind).collect();
        assert_eq!(
            types,
            vec![WebhookEventType::ApplicationMoved, WebhookEventType::ApplicationHired]
        );
        assert_eq!(
            events[0].1,
            serde_json::json!({"from": "accepted_by_applicant", "to": "hired"})
        );
    }

    #[test]
    fn retries_follow_the_schedule_and_the_last_falls_on_the_window_end() {
        let start = DateTime::UNIX_EPOCH;

        assert_eq!(
            next_attempt(&RETRY_DELAYS_SECONDS, 1, start, start),
            Some(start + Duration::seconds(5))
        );
        let late = start + Duration::hours(20);
        assert_eq!(
            next_attempt(&RETRY_DELAYS_SECONDS, 7, start, late),
            Some(start + RETRY_WINDOW)
        );
        assert_eq!(
            next_attempt(&RETRY_DELAYS_SECONDS, 8, start, start + RETRY_WINDOW),
            None
        );
    }
}
