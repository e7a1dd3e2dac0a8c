//! Reads of the org structure's view: units and positions as of any moment, the competency
//! model, the rating scale and the positions' job templates; and the workforce plan's lines,
//! which are the positions, planned or not.

use crate::sql::valid_at;
use crate::tenancy::Company;
use chrono::{DateTime, Utc};
use domain::hiring::job::{JobCompetency, JobDetails};
use domain::org::{RATING_LEVELS_DEFAULT, UnitKind};
use sqlx::types::Json;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct Unit {
    pub id: Uuid,
    /// department, division or sub_division
    pub kind: String,
    pub name: String,
    pub parent_id: Option<Uuid>,
    pub archived: bool,
}

#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct Position {
    pub id: Uuid,
    pub unit_id: Uuid,
    pub title: String,
    pub head_count: i32,
    pub archived: bool,
    /// Active employees who held the position then (now, or at the chart's day).
    pub filled: i64,
}

/// Versions of `table` of company `$1` valid at `$2` (or the current ones when it is NULL).
fn valid(table: &str) -> String {
    format!("company_id = $1 AND {}", valid_at(table, 2))
}

const UNIT_COLUMNS: &str = "unit_id AS id, kind, name, parent_id, archived";

/// `filled`: the active employees who held the position at `$2` (now when NULL).
fn position_columns() -> String {
    format!(
        "position_id AS id, unit_id, title, head_count, archived,
         (SELECT count(*) FROM employee_placements placed
          WHERE placed.position_id = org_position_versions.position_id AND {}) AS filled",
        valid_at("placed", 2)
    )
}

/// The company's units at `at` (now when `None`), archived ones too if asked.
pub async fn units(
    pool: &PgPool,
    company: Company,
    at: Option<DateTime<Utc>>,
    archived: bool,
) -> Result<Vec<Unit>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {UNIT_COLUMNS} FROM org_unit_versions WHERE {} AND ($3 OR NOT archived) ORDER BY lower(name), unit_id",
        valid("org_unit_versions")
    ))
    .bind(company.0)
    .bind(at)
    .bind(archived)
    .fetch_all(pool)
    .await
}

/// The company's positions at `at` (now when `None`), archived ones too if asked.
pub async fn positions(
    pool: &PgPool,
    company: Company,
    at: Option<DateTime<Utc>>,
    archived: bool,
) -> Result<Vec<Position>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {} FROM org_position_versions WHERE {} AND ($3 OR NOT archived)
         ORDER BY lower(title), position_id",
        position_columns(),
        valid("org_position_versions")
    ))
    .bind(company.0)
    .bind(at)
    .bind(archived)
    .fetch_all(pool)
    .await
}

/// Current units, not archived, that also meet `condition` over `$3`.
async fn current_units(
    pool: &PgPool,
    company: Company,
    condition: &str,
    bind: &[Uuid],
) -> Result<Vec<Unit>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {UNIT_COLUMNS} FROM org_unit_versions
         WHERE {} AND NOT archived AND ({condition}) ORDER BY lower(name), unit_id",
        valid("org_unit_versions")
    ))
    .bind(company.0)
    .bind(None::<DateTime<Utc>>)
    .bind(bind)
    .fetch_all(pool)
    .await
}

/// The company's current departments, not archived.
pub async fn departments(pool: &PgPool, company: Company) -> Result<Vec<Unit>, sqlx::Error> {
    current_units(
        pool,
        company,
        "kind = 'department' AND cardinality($3::uuid[]) = 0",
        &[],
    )
    .await
}

/// The company's current units of `kind`, not archived, under any of `parents` (all of that
/// kind when there are none).
pub async fn units_under(
    pool: &PgPool,
    company: Company,
    kind: UnitKind,
    parents: &[Uuid],
) -> Result<Vec<Unit>, sqlx::Error> {
    let condition = format!(
        "kind = '{}' AND (cardinality($3::uuid[]) = 0 OR parent_id = ANY($3))",
        kind.as_str()
    );
    current_units(pool, company, &condition, parents).await
}

