//! Hire's HTTP API: one module per area of the spec (auth, accounts, jobs, chat, admin …), the caller
//! extractor and its guards, the error shape, configuration and start-up.

pub mod accounts;
pub mod admin;
pub mod ai;
pub mod auth;
pub mod benchmark;
pub mod caller;
pub mod chat;
pub mod cli;
pub mod config;
pub mod cv_database;
pub mod database;
pub mod delegates;
pub mod email;
pub mod exports;
pub mod extract;
pub mod files;
pub mod health;
pub mod http;
pub mod jobs;
pub mod learning;
pub mod links;
pub mod market;
pub mod oidc;
pub mod openapi;
pub mod org;
pub mod privacy;
pub mod realtime;
pub mod screen_cache;
pub mod sessions;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod webhook_delivery;
pub mod webhooks;
pub mod workforce_planning;
