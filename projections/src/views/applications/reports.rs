//! The hiring reports read from the status changes the applications view keeps
//! (`application_status_changes`: every change of every application, its submission first),
//! so each can be asked as of any past moment: what was known then counts, nothing later.

use super::read::Status;
use crate::reporting::Cohort;
use crate::tenancy::HiringScope;
use domain::hiring::ApplicationStatus;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

/// One stage of the funnel: the applications of the cohort that entered it, and what became of
/// those that left it.
#[derive(Debug, Serialize, ToSchema)]
pub struct CohortStage {
    pub status: Status,
    /// Applications that entered the stage.
    pub reached: i64,
    /// Of those, the ones still in it.
    pub in_flight: i64,
    /// Left it for a later stage.
    pub moved_on: i64,
    /// Left it rejected by the company.
    pub rejected_by_company: i64,
    /// Left it by the applicant's own answer: withdrawn or an offer declined.
    pub rejected_by_applicant: i64,
    /// Of the applications that left the stage, the share that moved on (0..1); none while
    /// none has left.
    pub conversion: Option<f64>,
    /// Median and 90th percentile of the days spent in the stage by those that left it.
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// From submission to hire, for the cohort's applications hired by then.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimeToHire {
    pub hired: i64,
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// A cohort's funnel: every stage an application passes on the way to a hire, in order.
#[derive(Debug, Serialize, ToSchema)]
pub struct Funnel {
    pub applications: i64,
    pub stages: Vec<CohortStage>,
    pub time_to_hire: TimeToHire,
}

/// The stages of the funnel, in the order an application passes them.
const STAGES: [ApplicationStatus; 7] = [
    ApplicationStatus::Applied,
    ApplicationStatus::InReview,
    ApplicationStatus::Shortlisted,
    ApplicationStatus::Interview,
    ApplicationStatus::Offered,
    ApplicationStatus::AcceptedByApplicant,
    ApplicationStatus::Hired,
];

/// What became of the applications that entered one stage.
#[derive(sqlx::FromRow)]
struct StageCounts {
    stage: i16,
    reached: i64,
    left_it: i64,
    rejected_by_company: i64,
    rejected_by_applicant: i64,
}

/// How long one stage's applications stayed in it.
#[derive(sqlx::FromRow)]
struct StageTimes {
    stage: i16,
    /// The median and 90th percentile of the days spent in the stage by those that left it.
    days: Option<Vec<f64>>,
    /// The same of the days from submission to entering the stage, for the hired stage only:
    /// the time to hire.
    since_submitted: Option<Vec<f64>>,
}

/// The status changes made by `$4` to the cohort's applications: `$1` company, `$2`..`$3` the
/// days they were submitted, `$5` some jobs, `$6` the scope's jobs.
macro_rules! cohort_changes {
    () => {
        concat!(
            "company_id = $1 AND submitted_at >= $2::date AND submitted_at < $3::date + 1 AND submitted_at <= $4
             AND at <= $4 AND ",
            $crate::in_scope!("job_id", 5),
            " AND ",
            $crate::in_scope!("job_id", 6)
        )
    };
}

/// The stages the cohort's applications entered by `$4` (every change that moved a status
/// entered one), and what became of those that left it by then (written by the view when the
/// next move arrived): one hash aggregate. `$1` company, `$2`..`$3` the days the cohort was
/// submitted, `$5` some jobs, `$6` the scope's jobs, `$7` and `$8` the two rejections.
const STAGE_COUNTS_QUERY: &str = concat!(
    "SELECT to_status AS stage, count(*) FILTER (WHERE first_entry) AS reached,
            count(*) FILTER (WHERE left_at <= $4) AS left_it,
            count(*) FILTER (WHERE left_at <= $4 AND left_to = $7) AS rejected_by_company,
            count(*) FILTER (WHERE left_at <= $4 AND left_to = $8) AS rejected_by_applicant
       FROM application_status_changes WHERE from_status IS DISTINCT FROM to_status AND ",
    cohort_changes!(),
    " GROUP BY to_status"
);

/// The same stages' times, which need their rows sorted: parameters as `STAGE_COUNTS_QUERY`'s,
/// but `$7` hired.
const STAGE_TIMES_QUERY: &str = concat!(
    "SELECT to_status AS stage,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM left_at - at) / 86400)
                FILTER (WHERE left_at <= $4) AS days,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM at - submitted_at) / 86400)
                FILTER (WHERE to_status = $7) AS since_submitted
       FROM application_status_changes WHERE from_status IS DISTINCT FROM to_status AND ",
    cohort_changes!(),
    " GROUP BY to_status"
);

