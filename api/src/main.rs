//! `hire`: the Hire server and its administration commands.

use anyhow::Result;
use api::config::Config;
use api::database::{Database, Use};
use api::startup::Application;
use clap::{Parser, Subcommand};
use domain::accounts::{Email, Module};

#[derive(Parser)]
#[command(name = "hire", version, about = "Hire: an applicant tracking and HR platform")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    config: Config,
}

#[derive(Subcommand)]
enum Command {
    /// Run the server (the default).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Let a registered company sign in.
    ActivateCompany {
        /// The e-mail the company registered with.
        email: String,
    },
    /// Switch a company's module (ats or lms) on or off.
    SetModule {
        /// The e-mail the company registered with.
        email: String,
        module: String,
        #[arg(value_parser = ["on", "off"])]
        state: String,
    },
    /// Mark a pending order of AI tokens paid, crediting the company's balance.
    MarkOrderPaid {
        /// The order's id, as the admin API lists it (GET /api/admin/market/orders/).
        order: uuid::Uuid,
    },
    /// Rebuild the read models from the event store.
    Replay {
        /// Only this view (jobs, applications, interviews, offers, history, notifications, org).
        #[arg(long)]
        projection: Option<String>,
    },
    /// Rebuild the search index (job search, the CV database, the passages of learning documents).
    Reindex,
    /// Fill an empty database with a demo company, its people, jobs and applicants.
    SeedDemo,
    /// Measure Hire and print the figures.
    #[command(subcommand)]
    Bench(Bench),
    /// Print the OpenAPI document (as served at /api/openapi.json) and exit.
    Openapi,
}

#[derive(Subcommand)]
enum Bench {
    /// Applications from apply to hire over HTTP, against pgbench on the same PostgreSQL, and replay throughput; several client counts and replay sizes print how the figures grow.
    Pipeline(api::cli::bench::PipelineOptions),
    /// Job and CV search over 100,000 synthetic CVs and 20,000 jobs: indexing rate and query latency, against naive ILIKE scans.
    Search(api::cli::bench::SearchOptions),
    /// Thousands of chat websockets on one instance: delivery latency, messages/s, memory per connection.
    Ws(api::cli::bench::WsOptions),
    /// A job with 10,000 applicants read by 64 clients (pipeline board, table view, applicant page, dashboard): p50/p99 and reads/s against pgbench select-only.
    Reads(api::cli::bench::ReadsOptions),
    /// The hiring reports over a company with 100,000 applications and 1,000,000 events: p50/p95 of each, against a raw scan of the history.
    Reports(api::cli::bench::ReportsOptions),
    /// A job's applicants exported as CSV and XLSX for jobs of growing size: rows/s and the server's memory growth, against COPY … TO STDOUT.
    Export(api::cli::bench::ExportOptions),
}

#[tokio::main]
async fn main() -> Result<()> {
    api::telemetry::init();
    let cli = Cli::parse();
    if matches!(cli.command, Some(Command::Openapi)) {
        let (_, openapi) = api::startup::api_routes();
        println!("{}", serde_json::to_string_pretty(&api::openapi::document(&openapi))?);
        return Ok(());
    }
    let to = match cli.command {
        None | Some(Command::Serve) => Use::Serving,
        Some(_) => Use::Command,
    };
    let database = Database::open(&cli.config, to).await?;
    let outcome = run(cli, &database).await;
    database.close().await?;
    outcome
}

async fn run(cli: Cli, database: &Database) -> Result<()> {
    database.migrate().await?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let application = Application::build(&cli.config, database.pool.clone()).await?;
            tracing::info!("Hire is listening on {}", cli.config.public_url(application.port()));
            application.run_until(shutdown_signal()).await
        }
        Command::Migrate => Ok(()),
        Command::ActivateCompany { email } => {
            api::admin::activate_company(&database.pool, &parse_email(&email)?).await?;
            println!("{email} can sign in now.");
            Ok(())
        }
        Command::SetModule { email, module, state } => {
            let module: Module = module
                .parse()
                .map_err(|_| anyhow::anyhow!("the module is ats or lms"))?;
            api::admin::set_module(&database.pool, &parse_email(&email)?, module, state == "on").await?;
            println!("{module} is {state} for {email}.");
            Ok(())
        }
        Command::MarkOrderPaid { order } => {
            let hiring = projections::Hiring::new(database.pool.clone());
            api::market::mark_paid(&database.pool, &hiring, order)
                .await
                .map_err(|error| anyhow::anyhow!("order {order}: {error}"))?;
            println!("Order {order} is paid; its tokens are credited.");
            Ok(())
        }
        Command::Replay { projection } => api::cli::replay::run(database.pool.clone(), projection.as_deref()).await,
        Command::Reindex => api::cli::reindex::run(database.pool.clone()).await,
        Command::SeedDemo => api::cli::demo::run(&cli.config, database.pool.clone()).await,
        Command::Bench(Bench::Pipeline(options)) => {
            api::cli::bench::pipeline(&cli.config, database.url(), &options).await
        }
        Command::Bench(Bench::Search(options)) => api::cli::bench::search(database.url(), &options).await,
        Command::Bench(Bench::Ws(options)) => api::cli::bench::ws(database.url(), &options).await,
        Command::Bench(Bench::Reads(options)) => api::cli::bench::reads(database.url(), &options).await,
        Command::Bench(Bench::Reports(options)) => api::cli::bench::reports(database.url(), &options).await,
        Command::Bench(Bench::Export(options)) => api::cli::bench::export(database.url(), &options).await,
        Command::Openapi => unreachable!("answered before the database opens"),
    }
}

fn parse_email(text: &str) -> Result<Email> {
    Email::parse(text).map_err(|error| anyhow::anyhow!("{text}: {error}"))
}

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    let mut terminate =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
    tokio::select! {
        _ = interrupt => {}
        _ = terminate.recv() => {}
    }
    tracing::info!("shutting down");
}
