//! A small HTTP client for the Hire API, for demo data and benchmarks.

use anyhow::{Result, bail};
use reqwest::Method;
use serde_json::{Value, json};

#[derive(Clone)]
pub struct Client {
    base: String,
    http: reqwest::Client,
}

#[derive(Clone)]
pub struct Session {
    pub access: String,
    pub user_id: String,
}

impl Client {
    pub fn new(base: &str) -> Self {
        Self {
            base: base.trim_end_matches('/').to_owned(),
            http: reqwest::Client::new(),
        }
    }

    /// Sends a JSON request (as `session`, if given) and returns the JSON answer; a 4xx or
    /// 5xx becomes an error carrying the answer.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        session: Option<&Session>,
        body: Option<Value>,
    ) -> Result<Value> {
        let mut request = self.http.request(method.clone(), format!("{}{path}", self.base));
        if let Some(session) = session {
            request = request.header("Authorization", format!("JWT {}", session.access));
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        if !status.is_success() {
            bail!("{method} {path} answered {status}: {text}");
        }
        Ok(if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text)?
        })
    }

    pub async fn post(&self, path: &str, session: Option<&Session>, body: Value) -> Result<Value> {
        self.call(Method::POST, path, session, Some(body)).await
    }

    pub async fn login(&self, email: &str, password: &str) -> Result<Session> {
        let tokens = self
            .post(
                "/api/auth/jwt/create/",
                None,
                json!({"email": email, "password": password}),
            )
            .await?;
        let access = tokens["access"].as_str().unwrap_or_default().to_owned();
        let mut session = Session {
            access,
            user_id: String::new(),
        };
        let me = self
            .call(Method::GET, "/api/auth/users/me/", Some(&session), None)
            .await?;
        session.user_id = me["id"].as_str().unwrap_or_default().to_owned();
        Ok(session)
    }

    /// Uploads a learning document (title and file) and returns its id.
    pub async fn upload_document(&self, session: &Session, title: &str, name: &str, text: &str) -> Result<Value> {
        let part = reqwest::multipart::Part::bytes(text.as_bytes().to_vec()).file_name(name.to_owned());
        let response = self
            .http
            .post(format!("{}/api/learning/documents/", self.base))
            .header("Authorization", format!("JWT {}", session.access))
            .multipart(
                reqwest::multipart::Form::new()
                    .text("title", title.to_owned())
                    .part("file", part),
            )
            .send()
            .await?;
        let status = response.status();
        let body = response.text().await?;
        if !status.is_success() {
            bail!("the document upload answered {status}: {body}");
        }
        Ok(serde_json::from_str::<Value>(&body)?["id"].clone())
    }

    /// Asks an AI teacher a question over its socket, as a person would, and waits for the
    /// whole answer, so the exchange is in the conversation.
    pub async fn ask_teacher(&self, session: &Session, teacher: &str, question: &str) -> Result<()> {
        use futures_util::{SinkExt, StreamExt};
        use tokio_tungstenite::tungstenite::Message;
        let address = self.base.replacen("http", "ws", 1);
        let url = format!("{address}/ws/ai-teacher/{teacher}/?token={}", session.access);
        let (mut socket, _) = tokio_tungstenite::connect_async(url).await?;
        let ask = json!({"type": "ask", "question": question, "language": "en"});
        socket.send(Message::Text(ask.to_string().into())).await?;
        while let Some(message) = socket.next().await {
            let Message::Text(text) = message? else { continue };
            let frame: Value = serde_json::from_str(text.as_str())?;
            match frame["type"].as_str() {
                Some("answer_end") => return Ok(()),
                Some("error") => bail!("the AI teacher refused the question: {frame}"),
                _ => {}
            }
        }
        bail!("the AI teacher's socket closed before the answer ended")
    }

    pub async fn upload_cv(&self, session: &Session, name: &str, bytes: Vec<u8>) -> Result<()> {
        let part = reqwest::multipart::Part::bytes(bytes)
            .file_name(name.to_owned())
            .mime_str("application/pdf")?;
        let response = self
            .http
            .post(format!("{}/api/accounts/cv/", self.base))
            .header("Authorization", format!("JWT {}", session.access))
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await?;
        if !response.status().is_success() {
            bail!("CV upload answered {}: {}", response.status(), response.text().await?);
        }
        Ok(())
    }
}

/// A small valid PDF with one line of text, standing in for a candidate's CV.
pub fn cv_pdf(name: &str) -> Vec<u8> {
    let text = format!("BT /F1 18 Tf 72 720 Td ({}) Tj ET", name.replace(['(', ')', '\\'], ""));
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_owned(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (index, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", index + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    pdf
}
