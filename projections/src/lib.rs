//! Read models.
