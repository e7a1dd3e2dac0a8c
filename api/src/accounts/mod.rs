//! Accounts (spec section 7, "Accounts" path group). So far: a company's employees.

pub mod employees;

use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(employees::list, employees::add))
}
