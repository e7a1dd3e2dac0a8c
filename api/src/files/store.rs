//! The columns that hold a stored picture's URL.

use sqlx::PgPool;
use uuid::Uuid;

/// Sets `column` of row `id` in `table` to `url` (or clears it); the URL it held before.
pub async fn replace_picture(
    pool: &PgPool,
    table: &str,
    column: &str,
    id: Uuid,
    url: Option<&str>,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "UPDATE {table} SET {column} = $2 FROM (SELECT {column} AS old FROM {table} WHERE id = $1 FOR UPDATE) previous
          WHERE id = $1 RETURNING previous.old"
    ))
    .bind(id)
    .bind(url)
    .fetch_one(pool)
    .await
}
