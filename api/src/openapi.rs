//! The OpenAPI document, assembled from the `#[utoipa::path]` of every route, then completed
//! with what every route shares: its path parameters, and the refusals its extractors and
//! guards can answer, in the error shape.

use serde_json::{Value, json};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Hire API", description = "Hiring and HR platform: accounts, jobs, applications, interviews, offers."),
    modifiers(&SecuritySchemes),
    components(schemas(crate::http::ErrorBody)),
    tags(
        (name = "auth", description = "Registration, e-mail verification, sessions, password reset"),
        (name = "accounts", description = "Companies, employees, profiles"),
        (name = "jobs", description = "Job postings and staff requests"),
        (name = "applications", description = "Applying, and a job seeker's applications"),
        (name = "applicants", description = "The applicant pipeline of the company side"),
        (name = "interviews", description = "Interviews and evaluations"),
        (name = "offers", description = "Job offers"),
        (name = "dashboard", description = "Dashboards computed from the event history"),
        (name = "reports", description = "Hiring reports from the applications' status changes, as of any past day"),
        (name = "diversity", description = "Optional self-identification of applicants, asked only by companies that turn it on, and counted only in groups of five or more"),
        (name = "benchmark", description = "Salary benchmark: pay for comparable jobs across companies, shown only with enough data"),
        (name = "delegates", description = "Delegated access: employees limited to units of the org structure or to single jobs"),
        (name = "org", description = "Org structure: departments, divisions, sub-divisions, positions, the chart as of any day"),
        (name = "privacy", description = "A person's own data: the export of everything kept about them"),
        (name = "webhooks", description = "Signed HTTP callbacks to a company's endpoints on hiring events, with a delivery log (docs/api-webhooks-contract.md)"),
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
            "admin",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`Admin <HIRE_ADMIN_TOKEN>`",
            ))),
        );
        components.add_security_scheme(
            "jwt",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`JWT <access token>` (or `Bearer <access token>`)",
            ))),
        );
    }
}

const METHODS: [&str; 5] = ["get", "put", "post", "delete", "patch"];
/// Operations any signed-in user may call: they never answer 403 (the permission matrix test
/// checks this list against what the server does).
const EVERY_SIGNED_IN_USER: [(&str, &str); 20] = [
    ("get", "/api/accounts/companies"),
    ("get", "/api/accounts/companies/{id}/"),
    ("get", "/api/accounts/industries"),
    ("get", "/api/accounts/jobseeker/{id}/"),
    ("get", "/api/accounts/notifications/"),
    ("post", "/api/accounts/notifications/mark-seen/"),
    ("get", "/api/auth/users/me/"),
    ("delete", "/api/auth/users/me/"),
    ("post", "/api/auth/users/set_password/"),
    ("post", "/api/auth/users/set_email/"),
    ("get", "/api/auth/users/notification-preferences/"),
    ("put", "/api/auth/users/notification-preferences/"),
    ("post", "/api/chat/message/"),
    ("get", "/api/chat/messages/"),
    ("get", "/api/chat/messages/{id}/"),
    ("post", "/api/chat/messages/{id}/read/"),
    ("get", "/api/jobs/job/{id}/"),
    ("get", "/api/jobs/jobs"),
    ("get", "/api/market/ai-tokens/"),
    ("get", "/api/privacy/consents/"),
];
/// Areas whose writes are commands on an aggregate, which a concurrent command can beat (409).
const COMMAND_TAGS: [&str; 7] = [
    "jobs",
    "applications",
    "applicants",
    "interviews",
    "offers",
    "org",
    "delegates",
];

/// A text that is one of `choices`, as the check that refuses the others reads them: a field
/// declares it with `#[schema(schema_with = …)]`, so the document and the check cannot drift.
pub fn choices<'a>(choices: impl IntoIterator<Item = &'a str>) -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(choices))
        .build()
}

/// Text without the control characters `api::input` refuses (all but tab and line breaks).
const PRINTABLE_TEXT: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";
/// The same, with at least one character that is not a space: a required text, which the
/// server trims (`domain::validation::required_text`) before it checks that something is left.
const NON_BLANK_TEXT: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";

