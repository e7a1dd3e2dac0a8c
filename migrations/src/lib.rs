//! Hire's database: the schema (the numbered `*.sql` files beside this crate's manifest) and
//! the private PostgreSQL cluster Hire starts for itself when no `DATABASE_URL` is given.

pub mod cluster;
#[cfg(feature = "testing")]
pub mod testing;

pub use cluster::Cluster;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");
