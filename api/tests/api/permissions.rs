//! The permission matrix (issue #11): one table gives, for every operation of the API, the
//! status each of eight callers gets. The test fails when the OpenAPI document and the table
//! disagree about which operations exist, and otherwise sends every row as every caller and
//! lists every cell that answered otherwise.
//!
//! The rules (spec section 6, docs/decisions.md "Who does what"):
//! - a route that needs a sign-in answers 401 to the anonymous caller; an access token in the
//!   URL (`?token=`) is not a sign-in on REST routes;
//! - a caller of the wrong kind on a route they may never use gets 403 permission_denied,
//!   whatever the id (so an unknown id answers them 403 as well);
//! - whatever a caller may not see (another company's job, a draft or a staff request of
//!   another company, someone else's application, offer, interview, CV or profile entry)
//!   answers 404 not_found, exactly like an unknown id: "another company" and "another job
//!   seeker" ask with the ids of company A and job seeker 1 to show it;
//! - the admin area wants `Authorization: Admin <token>`, which none of the eight has: 401.
//!
//! Requests are authorisation probes, not validation tests: bodies are valid where that is
//! cheap (a body of the wrong shape is refused with 422 before any role is checked), and a
//! 409 or 422 from a business rule still says "allowed". Requests that use up what they act
//! on (delete, withdraw, accept, approve …) get fresh fixtures for each caller, so every caller
//! meets the same state.

use crate::helpers::{PASSWORD, PDF, PRIVACY_TERMS_VERSION, TestApp, Tokens, png, spawn_app};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// The callers, in the order of every row's statuses.
const CALLERS: [&str; 8] = [
    "anonymous",
    "job seeker",
    "company",
    "Block Leader",
    "Hiring Manager",
    "HR Executive",
    "another company",
    "another job seeker",
];

/// What the path parameter of a row (and a body that refers to it) stands for.
#[derive(Clone, Copy, Debug)]
enum Id {
    None,
    // Made once; owned by company A or by job seeker 1.
    LiveJob,
    DraftJob,
    StaffRequest,
    Application,
    Interview,
    Offer,
    Experience,
    Education,
    Language,
    Portfolio,
    CompanyA,
    Seeker,
    /// A job seeker outside the eight, whom anyone may write to.
    Bystander,
    /// The file name of a picture of company A.
    Image,
    /// The file name of the CV job seeker 1 applied with.
    Cv,
    // Made afresh for each caller, for requests that use up what they act on.
    NewLiveJob,
    NewStaffRequest,
    NewApplication,
    /// An application of job seeker 1 at the interview stage.
    NewInterviewStage,
    NewInterview,
    /// An interview of job seeker 1 that has started, so it may be evaluated.
    NewStartedInterview,
    NewOffer,
    NewExperience,
    NewEducation,
    NewLanguage,
    NewPortfolio,
    NewCompanyImage,
    NewTeamMember,
    /// A department of company A, and a position in its fixture department.
    NewDepartment,
    NewPosition,
    /// A competency of company A's fixture position, made afresh.
    NewCompetency,
    /// A position of company A with figures in the current quarter's workforce plan.
    PlannedPosition,
    /// The Block Leader of company A, and an employee of company A made afresh.
    BlockLeader,
    NewEmployee,
    /// An employee of company A limited to its fixture department, made afresh, and one
    /// grant of such an employee.
    NewDelegate,
    NewGrant,
    /// A learning document and an AI teacher of company A, and fresh ones.
    Document,
    Teacher,
    NewDocument,
    NewTeacher,
    /// A webhook endpoint of company A, a delivery to it, and a fresh endpoint.
    WebhookEndpoint,
    WebhookDelivery,
    NewWebhookEndpoint,
    /// A social login provider this installation does not have.
    UnknownProvider,
    /// An e-mail address nobody uses yet.
    NewEmail,
    /// A calendar feed address nobody has.
    UnknownFeed,
}

enum Body {
    None,
    /// A JSON body, given the fixtures and the row's resolved id.
    Json(fn(&World, &str) -> Value),
    /// A small PNG as the multipart field `file`.
    Png,
    /// A small PDF as the multipart field `file`.
    Pdf,
    /// A learning document: a text file as the field `file`, and a `title`.
    Document,
}

fn json(body: fn(&World, &str) -> Value) -> Body {
    Body::Json(body)
}

struct Row {
    method: Method,
    path: &'static str,
    id: Id,
    body: Body,
    /// Per caller, in the order of `CALLERS`.
    expect: [u16; 8],
}

/// `row!(METHOD "path" [id Fixture] [body Body] => eight statuses)`.
macro_rules! row {
    (@id) => { Id::None };
    (@id $id:ident) => { Id::$id };
    (@body) => { Body::None };
    (@body $body:expr) => { $body };
    ($method:ident $path:literal $(id $id:ident)? $(body $body:expr)? => $($status:literal),+) => {
        Row { method: Method::$method, path: $path, id: row!(@id $($id)?), body: row!(@body $($body)?), expect: [$($status),+] }
    };
}

fn tomorrow() -> chrono::NaiveDate {
    (chrono::Utc::now() + chrono::Duration::days(1)).date_naive()
}

fn in_a_week() -> chrono::NaiveDate {
    (chrono::Utc::now() + chrono::Duration::days(7)).date_naive()
}

fn job_details() -> Value {
    json!({"title": "Backend engineer", "description": "Build the hiring pipeline.", "employment_type": "full_time"})
}