/// The document clients read: every path parameter declared, every refusal an operation can
/// give (by its extractors: body, query, path, caller) declared with the error shape, the
/// upload field of multipart bodies, and the characters every text input refuses.
pub fn document(openapi: &utoipa::openapi::OpenApi) -> Value {
    let mut document = serde_json::to_value(openapi).unwrap_or_else(|_| json!({}));
    let mut inputs = Vec::new();
    if let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) {
        for (path, item) in paths.iter_mut() {
            for method in METHODS {
                if let Some(operation) = item.get_mut(method).and_then(Value::as_object_mut) {
                    declare_upload_field(operation);
                    for parameter in operation
                        .get_mut("parameters")
                        .and_then(Value::as_array_mut)
                        .into_iter()
                        .flatten()
                    {
                        if parameter["in"] == "query" {
                            printable_strings(&mut parameter["schema"]);
                        }
                    }
                    collect_references(operation.get("requestBody").unwrap_or(&Value::Null), &mut inputs);
                    declare_path_parameters(path, operation);
                    let for_everyone = EVERY_SIGNED_IN_USER.contains(&(method, path.as_str()));
                    declare_refusals(method, operation, for_everyone);
                }
            }
        }
    }
    printable_input_schemas(&mut document, inputs);
    declare_conditions(&mut document);
    unique_operation_ids(&mut document);
    document
}

/// Rules between fields, which a property's own schema cannot hold: the `if`/`then` of JSON
/// Schema that each states, written beside the check that enforces it.
const CONDITIONS: &[(&str, Condition)] = &[(
    "PlanLineRequest",
    crate::workforce_planning::currency_with_salary_budget,
)];

type Condition = fn() -> Value;

fn declare_conditions(document: &mut Value) {
    for (schema, condition) in CONDITIONS {
        if let (Some(schema), Value::Object(condition)) = (
            document["components"]["schemas"]
                .get_mut(schema)
                .and_then(Value::as_object_mut),
            condition(),
        ) {
            schema.extend(condition);
        }
    }
}

/// Handlers of different areas share names (`list`, `send` …); OpenAPI wants every operation
/// id once, so a shared one is spelled out from its method and path (`get_jobs_skills`).
fn unique_operation_ids(document: &mut Value) {
    let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    let operations = || METHODS.iter().copied();
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for item in paths.values() {
        for method in operations() {
            if let Some(id) = item[method]["operationId"].as_str() {
                *counts.entry(id.to_owned()).or_default() += 1;
            }
        }
    }
    for (path, item) in paths.iter_mut() {
        for method in operations() {
            let Some(operation) = item.get_mut(method) else {
                continue;
            };
            let Some(id) = operation["operationId"].as_str().map(str::to_owned) else {
                continue;
            };
            if counts.get(&id).is_some_and(|count| *count > 1) {
                let words: Vec<&str> = path
                    .split(|c: char| !c.is_ascii_alphanumeric())
                    .filter(|w| !w.is_empty() && *w != "api")
                    .collect();
                operation["operationId"] = json!(format!("{method}_{}", words.join("_")));
            }
        }
    }
}

/// Uploads read the multipart field `file` (`files::read_upload`), unless the route declares
/// its form.
fn declare_upload_field(operation: &mut serde_json::Map<String, Value>) {
    if let Some(multipart) = operation
        .get_mut("requestBody")
        .and_then(|body| body["content"].get_mut("multipart/form-data"))
    {
        if multipart.get("schema").is_some() {
            printable_strings(&mut multipart["schema"]);
            return;
        }
        multipart["schema"] = json!({
            "type": "object",
            "required": ["file"],
            "properties": {"file": {"type": "string", "format": "binary"}}
        });
    }
}

fn collect_references(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(members) => {
            if let Some(name) = members
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/components/schemas/"))
            {
                found.push(name.to_owned());
            }
            members.values().for_each(|member| collect_references(member, found));
        }
        Value::Array(items) => items.iter().for_each(|item| collect_references(item, found)),
        _ => {}
    }
}

/// Marks the text of every schema a request body reaches (through references too).
fn printable_input_schemas(document: &mut Value, mut pending: Vec<String>) {
    let mut seen = std::collections::BTreeSet::new();
    while let Some(name) = pending.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let schema = &mut document["components"]["schemas"][&name];
        collect_references(schema, &mut pending);
        printable_strings(schema);
        drop_defaults_of_required(schema);
    }
}

