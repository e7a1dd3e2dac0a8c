//! The catalogue of refusals: how each error of the rules reaches a client, with its status,
//! its stable code and, for a field, the field.

use super::error::{Details, Refusal};
use axum::http::StatusCode;
use domain::accounts::SocialLoginError;
use domain::ai_proposal::AiProposalError;
use domain::benchmark::BenchmarkError;
use domain::companies::CompanyError;
use domain::delegates::DelegateError;
use domain::diversity::SelfIdentificationError;
use domain::hiring::application::ApplicationError;
use domain::hiring::interview::InterviewError;
use domain::hiring::job::JobError;
use domain::hiring::offer::OfferError;
use domain::learning::LearningError;
use domain::market::{OrderError, TokenError};
use domain::org::OrgError;
use domain::privacy::ConsentError;
use domain::profiles::ProfileError;
use domain::uploads::UploadError;
use domain::validation::FieldError;
use domain::webhooks::WebhookError;
use domain::workforce_planning::WorkforcePlanError;

impl Refusal for JobError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::AlreadyExists | Self::NotAllowed { .. } | Self::DeadlinePassed => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::AlreadyExists => "already_exists",
            Self::NotFound => "not_found",
            Self::NotAllowed { .. } => "transition_not_allowed",
            Self::DeadlinePassed => "deadline_passed",
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::NotAllowed { action, status } => Some(Details {
                action: Some((*action).to_owned()),
                status: Some(status.as_str().to_owned()),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for ApplicationError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotFound | Self::JobNotFound => StatusCode::NOT_FOUND,
            Self::Blacklisted => StatusCode::FORBIDDEN,
            Self::RatingOutOfRange | Self::NoteRequired | Self::NoteTooLong | Self::CoverLetterTooLong => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Self::AlreadyApplied
            | Self::JobNotAccepting
            | Self::CvRequired
            | Self::Transition { .. }
            | Self::NoNextStep { .. }
            | Self::Anonymised
            | Self::RetentionBeforeRejection => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::AlreadyApplied => "already_applied",
            Self::NotFound | Self::JobNotFound => "not_found",
            Self::JobNotAccepting => "job_not_accepting",
            Self::CvRequired => "cv_required",
            Self::Blacklisted => "blacklisted",
            Self::Transition { .. } | Self::RetentionBeforeRejection => "transition_not_allowed",
            Self::NoNextStep { .. } => "no_next_step",
            Self::RatingOutOfRange | Self::NoteRequired | Self::NoteTooLong | Self::CoverLetterTooLong => {
                "validation_failed"
            }
            Self::Unavailable => "unavailable",
            Self::Anonymised => "application_anonymised",
        }
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::RatingOutOfRange => Some(("rating", FieldError::OutOfRange)),
            Self::NoteRequired => Some(("text", FieldError::Required)),
            Self::NoteTooLong => Some(("text", FieldError::TooLong)),
            Self::CoverLetterTooLong => Some(("cover_letter", FieldError::TooLong)),
            _ => None,
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::Transition { from, to } => Some(Details {
                from: Some(from.value().to_owned()),
                to: Some(to.value().to_owned()),
                ..Details::default()
            }),
            Self::NoNextStep { from } => Some(Details {
                from: Some(from.value().to_owned()),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for InterviewError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::NotAnInterviewer => StatusCode::FORBIDDEN,
            Self::InvalidScores => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Self::AlreadyScheduled | Self::NotAllowed { .. } | Self::AlreadyEvaluated => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::AlreadyScheduled => "already_exists",
            Self::NotFound => "not_found",
            Self::NotAllowed { .. } => "transition_not_allowed",
            Self::NotAnInterviewer => "permission_denied",
            Self::AlreadyEvaluated => "already_evaluated",
            Self::InvalidScores => "validation_failed",
            Self::Unavailable => "unavailable",
        }
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::InvalidScores => Some(("scores", FieldError::InvalidChoice)),
            _ => None,
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::NotAllowed { action, status } => Some(Details {
                action: Some((*action).to_owned()),
                status: Some(status.to_string()),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for OfferError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::AlreadySent | Self::NotOpen { .. } | Self::PastLastDate | Self::NotYetExpired => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::AlreadySent => "already_exists",
            Self::NotFound => "not_found",
            Self::NotOpen { .. } => "transition_not_allowed",
            Self::PastLastDate => "offer_expired",
            Self::NotYetExpired => "offer_open",
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::NotOpen { action, status } => Some(Details {
                action: Some((*action).to_owned()),
                status: Some(status.to_string()),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for OrgError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NoSuchUnit | Self::NoSuchPosition | Self::NoSuchCompetency => StatusCode::NOT_FOUND,
            Self::WrongParent { .. } | Self::NoSuchCategory | Self::LevelOffScale | Self::WrongLevelCount => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            Self::AlreadyExists
            | Self::NameTaken
            | Self::Archived
            | Self::UnitInUse
            | Self::PositionInUse
            | Self::ScaleBelowRequiredLevels { .. } => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NoSuchUnit | Self::NoSuchPosition | Self::NoSuchCompetency => "not_found",
            Self::WrongParent { .. } | Self::NoSuchCategory | Self::LevelOffScale | Self::WrongLevelCount => {
                "validation_failed"
            }
            Self::AlreadyExists => "already_exists",
            Self::NameTaken => "name_taken",
            Self::Archived => "archived",
            Self::UnitInUse => "unit_in_use",
            Self::PositionInUse => "position_in_use",
            Self::ScaleBelowRequiredLevels { .. } => "scale_below_required_levels",
        }
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::WrongParent { .. } => Some(("parent_id", FieldError::InvalidChoice)),
            Self::NoSuchCategory => Some(("category", FieldError::OutOfRange)),
            Self::LevelOffScale => Some(("required_level", FieldError::OutOfRange)),
            Self::WrongLevelCount => Some(("labels", FieldError::InvalidChoice)),
            _ => None,
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::ScaleBelowRequiredLevels { highest } => Some(Details {
                highest_required_level: Some(*highest),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for WorkforcePlanError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NoSuchLine | Self::WrongPlan => StatusCode::NOT_FOUND,
            Self::CurrencyRequired | Self::OutOfRange => StatusCode::UNPROCESSABLE_ENTITY,
            Self::NoVacancy | Self::NoJobTemplate => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NoSuchLine | Self::WrongPlan => "not_found",
            Self::CurrencyRequired | Self::OutOfRange => "validation_failed",
            Self::NoVacancy => "no_vacancy",
            Self::NoJobTemplate => "no_job_template",
        }
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::CurrencyRequired => Some(("currency", FieldError::Required)),
            Self::OutOfRange => Some(("budget", FieldError::OutOfRange)),
            _ => None,
        }
    }
}

impl Refusal for DelegateError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotAnEmployee | Self::NoSuchUnit => StatusCode::UNPROCESSABLE_ENTITY,
            Self::NoSuchJob => StatusCode::NOT_FOUND,
            Self::AlreadyGranted | Self::NotADelegate => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NotAnEmployee | Self::NoSuchUnit => "validation_failed",
            Self::NoSuchJob => "not_found",
            Self::AlreadyGranted => "already_granted",
            Self::NotADelegate => "not_a_delegate",
        }
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::NotAnEmployee => Some(("employee_id", FieldError::InvalidChoice)),
            Self::NoSuchUnit => Some(("unit_id", FieldError::InvalidChoice)),
            _ => None,
        }
    }
}

