//! The learning tables: `learning_documents` with their `learning_passages`, `ai_teachers`
//! with the documents each answers from (`ai_teacher_documents`), and each user's conversation
//! with a teacher (`ai_teacher_messages`).

use crate::extract::{Extracted, Format};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::types::Json as JsonColumn;
use sqlx::{PgConnection, PgPool};
use utoipa::ToSchema;
use uuid::Uuid;

const DOCUMENT_SELECT: &str = "SELECT d.id, d.title, d.topic, d.file_name, d.format, d.size_bytes, d.pages,
        (SELECT count(*) FROM learning_passages p WHERE p.document_id = d.id) AS passages,
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                    FROM ai_teacher_documents td JOIN ai_teachers t ON t.id = td.teacher_id
                   WHERE td.document_id = d.id), '[]'::json) AS teachers,
        d.created_at, d.updated_at
   FROM learning_documents d";

pub async fn document(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<LearningDocument>, sqlx::Error> {
    sqlx::query_as(&format!("{DOCUMENT_SELECT} WHERE d.id = $1 AND d.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await
}

/// The company's documents, newest first.
pub async fn documents(pool: &PgPool, company: Uuid) -> Result<Vec<LearningDocument>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{DOCUMENT_SELECT} WHERE d.company_id = $1 ORDER BY d.created_at DESC, d.id"
    ))
    .bind(company)
    .fetch_all(pool)
    .await
}

/// A document's file as it was stored, and what was read from it.
pub struct StoredFile<'a> {
    pub name: &'a str,
    pub size_bytes: i64,
    pub key: &'a str,
    pub extracted: &'a Extracted,
}

impl StoredFile<'_> {
    fn format(&self) -> &'static str {
        self.extracted.format.as_str()
    }

    fn pages(&self) -> Option<i32> {
        self.extracted.pages.map(|pages| pages as i32)
    }
}

/// Keeps a new document and its passages together; the passages' ids, in their order.
pub async fn create_document(
    pool: &PgPool,
    id: Uuid,
    company: Uuid,
    title: &str,
    topic: Option<&str>,
    file: &StoredFile<'_>,
    created_by: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO learning_documents (id, company_id, title, topic, file_name, format, size_bytes, pages, file_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(company)
    .bind(title)
    .bind(topic)
    .bind(file.name)
    .bind(file.format())
    .bind(file.size_bytes)
    .bind(file.pages())
    .bind(file.key)
    .bind(created_by)
    .execute(&mut *tx)
    .await?;
    let passages = replace_passages(&mut tx, id, file.extracted).await?;
    tx.commit().await?;
    Ok(passages)
}

/// Replaces a document's passages; their new ids, in their order.
async fn replace_passages(
    tx: &mut PgConnection,
    document: Uuid,
    extracted: &Extracted,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query("DELETE FROM learning_passages WHERE document_id = $1")
        .bind(document)
        .execute(&mut *tx)
        .await?;
    let ids: Vec<Uuid> = extracted.passages.iter().map(|_| Uuid::now_v7()).collect();
    let positions: Vec<i32> = (0..extracted.passages.len() as i32).collect();
    let pages: Vec<Option<i32>> = extracted
        .passages
        .iter()
        .map(|passage| passage.page.map(|page| page as i32))
        .collect();
    let texts: Vec<&str> = extracted.passages.iter().map(|passage| passage.text.as_str()).collect();
    sqlx::query(
        "INSERT INTO learning_passages (id, document_id, position, page, text)
         SELECT id, $2, position, page, text FROM unnest($1::uuid[], $3::int[], $4::int[], $5::text[]) AS p(id, position, page, text)",
    )
    .bind(&ids)
    .bind(document)
    .bind(&positions)
    .bind(&pages)
    .bind(&texts)
    .execute(&mut *tx)
    .await?;
    Ok(ids)
}

/// Renames a document or changes its topic (`Some(None)` clears it); false when the company
/// has no such document.
pub async fn change_document(
    pool: &PgPool,
    company: Uuid,
    id: Uuid,
    title: Option<String>,
    topic: Option<Option<String>>,
) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query(
        "UPDATE learning_documents SET title = coalesce($3, title),
                topic = CASE WHEN $4 THEN $5 ELSE topic END, updated_at = now()
          WHERE id = $1 AND company_id = $2",
    )
    .bind(id)
    .bind(company)
    .bind(title)
    .bind(topic.is_some())
    .bind(topic.flatten())
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// Puts a new file and its passages in place of a document's: the previous file's key and
/// the passages' ids, or `None` when the company has no such document.
pub async fn replace_file(
    pool: &PgPool,
    company: Uuid,
    id: Uuid,
    file: &StoredFile<'_>,
) -> Result<Option<(String, Vec<Uuid>)>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let previous: Option<String> = sqlx::query_scalar(
        "UPDATE learning_documents d SET file_name = coalesce(nullif($3, ''), d.file_name), format = $4,
                size_bytes = $5, pages = $6, file_key = $7, updated_at = now()
           FROM (SELECT file_key FROM learning_documents WHERE id = $1 AND company_id = $2 FOR UPDATE) previous
          WHERE d.id = $1 RETURNING previous.file_key",
    )
    .bind(id)
    .bind(company)
    .bind(file.name)
    .bind(file.format())
    .bind(file.size_bytes)
    .bind(file.pages())
    .bind(file.key)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(previous) = previous else {
        return Ok(None);
    };
    let passages = replace_passages(&mut tx, id, file.extracted).await?;
    tx.commit().await?;
    Ok(Some((previous, passages)))
}

