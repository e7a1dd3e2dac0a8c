//! What the administrator changes of a company: its account's activation (`users`) and its
//! modules (`company_modules`).

use domain::accounts::{Email, Module};
use sqlx::PgPool;

/// Lets the company that registered with `email` sign in; false when there is none.
pub async fn activate_company(pool: &PgPool, email: &Email) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query(
        "UPDATE users SET activated_at = coalesce(activated_at, now()) WHERE email = $1 AND user_type = 'company'",
    )
    .bind(email.as_str())
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// Switches a module of the company that registered with `email`; false when there is none.
pub async fn set_module(pool: &PgPool, email: &Email, module: Module, is_active: bool) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query(
        "INSERT INTO company_modules (company_id, module, is_active)
         SELECT c.id, $2, $3 FROM companies c JOIN users u ON u.id = c.owner_id WHERE u.email = $1
         ON CONFLICT (company_id, module) DO UPDATE SET is_active = EXCLUDED.is_active",
    )
    .bind(email.as_str())
    .bind(module.as_str())
    .bind(is_active)
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() > 0)
}
