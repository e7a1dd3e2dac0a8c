//! Learning: documents uploaded and read (PDF, DOCX, TXT), and AI teachers answering over the
//! `ai_teacher` socket from them, with citations, on the built-in provider.

use crate::helpers::{TestApp, Tokens, assert_error, created, spawn_app};
use crate::learning_files::{docx, scanned_pdf, text_pdf};
use crate::market::{balance, buy_tokens};
use crate::realtime::{connect, next};
use futures_util::SinkExt;
use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

pub const LEAVE_POLICY: &str = "Annual leave\n\nEmployees receive 24 days of paid annual leave each calendar year. \
Leave is planned with your manager at least two weeks ahead.\n\nSick leave\n\nSick days are paid from the first day \
and need a doctor's note after three days.";

/// A company with the lms module on.
pub async fn learning_company(app: &TestApp, email: &str) -> Tokens {
    let company = app.signed_in_company(email).await;
    app.set_module(email, "lms", true).await;
    company
}

pub async fn upload_document(app: &TestApp, company: &Tokens, title: &str, bytes: &[u8], name: &str) -> Response {
    let form = reqwest::multipart::Form::new()
        .text("title", title.to_owned())
        .text("topic", "HR")
        .part(
            "file",
            reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned()),
        );
    app.request(Method::POST, "/api/learning/documents/")
        .header("Authorization", format!("JWT {}", company.access))
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn uploaded(app: &TestApp, company: &Tokens, title: &str, bytes: &[u8], name: &str) -> Value {
    let response = upload_document(app, company, title, bytes, name).await;
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

pub async fn teacher(app: &TestApp, company: &Tokens, documents: &[&str]) -> String {
    created(
        app.post_as(
            "/api/learning/ai-teacher/",
            &company.access,
            json!({"name": "Ada", "topic": "HR rules", "model": "hire-extractive", "document_ids": documents}),
        )
        .await,
    )
    .await
}

async fn ask(socket: &mut crate::realtime::Socket, question: &str) {
    socket
        .send(Message::Text(
            json!({"type": "ask", "question": question}).to_string().into(),
        ))
        .await
        .unwrap();
}

/// The streamed answer: its text joined from the `token` frames, and the `answer_end` frame.
async fn answer(socket: &mut crate::realtime::Socket) -> (String, Value) {
    let start = next(socket).await;
    assert_eq!(start["type"], "answer_start", "{start}");
    let mut text = String::new();
    let mut pieces = 0;
    loop {
        let frame = next(socket).await;
        match frame["type"].as_str() {
            Some("token") => {
                assert_eq!(frame["message_id"], start["message_id"]);
                text.push_str(frame["text"].as_str().unwrap());
                pieces += 1;
            }
            Some("answer_end") => {
                assert!(pieces > 3, "the answer came in {pieces} pieces, not word by word");
                return (text, frame);
            }
            _ => panic!("unexpected frame {frame}"),
        }
    }
}

#[tokio::test]
async fn a_text_document_is_read_into_passages_and_listed() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;

    let document = uploaded(&app, &company, "Leave policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;

    assert_eq!(document["format"], "txt");
    assert_eq!(document["pages"], Value::Null);
    assert!(document["passages"].as_i64().unwrap() >= 1);
    let listed: Value = app.get_json_as("/api/learning/documents/", &company.access).await;
    assert_eq!(listed[0]["title"], "Leave policy");
    assert_eq!(listed[0]["topic"], "HR");
}

#[tokio::test]
async fn a_pdf_document_is_read_page_by_page() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let pdf = text_pdf(&[
        &["Welcome to Acme."],
        &["Employees receive 24 days of paid annual leave."],
    ]);

    let document = uploaded(&app, &company, "Handbook", &pdf, "handbook.pdf").await;

    assert_eq!(document["format"], "pdf");
    assert_eq!(document["pages"], 2);
    let pages: Vec<(Option<i32>, String)> =
        sqlx::query_as("SELECT page, text FROM learning_passages ORDER BY position")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(pages.len(), 2);
    assert_eq!(pages[1].0, Some(2));
    assert!(pages[1].1.contains("24 days of paid annual leave"), "{pages:?}");
}

#[tokio::test]
async fn a_docx_document_is_read_from_its_paragraphs() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let file = docx(&["Onboarding", "New joiners meet their buddy & mentor on day one."]);

    let document = uploaded(&app, &company, "Onboarding", &file, "onboarding.docx").await;

    assert_eq!(document["format"], "docx");
    let text: String = sqlx::query_scalar("SELECT string_agg(text, ' ') FROM learning_passages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(text.contains("buddy & mentor on day one"), "{text}");
}

#[tokio::test]
async fn a_file_that_is_not_pdf_docx_or_txt_is_refused_whatever_its_name() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;

    let response = upload_document(&app, &company, "Photo", &crate::helpers::png(10, 10), "photo.pdf").await;

    assert_error(response, StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_file_type").await;
    assert_eq!(app.stored_files("documents"), 0);
}

