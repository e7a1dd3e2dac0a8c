//! Learning (spec sections 1–3, the lms module): a company's documents and the AI teachers
//! that answer its people from them. Contract: docs/api-learning-contract.md.
//!
//! Documents and teachers are plain tables (architecture.md). A document's text is cut into
//! passages, kept in `learning_passages` and indexed by the search backend, so a teacher finds
//! what to answer from whichever backend runs.

pub mod answer;
pub mod documents;
pub mod socket;
mod store;
pub mod teachers;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Spec section 5: documents up to 10MB.
pub const DOCUMENT_MAX_BYTES: usize = 10 * 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    let uploads = OpenApiRouter::new()
        .routes(routes!(documents::list, documents::create))
        .routes(routes!(documents::replace_file))
        .layer(axum::extract::DefaultBodyLimit::max(DOCUMENT_MAX_BYTES + 64 * 1024));
    let avatars =
        OpenApiRouter::new()
            .routes(routes!(teachers::upload_avatar))
            .layer(axum::extract::DefaultBodyLimit::max(
                crate::files::IMAGE_MAX_BYTES + 64 * 1024,
            ));
    OpenApiRouter::new()
        .routes(routes!(documents::read, documents::update, documents::delete))
        .routes(routes!(documents::download))
        .routes(routes!(teachers::models))
        .routes(routes!(teachers::list))
        .routes(routes!(teachers::create))
        .routes(routes!(teachers::read, teachers::update, teachers::delete))
        .routes(routes!(teachers::conversation, teachers::forget_conversation))
        .merge(uploads)
        .merge(avatars)
}
