//! The accounts' plain tables: job seekers' profiles and CVs, companies with their modules,
//! pictures and team, and employees.

pub mod companies;
pub mod employees;
pub mod profiles;