#[tokio::test]
async fn a_document_over_ten_megabytes_is_refused() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let big = "word ".repeat(2 * 1024 * 1024 + 1);

    let response = upload_document(&app, &company, "Big", big.as_bytes(), "big.txt").await;

    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "document_too_large").await;
    assert_eq!(app.stored_files("documents"), 0);
}

#[tokio::test]
async fn a_scanned_pdf_without_text_says_so() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;

    let response = upload_document(&app, &company, "Scan", &scanned_pdf(), "scan.pdf").await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "document_without_text").await;
    assert!(body["error"]["message"].as_str().unwrap().contains("scanned"));
    assert_eq!(app.stored_files("documents"), 0);
}

#[tokio::test]
async fn a_document_needs_a_title() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;

    let response = upload_document(&app, &company, "   ", LEAVE_POLICY.as_bytes(), "leave.txt").await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["title"][0], "required");
}

#[tokio::test]
async fn a_new_file_replaces_a_documents_text_and_a_rename_keeps_it() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = document["id"].as_str().unwrap();

    let renamed = app
        .request(Method::PATCH, &format!("/api/learning/documents/{id}/"))
        .header("Authorization", format!("JWT {}", company.access))
        .json(&json!({"title": "Leave rules", "topic": null}))
        .send()
        .await
        .unwrap();
    assert_eq!(renamed.status(), StatusCode::OK);
    let replaced: Value = app
        .upload(
            Method::PUT,
            &format!("/api/learning/documents/{id}/file/"),
            &company,
            &docx(&["Remote work is allowed two days a week."]),
            "remote.docx",
        )
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(replaced["title"], "Leave rules");
    assert_eq!(replaced["topic"], Value::Null);
    assert_eq!(replaced["format"], "docx");
    let text: String = sqlx::query_scalar("SELECT string_agg(text, ' ') FROM learning_passages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(text, "Remote work is allowed two days a week.");
    assert_eq!(app.stored_files("documents"), 1);
}

#[tokio::test]
async fn a_document_a_teacher_uses_names_the_teacher_before_it_is_deleted() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = document["id"].as_str().unwrap();
    teacher(&app, &company, &[id]).await;

    let refused = app
        .delete_as(&format!("/api/learning/documents/{id}/"), &company.access)
        .await;
    let body = assert_error(refused, StatusCode::CONFLICT, "document_in_use").await;
    assert_eq!(body["error"]["details"]["teachers"][0]["name"], "Ada");

    let deleted = app
        .delete_as(&format!("/api/learning/documents/{id}/?confirm=true"), &company.access)
        .await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let teachers: Value = app.get_json_as("/api/learning/all-ai-teachers/", &company.access).await;
    assert_eq!(teachers[0]["documents"], json!([]));
    assert_eq!(app.stored_files("documents"), 0);
}

#[tokio::test]
async fn a_teacher_answers_from_its_documents_citing_the_document_and_page() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    buy_tokens(&app, &company).await;
    let pdf = text_pdf(&[
        &["Welcome to Acme. We build ships."],
        &[
            "Employees receive 24 days of paid annual leave.",
            "Leave is planned with your manager.",
        ],
    ]);
    let handbook = uploaded(&app, &company, "Handbook", &pdf, "handbook.pdf").await;
    let unrelated = uploaded(
        &app,
        &company,
        "Canteen",
        b"The canteen opens at noon and serves soup.",
        "canteen.txt",
    )
    .await;
    let id = teacher(
        &app,
        &company,
        &[handbook["id"].as_str().unwrap(), unrelated["id"].as_str().unwrap()],
    )
    .await;
    let before = balance(&app, &company).await;
    let mut socket = connect(&app.address, &format!("/ws/ai-teacher/{id}/"), &company.access).await;

    ask(&mut socket, "How many days of paid annual leave do employees receive?").await;
    let (text, end) = answer(&mut socket).await;

    assert!(text.contains("24 days of paid annual leave"), "{text}");
    assert!(text.contains("[1]"), "{text}");
    assert_eq!(end["covered"], true);
    assert_eq!(end["citations"][0]["document_title"], "Handbook");
    assert_eq!(end["citations"][0]["page"], 2);
    assert_eq!(end["citations"][0]["number"], 1);
    let charged = end["tokens_charged"].as_u64().unwrap();
    assert!(charged > 0);
    assert_eq!(end["balance"].as_u64().unwrap(), before - charged);
    assert_eq!(balance(&app, &company).await, before - charged);
    let conversation: Value = app
        .get_json_as(&format!("/api/learning/ai-teacher/{id}/conversation/"), &company.access)
        .await;
    assert_eq!(conversation["messages"][0]["role"], "user");
    assert_eq!(conversation["messages"][1]["text"], text.as_str());
    assert_eq!(conversation["messages"][1]["citations"][0]["page"], 2);
}

