//! How a teacher answers: the passages of its documents that best match the question (through
//! the search backend), then either the built-in extractive answer (the best sentences,
//! quoted and numbered with their sources) or a model's answer from those passages alone.
//! Either way an answer cites the passages it used, and says plainly when the documents do
//! not cover the question instead of inventing one.

pub use super::store::{Answer, Citation};
use crate::ai::openai::ChatMessage;
use crate::http::ApiError;
use crate::state::AppState;
use anyhow::Context;
use domain::lists::{Language, Names};
use std::collections::HashSet;
use uuid::Uuid;

/// Passages read for one question.
const SOURCES_PER_QUESTION: u32 = 8;
/// Passages quoted in one built-in answer.
const QUOTED_SOURCES: usize = 3;
/// Sentences quoted from one passage.
const SENTENCES_PER_SOURCE: usize = 2;
/// What the model is told to answer when the passages do not hold the answer.
pub const NOT_COVERED_MARK: &str = "NOT_COVERED";

/// What the built-in provider, and Hire for a model, answer when the passages do not hold the answer.
pub const NOT_COVERED_TEXT: Names = Names {
    en: "The documents I teach from do not cover this question, so I will not guess. \
Ask about something they cover, or ask your company to add a document about it.",
    az: "Öyrətdiyim sənədlərdə bu sualın cavabı yoxdur, ona görə təxmin etməyəcəyəm. \
Onların əhatə etdiyi mövzu barədə soruşun və ya şirkətinizdən bu barədə sənəd əlavə etməsini xahiş edin.",
    ru: "Документы, по которым я учу, не отвечают на этот вопрос, поэтому я не буду гадать. \
Спросите о том, что в них есть, или попросите компанию добавить документ об этом.",
};

/// The built-in provider's words before its quotes.
const QUOTES_INTRO: Names = Names {
    en: "Here is what the documents say:",
    az: "Sənədlərdə belə deyilir:",
    ru: "Вот что говорится в документах:",
};

/// A passage read to answer a question.
#[derive(Debug, Clone)]
pub struct Source {
    pub document_id: Uuid,
    pub document_title: String,
    pub page: Option<i32>,
    pub text: String,
}

impl Answer {
    pub fn not_covered(language: Language) -> Self {
        Self {
            text: NOT_COVERED_TEXT.of(language).to_owned(),
            covered: false,
            citations: Vec::new(),
        }
    }
}

/// The best passages of `documents` for the question, best first.
pub async fn sources(
    state: &AppState,
    company: Uuid,
    documents: &[Uuid],
    question: &str,
) -> Result<Vec<Source>, ApiError> {
    let hits = state
        .search
        .search_passages(&search::PassageQuery {
            q: question.to_owned(),
            company_id: company,
            document_ids: documents.to_vec(),
            limit: SOURCES_PER_QUESTION,
        })
        .await
        .context("searching a teacher's passages")?;
    let ids: Vec<Uuid> = hits.iter().map(|hit| hit.id).collect();
    let rows = super::store::passages(&state.pool, company, &ids).await?;
    Ok(ids
        .iter()
        .filter_map(|id| rows.iter().find(|row| row.0 == *id))
        .map(|(_, document_id, title, page, text)| Source {
            document_id: *document_id,
            document_title: title.clone(),
            page: *page,
            text: text.clone(),
        })
        .collect())
}

/// The text the built-in provider reads for a question: what its cost is counted from.
pub fn read_text(question: &str, sources: &[Source]) -> String {
    sources
        .iter()
        .fold(question.to_owned(), |read, source| read + "\n" + &source.text)
}

