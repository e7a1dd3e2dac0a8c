//! The OpenAPI document, assembled from the `#[utoipa::path]` of every route.

use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Hire API", description = "Hiring and HR platform: accounts, jobs, applications, interviews, offers."),
    modifiers(&SecuritySchemes),
    tags(
        (name = "auth", description = "Registration, e-mail verification, sessions, password reset"),
        (name = "accounts", description = "Companies, employees, profiles"),
        (name = "jobs", description = "Job postings and staff requests"),
        (name = "applications", description = "Applying, and a job seeker's applications"),
        (name = "applicants", description = "The applicant pipeline of the company side"),
        (name = "interviews", description = "Interviews and evaluations"),
        (name = "offers", description = "Job offers"),
        (name = "dashboard", description = "Dashboards computed from the event history"),
        (name = "chat", description = "Messages between users; live delivery over /ws/chat/ and /ws/notifications/ (token as query parameter)"),
        (name = "admin", description = "Administration of the installation (Authorization: Admin <token>)"),
        (name = "health", description = "Liveness"),
    )
)]
pub struct ApiDoc;

struct SecuritySchemes;

impl Modify for SecuritySchemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "jwt",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`JWT <access token>` (or `Bearer <access token>`)",
            ))),
        );
    }
}
