//! `hire seed-demo`: a believable company and job seekers, made through the API: employees in
//! each role, jobs in every state, applicants in every status with interviews, evaluations
//! and offers. Prints the logins.

use super::client::{Client, Session, cv_pdf};
use super::{LocalServer, latest_link};
use crate::config::Config;
use anyhow::{Result, bail};
use chrono::{Datelike, Duration, Utc};
use domain::accounts::{Email, Module};
use domain::privacy::PRIVACY_TERMS_VERSION;
use indicatif::{ProgressBar, ProgressStyle};
use reqwest::Method;
use serde_json::{Value, json};
use sqlx::PgPool;

pub const PASSWORD: &str = "Demo!2026pass";
const COMPANY: &str = "hr@caspian-tech.az";

/// E-mail, names, role, position title (in `ORG`) and hired date of the demo employees.
const EMPLOYEES: [(&str, &str, &str, &str, &str, &str); 4] = [
    (
        "leyla@caspian-tech.az",
        "Leyla",
        "Mammadova",
        "block_leader",
        "Partner Manager",
        "2019-03-01",
    ),
    (
        "rashad@caspian-tech.az",
        "Rashad",
        "Aliyev",
        "hiring_manager",
        "Backend Engineer",
        "2021-09-15",
    ),
    (
        "nigar@caspian-tech.az",
        "Nigar",
        "Huseynova",
        "hr_executive",
        "Recruiter",
        "2022-01-10",
    ),
    (
        "farhad@caspian-tech.az",
        "Farhad",
        "Karimov",
        "hiring_manager",
        "Site Reliability Engineer",
        "2020-05-04",
    ),
];

/// The demo delegate: an employee of `EMPLOYEES` limited to one department.
const DELEGATE: (&str, &str) = ("farhad@caspian-tech.az", "Engineering");

/// The positions (in `ORG`) of the live demo jobs, in the order `post_jobs` returns them.
const LIVE_JOB_POSITIONS: [&str; 3] = ["Backend Engineer", "Product Designer", "Data Analyst"];

/// Headline, skills and past employer of the demo job seekers, in turn.
const CAREERS: [(&str, &[&str], &str); 4] = [
    ("Backend developer", &["Rust", "PostgreSQL", "Docker"], "Azercell"),
    (
        "Product designer",
        &["Figma", "Research", "Prototyping"],
        "Kapital Bank",
    ),
    ("Data analyst", &["SQL", "Python", "Power BI"], "SOCAR"),
    ("QA engineer", &["Testing", "Selenium", "SQL"], "Bakcell"),
];

const SEEKERS: [(&str, &str); 12] = [
    ("Aysel", "Karimova"),
    ("Farid", "Guliyev"),
    ("Elena", "Petrova"),
    ("Tural", "Hasanov"),
    ("Sabina", "Ismayilova"),
    ("Dmitri", "Ivanov"),
    ("Gunel", "Rzayeva"),
    ("Orkhan", "Babayev"),
    ("Maria", "Smirnova"),
    ("Kamran", "Abbasov"),
    ("Lala", "Mustafayeva"),
    ("James", "Walker"),
];

struct Jobs {
    live: Vec<String>,
}

pub async fn run(config: &Config, pool: PgPool) -> Result<()> {
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&pool)
        .await?;
    if users > 0 {
        bail!(
            "seed-demo fills an empty database, and this one has {users} users. Point HIRE_DATA_DIR or DATABASE_URL at a new one."
        );
    }
    let server = LocalServer::start(config, pool.clone()).await?;
    let outcome = seed(&Client::new(&server.address), &pool).await;
    server.stop().await?;
    outcome?;
    println!("\nDemo data is in. Every account's password is {PASSWORD}");
    println!("  company          {COMPANY}");
    for (email, _, _, role, _, _) in EMPLOYEES {
        let limited = if email == DELEGATE.0 {
            format!(" (delegate: sees the {} department only)", DELEGATE.1)
        } else {
            String::new()
        };
        println!("  {role:<16} {email}{limited}");
    }
    println!(
        "  job seekers      {} … {}",
        seeker_email(0),
        seeker_email(SEEKERS.len() - 1)
    );
    Ok(())
}