/// The built-in answer: the sentences of the best passages holding most of the question's
/// terms, quoted and numbered. A passage counts only when it holds at least half of them.
pub fn extractive(question: &str, sources: &[Source], language: Language) -> Answer {
    let terms: HashSet<String> = search::passage_terms(question).into_iter().collect();
    if terms.is_empty() {
        return Answer::not_covered(language);
    }
    let needed = terms.len().div_ceil(2);
    let shared = |text: &str| {
        search::passage_terms(text)
            .into_iter()
            .filter(|term| terms.contains(term))
            .collect::<HashSet<_>>()
            .len()
    };
    let mut citations = Vec::new();
    for source in sources.iter().filter(|source| shared(&source.text) >= needed) {
        let mut sentences: Vec<(usize, usize, &str)> = sentences(&source.text)
            .into_iter()
            .enumerate()
            .map(|(place, sentence)| (shared(sentence), place, sentence))
            .filter(|(count, _, _)| *count > 0)
            .collect();
        sentences.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        // A second sentence is quoted only when it holds half as much of the question as the best.
        let best = sentences.first().map_or(0, |(count, _, _)| *count);
        sentences.retain(|(count, _, _)| count * 2 >= best);
        sentences.truncate(SENTENCES_PER_SOURCE);
        sentences.sort_by_key(|(_, place, _)| *place);
        let quote = sentences
            .iter()
            .map(|(_, _, sentence)| *sentence)
            .collect::<Vec<_>>()
            .join(" ");
        if quote.is_empty() || citations.iter().any(|citation: &Citation| citation.quote == quote) {
            continue;
        }
        citations.push(Citation {
            number: citations.len() as u32 + 1,
            document_id: source.document_id,
            document_title: source.document_title.clone(),
            page: source.page,
            quote,
        });
        if citations.len() == QUOTED_SOURCES {
            break;
        }
    }
    if citations.is_empty() {
        return Answer::not_covered(language);
    }
    let quotes: Vec<String> = citations
        .iter()
        .map(|citation| format!("“{}” [{}]", citation.quote, citation.number))
        .collect();
    Answer {
        text: format!("{}\n\n{}", QUOTES_INTRO.of(language), quotes.join("\n\n")),
        covered: true,
        citations,
    }
}

/// Sentences of a passage: cut after `.`, `!` or `?` followed by a space.
fn sentences(text: &str) -> Vec<&str> {
    let mut sentences = Vec::new();
    let mut start = 0;
    let characters: Vec<(usize, char)> = text.char_indices().collect();
    for window in characters.windows(2) {
        let ((_, end), (next_at, next)) = (window[0], window[1]);
        if matches!(end, '.' | '!' | '?') && next.is_whitespace() {
            sentences.push(text[start..next_at].trim());
            start = next_at;
        }
    }
    sentences.push(text[start..].trim());
    sentences.retain(|sentence| !sentence.is_empty());
    sentences
}

/// What a model is asked: answer only from the numbered passages, citing them, or say
/// [`NOT_COVERED_MARK`]. `history` is the conversation so far, oldest first.
pub fn prompt(
    teacher: &str,
    topic: Option<&str>,
    question: &str,
    sources: &[Source],
    history: &[(bool, String)],
) -> Vec<ChatMessage> {
    let topic = topic.map(|topic| format!(" on {topic}")).unwrap_or_default();
    let mut messages = vec![ChatMessage::system(format!(
        "You are {teacher}, a teacher{topic} for a company's employees. Answer only from the numbered passages \
         the user gives with each question, and cite the passages you use as [1], [2]. If the passages do not \
         contain the answer, reply exactly {NOT_COVERED_MARK} and nothing else. Never use other knowledge."
    ))];
    for (asked, text) in history {
        messages.push(if *asked {
            ChatMessage::user(text.clone())
        } else {
            ChatMessage::assistant(text.clone())
        });
    }
    let passages: Vec<String> = sources
        .iter()
        .enumerate()
        .map(|(index, source)| {
            let page = source.page.map(|page| format!(", page {page}")).unwrap_or_default();
            format!("[{}] ({}{page}) {}", index + 1, source.document_title, source.text)
        })
        .collect();
    messages.push(ChatMessage::user(format!(
        "Passages:\n{}\n\nQuestion: {question}",
        passages.join("\n\n")
    )));
    messages
}

