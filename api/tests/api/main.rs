//! HTTP tests: each starts the real server on a free port with a fresh database on the
//! private test cluster, and talks to it over HTTP.

mod accounts;
mod ai_proposal;
mod auth;
mod benchmark;
mod companies;
mod cv_database;
mod delegates;
mod errors;
mod exports;
mod helpers;
mod hiring;
mod learning;
mod learning_files;
mod market;
mod notification_emails;
mod openai_recorded;
mod openapi;
mod org;
mod permissions;
mod pipeline_safety;
mod privacy;
mod privacy_erasure;
mod profiles;
mod realtime;
mod replay;
mod robustness;
mod schedule;
mod search;
mod settings;
mod skills;
mod social_login;
mod statistics;
mod tokens;
mod webhooks;
mod workforce_planning;