/// Memory for the sort of a company's stage rows: at 100,000 applications some 30 MB, which
/// the server's default `work_mem` (16 MB) would spill to disk.
const STAGE_TIMES_SORT_MEMORY: &str = "64MB";

/// `cohort`'s funnel in `scope`. The counts and the times are two statements run side by side
/// on two connections, each planned for its parameters (a prepared statement's generic plan
/// walks the cohort index for every row of a company-wide cohort): the measures are in
/// docs/decisions.md, "The funnel and the interviewers under the target".
pub async fn funnel(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<Funnel, sqlx::Error> {
    let counts = cohort
        .bind(scope, sqlx::query_as::<_, StageCounts>(STAGE_COUNTS_QUERY))
        .bind(i16::from(ApplicationStatus::RejectedByCompany.id()))
        .bind(i16::from(ApplicationStatus::RejectedByApplicant.id()))
        .persistent(false)
        .fetch_all(pool);
    let times = async {
        let mut transaction = pool.begin().await?;
        sqlx::query("SELECT set_config('work_mem', $1, true)")
            .bind(STAGE_TIMES_SORT_MEMORY)
            .execute(&mut *transaction)
            .await?;
        let times = cohort
            .bind(scope, sqlx::query_as::<_, StageTimes>(STAGE_TIMES_QUERY))
            .bind(i16::from(ApplicationStatus::Hired.id()))
            .persistent(false)
            .fetch_all(&mut *transaction)
            .await?;
        transaction.rollback().await?;
        Ok::<_, sqlx::Error>(times)
    };
    let (counts, times) = tokio::try_join!(counts, times)?;
    let counts_of = |status: ApplicationStatus| counts.iter().find(|row| row.stage == i16::from(status.id()));
    let times_of = |status: ApplicationStatus| times.iter().find(|row| row.stage == i16::from(status.id()));
    let percentile = |figures: Option<&[f64]>, index: usize| figures.and_then(|figures| figures.get(index).copied());
    let applications = counts_of(ApplicationStatus::Applied).map_or(0, |row| row.reached);
    let stages = STAGES
        .into_iter()
        .map(|status| {
            let row = counts_of(status);
            let count = |read: fn(&StageCounts) -> i64| row.map_or(0, read);
            let left = count(|row| row.left_it);
            let rejected = count(|row| row.rejected_by_company) + count(|row| row.rejected_by_applicant);
            let days = times_of(status).and_then(|row| row.days.as_deref());
            CohortStage {
                status: Status::from(status),
                reached: count(|row| row.reached),
                in_flight: count(|row| row.reached) - left,
                moved_on: left - rejected,
                rejected_by_company: count(|row| row.rejected_by_company),
                rejected_by_applicant: count(|row| row.rejected_by_applicant),
                conversion: (left > 0).then(|| (left - rejected) as f64 / left as f64),
                median_days: percentile(days, 0),
                p90_days: percentile(days, 1),
            }
        })
        .collect();
    let to_hire = times_of(ApplicationStatus::Hired).and_then(|row| row.since_submitted.as_deref());
    Ok(Funnel {
        applications,
        stages,
        time_to_hire: TimeToHire {
            hired: counts_of(ApplicationStatus::Hired).map_or(0, |row| row.reached),
            median_days: percentile(to_hire, 0),
            p90_days: percentile(to_hire, 1),
        },
    })
}

/// The hires of one month: how many, and the days from submission to hire.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MonthOfHires {
    /// `YYYY-MM`, UTC.
    pub month: String,
    pub hires: i64,
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// From a job's publication to its first hire, for the jobs first filled in the period.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct TimeToFill {
    pub jobs_filled: i64,
    pub median_days: Option<f64>,
    pub p90_days: Option<f64>,
}

/// How fast the hires of a period came: per month, and the time to fill its jobs.
#[derive(Debug, Serialize, ToSchema)]
pub struct HiringSpeed {
    pub months: Vec<MonthOfHires>,
    pub time_to_fill: TimeToFill,
}

