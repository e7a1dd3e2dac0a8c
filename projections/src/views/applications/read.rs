//! Reads of the applications view: a job seeker's applications, the applicant cards of the
//! pipeline board, the table and the applicant page, and an application's notes.

use crate::TablesRead;
use crate::sql::Rows;
use crate::tenancy::{HiringScope, Jobseeker, Person};
use crate::views::interviews::read::InterviewActions;
use crate::views::offers::read::OfferActions;
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::hiring::source::{Attribution, Source};
use domain::hiring::{ApplicationStatus, StatusMove};
use serde::Serialize;
use sqlx::PgPool;
use sqlx::types::Json;
use std::collections::HashMap;
use utoipa::ToSchema;
use uuid::Uuid;

/// An application status as the spec numbers and names it (section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct Status {
    /// 0..8, spec section 4.
    pub id: u8,
    /// applied, in_review, shortlisted, interview, offered, hired, rejected_by_company, rejected_by_applicant, accepted_by_applicant
    pub value: &'static str,
}

impl From<ApplicationStatus> for Status {
    fn from(status: ApplicationStatus) -> Self {
        Self {
            id: status.id(),
            value: status.value(),
        }
    }
}

impl TryFrom<i16> for Status {
    type Error = String;

    fn try_from(id: i16) -> Result<Self, String> {
        ApplicationStatus::from_id(i64::from(id))
            .map(Self::from)
            .ok_or_else(|| format!("no application status {id}"))
    }
}

impl Status {
    /// The status as the views store it.
    pub fn column(self) -> i16 {
        i16::from(self.id)
    }
}

/// An offer as the job seeker sees it on their application.
#[derive(Debug, Clone, serde::Deserialize, Serialize, ToSchema)]
pub struct OpenOffer {
    pub id: Uuid,
    /// What the job seeker may do: answer it, or only decline once its last date has passed.
    pub actions: OfferActions,
    pub gross_salary: i64,
    pub currency: String,
    pub bonus_system: Option<String>,
    pub last_date: NaiveDate,
    pub notes: Option<String>,
}

/// An interview as the job seeker sees it on their application.
#[derive(Debug, Clone, serde::Deserialize, Serialize, ToSchema)]
pub struct NextInterview {
    pub id: Uuid,
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    pub location: Option<String>,
    pub meet_link: Option<String>,
}

/// The moves the application allows its hiring team: what the screens offer, drawn from the
/// table the application refuses the others by. None once its personal data was erased.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct HiringMoves(pub(in crate::views) Vec<StatusMove>);

/// The moves the application allows the applicant (withdrawing while it is open).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct ApplicantMoves(pub(in crate::views) Vec<StatusMove>);

/// The moves of one side from a status read as `CASE WHEN a.anonymised_at IS NULL THEN a.status END`.
fn moves(status: Option<i16>, by_applicant: bool) -> Result<Vec<StatusMove>, String> {
    Ok(unless_erased(status)?
        .into_iter()
        .flat_map(ApplicationStatus::moves)
        .filter(|step| step.by_applicant() == by_applicant)
        .collect())
}

/// A status read as `moves_of!` selects it: none once the personal data was erased.
fn unless_erased(status: Option<i16>) -> Result<Option<ApplicationStatus>, String> {
    status
        .map(|status| {
            ApplicationStatus::from_id(i64::from(status)).ok_or_else(|| format!("no application status {status}"))
        })
        .transpose()
}

impl TryFrom<Option<i16>> for HiringMoves {
    type Error = String;

    fn try_from(status: Option<i16>) -> Result<Self, String> {
        moves(status, false).map(Self)
    }
}

impl TryFrom<Option<i16>> for ApplicantMoves {
    type Error = String;

    fn try_from(status: Option<i16>) -> Result<Self, String> {
        moves(status, true).map(Self)
    }
}

/// Where the next step leads from an application's status: none at the end of the pipeline,
/// or once its personal data was erased. The hiring team's "Move to …" names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct NextStatus(Option<Status>);

impl TryFrom<Option<i16>> for NextStatus {
    type Error = String;

    fn try_from(status: Option<i16>) -> Result<Self, String> {
        Ok(Self(
            unless_erased(status)?
                .and_then(ApplicationStatus::next_step)
                .map(Status::from),
        ))
    }
}

