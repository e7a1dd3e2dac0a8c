//! What an uploaded file must be.

/// Refusals of an uploaded file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UploadError {
    #[error("Unsupported file type.")]
    UnsupportedType,
    #[error("PDF format required for CV.")]
    CvNotPdf,
    #[error("Documents must be PDF, DOCX or TXT.")]
    DocumentType,
    #[error("File size must be under {max_mb}MB.")]
    TooLarge { max_mb: u32 },
    #[error("Documents must be under 10MB.")]
    DocumentTooLarge,
    #[error(
        "This document has no text to read (a scanned PDF has only pictures of text). Upload a PDF with text, a DOCX or a TXT."
    )]
    DocumentWithoutText,
}
