//! The OpenAI-compatible provider (`AI_URL`) against a **recorded exchange**: no such server
//! can be installed here from the package registries, so a small HTTP server in this test
//! replays answers recorded from the OpenAI chat completions API (`fixtures/openai/`), the
//! streamed ones byte for byte. It also keeps what Hire sent, so the tests check the requests.
//! Embeddings cannot be replayed for texts a test makes up, so `/v1/embeddings` answers in the
//! API's recorded shape with vectors chosen by a stated rule (named as such below).

use crate::ai_proposal::job_with_applicants;
use crate::helpers::{TestApp, assert_error, spawn_app_with};
use crate::learning::{LEAVE_POLICY, learning_company, upload_document};
use crate::market::{balance, buy_tokens};
use crate::realtime::{connect, next};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::SinkExt;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use tokio_tungstenite::tungstenite::Message;

const ANSWER: &str = include_str!("fixtures/openai/chat-stream-answer.sse");
const NOT_COVERED: &str = include_str!("fixtures/openai/chat-stream-not-covered.sse");
const PROPOSAL: &str = include_str!("fixtures/openai/chat-proposal.json");

/// What Hire sent: the Authorization header and the JSON body of each request.
type Received = Arc<Mutex<Vec<(Option<String>, Value)>>>;

async fn chat_completions(State(received): State<Received>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let authorization = headers
        .get("authorization")
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned);
    received.lock().unwrap().push((authorization, body.clone()));
    let asked = body["messages"].as_array().unwrap().last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    if asked.contains("outage") {
        return (StatusCode::SERVICE_UNAVAILABLE, "upstream overloaded").into_response();
    }
    if body["stream"] == true {
        let recorded = if asked.contains("France") { NOT_COVERED } else { ANSWER };
        return ([("content-type", "text/event-stream")], recorded).into_response();
    }
    // The recording names applicants by their order in the prompt; today's ids go in.
    let mut answer = PROPOSAL.to_owned();
    let ids: Vec<&str> = asked
        .lines()
        .filter_map(|line| line.strip_prefix("application_id: "))
        .collect();
    for (place, id) in ids.iter().enumerate() {
        answer = answer.replace(&format!("{{{{application:{}}}}}", place + 1), id);
    }
    ([("content-type", "application/json")], answer).into_response()
}

/// A stand-in for an embeddings model, in the shape of OpenAI's answer: a text about sick
/// leave points one way, anything else the other, and a question points where its words do.
async fn embeddings(State(received): State<Received>, Json(body): Json<Value>) -> Json<Value> {
    received.lock().unwrap().push((None, body.clone()));
    let data: Vec<Value> = body["input"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(index, text)| {
            let sick = text.as_str().unwrap().to_lowercase().contains("sick");
            json!({"object": "embedding", "index": index, "embedding": if sick { [0.96, 0.28] } else { [0.28, 0.96] }})
        })
        .collect();
    Json(
        json!({"object": "list", "data": data, "model": "text-embedding-3-small",
                "usage": {"prompt_tokens": 60, "total_tokens": 60}}),
    )
}

/// The replaying server, and Hire using it as its AI.
async fn app_with_recorded_ai() -> (TestApp, Received) {
    app_with_ai(None).await
}

async fn app_with_ai(embedding_model: Option<&str>) -> (TestApp, Received) {
    let received: Received = Arc::default();
    let router = axum::Router::new()
        .route("/v1/chat/completions", axum::routing::post(chat_completions))
        .route("/v1/embeddings", axum::routing::post(embeddings))
        .with_state(received.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await });
    let app = spawn_app_with(|config| {
        config.ai_url = Some(url);
        config.ai_key = Some("sk-test-key".to_owned().into());
        config.ai_model = "gpt-4o-mini".to_owned();
        config.ai_embedding_model = embedding_model.map(str::to_owned);
    })
    .await;
    (app, received)
}