fn seeker_email(index: usize) -> String {
    let (first, last) = SEEKERS[index];
    format!("{}.{}@example.org", first.to_lowercase(), last.to_lowercase())
}

async fn verify(client: &Client, pool: &PgPool, email: &str) -> Result<()> {
    let (uid, token) = latest_link(pool, email).await?;
    client
        .post("/api/auth/users/activation/", None, json!({"uid": uid, "token": token}))
        .await?;
    Ok(())
}

/// Caspian Tech's departments, each with divisions (their sub-divisions, and positions with
/// head counts).
type Division = (&'static str, &'static [&'static str], &'static [(&'static str, u32)]);
const ORG: &[(&str, &[Division])] = &[
    (
        "Engineering",
        &[
            (
                "Platform",
                &["Infrastructure", "Data"],
                &[("Backend Engineer", 8), ("Site Reliability Engineer", 3)],
            ),
            (
                "Product Engineering",
                &["Web", "Mobile"],
                &[
                    ("Frontend Engineer", 6),
                    ("Mobile Developer", 4),
                    ("QA Engineer", 3),
                    ("Product Designer", 2),
                ],
            ),
        ],
    ),
    (
        "Sales",
        &[
            (
                "Enterprise",
                &["Baku", "Ganja"],
                &[("Account Executive", 5), ("Sales Engineer", 2)],
            ),
            ("Partnerships", &[], &[("Partner Manager", 2)]),
        ],
    ),
    (
        "Finance",
        &[
            ("Accounting", &[], &[("Accountant", 3)]),
            ("Planning", &[], &[("Financial Analyst", 2), ("Data Analyst", 2)]),
        ],
    ),
    (
        "People",
        &[
            ("Talent Acquisition", &[], &[("Recruiter", 3)]),
            ("People Operations", &[], &[("HR Generalist", 2)]),
        ],
    ),
    (
        "Operations",
        &[(
            "Customer Support",
            &["Tier 1", "Tier 2"],
            &[("Support Specialist", 10), ("Support Lead", 2)],
        )],
    ),
];

/// Competency models of some positions: (position title, category 1..9, name, required level).
const COMPETENCIES: &[(&str, u8, &str, u8)] = &[
    ("Backend Engineer", 4, "Distributed systems", 4),
    ("Backend Engineer", 3, "Code review", 3),
    ("Backend Engineer", 5, "Written communication", 3),
    ("Backend Engineer", 6, "Ownership", 4),
    ("Account Executive", 5, "Negotiation", 4),
    ("Account Executive", 1, "Resilience", 3),
    ("Account Executive", 9, "Customer first", 4),
    ("Recruiter", 5, "Interviewing", 4),
    ("Recruiter", 8, "Structured judgement", 3),
    ("Support Lead", 7, "Coaching", 3),
    ("Support Lead", 5, "Calm under pressure", 4),
];

async fn seed(client: &Client, pool: &PgPool) -> Result<()> {
    let steps = 3 + ORG.len() + 1 + EMPLOYEES.len() + SEEKERS.len() + 8 + SEEKERS.len() + 1 + 1 + PEERS.len();
    let bar = ProgressBar::new(steps as u64)
        .with_style(ProgressStyle::with_template("{msg:<28} [{bar:40}] {pos}/{len}")?.progress_chars("=> "));

    bar.set_message("company");
    client
        .post(
            "/api/auth/users/",
            None,
            json!({"first_name": "Samir", "last_name": "Jafarov", "email": COMPANY, "password": PASSWORD, "user_type": "company", "company_name": "Caspian Tech", "privacy_terms_version": PRIVACY_TERMS_VERSION}),
        )
        .await?;
    verify(client, pool, COMPANY).await?;
    let company_email = Email::parse(COMPANY).map_err(anyhow::Error::msg)?;
    crate::admin::activate_company(pool, &company_email).await?;
    crate::admin::set_module(pool, &company_email, Module::Lms, true).await?;
    let company = client.login(COMPANY, PASSWORD).await?;
    // AI tokens to try teachers and the proposal with: an order, paid as an administrator would.
    let order = client
        .post(
            "/api/market/ai-tokens/orders/",
            Some(&company),
            json!({"package_id": "team"}),
        )
        .await?;
    let order: uuid::Uuid = order["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| anyhow::anyhow!("the order has no id: {order}"))?;
    crate::market::mark_paid(pool, &projections::Hiring::new(pool.clone()), order)
        .await
        .map_err(|error| anyhow::anyhow!("paying the demo order: {error}"))?;
    client
        .call(
            Method::PUT,
            "/api/accounts/company/",
            Some(&company),
            Some(json!({"name": "Caspian Tech", "industry": "technology", "employee_count": 240, "founded": 2012,
                        "description": "Caspian Tech builds the software behind logistics across the Caspian region.",
                        "contact": {"website": "https://caspian-tech.az", "location": "Baku", "country": "Azerbaijan", "email": COMPANY}})),
        )
        .await?;
    for (name, position) in [
        ("Samir Jafarov", "Chief executive"),
        ("Leyla Mammadova", "Head of people"),
    ] {
        client
            .post(
                "/api/accounts/company-team/",
                Some(&company),
                json!({"name": name, "position": position}),
            )
            .await?;
    }
    bar.inc(3);

    bar.set_message("org structure");
    let mut position_ids = std::collections::HashMap::new();
    let mut department_ids = std::collections::HashMap::new();
    for (department, divisions) in ORG {
        let department_id = client
            .post("/api/org/departments/", Some(&company), json!({"name": department}))
            .await?["id"]
            .clone();
        department_ids.insert(*department, department_id.clone());
        for (division, sub_divisions, positions) in *divisions {
            let division_id = client
                .post(
                    "/api/org/divisions/",
                    Some(&company),
                    json!({"name": division, "parent_id": department_id}),
                )
                .await?["id"]
                .clone();
            for sub_division in *sub_divisions {
                client
                    .post(
                        "/api/org/sub-divisions/",
                        Some(&company),
                        json!({"name": sub_division, "parent_id": division_id}),
                    )
                    .await?;
            }
            for (title, head_count) in *positions {
                let position = client
                    .post(
                        "/api/org/positions/",
                        Some(&company),
                        json!({"unit_id": division_id, "title": title, "head_count": head_count}),
                    )
                    .await?["id"]
                    .clone();
                position_ids.insert(*title, position.clone());
                let model = COMPETENCIES.iter().filter(|(for_title, ..)| for_title == title);
                for (_, category, name, required_level) in model {
                    let body = json!({"position_id": position, "category": category, "name": name,
                                      "required_level": required_level});
                    client.post("/api/org/competency-model/", Some(&company), body).await?;
                }
            }
        }
        bar.inc(1);
    }

    bar.set_message("workforce plan");
    plan_workforce(client, &company, &position_ids).await?;
    bar.inc(1);

    bar.set_message("employees");
    let mut staff = Vec::new();
    for (email, first_name, last_name, role, position, hired_on) in EMPLOYEES {
        client
            .post(
                "/api/accounts/employees/",
                Some(&company),
                json!({"email": email, "first_name": first_name, "last_name": last_name, "role": role,
                       "position_id": position_ids.get(position), "hired_on": hired_on}),
            )
            .await?;
        let (uid, token) = latest_link(pool, email).await?;
        client
            .post(
                "/api/auth/users/reset_password_confirm/",
                None,
                json!({"uid": uid, "token": token, "new_password": PASSWORD}),
            )
            .await?;
        let session = client.login(email, PASSWORD).await?;
        let (delegate, department) = DELEGATE;
        if email == delegate {
            client
                .post(
                    "/api/accounts/grant-access-to-delegate/",
                    Some(&company),
                    json!({"employee_id": session.user_id, "unit_id": department_ids.get(department)}),
                )
                .await?;
        }
        staff.push(session);
        bar.inc(1);
    }
    let (leader, manager, hr) = (&staff[0], &staff[1], &staff[2]);

    bar.set_message("job seekers");
    let mut seekers = Vec::new();
    for (index, (first_name, last_name)) in SEEKERS.iter().enumerate() {
        let email = seeker_email(index);
        client
            .post("/api/auth/users/", None, json!({"first_name": first_name, "last_name": last_name, "email": email, "password": PASSWORD, "user_type": "jobseeker", "privacy_terms_version": PRIVACY_TERMS_VERSION}))
            .await?;
        verify(client, pool, &email).await?;
        let session = client.login(&email, PASSWORD).await?;
        client
            .upload_cv(
                &session,
                &format!("{first_name}_{last_name}_CV.pdf"),
                cv_pdf(&format!("{first_name} {last_name}")),
            )
            .await?;
        let (headline, skills, employer) = CAREERS[index % CAREERS.len()];
        // Every other job seeker lets companies find them in the CV database.
        let profile = json!({"headline": headline, "region": "Baku", "salary_expectation": 2000 + 250 * index, "currency": "AZN", "cv_visible": index % 2 == 0});
        client
            .call(Method::PUT, "/api/accounts/jobseeker/", Some(&session), Some(profile))
            .await?;
        client
            .call(
                Method::PUT,
                "/api/jobs/jobseeker-skills/",
                Some(&session),
                Some(json!({"skills": skills})),
            )
            .await?;
        let started = format!("{}-09-01", 2014 + index % 6);
        client
            .post(
                "/api/accounts/experiences/",
                Some(&session),
                json!({"title": headline, "company": employer, "start_date": started}),
            )
            .await?;
        seekers.push(session);
        bar.inc(1);
    }

    bar.set_message("jobs");
    let jobs = post_jobs(client, &company, leader, manager, hr, &bar).await?;
    for (job, position) in jobs.live.iter().zip(LIVE_JOB_POSITIONS) {
        client
            .post(
                &format!("/api/jobs/set-job-requirements/{job}/"),
                Some(&company),
                json!({"position_id": position_ids.get(position)}),
            )
            .await?;
    }

    bar.set_message("applications");
    pipeline(client, &company, manager, hr, &seekers, &jobs, &bar).await?;

    bar.set_message("AI teacher");
    ai_teacher(client, &company).await?;
    bar.inc(1);

    bar.set_message("messages");
    conversation(client, &company, &seekers[0]).await?;
    bar.inc(1);

    bar.set_message("other companies' jobs");
    for peer in PEERS {
        post_peer_jobs(client, pool, peer).await?;
        bar.inc(1);
    }
    bar.finish_with_message("done");
    Ok(())
}

/// The people handbook the demo's AI teacher answers from.
const HANDBOOK: &str = "Annual leave\n\nEveryone at Caspian Tech receives 24 days of paid annual leave each calendar year. \
Leave is planned with your manager at least two weeks ahead.\n\nRemote work\n\nEngineers and designers may work remotely \
up to three days a week; the team meets in the Baku office on Tuesdays.\n\nLearning budget\n\nEach employee has a learning \
budget of 1,200 AZN a year for courses, books and conferences, approved by the Head of people.";

/// A teacher over the handbook, and a conversation with it: the Learning screens show an answered
/// question with its quotes, and one the handbook does not cover.
async fn ai_teacher(client: &Client, company: &Session) -> Result<()> {
    let document = client
        .upload_document(company, "People handbook", "people-handbook.txt", HANDBOOK)
        .await?;
    let teacher = client
        .post(
            "/api/learning/ai-teacher/",
            Some(company),
            json!({"name": "Nigar", "topic": "People and policies", "model": "hire-extractive", "document_ids": [document]}),
        )
        .await?;
    let teacher = teacher["id"].as_str().unwrap_or_default();
    for question in [
        "How many days of paid annual leave do we receive?",
        "How many days a week may engineers work remotely?",
        "What is the parking policy?",
    ] {
        client.ask_teacher(company, teacher, question).await?;
    }
    Ok(())
}

/// The company and its first applicant write to each other, so Messages shows a conversation on
/// both sides, with an unread reply waiting for the company.
async fn conversation(client: &Client, company: &Session, seeker: &Session) -> Result<()> {
    let lines = [
        (
            company,
            seeker,
            "Hello Aysel, thank you for applying to Caspian Tech. Would a short call this week suit you?",
        ),
        (
            seeker,
            company,
            "Hello, thank you for writing. Thursday afternoon suits me well.",
        ),
        (company, seeker, "Thursday at 15:00 then. We will send you the link."),
        (seeker, company, "Thank you, I look forward to it."),
    ];
    for (from, to, message) in lines {
        // Each answers having read what came before, as on the screen.
        client
            .call(
                Method::POST,
                &format!("/api/chat/messages/{}/read/", to.user_id),
                Some(from),
                None,
            )
            .await?;
        client
            .post(
                "/api/chat/message/",
                Some(from),
                json!({"receiver_id": to.user_id, "message": message}),
            )
            .await?;
    }
    Ok(())
}

/// The current quarter's plan: each position budgeted at its head count, a few over it, so
/// the plan shows budgets, staff from the employees and hires, requisitions and vacancies.
async fn plan_workforce(
    client: &Client,
    company: &Session,
    position_ids: &std::collections::HashMap<&str, Value>,
) -> Result<()> {
    let today = Utc::now().date_naive();
    let period = format!("{}-Q{}", today.year(), today.month0() / 3 + 1);
    let positions = ORG
        .iter()
        .flat_map(|(_, divisions)| divisions.iter())
        .flat_map(|(_, _, positions)| positions.iter());
    for (index, (title, head_count)) in positions.enumerate() {
        let Some(position) = position_ids.get(title) else {
            continue;
        };
        let out_of_budget = u32::from(index % 4 == 0);
        let body = json!({"period": period, "budget": head_count, "out_of_budget": out_of_budget,
                          "salary_budget": head_count * 3 * 2800, "currency": "AZN"});
        let path = format!("/api/org/workforce-planning/{}/", position.as_str().unwrap_or_default());
        client.call(Method::PUT, &path, Some(company), Some(body)).await?;
    }
    Ok(())
}

/// Companies beside Caspian Tech whose published pay, with Caspian's, is enough for the salary
/// benchmark to show its figures for common titles (it needs five jobs from three companies).
const PEERS: [(&str, &str, &str, &str); 2] = [
    ("hr@absheron-bank.az", "Absheron Bank", "Nigar", "Rzayeva"),
    ("hr@ganja-logistics.az", "Ganja Logistics", "Elvin", "Mammadli"),
];

/// Title, level and monthly salary range (AZN) of the jobs each peer company publishes.
const PEER_JOBS: [(&str, u8, (u32, u32)); 8] = [
    ("Backend Engineer", 4, (2800, 4200)),
    ("Backend Engineer", 5, (3600, 5200)),
    ("Data Analyst", 3, (1800, 2600)),
    ("Data Analyst", 4, (2400, 3400)),
    ("Product Designer", 3, (2000, 3000)),
    ("Product Designer", 4, (2600, 3800)),
    ("DevOps Engineer", 4, (3000, 4600)),
    ("QA Engineer", 3, (1600, 2500)),
];

async fn post_peer_jobs(
    client: &Client,
    pool: &PgPool,
    (email, name, first_name, last_name): (&str, &str, &str, &str),
) -> Result<()> {
    client
        .post(
            "/api/auth/users/",
            None,
            json!({"first_name": first_name, "last_name": last_name, "email": email, "password": PASSWORD, "user_type": "company", "company_name": name, "privacy_terms_version": PRIVACY_TERMS_VERSION}),
        )
        .await?;
    verify(client, pool, email).await?;
    crate::admin::activate_company(pool, &Email::parse(email).map_err(anyhow::Error::msg)?).await?;
    let session = client.login(email, PASSWORD).await?;
    for (index, (title, level, salary)) in PEER_JOBS.into_iter().enumerate() {
        // Each company's pay differs a little, so the quartiles are not the same two numbers.
        let step = 100 * (index as u32 % 3) + if name.starts_with('G') { 150 } else { 0 };
        let mut body = job(
            title,
            &format!("{title} at {name}, on a team that ships every week."),
            "full_time",
            level,
            (salary.0 + step, salary.1 + step),
            &[],
        );
        body["publish"] = json!(true);
        client.post("/api/jobs/job/", Some(&session), body).await?;
    }
    Ok(())
}

fn job(title: &str, description: &str, kind: &str, level: u8, salary: (u32, u32), skills: &[&str]) -> Value {
    json!({
        "title": title, "description": description, "employment_type": kind, "job_level": level,
        "salary_min": salary.0, "salary_max": salary.1, "currency": "AZN", "location": "Baku", "category": "Engineering",
        "skills": skills, "openings": 5, "benefits": ["Health insurance", "Hybrid work"],
        "requirements": "Three years of experience in a similar role.", "responsibilities": "Own the work end to end."
    })
}

async fn post_jobs(
    client: &Client,
    company: &Session,
    leader: &Session,
    manager: &Session,
    hr: &Session,
    bar: &ProgressBar,
) -> Result<Jobs> {
    let post = |session: &Session, mut body: Value, publish: bool| {
        body["publish"] = json!(publish);
        let (client, session) = (client.clone(), session.clone());
        async move {
            Ok::<String, anyhow::Error>(
                client.post("/api/jobs/job/", Some(&session), body).await?["id"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            )
        }
    };
    let backend = post(
        company,
        job(
            "Backend Engineer",
            "Build the services behind our logistics platform.",
            "full_time",
            4,
            (3000, 4500),
            &["Rust", "PostgreSQL"],
        ),
        true,
    )
    .await?;
    let designer = post(
        leader,
        job(
            "Product Designer",
            "Design the tools our drivers and dispatchers use every day.",
            "full_time",
            4,
            (2500, 3500),
            &["Figma", "Research"],
        ),
        true,
    )
    .await?;
    let analyst = post(
        company,
        job(
            "Data Analyst",
            "Turn fleet data into decisions.",
            "full_time",
            3,
            (2000, 3000),
            &["SQL", "Python"],
        ),
        true,
    )
    .await?;
    bar.inc(3);
    post(
        company,
        job(
            "DevOps Engineer",
            "Run our infrastructure.",
            "contract",
            5,
            (4000, 5500),
            &["Kubernetes"],
        ),
        false,
    )
    .await?;
    let paused = post(
        company,
        job(
            "QA Engineer",
            "Keep our releases boring.",
            "full_time",
            3,
            (1800, 2600),
            &["Testing"],
        ),
        true,
    )
    .await?;
    client
        .post(
            &format!("/api/jobs/job-status/{paused}/"),
            Some(hr),
            json!({"action": "deactivate"}),
        )
        .await?;
    let closed = post(
        company,
        job(
            "Office Manager",
            "Keep the Baku office running.",
            "part_time",
            2,
            (1200, 1600),
            &["Organisation"],
        ),
        true,
    )
    .await?;
    client
        .post(
            &format!("/api/jobs/job-status/{closed}/"),
            Some(company),
            json!({"action": "close"}),
        )
        .await?;
    bar.inc(3);
    post(
        manager,
        job(
            "Mobile Developer",
            "A second pair of hands for the driver app.",
            "full_time",
            3,
            (2500, 3500),
            &["Kotlin", "Swift"],
        ),
        false,
    )
    .await?;
    let declined = post(
        manager,
        job(
            "Intern, Data",
            "Summer internship.",
            "internship",
            1,
            (600, 800),
            &["SQL"],
        ),
        false,
    )
    .await?;
    client
        .post(
            &format!("/api/jobs/requested-staff/{declined}/decline/"),
            Some(hr),
            json!({"reason": "No budget this quarter."}),
        )
        .await?;
    bar.inc(2);
    Ok(Jobs {
        live: vec![backend, designer, analyst],
    })
}

async fn act(client: &Client, session: &Session, application: &str, action: &str) -> Result<()> {
    client
        .post(
            &format!("/api/jobs/applicant/{application}/action/"),
            Some(session),
            json!({"action": action}),
        )
        .await?;
    Ok(())
}

async fn pipeline(
    client: &Client,
    company: &Session,
    manager: &Session,
    hr: &Session,
    seekers: &[Session],
    jobs: &Jobs,
    bar: &ProgressBar,
) -> Result<()> {
    let tomorrow = (Utc::now() + Duration::days(1)).date_naive();
    let last_date = (Utc::now() + Duration::days(10)).date_naive();
    for (index, seeker) in seekers.iter().enumerate() {
        let job = &jobs.live[index % jobs.live.len()];
        let cover = "I have followed your work for a while and would love to help.";
        let applied = client
            .post(
                &format!("/api/jobs/job/{job}/apply/"),
                Some(seeker),
                json!({"cover_letter": cover, "privacy_terms_version": PRIVACY_TERMS_VERSION}),
            )
            .await?;
        let application = applied["id"].as_str().unwrap_or_default().to_owned();
        // Twelve applicants, one status after another: applied, in review, shortlisted, interview, …
        let interview_stage = index % 12 >= 3 && index % 12 <= 8;
        if (1..=2).contains(&(index % 12)) {
            act(client, manager, &application, "next_step").await?;
        }
        if index % 12 == 2 {
            act(client, manager, &application, "next_step").await?;
            act(client, company, &application, "favorite").await?;
        }
        if interview_stage {
            let slot = json!({"application_id": application, "date": tomorrow, "start": "10:00:00", "end": "11:00:00",
                              "location": "Caspian Tech, 28 May street", "meet_link": "https://meet.example.com/caspian",
                              "interviewers": [company.user_id, manager.user_id]});
            let interview = client.post("/api/jobs/interview/", Some(hr), slot).await?;
            let interview = interview["id"].as_str().unwrap_or_default().to_owned();
            // A job placed at a position is rated on exactly that position's competencies.
            let position = LIVE_JOB_POSITIONS[index % jobs.live.len()];
            let model: Vec<Value> = COMPETENCIES
                .iter()
                .filter(|(title, ..)| *title == position)
                .map(|(_, category, name, _)| json!({"competency": name, "category": category, "rating": 4}))
                .collect();
            let ratings = if model.is_empty() {
                json!([{"category": 3, "rating": 4}, {"category": 4, "rating": 5}, {"category": 6, "rating": 4}])
            } else {
                Value::Array(model)
            };
            let scores = json!({"scores": ratings, "comment": "Clear thinker, good questions."});
            // An interview is evaluated once it has taken place.
            let status = format!("/api/jobs/interview/{interview}/status/");
            client.post(&status, Some(hr), json!({"action": "start"})).await?;
            client
                .post(&format!("/api/jobs/evaluation/{interview}/"), Some(company), scores)
                .await?;
            client.post(&status, Some(hr), json!({"action": "complete"})).await?;
            client
                .post(
                    &format!("/api/jobs/applicant/{application}/notes/"),
                    Some(manager),
                    json!({"text": "Strong on fundamentals."}),
                )
                .await?;
        }
        if index % 12 >= 4 && index % 12 <= 6 {
            let offer = client
                .post("/api/jobs/job-offer-details/", Some(hr), json!({"application_id": application, "gross_salary": 3800, "currency": "AZN",
                       "bonus_system": "Yearly bonus up to 15%", "last_date": last_date, "notes": "Start date flexible."}))
                .await?;
            let offer = offer["id"].as_str().unwrap_or_default().to_owned();
            if index % 12 >= 5 {
                client
                    .post(
                        &format!("/api/jobs/job-offer-details/{offer}/accept/"),
                        Some(seeker),
                        json!({}),
                    )
                    .await?;
            }
            if index % 12 == 6 {
                act(client, company, &application, "hire").await?;
            }
        }
        match index % 12 {
            7 => act(client, manager, &application, "hire").await?,
            9 => {
                client
                    .post(
                        &format!("/api/jobs/applicant/{application}/action/"),
                        Some(manager),
                        json!({"action": "reject", "reason": "Looking for more experience."}),
                    )
                    .await?;
            }
            10 => {
                client
                    .call(
                        Method::POST,
                        &format!("/api/jobs/my-applications/{application}/withdraw/"),
                        Some(seeker),
                        None,
                    )
                    .await?;
            }
            _ => {}
        }
        bar.inc(1);
    }
    Ok(())
}
