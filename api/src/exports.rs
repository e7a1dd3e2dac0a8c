//! Downloads of tables as CSV or XLSX (the applicants of a job, the workforce plan, the salary
//! benchmark). Rows arrive as a stream and leave as they come: a CSV row is on the wire as
//! soon as PostgreSQL hands it over, and an XLSX sheet is written row by row to a temporary
//! file (rust_xlsxwriter's constant-memory mode) and sent from there, so an export of any
//! length holds a few hundred rows in memory, never the table.

use crate::http::ApiError;
use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use domain::validation::FieldError;
use futures_util::{Stream, StreamExt, stream};
use std::io::{Read, Seek, SeekFrom};
use std::pin::Pin;

/// The `format` parameter of every export.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FormatQuery {
    /// csv (default) or xlsx
    #[param(pattern = "^(|csv|xlsx)$")]
    pub format: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
}

impl Format {
    /// `csv` (also without the parameter) or `xlsx`.
    pub fn parse(value: Option<&str>) -> Result<Self, ApiError> {
        match value.map(str::trim).unwrap_or("csv") {
            "" | "csv" => Ok(Self::Csv),
            "xlsx" => Ok(Self::Xlsx),
            _ => Err(ApiError::field("format", FieldError::InvalidChoice)),
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Self::Csv => "csv",
            Self::Xlsx => "xlsx",
        }
    }

    fn content_type(self) -> &'static str {
        match self {
            Self::Csv => "text/csv; charset=utf-8",
            Self::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    Blank,
}

impl From<String> for Cell {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Self {
        Self::Text(text.to_owned())
    }
}

impl<T: Into<Cell>> From<Option<T>> for Cell {
    fn from(value: Option<T>) -> Self {
        value.map_or(Self::Blank, Into::into)
    }
}

macro_rules! number_cells {
    ($($type:ty),+) => {
        $(impl From<$type> for Cell {
            fn from(number: $type) -> Self {
                Self::Number(number as f64)
            }
        })+
    };
}
number_cells!(i16, i32, i64, u32, u64, f64);

pub type Row = Vec<Cell>;
pub type Rows = Pin<Box<dyn Stream<Item = Result<Row, ApiError>> + Send>>;

/// Rows already at hand (a small table such as the workforce plan).
pub fn rows_of(rows: Vec<Row>) -> Rows {
    Box::pin(stream::iter(rows.into_iter().map(Ok)))
}

/// Rows read by a task of their own, at most `BUFFERED_ROWS` ahead of the reader: `read` gets a
/// sender and stops when it fails (the download was abandoned).
pub fn rows_from<F, Fut>(read: F) -> Rows
where
    F: FnOnce(tokio::sync::mpsc::Sender<Result<Row, ApiError>>) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let (sender, receiver) = tokio::sync::mpsc::channel(BUFFERED_ROWS);
    tokio::spawn(read(sender));
    Box::pin(stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|row| (row, receiver))
    }))
}

const BUFFERED_ROWS: usize = 256;
/// CSV rows per chunk of the response body.
const CSV_ROWS_PER_CHUNK: usize = 200;
const FILE_CHUNK_BYTES: usize = 64 * 1024;
/// What a spreadsheet program would run as a formula: such text is written with a leading `'`
/// so that opening an export never runs what an applicant typed (OWASP "CSV injection").
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

fn safe_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.starts_with(FORMULA_STARTS) {
        format!("'{text}").into()
    } else {
        text.into()
    }
}

fn csv_record(row: &[Cell]) -> Vec<String> {
    row.iter()
        .map(|cell| match cell {
            Cell::Text(text) => safe_text(text).into_owned(),
            Cell::Number(number) => number.to_string(),
            Cell::Blank => String::new(),
        })
        .collect()
}

fn csv_chunk(records: impl IntoIterator<Item = Vec<String>>) -> Result<Bytes, std::io::Error> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for record in records {
        writer.write_record(record)?;
    }
    writer
        .into_inner()
        .map(Bytes::from)
        .map_err(|error| std::io::Error::other(error.to_string()))
}

fn csv_body(headers: &[&str], rows: Rows) -> Result<Body, ApiError> {
    // The byte-order mark makes Excel read the file as UTF-8 (names in Azerbaijani and Russian).
    let mut first = b"\xEF\xBB\xBF".to_vec();
    let header = csv_chunk([headers.iter().map(|header| (*header).to_owned()).collect()])
        .map_err(|error| anyhow::anyhow!("csv header: {error}"))?;
    first.extend_from_slice(&header);
    let body = rows.chunks(CSV_ROWS_PER_CHUNK).map(|chunk| {
        let records = chunk
            .into_iter()
            .map(|row| row.map(|row| csv_record(&row)))
            .collect::<Result<Vec<_>, ApiError>>()
            .map_err(|error| {
                tracing::error!(%error, "an export stopped halfway");
                std::io::Error::other(error.to_string())
            })?;
        csv_chunk(records)
    });
    Ok(Body::from_stream(
        stream::once(async move { Ok(Bytes::from(first)) }).chain(body),
    ))
}

