//! The `ai_teacher` socket (spec section 7): `/ws/ai-teacher/{id}/?token=…`. A client asks
//! `{"type": "ask", "question"}`; the answer streams back piece by piece (`answer_start`,
//! `token`…, `answer_end` with its citations, its cost and the balance left). Every refusal is
//! an error frame and the socket stays open.

use super::answer::{self, Answer, Citation, NOT_COVERED_MARK, Source};
use super::{store, teachers};
use crate::ai::count_tokens;
use crate::ai::openai::{ChatMessage, MAX_ANSWER_TOKENS, OpenAi, similarity};
use crate::caller::{Admit, Caller, ModuleMember, SocketCaller};
use crate::http::error::Details;
use crate::http::roles::Lms;
use crate::http::{ApiError, FieldErrors, Path};
use crate::state::AppState;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use domain::lists::Language;
use domain::market::Purpose;
use domain::validation::required_text;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::mpsc;
use uuid::Uuid;

pub const QUESTION_MAX_CHARS: usize = 2000;
const MAX_FRAME_BYTES: usize = 16 * 1024;
/// Earlier messages a model is shown with a question.
const HISTORY_MESSAGES: i64 = 6;

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum TeacherFrame {
    Ask {
        question: String,
        /// The asker's interface language, for the words Hire puts around an answer.
        #[serde(default)]
        language: Language,
    },
}

/// A question as asked.
struct Question {
    text: String,
    language: Language,
}

/// What the socket sends.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Frame<'a> {
    AnswerStart {
        message_id: Uuid,
        question_id: Uuid,
    },
    /// The next piece of the answer.
    Token {
        message_id: Uuid,
        text: &'a str,
    },
    AnswerEnd {
        message_id: Uuid,
        covered: bool,
        citations: &'a [Citation],
        tokens_charged: u64,
        /// The company's AI tokens left.
        balance: u64,
    },
    /// A refusal, in the error shape of the REST API.
    Error {
        code: &'static str,
        message: String,
        /// The answer it interrupted, once one had started.
        #[serde(skip_serializing_if = "Option::is_none")]
        message_id: Option<Uuid>,
        #[serde(skip_serializing_if = "Option::is_none")]
        details: Option<Box<Details>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fields: Option<FieldErrors>,
    },
}

impl Frame<'_> {
    fn text(&self) -> String {
        serde_json::to_string(self).expect("a frame is plain data")
    }
}

fn error_frame(error: &ApiError, message_id: Option<Uuid>) -> String {
    Frame::Error {
        code: error.code(),
        message: error.to_string(),
        message_id,
        details: error.details().map(Box::new),
        fields: error.fields(),
    }
    .text()
}

pub async fn ai_teacher(
    upgrade: WebSocketUpgrade,
    State(state): State<AppState>,
    SocketCaller(caller): SocketCaller,
    Path(id): Path<Uuid>,
) -> Result<Response, ApiError> {
    let ModuleMember { caller, company, .. } = ModuleMember::<Lms>::admit(caller, &state.pool).await?;
    teachers::teacher(&state.pool, company, id).await?;
    Ok(upgrade
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| run(socket, state, caller, company, id)))
}

async fn run(mut socket: WebSocket, state: AppState, caller: Caller, company: Uuid, teacher: Uuid) {
    while let Some(incoming) = socket.recv().await {
        let question = match incoming {
            Ok(Message::Text(text)) => match parse(text.as_str()) {
                Ok(question) => question,
                Err(error) => {
                    if send(&mut socket, error_frame(&error, None)).await.is_err() {
                        return;
                    }
                    continue;
                }
            },
            Ok(Message::Binary(_)) => {
                let error = ApiError::MalformedFrame("Frames are JSON text.");
                if send(&mut socket, error_frame(&error, None)).await.is_err() {
                    return;
                }
                continue;
            }
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Ok(Message::Close(_)) | Err(_) => return,
        };
        let mut asked = Asked {
            socket: &mut socket,
            message_id: None,
            closed: false,
        };
        if let Err(error) = ask(&state, &caller, company, teacher, &question, &mut asked).await {
            let frame = error_frame(&error, asked.message_id);
            if asked.closed || send(&mut socket, frame).await.is_err() {
                return;
            }
        } else if asked.closed {
            return;
        }
    }
}

