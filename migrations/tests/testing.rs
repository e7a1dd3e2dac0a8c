//! The shared test cluster gives every test its own migrated database.

use sqlx::Connection;

#[tokio::test]
async fn each_fresh_database_is_migrated_and_separate_from_the_others() {
    let first = migrations::testing::fresh_database().await.unwrap();
    let second = migrations::testing::fresh_database().await.unwrap();
    assert_ne!(first, second);

    let mut one = sqlx::PgConnection::connect(&first).await.unwrap();
    sqlx::query("INSERT INTO server_secrets (name, value) VALUES ('only-here', 'x')")
        .execute(&mut one)
        .await
        .unwrap();
    let mut other = sqlx::PgConnection::connect(&second).await.unwrap();
    let seen: i64 = sqlx::query_scalar("SELECT count(*) FROM server_secrets")
        .fetch_one(&mut other)
        .await
        .unwrap();

    assert_eq!(seen, 0);
}
