//! The market: AI token packages, orders an administrator marks paid, the balance every AI
//! call is charged from, and the per-company limit on AI calls.

use crate::ai_proposal::job_with_applicants;
use crate::helpers::{TestApp, Tokens, assert_error, spawn_app, spawn_app_with};
use reqwest::StatusCode;
use serde_json::{Value, json};

pub async fn balance(app: &TestApp, session: &Tokens) -> u64 {
    let market: Value = app.get_json_as("/api/market/ai-tokens/", &session.access).await;
    market["balance"].as_u64().unwrap()
}

async fn place_order(app: &TestApp, company: &Tokens, package: &str) -> String {
    let response = app
        .post_as(
            "/api/market/ai-tokens/orders/",
            &company.access,
            json!({"package_id": package}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let order: Value = response.json().await.unwrap();
    assert_eq!(order["status"], "pending");
    assert_eq!(order["payment"]["kind"], "await_administrator");
    order["id"].as_str().unwrap().to_owned()
}

async fn mark_paid(app: &TestApp, order: &str) -> reqwest::Response {
    app.admin_post(&format!("/api/admin/market/orders/{order}/paid/"), json!({}))
        .await
}

/// Buys the starter package (50,000 tokens) and has it paid.
pub async fn buy_tokens(app: &TestApp, company: &Tokens) {
    let order = place_order(app, company, "starter").await;
    assert_eq!(mark_paid(app, &order).await.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn an_order_paid_by_the_administrator_credits_the_balance_once() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let order = place_order(&app, &company, "starter").await;
    assert_eq!(balance(&app, &company).await, 0);

    assert_eq!(mark_paid(&app, &order).await.status(), StatusCode::NO_CONTENT);
    let again = mark_paid(&app, &order).await;

    assert_error(again, StatusCode::CONFLICT, "order_not_pending").await;
    let market: Value = app.get_json_as("/api/market/ai-tokens/", &company.access).await;
    assert_eq!(market["balance"], 50_000);
    assert_eq!(market["orders"][0]["status"], "paid");
    assert_eq!(market["orders"][0]["price"], "5.00");
    assert_eq!(market["history"][0]["kind"], "credit");
    assert_eq!(market["history"][0]["tokens"], 50_000);
    assert_eq!(market["history"][0]["balance_after"], 50_000);
    assert_eq!(market["history"][0]["order_id"], order.as_str());
}

#[tokio::test]
async fn the_administrator_lists_pending_orders_with_their_company() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let order = place_order(&app, &company, "team").await;

    let pending = app.admin_get_json("/api/admin/market/orders/?status=pending").await;

    assert_eq!(pending[0]["id"], order.as_str());
    assert_eq!(pending[0]["tokens"], 250_000);
    assert!(pending[0]["company_name"].is_string());
}

#[tokio::test]
async fn the_hire_command_marks_an_order_paid() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let order = place_order(&app, &company, "starter").await;

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hire"))
        .args(["mark-order-paid", &order])
        .env("DATABASE_URL", &app.database_url)
        .env("HIRE_DATA_DIR", &app.data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();

    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(balance(&app, &company).await, 50_000);
}

#[tokio::test]
async fn a_job_seeker_sees_the_packages_but_has_nothing_to_buy_with() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("ann@example.org").await;

    let market: Value = app.get_json_as("/api/market/ai-tokens/", &seeker.access).await;
    let order = app
        .post_as(
            "/api/market/ai-tokens/orders/",
            &seeker.access,
            json!({"package_id": "starter"}),
        )
        .await;

    assert_eq!(market["balance"], Value::Null);
    assert_eq!(market["can_buy"], false);
    assert_eq!(market["packages"].as_array().unwrap().len(), 3);
    assert_error(order, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn an_unknown_package_is_refused() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app
        .post_as(
            "/api/market/ai-tokens/orders/",
            &company.access,
            json!({"package_id": "everything"}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["package_id"][0], "invalid_choice");
}

#[tokio::test]
async fn hundred_concurrent_ai_calls_on_ten_calls_worth_exactly_ten_succeed_and_the_balance_ends_at_zero() {
    let app = spawn_app_with(|config| config.ai_calls_per_minute = 1_000).await;
    let (company, job) = job_with_applicants(&app).await;
    buy_tokens(&app, &company).await;
    let path = format!("/api/jobs/ai-proposal/{job}/");
    let first: Value = app
        .post_as(&path, &company.access, json!({}))
        .await
        .json()
        .await
        .unwrap();
    let cost = first["tokens_charged"].as_u64().unwrap();
    // Spend down to exactly ten calls' worth through the account itself.
    let hiring = projections::Hiring::new(app.pool.clone());
    let company_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM companies")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let surplus = balance(&app, &company).await - 10 * cost;
    let spend = domain::market::TokenCommand::Charge {
        call_id: uuid::Uuid::now_v7(),
        tokens: surplus,
        purpose: domain::market::Purpose::AiProposal,
    };
    projections::event_store::execute(&hiring.tokens, company_id, spend, None)
        .await
        .unwrap();
    assert_eq!(balance(&app, &company).await, 10 * cost);

    let calls = (0..100).map(|_| app.post_as(&path, &company.access, json!({})));
    let statuses: Vec<StatusCode> = futures_util::future::join_all(calls)
        .await
        .into_iter()
        .map(|response| response.status())
        .collect();

    let succeeded = statuses.iter().filter(|status| **status == StatusCode::OK).count();
    let refused = statuses
        .iter()
        .filter(|status| **status == StatusCode::PAYMENT_REQUIRED)
        .count();
    assert_eq!((succeeded, refused), (10, 90), "{statuses:?}");
    assert_eq!(balance(&app, &company).await, 0);
}

#[tokio::test]
async fn ai_calls_beyond_the_per_minute_limit_are_refused_with_retry_after() {
    let app = spawn_app_with(|config| config.ai_calls_per_minute = 2).await;
    let (company, job) = job_with_applicants(&app).await;
    buy_tokens(&app, &company).await;
    let path = format!("/api/jobs/ai-proposal/{job}/");
    for _ in 0..2 {
        assert_eq!(
            app.post_as(&path, &company.access, json!({})).await.status(),
            StatusCode::OK
        );
    }

    let limited = app.post_as(&path, &company.access, json!({})).await;

    let retry_after: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let body = assert_error(limited, StatusCode::TOO_MANY_REQUESTS, "ai_rate_limited").await;
    assert_eq!(body["error"]["details"]["retry_after_seconds"], retry_after);
}

#[tokio::test]
async fn the_per_minute_ai_limit_is_shared_by_every_instance_on_one_database() {
    // Given two instances on one database, each allowing a company two AI calls a minute
    let first = spawn_app_with(|config| config.ai_calls_per_minute = 2).await;
    let second =
        crate::helpers::spawn_app_on(first.database_url.clone(), |config| config.ai_calls_per_minute = 2).await;
    let (company, job) = job_with_applicants(&first).await;
    buy_tokens(&first, &company).await;
    let path = format!("/api/jobs/ai-proposal/{job}/");

    // When the company makes one call on each instance
    let on_first = first.post_as(&path, &company.access, json!({})).await.status();
    let on_second = second.post_as(&path, &company.access, json!({})).await.status();

    // Then a third is refused on either, as one instance would refuse it
    assert_eq!((on_first, on_second), (StatusCode::OK, StatusCode::OK));
    for instance in [&first, &second] {
        let limited = instance.post_as(&path, &company.access, json!({})).await;
        assert_error(limited, StatusCode::TOO_MANY_REQUESTS, "ai_rate_limited").await;
    }
}
