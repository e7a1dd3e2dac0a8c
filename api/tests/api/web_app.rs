//! The built web app as `hire serve` sends it: compressed copies from the build, hashed
//! assets kept by browsers, pages always revalidated.

use crate::helpers::{TestApp, spawn_app_with};
use reqwest::StatusCode;
use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_SECURITY_POLICY, CONTENT_TYPE, VARY};
use std::path::PathBuf;

const SCRIPT: &str = "console.log('hire');";
const PAGE: &str = "<!doctype html><div id=root></div>";

/// A build as Vite leaves it: index.html and a hashed asset, each with its brotli and gzip
/// copies (here marked by their content, to see which one was sent).
fn built_web_app() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hire-web-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    for (name, content) in [("index.html", PAGE), ("assets/index-AbC123.js", SCRIPT)] {
        std::fs::write(dir.join(name), content).unwrap();
        std::fs::write(dir.join(format!("{name}.br")), format!("br:{name}")).unwrap();
        std::fs::write(dir.join(format!("{name}.gz")), format!("gz:{name}")).unwrap();
    }
    dir
}

async fn serving_a_build() -> (TestApp, PathBuf) {
    let web = built_web_app();
    let app = spawn_app_with(|config| config.web_dir = web.clone()).await;
    (app, web)
}

async fn fetch(app: &TestApp, path: &str, encodings: &str) -> reqwest::Response {
    app.request(reqwest::Method::GET, path)
        .header(ACCEPT_ENCODING, encodings)
        .send()
        .await
        .unwrap()
}

fn header(response: &reqwest::Response, name: reqwest::header::HeaderName) -> &str {
    response.headers().get(name).map_or("", |value| value.to_str().unwrap())
}

#[tokio::test]
async fn a_browser_that_takes_brotli_gets_the_builds_brotli_copy() {
    let (app, web) = serving_a_build().await;

    let response = fetch(&app, "/assets/index-AbC123.js", "gzip, deflate, br").await;

    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, CONTENT_ENCODING), "br");
    assert_eq!(header(&response, VARY), "accept-encoding");
    assert!(header(&response, CONTENT_TYPE).starts_with("text/javascript"));
    assert_eq!(response.text().await.unwrap(), "br:assets/index-AbC123.js");
    std::fs::remove_dir_all(web).unwrap();
}

#[tokio::test]
async fn a_browser_that_takes_gzip_only_gets_the_gzip_copy_and_one_that_takes_neither_the_file() {
    let (app, web) = serving_a_build().await;

    let gzip = fetch(&app, "/assets/index-AbC123.js", "gzip").await;
    let plain = fetch(&app, "/assets/index-AbC123.js", "identity").await;

    assert_eq!(header(&gzip, CONTENT_ENCODING), "gzip");
    assert_eq!(gzip.text().await.unwrap(), "gz:assets/index-AbC123.js");
    assert_eq!(header(&plain, CONTENT_ENCODING), "");
    assert_eq!(plain.text().await.unwrap(), SCRIPT);
    std::fs::remove_dir_all(web).unwrap();
}

#[tokio::test]
async fn a_hashed_asset_is_kept_for_a_year_without_asking_again() {
    let (app, web) = serving_a_build().await;

    let response = fetch(&app, "/assets/index-AbC123.js", "identity").await;

    assert_eq!(header(&response, CACHE_CONTROL), "public, max-age=31536000, immutable");
    std::fs::remove_dir_all(web).unwrap();
}

#[tokio::test]
async fn a_screens_address_gets_index_html_which_the_browser_revalidates_every_time() {
    let (app, web) = serving_a_build().await;

    let response = fetch(&app, "/my-jobs", "identity").await;

    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, CACHE_CONTROL), "no-cache");
    assert_eq!(response.text().await.unwrap(), PAGE);
    std::fs::remove_dir_all(web).unwrap();
}

#[tokio::test]
async fn an_asset_the_build_does_not_have_is_not_found_and_not_kept() {
    let (app, web) = serving_a_build().await;

    let response = fetch(&app, "/assets/index-Gone99.js", "gzip, br").await;

    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(!header(&response, CACHE_CONTROL).contains("immutable"));
    assert!(!header(&response, CONTENT_TYPE).starts_with("text/html"));
    std::fs::remove_dir_all(web).unwrap();
}

#[tokio::test]
async fn a_page_runs_only_the_apps_own_scripts_and_no_site_may_frame_it() {
    let (app, web) = serving_a_build().await;

    let response = fetch(&app, "/my-jobs", "identity").await;

    let policy = header(&response, CONTENT_SECURITY_POLICY);
    let directives: Vec<&str> = policy.split(';').map(str::trim).collect();
    assert!(directives.contains(&"script-src 'self'"), "{policy}");
    assert!(directives.contains(&"frame-ancestors 'none'"), "{policy}");
    assert!(directives.contains(&"object-src blob:"), "{policy}");
    assert!(directives.contains(&"base-uri 'none'"), "{policy}");
    assert!(
        directives.contains(&"report-uri /api/security/csp-reports/"),
        "{policy}"
    );
    std::fs::remove_dir_all(web).unwrap();
}