impl Refusal for ConsentError {
    fn status(&self) -> StatusCode {
        StatusCode::UNPROCESSABLE_ENTITY
    }

    fn code(&self) -> &'static str {
        "validation_failed"
    }

    fn field(&self) -> Option<(&'static str, FieldError)> {
        match self {
            Self::OutdatedTerms => Some(("privacy_terms_version", FieldError::InvalidChoice)),
        }
    }
}

impl Refusal for SelfIdentificationError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NotAsked => "not_asked",
            Self::AlreadyAnswered => "already_exists",
        }
    }
}

impl Refusal for TokenError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NotEnoughTokens { .. } => StatusCode::PAYMENT_REQUIRED,
            Self::AlreadyCredited | Self::NothingToMove | Self::RefundTooLarge => StatusCode::CONFLICT,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NotEnoughTokens { .. } => "not_enough_ai_tokens",
            Self::AlreadyCredited => "already_credited",
            Self::NothingToMove | Self::RefundTooLarge => "transition_not_allowed",
        }
    }
}

impl Refusal for OrderError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NotPending => "order_not_pending",
        }
    }
}

impl Refusal for CompanyError {
    fn status(&self) -> StatusCode {
        match self {
            Self::TooManyImages | Self::DeletionUnconfirmed { .. } => StatusCode::CONFLICT,
            Self::LogoTooLarge { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::TooManyImages => "too_many_images",
            Self::LogoTooLarge { .. } => "image_too_large",
            Self::DeletionUnconfirmed { .. } => "company_deletion_unconfirmed",
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::DeletionUnconfirmed {
                company_name,
                employees,
                jobs,
                applications,
            } => Some(Details {
                company_name: Some(company_name.clone()),
                employees: Some(*employees),
                jobs: Some(*jobs),
                applications: Some(*applications),
                ..Details::default()
            }),
            _ => None,
        }
    }
}

impl Refusal for UploadError {
    fn status(&self) -> StatusCode {
        match self {
            Self::UnsupportedType | Self::CvNotPdf | Self::DocumentType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooLarge { .. } | Self::DocumentTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::DocumentWithoutText => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::UnsupportedType | Self::CvNotPdf | Self::DocumentType => "unsupported_file_type",
            Self::TooLarge { .. } => "file_too_large",
            Self::DocumentTooLarge => "document_too_large",
            Self::DocumentWithoutText => "document_without_text",
        }
    }
}

impl Refusal for WebhookError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::TooManyEndpoints => "too_many_webhook_endpoints",
            Self::EndpointDisabled => "webhook_endpoint_disabled",
        }
    }
}