/// A teacher on the configured model with the leave policy; the socket to it.
async fn teacher_socket(app: &TestApp) -> (crate::helpers::Tokens, crate::realtime::Socket) {
    teacher_socket_with(app, &[("Leave policy", LEAVE_POLICY)]).await
}

/// A teacher on the configured model with these documents (title, text); the socket to it.
async fn teacher_socket_with(
    app: &TestApp,
    documents: &[(&str, &str)],
) -> (crate::helpers::Tokens, crate::realtime::Socket) {
    let company = learning_company(app, "boss@acme.io").await;
    buy_tokens(app, &company).await;
    let mut ids = Vec::new();
    for (title, text) in documents {
        let document: Value = upload_document(app, &company, title, text.as_bytes(), "document.txt")
            .await
            .json()
            .await
            .unwrap();
        ids.push(document["id"].clone());
    }
    let models: Value = app.get_json_as("/api/learning/ai-models/", &company.access).await;
    assert_eq!(models[0]["id"], "gpt-4o-mini");
    let teacher = crate::helpers::created(
        app.post_as(
            "/api/learning/ai-teacher/",
            &company.access,
            json!({"name": "Ada", "model": "gpt-4o-mini", "document_ids": ids}),
        )
        .await,
    )
    .await;
    let socket = connect(&app.address, &format!("/ws/ai-teacher/{teacher}/"), &company.access).await;
    (company, socket)
}

async fn ask(socket: &mut crate::realtime::Socket, question: &str) {
    socket
        .send(Message::Text(
            json!({"type": "ask", "question": question}).to_string().into(),
        ))
        .await
        .unwrap();
}

/// The streamed pieces and the closing frame.
async fn streamed(socket: &mut crate::realtime::Socket) -> (Vec<String>, Value) {
    assert_eq!(next(socket).await["type"], "answer_start");
    let mut pieces = Vec::new();
    loop {
        let frame = next(socket).await;
        match frame["type"].as_str() {
            Some("token") => pieces.push(frame["text"].as_str().unwrap().to_owned()),
            Some("answer_end") => return (pieces, frame),
            _ => panic!("unexpected frame {frame}"),
        }
    }
}

#[tokio::test]
async fn a_model_answer_streams_through_and_cites_the_passage_it_names() {
    let (app, received) = app_with_recorded_ai().await;
    let (company, mut socket) = teacher_socket(&app).await;

    ask(&mut socket, "How many days of paid annual leave do employees receive?").await;
    let (pieces, end) = streamed(&mut socket).await;

    assert_eq!(
        pieces.concat(),
        "Employees receive 24 days of paid annual leave each year [1]."
    );
    assert!(pieces.len() > 5, "{pieces:?}");
    assert_eq!(end["covered"], true);
    assert_eq!(end["citations"][0]["number"], 1);
    assert_eq!(end["citations"][0]["document_title"], "Leave policy");
    // The recorded usage: 182 tokens sent, 14 received; what was held beyond is given back.
    assert_eq!(end["tokens_charged"], 196);
    assert_eq!(balance(&app, &company).await, 50_000 - 196);
    let sent = received.lock().unwrap()[0].clone();
    assert_eq!(sent.0.as_deref(), Some("Bearer sk-test-key"));
    assert_eq!(sent.1["model"], "gpt-4o-mini");
    assert_eq!(sent.1["stream"], true);
    let prompt = sent.1["messages"].to_string();
    assert!(prompt.contains("24 days of paid annual leave"), "{prompt}");
    assert!(prompt.contains("NOT_COVERED"), "{prompt}");
}

