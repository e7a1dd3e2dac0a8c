//! Administration of the Hire installation (not of one company): activating companies,
//! switching modules, reading the e-mail outbox when no SMTP server is configured.
//! Requests carry `Authorization: Admin <HIRE_ADMIN_TOKEN>`; without that setting the
//! whole area answers 404.

use crate::http::JsonBody;
use crate::http::Query;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use domain::accounts::{Email, Module};
use projections::notification_emails::outbox::{self, OutboxEmail};
use projections::tenancy::Installation;
use serde::Deserialize;
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod store;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(activate_company_route))
        .routes(routes!(set_module_route))
        .routes(routes!(outbox))
        .routes(routes!(market_orders))
        .routes(routes!(mark_order_paid))
}

/// Proof that the request comes from the installation's administrator.
pub struct Admin;

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        crate::http::token::require(parts, "Admin", state.admin_token.as_ref().map(|token| token.expose()))?;
        Ok(Admin)
    }
}

/// Lets a registered company sign in. Shared with `hire activate-company`.
pub async fn activate_company(pool: &PgPool, email: &Email) -> Result<(), ApiError> {
    if store::activate_company(pool, email).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

/// Switches a company's module on or off. Shared with `hire set-module`.
pub async fn set_module(pool: &PgPool, email: &Email, module: Module, is_active: bool) -> Result<(), ApiError> {
    if store::set_module(pool, email, module, is_active).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

#[derive(Deserialize, ToSchema)]
pub struct CompanyRequest {
    /// The e-mail the company registered with.
    email: Option<String>,
}

/// Activate a company account.
#[utoipa::path(post, path = "/api/admin/companies/activate/", tag = "admin", security(("admin" = [])), request_body = CompanyRequest,
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn activate_company_route(
    State(state): State<AppState>,
    _: Admin,
    JsonBody(body): JsonBody<CompanyRequest>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    fields.into_result()?;
    activate_company(&state.pool, &email.ok_or(ApiError::NotFound)?).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct ModuleRequest {
    email: Option<String>,
    /// ats or lms
    module: Option<String>,
    is_active: Option<bool>,
}

/// Switch a company's module on or off.
#[utoipa::path(put, path = "/api/admin/companies/modules/", tag = "admin", security(("admin" = [])), request_body = ModuleRequest,
    responses((status = 204), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_module_route(
    State(state): State<AppState>,
    _: Admin,
    JsonBody(body): JsonBody<ModuleRequest>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    let module = fields.require("module", body.module.as_deref(), str::parse::<Module>);
    let is_active = fields.check(
        "is_active",
        body.is_active.ok_or(domain::validation::FieldError::Required),
    );
    fields.into_result()?;
    let (Some(email), Some(module), Some(is_active)) = (email, module, is_active) else {
        return Err(ApiError::NotFound);
    };
    set_module(&state.pool, &email, module, is_active).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    /// Only mails to this address.
    to: Option<String>,
}

/// The latest e-mails (at most 100), newest first.
#[utoipa::path(get, path = "/api/admin/outbox/", tag = "admin", security(("admin" = [])), params(OutboxQuery),
    responses((status = 200, body = Vec<OutboxEmail>), (status = 404, body = ErrorBody, description = "the admin API is off")))]
pub async fn outbox(
    State(state): State<AppState>,
    _: Admin,
    Query(query): Query<OutboxQuery>,
) -> Result<Json<Vec<OutboxEmail>>, ApiError> {
    let to = query.to.map(|to| to.trim().to_lowercase());
    Ok(Json(outbox::latest(&state.pool, Installation, to.as_deref()).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OrdersQuery {
    /// pending, paid or cancelled; all when left out.
    status: Option<String>,
}

/// Orders of AI tokens (at most 500), newest first.
#[utoipa::path(get, path = "/api/admin/market/orders/", tag = "admin", security(("admin" = [])), params(OrdersQuery),
    responses((status = 200, body = Vec<crate::market::AdminOrder>), (status = 404, body = ErrorBody, description = "the admin API is off")))]
pub async fn market_orders(
    State(state): State<AppState>,
    _: Admin,
    Query(query): Query<OrdersQuery>,
) -> Result<Json<Vec<crate::market::AdminOrder>>, ApiError> {
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(status @ ("pending" | "paid" | "cancelled")) => Some(status),
        Some(_) => return Err(ApiError::field("status", domain::validation::FieldError::InvalidChoice)),
    };
    Ok(Json(crate::market::orders(&state.pool, status).await?))
}

/// Mark an order of AI tokens paid: the company's balance is credited.
#[utoipa::path(post, path = "/api/admin/market/orders/{id}/paid/", tag = "admin", security(("admin" = [])),
    params(("id" = uuid::Uuid, Path)),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn mark_order_paid(
    State(state): State<AppState>,
    _: Admin,
    crate::http::Path(id): crate::http::Path<uuid::Uuid>,
) -> Result<StatusCode, ApiError> {
    crate::market::mark_paid(&state.pool, &state.hiring, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
