//! The built web app. Vite names every asset after a hash of its content, so an asset never
//! changes under its name: browsers keep it for a year without asking again, and a returning
//! visit downloads only index.html, which names the current assets and is always revalidated.
//! Assets are sent as the build compressed them (brotli, else gzip; `web/vite.config.ts`), so
//! no request pays for compression.

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::middleware;
use axum::response::Response;
use std::path::Path;
use tower_http::services::{ServeDir, ServeFile};

const FOREVER: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

pub fn app(web_dir: &Path) -> Router {
    let index = web_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(
            "the web app is not built ({} is missing): run `npm --prefix web ci && npm --prefix web run build`",
            index.display()
        );
    }
    // A missing asset is a 404, not index.html: a tab opened before a new build asks for a
    // chunk that is gone, and a page in place of a script fails in ways nobody can read.
    let assets = ServeDir::new(web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let pages = ServeDir::new(web_dir)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(true)
        .fallback(ServeFile::new(index).precompressed_br().precompressed_gzip());
    Router::new()
        .nest(
            "/assets",
            Router::new()
                .fallback_service(assets)
                .layer(middleware::map_response(keep_forever)),
        )
        .fallback_service(
            Router::new()
                .fallback_service(pages)
                .layer(middleware::map_response(revalidate)),
        )
}

async fn keep_forever(response: Response) -> Response {
    // A 404 must not be kept: the asset may yet be deployed.
    let policy = if response.status().is_success() {
        FOREVER
    } else {
        REVALIDATE
    };
    with_policy(response, policy)
}

async fn revalidate(mut response: Response) -> Response {
    // Pages are where the web app runs: they get its policy, everything else the strict one.
    response.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(crate::security::APP_POLICY),
    );
    with_policy(response, REVALIDATE)
}

fn with_policy(mut response: Response, policy: &'static str) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    // The same address answers in brotli, gzip or plain: a shared cache must keep them apart.
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}