/// A status's moves as the reads select them: none once the personal data was erased.
macro_rules! moves_of {
    () => {
        "CASE WHEN a.anonymised_at IS NULL THEN a.status END AS actions"
    };
}

/// One of a job seeker's applications.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyApplication {
    pub id: Uuid,
    #[sqlx(try_from = "i16")]
    pub status: Status,
    /// What the applicant may do next.
    #[sqlx(try_from = "Option<i16>")]
    pub actions: ApplicantMoves,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub job_id: Uuid,
    pub job_title: String,
    /// Left out when the job is confidential.
    pub company_id: Option<Uuid>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
    /// The open offer, if any.
    #[schema(value_type = Option<OpenOffer>)]
    pub offer: Option<Json<OpenOffer>>,
    /// The next scheduled interview, if any.
    #[schema(value_type = Option<NextInterview>)]
    pub interview: Option<Json<NextInterview>>,
}

/// A page of the job seeker's applications, newest first, of one status or all; with how many
/// there are over all pages.
pub async fn of_jobseeker(
    pool: &PgPool,
    jobseeker: Jobseeker,
    status: Option<Status>,
    rows: Rows,
) -> Result<(i64, Vec<MyApplication>), sqlx::Error> {
    let status = status.map(Status::column);
    let filter = "a.jobseeker_id = $1 AND ($2::smallint IS NULL OR a.status = $2)";
    let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM application_views a WHERE {filter}"))
        .bind(jobseeker.0)
        .bind(status)
        .fetch_one(pool)
        .await?;
    let applications = sqlx::query_as(&format!(
        concat!("SELECT a.id, a.status, ", moves_of!(), ", a.applied_at, a.status_changed_at, a.job_id, j.title AS job_title,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.id END AS company_id,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.name END AS company_name,
                CASE WHEN (j.details->>'confidential')::boolean THEN NULL ELSE c.logo END AS company_logo,
                (SELECT json_build_object('id', o.id, 'actions', ", crate::offer_state!("o"), ", 'gross_salary', o.gross_salary, 'currency', o.currency,
                                          'bonus_system', o.bonus_system, 'last_date', o.last_date, 'notes', o.notes)
                 FROM offer_views o WHERE o.application_id = a.id AND o.status = 'sent' ORDER BY o.sent_at DESC LIMIT 1) AS offer,
                (SELECT json_build_object('id', i.id, 'date', i.date, 'start', i.start_time, 'end', i.end_time,
                                          'location', i.location, 'meet_link', i.meet_link)
                 FROM interview_views i WHERE i.application_id = a.id AND i.status IN ('scheduled', 'in_progress') AND a.status NOT IN (5, 6, 7)
                 ORDER BY i.date, i.start_time LIMIT 1) AS interview
         FROM application_views a JOIN job_views j ON j.id = a.job_id JOIN companies c ON c.id = a.company_id
         WHERE {filter} ORDER BY a.applied_at DESC {}"),
        rows.limit_offset(3),
        filter = filter
    ))
    .bind(jobseeker.0)
    .bind(status)
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok((count, applications))
}

/// The CVs the person applied with that Hire stores, as (name in an export, file key).
pub async fn stored_cvs(pool: &PgPool, person: Person) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT 'applications/' || id || '/' || cv_name, substr(cv_url, length('/api/accounts/files/') + 1)
           FROM application_views WHERE jobseeker_id = $1 AND cv_url LIKE '/api/accounts/files/%'",
    )
    .bind(person.0)
    .fetch_all(pool)
    .await
}

/// Whether the application is the job seeker's own.
pub async fn is_own(pool: &PgPool, jobseeker: Jobseeker, id: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM application_views WHERE id = $1 AND jobseeker_id = $2)")
        .bind(id)
        .bind(jobseeker.0)
        .fetch_one(pool)
        .await
}

/// The company an application of the job seeker's own was made to; none for another's.
pub async fn company_of_own(pool: &PgPool, jobseeker: Jobseeker, id: Uuid) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT company_id FROM application_views WHERE id = $1 AND jobseeker_id = $2")
        .bind(id)
        .bind(jobseeker.0)
        .fetch_optional(pool)
        .await
}

