//! The OpenAI-compatible provider (`AI_URL`): `POST {AI_URL}/chat/completions`, streamed as
//! server-sent events, and `POST {AI_URL}/embeddings`. Any server speaking that API works
//! (OpenAI, Azure OpenAI, vLLM, llama.cpp's server, Ollama, LocalAI).

use crate::config::Secret;
use anyhow::Context;
use reqwest::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::Duration;

/// The longest answer asked for, in tokens: also what is held from the balance for it.
pub const MAX_ANSWER_TOKENS: u64 = 800;

pub struct OpenAi {
    client: reqwest::Client,
    url: String,
    key: Option<Secret>,
    model: String,
    embedding_model: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ChatMessage {
    pub role: &'static str,
    pub content: String,
}

impl ChatMessage {
    pub fn system(content: impl Into<String>) -> Self {
        Self {
            role: "system",
            content: content.into(),
        }
    }

    pub fn user(content: impl Into<String>) -> Self {
        Self {
            role: "user",
            content: content.into(),
        }
    }

    pub fn assistant(content: impl Into<String>) -> Self {
        Self {
            role: "assistant",
            content: content.into(),
        }
    }
}

/// Tokens as the API counted them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub struct Usage {
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
}

/// What went wrong with a call to the API.
#[derive(Debug, thiserror::Error)]
pub enum AiFailure {
    #[error("the AI API is rate limiting us")]
    RateLimited { retry_after_seconds: u64 },
    #[error("the AI API could not be used: {0}")]
    Unavailable(String),
}

impl From<reqwest::Error> for AiFailure {
    fn from(error: reqwest::Error) -> Self {
        Self::Unavailable(error.to_string())
    }
}

impl From<AiFailure> for crate::http::ApiError {
    fn from(failure: AiFailure) -> Self {
        match failure {
            AiFailure::RateLimited { retry_after_seconds } => Self::AiRateLimited { retry_after_seconds },
            AiFailure::Unavailable(reason) => {
                tracing::warn!(%reason, "the AI API failed");
                Self::AiUnavailable
            }
        }
    }
}

