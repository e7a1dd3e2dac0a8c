use tracing_subscriber::EnvFilter;

/// Logs to stderr; `RUST_LOG` chooses what (default: info, quieter for sqlx).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
