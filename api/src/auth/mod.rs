//! Auth (spec section 7, "Auth" path group): registration, e-mail verification, sessions,
//! the current user, password reset, social login.

pub mod jwt;
pub mod passwords;
pub mod settings;
pub mod social;
mod store;
pub mod users;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(users::register))
        .routes(routes!(users::activate))
        .routes(routes!(users::resend_activation))
        .routes(routes!(users::me, users::delete_me))
        .routes(routes!(users::reset_password))
        .routes(routes!(users::reset_password_confirm))
        .routes(routes!(settings::set_password))
        .routes(routes!(settings::set_email))
        .routes(routes!(settings::set_email_confirm))
        .routes(routes!(
            settings::notification_preferences,
            settings::set_notification_preferences
        ))
        .routes(routes!(jwt::create))
        .routes(routes!(jwt::refresh))
        .routes(routes!(jwt::logout))
        .routes(routes!(social::providers))
        .routes(routes!(social::authorize))
        .routes(routes!(social::callback))
        .routes(routes!(social::confirm_link))
}
