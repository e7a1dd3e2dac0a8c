//! Accounts (spec section 7, "Accounts" path group): a company's employees, a job seeker's
//! profile and CV, notifications.

pub mod cv;
pub mod employees;
pub mod notifications;
pub mod profile;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    // A CV upload may be 1 MB plus the multipart framing; JSON bodies keep the global limit.
    let uploads = OpenApiRouter::new()
        .routes(routes!(cv::upload, cv::current))
        .layer(axum::extract::DefaultBodyLimit::max(cv::CV_MAX_BYTES + 64 * 1024));
    OpenApiRouter::new()
        .routes(routes!(employees::list, employees::add))
        .routes(routes!(cv::download))
        .routes(routes!(notifications::list))
        .routes(routes!(notifications::mark_seen))
        .merge(profile::router())
        .merge(uploads)
}
