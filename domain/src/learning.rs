//! Rules of the learning section: documents and the AI teachers that answer from them.

use uuid::Uuid;

/// An AI teacher, named where a refusal is about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeacherRef {
    pub id: Uuid,
    pub name: String,
}

/// Refusals in the learning section.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LearningError {
    #[error("AI teachers use this document. Delete it anyway to take it off them.")]
    DocumentInUse { teachers: Vec<TeacherRef> },
}
