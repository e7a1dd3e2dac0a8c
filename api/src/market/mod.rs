//! The market (spec section 7, "Market: ai-tokens"): the AI token packages, a company's
//! balance and history, and its orders. An order is paid when the payment provider says so;
//! the one provider today is the installation's administrator (`hire mark-order-paid`, or the
//! admin API), and a card or invoice provider plugs in behind [`PaymentProvider`].

use crate::caller::{Caller, CompanyOwner};
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::UserType;
use domain::market::OrderError;
use domain::market::{PACKAGES, Package, TokenCommand, TokenError, package};
use domain::validation::FieldError;
use projections::tenancy::Company;
use projections::views::market::read::{self as token_history, TokenMovement};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use store::price;
pub use store::{AdminOrder, Cents, TokenOrder};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

mod store;

/// History entries shown.
const HISTORY_LIMIT: i64 = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(ai_tokens)).routes(routes!(order))
}

/// How an order gets paid. The administrator confirming payment by hand is the one provider
/// today; a payment service would start its checkout in `begin` and call [`mark_paid`] from
/// its confirmation.
pub trait PaymentProvider: Send + Sync {
    /// What the buyer is told once the order is placed.
    fn begin(&self, order: &TokenOrder) -> PaymentStep;
}

#[derive(Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PaymentStep {
    /// An administrator confirms the payment (an invoice, a bank transfer).
    AwaitAdministrator,
}

pub struct AdministratorConfirms;

impl PaymentProvider for AdministratorConfirms {
    fn begin(&self, _: &TokenOrder) -> PaymentStep {
        PaymentStep::AwaitAdministrator
    }
}

#[derive(Serialize, ToSchema)]
pub struct TokenPackage {
    #[schema(schema_with = package_ids)]
    pub id: &'static str,
    pub tokens: u64,
    /// In the currency's main unit, two decimals.
    pub price: String,
    pub currency: &'static str,
}

impl From<Package> for TokenPackage {
    fn from(package: Package) -> Self {
        Self {
            id: package.id,
            tokens: package.tokens,
            price: price(package.price_cents as i64),
            currency: package.currency,
        }
    }
}

impl From<i64> for Cents {
    fn from(cents: i64) -> Self {
        Self(cents)
    }
}

#[derive(Serialize, ToSchema)]
pub struct AiTokens {
    /// `null` for job seekers, who have no token account.
    pub balance: Option<u64>,
    pub can_buy: bool,
    pub packages: Vec<TokenPackage>,
    pub orders: Vec<TokenOrder>,
    pub history: Vec<TokenMovement>,
}

/// Whose token account a caller sees: their company's, on the company side; job seekers have
/// none.
fn token_account_of(caller: &Caller) -> Option<Company> {
    match caller.user_type {
        UserType::Company | UserType::Employee => caller.company.as_ref().map(|company| Company(company.id)),
        UserType::Jobseeker => None,
    }
}

/// Only the company account buys tokens; its employees spend them.
fn may_buy(caller: &Caller) -> bool {
    caller.user_type == UserType::Company
}

/// The packages, and the caller's company's balance, orders and history.
#[utoipa::path(get, path = "/api/market/ai-tokens/", tag = "market", security(("jwt" = [])),
    responses((status = 200, body = AiTokens), (status = 401, body = ErrorBody)))]
pub async fn ai_tokens(State(state): State<AppState>, caller: Caller) -> Result<Json<AiTokens>, ApiError> {
    let packages = PACKAGES.into_iter().map(TokenPackage::from).collect();
    let Some(company) = token_account_of(&caller) else {
        return Ok(Json(AiTokens {
            balance: None,
            can_buy: false,
            packages,
            orders: Vec::new(),
            history: Vec::new(),
        }));
    };
    let orders = store::orders_of(&state.pool, company.0, HISTORY_LIMIT).await?;
    let history = token_history::history(&state.pool, company, HISTORY_LIMIT).await?;
    Ok(Json(AiTokens {
        balance: Some(state.ai.balance(company.0).await?),
        can_buy: may_buy(&caller),
        packages,
        orders,
        history,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct OrderRequest {
    #[schema(required = true, schema_with = package_ids)]
    package_id: Option<String>,
}

fn package_ids() -> utoipa::openapi::schema::Object {
    crate::openapi::choices(PACKAGES.iter().map(|package| package.id))
}

#[derive(Serialize, ToSchema)]
pub struct PlacedOrder {
    #[serde(flatten)]
    pub order: TokenOrder,
    pub payment: PaymentStep,
}

/// Order a package of AI tokens.
#[utoipa::path(post, path = "/api/market/ai-tokens/orders/", tag = "market", security(("jwt" = [])),
    request_body = OrderRequest,
    responses((status = 201, body = PlacedOrder), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn order(
    State(state): State<AppState>,
    owner: CompanyOwner,
    JsonBody(request): JsonBody<OrderRequest>,
) -> Result<(StatusCode, Json<PlacedOrder>), ApiError> {
    let package = match request.package_id.as_deref() {
        None => return Err(ApiError::field("package_id", FieldError::Required)),
        Some(id) => package(id).ok_or_else(|| ApiError::field("package_id", FieldError::InvalidChoice))?,
    };
    let order = store::place(&state.pool, owner.company.id, &package, owner.caller.id).await?;
    let payment = AdministratorConfirms.begin(&order);
    Ok((StatusCode::CREATED, Json(PlacedOrder { order, payment })))
}

/// Marks a pending order paid and credits its tokens. Crediting first, idempotently by order,
/// makes a crash between the two steps harmless: marking it paid again finishes the job.
pub async fn mark_paid(pool: &PgPool, hiring: &projections::Hiring, order_id: Uuid) -> Result<(), ApiError> {
    let (company, tokens, status) = store::to_pay(pool, order_id).await?.ok_or(ApiError::NotFound)?;
    if status != "pending" {
        return Err(OrderError::NotPending.into());
    }
    let credit = TokenCommand::Credit {
        order_id,
        tokens: tokens as u64,
    };
    match projections::event_store::execute(&hiring.tokens, company, credit, None).await {
        Ok(()) | Err(cqrs_es::AggregateError::UserError(TokenError::AlreadyCredited)) => {}
        Err(other) => return Err(other.into()),
    }
    if store::mark_paid(pool, order_id).await? {
        Ok(())
    } else {
        Err(OrderError::NotPending.into())
    }
}

pub async fn orders(pool: &PgPool, status: Option<&str>) -> Result<Vec<AdminOrder>, ApiError> {
    Ok(store::all_orders(pool, status).await?)
}
