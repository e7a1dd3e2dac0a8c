//! Bad requests of every kind get a 4xx in the error shape, never a 500.

use crate::helpers::{assert_error, spawn_app};
use reqwest::{Method, StatusCode};

struct Case {
    name: &'static str,
    method: Method,
    path: &'static str,
    content_type: Option<&'static str>,
    body: Vec<u8>,
    status: StatusCode,
    code: &'static str,
}

fn case(
    name: &'static str,
    method: Method,
    path: &'static str,
    body: &str,
    status: StatusCode,
    code: &'static str,
) -> Case {
    Case {
        name,
        method,
        path,
        content_type: Some("application/json"),
        body: body.as_bytes().to_vec(),
        status,
        code,
    }
}

#[tokio::test]
async fn malformed_requests_get_their_4xx_and_error_code() {
    let app = spawn_app().await;
    let login = "/api/auth/jwt/create/";
    let register = "/api/auth/users/";
    let cases = [
        case(
            "broken JSON",
            Method::POST,
            login,
            "{\"email\": ",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "empty body",
            Method::POST,
            login,
            "",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "JSON array instead of object",
            Method::POST,
            login,
            "[1, 2]",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "JSON string instead of object",
            Method::POST,
            login,
            "\"hello\"",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "trailing garbage",
            Method::POST,
            login,
            "{} {}",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "raw control character in a string",
            Method::POST,
            login,
            "{\"email\": \"\u{0}\"}",
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        case(
            "number for a text field",
            Method::POST,
            login,
            r#"{"email": 5, "password": "x"}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "object for a text field",
            Method::POST,
            register,
            r#"{"first_name": {"a": 1}}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "missing fields",
            Method::POST,
            register,
            "{}",
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "null fields",
            Method::POST,
            login,
            r#"{"email": null, "password": null}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "unknown user type",
            Method::POST,
            register,
            r#"{"user_type": "admin"}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "overlong name",
            Method::POST,
            register,
            &format!(r#"{{"first_name": "{}"}}"#, "a".repeat(151)),
            StatusCode::UNPROCESSABLE_ENTITY,
            "validation_failed",
        ),
        case(
            "wrong method",
            Method::PATCH,
            login,
            "{}",
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
        case(
            "GET on a POST-only path",
            Method::GET,
            login,
            "",
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
        case(
            "unknown API route",
            Method::GET,
            "/api/no/such/route/",
            "",
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        case("API root", Method::GET, "/api", "", StatusCode::NOT_FOUND, "not_found"),
        case(
            "body over the size limit",
            Method::POST,
            login,
            &format!(r#"{{"email": "{}"}}"#, "a".repeat(70 * 1024)),
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
        ),
        case(
            "garbage refresh token",
            Method::POST,
            "/api/auth/jwt/refresh/",
            r#"{"refresh": "not.a.jwt"}"#,
            StatusCode::UNAUTHORIZED,
            "token_not_valid",
        ),
        case(
            "link with a uid that is not an id",
            Method::POST,
            "/api/auth/users/activation/",
            r#"{"uid": "1; DROP TABLE users", "token": "x"}"#,
            StatusCode::BAD_REQUEST,
            "link_not_valid",
        ),
        Case {
            content_type: None,
            ..case(
                "no content type",
                Method::POST,
                login,
                "{}",
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
            )
        },
        Case {
            content_type: Some("text/plain"),
            ..case(
                "text content type",
                Method::POST,
                login,
                "{}",
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
            )
        },
        Case {
            body: vec![b'{', 0xff, 0xfe, b'}'],
            ..case(
                "bytes that are not UTF-8",
                Method::POST,
                login,
                "",
                StatusCode::BAD_REQUEST,
                "malformed_json",
            )
        },
    ];
    for case in cases {
        let mut request = app.request(case.method.clone(), case.path).body(case.body.clone());
        if let Some(content_type) = case.content_type {
            request = request.header("content-type", content_type);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), case.status, "{}", case.name);
        assert_error(response, case.status, case.code).await;
    }
}

#[tokio::test]
async fn a_malformed_authorization_header_is_refused() {
    let app = spawn_app().await;
    for header in ["JWT", "Basic dXNlcjpwYXNz", "JWT not-a-token", "Bearer a.b.c"] {
        let response = app
            .request(Method::GET, "/api/auth/users/me/")
            .header("Authorization", header)
            .send()
            .await
            .unwrap();
        assert_error(response, StatusCode::UNAUTHORIZED, "token_not_valid").await;
    }
}

#[tokio::test]
async fn every_response_carries_a_request_id() {
    let app = spawn_app().await;

    let response = app.request(Method::GET, "/api/no/such/route/").send().await.unwrap();
    assert!(response.headers().get("x-request-id").is_some());
}
