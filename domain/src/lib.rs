//! Hire's business rules. Pure: no database, no HTTP, no clock of its own.

pub mod accounts;
pub mod validation;
