use super::follow_up;
use crate::engine::ProcessManager;
use crate::event_store::{HireCqrs, load};
use crate::stored::{ProjectionError, StoredEvent};
use async_trait::async_trait;
use domain::hiring::application::{Application, ApplicationCommand};
use domain::hiring::interview::InterviewEvent;
use domain::hiring::offer::{Offer, OfferEvent};
use sqlx::PgPool;
use std::sync::Arc;
use uuid::Uuid;

/// Interview scheduled → application at interview; offer sent → offered; offer accepted or
/// declined → accepted or rejected by the applicant.
pub struct Pipeline {
    pool: PgPool,
    applications: Arc<HireCqrs<Application>>,
}

impl Pipeline {
    pub fn new(pool: PgPool, applications: Arc<HireCqrs<Application>>) -> Self {
        Self { pool, applications }
    }

    async fn command(
        &self,
        application_id: Uuid,
        command: ApplicationCommand,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        follow_up(&self.applications, application_id, command, event).await
    }

    async fn offer_application(&self, offer_id: Uuid) -> Result<Uuid, ProjectionError> {
        let offer: Offer = load(&self.pool, offer_id)
            .await
            .map_err(|error| ProjectionError::Command(error.to_string()))?;
        offer
            .application_id()
            .ok_or_else(|| ProjectionError::Command(format!("offer {offer_id} has no application")))
    }
}

#[async_trait]
impl ProcessManager for Pipeline {
    fn name(&self) -> &'static str {
        "pipeline"
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["interview", "offer"]
    }

    async fn handle(&self, event: &StoredEvent) -> Result<(), ProjectionError> {
        let id = event.id()?;
        match event.aggregate_type.as_str() {
            "interview" => {
                if let InterviewEvent::Scheduled { application_id, .. } = event.decode()? {
                    self.command(
                        application_id,
                        ApplicationCommand::ScheduleInterview { interview_id: id },
                        event,
                    )
                    .await?;
                }
            }
            "offer" => match event.decode()? {
                OfferEvent::Sent { application_id, .. } => {
                    self.command(application_id, ApplicationCommand::SendOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Accepted => {
                    let application = self.offer_application(id).await?;
                    self.command(application, ApplicationCommand::AcceptOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Declined { .. } => {
                    let application = self.offer_application(id).await?;
                    self.command(application, ApplicationCommand::DeclineOffer { offer_id: id }, event)
                        .await?;
                }
                OfferEvent::Withdrawn | OfferEvent::Expired => {}
            },
            _ => {}
        }
        Ok(())
    }
}