/// An applicant as the pipeline, the tables and the applicant page show them.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct ApplicantCard {
    pub id: Uuid,
    #[sqlx(try_from = "i16")]
    pub status: Status,
    /// The moves this caller may make now: those the status allows that their role may make.
    #[sqlx(try_from = "Option<i16>")]
    pub actions: HiringMoves,
    /// Where `next_step` leads, read from the same column as `actions`.
    #[sqlx(rename = "actions", try_from = "Option<i16>")]
    #[schema(value_type = Option<Status>)]
    pub next_status: NextStatus,
    pub applied_at: DateTime<Utc>,
    pub status_changed_at: DateTime<Utc>,
    pub rating: Option<i16>,
    /// Average of the submitted interview evaluations (1..5).
    pub score: Option<f64>,
    pub favorite: bool,
    pub blacklisted: bool,
    pub job_id: Uuid,
    pub job_title: String,
    pub candidate_id: Uuid,
    /// Null when the candidate has deleted their account.
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub cv_name: String,
    pub cv_url: String,
    /// Where the applicant came from; none for applications made before it was kept.
    #[schema(value_type = Option<domain::hiring::source::Attribution>)]
    pub attribution: Option<Json<Attribution>>,
    /// The applicant's personal data in it was erased (their account deleted, or the company's
    /// retention period ran out): it shows nobody and takes no more actions.
    pub anonymised: bool,
}

/// An application's score: the average of its submitted interview evaluations (1..5).
macro_rules! card_score {
    () => {
        "(SELECT avg(e.average)::float8 FROM interview_evaluations e WHERE e.application_id = a.id)"
    };
}

/// A card's columns, read from `application_views a` and what `card_joins!` joins to it.
macro_rules! card_columns {
    () => {
        concat!(
            "a.id, a.status, ",
            moves_of!(),
            ", a.applied_at, a.status_changed_at, a.rating, ",
            card_score!(),
            " AS score,
        coalesce(f.favorite, false) AS favorite, coalesce(f.blacklisted, false) AS blacklisted,
        a.job_id, j.title AS job_title, a.jobseeker_id AS candidate_id, u.first_name, u.last_name, u.email, a.cv_name, a.cv_url,
        a.attribution, a.anonymised_at IS NOT NULL AS anonymised"
        )
    };
}

/// What a card reads beside its application.
macro_rules! card_joins {
    () => {
        "JOIN job_views j ON j.id = a.job_id
    LEFT JOIN users u ON u.id = a.jobseeker_id
    LEFT JOIN candidate_flags f ON f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id"
    };
}

/// What `board` and `table` read: cards (`card_columns!`, `card_joins!`) and the counts per
/// status.
pub const BOARD_READS: TablesRead = &[
    "application_views",
    "job_views",
    "users",
    "candidate_flags",
    "interview_evaluations",
    "application_status_counts",
];

/// What `page` reads: its card, interviews, offers and notes (and their authors).
pub const PAGE_READS: TablesRead = &[
    "application_views",
    "job_views",
    "users",
    "candidate_flags",
    "interview_evaluations",
    "interview_views",
    "offer_views",
    "application_notes",
];

const CARD_SELECT: &str = concat!("SELECT ", card_columns!(), " FROM application_views a ", card_joins!());

/// An application the scope sees.
pub async fn card(pool: &PgPool, scope: &HiringScope, id: Uuid) -> Result<Option<ApplicantCard>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.id = $1 AND a.company_id = $2 AND {}",
        crate::in_scope!("a.job_id", 3)
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .fetch_optional(pool)
    .await
}

/// A column of the pipeline board: every applicant in it counted, one page of them shown.
#[derive(Debug)]
pub struct Column {
    pub status: Status,
    pub count: i64,
    pub applicants: Vec<ApplicantCard>,
}

