//! Accounts (spec section 7, "Accounts" path group): a company's employees, a job seeker's
//! profile, pictures and CV, companies and their pages, notifications.

pub mod companies;
pub mod cv;
pub mod employees;
pub mod generate_cv;
pub mod notifications;
pub mod pictures;
pub mod profile;
pub mod store;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    // A CV upload may be 1 MB plus the multipart framing; JSON bodies keep the global limit.
    let uploads = OpenApiRouter::new()
        .routes(routes!(cv::upload, cv::current))
        .layer(axum::extract::DefaultBodyLimit::max(cv::CV_MAX_BYTES + 64 * 1024));
    let pictures = OpenApiRouter::new()
        .routes(routes!(pictures::image))
        .routes(routes!(pictures::upload_profile_photo, pictures::remove_profile_photo))
        .routes(routes!(pictures::upload_cover_photo, pictures::remove_cover_photo))
        .merge(companies::upload_router())
        .layer(axum::extract::DefaultBodyLimit::max(
            crate::files::IMAGE_MAX_BYTES + 64 * 1024,
        ));
    OpenApiRouter::new()
        .routes(routes!(employees::list, employees::add))
        .routes(routes!(employees::update))
        .routes(routes!(employees::set_status))
        .routes(routes!(employees::autocomplete))
        .routes(routes!(employees::hr_executives))
        .routes(routes!(employees::hiring_managers))
        .routes(routes!(cv::download))
        .routes(routes!(generate_cv::generate_cv))
        .routes(routes!(notifications::list))
        .routes(routes!(notifications::mark_seen))
        .merge(profile::router())
        .merge(companies::router())
        .merge(uploads)
        .merge(pictures)
}