impl Refusal for BenchmarkError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::InsufficientData => "insufficient_data",
        }
    }
}

impl Refusal for ProfileError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::AlreadyExists => "already_exists",
            Self::CvRequired => "cv_required",
            Self::CvAlreadyDropped => "cv_already_dropped",
        }
    }
}

impl Refusal for SocialLoginError {
    fn status(&self) -> StatusCode {
        match self {
            Self::ProviderUnavailable => StatusCode::BAD_GATEWAY,
            Self::OtherAccount => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::ProviderUnavailable => "social_provider_unavailable",
            Self::EmailUnverified => "social_email_unverified",
            Self::OtherAccount => "login_other_social",
            _ => "social_login_failed",
        }
    }

    fn details(&self) -> Option<Details> {
        let reason = match self {
            Self::UnknownState => "state",
            Self::WrongRedirect => "redirect_uri",
            Self::NoTokenEndpoint | Self::CodeRefused => "code",
            Self::NoIdToken | Self::IdTokenRefused => "id_token",
            Self::NoUsableEmail => "email",
            Self::ProviderUnavailable | Self::EmailUnverified | Self::OtherAccount => return None,
        };
        Some(Details {
            reason: Some(reason.to_owned()),
            ..Details::default()
        })
    }
}

impl Refusal for AiProposalError {
    fn status(&self) -> StatusCode {
        match self {
            Self::NoApplicants | Self::NoCandidatesData => StatusCode::CONFLICT,
            Self::PromptTooLarge | Self::UnreadableAnswer => StatusCode::BAD_REQUEST,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NoApplicants => "no_applicants",
            Self::NoCandidatesData => "no_candidates_data",
            Self::PromptTooLarge => "failed_to_build_prompt",
            Self::UnreadableAnswer => "ai_proposal_failed",
        }
    }
}

impl Refusal for LearningError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        match self {
            Self::DocumentInUse { .. } => "document_in_use",
        }
    }

    fn details(&self) -> Option<Details> {
        match self {
            Self::DocumentInUse { teachers } => Some(Details {
                teachers: Some(
                    teachers
                        .iter()
                        .map(|teacher| super::error::TeacherRef {
                            id: teacher.id,
                            name: teacher.name.clone(),
                        })
                        .collect(),
                ),
                ..Details::default()
            }),
        }
    }
}

// chat

impl Refusal for domain::chat::ChatError {
    fn status(&self) -> StatusCode {
        StatusCode::FORBIDDEN
    }

    fn code(&self) -> &'static str {
        match self {
            Self::NotTheSender => "permission_denied",
        }
    }
}
