//! The interviewers report: per interviewer, the interviews of a period held by a moment, the
//! evaluations submitted by then and how many on time, and the ratings given against the
//! panel's (calibration), over all and per competency.

use crate::reporting::Cohort;
use crate::tenancy::HiringScope;
use serde::Serialize;
use sqlx::PgPool;
use std::collections::BTreeMap;
use utoipa::ToSchema;
use uuid::Uuid;

/// One competency's ratings by one interviewer, against the panel's on the same interviews.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct CompetencyCalibration {
    /// The job competency rated, by name; none for a job without requirements.
    pub competency: Option<String>,
    /// 1..9, the competency's category.
    pub category: i16,
    pub ratings: i64,
    pub average_given: Option<f64>,
    /// Every panellist's average on the same interviews and competency, this one's included.
    pub panel_average: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InterviewerFigures {
    pub interviewer: Uuid,
    pub name: Option<String>,
    /// Interviews of the period on their panel held by then: completed, or their day come and
    /// not cancelled.
    pub interviews: i64,
    pub evaluations: i64,
    /// Evaluations submitted at most the allowed days after the interview ended.
    pub on_time: i64,
    /// The average of their evaluations' averages.
    pub average_given: Option<f64>,
    /// The average of every evaluation of the interviews they evaluated.
    pub panel_average: Option<f64>,
    pub competencies: Vec<CompetencyCalibration>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InterviewerReport {
    /// The days after an interview an evaluation counts as on time.
    pub on_time_days: i32,
    pub interviewers: Vec<InterviewerFigures>,
}

#[derive(sqlx::FromRow)]
struct InterviewerRow {
    interviewer: Uuid,
    name: Option<String>,
    interviews: i64,
    evaluations: i64,
    on_time: i64,
    average_given: Option<f64>,
    panel_average: Option<f64>,
}

#[derive(sqlx::FromRow)]
struct CompetencyRow {
    interviewer: Uuid,
    #[sqlx(flatten)]
    calibration: CompetencyCalibration,
}

/// Each interviewer of the period's interviews held by `$4`: completed by then, or whose day
/// (UTC) had come and that were not cancelled by then; and the evaluations submitted by then.
/// `$1` company, `$2`..`$3` the interviews' days, `$5` some jobs, `$6` the scope's jobs.
macro_rules! panels {
    () => {
        concat!(
            "WITH panel AS (
                 SELECT i.id, i.date, i.end_time, unnest(i.interviewers) AS interviewer
                   FROM interview_views i JOIN application_views a ON a.id = i.application_id
                  WHERE i.company_id = $1 AND i.date >= $2::date AND i.date <= $3::date
                    AND i.created_at <= $4
                    AND (i.status = 'completed' AND i.updated_at <= $4
                         OR i.date <= ($4 AT TIME ZONE 'UTC')::date AND NOT (i.status = 'cancelled' AND i.updated_at <= $4))
                    AND ",
            $crate::in_scope!("a.job_id", 5),
            " AND ",
            $crate::in_scope!("a.job_id", 6),
            "),
             evaluations AS (
                 SELECT e.interview_id, e.interviewer, e.average::float8 AS average, e.scores, e.submitted_at
                   FROM interview_evaluations e
                  WHERE e.company_id = $1 AND e.submitted_at <= $4
                    AND e.interview_id IN (SELECT id FROM panel))"
        )
    };
}

const INTERVIEWERS_QUERY: &str = concat!(
    panels!(),
    ",
     panel_averages AS (SELECT interview_id, avg(average) AS average FROM evaluations GROUP BY interview_id)
     SELECT p.interviewer, ",
    crate::person_name!("u"),
    " AS name, count(*) AS interviews, count(e.interviewer) AS evaluations,
            count(*) FILTER (WHERE e.submitted_at <= (p.date + p.end_time) AT TIME ZONE 'UTC' + make_interval(days => $7)) AS on_time,
            avg(e.average) AS average_given,
            avg(pa.average) FILTER (WHERE e.interviewer IS NOT NULL) AS panel_average
       FROM panel p
       LEFT JOIN evaluations e ON e.interview_id = p.id AND e.interviewer = p.interviewer
       LEFT JOIN panel_averages pa ON pa.interview_id = p.id
       LEFT JOIN users u ON u.id = p.interviewer
      GROUP BY p.interviewer, u.first_name, u.last_name
      ORDER BY count(*) DESC, name, p.interviewer"
);

const COMPETENCIES_QUERY: &str = concat!(
    panels!(),
    ",
     ratings AS (
         SELECT e.interview_id, e.interviewer, score->>'competency' AS competency,
                (score->>'category')::int2 AS category, (score->>'rating')::float8 AS rating
           FROM evaluations e, jsonb_array_elements(e.scores) score),
     panel_ratings AS (
         SELECT interview_id, competency, category, avg(rating) AS average
           FROM ratings GROUP BY interview_id, competency, category)
     SELECT r.interviewer, r.competency, r.category, count(*) AS ratings,
            avg(r.rating) AS average_given, avg(pr.average) AS panel_average
       FROM ratings r
       JOIN panel_ratings pr ON pr.interview_id = r.interview_id AND pr.category = r.category
                            AND pr.competency IS NOT DISTINCT FROM r.competency
      GROUP BY r.interviewer, r.competency, r.category
      ORDER BY r.interviewer, r.category, r.competency"
);

/// The interviewers of `cohort`'s interviews (held on its days) in `scope`, evaluations on time
/// when submitted within `on_time_days` after the interview ended. The two statements run side
/// by side on two connections, each planned for its parameters, as the funnel's.
pub async fn interviewers(
    pool: &PgPool,
    scope: &HiringScope,
    cohort: &Cohort,
    on_time_days: i32,
) -> Result<InterviewerReport, sqlx::Error> {
    let rows = cohort
        .bind(scope, sqlx::query_as::<_, InterviewerRow>(INTERVIEWERS_QUERY))
        .bind(on_time_days)
        .persistent(false)
        .fetch_all(pool);
    let competencies = cohort
        .bind(scope, sqlx::query_as::<_, CompetencyRow>(COMPETENCIES_QUERY))
        .persistent(false)
        .fetch_all(pool);
    let (rows, competencies) = tokio::try_join!(rows, competencies)?;
    let mut by_interviewer: BTreeMap<Uuid, Vec<CompetencyCalibration>> = BTreeMap::new();
    for row in competencies {
        by_interviewer.entry(row.interviewer).or_default().push(row.calibration);
    }
    Ok(InterviewerReport {
        on_time_days,
        interviewers: rows
            .into_iter()
            .map(|row| InterviewerFigures {
                competencies: by_interviewer.remove(&row.interviewer).unwrap_or_default(),
                interviewer: row.interviewer,
                name: row.name,
                interviews: row.interviews,
                evaluations: row.evaluations,
                on_time: row.on_time,
                average_given: row.average_given,
                panel_average: row.panel_average,
            })
            .collect(),
    })
}
