//! The OpenAPI document describes exactly the routes the server has.

use crate::helpers::spawn_app;
use reqwest::{Method, StatusCode};
use serde_json::Value;

#[tokio::test]
async fn every_documented_operation_is_served() {
    let app = spawn_app().await;
    let document: Value = app.request(Method::GET, "/api/openapi.json").send().await.unwrap().json().await.unwrap();
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
                assert_eq!(unserved.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path} is documented but not served");
            }
            assert_ne!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path} is documented but not served");
        }
    }
}