/// One job's applicants in the given columns, for the kanban board: each column's count and a
/// page of its cards, latest status change first. A job may have ten thousand applicants, and a
/// board that sent them all took seconds to read and to draw.
pub async fn board(
    pool: &PgPool,
    scope: &HiringScope,
    job: Uuid,
    columns: &[Status],
    rows: Rows,
) -> Result<Vec<Column>, sqlx::Error> {
    let statuses: Vec<i16> = columns.iter().map(|column| column.column()).collect();
    let counts: HashMap<i16, i64> = sqlx::query_as(
        "SELECT status, count FROM application_status_counts WHERE company_id = $1 AND job_id = $2 AND status = ANY($3)",
    )
    .bind(scope.company)
    .bind(job)
    .bind(&statuses)
    .fetch_all(pool)
    .await?
    .into_iter()
    .collect();
    // Each column's page is a range of one index (company, job, status, latest change first).
    let mut cards: Vec<ApplicantCard> = sqlx::query_as(&format!(
        concat!(
            "SELECT ",
            card_columns!(),
            " FROM unnest($3::smallint[]) AS columns(status)
             CROSS JOIN LATERAL (
                 SELECT * FROM application_views
                 WHERE company_id = $1 AND job_id = $2 AND status = columns.status
                 ORDER BY status_changed_at DESC, id {}
             ) a ",
            card_joins!(),
            " ORDER BY a.status, a.status_changed_at DESC, a.id"
        ),
        rows.limit_offset(4)
    ))
    .bind(scope.company)
    .bind(job)
    .bind(&statuses)
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok(columns
        .iter()
        .map(|&status| {
            let (inside, rest): (Vec<_>, Vec<_>) = cards.drain(..).partition(|card| card.status == status);
            cards = rest;
            Column {
                status,
                count: counts.get(&status.column()).copied().unwrap_or(0),
                applicants: inside,
            }
        })
        .collect())
}

/// What the applicant table sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortBy {
    AppliedAt,
    Score,
    Rating,
}

/// The applicant table's filters and order.
#[derive(Debug, Clone, Copy)]
pub struct TableQuery {
    /// One job's applicants, or every applicant of the company.
    pub job: Option<Uuid>,
    pub status: Option<Status>,
    pub favorite: Option<bool>,
    pub source: Option<Source>,
    pub sort: SortBy,
    pub ascending: bool,
}

impl TableQuery {
    fn order_by(&self) -> String {
        let sort = match self.sort {
            SortBy::AppliedAt => "a.applied_at",
            SortBy::Score => card_score!(),
            SortBy::Rating => "a.rating",
        };
        let order = if self.ascending {
            "ASC NULLS FIRST"
        } else {
            "DESC NULLS LAST"
        };
        format!("{sort} {order}, a.id")
    }

    /// The filters over `application_views a` (with `candidate_flags f`), of those given:
    /// `$1` company, `$2` job, `$3` status id, `$4` favorite, `$5` the jobs whose applicants
    /// the caller sees, `$6` source. A filter left out is not in the text at all (rather than
    /// `$2 IS NULL OR …`), because PostgreSQL reuses one plan for a statement's calls once it
    /// has seen five, and a plan made to ignore the job reads every applicant of the company
    /// even when one job is asked.
    fn filter(&self, jobs: Option<&[Uuid]>) -> String {
        let mut filter = String::from("a.company_id = $1");
        for (given, condition) in [
            (self.job.is_some(), " AND a.job_id = $2"),
            (self.status.is_some(), " AND a.status = $3"),
            (self.favorite.is_some(), " AND coalesce(f.favorite, false) = $4"),
            (jobs.is_some(), " AND a.job_id = ANY($5)"),
            (self.source.is_some(), " AND a.source = $6"),
        ] {
            if given {
                filter.push_str(condition);
            }
        }
        filter
    }
}