/// A model's answer, with the passages it refers to as `[n]` as its citations.
pub fn from_model(text: &str, sources: &[Source], language: Language) -> Answer {
    let text = text.trim();
    if text.is_empty() || text.starts_with(NOT_COVERED_MARK) {
        return Answer::not_covered(language);
    }
    let citations = sources
        .iter()
        .enumerate()
        .filter(|(index, _)| text.contains(&format!("[{}]", index + 1)))
        .map(|(index, source)| Citation {
            number: index as u32 + 1,
            document_id: source.document_id,
            document_title: source.document_title.clone(),
            page: source.page,
            quote: source.text.chars().take(400).collect(),
        })
        .collect();
    Answer {
        text: text.to_owned(),
        covered: true,
        citations,
    }
}

/// Pieces of an answer as they are streamed: each word with the space after it.
pub fn pieces(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut in_space = false;
    for (at, c) in text.char_indices() {
        if c.is_whitespace() {
            in_space = true;
        } else if in_space {
            pieces.push(&text[start..at]);
            start = at;
            in_space = false;
        }
    }
    if start < text.len() {
        pieces.push(&text[start..]);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(title: &str, page: Option<i32>, text: &str) -> Source {
        Source {
            document_id: Uuid::from_u128(1),
            document_title: title.to_owned(),
            page,
            text: text.to_owned(),
        }
    }

    #[test]
    fn an_answer_quotes_the_sentence_holding_the_question_and_cites_its_page() {
        let sources = [source(
            "Leave policy",
            Some(2),
            "Leave is planned with your manager. Employees receive 24 days of paid annual leave. Sick days are separate.",
        )];
        let answer = extractive(
            "How many days of paid annual leave do employees receive?",
            &sources,
            Language::En,
        );
        assert!(answer.covered);
        assert!(answer.text.contains("“Employees receive 24 days of paid annual leave."));
        assert_eq!(answer.citations[0].page, Some(2));
        assert_eq!(answer.citations[0].number, 1);
        assert!(answer.text.contains("[1]"));
    }

    #[test]
    fn a_question_the_passages_barely_touch_is_not_covered() {
        let sources = [source(
            "Leave policy",
            None,
            "Employees receive 24 days of paid annual leave.",
        )];
        let answer = extractive("What is the capital city of France?", &sources, Language::En);
        assert!(!answer.covered);
        assert!(answer.citations.is_empty());
        assert_eq!(answer.text, NOT_COVERED_TEXT.en);
    }

    #[test]
    fn the_built_in_answer_speaks_the_askers_language_around_the_quotes() {
        let sources = [source(
            "Leave policy",
            None,
            "Employees receive 24 days of paid annual leave.",
        )];
        let quoted = extractive("How many days of paid annual leave?", &sources, Language::Az);
        assert!(
            quoted
                .text
                .starts_with("Sənədlərdə belə deyilir:\n\n“Employees receive 24 days")
        );
        let uncovered = extractive("What is the capital city of France?", &sources, Language::Ru);
        assert_eq!(uncovered.text, NOT_COVERED_TEXT.ru);
    }

    #[test]
    fn a_model_saying_not_covered_gives_the_plain_answer_without_sources() {
        let sources = [source("Leave policy", None, "Employees receive 24 days.")];
        assert_eq!(
            from_model("NOT_COVERED", &sources, Language::Az),
            Answer::not_covered(Language::Az)
        );
    }

    #[test]
    fn a_model_answer_cites_the_passages_it_names() {
        let sources = [source("A", None, "one"), source("B", Some(3), "two")];
        let answer = from_model("It is two [2].", &sources, Language::En);
        assert_eq!(answer.citations.len(), 1);
        assert_eq!(answer.citations[0].document_title, "B");
        assert_eq!(answer.citations[0].number, 2);
    }

    #[test]
    fn streamed_pieces_join_into_the_answer() {
        let text = "Here is\n\nwhat “they” say [1]";
        assert_eq!(pieces(text).concat(), text);
        assert_eq!(pieces(text)[0], "Here ");
    }
}
