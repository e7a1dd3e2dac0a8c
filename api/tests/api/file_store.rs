//! The files contract, run against both stores Hire keeps uploads in: a folder on local disk,
//! and an S3-compatible bucket (moto's server, installed by scripts/install.sh).

use crate::helpers::{PASSWORD, PDF, TestApp, Tokens, free_port, png, spawn_app_with};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

const BUCKET: &str = "hire-files";

/// moto's S3 server on a free port, with the bucket made; stopped when dropped.
struct S3Server {
    child: Child,
    endpoint: String,
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The cargo target folder: the test binary is `<target>/debug/deps/api-…`.
fn target_dir() -> PathBuf {
    let binary = std::env::current_exe().expect("the test binary's path");
    binary
        .ancestors()
        .nth(3)
        .expect("below the target folder")
        .to_path_buf()
}

impl S3Server {
    async fn start() -> Self {
        let server = target_dir().join("moto-venv").join("bin").join("moto_server");
        assert!(
            server.exists(),
            "no S3 server at {}: run `bash scripts/install.sh`",
            server.display()
        );
        let port = free_port();
        let child = Command::new(server)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("moto's server starts");
        let endpoint = format!("http://127.0.0.1:{port}");
        let s3 = Self { child, endpoint };
        let client = reqwest::Client::new();
        for _ in 0..200 {
            if let Ok(made) = client.put(format!("{}/{BUCKET}", s3.endpoint)).send().await {
                assert!(made.status().is_success(), "making the bucket: {}", made.status());
                return s3;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("moto's S3 server did not answer");
    }
}

/// Hire keeping its files in a bucket of a fresh S3 server.
async fn on_s3() -> (TestApp, S3Server) {
    let s3 = S3Server::start().await;
    let app = on_s3_at(&s3.endpoint).await;
    (app, s3)
}

/// Hire keeping its files in a bucket of the S3 service at `endpoint`, each request to it
/// given a second.
async fn on_s3_at(endpoint: &str) -> TestApp {
    spawn_app_with(|config| {
        config.s3_bucket = Some(BUCKET.into());
        config.s3_endpoint = Some(endpoint.to_owned());
        config.s3_region = Some("us-east-1".into());
        config.s3_access_key_id = Some("testing".into());
        config.s3_secret_access_key = Some("testing".to_owned().into());
        config.s3_timeout_ms = 1_000;
    })
    .await
}

async fn bytes_at(app: &TestApp, url: &str, session: Option<&Tokens>) -> (StatusCode, Vec<u8>) {
    let mut request = app.request(Method::GET, url);
    if let Some(session) = session {
        request = request.header("Authorization", format!("JWT {}", session.access));
    }
    let response = request.send().await.unwrap();
    (response.status(), response.bytes().await.unwrap().to_vec())
}

async fn profile_photo(app: &TestApp, seeker: &Tokens, picture: &[u8]) -> String {
    let response = app
        .upload(
            Method::PUT,
            "/api/accounts/edit-profile-photo/",
            seeker,
            picture,
            "me.png",
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let profile: Value = response.json().await.unwrap();
    profile["profile_picture"].as_str().unwrap().to_owned()
}

async fn a_picture_is_kept_served_replaced_and_removed(app: &TestApp) {
    let seeker = app.signed_in_jobseeker("ada@example.org").await;
    let first = png(300, 300);
    let second = png(400, 400);

    let first_url = profile_photo(app, &seeker, &first).await;
    let served = bytes_at(app, &first_url, None).await;
    let second_url = profile_photo(app, &seeker, &second).await;
    let replaced = bytes_at(app, &second_url, None).await;
    let old = bytes_at(app, &first_url, None).await;
    app.delete_as("/api/accounts/edit-profile-photo/", &seeker.access).await;
    let removed = bytes_at(app, &second_url, None).await;

    assert_eq!(served, (StatusCode::OK, first));
    assert_eq!(replaced, (StatusCode::OK, second));
    assert_eq!(old.0, StatusCode::NOT_FOUND);
    assert_eq!(removed.0, StatusCode::NOT_FOUND);
}

async fn a_cv_is_kept_and_given_back_whole_to_its_owner(app: &TestApp) {
    let seeker = app.candidate("ada@example.org").await;

    let cv: Value = app.get_json_as("/api/accounts/cv/", &seeker.access).await;
    let url = cv["url"].as_str().unwrap();

    assert_eq!(bytes_at(app, url, Some(&seeker)).await, (StatusCode::OK, PDF.to_vec()));
    assert_eq!(bytes_at(app, url, None).await.0, StatusCode::UNAUTHORIZED);
}

async fn an_erased_account_leaves_no_file_behind(app: &TestApp) {
    let seeker = app.candidate("ada@example.org").await;
    let picture = profile_photo(app, &seeker, &png(300, 300)).await;
    let cv: Value = app.get_json_as("/api/accounts/cv/", &seeker.access).await;
    let cv_url = cv["url"].as_str().unwrap().to_owned();

    let deleted = app
        .request(Method::DELETE, "/api/auth/users/me/")
        .header("Authorization", format!("JWT {}", seeker.access))
        .json(&json!({"current_password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let hr = app.signed_in_company("hr@files-co.com").await;

    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert_eq!(bytes_at(app, &picture, None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(bytes_at(app, &cv_url, Some(&hr)).await.0, StatusCode::NOT_FOUND);
}

/// Each case once per store.
macro_rules! on_both_stores {
    ($($case:ident),* $(,)?) => {
        mod on_disk {
            $(#[tokio::test]
            async fn $case() {
                super::$case(&crate::helpers::spawn_app().await).await;
            })*
        }
        mod on_s3 {
            $(#[tokio::test]
            async fn $case() {
                let (app, _s3) = super::on_s3().await;
                super::$case(&app).await;
            })*
        }
    };
}

on_both_stores!(
    a_picture_is_kept_served_replaced_and_removed,
    a_cv_is_kept_and_given_back_whole_to_its_owner,
    an_erased_account_leaves_no_file_behind,
);

/// The address of the job seeker's profile picture, as the database keeps it.
async fn picture_of(app: &TestApp, seeker: &Tokens) -> Value {
    let user = app.user_id(seeker).await;
    let picture: Option<String> = sqlx::query_scalar("SELECT profile_picture FROM users WHERE id = $1::uuid")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    json!(picture)
}

/// Uploads a profile picture; the answer's status, error code and whether it says when to
/// try again.
async fn refused_photo(app: &TestApp, seeker: &Tokens) -> (StatusCode, Value, bool) {
    let response = app
        .upload(
            Method::PUT,
            "/api/accounts/edit-profile-photo/",
            seeker,
            &png(300, 300),
            "me.png",
        )
        .await;
    let (status, retry) = (response.status(), response.headers().contains_key("retry-after"));
    let body: Value = response.json().await.unwrap();
    (status, body["error"]["code"].clone(), retry)
}

#[tokio::test]
async fn an_upload_to_a_folder_that_cannot_be_written_is_refused_and_changes_nothing_else() {
    // Given a job seeker with a CV and a picture kept on disk
    let app = crate::helpers::spawn_app().await;
    let seeker = app.candidate("ada@example.org").await;
    let picture = profile_photo(&app, &seeker, &png(200, 200)).await;
    let cv: Value = app.get_json_as("/api/accounts/cv/", &seeker.access).await;
    // and the pictures' folder turned into something no file can be written under
    let images = app.data_dir.join("files").join("images");
    std::fs::rename(&images, images.with_extension("away")).unwrap();
    std::fs::write(&images, b"not a folder").unwrap();

    // When they upload a new picture
    let refused = refused_photo(&app, &seeker).await;

    // Then it is refused with a 503 that says to try again, the profile keeps its picture,
    // and the CV, kept elsewhere, is still served
    assert_eq!(refused, (StatusCode::SERVICE_UNAVAILABLE, json!("unavailable"), true));
    assert_eq!(picture_of(&app, &seeker).await, json!(picture));
    let url = cv["url"].as_str().unwrap();
    assert_eq!(bytes_at(&app, url, Some(&seeker)).await, (StatusCode::OK, PDF.to_vec()));
}

/// An S3 endpoint that answers every request with `reply`, or with nothing at all.
async fn failing_s3(reply: Option<&'static [u8]>) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let endpoint = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buffer = vec![0; 64 * 1024];
                loop {
                    match stream.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(_) => {
                            if let Some(reply) = reply {
                                let _ = stream.write_all(reply).await;
                            }
                        }
                    }
                }
            });
        }
    });
    endpoint
}

#[tokio::test]
async fn an_upload_to_an_s3_service_that_answers_errors_is_refused_and_nothing_refers_to_it() {
    // Given Hire on an S3 service that answers every request 500
    let endpoint = failing_s3(Some(b"HTTP/1.1 500 Internal Server Error\r\ncontent-length: 0\r\n\r\n")).await;
    let app = on_s3_at(&endpoint).await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    // When a job seeker uploads a picture and a CV
    let refused = refused_photo(&app, &seeker).await;
    let cv = app.upload_cv(&seeker, PDF, "cv.pdf").await.status();

    // Then both are refused with a 503 that says to try again, and the account has neither
    assert_eq!(refused, (StatusCode::SERVICE_UNAVAILABLE, json!("unavailable"), true));
    assert_eq!(cv, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(picture_of(&app, &seeker).await, Value::Null);
    assert_eq!(
        app.get_as("/api/accounts/cv/", &seeker.access).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn an_upload_to_an_s3_service_that_never_answers_is_refused_after_its_timeout() {
    // Given Hire on an S3 service that takes requests and never answers
    let endpoint = failing_s3(None).await;
    let app = on_s3_at(&endpoint).await;
    let seeker = app.signed_in_jobseeker("ada@example.org").await;

    // When a job seeker uploads a picture
    let refused = refused_photo(&app, &seeker).await;

    // Then it is refused with a 503 once the store's timeouts have passed, and nothing refers to it
    assert_eq!(refused, (StatusCode::SERVICE_UNAVAILABLE, json!("unavailable"), true));
    assert_eq!(picture_of(&app, &seeker).await, Value::Null);
}