/// A page of the applicant table, with how many applicants match over all pages.
pub async fn table(
    pool: &PgPool,
    scope: &HiringScope,
    query: TableQuery,
    rows: Rows,
) -> Result<(i64, Vec<ApplicantCard>), sqlx::Error> {
    let order_by = query.order_by();
    let filter = query.filter(scope.applicant_jobs());
    let status = query.status.map(Status::column);
    // The flags only when the favorite filter reads them: PostgreSQL drops an unused join, but
    // too late to walk the order's index alone, and a deep page then reads every row it skips.
    let applications = match query.favorite {
        Some(_) => {
            "application_views a
                    LEFT JOIN candidate_flags f ON f.company_id = a.company_id AND f.jobseeker_id = a.jobseeker_id"
        }
        None => "application_views a",
    };
    let source = query.source.map(Source::as_str);
    let count: i64 = match (query.job, query.favorite, query.source) {
        // The applications view keeps each job's count per status; a plan for this statement
        // reads a few rows whatever it is given, so its optional filters may stay in the text.
        (Some(job), None, None) => {
            sqlx::query_scalar(concat!(
                "SELECT coalesce(sum(count), 0)::int8 FROM application_status_counts
             WHERE company_id = $1 AND job_id = $2 AND ($3::smallint IS NULL OR status = $3)
               AND ",
                crate::in_scope!("job_id", 4)
            ))
            .bind(scope.company)
            .bind(job)
            .bind(status)
            .bind(scope.applicant_jobs())
            .fetch_one(pool)
            .await?
        }
        _ => {
            sqlx::query_scalar(&format!("SELECT count(*) FROM {applications} WHERE {filter}"))
                .bind(scope.company)
                .bind(query.job)
                .bind(status)
                .bind(query.favorite)
                .bind(scope.applicant_jobs())
                .bind(source)
                .fetch_one(pool)
                .await?
        }
    };
    // The page's ids first, from the applications alone: the cards' joins then read twenty
    // rows, not every applicant of the job. Only the ids go through the sort; a page of whole
    // rows sorted there halved the reads per second.
    let cards = sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.id IN (
             SELECT a.id FROM {applications} WHERE {filter} ORDER BY {order_by} {})
         ORDER BY {order_by}",
        rows.limit_offset(7)
    ))
    .bind(scope.company)
    .bind(query.job)
    .bind(status)
    .bind(query.favorite)
    .bind(scope.applicant_jobs())
    .bind(source)
    .bind(rows.offset)
    .fetch_all(pool)
    .await?;
    Ok((count, cards))
}

/// Every applicant the table's query matches, in its order, handed to `each` as it is read
/// (for an export of any size) until `each` answers false.
pub async fn each_in_table<F, Sent>(
    pool: &PgPool,
    scope: &HiringScope,
    query: TableQuery,
    mut each: F,
) -> Result<(), sqlx::Error>
where
    F: FnMut(ApplicantCard) -> Sent,
    Sent: Future<Output = bool>,
{
    let sql = format!(
        "{CARD_SELECT} WHERE {} ORDER BY {}",
        query.filter(scope.applicant_jobs()),
        query.order_by()
    );
    // The rows come as fast as the export's client reads them, so a large export to a slow
    // client may outlast the serving statement timeout, which is there for statements that
    // hold others up: this one holds only its own connection.
    let mut db = pool.begin().await?;
    sqlx::query("SET LOCAL statement_timeout = 0").execute(&mut *db).await?;
    let mut cards = sqlx::query_as::<_, ApplicantCard>(&sql)
        .bind(scope.company)
        .bind(query.job)
        .bind(query.status.map(Status::column))
        .bind(query.favorite)
        .bind(scope.applicant_jobs())
        .bind(query.source.map(Source::as_str))
        .fetch(&mut *db);
    while let Some(card) = futures_util::StreamExt::next(&mut cards).await {
        if !each(card?).await {
            break;
        }
    }
    drop(cards);
    db.commit().await
}

/// A note on an application, by the hiring team or (private) by HR.
#[derive(Debug, Serialize, serde::Deserialize, ToSchema, sqlx::FromRow)]
pub struct Note {
    pub id: Uuid,
    pub author: Option<Uuid>,
    pub author_name: Option<String>,
    pub text: String,
    pub created_at: DateTime<Utc>,
}

/// An application's notes (`$1` the application) that also meet `condition`, oldest first.
macro_rules! notes_of {
    ($condition:literal) => {
        concat!(
            "SELECT n.id, n.author, ",
            crate::person_name!("u"),
            " AS author_name, n.text, n.created_at
             FROM application_notes n LEFT JOIN users u ON u.id = n.author
             WHERE n.application_id = $1 AND ",
            $condition,
            " ORDER BY n.created_at"
        )
    };
}

/// The notes (or the HR private notes) of an application of the scope's company.
pub async fn notes(
    pool: &PgPool,
    scope: &HiringScope,
    application: Uuid,
    private: bool,
) -> Result<Vec<Note>, sqlx::Error> {
    sqlx::query_as(notes_of!("n.private = $2 AND n.company_id = $3"))
        .bind(application)
        .bind(private)
        .bind(scope.company)
        .fetch_all(pool)
        .await
}