#[tokio::test]
async fn with_an_embeddings_model_the_closest_passage_is_shown_to_the_model_first() {
    let (app, received) = app_with_ai(Some("text-embedding-3-small")).await;
    let documents = [
        ("Annual leave", "Employees receive 24 days of paid annual leave."),
        ("Sick leave", "Sick days are paid from the first day."),
    ];
    let (_, mut socket) = teacher_socket_with(&app, &documents).await;

    // Search alone puts annual leave first: it holds more of the question's terms.
    ask(&mut socket, "Is annual leave paid when I am sick?").await;
    streamed(&mut socket).await;

    let sent = received.lock().unwrap().clone();
    assert_eq!(sent[0].1["model"], "text-embedding-3-small");
    assert_eq!(sent[0].1["input"][0], "Is annual leave paid when I am sick?");
    let prompt = sent[1].1["messages"].as_array().unwrap().last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    let first = prompt.lines().find(|line| line.starts_with("[1]")).unwrap();
    assert!(first.contains("Sick days are paid"), "{prompt}");
}

#[tokio::test]
async fn a_model_saying_the_documents_do_not_cover_it_is_shown_as_the_plain_answer() {
    let (app, _) = app_with_recorded_ai().await;
    let (_, mut socket) = teacher_socket(&app).await;

    ask(&mut socket, "What is the capital of France? Annual leave aside.").await;
    let (pieces, end) = streamed(&mut socket).await;

    assert_eq!(end["covered"], false);
    assert_eq!(end["citations"], json!([]));
    assert!(!pieces.concat().contains("NOT_COVERED"), "{pieces:?}");
    assert!(pieces.concat().contains("do not cover this question"));
    assert_eq!(end["tokens_charged"], 178);
}

#[tokio::test]
async fn an_unreachable_model_refunds_what_was_held_and_the_socket_stays_open() {
    let (app, _) = app_with_recorded_ai().await;
    let (company, mut socket) = teacher_socket(&app).await;

    ask(&mut socket, "Annual leave during an outage?").await;
    assert_eq!(next(&mut socket).await["type"], "answer_start");
    let failed = next(&mut socket).await;

    assert_eq!(failed["type"], "error");
    assert_eq!(failed["code"], "ai_unavailable");
    assert_eq!(balance(&app, &company).await, 50_000);
    ask(&mut socket, "How many days of paid annual leave do employees receive?").await;
    assert_eq!(streamed(&mut socket).await.1["covered"], true);
}

#[tokio::test]
async fn the_model_ranks_the_applicants_and_writes_the_reasons() {
    let (app, received) = app_with_recorded_ai().await;
    let (company, job) = job_with_applicants(&app).await;
    buy_tokens(&app, &company).await;

    let proposal: Value = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(proposal["provider"], "gpt-4o-mini");
    assert_eq!(proposal["candidates"][0]["score"], 91);
    assert!(
        proposal["candidates"][0]["reason"]
            .as_str()
            .unwrap()
            .starts_with("Knows Rust and PostgreSQL")
    );
    assert_eq!(
        proposal["candidates"][0]["matched_skills"],
        json!(["Rust", "PostgreSQL"])
    );
    assert_eq!(proposal["candidates"][1]["score"], 18);
    let charged = proposal["tokens_charged"].as_u64().unwrap();
    assert!(charged >= 736, "{charged}");
    assert_eq!(balance(&app, &company).await, 50_000 - charged);
    let prompt = received.lock().unwrap()[0].1["messages"].to_string();
    assert!(prompt.contains("Required skills: Rust, PostgreSQL"), "{prompt}");
}

#[tokio::test]
async fn a_model_answer_that_is_not_the_ranking_asked_for_fails_to_load() {
    let (app, _) = app_with_recorded_ai().await;
    let (company, job) = crate::ai_proposal::company_with_job(&app).await;
    buy_tokens(&app, &company).await;
    // One applicant only: the recording ranks two, so one of its ids is left unfilled.
    let seeker = app.visible_candidate("ann@example.org", "Engineer", &["Rust"]).await;
    app.apply(&seeker, &job).await;

    let response = app
        .post_as(&format!("/api/jobs/ai-proposal/{job}/"), &company.access, json!({}))
        .await;

    assert_error(response, StatusCode::BAD_REQUEST, "ai_proposal_failed").await;
}