#[tokio::test]
async fn a_teacher_says_plainly_when_its_documents_do_not_cover_a_question() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    buy_tokens(&app, &company).await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = teacher(&app, &company, &[document["id"].as_str().unwrap()]).await;
    let mut socket = connect(&app.address, &format!("/ws/ai-teacher/{id}/"), &company.access).await;

    ask(&mut socket, "What is the capital city of France?").await;
    let (text, end) = answer(&mut socket).await;

    assert_eq!(end["covered"], false);
    assert_eq!(end["citations"], json!([]));
    assert!(text.contains("do not cover this question"), "{text}");
}

#[tokio::test]
async fn the_built_in_teacher_answers_around_its_quotes_in_the_askers_language() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    buy_tokens(&app, &company).await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = teacher(&app, &company, &[document["id"].as_str().unwrap()]).await;
    let mut socket = connect(&app.address, &format!("/ws/ai-teacher/{id}/"), &company.access).await;
    let ask_in = |question: &str, language: &str| {
        Message::Text(
            json!({"type": "ask", "question": question, "language": language})
                .to_string()
                .into(),
        )
    };

    socket
        .send(ask_in("What is the capital city of France?", "ru"))
        .await
        .unwrap();
    let (text, _) = answer(&mut socket).await;
    assert!(text.starts_with("Документы, по которым я учу"), "{text}");

    socket
        .send(ask_in("How many days of paid annual leave?", "az"))
        .await
        .unwrap();
    let (text, _) = answer(&mut socket).await;
    assert!(text.starts_with("Sənədlərdə belə deyilir:"), "{text}");
}

#[tokio::test]
async fn the_teacher_socket_survives_a_malformed_frame() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    buy_tokens(&app, &company).await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = teacher(&app, &company, &[document["id"].as_str().unwrap()]).await;
    let mut socket = connect(&app.address, &format!("/ws/ai-teacher/{id}/"), &company.access).await;

    socket.send(Message::Text("{not json".into())).await.unwrap();
    assert_eq!(next(&mut socket).await["code"], "malformed_frame");
    socket
        .send(Message::Text(json!({"type": "ask", "question": ""}).to_string().into()))
        .await
        .unwrap();
    let empty = next(&mut socket).await;
    assert_eq!(empty["code"], "validation_failed");
    assert_eq!(empty["fields"]["question"][0], "required");

    ask(&mut socket, "How many days of sick leave need a doctor's note?").await;
    let (_, end) = answer(&mut socket).await;
    assert_eq!(end["covered"], true);
}

#[tokio::test]
async fn without_tokens_a_teacher_refuses_before_answering() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = teacher(&app, &company, &[document["id"].as_str().unwrap()]).await;
    let mut socket = connect(&app.address, &format!("/ws/ai-teacher/{id}/"), &company.access).await;

    ask(&mut socket, "How many days of paid annual leave?").await;

    let refused = next(&mut socket).await;
    assert_eq!(refused["type"], "error");
    assert_eq!(refused["code"], "not_enough_ai_tokens");
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM ai_teacher_messages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(kept, 0);
}

#[tokio::test]
async fn employees_learn_from_teachers_but_only_the_company_manages_them() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let employee = app.signed_in_employee(&company, "hr@acme.io", "hr_executive").await;
    let document = uploaded(&app, &company, "Policy", LEAVE_POLICY.as_bytes(), "leave.txt").await;
    let id = teacher(&app, &company, &[document["id"].as_str().unwrap()]).await;

    let listed: Value = app
        .get_json_as("/api/learning/all-ai-teachers/", &employee.access)
        .await;
    assert_eq!(listed[0]["id"], id.as_str());
    let documents = app.get_as("/api/learning/documents/", &employee.access).await;
    assert_error(documents, StatusCode::FORBIDDEN, "permission_denied").await;
    let created = app
        .post_as(
            "/api/learning/ai-teacher/",
            &employee.access,
            json!({"name": "Bob", "model": "hire-extractive"}),
        )
        .await;
    assert_error(created, StatusCode::FORBIDDEN, "permission_denied").await;
}

#[tokio::test]
async fn learning_is_off_without_the_lms_module() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;

    let response = app.get_as("/api/learning/all-ai-teachers/", &company.access).await;

    assert_error(response, StatusCode::NOT_FOUND, "module_not_active").await;
}

#[tokio::test]
async fn a_teacher_refuses_documents_of_another_company_and_unknown_models() {
    let app = spawn_app().await;
    let company = learning_company(&app, "boss@acme.io").await;
    let other = learning_company(&app, "boss@rival.io").await;
    let theirs = uploaded(&app, &other, "Secret", LEAVE_POLICY.as_bytes(), "secret.txt").await;

    let response = app
        .post_as(
            "/api/learning/ai-teacher/",
            &company.access,
            json!({"name": "Ada", "model": "gpt-unknown", "document_ids": [theirs["id"]]}),
        )
        .await;

    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed").await;
    assert_eq!(body["error"]["fields"]["model"][0], "invalid_choice");
    assert_eq!(body["error"]["fields"]["document_ids"][0], "invalid_choice");
}