fn parse(text: &str) -> Result<Question, ApiError> {
    let value: Value =
        serde_json::from_str(text).map_err(|_| ApiError::MalformedFrame("A frame is one JSON object."))?;
    let TeacherFrame::Ask { question, language } = crate::http::json_value(value).map_err(|error| match error {
        ApiError::Validation(_) => error,
        _ => ApiError::MalformedFrame("A frame is {\"type\": \"ask\", \"question\": \"…\"}."),
    })?;
    let text = required_text(&question, QUESTION_MAX_CHARS).map_err(|error| ApiError::field("question", error))?;
    Ok(Question { text, language })
}

async fn send(socket: &mut WebSocket, frame: String) -> Result<(), axum::Error> {
    socket.send(Message::Text(frame.into())).await
}

/// The socket while one question is answered.
struct Asked<'a> {
    socket: &'a mut WebSocket,
    /// Set once the answer has started.
    message_id: Option<Uuid>,
    /// The client went away.
    closed: bool,
}

impl Asked<'_> {
    async fn frame(&mut self, frame: Frame<'_>) {
        if !self.closed && send(self.socket, frame.text()).await.is_err() {
            self.closed = true;
        }
    }

    async fn start(&mut self, question_id: Uuid) -> Uuid {
        let message_id = Uuid::now_v7();
        self.message_id = Some(message_id);
        self.frame(Frame::AnswerStart {
            message_id,
            question_id,
        })
        .await;
        message_id
    }

    async fn piece(&mut self, text: &str) {
        if let Some(message_id) = self.message_id {
            self.frame(Frame::Token { message_id, text }).await;
        }
    }
}

async fn ask(
    state: &AppState,
    caller: &Caller,
    company: Uuid,
    teacher_id: Uuid,
    asked_question: &Question,
    asked: &mut Asked<'_>,
) -> Result<(), ApiError> {
    let question = asked_question.text.as_str();
    state.ai.check_rate(company).await?;
    state.ai.require_tokens(company).await?;
    let teacher = teachers::teacher(&state.pool, company, teacher_id).await?;
    let documents: Vec<Uuid> = teacher.documents.iter().map(|document| document.id).collect();
    let sources = answer::sources(state, company, &documents, question).await?;
    let call_id = Uuid::now_v7();
    let question_id = Uuid::now_v7();
    let (answer, charged, balance) = match state.ai.remote() {
        Some(remote) if !sources.is_empty() => {
            let history: Vec<(bool, String)> = store::messages(&state.pool, teacher_id, caller.id, HISTORY_MESSAGES)
                .await?
                .into_iter()
                .map(|message| (message.role == "user", message.text))
                .collect();
            let (sources, embedded) = ranked(remote, question, sources).await?;
            let messages = answer::prompt(&teacher.name, teacher.topic.as_deref(), question, &sources, &history);
            remote_answer(
                state,
                remote,
                caller,
                company,
                call_id,
                question_id,
                &messages,
                &sources,
                embedded,
                asked_question.language,
                asked,
            )
            .await?
        }
        _ => {
            let answer = answer::extractive(question, &sources, asked_question.language);
            let cost = count_tokens(&answer::read_text(question, &sources)) + count_tokens(&answer.text);
            let balance = state
                .ai
                .charge(company, caller.id, call_id, cost, Purpose::AiTeacher)
                .await?;
            asked.start(question_id).await;
            for piece in answer::pieces(&answer.text) {
                asked.piece(piece).await;
            }
            (answer, cost, balance)
        }
    };
    let message_id = asked.message_id.expect("the answer has started");
    store::record_exchange(
        &state.pool,
        teacher_id,
        caller.id,
        (question_id, question),
        (message_id, &answer),
    )
    .await?;
    asked
        .frame(Frame::AnswerEnd {
            message_id,
            covered: answer.covered,
            citations: &answer.citations,
            tokens_charged: charged,
            balance,
        })
        .await;
    Ok(())
}

