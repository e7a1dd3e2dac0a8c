//! `workforce_plans`, `workforce_plan_versions` and `workforce_plan_changes`: every version
//! of each line of a company's workforce plan, valid from one change to the next (so the plan
//! reads as of any moment), and each change with the figures it replaced. The aggregate id is
//! the plan's (`Period::plan_id`).

pub mod read;

use crate::engine::View;
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::workforce_planning::{Figures, WorkforcePlanEvent};
use sqlx::PgConnection;
use sqlx::types::Json;

pub struct WorkforcePlanning;

/// Closes the line's current version, returning the figures it had.
async fn close_line(
    db: &mut PgConnection,
    event: &StoredEvent,
    position_id: uuid::Uuid,
) -> Result<Option<Json<Figures>>, ProjectionError> {
    Ok(sqlx::query_scalar(
        "UPDATE workforce_plan_versions SET valid_to = $3 WHERE plan_id = $1 AND position_id = $2 AND valid_to IS NULL
         RETURNING jsonb_build_object('budget', budget, 'out_of_budget', out_of_budget,
                                      'salary_budget', salary_budget, 'currency', currency)",
    )
    .bind(event.id()?)
    .bind(position_id)
    .bind(event.metadata.at)
    .fetch_optional(db)
    .await?)
}

async fn record_change(
    db: &mut PgConnection,
    event: &StoredEvent,
    position_id: uuid::Uuid,
    before: Option<Json<Figures>>,
    after: Option<&Figures>,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO workforce_plan_changes (plan_id, sequence, position_id, actor, at, before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
    )
    .bind(event.id()?)
    .bind(event.sequence)
    .bind(position_id)
    .bind(event.metadata.actor)
    .bind(event.metadata.at)
    .bind(before)
    .bind(after.map(Json))
    .execute(db)
    .await?;
    Ok(())
}

#[async_trait]
impl View for WorkforcePlanning {
    fn name(&self) -> &'static str {
        "workforce_planning"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["workforce_plan"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["workforce_plans", "workforce_plan_versions", "workforce_plan_changes"]
    }

    async fn apply(&self, db: &mut PgConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let plan = event.id()?;
        match event.decode::<WorkforcePlanEvent>()? {
            WorkforcePlanEvent::PlanOpened { company_id, period } => {
                sqlx::query("INSERT INTO workforce_plans (plan_id, company_id, period) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
                    .bind(plan)
                    .bind(company_id)
                    .bind(period)
                    .execute(db)
                    .await?;
            }
            WorkforcePlanEvent::LineSet { position_id, figures } => {
                let before = close_line(db, event, position_id).await?;
                sqlx::query(
                    "INSERT INTO workforce_plan_versions
                         (plan_id, position_id, budget, out_of_budget, salary_budget, currency, changed_by, valid_from)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind(plan)
                .bind(position_id)
                .bind(figures.budget as i32)
                .bind(figures.out_of_budget as i32)
                .bind(figures.salary_budget.map(|amount| amount as i64))
                .bind(figures.currency.as_deref())
                .bind(event.metadata.actor)
                .bind(event.metadata.at)
                .execute(&mut *db)
                .await?;
                record_change(db, event, position_id, before, Some(&figures)).await?;
            }
            WorkforcePlanEvent::LineRemoved { position_id } => {
                let before = close_line(db, event, position_id).await?;
                record_change(db, event, position_id, before, None).await?;
            }
        }
        Ok(())
    }
}