/// A document's file: its key, its name and its format.
pub async fn file_of(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<(String, String, Format)>, sqlx::Error> {
    let file: Option<(String, String, String)> =
        sqlx::query_as("SELECT file_key, file_name, format FROM learning_documents WHERE id = $1 AND company_id = $2")
            .bind(id)
            .bind(company)
            .fetch_optional(pool)
            .await?;
    Ok(file.map(|(key, name, format)| {
        let format = match format.as_str() {
            "pdf" => Format::Pdf,
            "docx" => Format::Docx,
            _ => Format::Txt,
        };
        (key, name, format)
    }))
}

/// What deleting a document came to.
pub enum Deletion {
    NoSuchDocument,
    /// Not deleted: these teachers use it.
    InUse(Vec<TeacherRef>),
    /// Deleted; its file is no longer referred to.
    Deleted {
        file_key: String,
    },
}

/// Deletes a document, unless teachers use it and `even_in_use` is false.
pub async fn delete_document(
    pool: &PgPool,
    company: Uuid,
    id: Uuid,
    even_in_use: bool,
) -> Result<Deletion, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let key: Option<String> =
        sqlx::query_scalar("SELECT file_key FROM learning_documents WHERE id = $1 AND company_id = $2 FOR UPDATE")
            .bind(id)
            .bind(company)
            .fetch_optional(&mut *tx)
            .await?;
    let Some(file_key) = key else {
        return Ok(Deletion::NoSuchDocument);
    };
    let teachers: JsonColumn<Vec<TeacherRef>> = sqlx::query_scalar(
        "SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name), '[]'::json)
           FROM ai_teacher_documents td JOIN ai_teachers t ON t.id = td.teacher_id WHERE td.document_id = $1",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    if !teachers.0.is_empty() && !even_in_use {
        return Ok(Deletion::InUse(teachers.0));
    }
    sqlx::query("DELETE FROM learning_documents WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Deletion::Deleted { file_key })
}

/// These passages of the company's documents: (passage, document, its title, page, text).
pub async fn passages(
    pool: &PgPool,
    company: Uuid,
    ids: &[Uuid],
) -> Result<Vec<(Uuid, Uuid, String, Option<i32>, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id, d.id, d.title, p.page, p.text FROM learning_passages p
           JOIN learning_documents d ON d.id = p.document_id
          WHERE p.id = ANY($1) AND d.company_id = $2",
    )
    .bind(ids)
    .bind(company)
    .fetch_all(pool)
    .await
}

const TEACHER_SELECT: &str = "SELECT t.id, t.name, t.avatar, t.topic, t.model,
        coalesce((SELECT json_agg(json_build_object('id', d.id, 'title', d.title) ORDER BY d.title)
                    FROM ai_teacher_documents td JOIN learning_documents d ON d.id = td.document_id
                   WHERE td.teacher_id = t.id), '[]'::json) AS documents,
        t.created_at, t.updated_at
   FROM ai_teachers t";

pub async fn teacher(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<AiTeacher>, sqlx::Error> {
    sqlx::query_as(&format!("{TEACHER_SELECT} WHERE t.id = $1 AND t.company_id = $2"))
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await
}

/// The company's teachers, by name.
pub async fn teachers(pool: &PgPool, company: Uuid) -> Result<Vec<AiTeacher>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{TEACHER_SELECT} WHERE t.company_id = $1 ORDER BY t.name, t.id"
    ))
    .bind(company)
    .fetch_all(pool)
    .await
}

/// How many of these documents are the company's.
pub async fn owned_documents(pool: &PgPool, company: Uuid, ids: &[Uuid]) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM learning_documents WHERE company_id = $1 AND id = ANY($2)")
        .bind(company)
        .bind(ids)
        .fetch_one(pool)
        .await
}

async fn set_documents(tx: &mut PgConnection, teacher: Uuid, documents: &[Uuid]) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM ai_teacher_documents WHERE teacher_id = $1")
        .bind(teacher)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO ai_teacher_documents (teacher_id, document_id) SELECT $1, unnest($2::uuid[])")
        .bind(teacher)
        .bind(documents)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// A new teacher with the documents it answers from.
