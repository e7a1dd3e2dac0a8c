//! `hire seed-demo` leaves no screen of the spec empty for someone trying the product.

use crate::helpers::{JWT_SECRET, Server, spawn_app, start_server, tokens};
use serde_json::{Value, json};
use std::process::Command;

/// `hire seed-demo` on a fresh database, then `hire serve` on it, signed in as the demo company.
async fn demo() -> (Server, String) {
    let mut app = spawn_app().await;
    app.shut_down().await;
    let seeded = Command::new(env!("CARGO_BIN_EXE_hire"))
        .arg("seed-demo")
        .env("DATABASE_URL", &app.database_url)
        .env("HIRE_DATA_DIR", &app.data_dir)
        .env("HIRE_JWT_SECRET", JWT_SECRET)
        .output()
        .expect("the hire binary runs");
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let server = start_server(&app.database_url, &app.data_dir).await;
    let login = reqwest::Client::new()
        .post(format!("{}/api/auth/jwt/create/", server.address))
        .json(&json!({"email": "hr@caspian-tech.az", "password": api::cli::demo::PASSWORD}))
        .send()
        .await
        .unwrap();
    let access = tokens(login).await.access;
    (server, access)
}

async fn read(server: &Server, access: &str, path: &str) -> Value {
    reqwest::Client::new()
        .get(format!("{}{path}", server.address))
        .header("Authorization", format!("JWT {access}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

// One seeded demo for every check: seeding takes a minute, and each check reads a different screen.
#[tokio::test]
async fn the_demo_plans_the_current_quarter_shows_pay_for_common_titles_and_has_a_teacher_conversation_and_a_chat() {
    let (mut server, company) = demo().await;

    let plan = read(&server, &company, "/api/org/workforce-planning/").await;
    let lines = plan["lines"].as_array().unwrap();
    assert!(
        lines.iter().all(|line| line["planned"] == true),
        "every position is on the current quarter's plan"
    );
    assert!(plan["total"]["updated_budget"].as_u64().unwrap() > 0);
    assert!(plan["total"]["staff"].as_u64().unwrap() > 0);
    assert!(plan["total"]["vacancy"].as_u64().unwrap() > 0);

    for title in ["Backend%20Engineer", "Data%20Analyst", "Product%20Designer"] {
        let path = format!("/api/benchmark/salary-benchmark?title={title}");
        let figures = read(&server, &company, &path).await;
        assert_eq!(figures["sufficient"], true, "{title}: {figures}");
        assert!(figures["p25"].as_f64() < figures["p75"].as_f64(), "{title}: {figures}");
    }

    let teachers = read(&server, &company, "/api/learning/all-ai-teachers/").await;
    let teacher = teachers[0]["id"].as_str().expect("the demo has an AI teacher");
    let conversation = read(
        &server,
        &company,
        &format!("/api/learning/ai-teacher/{teacher}/conversation/"),
    )
    .await;
    let answers: Vec<&Value> = conversation["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|message| message["role"] == "teacher")
        .collect();
    assert!(
        answers
            .iter()
            .any(|answer| answer["covered"] == true && !answer["citations"].as_array().unwrap().is_empty()),
        "an answer quotes the handbook: {conversation}"
    );
    assert!(
        answers.iter().any(|answer| answer["covered"] == false),
        "a question the handbook does not cover: {conversation}"
    );

    let chats = read(&server, &company, "/api/chat/messages/").await;
    assert_eq!(chats[0]["with"]["name"], "Aysel Karimova", "{chats}");
    assert_eq!(
        chats[0]["unread_count"], 1,
        "the applicant's last reply waits for the company: {chats}"
    );
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}
