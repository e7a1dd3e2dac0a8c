//! The market (spec section 7, "Market: ai-tokens"): the AI token packages, a company's
//! balance and history, and its orders. An order is paid when the payment provider says so;
//! the one provider today is the installation's administrator (`hire mark-order-paid`, or the
//! admin API), and a card or invoice provider plugs in behind [`PaymentProvider`].

use crate::caller::Caller;
use crate::http::JsonBody;
use crate::http::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::accounts::UserType;
use domain::market::OrderError;
use domain::market::{PACKAGES, Package, TokenCommand, TokenError, package};
use domain::validation::FieldError;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

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
    pub id: &'static str,
    pub tokens: u64,
    /// In the currency's main unit, two decimals.
    pub price: String,
    pub currency: &'static str,
}

fn price(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
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

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TokenOrder {
    pub id: Uuid,
    pub package_id: String,
    pub tokens: i64,
    #[sqlx(rename = "price_cents", try_from = "i64")]
    #[serde(serialize_with = "as_price")]
    #[schema(value_type = String)]
    pub price: Cents,
    pub currency: String,
    /// pending, paid or cancelled
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
}

/// An amount in cents, shown as a price.
pub struct Cents(i64);

impl From<i64> for Cents {
    fn from(cents: i64) -> Self {
        Self(cents)
    }
}

fn as_price<S: serde::Serializer>(cents: &Cents, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&price(cents.0))
}

pub const ORDER_SELECT: &str =
    "SELECT id, package_id, tokens, price_cents, currency, status, created_at, paid_at FROM token_orders";

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TokenMovement {
    pub at: DateTime<Utc>,
    /// credit, charge or refund
    pub kind: String,
    pub tokens: i64,
    pub balance_after: i64,
    /// order, ai_teacher or ai_proposal
    pub purpose: String,
    pub order_id: Option<Uuid>,
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

fn caller_company(caller: &Caller) -> Option<Uuid> {
    match caller.user_type {
        UserType::Company | UserType::Employee => caller.company.as_ref().map(|company| company.id),
        UserType::Jobseeker => None,
    }
}

/// The packages, and the caller's company's balance, orders and history.
#[utoipa::path(get, path = "/api/market/ai-tokens/", tag = "market", security(("jwt" = [])),
    responses((status = 200, body = AiTokens), (status = 401, body = ErrorBody)))]
pub async fn ai_tokens(State(state): State<AppState>, caller: Caller) -> Result<Json<AiTokens>, ApiError> {
    let packages = PACKAGES.into_iter().map(TokenPackage::from).collect();
    let Some(company) = caller_company(&caller) else {
        return Ok(Json(AiTokens {
            balance: None,
            can_buy: false,
            packages,
            orders: Vec::new(),
            history: Vec::new(),
        }));
    };
    let orders = sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT {HISTORY_LIMIT}"
    ))
    .bind(company)
    .fetch_all(&state.pool)
    .await?;
    let history = sqlx::query_as(
        "SELECT at, kind, tokens, balance_after, purpose, order_id FROM token_history
          WHERE company_id = $1 ORDER BY sequence DESC LIMIT $2",
    )
    .bind(company)
    .bind(HISTORY_LIMIT)
    .fetch_all(&state.pool)
    .await?;
    Ok(Json(AiTokens {
        balance: Some(state.ai.balance(company).await?),
        can_buy: caller.user_type == UserType::Company,
        packages,
        orders,
        history,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct OrderRequest {
    package_id: Option<String>,
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
    caller: Caller,
    JsonBody(request): JsonBody<OrderRequest>,
) -> Result<(StatusCode, Json<PlacedOrder>), ApiError> {
    let company = caller.owned_company()?.id;
    let package = match request.package_id.as_deref() {
        None => return Err(ApiError::field("package_id", FieldError::Required)),
        Some(id) => package(id).ok_or_else(|| ApiError::field("package_id", FieldError::InvalidChoice))?,
    };
    let order: TokenOrder = sqlx::query_as(
        "INSERT INTO token_orders (id, company_id, package_id, tokens, price_cents, currency, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, package_id, tokens, price_cents, currency, status, created_at, paid_at",
    )
    .bind(Uuid::now_v7())
    .bind(company)
    .bind(package.id)
    .bind(package.tokens as i64)
    .bind(package.price_cents as i64)
    .bind(package.currency)
    .bind(caller.id)
    .fetch_one(&state.pool)
    .await?;
    let payment = AdministratorConfirms.begin(&order);
    Ok((StatusCode::CREATED, Json(PlacedOrder { order, payment })))
}

fn not_pending() -> ApiError {
    OrderError::NotPending.into()
}

/// Marks a pending order paid and credits its tokens. Crediting first, idempotently by order,
/// makes a crash between the two steps harmless: marking it paid again finishes the job.
pub async fn mark_paid(pool: &PgPool, hiring: &projections::Hiring, order_id: Uuid) -> Result<(), ApiError> {
    let order: Option<(Uuid, i64, String)> =
        sqlx::query_as("SELECT company_id, tokens, status FROM token_orders WHERE id = $1")
            .bind(order_id)
            .fetch_optional(pool)
            .await?;
    let (company, tokens, status) = order.ok_or(ApiError::NotFound)?;
    if status != "pending" {
        return Err(not_pending());
    }
    let credit = TokenCommand::Credit {
        order_id,
        tokens: tokens as u64,
    };
    match projections::hiring::execute(&hiring.tokens, company, credit, None).await {
        Ok(()) | Err(cqrs_es::AggregateError::UserError(TokenError::AlreadyCredited)) => {}
        Err(cqrs_es::AggregateError::AggregateConflict) => return Err(ApiError::ConcurrentUpdate),
        Err(other) => return Err(anyhow::anyhow!("token account: {other}").into()),
    }
    let marked =
        sqlx::query("UPDATE token_orders SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'pending'")
            .bind(order_id)
            .execute(pool)
            .await?;
    if marked.rows_affected() == 0 {
        return Err(not_pending());
    }
    Ok(())
}

/// An order as the administrator sees it.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct AdminOrder {
    #[serde(flatten)]
    #[sqlx(flatten)]
    pub order: TokenOrder,
    pub company_id: Uuid,
    pub company_name: String,
}

pub async fn orders(pool: &PgPool, status: Option<&str>) -> Result<Vec<AdminOrder>, ApiError> {
    Ok(sqlx::query_as(
        "SELECT o.id, o.package_id, o.tokens, o.price_cents, o.currency, o.status, o.created_at, o.paid_at,
                o.company_id, c.name AS company_name
           FROM token_orders o JOIN companies c ON c.id = o.company_id
          WHERE $1::text IS NULL OR o.status = $1 ORDER BY o.created_at DESC LIMIT 500",
    )
    .bind(status)
    .fetch_all(pool)
    .await?)
}