impl OpenAi {
    pub fn new(url: &str, key: Option<Secret>, model: &str, embedding_model: Option<String>) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(10))
            .timeout(Duration::from_secs(180))
            .build()
            .context("building the AI API client")?;
        Ok(Self {
            client,
            url: url.trim_end_matches('/').to_owned(),
            key,
            model: model.to_owned(),
            embedding_model,
        })
    }

    pub fn model(&self) -> &str {
        &self.model
    }

    async fn post(&self, path: &str, body: &Value) -> Result<reqwest::Response, AiFailure> {
        let mut request = self.client.post(format!("{}{path}", self.url)).json(body);
        if let Some(key) = &self.key {
            request = request.bearer_auth(key.expose());
        }
        let response = request.send().await?;
        match response.status() {
            status if status.is_success() => Ok(response),
            StatusCode::TOO_MANY_REQUESTS => {
                let retry_after_seconds = response
                    .headers()
                    .get(reqwest::header::RETRY_AFTER)
                    .and_then(|value| value.to_str().ok())
                    .and_then(|value| value.trim().parse().ok())
                    .unwrap_or(60);
                Err(AiFailure::RateLimited { retry_after_seconds })
            }
            status => {
                let text = response.text().await.unwrap_or_default();
                Err(AiFailure::Unavailable(format!(
                    "{status}: {}",
                    text.chars().take(300).collect::<String>()
                )))
            }
        }
    }

    /// A whole answer at once.
    pub async fn chat(&self, messages: &[ChatMessage], max_tokens: u64) -> Result<(String, Usage), AiFailure> {
        let body = json!({"model": self.model, "messages": messages, "max_tokens": max_tokens});
        let answer: Value = self.post("/chat/completions", &body).await?.json().await?;
        let text = answer["choices"][0]["message"]["content"]
            .as_str()
            .ok_or_else(|| AiFailure::Unavailable("an answer without choices[0].message.content".into()))?
            .to_owned();
        let usage = serde_json::from_value(answer["usage"].clone()).unwrap_or_default();
        Ok((text, usage))
    }

    /// An answer streamed piece by piece to `piece`; the whole text and the usage (`None`
    /// when the server did not report it).
    pub async fn chat_stream(
        &self,
        messages: &[ChatMessage],
        max_tokens: u64,
        mut piece: impl FnMut(&str),
    ) -> Result<(String, Option<Usage>), AiFailure> {
        let body = json!({
            "model": self.model, "messages": messages, "max_tokens": max_tokens, "stream": true,
            "stream_options": {"include_usage": true},
        });
        let mut response = self.post("/chat/completions", &body).await?;
        let mut events = ServerSentEvents::default();
        let mut text = String::new();
        let mut usage = None;
        while let Some(chunk) = response.chunk().await? {
            for data in events.feed(&chunk) {
                if data == "[DONE]" {
                    return Ok((text, usage));
                }
                let event: Value = serde_json::from_str(&data)
                    .map_err(|error| AiFailure::Unavailable(format!("a streamed event is not JSON: {error}")))?;
                if let Some(content) = event["choices"][0]["delta"]["content"].as_str()
                    && !content.is_empty()
                {
                    text.push_str(content);
                    piece(content);
                }
                if let Ok(reported) = serde_json::from_value::<Usage>(event["usage"].clone()) {
                    usage = Some(reported);
                }
            }
        }
        Ok((text, usage))
    }

    /// Embeddings of the texts, in their order; `None` when no embeddings model is configured.
    pub async fn embed(&self, texts: &[String]) -> Result<Option<Vec<Vec<f32>>>, AiFailure> {
        let Some(model) = &self.embedding_model else {
            return Ok(None);
        };
        let answer: Value = self
            .post("/embeddings", &json!({"model": model, "input": texts}))
            .await?
            .json()
            .await?;
        let mut rows: Vec<(u64, Vec<f32>)> = answer["data"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|row| {
                let index = row["index"].as_u64().unwrap_or(0);
                let vector = row["embedding"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|value| value.as_f64().map(|value| value as f32))
                    .collect();
                (index, vector)
            })
            .collect();
        if rows.len() != texts.len() {
            return Err(AiFailure::Unavailable(format!(
                "{} embeddings for {} texts",
                rows.len(),
                texts.len()
            )));
        }
        rows.sort_by_key(|(index, _)| *index);
        Ok(Some(rows.into_iter().map(|(_, vector)| vector).collect()))
    }
}

/// Cosine similarity of two embeddings.
pub fn similarity(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let norm = |v: &[f32]| v.iter().map(|x| x * x).sum::<f32>().sqrt();
    let norms = norm(a) * norm(b);
    if norms == 0.0 { 0.0 } else { dot / norms }
}

/// Splits a `text/event-stream` body into the `data` of each event, however the body is cut
/// into chunks.
#[derive(Default)]
struct ServerSentEvents {
    pending: Vec<u8>,
}

impl ServerSentEvents {
    fn feed(&mut self, chunk: &[u8]) -> Vec<String> {
        self.pending.extend(chunk.iter().filter(|byte| **byte != b'\r'));
        let mut events = Vec::new();
        while let Some(end) = self.pending.windows(2).position(|pair| pair == b"\n\n") {
            let block: Vec<u8> = self.pending.drain(..end + 2).collect();
            let block = String::from_utf8_lossy(&block);
            let data: Vec<&str> = block
                .lines()
                .filter_map(|line| line.strip_prefix("data:"))
                .map(|data| data.strip_prefix(' ').unwrap_or(data))
                .collect();
            if !data.is_empty() {
                events.push(data.join("\n"));
            }
        }
        events
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_whole_however_the_stream_is_cut() {
        let mut events = ServerSentEvents::default();
        assert!(events.feed(b"data: {\"a\"").is_empty());
        assert_eq!(events.feed(b": 1}\n\ndata: [DONE]\n\n"), vec!["{\"a\": 1}", "[DONE]"]);
    }

    #[test]
    fn identical_directions_are_most_similar() {
        assert!((similarity(&[1.0, 0.0], &[2.0, 0.0]) - 1.0).abs() < 1e-6);
        assert!(similarity(&[1.0, 0.0], &[0.0, 1.0]).abs() < 1e-6);
    }
}