/// The hires made from `$2` to `$3` and by `$4`, with their submission; `$1` company, `$5` some
/// jobs, `$6` the scope's jobs, `$7` hired.
const MONTHS_QUERY: &str = concat!(
    "SELECT to_char(date_trunc('month', hire.at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*) AS hires,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM hire.at - hire.submitted_at) / 86400) AS median_days,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM hire.at - hire.submitted_at) / 86400) AS p90_days
       FROM application_status_changes hire
      WHERE hire.company_id = $1 AND hire.to_status = $7 AND hire.at >= $2::date AND hire.at < $3::date + 1
        AND hire.at <= $4 AND ",
    crate::in_scope!("hire.job_id", 5),
    " AND ",
    crate::in_scope!("hire.job_id", 6),
    " GROUP BY 1 ORDER BY 1"
);

/// The jobs whose first hire by `$4` came from `$2` to `$3`, from their publication; parameters
/// as `MONTHS_QUERY`'s.
const FILL_QUERY: &str = concat!(
    "WITH first_hires AS (
         SELECT job_id, min(at) AS filled_at FROM application_status_changes
          WHERE company_id = $1 AND to_status = $7 AND at <= $4 AND ",
    crate::in_scope!("job_id", 5),
    " AND ",
    crate::in_scope!("job_id", 6),
    " GROUP BY job_id),
     filled AS (
         SELECT extract(epoch FROM f.filled_at - j.published_at) / 86400 AS days
           FROM first_hires f JOIN job_views j ON j.id = f.job_id
          WHERE f.filled_at >= $2::date AND f.filled_at < $3::date + 1 AND j.published_at <= f.filled_at)
     SELECT count(*) AS jobs_filled,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median_days,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY days) AS p90_days
       FROM filled"
);