pub async fn create_teacher(pool: &PgPool, company: Uuid, id: Uuid, checked: &Checked) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("INSERT INTO ai_teachers (id, company_id, name, topic, model) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(company)
        .bind(&checked.name)
        .bind(checked.topic.as_ref().and_then(Option::as_deref))
        .bind(&checked.model)
        .execute(&mut *tx)
        .await?;
    set_documents(&mut tx, id, checked.document_ids.as_deref().unwrap_or_default()).await?;
    tx.commit().await
}

/// Changes what `checked` sets of a teacher the caller has found.
pub async fn change_teacher(pool: &PgPool, id: Uuid, checked: &Checked) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "UPDATE ai_teachers SET name = coalesce($2, name), topic = CASE WHEN $3 THEN $4 ELSE topic END,
                model = coalesce($5, model), updated_at = now()
          WHERE id = $1",
    )
    .bind(id)
    .bind(&checked.name)
    .bind(checked.topic.is_some())
    .bind(checked.topic.as_ref().and_then(Option::as_deref))
    .bind(&checked.model)
    .execute(&mut *tx)
    .await?;
    if let Some(documents) = &checked.document_ids {
        set_documents(&mut tx, id, documents).await?;
    }
    tx.commit().await
}

/// Deletes a teacher and every conversation with it: its avatar's URL, or `None` when the
/// company has no such teacher.
pub async fn delete_teacher(pool: &PgPool, company: Uuid, id: Uuid) -> Result<Option<Option<String>>, sqlx::Error> {
    sqlx::query_scalar("DELETE FROM ai_teachers WHERE id = $1 AND company_id = $2 RETURNING avatar")
        .bind(id)
        .bind(company)
        .fetch_optional(pool)
        .await
}

/// The user's messages with the teacher, oldest first (the last `limit`).
pub async fn messages(
    pool: &PgPool,
    teacher: Uuid,
    user: Uuid,
    limit: i64,
) -> Result<Vec<TeacherMessage>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM (SELECT id, role, text, covered, citations, created_at FROM ai_teacher_messages
                         WHERE teacher_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3) last
          ORDER BY created_at, id",
    )
    .bind(teacher)
    .bind(user)
    .bind(limit)
    .fetch_all(pool)
    .await
}

pub async fn forget_conversation(pool: &PgPool, teacher: Uuid, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM ai_teacher_messages WHERE teacher_id = $1 AND user_id = $2")
        .bind(teacher)
        .bind(user)
        .execute(pool)
        .await?;
    Ok(())
}

/// A question and its answer, kept together in the user's conversation with the teacher.
pub async fn record_exchange(
    pool: &PgPool,
    teacher: Uuid,
    user: Uuid,
    (question_id, question): (Uuid, &str),
    (answer_id, answer): (Uuid, &Answer),
) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO ai_teacher_messages (id, teacher_id, user_id, role, text) VALUES ($1, $2, $3, 'user', $4)",
    )
    .bind(question_id)
    .bind(teacher)
    .bind(user)
    .bind(question)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO ai_teacher_messages (id, teacher_id, user_id, role, text, covered, citations)
         VALUES ($1, $2, $3, 'teacher', $4, $5, $6)",
    )
    .bind(answer_id)
    .bind(teacher)
    .bind(user)
    .bind(&answer.text)
    .bind(answer.covered)
    .bind(JsonColumn(&answer.citations))
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub text: String,
    pub covered: bool,
    pub citations: Vec<Citation>,
}

/// A learning document.
#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct LearningDocument {
    pub id: Uuid,
    pub title: String,
    pub topic: Option<String>,
    pub file_name: String,
    /// pdf, docx or txt
    pub format: String,
    pub size_bytes: i64,
    /// PDFs only.
    pub pages: Option<i32>,
    pub passages: i64,
    #[sqlx(json)]
    pub teachers: Vec<TeacherRef>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, Deserialize, ToSchema, sqlx::FromRow)]
pub struct TeacherRef {
    pub id: Uuid,
    pub name: String,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct AiTeacher {
    pub id: Uuid,
    pub name: String,
    pub avatar: Option<String>,
    pub topic: Option<String>,
    pub model: String,
    #[sqlx(json)]
    pub documents: Vec<DocumentRef>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A teacher's fields, checked: `None` for what the input leaves as it is.
pub struct Checked {
    pub name: Option<String>,
    pub topic: Option<Option<String>>,
    pub model: Option<String>,
    pub document_ids: Option<Vec<Uuid>>,
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct TeacherMessage {
    pub id: Uuid,
    /// user or teacher
    pub role: String,
    pub text: String,
    /// Answers only: whether the documents covered the question.
    pub covered: Option<bool>,
    #[sqlx(json)]
    pub citations: Vec<Citation>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct DocumentRef {
    pub id: Uuid,
    pub title: String,
}

/// A passage an answer used, numbered as the answer refers to it (`[1]`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Citation {
    pub number: u32,
    pub document_id: Uuid,
    pub document_title: String,
    /// PDFs only, from 1.
    pub page: Option<i32>,
    pub quote: String,
}
