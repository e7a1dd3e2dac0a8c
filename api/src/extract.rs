//! The text of an uploaded document (spec section 5: "Documents: PDF, DOCX or TXT, max 10MB"),
//! read from its content, never its name, and cut into passages an AI teacher can quote.
//! PDF text comes from `pdf-extract`, page by page; DOCX is a zip whose `word/document.xml`
//! `quick-xml` reads; TXT must be UTF-8 text.
//!
//! A service without handlers: learning reads its documents with it, and the AI proposal the
//! CVs it scores.

use std::io::Read;

/// A passage is cut after this many words (at a paragraph's end when one is near).
const PASSAGE_WORDS: usize = 120;
/// A DOCX's text part may unpack to at most this much: a zip bomb stops here.
const DOCX_XML_MAX_BYTES: u64 = 64 * 1024 * 1024;

/// What a document's `file` may be, as the API document's `encoding` says: the content types
/// of the formats [`extract`] reads (by content, whatever the part's declared type).
pub const DOCUMENT_TYPES: &str =
    "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Pdf,
    Docx,
    Txt,
}

impl Format {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pdf => "pdf",
            Self::Docx => "docx",
            Self::Txt => "txt",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Pdf => "application/pdf",
            Self::Docx => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            Self::Txt => "text/plain; charset=utf-8",
        }
    }
}

/// One passage: its page (PDFs only, from 1) and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Passage {
    pub page: Option<u32>,
    pub text: String,
}

#[derive(Debug)]
pub struct Extracted {
    pub format: Format,
    /// PDFs only.
    pub pages: Option<u32>,
    pub passages: Vec<Passage>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ExtractError {
    #[error("Documents must be PDF, DOCX or TXT.")]
    Unsupported,
    #[error("This document has no text to read.")]
    NoText,
}

/// Reads a document's text. CPU-bound: call it off the async threads.
pub fn extract(bytes: &[u8]) -> Result<Extracted, ExtractError> {
    let (format, pages) = if bytes.starts_with(b"%PDF-") {
        (Format::Pdf, pdf_pages(bytes)?)
    } else if bytes.starts_with(b"PK\x03\x04") {
        (Format::Docx, vec![docx_text(bytes)?])
    } else {
        (Format::Txt, vec![plain_text(bytes)?])
    };
    let numbered = format == Format::Pdf;
    let page_count = numbered.then_some(pages.len() as u32);
    let passages: Vec<Passage> = pages
        .iter()
        .enumerate()
        .flat_map(|(index, text)| {
            let page = numbered.then_some(index as u32 + 1);
            cut_into_passages(&clean(text))
                .into_iter()
                .map(move |text| Passage { page, text })
        })
        .collect();
    if passages.is_empty() {
        return Err(ExtractError::NoText);
    }
    Ok(Extracted {
        format,
        pages: page_count,
        passages,
    })
}

fn pdf_pages(bytes: &[u8]) -> Result<Vec<String>, ExtractError> {
    // pdf-extract panics on some malformed files instead of failing: such a file is not one
    // we can read.
    std::panic::catch_unwind(|| pdf_extract::extract_text_from_mem_by_pages(bytes))
        .map_err(|_| ExtractError::Unsupported)?
        .map_err(|_| ExtractError::Unsupported)
}

fn docx_text(bytes: &[u8]) -> Result<String, ExtractError> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|_| ExtractError::Unsupported)?;
    let mut xml = Vec::new();
    archive
        .by_name("word/document.xml")
        .map_err(|_| ExtractError::Unsupported)?
        .take(DOCX_XML_MAX_BYTES)
        .read_to_end(&mut xml)
        .map_err(|_| ExtractError::Unsupported)?;
    let mut reader = quick_xml::Reader::from_reader(xml.as_slice());
    let mut text = String::new();
    let mut in_text = false;
    let mut buffer = Vec::new();
    loop {
        use quick_xml::events::Event;
        match reader
            .read_event_into(&mut buffer)
            .map_err(|_| ExtractError::Unsupported)?
        {
            Event::Start(element) if element.name().as_ref() == b"w:t" => in_text = true,
            Event::End(element) => match element.name().as_ref() {
                b"w:t" => in_text = false,
                b"w:p" => text.push_str("\n\n"),
                _ => {}
            },
            Event::Empty(element) => match element.name().as_ref() {
                b"w:tab" => text.push('\t'),
                b"w:br" | b"w:cr" => text.push('\n'),
                _ => {}
            },
            Event::Text(content) if in_text => {
                text.push_str(&content.xml_content().map_err(|_| ExtractError::Unsupported)?);
            }
            Event::GeneralRef(reference) if in_text => {
                let name = reference.decode().map_err(|_| ExtractError::Unsupported)?;
                let resolved = match name.as_ref() {
                    "amp" => "&".to_owned(),
                    "lt" => "<".to_owned(),
                    "gt" => ">".to_owned(),
                    "quot" => "\"".to_owned(),
                    "apos" => "'".to_owned(),
                    _ => reference
                        .resolve_char_ref()
                        .ok()
                        .flatten()
                        .map(String::from)
                        .unwrap_or_default(),
                };
                text.push_str(&resolved);
            }
            Event::Eof => break,
            _ => {}
        }
        buffer.clear();
    }
    Ok(text)
}