/// The hires of `cohort`'s period in `scope` as of its moment, per month, and the time to fill
/// the jobs they first filled.
pub async fn hiring_speed(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<HiringSpeed, sqlx::Error> {
    let hired = i16::from(ApplicationStatus::Hired.id());
    let months = cohort
        .bind(scope, sqlx::query_as(MONTHS_QUERY))
        .bind(hired)
        .fetch_all(pool)
        .await?;
    let time_to_fill = cohort
        .bind(scope, sqlx::query_as(FILL_QUERY))
        .bind(hired)
        .fetch_one(pool)
        .await?;
    Ok(HiringSpeed { months, time_to_fill })
}

/// One answer's applications of the cohort at each stage of the funnel; a count that could
/// point at someone is none.
#[derive(Debug, Serialize, ToSchema)]
pub struct DiversityGroup {
    /// One of the question's choices, or `no_answer`.
    pub answer: String,
    /// In the order of `stages`.
    pub reached: Vec<Option<i64>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DiversityQuestion {
    /// gender, age_band or disability
    pub question: &'static str,
    pub groups: Vec<DiversityGroup>,
    /// Groups left out as too small to show (or as giving a small one away).
    pub hidden_groups: i64,
}

/// The cohort's funnel per self-identified group, with every group under `minimum_group`
/// people, and every count under it, hidden.
#[derive(Debug, Serialize, ToSchema)]
pub struct DiversityReport {
    pub minimum_group: i64,
    pub stages: Vec<Status>,
    pub questions: Vec<DiversityQuestion>,
}

#[derive(sqlx::FromRow)]
struct AnswerRow {
    question: String,
    answer: String,
    stage: i16,
    reached: i64,
}

/// Per question, answer and stage, the cohort's applications that reached the stage; answers
/// given after `$4` count as none, in the group `$7`.
const DIVERSITY_QUERY: &str = concat!(
    "WITH reached AS (SELECT DISTINCT application_id, to_status FROM application_status_changes WHERE ",
    cohort_changes!(),
    "),
     answers AS (
         SELECT cohort.application_id, q.question, coalesce(q.answer, $7) AS answer
           FROM (SELECT DISTINCT application_id FROM reached) cohort
           LEFT JOIN self_identifications s ON s.application_id = cohort.application_id AND s.submitted_at <= $4
          CROSS JOIN LATERAL (VALUES ('gender', s.gender), ('age_band', s.age_band), ('disability', s.disability)) q (question, answer))
     SELECT a.question, a.answer, r.to_status AS stage, count(*) AS reached
       FROM answers a JOIN reached r USING (application_id)
      GROUP BY a.question, a.answer, r.to_status"
);

/// `cohort`'s funnel per self-identified group in `scope`, as `domain::diversity::suppress`
/// allows it to be shown.
pub async fn diversity(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<DiversityReport, sqlx::Error> {
    use domain::diversity::{MINIMUM_GROUP, NO_ANSWER, Question, suppress};
    use std::collections::BTreeMap;
    let rows: Vec<AnswerRow> = cohort
        .bind(scope, sqlx::query_as(DIVERSITY_QUERY))
        .bind(NO_ANSWER)
        .fetch_all(pool)
        .await?;
    let questions = Question::ALL
        .iter()
        .map(|question| {
            let mut groups: BTreeMap<String, Vec<i64>> = BTreeMap::new();
            for row in rows.iter().filter(|row| row.question == question.as_str()) {
                if let Some(index) = STAGES.iter().position(|stage| i16::from(stage.id()) == row.stage) {
                    groups
                        .entry(row.answer.clone())
                        .or_insert_with(|| vec![0; STAGES.len()])[index] = row.reached;
                }
            }
            let (shown, hidden) = suppress(groups.into_iter().collect());
            DiversityQuestion {
                question: question.as_str(),
                groups: shown
                    .into_iter()
                    .map(|group| DiversityGroup {
                        answer: group.answer,
                        reached: group.counts,
                    })
                    .collect(),
                hidden_groups: hidden as i64,
            }
        })
        .collect();
    Ok(DiversityReport {
        minimum_group: MINIMUM_GROUP,
        stages: STAGES.into_iter().map(Status::from).collect(),
        questions,
    })
}

/// The cohort's applications that came one way, at each stage of the funnel.
#[derive(Debug, Serialize, ToSchema)]
pub struct SourceFunnel {
    /// job_search, careers_page, job_board, direct, or `unknown` for applications made before
    /// sources were kept.
    pub source: String,
    /// The job board's name, for `job_board`; one row per board.
    pub board: Option<String>,
    /// In the order of `stages`: `reached[0]` is the applications.
    pub reached: Vec<i64>,
    /// Hired ÷ applications (0..1).
    pub hire_rate: f64,
}

/// The cohort's funnel per source, most applications first.
#[derive(Debug, Serialize, ToSchema)]
pub struct SourcesReport {
    pub stages: Vec<Status>,
    pub sources: Vec<SourceFunnel>,
}

#[derive(sqlx::FromRow)]
struct SourceRow {
    source: String,
    board: Option<String>,
    stage: i16,
    reached: i64,
}

/// Per source (and board) and stage, the cohort's applications that reached the stage.
const SOURCES_QUERY: &str = concat!(
    "WITH reached AS (SELECT DISTINCT application_id, to_status FROM application_status_changes WHERE ",
    cohort_changes!(),
    ")
     SELECT coalesce(a.source, 'unknown') AS source, a.attribution->>'board' AS board, r.to_status AS stage, count(*) AS reached
       FROM reached r JOIN application_views a ON a.id = r.application_id
      GROUP BY 1, 2, 3"
);

/// `cohort`'s funnel per source in `scope`.
pub async fn sources(pool: &PgPool, scope: &HiringScope, cohort: &Cohort) -> Result<SourcesReport, sqlx::Error> {
    use std::collections::BTreeMap;
    let rows: Vec<SourceRow> = cohort
        .bind(scope, sqlx::query_as(SOURCES_QUERY))
        .fetch_all(pool)
        .await?;
    let mut funnels: BTreeMap<(String, Option<String>), Vec<i64>> = BTreeMap::new();
    for row in rows {
        if let Some(index) = STAGES.iter().position(|stage| i16::from(stage.id()) == row.stage) {
            funnels
                .entry((row.source, row.board))
                .or_insert_with(|| vec![0; STAGES.len()])[index] = row.reached;
        }
    }
    let mut sources: Vec<SourceFunnel> = funnels
        .into_iter()
        .map(|((source, board), reached)| {
            let applications = reached[0];
            let hired = reached[STAGES.len() - 1];
            SourceFunnel {
                source,
                board,
                hire_rate: if applications > 0 {
                    hired as f64 / applications as f64
                } else {
                    0.0
                },
                reached,
            }
        })
        .collect();
    sources.sort_by(|a, b| b.reached[0].cmp(&a.reached[0]));
    Ok(SourcesReport {
        stages: STAGES.into_iter().map(Status::from).collect(),
        sources,
    })
}