/// The whole API, one row per operation (a few operations have a second row for another
/// fixture). Columns: anonymous, job seeker, company A, its Block Leader, Hiring Manager and
/// HR Executive, another company, another job seeker.
fn table() -> Vec<Row> {
    vec![
        // Public: no sign-in needed, and a token changes nothing.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/health"                                                   => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/jobs/skills"                                              => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/files/images/{name}" id Image                             => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/auth/users/" body json(|_, _| json!({}))                 => 422, 422, 422, 422, 422, 422, 422, 422),
        row!(POST "/api/auth/users/activation/" body json(|_, _| json!({}))      => 422, 422, 422, 422, 422, 422, 422, 422),
        // A new stranger's address each time: mails to one address are limited (attempts.rs).
        row!(POST "/api/auth/users/resend_activation/"
             body json(|_, _| json!({"email": format!("nobody-{}@example.org", uuid::Uuid::new_v4())}))
                                                                                 => 204, 204, 204, 204, 204, 204, 204, 204),
        row!(POST "/api/auth/jwt/create/"
             body json(|w, _| json!({"email": w.bystander_email, "password": PASSWORD}))
                                                                                 => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/auth/jwt/refresh/" body json(|_, _| json!({}))           => 422, 422, 422, 422, 422, 422, 422, 422),
        row!(POST "/api/auth/logout/" body json(|_, _| json!({}))                => 422, 422, 422, 422, 422, 422, 422, 422),
        // A new stranger's address each time: mails to one address are limited (attempts.rs).
        row!(POST "/api/auth/users/reset_password/"
             body json(|_, _| json!({"email": format!("nobody-{}@example.org", uuid::Uuid::new_v4())}))
                                                                                 => 204, 204, 204, 204, 204, 204, 204, 204),
        row!(POST "/api/auth/users/reset_password_confirm/" body json(|_, _| json!({}))
                                                                                 => 422, 422, 422, 422, 422, 422, 422, 422),
        row!(POST "/api/auth/users/set_email_confirm/" body json(|_, _| json!({}))
                                                                                 => 422, 422, 422, 422, 422, 422, 422, 422),
        // Administration: only `Authorization: Admin <token>`, which none of the eight has.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(POST "/api/admin/companies/activate/"
             body json(|_, _| json!({"email": "boss@globex.io"}))                => 401, 401, 401, 401, 401, 401, 401, 401),
        row!(PUT "/api/admin/companies/modules/"
             body json(|_, _| json!({"email": "boss@globex.io", "module": "lms", "is_active": true}))
                                                                                 => 401, 401, 401, 401, 401, 401, 401, 401),
        row!(GET "/api/admin/outbox/"                                            => 401, 401, 401, 401, 401, 401, 401, 401),
        // Anyone signed in: the account, lists and public pages, live jobs, chat,
        // notifications. A DELETE of the account with a wrong password deletes nothing (400).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/auth/users/me/"                                           => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(DELETE "/api/auth/users/me/"
             body json(|_, _| json!({"current_password": "Wr0ng!pass"}))         => 401, 400, 400, 400, 400, 400, 400, 400),
        row!(POST "/api/auth/users/set_password/"
             body json(|_, _| json!({"current_password": "Wr0ng!pass", "new_password": "Fresh!Pass2027"}))
                                                                                 => 401, 400, 400, 400, 400, 400, 400, 400),
        row!(POST "/api/auth/users/set_email/"
             body json(|_, _| json!({"current_password": "Wr0ng!pass", "new_email": "moved@example.org"}))
                                                                                 => 401, 400, 400, 400, 400, 400, 400, 400),
        row!(GET "/api/auth/users/notification-preferences/"                       => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(PUT "/api/auth/users/notification-preferences/"
             body json(|_, _| json!({"interview_emails": true, "application_emails": false}))
                                                                                 => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/accounts/industries"                                      => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/accounts/companies"                                       => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/accounts/companies/{id}/" id CompanyA                     => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/accounts/jobseeker/{id}/" id Seeker                       => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/jobs/jobs"                                                => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/jobs/job/{id}/" id LiveJob                                => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/chat/messages/"                                           => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/chat/messages/{id}/" id Bystander                         => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/chat/message/" id Bystander
             body json(|_, id| json!({"receiver_id": id, "message": "Hello"}))   => 401, 201, 201, 201, 201, 201, 201, 201),
        row!(POST "/api/chat/messages/{id}/read/" id Bystander                   => 401, 204, 204, 204, 204, 204, 204, 204),
        row!(GET "/api/accounts/notifications/"                                  => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/accounts/notifications/mark-seen/"                       => 401, 204, 204, 204, 204, 204, 204, 204),
        // A job that is not published is the company side's only (all jobs and requested
        // staff: every role); for anyone else it does not exist.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/jobs/job/{id}/" id DraftJob                               => 401, 404, 200, 200, 200, 200, 404, 404),
        row!(GET "/api/jobs/job/{id}/" id StaffRequest                           => 401, 404, 200, 200, 200, 200, 404, 404),
        // Job seekers only: their profile, CV, pictures, applications. The company side is
        // the wrong kind (403); another job seeker's entries are not found (404).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/accounts/jobseeker/"                                      => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(PUT "/api/accounts/jobseeker/" body json(|_, _| json!({"headline": "Backend engineer"}))
                                                                                 => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(PUT "/api/jobs/jobseeker-skills/" body json(|_, _| json!({"skills": ["Rust"]}))
                                                                                 => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(POST "/api/accounts/experiences/" body json(|_, _| experience())    => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(PUT "/api/accounts/experiences/{id}/" id Experience body json(|_, _| experience())
                                                                                 => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(DELETE "/api/accounts/experiences/{id}/" id NewExperience           => 401, 204, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/accounts/educations/" body json(|_, _| education())      => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(PUT "/api/accounts/educations/{id}/" id Education body json(|_, _| education())
                                                                                 => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(DELETE "/api/accounts/educations/{id}/" id NewEducation             => 401, 204, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/accounts/language/" body json(|_, _| json!({"language": "German", "proficiency": 3}))
                                                                                 => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(PUT "/api/accounts/language/{id}/" id Language
             body json(|_, _| json!({"language": "English", "proficiency": 7}))  => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(DELETE "/api/accounts/language/{id}/" id NewLanguage                => 401, 204, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/accounts/portfolios/" body json(|_, _| portfolio())      => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(PUT "/api/accounts/portfolios/{id}/" id Portfolio body json(|_, _| portfolio())
                                                                                 => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(DELETE "/api/accounts/portfolios/{id}/" id NewPortfolio             => 401, 204, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/accounts/cv/" body Body::Pdf                             => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(GET "/api/accounts/cv/"                                             => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(GET "/api/accounts/generate-cv/"                                    => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(PUT "/api/accounts/edit-profile-photo/" body Body::Png              => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(DELETE "/api/accounts/edit-profile-photo/"                          => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(POST "/api/jobs/drop-cv" id CompanyA body json(|_, id| json!({"company_id": id}))
                                                                                 => 401, 201, 403, 403, 403, 403, 403, 201),
        row!(GET "/api/accounts/jobseeker-dashboard"                             => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(GET "/api/jobs/my-applications/"                                    => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(POST "/api/jobs/my-applications/{id}/withdraw/" id NewApplication   => 401, 204, 403, 403, 403, 403, 403, 404),
        // Job seeker 1 applied already (409); another job seeker may apply (201). A draft
        // does not exist for job seekers: 404, not job_not_accepting.
        row!(POST "/api/jobs/job/{id}/apply/" id LiveJob body json(|_, _| json!({"privacy_terms_version": PRIVACY_TERMS_VERSION}))
                                                                                 => 401, 409, 403, 403, 403, 403, 403, 201),
        row!(POST "/api/jobs/job/{id}/apply/" id DraftJob body json(|_, _| json!({"privacy_terms_version": PRIVACY_TERMS_VERSION}))
                                                                                 => 401, 404, 403, 403, 403, 403, 403, 404),
        // Covers: job seekers and company accounts (not employees).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(PUT "/api/accounts/editcoverphoto/" body Body::Png                  => 401, 200, 200, 403, 403, 403, 200, 200),
        row!(DELETE "/api/accounts/editcoverphoto/"                              => 401, 200, 200, 403, 403, 403, 200, 200),
        // Offers: the job seeker they were made to answers them; the hiring team (company,
        // Hiring Manager, HR Executive) sends, sees and withdraws them. A Block Leader never
        // deals with offers (403).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/jobs/job-offer-details/{id}/" id Offer                    => 401, 200, 200, 403, 200, 200, 404, 404),
        row!(POST "/api/jobs/job-offer-details/{id}/accept/" id NewOffer         => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/jobs/job-offer-details/{id}/decline/" id NewOffer
             body json(|_, _| json!({"reason": "Too far away"}))                 => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/jobs/job-offer-details/{id}/withdraw/" id NewOffer       => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(POST "/api/jobs/job-offer-details/" id NewInterviewStage
             body json(|_, id| json!({"application_id": id, "gross_salary": 5000, "currency": "AZN", "last_date": in_a_week()}))
                                                                                 => 401, 403, 201, 403, 201, 201, 404, 403),
        row!(GET "/api/jobs/company-job-offers"                                  => 401, 403, 200, 403, 200, 200, 200, 403),
        // Interviews: the hiring team schedules and runs them; every role sees the schedule,
        // a Block Leader only the interviews they sit in (the fixture's interviewer is the
        // Block Leader). Only interviewers evaluate (403 for the rest of the company).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(POST "/api/jobs/interview/" id NewApplication body json(|w, id| slot(w, Some(id)))
                                                                                 => 401, 403, 201, 403, 201, 201, 404, 403),
        row!(GET "/api/jobs/interview/"                                          => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/interview/{id}/" id Interview                        => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(PUT "/api/jobs/interview/{id}/" id Interview body json(|w, _| slot(w, None))
                                                                                 => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(POST "/api/jobs/interview/{id}/status/" id NewInterview body json(|_, _| json!({"action": "start"}))
                                                                                 => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(POST "/api/jobs/evaluation/{interview_id}/" id NewStartedInterview
             body json(|_, _| json!({"scores": [{"category": 3, "rating": 4}, {"category": 5, "rating": 5}]}))
                                                                                 => 401, 403, 403, 201, 403, 403, 404, 403),
        row!(GET "/api/jobs/evaluation-result/{interview_id}/" id Interview      => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/jobs/evaluation-result-for-every-evaluator/{interview_id}/" id Interview
                                                                                 => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/jobs/evaluation-data/{interview_id}/" id Interview        => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/jobs/job-requirements/{id}/" id LiveJob                   => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(POST "/api/jobs/share-evaluations/{interview_id}/" id Interview
             body json(|world, _| json!({"user_ids": [world.block_leader_user]}))
                                                                                 => 401, 403, 204, 403, 204, 204, 404, 403),
        // Applicants: the hiring team (company, Hiring Manager, HR Executive) sees them and
        // writes notes; pipeline actions (move, flag, rate) are the company's and the Hiring
        // Manager's; HR private notes the company's and the HR Executive's. Bulk reports per
        // id, so another company's ids come back as not_found inside a 200, as unknown ids do.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/jobs/applicantsforpipeline/{job_id}/" id LiveJob          => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(GET "/api/jobs/applicantsfortable/{job_id}/" id LiveJob             => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(GET "/api/jobs/applicantsfortable/{job_id}/export/" id LiveJob      => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(GET "/api/jobs/all-applicants/"                                     => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/jobs/applicant/{id}/" id Application                      => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(GET "/api/jobs/applicant/{id}/history/" id Application              => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(GET "/api/jobs/applicant/{id}/notes/" id Application                => 401, 403, 200, 403, 200, 200, 404, 403),
        row!(POST "/api/jobs/applicant/{id}/notes/" id Application body json(|_, _| json!({"text": "Strong answers."}))
                                                                                 => 401, 403, 201, 403, 201, 201, 404, 403),
        row!(POST "/api/jobs/applicant/{id}/action/" id Application body json(|_, _| json!({"action": "favorite"}))
                                                                                 => 401, 403, 200, 403, 200, 403, 404, 403),
        row!(PUT "/api/jobs/applicant/{id}/rating/" id Application body json(|_, _| json!({"rating": 4}))
                                                                                 => 401, 403, 200, 403, 200, 403, 404, 403),
        row!(POST "/api/jobs/applicants/bulk/" id NewApplication body json(|_, id| json!({"ids": [id], "action": "next_step"}))
                                                                                 => 401, 403, 200, 403, 200, 403, 200, 403),
        row!(GET "/api/jobs/hr-private-notes/{id}/" id Application               => 401, 403, 200, 403, 403, 200, 404, 403),
        row!(POST "/api/jobs/hr-private-notes/{id}/" id Application body json(|_, _| json!({"text": "Salary talk."}))
                                                                                 => 401, 403, 201, 403, 403, 201, 404, 403),
        // A CV: its owner, and the hiring team of a company it was sent to (the company side
        // without applicants, the Block Leader, never reads CVs).
        row!(GET "/api/accounts/files/cv/{name}" id Cv                           => 401, 200, 200, 403, 200, 200, 404, 404),
        // Jobs: post = company, Block Leader, Hiring Manager (a staff request); edit, change
        // status and decide requests = company, HR Executive; lists and the dashboard = every
        // role of the company side.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(POST "/api/jobs/job/" body json(|_, _| job_details())               => 401, 403, 201, 201, 201, 403, 201, 403),
        row!(PUT "/api/jobs/job/{id}/" id LiveJob body json(|_, _| job_details())
                                                                                 => 401, 403, 200, 403, 403, 200, 404, 403),
        row!(POST "/api/jobs/job-status/{id}/" id NewLiveJob body json(|_, _| json!({"action": "deactivate"}))
                                                                                 => 401, 403, 200, 403, 403, 200, 404, 403),
        row!(POST "/api/jobs/requested-staff/{id}/approve/" id NewStaffRequest body json(|_, _| json!({}))
                                                                                 => 401, 403, 200, 403, 403, 200, 404, 403),
        row!(POST "/api/jobs/requested-staff/{id}/decline/" id NewStaffRequest body json(|_, _| json!({"reason": "No budget"}))
                                                                                 => 401, 403, 200, 403, 403, 200, 404, 403),
        row!(GET "/api/jobs/my-jobs/"                                            => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/all-requested-staff"                                 => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/dashboard"                                           => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/jobs-for-filter"                                     => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/vacancy-applicants/"                                 => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/applicant-statistics-for-dashboard/"                 => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/jobs/applicant-dataset/"                                  => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/jobs/applicants-for-position/{id}/" id NewPosition        => 401, 403, 200, 403, 200, 200, 404, 403),
        // Hiring reports: whoever sees applicants, each of their own company.
        row!(GET "/api/reports/funnel/"                                          => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/diversity/"                                       => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/sources/"                                         => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/sources/export/"                                  => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/funnel/export/"                                   => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/hiring-speed/"                                    => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/offers/"                                          => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/offers/export/"                                   => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/interviewers/"                                    => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(GET "/api/reports/settings/"                                        => 401, 403, 200, 403, 200, 200, 200, 403),
        row!(PUT "/api/reports/settings/" body json(|_, _| json!({"on_time_days": 2}))
                                                                                 => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/reports/interviewers/export/"                             => 401, 403, 200, 403, 200, 200, 200, 403),
        // The salary benchmark: the company side of any role.
        row!(GET "/api/benchmark/salary-benchmark-autocomplete"                  => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/benchmark/salary-benchmark"                               => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/benchmark/salary-benchmark/export"                        => 401, 403, 409, 409, 409, 409, 409, 403),
        // My schedule's calendar feed: the company side, each for themselves; the feed itself
        // needs no sign-in, its secret address is the key (an unknown one is not found).
        row!(GET "/api/jobs/schedule-feed/"                                      => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(POST "/api/jobs/schedule-feed/"                                     => 401, 403, 201, 201, 201, 201, 201, 403),
        row!(DELETE "/api/jobs/schedule-feed/"                                   => 401, 403, 204, 204, 204, 204, 204, 403),
        row!(GET "/api/jobs/schedule-feed/{name}" id UnknownFeed                 => 404, 404, 404, 404, 404, 404, 404, 404),
        // The company account only: its profile, pictures, team, employees and the CV
        // database. Employees are the wrong kind (403); another company edits its own.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/accounts/company/"                                        => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/accounts/company/" body json(|_, _| json!({"name": "Renamed Inc"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/accounts/company/logo/" body Body::Png                    => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(DELETE "/api/accounts/company/logo/"                                => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/accounts/company-images/" body Body::Png                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(DELETE "/api/accounts/company-images/{id}/" id NewCompanyImage      => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(POST "/api/accounts/company-team/" body json(|_, _| json!({"name": "Grace Hopper", "position": "CTO"}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(DELETE "/api/accounts/company-team/{id}/" id NewTeamMember          => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(GET "/api/accounts/employees/"                                      => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/accounts/employee/{id}/" id BlockLeader body json(|_, _| json!({"hired_on": "2024-01-15"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/accounts/employee/{id}/status/" id NewEmployee body json(|_, _| json!({"status": "inactive"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(GET "/api/accounts/employees-for-autocomplete"                      => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/accounts/list-hr-executives"                              => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/accounts/list-hiring-managers"                            => 401, 403, 200, 200, 200, 200, 200, 403),
        // Delegated access: only the company limits its employees. Company A's grants and
        // delegates answer another company 404, and its employees are not that company's to
        // grant (422).
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/accounts/company-delegates"                               => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/accounts/grant-access-to-delegate/" id NewEmployee
             body json(|w, id| json!({"employee_id": id, "unit_id": w.department}))
                                                                                 => 401, 403, 201, 403, 403, 403, 422, 403),
        row!(DELETE "/api/accounts/grant-access-to-delegate/{id}/" id NewGrant   => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(PUT "/api/accounts/company-applicant-permission/{id}/" id NewDelegate
             body json(|_, _| json!({"applicants": false}))                      => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/accounts/company-delegates/{id}/" id NewDelegate       => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(GET "/api/jobs/manage-job-access/{id}/" id LiveJob                  => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/jobs/manage-job-access/{id}/" id LiveJob
             body json(|w, _| json!({"employee_id": w.delegate}))                => 401, 403, 201, 403, 403, 403, 404, 403),
        // Org structure: the company side reads it (another company reads its own), only the
        // company changes it; ids of company A's units answer another company 404, and as a
        // parent or unit of something new they are not a valid choice (422).
        row!(GET "/api/org/chart/"                                               => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/departments/"                                         => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/divisions/"                                           => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/divisions-for-multiple-departments"                   => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/sub-divisions/"                                       => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/sub-divisions-for-multiple-divisions"                 => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/org/positions/"                                           => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(POST "/api/org/departments/" body json(|_, _| json!({"name": "Operations"}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(POST "/api/org/divisions/" body json(|world, _| json!({"name": "North", "parent_id": world.department}))
                                                                                 => 401, 403, 201, 403, 403, 403, 422, 403),
        row!(POST "/api/org/sub-divisions/" body json(|world, _| json!({"name": "Baku", "parent_id": world.division}))
                                                                                 => 401, 403, 201, 403, 403, 403, 422, 403),
        row!(PUT "/api/org/units/{id}/" id NewDepartment body json(|_, _| json!({"name": "Renamed"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/org/units/{id}/archive/" id NewDepartment                => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/org/units/{id}/restore/" id NewDepartment                => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/org/units/{id}/" id NewDepartment                      => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(POST "/api/org/positions/" body json(|world, _| json!({"unit_id": world.department, "title": "Clerk", "head_count": 2}))
                                                                                 => 401, 403, 201, 403, 403, 403, 422, 403),
        row!(PUT "/api/org/positions/{id}/" id NewPosition body json(|_, _| json!({"head_count": 3}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/org/positions/{id}/archive/" id NewPosition              => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/org/positions/{id}/restore/" id NewPosition              => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/org/positions/{id}/" id NewPosition                    => 401, 403, 204, 403, 403, 403, 404, 403),
        // The competency model: the whole company side reads it (Hiring Managers too), only
        // the company changes it.
        row!(GET "/api/org/competency-model/"                                    => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(POST "/api/org/competency-model/" id NewPosition
             body json(|_, id| json!({"position_id": id, "category": 1, "name": "Grit", "required_level": 2}))
                                                                                 => 401, 403, 201, 403, 403, 403, 422, 403),
        row!(PUT "/api/org/competency-model/{id}/" id NewCompetency
             body json(|_, _| json!({"category": 5, "name": "Negotiation", "required_level": 4}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/org/competency-model/{id}/" id NewCompetency           => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(GET "/api/org/position-job-template/{id}/" id NewPosition           => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/org/job-template-requirements/{id}/" id NewPosition       => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/jobs/evaluation-data-for-competency-model/{id}/" id NewPosition
                                                                                 => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/jobs/evaluation-data-for-position-job-template/{id}/" id NewPosition
                                                                                 => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(PUT "/api/org/position-job-template/{id}/" id NewPosition body json(|_, _| job_details())
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/jobs/set-job-requirements/{id}/" id LiveJob body json(|world, _| json!({"position_id": world.position}))
                                                                                 => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(GET "/api/org/workforce-planning/"                                  => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/org/workforce-planning/{id}/" id NewPosition body json(|_, _| json!({"period": "2026", "budget": 1}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/org/workforce-planning/{id}/" id PlannedPosition       => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(GET "/api/org/workforce-planning/history/"                          => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/org/workforce-planning/trend/"                            => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/org/workforce-planning/export/"                           => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/org/workforce-planning/{id}/request-staff/" id NewPosition body json(|_, _| json!({"period": "2026"}))
                                                                                 => 401, 403, 409, 403, 403, 403, 404, 403),
        row!(GET "/api/org/rating-scale"                                         => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(PUT "/api/org/rating-scale"
             body json(|_, _| json!({"labels": ["Basic", "Developing", "Proficient", "Advanced", "Expert"]}))
                                                                                 => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/accounts/employees/" id NewEmail
             body json(|_, id| json!({"email": id, "first_name": "New", "last_name": "Hire", "role": "hr_executive"}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(GET "/api/cv-database/"                                             => 401, 403, 200, 403, 403, 403, 200, 403),
        // Learning (lms on for both companies): the company manages documents and teachers;
        // its employees learn from the teachers.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/learning/documents/"                                      => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/learning/documents/" body Body::Document                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(GET "/api/learning/documents/{id}/" id Document                     => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(PATCH "/api/learning/documents/{id}/" id Document body json(|_, _| json!({"title": "Leave rules"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/learning/documents/{id}/" id NewDocument               => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(GET "/api/learning/documents/{id}/file/" id Document                => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(PUT "/api/learning/documents/{id}/file/" id Document body Body::Document
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(GET "/api/learning/ai-models/"                                      => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(GET "/api/learning/all-ai-teachers/"                                => 401, 403, 200, 200, 200, 200, 200, 403),
        row!(POST "/api/learning/ai-teacher/" body json(|_, _| json!({"name": "Ada", "model": "hire-extractive"}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(GET "/api/learning/ai-teacher/{id}/" id Teacher                     => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(PATCH "/api/learning/ai-teacher/{id}/" id Teacher body json(|_, _| json!({"name": "Grace"}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/learning/ai-teacher/{id}/" id NewTeacher               => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(PUT "/api/learning/ai-teacher/{id}/avatar/" id Teacher body Body::Png
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(GET "/api/learning/ai-teacher/{id}/conversation/" id Teacher        => 401, 403, 200, 200, 200, 200, 404, 403),
        row!(DELETE "/api/learning/ai-teacher/{id}/conversation/" id Teacher     => 401, 403, 204, 204, 204, 204, 404, 403),
        // The market: everyone signed in sees it; the company account buys. The proposal is
        // the hiring team's, and without tokens it is refused (402) before any work.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/market/ai-tokens/"                                        => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/market/ai-tokens/orders/" body json(|_, _| json!({"package_id": "starter"}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(POST "/api/jobs/ai-proposal/{id}/" id LiveJob                       => 401, 403, 402, 403, 402, 402, 404, 403),
        // Social login: open to everyone; no provider is configured here.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/accounts/auth/providers/"                                 => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(POST "/api/accounts/auth/{provider}/authorize/" id UnknownProvider  => 404, 404, 404, 404, 404, 404, 404, 404),
        row!(POST "/api/accounts/auth/{provider}/callback/" id UnknownProvider
             body json(|_, _| json!({"state": "s", "code": "c", "redirect_uri": "http://hire.test/auth/login/nowhere"}))
                                                                                 => 404, 404, 404, 404, 404, 404, 404, 404),
        row!(POST "/api/accounts/auth/social-link/confirm/"
             body json(|_, _| json!({"uid": "00000000-0000-0000-0000-000000000000", "token": "0"}))
                                                                                 => 400, 400, 400, 400, 400, 400, 400, 400),
        // Privacy: the terms, everyone's own consents, a job seeker's export of their data, a
        // company's retention period for rejected applicants.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/privacy/terms/"                                           => 200, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/privacy/consents/"                                        => 401, 200, 200, 200, 200, 200, 200, 200),
        row!(GET "/api/privacy/export/"                                          => 401, 200, 403, 403, 403, 403, 403, 200),
        row!(GET "/api/privacy/retention/"                                       => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/privacy/retention/" body json(|_, _| json!({"rejected_retention_months": 12}))
                                                                                 => 401, 403, 200, 403, 403, 403, 200, 403),
        // Self-identification: the setting the company account's; the questions the applicant's
        // own (job seeker 1's company does not ask: 409).
        row!(GET "/api/diversity/setting/"                                       => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(PUT "/api/diversity/setting/" body json(|_, _| json!({"enabled": false}))
                                                                                 => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/diversity/applications/{id}/" id NewApplication           => 401, 200, 403, 403, 403, 403, 403, 404),
        row!(POST "/api/diversity/applications/{id}/" id NewApplication body json(|_, _| json!({}))
                                                                                 => 401, 409, 403, 403, 403, 403, 403, 404),
        // Webhooks: the company account alone.
        //                                                                          anon  js   co   BL   HM   HR  co2  js2
        row!(GET "/api/webhooks/event-types/"                                    => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/webhooks/endpoints/"                                      => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(POST "/api/webhooks/endpoints/"
             body json(|_, _| json!({"url": "https://hooks.example.com/new", "event_types": ["offer.accepted"]}))
                                                                                 => 401, 403, 201, 403, 403, 403, 201, 403),
        row!(GET "/api/webhooks/endpoints/{id}/" id WebhookEndpoint              => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(PUT "/api/webhooks/endpoints/{id}/" id WebhookEndpoint
             body json(|_, _| json!({"url": "https://hooks.example.com/hire", "event_types": ["application.moved"]}))
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(DELETE "/api/webhooks/endpoints/{id}/" id NewWebhookEndpoint        => 401, 403, 204, 403, 403, 403, 404, 403),
        row!(POST "/api/webhooks/endpoints/{id}/rotate-secret/" id WebhookEndpoint
                                                                                 => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/webhooks/endpoints/{id}/test/" id WebhookEndpoint        => 401, 403, 202, 403, 403, 403, 404, 403),
        row!(GET "/api/webhooks/deliveries/"                                     => 401, 403, 200, 403, 403, 403, 200, 403),
        row!(GET "/api/webhooks/deliveries/{id}/" id WebhookDelivery             => 401, 403, 200, 403, 403, 403, 404, 403),
        row!(POST "/api/webhooks/deliveries/{id}/resend/" id WebhookDelivery     => 401, 403, 202, 403, 403, 403, 404, 403),
        row!(GET "/api/admin/market/orders/"                                     => 401, 401, 401, 401, 401, 401, 401, 401),
        row!(POST "/api/admin/market/orders/{id}/paid/" id CompanyA              => 401, 401, 401, 401, 401, 401, 401, 401),
    ]
}

fn experience() -> Value {
    json!({"title": "Engineer", "company": "Analytical Engines", "start_date": "2019-01-01", "end_date": "2023-06-30"})
}

fn education() -> Value {
    json!({"institution": "ADA University", "level": 3, "start_date": "2012-09-01", "end_date": "2014-06-30"})
}

fn portfolio() -> Value {
    json!({"title": "Difference engine", "url": "https://github.com/ada/engine"})
}

/// An interview slot tomorrow with the Block Leader as interviewer, for `application` when
/// scheduling.
fn slot(w: &World, application: Option<&str>) -> Value {
    let mut slot = json!({"date": tomorrow(), "start": "10:00:00", "end": "11:00:00",
                          "meet_link": "https://meet.example.com/abc", "interviewers": [w.block_leader_user]});
    if let Some(application) = application {
        slot["application_id"] = json!(application);
    }
    slot
}

/// Company A with its three employees, company B, two job seekers with CVs, and what they
/// own.
struct World {
    /// The session of each caller, in the order of `CALLERS`.
    sessions: Vec<Option<Tokens>>,
    company: Tokens,
    hiring_manager: Tokens,
    seeker: Tokens,
    company_id: String,
    block_leader_user: String,
    seeker_user: String,
    bystander_user: String,
    bystander_email: String,
    live_job: String,
    draft_job: String,
    staff_request: String,
    application: String,
    interview: String,
    offer: String,
    experience: String,
    education: String,
    language: String,
    portfolio: String,
    image: String,
    cv: String,
    /// Company A's department and a division under it, and a position of the department.
    department: String,
    division: String,
    position: String,
    /// An employee of company A limited to the department.
    delegate: String,
    document: String,
    teacher: String,
    webhook_endpoint: String,
    webhook_delivery: String,
}

/// The id in a 201 answer.
async fn created(response: reqwest::Response, what: &str) -> String {
    assert_eq!(response.status(), StatusCode::CREATED, "creating {what}");
    let body: Value = response.json().await.unwrap();
    body["id"]
        .as_str()
        .unwrap_or_else(|| panic!("an id for {what}: {body}"))
        .to_owned()
}

async fn new_webhook_endpoint(app: &TestApp, company: &Tokens) -> String {
    let body = json!({"url": "https://hooks.example.com/hire", "event_types": ["application.submitted"]});
    created(
        app.post_as("/api/webhooks/endpoints/", &company.access, body).await,
        "a webhook endpoint",
    )
    .await
}

async fn new_document(app: &TestApp, company: &Tokens) -> String {
    let response = app
        .request(Method::POST, "/api/learning/documents/")
        .header("Authorization", format!("JWT {}", company.access))
        .multipart(learning_document())
        .send()
        .await
        .unwrap();
    created(response, "a document").await
}

async fn new_teacher(app: &TestApp, company: &Tokens, document: &str) -> String {
    let body = json!({"name": "Ada", "model": "hire-extractive", "document_ids": [document]});
    created(
        app.post_as("/api/learning/ai-teacher/", &company.access, body).await,
        "a teacher",
    )
    .await
}

/// The last segment of a file URL.
fn file_name(url: &Value) -> String {
    url.as_str().expect("a file URL").rsplit('/').next().unwrap().to_owned()
}

impl World {
    async fn build(app: &TestApp) -> Self {
        let company = app.signed_in_company("boss@acme.io").await;
        let block_leader = app.signed_in_employee(&company, "leader@acme.io", "block_leader").await;
        let hiring_manager = app
            .signed_in_employee(&company, "manager@acme.io", "hiring_manager")
            .await;
        let hr_executive = app.signed_in_employee(&company, "hr@acme.io", "hr_executive").await;
        let other_company = app.signed_in_company("boss@globex.io").await;
        let seeker = app.candidate("ada@example.org").await;
        let other_seeker = app.candidate("bob@example.org").await;
        let bystander_email = "eve@example.org".to_owned();
        let bystander = app.signed_in_jobseeker(&bystander_email).await;

        let page: Value = app.get_json_as("/api/accounts/company/", &company.access).await;
        let company_id = page["id"].as_str().unwrap().to_owned();
        let block_leader_user = app.user_id(&block_leader).await;
        let seeker_user = app.user_id(&seeker).await;
        let bystander_user = app.user_id(&bystander).await;

        let live_job = app.post_job(&company, "Backend engineer", true).await;
        let draft_job = app.post_job(&company, "Draft", false).await;
        let staff_request = app.post_job(&hiring_manager, "Data analyst", false).await;
        let application = app.apply(&seeker, &live_job).await;
        let interview = app
            .schedule_interview(&company, &application, std::slice::from_ref(&block_leader_user))
            .await;
        let offer = app.send_offer(&company, &application).await;
        for path in [
            format!("/api/jobs/applicant/{application}/notes/"),
            format!("/api/jobs/hr-private-notes/{application}/"),
        ] {
            let added = app.post_as(&path, &company.access, json!({"text": "Good fit."})).await;
            assert_eq!(added.status(), StatusCode::CREATED, "a note");
        }
        let card: Value = app
            .get_json_as(&format!("/api/jobs/applicant/{application}/"), &company.access)
            .await;
        let cv = file_name(&card["cv_url"]);

        let experience = created(
            app.post_as("/api/accounts/experiences/", &seeker.access, experience())
                .await,
            "an experience",
        )
        .await;
        let education = created(
            app.post_as("/api/accounts/educations/", &seeker.access, education())
                .await,
            "an education",
        )
        .await;
        let language = created(
            app.post_as(
                "/api/accounts/language/",
                &seeker.access,
                json!({"language": "English", "proficiency": 6}),
            )
            .await,
            "a language",
        )
        .await;
        let portfolio = created(
            app.post_as("/api/accounts/portfolios/", &seeker.access, portfolio())
                .await,
            "a portfolio",
        )
        .await;

        let added = app
            .upload(
                Method::POST,
                "/api/accounts/company-images/",
                &company,
                &png(1200, 800),
                "office.png",
            )
            .await;
        assert_eq!(added.status(), StatusCode::CREATED, "a company image");
        let image = file_name(&added.json::<Value>().await.unwrap()["url"]);

        for (from, to) in [(&seeker, &bystander_user), (&bystander, &seeker_user)] {
            let sent = app
                .post_as(
                    "/api/chat/message/",
                    &from.access,
                    json!({"receiver_id": to, "message": "Hello"}),
                )
                .await;
            assert_eq!(sent.status(), StatusCode::CREATED, "a chat message");
        }

        let department = created(
            app.post_as("/api/org/departments/", &company.access, json!({"name": "Sales"}))
                .await,
            "a department",
        )
        .await;
        let division = created(
            app.post_as(
                "/api/org/divisions/",
                &company.access,
                json!({"name": "Retail", "parent_id": department}),
            )
            .await,
            "a division",
        )
        .await;

        let position = created(
            app.post_as(
                "/api/org/positions/",
                &company.access,
                json!({"unit_id": department, "title": "Account Executive", "head_count": 3}),
            )
            .await,
            "a position",
        )
        .await;

        let delegate_session = app
            .signed_in_employee(&company, "delegate@acme.io", "hr_executive")
            .await;
        let delegate = app.user_id(&delegate_session).await;
        let granted = app
            .post_as(
                "/api/accounts/grant-access-to-delegate/",
                &company.access,
                json!({"employee_id": delegate, "unit_id": department}),
            )
            .await;
        assert_eq!(granted.status(), StatusCode::CREATED, "a delegate");

        for email in ["boss@acme.io", "boss@globex.io"] {
            app.set_module(email, "lms", true).await;
        }
        let document = new_document(app, &company).await;
        let teacher = new_teacher(app, &company, &document).await;
        let webhook_endpoint = new_webhook_endpoint(app, &company).await;
        let tested = app
            .post_as(
                &format!("/api/webhooks/endpoints/{webhook_endpoint}/test/"),
                &company.access,
                json!({}),
            )
            .await;
        assert_eq!(tested.status(), StatusCode::ACCEPTED, "a webhook delivery");
        let webhook_delivery = tested.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();

        let sessions = vec![
            None,
            Some(seeker.clone()),
            Some(company.clone()),
            Some(block_leader),
            Some(hiring_manager.clone()),
            Some(hr_executive),
            Some(other_company),
            Some(other_seeker),
        ];
        Self {
            sessions,
            company,
            hiring_manager,
            seeker,
            company_id,
            block_leader_user,
            seeker_user,
            bystander_user,
            bystander_email,
            live_job,
            draft_job,
            staff_request,
            application,
            interview,
            offer,
            experience,
            education,
            language,
            portfolio,
            image,
            cv,
            department,
            division,
            position,
            delegate,
            document,
            teacher,
            webhook_endpoint,
            webhook_delivery,
        }
    }

    /// A new employee of company A limited to the fixture department: (their id, the grant).
    async fn new_grant(&self, app: &TestApp) -> (String, String) {
        let employee = self.new_employee(app).await;
        let granted = app
            .post_as(
                "/api/accounts/grant-access-to-delegate/",
                &self.company.access,
                json!({"employee_id": employee, "unit_id": self.department}),
            )
            .await;
        assert_eq!(granted.status(), StatusCode::CREATED, "a grant");
        let delegate: Value = granted.json().await.unwrap();
        let grant = delegate["grants"][0]["id"].as_str().unwrap().to_owned();
        (employee, grant)
    }

    async fn new_employee(&self, app: &TestApp) -> String {
        let email = format!("staff-{}@acme.io", uuid::Uuid::new_v4().simple());
        let body = json!({"email": email, "first_name": "New", "last_name": "Hire", "role": "hr_executive"});
        created(
            app.post_as("/api/accounts/employees/", &self.company.access, body)
                .await,
            "an employee",
        )
        .await
    }

    /// A live job of company A with an application of job seeker 1.
    async fn new_application(&self, app: &TestApp) -> String {
        let job = app.post_job(&self.company, "Fresh job", true).await;
        app.apply(&self.seeker, &job).await
    }

    /// A new application of job seeker 1 at the interview stage, and its interview.
    async fn new_interview(&self, app: &TestApp) -> (String, String) {
        let application = self.new_application(app).await;
        let interview = app
            .schedule_interview(
                &self.company,
                &application,
                std::slice::from_ref(&self.block_leader_user),
            )
            .await;
        (application, interview)
    }

    /// What `id` stands for; fresh fixtures are made now.
    async fn resolve(&self, app: &TestApp, id: Id) -> String {
        match id {
            Id::None => String::new(),
            Id::LiveJob => self.live_job.clone(),
            Id::DraftJob => self.draft_job.clone(),
            Id::StaffRequest => self.staff_request.clone(),
            Id::Application => self.application.clone(),
            Id::Interview => self.interview.clone(),
            Id::Offer => self.offer.clone(),
            Id::Experience => self.experience.clone(),
            Id::Education => self.education.clone(),
            Id::Language => self.language.clone(),
            Id::Portfolio => self.portfolio.clone(),
            Id::CompanyA => self.company_id.clone(),
            Id::Seeker => self.seeker_user.clone(),
            Id::Bystander => self.bystander_user.clone(),
            Id::Image => self.image.clone(),
            Id::Document => self.document.clone(),
            Id::Teacher => self.teacher.clone(),
            Id::NewDocument => new_document(app, &self.company).await,
            Id::NewTeacher => new_teacher(app, &self.company, &self.document).await,
            Id::UnknownProvider => "nowhere".into(),
            Id::WebhookEndpoint => self.webhook_endpoint.clone(),
            Id::WebhookDelivery => self.webhook_delivery.clone(),
            Id::NewWebhookEndpoint => new_webhook_endpoint(app, &self.company).await,
            Id::Cv => self.cv.clone(),
            Id::NewLiveJob => app.post_job(&self.company, "Fresh job", true).await,
            Id::NewStaffRequest => app.post_job(&self.hiring_manager, "Fresh request", false).await,
            Id::NewApplication => self.new_application(app).await,
            Id::NewInterviewStage => self.new_interview(app).await.0,
            Id::NewInterview => self.new_interview(app).await.1,
            Id::NewStartedInterview => {
                let (_, interview) = self.new_interview(app).await;
                app.start_interview(&self.company, &interview).await;
                interview
            }
            Id::NewOffer => {
                let (application, _) = self.new_interview(app).await;
                app.send_offer(&self.company, &application).await
            }
            Id::NewExperience => {
                created(
                    app.post_as("/api/accounts/experiences/", &self.seeker.access, experience())
                        .await,
                    "an experience",
                )
                .await
            }
            Id::NewEducation => {
                created(
                    app.post_as("/api/accounts/educations/", &self.seeker.access, education())
                        .await,
                    "an education",
                )
                .await
            }
            Id::NewLanguage => {
                let language = format!("Language {}", uuid::Uuid::new_v4().simple());
                let added = app
                    .post_as(
                        "/api/accounts/language/",
                        &self.seeker.access,
                        json!({"language": language, "proficiency": 2}),
                    )
                    .await;
                created(added, "a language").await
            }
            Id::NewPortfolio => {
                created(
                    app.post_as("/api/accounts/portfolios/", &self.seeker.access, portfolio())
                        .await,
                    "a portfolio",
                )
                .await
            }
            Id::NewCompanyImage => {
                let added = app
                    .upload(
                        Method::POST,
                        "/api/accounts/company-images/",
                        &self.company,
                        &png(10, 10),
                        "x.png",
                    )
                    .await;
                created(added, "a company image").await
            }
            Id::NewTeamMember => {
                let added = app
                    .post_as(
                        "/api/accounts/company-team/",
                        &self.company.access,
                        json!({"name": "Eve", "position": "Spy"}),
                    )
                    .await;
                created(added, "a team member").await
            }
            Id::NewDepartment => {
                let name = format!("Unit {}", uuid::Uuid::new_v4().simple());
                created(
                    app.post_as("/api/org/departments/", &self.company.access, json!({"name": name}))
                        .await,
                    "a unit",
                )
                .await
            }
            Id::NewPosition => {
                let title = format!("Role {}", uuid::Uuid::new_v4().simple());
                let body = json!({"unit_id": self.department, "title": title, "head_count": 2});
                created(
                    app.post_as("/api/org/positions/", &self.company.access, body).await,
                    "a position",
                )
                .await
            }
            Id::NewCompetency => {
                let title = format!("Role {}", uuid::Uuid::new_v4().simple());
                let body = json!({"unit_id": self.department, "title": title, "head_count": 1});
                let position = created(
                    app.post_as("/api/org/positions/", &self.company.access, body).await,
                    "a position",
                )
                .await;
                let body = json!({"position_id": position, "category": 5, "name": "Negotiation", "required_level": 3});
                created(
                    app.post_as("/api/org/competency-model/", &self.company.access, body)
                        .await,
                    "a competency",
                )
                .await
            }
            Id::PlannedPosition => {
                let title = format!("Role {}", uuid::Uuid::new_v4().simple());
                let body = json!({"unit_id": self.department, "title": title, "head_count": 1});
                let position = created(
                    app.post_as("/api/org/positions/", &self.company.access, body).await,
                    "a position",
                )
                .await;
                let quarter = domain::workforce_planning::Period::quarter_of(chrono::Utc::now().date_naive());
                let planned = app
                    .put_as(
                        &format!("/api/org/workforce-planning/{position}/"),
                        &self.company.access,
                        json!({"period": quarter.to_string(), "budget": 1}),
                    )
                    .await;
                assert_eq!(planned.status(), StatusCode::OK, "a planned position");
                position
            }
            Id::BlockLeader => self.block_leader_user.clone(),
            Id::NewEmployee => self.new_employee(app).await,
            Id::NewDelegate => self.new_grant(app).await.0,
            Id::NewGrant => self.new_grant(app).await.1,
            Id::UnknownFeed => format!("{}.ics", "0".repeat(64)),
            Id::NewEmail => format!("new-{}@acme.io", uuid::Uuid::new_v4().simple()),
        }
    }
}

/// The path with its one parameter (`{id}`, `{job_id}`, `{name}` …) replaced by `id`.
fn fill(path: &str, id: &str) -> String {
    match (path.find('{'), path.find('}')) {
        (Some(start), Some(end)) => format!("{}{id}{}", &path[..start], &path[end + 1..]),
        _ => path.to_owned(),
    }
}

/// Sends a request as `session` (anonymous without); returns the status and the error code.
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    session: Option<&Tokens>,
    body: Option<&Body>,
    w: &World,
    id: &str,
) -> (u16, String) {
    let mut request = app.request(method, path);
    if let Some(session) = session {
        request = request.header("Authorization", format!("JWT {}", session.access));
    }
    request = match body {
        None | Some(Body::None) => request,
        Some(Body::Json(body)) => request.json(&body(w, id)),
        Some(Body::Png) => request.multipart(file(png(100, 100), "picture.png")),
        Some(Body::Pdf) => request.multipart(file(PDF.to_vec(), "cv.pdf")),
        Some(Body::Document) => request.multipart(learning_document()),
    };
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    let code = body["error"]["code"].as_str().unwrap_or("-").to_owned();
    (status, code)
}

fn file(bytes: Vec<u8>, name: &str) -> reqwest::multipart::Form {
    reqwest::multipart::Form::new().part(
        "file",
        reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()),
    )
}

fn learning_document() -> reqwest::multipart::Form {
    file(b"Employees receive 24 days of paid annual leave.".to_vec(), "leave.txt").text("title", "Leave policy")
}

/// The one error code a refusal of authorisation may carry: who is unknown, who may not, and
/// what does not exist for the caller (not `module_not_active`, which is also a 404).
fn expected_code(status: u16) -> Option<&'static str> {
    match status {
        401 => Some("not_authenticated"),
        403 => Some("permission_denied"),
        404 => Some("not_found"),
        _ => None,
    }
}

/// Every (METHOD, path) operation of the OpenAPI document.
fn documented_operations() -> BTreeSet<(String, String)> {
    let (_, openapi) = api::startup::api_routes();
    let document = serde_json::to_value(&openapi).expect("the OpenAPI document as JSON");
    let methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
    document["paths"]
        .as_object()
        .expect("paths")
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .expect("a path item")
                .keys()
                .filter(|key| methods.contains(&key.as_str()))
                .map(|method| (method.to_uppercase(), path.clone()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[tokio::test]
async fn every_operation_answers_every_kind_of_caller_as_the_permission_table_says() {
    let rows = table();
    let mut problems = Vec::new();

    // The table and the OpenAPI document name the same operations.
    let documented = documented_operations();
    let tabled: BTreeSet<(String, String)> = rows
        .iter()
        .map(|row| (row.method.to_string(), row.path.to_owned()))
        .collect();
    for (method, path) in documented.difference(&tabled) {
        problems.push(format!(
            "{method} {path}: documented, but the permission table has no row for it"
        ));
    }
    for (method, path) in tabled.difference(&documented) {
        problems.push(format!(
            "{method} {path}: in the permission table, but not an operation of the API"
        ));
    }

    let app = spawn_app().await;
    let world = World::build(&app).await;

    // An access token in the URL is not a sign-in on REST routes.
    let in_url = format!("/api/auth/users/me/?token={}", world.seeker.access);
    let (status, code) = send(&app, Method::GET, &in_url, None, None, &world, "").await;
    if (status, code.as_str()) != (401, "not_authenticated") {
        problems.push(format!(
            "GET /api/auth/users/me/?token=<a valid access token>: expected 401 not_authenticated, got {status} {code}"
        ));
    }

    // The served document declares every status of the table, and no 403 that no caller gets.
    let served: Value = app.openapi_document().await;
    let mut expected_statuses: std::collections::BTreeMap<(String, &str), BTreeSet<u16>> = Default::default();
    for row in &rows {
        expected_statuses
            .entry((row.method.as_str().to_lowercase(), row.path))
            .or_default()
            .extend(row.expect);
    }
    for ((method, path), statuses) in &expected_statuses {
        let operation = &served["paths"][*path][method.as_str()];
        let declared: BTreeSet<u16> = operation["responses"]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(status, _)| status.parse().ok())
            .collect();
        for status in statuses.difference(&declared) {
            problems.push(format!(
                "{method} {path}: answers {status}, but the OpenAPI document does not declare it"
            ));
        }
        let admin = operation["tags"]
            .as_array()
            .is_some_and(|tags| tags.iter().any(|tag| tag == "admin"));
        if declared.contains(&403) && !statuses.contains(&403) && !admin {
            problems.push(format!(
                "{method} {path}: the OpenAPI document declares 403, but no caller gets it"
            ));
        }
    }

    let mut cells = 0;
    for row in &rows {
        for (caller, expected) in row.expect.iter().enumerate() {
            let id = world.resolve(&app, row.id).await;
            let path = fill(row.path, &id);
            let (status, code) = send(
                &app,
                row.method.clone(),
                &path,
                world.sessions[caller].as_ref(),
                Some(&row.body),
                &world,
                &id,
            )
            .await;
            cells += 1;
            if status != *expected || expected_code(*expected).is_some_and(|wanted| code != wanted) {
                let fixture = if matches!(row.id, Id::None) {
                    String::new()
                } else {
                    format!(" [{:?}]", row.id)
                };
                let wanted = expected_code(*expected)
                    .map(|code| format!(" {code}"))
                    .unwrap_or_default();
                problems.push(format!(
                    "{} {}{fixture} as {}: expected {expected}{wanted}, got {status} {code}",
                    row.method, row.path, CALLERS[caller]
                ));
            }
        }
    }

    assert!(
        problems.is_empty(),
        "{} of {cells} permission cells ({} rows × {} callers) and checks disagree with the table:\n{}",
        problems.len(),
        rows.len(),
        CALLERS.len(),
        problems.join("\n")
    );
}

#[tokio::test]
async fn the_signed_in_users_may_lists_exactly_the_hiring_actions_their_routes_allow() {
    // Given a company with an application, and an employee in each role
    let app = spawn_app().await;
    let company = app.signed_in_company("may@company.example.org").await;
    let job = app.post_job(&company, "Engineer", true).await;
    let application = app.applicants(&job, &["may-ada"]).await.remove(0);
    let mut callers = vec![("company", company.clone())];
    for role in ["block_leader", "hiring_manager", "hr_executive"] {
        let email = format!("{role}@company.example.org");
        callers.push((role, app.signed_in_employee(&company, &email, role).await));
    }

    for (who, session) in callers {
        // When each reads what they may do, and calls a route of three of the actions
        let me: Value = app.get_json_as("/api/auth/users/me/", &session.access).await;
        let may: Vec<&str> = me["may"]
            .as_array()
            .unwrap()
            .iter()
            .map(|action| action.as_str().unwrap())
            .collect();
        let post = app
            .post_as(
                "/api/jobs/job/",
                &session.access,
                json!({"title": "Tester", "description": "Test.", "employment_type": "full_time"}),
            )
            .await
            .status();
        let employees = app.get_as("/api/accounts/employees/", &session.access).await.status();
        let notes = app
            .get_as(&format!("/api/jobs/hr-private-notes/{application}/"), &session.access)
            .await
            .status();

        // Then each route answers as the list says
        assert_eq!(post.is_success(), may.contains(&"post_job"), "{who}: post_job, {post}");
        assert_eq!(
            employees.is_success(),
            may.contains(&"list_employees"),
            "{who}: list_employees, {employees}"
        );
        assert_eq!(
            notes.is_success(),
            may.contains(&"private_notes"),
            "{who}: private_notes, {notes}"
        );
    }
}

#[tokio::test]
async fn a_job_seeker_may_do_nothing_on_the_hiring_screens() {
    let app = spawn_app().await;
    let seeker = app.signed_in_jobseeker("may@seeker.example.org").await;

    let me: Value = app.get_json_as("/api/auth/users/me/", &seeker.access).await;

    assert_eq!(me["may"], json!([]));
}

/// Takes `step` on `application` as `session` by the route the move is taken by; whether the
/// route took it.
async fn take(app: &TestApp, session: &Tokens, application: &str, step: &str, interviewer: &str) -> bool {
    let tomorrow = (chrono::Utc::now() + chrono::Duration::days(1)).date_naive();
    let response = match step {
        "schedule_interview" => {
            app.post_as(
                "/api/jobs/interview/",
                &session.access,
                json!({"application_id": application, "date": tomorrow, "start": "10:00:00", "end": "11:00:00",
                       "interviewers": [interviewer]}),
            )
            .await
        }
        "send_offer" => {
            app.post_as(
                "/api/jobs/job-offer-details/",
                &session.access,
                json!({"application_id": application, "gross_salary": 5000, "currency": "AZN", "last_date": in_a_week()}),
            )
            .await
        }
        action => app.act(session, application, action).await,
    };
    response.status().is_success()
}

fn listed(record: &Value) -> Vec<String> {
    record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|action| action.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn an_applicant_offers_each_role_exactly_the_moves_its_routes_then_take() {
    // Given an employee in each role that sees applicants, and a job for each (a hire fills it)
    let app = spawn_app().await;
    let company = app.signed_in_company("moves@company.example.org").await;
    let interviewer = app.user_id(&company).await;
    let mut callers = vec![("company", company.clone())];
    for role in ["hiring_manager", "hr_executive"] {
        let email = format!("moves-{role}@company.example.org");
        callers.push((role, app.signed_in_employee(&company, &email, role).await));
    }
    let moves_from_applied = ["next_step", "schedule_interview", "reject"];
    let moves_from_interview = ["send_offer", "hire"];

    for (who, session) in &callers {
        let job = app.post_job(&company, "Engineer", true).await;
        for (at_interview, steps) in [(false, &moves_from_applied[..]), (true, &moves_from_interview[..])] {
            for step in steps {
                // When the caller reads a fresh application at that stage and takes the move
                let name = format!("moves-{who}-{step}");
                let application = app.applicants(&job, &[name.as_str()]).await.remove(0);
                if at_interview {
                    app.schedule_interview(&company, &application, std::slice::from_ref(&interviewer))
                        .await;
                }
                let page = app.applicant_page(session, &application).await;
                let offered = listed(&page).contains(&step.to_string());
                let taken = take(&app, session, &application, step, &interviewer).await;

                // Then the page listed it exactly when the route took it
                assert_eq!(offered, taken, "{who}: {step}, listed {:?}", listed(&page));
            }
        }
    }
}

#[tokio::test]
async fn a_job_offers_its_status_changes_only_to_those_who_may_change_them() {
    // Given a draft job, and an employee in each role
    let app = spawn_app().await;
    let company = app.signed_in_company("job-actions@company.example.org").await;
    let job = app.post_job(&company, "Engineer", false).await;
    let mut callers = vec![("company", company.clone())];
    for role in ["block_leader", "hiring_manager", "hr_executive"] {
        let email = format!("job-actions-{role}@company.example.org");
        callers.push((role, app.signed_in_employee(&company, &email, role).await));
    }

    for (who, session) in callers {
        // When each reads the job
        let read: Value = app.get_json_as(&format!("/api/jobs/job/{job}/"), &session.access).await;
        let me: Value = app.get_json_as("/api/auth/users/me/", &session.access).await;
        let may_edit = me["may"].as_array().unwrap().contains(&json!("edit_job"));

        // Then a draft offers editing, publishing and closing to the job editors alone
        let expected: Vec<String> = if may_edit {
            vec!["edit".into(), "publish".into(), "close".into()]
        } else {
            vec![]
        };
        assert_eq!(listed(&read), expected, "{who}");
    }
}

#[tokio::test]
async fn an_offer_is_answered_by_the_job_seeker_and_withdrawn_by_the_hiring_team() {
    // Given an offer sent to a job seeker
    let app = spawn_app().await;
    let company = app.signed_in_company("offer-actions@company.example.org").await;
    let job = app.post_job(&company, "Engineer", true).await;
    let seeker = app.candidate("offer-actions@example.org").await;
    let application = app.apply(&seeker, &job).await;
    let interviewer = app.user_id(&company).await;
    app.schedule_interview(&company, &application, &[interviewer]).await;
    let offer = app.send_offer(&company, &application).await;
    let path = format!("/api/jobs/job-offer-details/{offer}/");

    // When each side reads it
    let as_company: Value = app.get_json_as(&path, &company.access).await;
    let as_seeker: Value = app.get_json_as(&path, &seeker.access).await;

    // Then each is offered its own answers
    assert_eq!(listed(&as_company), ["withdraw"]);
    assert_eq!(listed(&as_seeker), ["accept", "decline"]);
}
