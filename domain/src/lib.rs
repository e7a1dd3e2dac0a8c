//! Hire's business rules. Pure: no database, no HTTP; facts from outside (the clock, whether a
//! candidate has a CV …) reach the aggregates through `hiring::HiringServices`.

pub mod accounts;
pub mod hiring;
pub mod lists;
pub mod validation;