/// One of the company's current units, archived or not.
pub async fn unit(pool: &PgPool, company: Company, id: Uuid) -> Result<Option<Unit>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {UNIT_COLUMNS} FROM org_unit_versions WHERE {} AND unit_id = $3",
        valid("org_unit_versions")
    ))
    .bind(company.0)
    .bind(None::<DateTime<Utc>>)
    .bind(id)
    .fetch_optional(pool)
    .await
}

/// Whether `unit` is one of the company's current units and not archived.
pub async fn is_open_unit(db: &mut PgConnection, company: Company, unit: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM org_unit_versions
                        WHERE unit_id = $1 AND company_id = $2 AND valid_to IS NULL AND NOT archived)",
    )
    .bind(unit)
    .bind(company.0)
    .fetch_one(db)
    .await
}

/// One of the company's current positions, archived or not.
pub async fn position(pool: &PgPool, company: Company, id: Uuid) -> Result<Option<Position>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {} FROM org_position_versions WHERE {} AND position_id = $3",
        position_columns(),
        valid("org_position_versions")
    ))
    .bind(company.0)
    .bind(None::<DateTime<Utc>>)
    .bind(id)
    .fetch_optional(pool)
    .await
}

/// The company's current positions, not archived, of one unit or all.
pub async fn current_positions(
    pool: &PgPool,
    company: Company,
    unit: Option<Uuid>,
) -> Result<Vec<Position>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {} FROM org_position_versions
         WHERE {} AND NOT archived AND ($3::uuid IS NULL OR unit_id = $3) ORDER BY lower(title), position_id",
        position_columns(),
        valid("org_position_versions")
    ))
    .bind(company.0)
    .bind(None::<DateTime<Utc>>)
    .bind(unit)
    .fetch_all(pool)
    .await
}

#[derive(Debug, serde::Serialize, utoipa::ToSchema, sqlx::FromRow)]
pub struct Competency {
    pub id: Uuid,
    pub position_id: Uuid,
    /// 1..9 (spec: Personal Attributes … Company Values).
    pub category: i16,
    pub name: String,
    /// On the company's rating scale (1..its number of levels).
    pub required_level: i16,
}

const COMPETENCY_COLUMNS: &str = "id, position_id, category, name, required_level";

/// One competency of the company's model.
pub async fn competency(pool: &PgPool, company: Company, id: Uuid) -> Result<Option<Competency>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COMPETENCY_COLUMNS} FROM org_competencies WHERE company_id = $1 AND id = $2"
    ))
    .bind(company.0)
    .bind(id)
    .fetch_optional(pool)
    .await
}

/// The company's competency model, of one position or all, by position, category and name.
pub async fn competencies(
    pool: &PgPool,
    company: Company,
    position: Option<Uuid>,
) -> Result<Vec<Competency>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COMPETENCY_COLUMNS} FROM org_competencies WHERE company_id = $1 AND ($2::uuid IS NULL OR position_id = $2)
         ORDER BY position_id, category, lower(name), id"
    ))
    .bind(company.0)
    .bind(position)
    .fetch_all(pool)
    .await
}

/// A position's competency model as job requirements: what set-job-requirements copies into a
/// job posted for the position.
pub async fn requirements_of(
    pool: &PgPool,
    company: Company,
    position: Uuid,
) -> Result<Vec<JobCompetency>, sqlx::Error> {
    let competencies: Vec<(i16, String, i16)> = sqlx::query_as(
        "SELECT category, name, required_level FROM org_competencies WHERE position_id = $1 AND company_id = $2
         ORDER BY category, lower(name), id",
    )
    .bind(position)
    .bind(company.0)
    .fetch_all(pool)
    .await?;
    Ok(competencies
        .into_iter()
        .map(|(category, name, required_level)| JobCompetency {
            name,
            category: category as u8,
            required_level: required_level as u8,
        })
        .collect())
}

#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct RatingScale {
    /// How many levels the scale has (1 is the lowest): 5 until the company picks a scale.
    pub levels: u8,
    /// The company's names for the levels, lowest first; `null` until it names them (the web
    /// app then shows its own translated names of five levels).
    pub labels: Option<Vec<String>>,
}

