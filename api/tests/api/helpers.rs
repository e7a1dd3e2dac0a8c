use api::config::Config;
use api::startup::Application;
use clap::Parser;
use reqwest::{Method, RequestBuilder, Response, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;

pub const PASSWORD: &str = "Str0ng!pass";
pub const JWT_SECRET: &str = "test-secret-that-signs-tokens";
const ADMIN_TOKEN: &str = "test-admin-token";

#[derive(Parser)]
struct Args {
    #[command(flatten)]
    config: Config,
}

pub struct TestApp {
    pub address: String,
    pub pool: PgPool,
    client: reqwest::Client,
}

#[derive(Debug, Clone)]
pub struct Tokens {
    pub access: String,
    pub refresh: String,
}

/// Starts Hire on a free port with its own fresh database.
pub async fn spawn_app() -> TestApp {
    if std::env::var_os("TEST_LOG").is_some() {
        api::telemetry::init();
    }
    let database_url = migrations::testing::fresh_database().await.expect("test database");
    let mut config = Args::parse_from(["hire"]).config;
    config.addr = "127.0.0.1:0".parse().unwrap();
    config.database_url = Some(database_url.clone().into());
    config.jwt_secret = Some(JWT_SECRET.to_owned().into());
    config.admin_token = Some(ADMIN_TOKEN.to_owned().into());
    config.public_url = Some("http://hire.test".into());
    config.max_body_bytes = 64 * 1024;
    let pool = PgPoolOptions::new().max_connections(5).connect(&database_url).await.expect("connect");
    let application = Application::build(&config, pool.clone()).await.expect("build app");
    let address = format!("http://127.0.0.1:{}", application.port());
    tokio::spawn(application.run_until(std::future::pending()));
    TestApp { address, pool, client: reqwest::Client::new() }
}

impl TestApp {
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.client.request(method, format!("{}{path}", self.address))
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.request(Method::POST, path).json(&body).send().await.unwrap()
    }

    pub async fn get_as(&self, path: &str, access: &str) -> Response {
        self.request(Method::GET, path).header("Authorization", format!("JWT {access}")).send().await.unwrap()
    }

    pub async fn post_as(&self, path: &str, access: &str, body: Value) -> Response {
        self.request(Method::POST, path)
            .header("Authorization", format!("JWT {access}"))
            .json(&body)
            .send()
            .await
            .unwrap()
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
            json!({"first_name": "Ada", "last_name": "Lovelace", "email": email, "password": PASSWORD, "user_type": user_type}),
        )
        .await
    }

    /// The `(uid, token)` of the newest e-mailed link to `email`, read through the admin API.
    pub async fn last_link(&self, email: &str) -> (String, String) {
        let mails: Value = self
            .request(Method::GET, &format!("/api/admin/outbox/?to={email}"))
            .header("Authorization", format!("Admin {ADMIN_TOKEN}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let link = mails[0]["link"].as_str().expect("a mail with a link");
        let query = link.split_once('?').unwrap().1;
        let param = |name: &str| {
            query.split('&').find_map(|pair| pair.strip_prefix(&format!("{name}="))).unwrap().to_owned()
        };
        (param("uid"), param("token"))
    }

    pub async fn verify(&self, email: &str) -> Response {
        let (uid, token) = self.last_link(email).await;
        self.post("/api/auth/users/activation/", json!({"uid": uid, "token": token})).await
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.post("/api/auth/jwt/create/", json!({"email": email, "password": password})).await
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
        let activated = self.admin_post("/api/admin/companies/activate/", json!({"email": email})).await;
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
            .post("/api/auth/users/reset_password_confirm/", json!({"uid": uid, "token": token, "new_password": PASSWORD}))
            .await;
        assert_eq!(set.status(), StatusCode::NO_CONTENT);
        tokens(self.login(email, PASSWORD).await).await
    }
}

pub async fn tokens(response: Response) -> Tokens {
    assert_eq!(response.status(), StatusCode::OK, "login failed");
    let body: Value = response.json().await.unwrap();
    Tokens { access: body["access"].as_str().unwrap().to_owned(), refresh: body["refresh"].as_str().unwrap().to_owned() }
}

/// Asserts the status and the error code of an error response, and returns its body.
pub async fn assert_error(response: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.expect("an error body in JSON");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["error"]["message"].as_str().is_some_and(|message| !message.is_empty()));
    body
}
