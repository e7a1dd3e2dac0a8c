use api::config::Config;
use api::startup::Application;
use clap::Parser;
use reqwest::{Method, RequestBuilder, Response, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub const PASSWORD: &str = "Str0ng!pass";
pub use domain::privacy::PRIVACY_TERMS_VERSION;
pub const JWT_SECRET: &str = "test-secret-that-signs-tokens";
const ADMIN_TOKEN: &str = "test-admin-token";

#[derive(Parser)]
struct Args {
    #[command(flatten)]
    config: Config,
}

pub struct TestApp {
    pub address: String,
    pub database_url: String,
    pub pool: PgPool,
    /// Where this server keeps uploaded files.
    pub data_dir: std::path::PathBuf,
    client: reqwest::Client,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    running: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

#[derive(Debug, Clone)]
pub struct Tokens {
    pub access: String,
    pub refresh: String,
}

/// Starts Hire on a free port with its own fresh database.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// [`spawn_app`] with settings of the test's own.
pub async fn spawn_app_with(configure: impl FnOnce(&mut Config)) -> TestApp {
    let database_url = migrations::testing::fresh_database().await.expect("test database");
    spawn_app_on(database_url, configure).await
}

/// [`spawn_app_with`] on a migrated database of the test's own, its connections made as
/// `hire serve` makes them.
pub async fn spawn_app_on(database_url: String, configure: impl FnOnce(&mut Config)) -> TestApp {
    if std::env::var_os("TEST_LOG").is_some() {
        api::telemetry::init();
    }
    let mut config = Args::parse_from(["hire"]).config;
    config.addr = "127.0.0.1:0".parse().unwrap();
    config.database_url = Some(database_url.clone().into());
    config.jwt_secret = Some(JWT_SECRET.to_owned().into());
    config.admin_token = Some(ADMIN_TOKEN.to_owned().into());
    config.public_url = Some("http://hire.test".into());
    config.max_body_bytes = 64 * 1024;
    // Every test is one client making many accounts; the limits' own tests set it back to 1.
    config.client_attempts_multiplier = 1000;
    config.data_dir = std::env::temp_dir().join(format!("hire-test-{}", uuid::Uuid::new_v4()));
    config.db_max_connections = 5;
    // Tests share two cores: a request may wait its turn for a connection longer than a
    // served one should.
    config.db_acquire_timeout_ms = 30_000;
    configure(&mut config);
    let pool = api::database::pool(&config, &database_url, api::database::Use::Serving)
        .await
        .expect("connect");
    let application = Application::build(&config, pool.clone()).await.expect("build app");
    let address = format!("http://127.0.0.1:{}", application.port());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(application.run_until(async move {
        let _ = stopped.await;
    }));
    TestApp {
        address,
        database_url,
        pool,
        data_dir: config.data_dir,
        client: reqwest::Client::new(),
        stop: Some(stop),
        running: Some(running),
    }
}

/// A client of Hire running elsewhere at `address` (the test's own `hire serve`, or a load
/// balancer in front of several) on `database_url`, with the same helpers as a server started
/// in the test. Its folder is the servers' own, so it goes with the client.
pub fn client_of(address: &str, database_url: &str, data_dir: &std::path::Path) -> TestApp {
    TestApp {
        address: address.to_owned(),
        database_url: database_url.to_owned(),
        // Lazily: most clients never look into the database themselves.
        pool: sqlx::postgres::PgPoolOptions::new()
            .max_connections(2)
            .connect_lazy(database_url)
            .expect("a database address"),
        data_dir: data_dir.to_owned(),
        client: reqwest::Client::new(),
        stop: None,
        running: None,
    }
}

impl Drop for TestApp {
    /// Every test's server has a folder of its own, so it goes with the server.
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

impl TestApp {
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.client.request(method, format!("{}{path}", self.address))
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.request(Method::POST, path).json(&body).send().await.unwrap()
    }

    pub async fn get(&self, path: &str) -> Response {
        self.request(Method::GET, path).send().await.unwrap()
    }

    pub async fn get_as(&self, path: &str, access: &str) -> Response {
        self.request(Method::GET, path)
            .header("Authorization", format!("JWT {access}"))
            .send()
            .await
            .unwrap()
    }

    /// The JSON body of a GET as `access`, whatever its status.
    pub async fn get_json_as<T: serde::de::DeserializeOwned>(&self, path: &str, access: &str) -> T {
        self.get_as(path, access).await.json().await.unwrap()
    }

    pub async fn post_as(&self, path: &str, access: &str, body: Value) -> Response {
        self.request(Method::POST, path)
            .header("Authorization", format!("JWT {access}"))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    /// The JSON body of a GET as the installation's administrator.
    pub async fn admin_get_json(&self, path: &str) -> Value {
        self.request(Method::GET, path)
            .header("Authorization", format!("Admin {ADMIN_TOKEN}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// The served OpenAPI document.
    pub async fn openapi_document(&self) -> Value {
        self.get("/api/openapi.json").await.json().await.unwrap()
    }

    pub async fn admin_post(&self, path: &str, body: Value) -> Response {
        self.request(Method::POST, path)
            .header("Authorization", format!("Admin {ADMIN_TOKEN}"))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    pub async fn register(&self, user_type: &str, email: &str) -> Response {
        self.post(
            "/api/auth/users/",
            json!({"first_name": "Ada", "last_name": "Lovelace", "email": email, "password": PASSWORD, "user_type": user_type,
                   "privacy_terms_version": PRIVACY_TERMS_VERSION}),
        )
        .await
    }

    /// The `(uid, token)` of the newest e-mailed link to `email`, read through the admin API.
    pub async fn last_link(&self, email: &str) -> (String, String) {
        let mails = self.admin_get_json(&format!("/api/admin/outbox/?to={email}")).await;
        let link = mails[0]["link"].as_str().expect("a mail with a link");
        let query = link.split_once('?').unwrap().1;
        let param = |name: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
                .unwrap()
                .to_owned()
        };
        (param("uid"), param("token"))
    }

    pub async fn verify(&self, email: &str) -> Response {
        let (uid, token) = self.last_link(email).await;
        self.post("/api/auth/users/activation/", json!({"uid": uid, "token": token}))
            .await
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.post("/api/auth/jwt/create/", json!({"email": email, "password": password}))
            .await
    }

    /// A job seeker who registered, verified the address and logged in.
    pub async fn signed_in_jobseeker(&self, email: &str) -> Tokens {
        assert_eq!(self.register("jobseeker", email).await.status(), StatusCode::CREATED);
        assert_eq!(self.verify(email).await.status(), StatusCode::NO_CONTENT);
        tokens(self.login(email, PASSWORD).await).await
    }

    /// A company that registered, verified, was activated and logged in.
    pub async fn signed_in_company(&self, email: &str) -> Tokens {
        assert_eq!(self.register("company", email).await.status(), StatusCode::CREATED);
        assert_eq!(self.verify(email).await.status(), StatusCode::NO_CONTENT);
        let activated = self
            .admin_post("/api/admin/companies/activate/", json!({"email": email}))
            .await;
        assert_eq!(activated.status(), StatusCode::NO_CONTENT);
        tokens(self.login(email, PASSWORD).await).await
    }

    /// An employee added by the company, who set a password through the invitation.
    pub async fn signed_in_employee(&self, company: &Tokens, email: &str, role: &str) -> Tokens {
        let added = self
            .post_as(
                "/api/accounts/employees/",
                &company.access,
                json!({"email": email, "first_name": "Grace", "last_name": "Hopper", "role": role}),
            )
            .await;
        assert_eq!(added.status(), StatusCode::CREATED);
        let (uid, token) = self.last_link(email).await;
        let set = self
            .post(
                "/api/auth/users/reset_password_confirm/",
                json!({"uid": uid, "token": token, "new_password": PASSWORD}),
            )
            .await;
        assert_eq!(set.status(), StatusCode::NO_CONTENT);
        tokens(self.login(email, PASSWORD).await).await
    }
}

pub async fn tokens(response: Response) -> Tokens {
    assert_eq!(response.status(), StatusCode::OK, "login failed");
    let body: Value = response.json().await.unwrap();
    Tokens {
        access: body["access"].as_str().unwrap().to_owned(),
        refresh: body["refresh"].as_str().unwrap().to_owned(),
    }
}

/// Asserts the status and the error code of an error response, and returns its body.
pub async fn assert_error(response: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.expect("an error body in JSON");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|message| !message.is_empty())
    );
    body
}

/// A tiny but real PDF.
pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

impl TestApp {
    pub async fn put_as(&self, path: &str, access: &str, body: Value) -> Response {
        self.request(Method::PUT, path)
            .header("Authorization", format!("JWT {access}"))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    pub async fn upload_cv(&self, session: &Tokens, bytes: &[u8], name: &str) -> Response {
        let part = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned());
        self.request(Method::POST, "/api/accounts/cv/")
            .header("Authorization", format!("JWT {}", session.access))
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await
            .unwrap()
    }

    /// A job seeker who can apply: signed in, with a CV.
    pub async fn candidate(&self, email: &str) -> Tokens {
        let session = self.signed_in_jobseeker(email).await;
        assert_eq!(
            self.upload_cv(&session, PDF, "cv.pdf").await.status(),
            StatusCode::CREATED
        );
        session
    }

    /// Posts a job as `poster`, published unless `publish` is false; returns its id.
    pub async fn post_job(&self, poster: &Tokens, title: &str, publish: bool) -> String {
        let response = self
            .post_as("/api/jobs/job/", &poster.access, job_body(title, publish))
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let job: Value = response.json().await.unwrap();
        job["id"].as_str().unwrap().to_owned()
    }

    /// Applies to `job` as `candidate`; returns the application id.
    pub async fn apply(&self, candidate: &Tokens, job: &str) -> String {
        let response = self
            .post_as(
                &format!("/api/jobs/job/{job}/apply/"),
                &candidate.access,
                json!({"privacy_terms_version": PRIVACY_TERMS_VERSION}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let applied: Value = response.json().await.unwrap();
        applied["id"].as_str().unwrap().to_owned()
    }

    pub async fn act(&self, session: &Tokens, application: &str, action: &str) -> Response {
        self.post_as(
            &format!("/api/jobs/applicant/{application}/action/"),
            &session.access,
            json!({"action": action}),
        )
        .await
    }

    /// The user id behind a session.
    pub async fn user_id(&self, session: &Tokens) -> String {
        let me: Value = self.get_json_as("/api/auth/users/me/", &session.access).await;
        me["id"].as_str().unwrap().to_owned()
    }

    /// Schedules an interview tomorrow with `interviewers`; returns its id.
    pub async fn schedule_interview(&self, session: &Tokens, application: &str, interviewers: &[String]) -> String {
        let tomorrow = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();
        let response = self
            .post_as(
                "/api/jobs/interview/",
                &session.access,
                json!({"application_id": application, "date": tomorrow, "start": "10:00:00", "end": "11:00:00",
                       "meet_link": "https://meet.example.com/abc", "interviewers": interviewers}),
            )
            .await;
        assert_eq!(
            response.status(),
            StatusCode::CREATED,
            "{}",
            response.text().await.unwrap()
        );
        let interview: Value = self.get_json_as("/api/jobs/interview/", &session.access).await;
        interview
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["application_id"] == application)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    /// Sends an offer with a last date a week ahead; returns its id.
    /// The applicant accepts the offer.
    /// Starts an interview (evaluations open then).
    pub async fn start_interview(&self, session: &Tokens, interview: &str) {
        let started = self
            .post_as(
                &format!("/api/jobs/interview/{interview}/status/"),
                &session.access,
                json!({"action": "start"}),
            )
            .await;
        assert_eq!(started.status(), StatusCode::OK, "the interview starts");
    }

    pub async fn accept_offer(&self, applicant: &Tokens, offer: &str) {
        let accepted = self
            .post_as(
                &format!("/api/jobs/job-offer-details/{offer}/accept/"),
                &applicant.access,
                json!({}),
            )
            .await;
        assert_eq!(accepted.status(), StatusCode::OK);
    }

    pub async fn send_offer(&self, session: &Tokens, application: &str) -> String {
        let last_date = (chrono::Utc::now() + chrono::Duration::days(7)).date_naive();
        let response = self
            .post_as(
                "/api/jobs/job-offer-details/",
                &session.access,
                json!({"application_id": application, "gross_salary": 5000, "currency": "AZN", "last_date": last_date}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let offer: Value = response.json().await.unwrap();
        offer["id"].as_str().unwrap().to_owned()
    }

    /// Applications to `job`, one per named candidate (`name@example.org`).
    pub async fn applicants(&self, job: &str, names: &[&str]) -> Vec<String> {
        let mut applications = Vec::new();
        for name in names {
            let seeker = self.candidate(&format!("{name}@example.org")).await;
            applications.push(self.apply(&seeker, job).await);
        }
        applications
    }

    /// The kanban board's columns, `query` being the job's id and what follows it in the path.
    pub async fn pipeline_board(&self, session: &Tokens, query: &str) -> Vec<Value> {
        let response = self
            .get_as(&format!("/api/jobs/applicantsforpipeline/{query}"), &session.access)
            .await;
        assert_eq!(response.status().as_u16(), 200);
        response.json::<Value>().await.unwrap().as_array().unwrap().clone()
    }

    /// The application's status value as its applicant page shows it.
    pub async fn status_of(&self, session: &Tokens, application: &str) -> String {
        let card = self.applicant_page(session, application).await;
        card["status"]["value"].as_str().unwrap().to_owned()
    }

    /// The applicant page of `application`.
    pub async fn applicant_page(&self, session: &Tokens, application: &str) -> Value {
        self.get_json_as(&format!("/api/jobs/applicant/{application}/"), &session.access)
            .await
    }

    /// Every row of every view, to compare the live projections with a replay.
    pub async fn view_rows(&self) -> Vec<(String, Vec<Value>)> {
        let hiring = projections::Hiring::new(self.pool.clone());
        let mut rows = Vec::new();
        for view in hiring.views() {
            for table in view.tables() {
                let table_rows: Vec<Value> =
                    sqlx::query_scalar(&format!("SELECT to_jsonb(t) FROM {table} t ORDER BY to_jsonb(t)::text"))
                        .fetch_all(&self.pool)
                        .await
                        .unwrap();
                rows.push((table.to_string(), table_rows));
            }
        }
        rows
    }
}

pub struct Server {
    pub child: Child,
    pub address: String,
}

/// A test that fails part-way still stops its server.
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A loopback port nothing listens on now, for a server a test starts.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The real `hire` binary on `database_url`, with its files under `data_dir`.
pub async fn start_server(database_url: &str, data_dir: &std::path::Path) -> Server {
    start_server_with_env(database_url, data_dir, &[]).await
}

/// [`start_server`] with settings of the test's own, as environment variables.
pub async fn start_server_with_env(database_url: &str, data_dir: &std::path::Path, env: &[(&str, &str)]) -> Server {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_hire"))
        .arg("serve")
        .env("DATABASE_URL", database_url)
        .env("HIRE_ADDR", format!("127.0.0.1:{port}"))
        .env("HIRE_DATA_DIR", data_dir)
        .env("HIRE_JWT_SECRET", JWT_SECRET)
        .env("HIRE_ADMIN_TOKEN", "test-admin-token")
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the hire binary starts");
    let address = format!("http://127.0.0.1:{port}");
    let server = Server { child, address };
    for _ in 0..300 {
        if reqwest::get(format!("{}/api/health", server.address))
            .await
            .is_ok_and(|response| response.status().is_success())
        {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("hire did not start");
}

/// The header of a PNG picture of the given size: what the server reads to check a picture.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend(13u32.to_be_bytes());
    bytes.extend(b"IHDR");
    bytes.extend(width.to_be_bytes());
    bytes.extend(height.to_be_bytes());
    bytes.extend([8, 6, 0, 0, 0]);
    bytes.extend([0; 4]);
    bytes.extend([0; 64]);
    bytes
}

impl TestApp {
    /// Stops the server and its background tasks (the database stays).
    pub async fn shut_down(&mut self) {
        if let (Some(stop), Some(running)) = (self.stop.take(), self.running.take()) {
            let _ = stop.send(());
            running.await.unwrap().unwrap();
        }
    }

    pub async fn delete_as(&self, path: &str, access: &str) -> Response {
        self.request(Method::DELETE, path)
            .header("Authorization", format!("JWT {access}"))
            .send()
            .await
            .unwrap()
    }

    /// Sends `bytes` as the multipart field `file`.
    pub async fn upload(&self, method: Method, path: &str, session: &Tokens, bytes: &[u8], name: &str) -> Response {
        let part = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned());
        self.request(method, path)
            .header("Authorization", format!("JWT {}", session.access))
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await
            .unwrap()
    }

    /// Files kept under `folder` of the file store.
    pub fn stored_files(&self, folder: &str) -> usize {
        std::fs::read_dir(self.data_dir.join("files").join(folder))
            .map(|entries| entries.count())
            .unwrap_or(0)
    }

    /// GETs `path` until `done` holds for the body (indexing for search runs in the
    /// background); panics with the last body after ten seconds.
    pub async fn eventually(&self, session: &Tokens, path: &str, done: impl Fn(&Value) -> bool) -> Value {
        eventually_at(&self.address, session, path, done).await
    }

    /// Switches a company's module on or off, as an administrator.
    pub async fn set_module(&self, company_email: &str, module: &str, active: bool) {
        let response = self
            .request(Method::PUT, "/api/admin/companies/modules/")
            .header("Authorization", format!("Admin {ADMIN_TOKEN}"))
            .json(&json!({"email": company_email, "module": module, "is_active": active}))
            .send()
            .await
            .unwrap();
        assert!(response.status().is_success());
    }
}

/// [`TestApp::eventually`] against the server at `address`.
pub async fn eventually_at(address: &str, session: &Tokens, path: &str, done: impl Fn(&Value) -> bool) -> Value {
    let client = reqwest::Client::new();
    let mut last = Value::Null;
    for _ in 0..100 {
        let response = client
            .get(format!("{address}{path}"))
            .header("Authorization", format!("JWT {}", session.access))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "GET {path}");
        last = response.json().await.unwrap();
        if done(&last) {
            return last;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("GET {path} never answered as expected; last answer: {last}");
}

impl TestApp {
    /// A job seeker whose CV companies can find: a profile with `headline` and `skills`,
    /// made visible.
    pub async fn visible_candidate(&self, email: &str, headline: &str, skills: &[&str]) -> Tokens {
        let session = self.candidate(email).await;
        let profile = self
            .put_as(
                "/api/accounts/jobseeker/",
                &session.access,
                json!({"headline": headline, "region": "Baku", "cv_visible": true}),
            )
            .await;
        assert_eq!(profile.status(), StatusCode::OK);
        let set = self
            .put_as(
                "/api/jobs/jobseeker-skills/",
                &session.access,
                json!({"skills": skills}),
            )
            .await;
        assert_eq!(set.status(), StatusCode::OK);
        session
    }
}

/// The id in a 201 answer (`id`, or `job_id` for a staff request).
pub async fn created(response: Response) -> String {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_str().or(body["job_id"].as_str()).unwrap().to_owned()
}

/// A unit of the org structure (`kind`: departments, divisions or sub-divisions); its id.
pub async fn unit(app: &TestApp, company: &Tokens, kind: &str, name: &str, parent: Option<&str>) -> String {
    created(
        app.post_as(
            &format!("/api/org/{kind}/"),
            &company.access,
            json!({"name": name, "parent_id": parent}),
        )
        .await,
    )
    .await
}

/// Moves events of `aggregate_type` back in time by `days_ago` (SQL over the events' columns,
/// e.g. by `sequence`), then rebuilds `view` from them.
pub async fn backdate_events(app: &TestApp, aggregate_type: &str, days_ago: &str, view: &str) {
    sqlx::query(&format!(
        "UPDATE events SET metadata = jsonb_set(metadata::jsonb, '{{at}}',
                to_jsonb(to_char((now() - make_interval(days => {days_ago})) AT TIME ZONE 'UTC',
                                 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')))::json
         WHERE aggregate_type = $1"
    ))
    .bind(aggregate_type)
    .execute(&app.pool)
    .await
    .unwrap();
    projections::Hiring::new(app.pool.clone())
        .replay(Some(view), &|_, _, _| {})
        .await
        .unwrap();
}

/// What the server logs while a test runs. A `#[tokio::test]` runs the server's tasks on the
/// test's own thread, so a subscriber set for that thread hears them and no other test's.
pub struct CapturedLog {
    lines: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
    _guard: tracing::subscriber::DefaultGuard,
}

impl CapturedLog {
    pub fn start() -> Self {
        Self::start_at(tracing::Level::WARN)
    }

    /// Hears what is logged at `level` and above.
    pub fn start_at(level: tracing::Level) -> Self {
        let lines = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_max_level(level)
            .with_writer(move || LogWriter(sink.clone()))
            .finish();
        Self {
            lines,
            _guard: tracing::subscriber::set_default(subscriber),
        }
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.lines.lock().unwrap()).into_owned()
    }
}

struct LogWriter(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for LogWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// What posting a job titled `title` sends, published unless `publish` is false.
pub fn job_body(title: &str, publish: bool) -> Value {
    json!({"title": title, "description": "Build the hiring pipeline.", "employment_type": "full_time", "publish": publish})
}