/// The company's rating scale as it picked it.
pub async fn rating_scale(pool: &PgPool, company: Company) -> Result<RatingScale, sqlx::Error> {
    let labels: Option<Json<Vec<String>>> =
        sqlx::query_scalar("SELECT labels FROM org_rating_scales WHERE company_id = $1")
            .bind(company.0)
            .fetch_optional(pool)
            .await?;
    let labels = labels.map(|labels| labels.0);
    Ok(RatingScale {
        levels: labels
            .as_ref()
            .map_or(RATING_LEVELS_DEFAULT, |labels| labels.len() as u8),
        labels,
    })
}

/// A position's job template as the company last wrote it.
#[derive(Debug, sqlx::FromRow)]
pub struct StoredTemplate {
    pub details: Json<JobDetails>,
    pub updated_at: DateTime<Utc>,
}

pub async fn job_template(
    pool: &PgPool,
    company: Company,
    position: Uuid,
) -> Result<Option<StoredTemplate>, sqlx::Error> {
    sqlx::query_as("SELECT details, updated_at FROM org_job_templates WHERE position_id = $1 AND company_id = $2")
        .bind(position)
        .bind(company.0)
        .fetch_optional(pool)
        .await
}

/// A position on a workforce plan at a moment, with the plan's figures for it (none while
/// unplanned), who set them, and the facts of hiring read live.
#[derive(Debug, sqlx::FromRow)]
pub struct PlanLineRow {
    pub position_id: Uuid,
    pub title: String,
    pub unit_id: Uuid,
    pub budget: Option<i32>,
    pub out_of_budget: Option<i32>,
    pub salary_budget: Option<i64>,
    pub currency: Option<String>,
    pub changed_at: Option<DateTime<Utc>>,
    pub changed_by: Option<Uuid>,
    pub changed_by_name: Option<String>,
    pub staff: i64,
    pub open_requisitions: i64,
    pub has_job_template: bool,
}

/// Hires into job `j` up to `$2`.
const HIRES: &str = "(SELECT count(*) FROM application_status_changes h
     WHERE h.job_id = j.id AND h.to_status = 5 AND ($2::timestamptz IS NULL OR h.at <= $2))";

/// The lines of the company's plan `plan` at `at` (now when `None`): every position then, not
/// archived, planned or not, with its staff (active employees placed there and applicants
/// hired into its jobs) and the openings of its open jobs not yet filled.
pub async fn plan_lines(
    pool: &PgPool,
    company: Company,
    at: Option<DateTime<Utc>>,
    plan: Uuid,
) -> Result<Vec<PlanLineRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT p.position_id, p.title, p.unit_id,
                v.budget, v.out_of_budget, v.salary_budget, v.currency, v.valid_from AS changed_at, v.changed_by,
                nullif(trim(u.first_name || ' ' || u.last_name), '') AS changed_by_name,
                (SELECT count(*) FROM employee_placements placed
                  WHERE placed.position_id = p.position_id AND {placed})
                + (SELECT coalesce(sum({HIRES}), 0) FROM job_views j
                    WHERE j.company_id = $1 AND j.position_id = p.position_id)::bigint AS staff,
                (SELECT coalesce(sum(greatest(0, coalesce((j.details->>'openings')::int, 1) - {HIRES})), 0) FROM job_views j
                  WHERE j.company_id = $1 AND j.position_id = p.position_id AND j.status <> 'declined'
                    AND CASE WHEN $2::timestamptz IS NULL THEN j.status IN ('requested', 'draft', 'live', 'inactive')
                        ELSE j.created_at <= $2 AND (j.closed_at IS NULL OR j.closed_at > $2) END)::bigint AS open_requisitions,
                EXISTS (SELECT 1 FROM org_job_templates t WHERE t.position_id = p.position_id AND t.company_id = $1) AS has_job_template
         FROM org_position_versions p
         LEFT JOIN workforce_plan_versions v ON v.plan_id = $3 AND v.position_id = p.position_id AND {version}
         LEFT JOIN users u ON u.id = v.changed_by
         WHERE p.company_id = $1 AND {position} AND NOT p.archived
         ORDER BY lower(p.title), p.position_id",
        placed = valid_at("placed", 2),
        version = valid_at("v", 2),
        position = valid_at("p", 2),
    ))
    .bind(company.0)
    .bind(at)
    .bind(plan)
    .fetch_all(pool)
    .await
}
