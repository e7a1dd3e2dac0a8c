//! `org_unit_versions` and `org_position_versions`: every version of each unit and position
//! of a company's org structure, valid from one change to the next, so the chart can be read
//! as of any moment; `org_competencies` and `org_rating_scales`: the competency model and the
//! rating scale as they are now. The aggregate id is the company's id.

pub mod employees;
pub mod read;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::org::OrgEvent;
use sqlx::PgConnection;
use uuid::Uuid;

pub struct Org;

/// What a change sets on the next version; `None` keeps the current value.
#[derive(Default)]
struct Change<'a> {
    name: Option<&'a str>,
    parent_id: Option<Uuid>,
    archived: Option<bool>,
    head_count: Option<u32>,
}

/// Closes a unit's current version and, for a change, opens the next one from it.
async fn unit(
    db: &mut PgConnection,
    id: Uuid,
    at: DateTime<Utc>,
    change: Option<Change<'_>>,
) -> Result<(), ProjectionError> {
    let close = "UPDATE org_unit_versions SET valid_to = $2 WHERE unit_id = $1 AND valid_to IS NULL RETURNING *";
    let Some(change) = change else {
        sqlx::query(close).bind(id).bind(at).execute(db).await?;
        return Ok(());
    };
    sqlx::query(&format!(
        "WITH closed AS ({close})
         INSERT INTO org_unit_versions (company_id, unit_id, kind, name, parent_id, archived, valid_from)
         SELECT company_id, unit_id, kind, coalesce($3, name), coalesce($4, parent_id), coalesce($5, archived), $2 FROM closed"
    ))
    .bind(id)
    .bind(at)
    .bind(change.name)
    .bind(change.parent_id)
    .bind(change.archived)
    .execute(db)
    .await?;
    Ok(())
}

/// Closes a position's current version and, for a change, opens the next one from it
/// (`parent_id` is its unit, `name` its title).
async fn position(
    db: &mut PgConnection,
    id: Uuid,
    at: DateTime<Utc>,
    change: Option<Change<'_>>,
) -> Result<(), ProjectionError> {
    let close =
        "UPDATE org_position_versions SET valid_to = $2 WHERE position_id = $1 AND valid_to IS NULL RETURNING *";
    let Some(change) = change else {
        sqlx::query(close).bind(id).bind(at).execute(db).await?;
        return Ok(());
    };
    sqlx::query(&format!(
        "WITH closed AS ({close})
         INSERT INTO org_position_versions (company_id, position_id, unit_id, title, head_count, archived, valid_from)
         SELECT company_id, position_id, coalesce($4, unit_id), coalesce($3, title), coalesce($6, head_count),
                coalesce($5, archived), $2 FROM closed"
    ))
    .bind(id)
    .bind(at)
    .bind(change.name)
    .bind(change.parent_id)
    .bind(change.archived)
    .bind(change.head_count.map(|count| count as i32))
    .execute(db)
    .await?;
    Ok(())
}

#[async_trait]
impl View for Org {
    fn name(&self) -> &'static str {
        "org"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["org"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "org_unit_versions",
            "org_position_versions",
            "org_competencies",
            "org_rating_scales",
            "org_job_templates",
        ]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let company = event.id()?;
        let at = event.metadata.at;
        match event.decode::<OrgEvent>()? {
            OrgEvent::UnitAdded {
                id,
                kind,
                name,
                parent_id,
            } => {
                sqlx::query(
                    "INSERT INTO org_unit_versions (company_id, unit_id, kind, name, parent_id, archived, valid_from)
                     VALUES ($1, $2, $3, $4, $5, false, $6)",
                )
                .bind(company)
                .bind(id)
                .bind(kind.as_str())
                .bind(&name)
                .bind(parent_id)
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::UnitRenamed { id, name } => {
                unit(
                    db,
                    id,
                    at,
                    Some(Change {
                        name: Some(&name),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::UnitMoved { id, parent_id } => {
                unit(
                    db,
                    id,
                    at,
                    Some(Change {
                        parent_id: Some(parent_id),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::UnitArchived { id } => {
                unit(
                    db,
                    id,
                    at,
                    Some(Change {
                        archived: Some(true),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::UnitRestored { id } => {
                unit(
                    db,
                    id,
                    at,
                    Some(Change {
                        archived: Some(false),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::UnitDeleted { id } => unit(db, id, at, None).await?,
            OrgEvent::PositionAdded {
                id,
                unit_id,
                title,
                head_count,
            } => {
                sqlx::query(
                    "INSERT INTO org_position_versions (company_id, position_id, unit_id, title, head_count, archived, valid_from)
                     VALUES ($1, $2, $3, $4, $5, false, $6)",
                )
                .bind(company)
                .bind(id)
                .bind(unit_id)
                .bind(&title)
                .bind(head_count as i32)
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::PositionRenamed { id, title } => {
                position(
                    db,
                    id,
                    at,
                    Some(Change {
                        name: Some(&title),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::HeadCountChanged { id, head_count } => {
                position(
                    db,
                    id,
                    at,
                    Some(Change {
                        head_count: Some(head_count),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::PositionMoved { id, unit_id } => {
                position(
                    db,
                    id,
                    at,
                    Some(Change {
                        parent_id: Some(unit_id),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::PositionArchived { id } => {
                position(
                    db,
                    id,
                    at,
                    Some(Change {
                        archived: Some(true),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::PositionRestored { id } => {
                position(
                    db,
                    id,
                    at,
                    Some(Change {
                        archived: Some(false),
                        ..Change::default()
                    }),
                )
                .await?
            }
            OrgEvent::PositionDeleted { id } => position(db, id, at, None).await?,
            OrgEvent::RatingScaleSet { labels } => {
                sqlx::query(
                    "INSERT INTO org_rating_scales (company_id, labels, updated_at) VALUES ($1, $2, $3)
                     ON CONFLICT (company_id) DO UPDATE SET labels = EXCLUDED.labels, updated_at = EXCLUDED.updated_at",
                )
                .bind(company)
                .bind(sqlx::types::Json(&labels))
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::CompetencyAdded {
                id,
                position_id,
                category,
                name,
                required_level,
            } => {
                sqlx::query(
                    "INSERT INTO org_competencies (id, company_id, position_id, category, name, required_level, updated_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(id)
                .bind(company)
                .bind(position_id)
                .bind(i16::from(category))
                .bind(&name)
                .bind(i16::from(required_level))
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::CompetencyChanged {
                id,
                category,
                name,
                required_level,
            } => {
                sqlx::query(
                    "UPDATE org_competencies SET category = $2, name = $3, required_level = $4, updated_at = $5 WHERE id = $1",
                )
                .bind(id)
                .bind(i16::from(category))
                .bind(&name)
                .bind(i16::from(required_level))
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::JobTemplateSet { position_id, details } => {
                sqlx::query(
                    "INSERT INTO org_job_templates (position_id, company_id, details, updated_at) VALUES ($1, $2, $3, $4)
                     ON CONFLICT (position_id) DO UPDATE SET details = EXCLUDED.details, updated_at = EXCLUDED.updated_at",
                )
                .bind(position_id)
                .bind(company)
                .bind(sqlx::types::Json(&details))
                .bind(at)
                .execute(db)
                .await?;
            }
            OrgEvent::CompetencyRemoved { id } => {
                sqlx::query("DELETE FROM org_competencies WHERE id = $1")
                    .bind(id)
                    .execute(db)
                    .await?;
            }
        }
        Ok(())
    }
}