/// A required field has no default (serde's `default` on input structs only lets a missing
/// field be reported with the others).
fn drop_defaults_of_required(schema: &mut Value) {
    let required: Vec<String> = schema["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect();
    for name in required {
        if let Some(property) = schema["properties"].get_mut(&name).and_then(Value::as_object_mut) {
            property.remove("default");
        }
    }
}

fn printable_strings(schema: &mut Value) {
    let Some(members) = schema.as_object_mut() else {
        if let Some(items) = schema.as_array_mut() {
            items.iter_mut().for_each(printable_strings);
        }
        return;
    };
    let is_text = match members.get("type") {
        Some(Value::String(kind)) => kind == "string",
        Some(Value::Array(kinds)) => kinds.iter().any(|kind| kind == "string"),
        _ => false,
    };
    if is_text
        && !["format", "pattern", "enum"]
            .iter()
            .any(|key| members.contains_key(*key))
    {
        let required = members
            .get("minLength")
            .and_then(Value::as_u64)
            .is_some_and(|min| min > 0);
        let pattern = if required { NON_BLANK_TEXT } else { PRINTABLE_TEXT };
        members.insert("pattern".into(), json!(pattern));
    }
    members.values_mut().for_each(printable_strings);
}

/// The `{name}` parts of a path template.
fn template_parameters(path: &str) -> Vec<&str> {
    path.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .collect()
}

fn declare_path_parameters(path: &str, operation: &mut serde_json::Map<String, Value>) {
    let parameters = operation.entry("parameters").or_insert_with(|| json!([]));
    let Some(parameters) = parameters.as_array_mut() else {
        return;
    };
    for name in template_parameters(path) {
        let declared = parameters
            .iter()
            .any(|parameter| parameter["in"] == "path" && parameter["name"] == name);
        if !declared {
            // Every path parameter is a UUID but the file name of a stored file.
            let schema = if name == "name" {
                json!({"type": "string", "minLength": 1})
            } else {
                json!({"type": "string", "format": "uuid"})
            };
            parameters.push(json!({"name": name, "in": "path", "required": true, "schema": schema}));
        }
    }
    if parameters.is_empty() {
        operation.remove("parameters");
    }
}

fn declare_refusals(method: &str, operation: &mut serde_json::Map<String, Value>, for_everyone: bool) {
    let has = |place: &str| {
        operation
            .get("parameters")
            .and_then(Value::as_array)
            .is_some_and(|list| list.iter().any(|parameter| parameter["in"] == place))
    };
    let schemes: Vec<String> = operation
        .get("security")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
        .flat_map(|requirement| requirement.keys().cloned())
        .collect();
    let body = operation.get("requestBody").is_some();
    let tagged = |tags: &[&str]| {
        operation
            .get("tags")
            .and_then(Value::as_array)
            .is_some_and(|list| list.iter().any(|tag| tags.iter().any(|t| tag == t)))
    };
    let mut refusals: Vec<(&str, &str)> = Vec::new();
    if body {
        refusals.push((
            "400",
            "The body could not be read: malformed_json, or malformed_upload for a file.",
        ));
        refusals.push(("413", "payload_too_large"));
        refusals.push(("415", "unsupported_media_type"));
    }
    if body || has("query") {
        refusals.push((
            "422",
            "validation_failed: `fields` names each field that is wrong, with codes.",
        ));
    }
    if !schemes.is_empty() {
        refusals.push(("401", "not_authenticated (no token), token_not_valid"));
    }
    if !schemes.is_empty() && !for_everyone {
        refusals.push((
            "403",
            "permission_denied: this kind of user may not do this (or a wrong admin token)",
        ));
    }
    if has("path") {
        refusals.push(("404", "not_found: no such item, or one the caller may not see"));
    }
    if method != "get" && tagged(&COMMAND_TAGS) {
        refusals.push((
            "409",
            "A rule refused the change (the code says which), or concurrent_update.",
        ));
    }
    let responses = operation.entry("responses").or_insert_with(|| json!({}));
    let Some(responses) = responses.as_object_mut() else {
        return;
    };
    for (status, description) in refusals {
        responses.entry(status).or_insert_with(|| error_response(description));
    }
    // OpenAPI requires a description of every response.
    for (status, response) in responses.iter_mut() {
        let described = response["description"].as_str().is_some_and(|text| !text.is_empty());
        if !described && let Some(response) = response.as_object_mut() {
            let reason = status
                .parse::<axum::http::StatusCode>()
                .ok()
                .and_then(|code| code.canonical_reason());
            response.insert("description".into(), json!(reason.unwrap_or("Response")));
        }
    }
    for response in responses
        .iter_mut()
        .filter(|(status, _)| status.starts_with('4'))
        .map(|(_, response)| response)
    {
        if response.get("content").is_none() {
            let description = response["description"].as_str().unwrap_or_default().to_owned();
            *response = error_response(&description);
        }
    }
}

fn error_response(description: &str) -> Value {
    json!({
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_template_parameters_are_found_in_order() {
        assert_eq!(
            template_parameters("/api/jobs/interview/{interview_id}/evaluation/{id}/"),
            ["interview_id", "id"]
        );
        assert!(template_parameters("/api/jobs/jobs").is_empty());
    }
}
