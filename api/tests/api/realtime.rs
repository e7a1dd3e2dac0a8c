//! Chat and notifications over real websockets, on one instance and across two.

use crate::helpers::{PASSWORD, TestApp, Tokens, spawn_app, start_server, tokens};
use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub async fn connect(address: &str, path: &str, access: &str) -> Socket {
    let url = format!("{}{path}?token={access}", address.replacen("http", "ws", 1));
    connect_async(url).await.expect("websocket handshake").0
}

pub async fn send(socket: &mut Socket, frame: Value) {
    socket.send(Message::Text(frame.to_string().into())).await.unwrap();
}

/// The next JSON frame, waiting at most five seconds.
pub async fn next(socket: &mut Socket) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("a frame in time")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = frame {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// The next frame of `kind`, passing over the others.
async fn next_of(socket: &mut Socket, kind: &str) -> Value {
    loop {
        let frame = next(socket).await;
        if frame["type"] == kind {
            return frame;
        }
    }
}

async fn two_users(app: &TestApp) -> (Tokens, String, Tokens, String) {
    let ada = app.signed_in_jobseeker("ada@example.org").await;
    let company = app.signed_in_company("boss@acme.io").await;
    let (ada_id, company_id) = (app.user_id(&ada).await, app.user_id(&company).await);
    (ada, ada_id, company, company_id)
}

#[tokio::test]
async fn a_message_reaches_both_sides_live_and_stays_in_the_history() {
    let app = spawn_app().await;
    let (ada, ada_id, company, company_id) = two_users(&app).await;
    let mut ada_socket = connect(&app.address, "/ws/chat/", &ada.access).await;
    let mut company_socket = connect(&app.address, "/ws/chat/", &company.access).await;

    send(
        &mut ada_socket,
        json!({"type": "send_message", "message": "Hello!", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;

    let received = next(&mut company_socket).await;
    assert_eq!(received["message"], "Hello!");
    assert_eq!(received["sender_id"], ada_id.as_str());
    assert_eq!(received["is_read"], false);
    assert!(received["timestamp"].is_string() && received["id"].is_string());
    assert_eq!(
        next(&mut ada_socket).await["id"],
        received["id"],
        "the sender sees it too"
    );
    let history: Value = app
        .get_json_as(&format!("/api/chat/messages/{ada_id}/"), &company.access)
        .await;
    assert_eq!(history["messages"][0]["message"], "Hello!");
    assert_eq!(history["sender"]["user_type"], "jobseeker");
    assert_eq!(history["sender"]["name"], "Ada Lovelace");
}

#[tokio::test]
async fn blank_messages_are_refused_and_the_connection_stays_up() {
    let app = spawn_app().await;
    let (ada, ada_id, _, company_id) = two_users(&app).await;
    let mut socket = connect(&app.address, "/ws/chat/", &ada.access).await;

    send(
        &mut socket,
        json!({"type": "send_message", "message": " \n\t ", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;
    assert_eq!(
        next(&mut socket).await,
        json!({"type": "error", "code": "validation_failed", "message": "Some fields are not valid."})
    );

    send(
        &mut socket,
        json!({"type": "send_message", "message": "Still here", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;
    assert_eq!(next(&mut socket).await["message"], "Still here");
}

#[tokio::test]
async fn a_message_over_the_size_limit_is_refused() {
    let app = spawn_app().await;
    let (ada, ada_id, _, company_id) = two_users(&app).await;
    let mut socket = connect(&app.address, "/ws/chat/", &ada.access).await;

    send(
        &mut socket,
        json!({"type": "send_message", "message": "a".repeat(5001), "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;

    assert_eq!(next(&mut socket).await["code"], "validation_failed");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM chat_messages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn a_sender_id_that_is_not_the_caller_is_refused() {
    let app = spawn_app().await;
    let (ada, _, _, company_id) = two_users(&app).await;
    let mut socket = connect(&app.address, "/ws/chat/", &ada.access).await;

    send(
        &mut socket,
        json!({"type": "send_message", "message": "Spoofed", "receiver_id": company_id, "sender_id": company_id}),
    )
    .await;

    assert_eq!(next(&mut socket).await["code"], "permission_denied");
}

#[tokio::test]
async fn malformed_frames_get_an_error_frame_and_the_connection_stays_up() {
    let app = spawn_app().await;
    let (ada, ada_id, _, company_id) = two_users(&app).await;
    let mut socket = connect(&app.address, "/ws/chat/", &ada.access).await;

    for frame in [
        "not json",
        r#"{"type": "dance"}"#,
        r#"{"type": "send_message"}"#,
        r#"{"type": "mark_read", "message_id": 5}"#,
    ] {
        socket.send(Message::Text(frame.into())).await.unwrap();
        assert_eq!(next(&mut socket).await["code"], "malformed_frame", "{frame}");
    }
    socket.send(Message::Binary(vec![1, 2, 3].into())).await.unwrap();
    assert_eq!(next(&mut socket).await["code"], "malformed_frame");

    send(
        &mut socket,
        json!({"type": "send_message", "message": "Fine", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;
    assert_eq!(next(&mut socket).await["message"], "Fine");
}

#[tokio::test]
async fn expired_or_tampered_tokens_are_refused_at_the_handshake() {
    let app = spawn_app().await;
    let (ada, _, _, _) = two_users(&app).await;
    let ws = app.address.replacen("http", "ws", 1);
    let tampered = format!("{}x", ada.access);

    for url in [
        format!("{ws}/ws/chat/?token={tampered}"),
        format!("{ws}/ws/notifications/?token=a.b.c"),
        format!("{ws}/ws/chat/"),
    ] {
        let refused = connect_async(url.as_str()).await.expect_err("the handshake fails");
        match refused {
            tokio_tungstenite::tungstenite::Error::Http(response) => {
                assert_eq!(response.status(), StatusCode::UNAUTHORIZED.as_u16())
            }
            other => panic!("unexpected {other}"),
        }
    }
}

#[tokio::test]
async fn the_unread_count_rises_with_a_message_and_falls_when_it_is_read() {
    let app = spawn_app().await;
    let (ada, _, company, company_id) = two_users(&app).await;
    let mut bell = connect(&app.address, "/ws/notifications/", &company.access).await;
    assert_eq!(
        next(&mut bell).await,
        json!({"type": "initial", "unread_count": 0, "unread_notifications": 0})
    );
    let mut company_chat = connect(&app.address, "/ws/chat/", &company.access).await;

    let sent = app
        .post_as(
            "/api/chat/message/",
            &ada.access,
            json!({"receiver_id": company_id, "message": "Hi"}),
        )
        .await;
    let sent: Value = sent.json().await.unwrap();
    assert_eq!(next(&mut bell).await["unread_count"], 1);

    send(
        &mut company_chat,
        json!({"type": "mark_read", "message_id": sent["id"]}),
    )
    .await;
    assert_eq!(next(&mut bell).await["unread_count"], 0);
    let conversations: Value = app.get_json_as("/api/chat/messages/", &ada.access).await;
    assert_eq!(conversations[0]["last_message"]["is_read"], true);
    assert_eq!(conversations[0]["with"]["id"], company_id.as_str());
}

#[tokio::test]
async fn an_application_moving_rings_the_job_seekers_bell_until_seen() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let application = app.apply(&seeker, &job).await;
    let mut bell = connect(&app.address, "/ws/notifications/", &seeker.access).await;
    assert_eq!(next(&mut bell).await["unread_notifications"], 0);

    app.act(&company, &application, "next_step").await;
    assert_eq!(next(&mut bell).await["unread_notifications"], 1);

    send(&mut bell, json!({"type": "mark_seen"})).await;
    assert_eq!(next_of(&mut bell, "new_message").await["unread_notifications"], 0);
}

#[tokio::test]
async fn an_application_changing_tells_both_parties_screens_to_read_it_again() {
    let app = spawn_app().await;
    let company = app.signed_in_company("boss@acme.io").await;
    let seeker = app.candidate("ada@example.org").await;
    let job = app.post_job(&company, "Backend engineer", true).await;
    let mut company_bell = connect(&app.address, "/ws/notifications/", &company.access).await;
    let mut seeker_bell = connect(&app.address, "/ws/notifications/", &seeker.access).await;
    next(&mut company_bell).await;
    next(&mut seeker_bell).await;

    let application = app.apply(&seeker, &job).await;
    let changed = json!({"type": "application_changed", "application_id": application, "job_id": job});
    assert_eq!(next(&mut company_bell).await["unread_notifications"], 1);
    assert_eq!(next(&mut company_bell).await, changed);
    assert_eq!(next(&mut seeker_bell).await, changed, "the applicant's own screens too");

    app.act(&company, &application, "next_step").await;
    assert_eq!(next(&mut seeker_bell).await["unread_notifications"], 1);
    assert_eq!(next(&mut seeker_bell).await, changed);
    assert_eq!(
        next(&mut company_bell).await,
        changed,
        "the company's other screens, with no bell for its own move"
    );
}

#[tokio::test]
async fn a_message_sent_while_offline_is_in_the_history_on_reconnect() {
    let app = spawn_app().await;
    let (ada, ada_id, company, company_id) = two_users(&app).await;
    let socket = connect(&app.address, "/ws/chat/", &company.access).await;
    drop(socket);

    let mut ada_socket = connect(&app.address, "/ws/chat/", &ada.access).await;
    send(&mut ada_socket, json!({"type": "send_message", "message": "While you were away", "receiver_id": company_id, "sender_id": ada_id})).await;
    next(&mut ada_socket).await;

    let _back = connect(&app.address, "/ws/chat/", &company.access).await;
    let history: Value = app
        .get_json_as(&format!("/api/chat/messages/{ada_id}/"), &company.access)
        .await;
    assert_eq!(history["messages"][0]["message"], "While you were away");
}

#[tokio::test]
async fn two_instances_deliver_to_each_others_clients() {
    let app = spawn_app().await;
    let (_, ada_id, _, company_id) = two_users(&app).await;
    let mut first = start_server(&app.database_url, &app.data_dir).await;
    let mut second = start_server(&app.database_url, &app.data_dir).await;
    let login = |address: String, email: &'static str| async move {
        tokens(
            reqwest::Client::new()
                .post(format!("{address}/api/auth/jwt/create/"))
                .json(&json!({"email": email, "password": PASSWORD}))
                .send()
                .await
                .unwrap(),
        )
        .await
    };
    let ada = login(first.address.clone(), "ada@example.org").await;
    let company = login(second.address.clone(), "boss@acme.io").await;
    let mut on_first = connect(&first.address, "/ws/chat/", &ada.access).await;
    let mut on_second = connect(&second.address, "/ws/chat/", &company.access).await;
    let mut bell_on_second = connect(&second.address, "/ws/notifications/", &company.access).await;
    next(&mut bell_on_second).await;

    send(
        &mut on_first,
        json!({"type": "send_message", "message": "Across instances", "receiver_id": company_id, "sender_id": ada_id}),
    )
    .await;

    assert_eq!(next(&mut on_second).await["message"], "Across instances");
    assert_eq!(next(&mut bell_on_second).await["unread_count"], 1);
    for server in [&mut first, &mut second] {
        server.child.kill().unwrap();
        server.child.wait().unwrap();
    }
}