/// UTF-8 text without the control characters no text file holds (other than tab, line
/// breaks and form feed); anything else is some other kind of file.
fn plain_text(bytes: &[u8]) -> Result<String, ExtractError> {
    let text = std::str::from_utf8(bytes).map_err(|_| ExtractError::Unsupported)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{c}'))
    {
        return Err(ExtractError::Unsupported);
    }
    Ok(text.to_owned())
}

/// Text PostgreSQL can keep and a person can read: control characters other than line breaks
/// become spaces.
fn clean(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .map(|c| if c.is_control() && c != '\n' { ' ' } else { c })
        .collect()
}

/// Paragraphs (blank-line separated) gathered into passages of about [`PASSAGE_WORDS`]
/// words; a longer paragraph is cut at sentence ends, or at the word limit.
fn cut_into_passages(text: &str) -> Vec<String> {
    let mut passages = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let mut flush = |current: &mut Vec<&str>| {
        if !current.is_empty() {
            passages.push(current.join(" "));
            current.clear();
        }
    };
    for paragraph in text.split("\n\n") {
        let words: Vec<&str> = paragraph.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        if current.len() + words.len() > PASSAGE_WORDS {
            flush(&mut current);
        }
        for word in words {
            current.push(word);
            let sentence_ends = word.ends_with(['.', '!', '?']);
            if current.len() >= PASSAGE_WORDS && (sentence_ends || current.len() >= PASSAGE_WORDS * 3 / 2) {
                flush(&mut current);
            }
        }
    }
    flush(&mut current);
    passages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_file_is_read_in_passages_without_pages() {
        let text = "First paragraph here.\n\nSecond one.".repeat(3);
        let extracted = extract(text.as_bytes()).unwrap();
        assert_eq!(extracted.format, Format::Txt);
        assert_eq!(extracted.pages, None);
        assert!(extracted.passages[0].text.starts_with("First paragraph here."));
    }

    #[test]
    fn binary_content_is_not_a_text_file() {
        assert_eq!(
            extract(b"\x89PNG\r\n\x1a\n\0\0\0").unwrap_err(),
            ExtractError::Unsupported
        );
    }

    #[test]
    fn a_file_of_blank_lines_has_no_text() {
        assert_eq!(extract(b"\n\n   \n").unwrap_err(), ExtractError::NoText);
    }

    #[test]
    fn a_long_paragraph_is_cut_at_a_sentence_end_past_the_word_limit() {
        let sentence = "one two three four five six seven eight nine ten. ";
        let passages = cut_into_passages(&sentence.repeat(30));
        assert_eq!(passages.len(), 3);
        assert!(passages.iter().all(|passage| passage.ends_with('.')));
    }

    #[test]
    fn a_zip_without_a_word_document_is_not_a_docx() {
        let mut bytes = Vec::new();
        {
            let mut zip = zip::ZipWriter::new(std::io::Cursor::new(&mut bytes));
            zip.start_file("hello.txt", zip::write::SimpleFileOptions::default())
                .unwrap();
            std::io::Write::write_all(&mut zip, b"hello").unwrap();
            zip.finish().unwrap();
        }
        assert_eq!(extract(&bytes).unwrap_err(), ExtractError::Unsupported);
    }
}