/// An interview as the applicant page lists it.
#[derive(Debug, serde::Deserialize, Serialize, ToSchema)]
pub struct ApplicantInterview {
    pub id: Uuid,
    /// scheduled, in_progress, completed or cancelled
    pub status: String,
    /// What may be done to it next, from the table the interview refuses the others by.
    pub actions: InterviewActions,
    pub date: NaiveDate,
    pub start: NaiveTime,
    pub end: NaiveTime,
    pub location: Option<String>,
    pub meet_link: Option<String>,
    pub interviewers: Vec<Uuid>,
    pub comment: Option<String>,
    pub evaluations_submitted: i64,
}

/// An offer as the applicant page lists it.
#[derive(Debug, serde::Deserialize, Serialize, ToSchema)]
pub struct ApplicantOffer {
    pub id: Uuid,
    /// sent, accepted, declined, withdrawn or expired
    pub status: String,
    /// What may be done to it next, from the table the offer refuses the others by.
    pub actions: OfferActions,
    pub gross_salary: i64,
    pub currency: String,
    pub bonus_system: Option<String>,
    pub last_date: NaiveDate,
    pub notes: Option<String>,
    pub sent_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
    pub decline_reason: Option<String>,
}

/// An applicant's page as it is read: the card and what the page adds to it.
#[derive(Debug, sqlx::FromRow)]
pub struct ApplicantPage {
    #[sqlx(flatten)]
    pub card: ApplicantCard,
    pub cover_letter: Option<String>,
    pub interviews: Json<Vec<ApplicantInterview>>,
    pub offers: Json<Vec<ApplicantOffer>>,
    pub notes: Json<Vec<Note>>,
    /// `None` unless asked for.
    pub private_notes: Option<Json<Vec<Note>>>,
}