/// Writes the sheet in a blocking thread as the rows arrive, then streams the finished file.
async fn xlsx_body(sheet: &str, headers: &[&str], mut rows: Rows) -> Result<Body, ApiError> {
    let (sender, mut receiver) = tokio::sync::mpsc::channel::<Row>(BUFFERED_ROWS);
    let sheet = sheet.to_owned();
    let headers: Vec<String> = headers.iter().map(|header| (*header).to_owned()).collect();
    let writer = tokio::task::spawn_blocking(move || -> anyhow::Result<std::fs::File> {
        let mut workbook = rust_xlsxwriter::Workbook::new();
        let bold = rust_xlsxwriter::Format::new().set_bold();
        let worksheet = workbook.add_worksheet_with_constant_memory()?;
        worksheet.set_name(&sheet)?;
        for (column, header) in headers.iter().enumerate() {
            worksheet.write_string_with_format(0, column as u16, header, &bold)?;
        }
        let mut line = 1;
        while let Some(row) = receiver.blocking_recv() {
            for (column, cell) in row.iter().enumerate() {
                let column = column as u16;
                match cell {
                    Cell::Text(text) => {
                        worksheet.write_string(line, column, safe_text(text))?;
                    }
                    Cell::Number(number) => {
                        worksheet.write_number(line, column, *number)?;
                    }
                    Cell::Blank => {}
                }
            }
            line += 1;
        }
        let mut file = tempfile::tempfile()?;
        workbook.save_to_writer(&mut file)?;
        file.seek(SeekFrom::Start(0))?;
        Ok(file)
    });
    while let Some(row) = rows.next().await {
        if sender.send(row?).await.is_err() {
            break;
        }
    }
    drop(sender);
    let file = writer
        .await
        .map_err(|error| anyhow::anyhow!("xlsx writer: {error}"))??;
    Ok(Body::from_stream(stream::unfold(Some(file), |file| async move {
        let mut file = file?;
        let read = tokio::task::spawn_blocking(move || {
            let mut buffer = vec![0; FILE_CHUNK_BYTES];
            let count = file.read(&mut buffer)?;
            buffer.truncate(count);
            Ok::<_, std::io::Error>((buffer, file))
        })
        .await
        .map_err(std::io::Error::other)
        .and_then(|read| read);
        match read {
            Ok((buffer, _)) if buffer.is_empty() => None,
            Ok((buffer, file)) => Some((Ok(Bytes::from(buffer)), Some(file))),
            Err(error) => Some((Err(error), None)),
        }
    })))
}

/// The download of `rows` under `headers`, named `file_stem` with the format's extension.
pub async fn download(format: Format, file_stem: &str, headers: &[&str], rows: Rows) -> Result<Response, ApiError> {
    let body = match format {
        Format::Csv => csv_body(headers, rows)?,
        Format::Xlsx => xlsx_body(&file_stem.chars().take(31).collect::<String>(), headers, rows).await?,
    };
    let file_name: String = file_stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '-' })
        .collect();
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(format.content_type()));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&format!("attachment; filename=\"{file_name}.{}\"", format.extension()))
            .map_err(|error| anyhow::anyhow!("file name: {error}"))?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_a_spreadsheet_would_run_is_written_as_text() {
        assert_eq!(safe_text("=HYPERLINK(\"http://x\")"), "'=HYPERLINK(\"http://x\")");
        assert_eq!(safe_text("-2+3"), "'-2+3");
        assert_eq!(safe_text("Ada Lovelace"), "Ada Lovelace");
    }

    #[test]
    fn a_csv_record_quotes_what_needs_quoting() {
        let chunk = csv_chunk([csv_record(&[
            Cell::from("Lovelace, Ada"),
            Cell::from(3_i32),
            Cell::Blank,
        ])])
        .unwrap();
        assert_eq!(&chunk[..], b"\"Lovelace, Ada\",3,\n");
    }

    #[test]
    fn the_format_is_csv_unless_xlsx_is_asked_for() {
        assert_eq!(Format::parse(None).unwrap(), Format::Csv);
        assert_eq!(Format::parse(Some("xlsx")).unwrap(), Format::Xlsx);
        assert!(Format::parse(Some("pdf")).is_err());
    }
}