/// The passages in the order the embeddings model finds them closest to the question, when
/// one is configured; the tokens sent to it.
async fn ranked(remote: &OpenAi, question: &str, sources: Vec<Source>) -> Result<(Vec<Source>, u64), ApiError> {
    let mut texts = vec![question.to_owned()];
    texts.extend(sources.iter().map(|source| source.text.clone()));
    let Some(vectors) = remote.embed(&texts).await? else {
        return Ok((sources, 0));
    };
    let sent = texts.iter().map(|text| count_tokens(text)).sum();
    let mut scored: Vec<(f32, Source)> = sources
        .into_iter()
        .zip(&vectors[1..])
        .map(|(source, vector)| (similarity(&vectors[0], vector), source))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    Ok((scored.into_iter().map(|(_, source)| source).collect(), sent))
}

/// Holds what the answer may need, streams the model's answer, then gives back what it did
/// not use. A model saying [`NOT_COVERED_MARK`] is never shown as such.
#[allow(clippy::too_many_arguments)]
async fn remote_answer(
    state: &AppState,
    remote: &OpenAi,
    caller: &Caller,
    company: Uuid,
    call_id: Uuid,
    question_id: Uuid,
    messages: &[ChatMessage],
    sources: &[Source],
    embedded: u64,
    language: Language,
    asked: &mut Asked<'_>,
) -> Result<(Answer, u64, u64), ApiError> {
    let prompt_tokens: u64 = messages.iter().map(|message| count_tokens(&message.content)).sum();
    let held = embedded + prompt_tokens + MAX_ANSWER_TOKENS;
    state
        .ai
        .charge(company, caller.id, call_id, held, Purpose::AiTeacher)
        .await?;
    asked.start(question_id).await;
    let (pieces, mut received) = mpsc::unbounded_channel::<String>();
    let streaming = remote.chat_stream(messages, MAX_ANSWER_TOKENS, move |piece| {
        let _ = pieces.send(piece.to_owned());
    });
    tokio::pin!(streaming);
    let mut withheld = String::new();
    let mut released = false;
    let result = loop {
        tokio::select! {
            result = &mut streaming => break result,
            Some(piece) = received.recv() => {
                if released {
                    asked.piece(&piece).await;
                } else {
                    withheld.push_str(&piece);
                    if withheld.trim_start().len() >= NOT_COVERED_MARK.len() && !withheld.trim_start().starts_with(NOT_COVERED_MARK) {
                        asked.piece(&withheld).await;
                        released = true;
                    }
                }
            }
        }
    };
    while let Ok(piece) = received.try_recv() {
        if released {
            asked.piece(&piece).await;
        } else {
            withheld.push_str(&piece);
        }
    }
    let (text, usage) = match result {
        Ok(answered) => answered,
        Err(failure) => {
            state.ai.refund(company, caller.id, call_id, held).await?;
            return Err(failure.into());
        }
    };
    let answer = answer::from_model(&text, sources, language);
    if !released {
        let shown = if answer.covered {
            withheld.as_str()
        } else {
            answer.text.as_str()
        };
        for piece in answer::pieces(shown) {
            asked.piece(piece).await;
        }
    }
    let used = embedded
        + match usage {
            Some(usage) => usage.prompt_tokens + usage.completion_tokens,
            None => prompt_tokens + count_tokens(&text),
        };
    let used = used.clamp(1, held);
    let balance = state.ai.refund(company, caller.id, call_id, held - used).await?;
    Ok((answer, used, balance))
}
