//! The OpenAPI document describes exactly the routes the server has.

use crate::helpers::spawn_app;
use reqwest::{Method, StatusCode};
use serde_json::Value;

#[tokio::test]
async fn every_documented_operation_is_served() {
    let app = spawn_app().await;
    let document: Value = app.openapi_document().await;
    let paths = document["paths"].as_object().expect("paths");
    assert!(paths.len() >= 14);

    for (path, operations) in paths {
        for method in operations.as_object().unwrap().keys() {
            let method: Method = method.to_uppercase().parse().unwrap();
            let response = app.request(method.clone(), path).send().await.unwrap();
            if response.status() == StatusCode::NOT_FOUND {
                // A public route answers 404 for the literal `{id}`. The path is routed when a
                // method it does not serve gets 405 rather than 404; and `method` is served on
                // it, or it too would have got 405.
                let unserved = app.request(Method::PATCH, path).send().await.unwrap();
                assert_eq!(
                    unserved.status(),
                    StatusCode::METHOD_NOT_ALLOWED,
                    "{method} {path} is documented but not served"
                );
            }
            assert_ne!(
                response.status(),
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path} is documented but not served"
            );
        }
    }
}

async fn document() -> Value {
    let app = spawn_app().await;
    app.openapi_document().await
}

fn operations(document: &Value) -> Vec<(String, String, Value)> {
    let mut found = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            found.push((method.clone(), path.clone(), operation.clone()));
        }
    }
    found
}

#[tokio::test]
async fn every_path_parameter_is_declared_in_the_path_and_every_other_parameter_in_the_query() {
    let document = document().await;

    for (method, path, operation) in operations(&document) {
        let parameters = operation["parameters"].as_array().cloned().unwrap_or_default();
        let in_path: Vec<&str> = parameters
            .iter()
            .filter(|p| p["in"] == "path")
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        let templated: Vec<&str> = path
            .split('{')
            .skip(1)
            .map(|rest| rest.split_once('}').unwrap().0)
            .collect();
        assert_eq!(in_path, templated, "{method} {path}");
        for parameter in parameters.iter().filter(|p| p["in"] != "path") {
            assert_eq!(parameter["in"], "query", "{method} {path}: {parameter}");
        }
    }
}

#[tokio::test]
async fn every_json_body_names_its_fields() {
    let document = document().await;
    let schemas = &document["components"]["schemas"];

    for (method, path, operation) in operations(&document) {
        let Some(schema) = operation["requestBody"]["content"]["application/json"]["schema"].as_object() else {
            continue;
        };
        let name = schema["$ref"]
            .as_str()
            .expect("a named body")
            .rsplit('/')
            .next()
            .unwrap();
        let body = &schemas[name];
        let has_fields = body["properties"].is_object() || body["allOf"].is_array();
        assert!(has_fields, "{method} {path}: {name} is {body}");
    }
}

#[tokio::test]
async fn every_refusal_is_declared_with_the_error_shape() {
    let document = document().await;

    for (method, path, operation) in operations(&document) {
        for (status, response) in operation["responses"].as_object().unwrap() {
            if status.starts_with('4') {
                assert_eq!(
                    response["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/ErrorBody",
                    "{method} {path} {status}"
                );
            }
        }
        if operation["security"].as_array().is_some_and(|list| !list.is_empty()) {
            assert!(operation["responses"]["401"].is_object(), "{method} {path}");
        }
    }
}

#[tokio::test]
async fn registration_declares_its_required_fields() {
    let document = document().await;

    let required = &document["components"]["schemas"]["RegisterRequest"]["required"];

    for field in [
        "first_name",
        "last_name",
        "email",
        "password",
        "user_type",
        "privacy_terms_version",
    ] {
        assert!(
            required.as_array().unwrap().iter().any(|name| name == field),
            "{field}: {required}"
        );
    }
}

/// `(schema, property, keyword)` and the constant the server's check reads. utoipa takes only
/// literals in its attributes, so this table is what keeps the two from drifting apart.
fn declared_limits() -> Vec<(&'static str, &'static str, &'static str, usize)> {
    vec![
        ("SendRequest", "message", "maxLength", domain::chat::MESSAGE_MAX_CHARS),
        (
            "TeacherInput",
            "name",
            "maxLength",
            api::learning::teachers::NAME_MAX_CHARS,
        ),
        (
            "NewTeacherInput",
            "name",
            "maxLength",
            api::learning::teachers::NAME_MAX_CHARS,
        ),
        (
            "TeacherInput",
            "topic",
            "maxLength",
            api::learning::documents::TOPIC_MAX_CHARS,
        ),
        (
            "TeacherInput",
            "document_ids",
            "maxItems",
            api::learning::teachers::DOCUMENTS_MAX,
        ),
        ("EndpointRequest", "url", "maxLength", domain::webhooks::MAX_URL_CHARS),
        (
            "EndpointRequest",
            "description",
            "maxLength",
            domain::webhooks::MAX_DESCRIPTION_CHARS,
        ),
        (
            "RegisterRequest",
            "first_name",
            "maxLength",
            domain::accounts::NAME_MAX_CHARS,
        ),
        (
            "RegisterRequest",
            "last_name",
            "maxLength",
            domain::accounts::NAME_MAX_CHARS,
        ),
        ("NewUnitRequest", "name", "maxLength", domain::org::NAME_MAX_CHARS),
        ("NewSubUnitRequest", "name", "maxLength", domain::org::NAME_MAX_CHARS),
        ("PositionRequest", "title", "maxLength", domain::org::NAME_MAX_CHARS),
    ]
}

#[tokio::test]
async fn the_limits_the_document_declares_are_the_ones_the_server_checks() {
    let document = document().await;

    for (schema, property, keyword, limit) in declared_limits() {
        let declared = &document["components"]["schemas"][schema]["properties"][property][keyword];
        assert_eq!(declared.as_u64(), Some(limit as u64), "{schema}.{property} {keyword}");
    }
}

#[tokio::test]
async fn a_required_text_is_declared_not_blank_and_an_optional_one_printable() {
    let document = document().await;
    let teacher = &document["components"]["schemas"]["TeacherInput"]["properties"];

    let (name, topic) = (
        teacher["name"]["pattern"].as_str(),
        teacher["topic"]["pattern"].as_str(),
    );

    // Both refuse control characters; the name's also wants one character that is not a space.
    assert!(name.is_some_and(|pattern| pattern.contains("[^\\s")), "{name:?}");
    assert!(topic.is_some_and(|pattern| !pattern.contains("\\s")), "{topic:?}");
}