/// One applicant the scope sees: the card, notes (private ones when `with_private_notes`),
/// interviews and offers, in one statement rather than one per part.
pub async fn page(
    pool: &PgPool,
    scope: &HiringScope,
    id: Uuid,
    with_private_notes: bool,
) -> Result<Option<ApplicantPage>, sqlx::Error> {
    sqlx::query_as(concat!(
        "SELECT ",
        card_columns!(),
        ", a.cover_letter,
                coalesce((SELECT json_agg(json_build_object('id', i.id, 'status', i.status, 'actions', i.status, 'date', i.date, 'start', i.start_time,
                                                            'end', i.end_time, 'location', i.location, 'meet_link', i.meet_link,
                                                            'interviewers', i.interviewers, 'comment', i.comment,
                                                            'evaluations_submitted', (SELECT count(*) FROM interview_evaluations e
                                                                                      WHERE e.interview_id = i.id))
                                          ORDER BY i.date, i.start_time)
                          FROM interview_views i WHERE i.application_id = a.id), '[]') AS interviews,
                coalesce((SELECT json_agg(json_build_object('id', o.id, 'status', o.status, 'actions', ",
        crate::offer_state!("o"),
        ", 'gross_salary', o.gross_salary,
                                                            'currency', o.currency, 'bonus_system', o.bonus_system,
                                                            'last_date', o.last_date, 'notes', o.notes, 'sent_at', o.sent_at,
                                                            'answered_at', o.answered_at, 'decline_reason', o.decline_reason)
                                          ORDER BY o.sent_at)
                          FROM offer_views o WHERE o.application_id = a.id), '[]') AS offers,
                coalesce((SELECT json_agg(n ORDER BY n.created_at) FROM (",
        notes_of!("NOT n.private"),
        ") n), '[]') AS notes,
                CASE WHEN $4 THEN coalesce((SELECT json_agg(n ORDER BY n.created_at) FROM (",
        notes_of!("n.private"),
        ") n), '[]') END AS private_notes
         FROM application_views a ",
        card_joins!(),
        " WHERE a.id = $1 AND a.company_id = $2 AND ", crate::in_scope!("a.job_id", 3)
    ))
    .bind(id)
    .bind(scope.company)
    .bind(scope.applicant_jobs())
    .bind(with_private_notes)
    .fetch_optional(pool)
    .await
}

/// What claiming an application for a job seeker and a job found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// The id to apply with: a new one, or that of an earlier try that never produced an
    /// application.
    Free(Uuid),
    /// They have applied already.
    Applied,
}

/// The application id for this job seeker and job. An id is claimed before the application's
/// first event is written, so two tries at once apply with the same id and the event store
/// lets only one of them through.
pub async fn claim(pool: &PgPool, jobseeker: Jobseeker, job: Uuid) -> Result<Claim, sqlx::Error> {
    sqlx::query("INSERT INTO application_claims (job_id, jobseeker_id, application_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(job)
        .bind(jobseeker.0)
        .bind(Uuid::now_v7())
        .execute(pool)
        .await?;
    let (id, applied): (Uuid, bool) = sqlx::query_as(
        "SELECT c.application_id,
                EXISTS (SELECT 1 FROM events e WHERE e.aggregate_type = 'application' AND e.aggregate_id = c.application_id::text)
         FROM application_claims c WHERE c.job_id = $1 AND c.jobseeker_id = $2",
    )
    .bind(job)
    .bind(jobseeker.0)
    .fetch_one(pool)
    .await?;
    Ok(if applied { Claim::Applied } else { Claim::Free(id) })
}

/// The applicants of the scope's jobs placed at a position, newest first (at most 500).
pub async fn of_position(
    pool: &PgPool,
    scope: &HiringScope,
    position: Uuid,
) -> Result<Vec<ApplicantCard>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{CARD_SELECT} WHERE a.company_id = $1 AND j.position_id = $2 AND {}
         ORDER BY a.applied_at DESC, a.id LIMIT 500",
        crate::in_scope!("a.job_id", 3)
    ))
    .bind(scope.company)
    .bind(position)
    .bind(scope.applicant_jobs())
    .fetch_all(pool)
    .await
}

/// An applicant as the AI proposal weighs them: their profile and the CV they applied with.
#[derive(Debug, sqlx::FromRow)]
pub struct Candidate {
    pub application_id: Uuid,
    pub jobseeker_id: Uuid,
    pub name: String,
    pub profile_picture: Option<String>,
    pub headline: Option<String>,
    pub bio: Option<String>,
    pub salary_expectation: Option<i32>,
    pub currency: Option<String>,
    pub skills: Vec<String>,
    pub languages: Vec<String>,
    /// Each experience as one line of text, with its first and last day.
    pub experiences: Json<Vec<(String, NaiveDate, Option<NaiveDate>)>>,
    pub cv_url: String,
    pub applied_at: DateTime<Utc>,
}

/// The latest `limit` applicants of a job of the scope's company who are still in its
/// pipeline (not rejected by either side).
pub async fn candidates(
    pool: &PgPool,
    scope: &HiringScope,
    job: Uuid,
    limit: i64,
) -> Result<Vec<Candidate>, sqlx::Error> {
    let out_of_pipeline = [
        Status::from(ApplicationStatus::RejectedByCompany).column(),
        Status::from(ApplicationStatus::RejectedByApplicant).column(),
    ];
    sqlx::query_as(
        "SELECT a.id AS application_id, a.jobseeker_id, u.first_name || ' ' || u.last_name AS name, u.profile_picture,
                p.headline, p.bio, p.salary_expectation, p.currency,
                ARRAY(SELECT c.name_en FROM jobseeker_skills s JOIN skills c ON c.id = s.skill_id
                       WHERE s.user_id = a.jobseeker_id ORDER BY lower(c.name_en)) AS skills,
                ARRAY(SELECT l.language FROM jobseeker_languages l WHERE l.user_id = a.jobseeker_id ORDER BY l.language) AS languages,
                coalesce((SELECT json_agg(json_build_array(e.title || ' at ' || e.company || coalesce(': ' || e.description, ''),
                                                           e.start_date, e.end_date) ORDER BY e.start_date DESC)
                            FROM jobseeker_experiences e WHERE e.user_id = a.jobseeker_id), '[]') AS experiences,
                a.cv_url, a.applied_at
           FROM application_views a JOIN users u ON u.id = a.jobseeker_id
           LEFT JOIN jobseeker_profiles p ON p.user_id = a.jobseeker_id
          WHERE a.job_id = $1 AND a.company_id = $2 AND a.status <> ALL($3)
          ORDER BY a.applied_at DESC LIMIT $4",
    )
    .bind(job)
    .bind(scope.company)
    .bind(&out_of_pipeline[..])
    .bind(limit)
    .fetch_all(pool)
    .await
}
