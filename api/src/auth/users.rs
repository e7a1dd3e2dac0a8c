//! Users: register, verify the e-mail address, the current user, account deletion, password reset.

use super::store;
use crate::accounts::cv::Cv;
use crate::accounts::store::{companies, employees, profiles};
use crate::auth::passwords;
use crate::caller::{Caller, CallerCompany, ModuleState};
use crate::email::{self, Email as OutgoingEmail};
use crate::http::JsonBody;
use crate::http::roles::HiringAction;
use crate::http::{ApiError, ErrorBody, FieldErrors};
use crate::links::{self, LinkPurpose};
use crate::privacy::erasure;
use crate::security::attempts::{Attempt, Attempts, Subject};
use crate::sessions;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::accounts::{self, Email, Module, NAME_MAX_CHARS, UserType};
use domain::companies::CompanyError;
use domain::privacy::ConsentPurpose;
use domain::validation::{FieldError, required_text};
use projections::tenancy::Company;
use projections::views::{applications, jobs};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;
use utoipa::ToSchema;
use uuid::Uuid;

/// The current user, as the web app reads it (spec section 3, User and Profile).
#[derive(Serialize, ToSchema)]
pub struct UserResponse {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    #[schema(value_type = String, example = "company")]
    pub user_type: UserType,
    /// The company's modules, for companies and their employees; empty for job seekers.
    pub modules: Vec<ModuleState>,
    /// What this user may do on the hiring screens, as the server will allow it.
    pub may: Vec<HiringAction>,
    pub profile: Profile,
}

/// Fields that do not apply to the user's type are left out.
#[derive(Serialize, ToSchema)]
pub struct Profile {
    pub id: Uuid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub logo: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "hiring_manager")]
    pub role: Option<accounts::EmployeeRole>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company: Option<ProfileCompany>,
    /// Job seekers.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub headline: Option<Option<String>>,
    /// Job seekers.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub profile_picture: Option<Option<String>>,
    /// Job seekers: their current CV.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Cv>)]
    pub cv: Option<Option<Cv>>,
}

#[derive(Serialize, ToSchema)]
pub struct ProfileCompany {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
    pub user: ProfileCompanyOwner,
}

#[derive(Serialize, ToSchema)]
pub struct ProfileCompanyOwner {
    pub id: Uuid,
}

impl From<Caller> for UserResponse {
    fn from(caller: Caller) -> Self {
        let may = HiringAction::allowed(caller.actor(), caller.require_module(Module::Ats).is_ok());
        let profile = match (caller.user_type, &caller.company) {
            (UserType::Company, Some(company)) => Profile {
                id: company.id,
                name: Some(company.name.clone()),
                logo: Some(company.logo.clone()),
                role: None,
                company: None,
                headline: None,
                profile_picture: None,
                cv: None,
            },
            (UserType::Employee, Some(company)) => Profile {
                id: caller.id,
                name: None,
                logo: None,
                role: caller.role,
                company: Some(ProfileCompany {
                    id: company.id,
                    name: company.name.clone(),
                    logo: company.logo.clone(),
                    user: ProfileCompanyOwner { id: company.owner_id },
                }),
                headline: None,
                profile_picture: None,
                cv: None,
            },
            _ => Profile {
                id: caller.id,
                name: None,
                logo: None,
                role: None,
                company: None,
                headline: None,
                profile_picture: None,
                cv: None,
            },
        };
        Self {
            id: caller.id,
            first_name: caller.first_name,
            last_name: caller.last_name,
            email: caller.email,
            user_type: caller.user_type,
            modules: caller.modules,
            may,
            profile,
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct RegisterRequest {
    // Optional in Rust so that a missing field is reported with the others, per field.
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    first_name: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1, max_length = 150)]
    last_name: Option<String>,
    #[schema(required = true, value_type = String, format = Email)]
    email: Option<String>,
    #[schema(required = true, value_type = String, min_length = 8)]
    password: Option<String>,
    /// `company` or `jobseeker`; employees are added by their company.
    #[schema(required = true, value_type = String, pattern = "^(company|jobseeker)$")]
    user_type: Option<String>,
    /// Companies only; defaults to a name made from the e-mail domain.
    company_name: Option<String>,
    /// The version of the privacy terms accepted (`GET /api/privacy/terms/`).
    #[schema(required = true, value_type = String)]
    privacy_terms_version: Option<String>,
}

/// Register a company or a job seeker. A verification link is e-mailed.
#[utoipa::path(post, path = "/api/auth/users/", tag = "auth", request_body = RegisterRequest,
    responses((status = 201, body = UserResponse), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn register(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<RegisterRequest>,
) -> Result<(StatusCode, Json<UserResponse>), ApiError> {
    let mut fields = FieldErrors::default();
    let user_type = fields.require("user_type", body.user_type.as_deref(), |text| {
        text.parse::<UserType>()
            .ok()
            .filter(|kind| accounts::self_registration_allowed(*kind))
            .ok_or(FieldError::InvalidChoice)
    });
    let email = fields.require("email", body.email.as_deref(), |text| match user_type {
        Some(UserType::Company) => Email::parse_business(text),
        _ => Email::parse(text),
    });
    let first_name = fields.require("first_name", body.first_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let last_name = fields.require("last_name", body.last_name.as_deref(), |text| {
        required_text(text, NAME_MAX_CHARS)
    });
    let password = check_password(&mut fields, "password", body.password.as_deref());
    let company_name = match (user_type, body.company_name.as_deref()) {
        (Some(UserType::Company), Some(name)) => fields.check("company_name", required_text(name, NAME_MAX_CHARS)),
        _ => None,
    };
    let terms = crate::privacy::accepted_version(&mut fields, body.privacy_terms_version.as_deref());
    fields.into_result()?;
    let (Some(user_type), Some(email), Some(first_name), Some(last_name), Some(password), Some(terms)) =
        (user_type, email, first_name, last_name, password, terms)
    else {
        return Err(ApiError::Validation(FieldErrors::default()));
    };
    attempts
        .spend(&[(Attempt::RegistrationFromClient, &attempts.client())])
        .await?;

    let password_hash = passwords::hash(&password).await?;
    let id = Uuid::now_v7();
    let mut tx = state.pool.begin().await?;
    if !store::insert_user(
        &mut tx,
        id,
        &email,
        &password_hash,
        (&first_name, &last_name),
        user_type,
    )
    .await?
    {
        return Err(ApiError::field("email", FieldError::EmailTaken));
    }
    if user_type == UserType::Company {
        let name = company_name.unwrap_or_else(|| name_from_domain(email.domain()));
        companies::create(&mut tx, id, &name).await?;
    }
    send_verification(&mut tx, &state, id, email.as_str()).await?;
    // Recorded before the account is committed: an account never exists without its consent.
    crate::privacy::record_consent(&state, id, terms, ConsentPurpose::SignUp).await?;
    tx.commit().await?;
    state.mail_wake.notify_one();

    let caller = Caller::load(&state.pool, id).await?.ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(caller.into())))
}

pub(crate) fn check_password(fields: &mut FieldErrors, name: &str, password: Option<&str>) -> Option<String> {
    let password = password.unwrap_or_default();
    let problems = accounts::password_problems(password);
    for problem in &problems {
        fields.add(name, *problem);
    }
    problems.is_empty().then(|| password.to_owned())
}

/// "acme-labs.co.uk" → "Acme-labs".
fn name_from_domain(domain: &str) -> String {
    let label = domain.split('.').next().unwrap_or(domain);
    let mut chars = label.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_else(|| domain.to_owned())
}

async fn send_verification(db: &mut PgConnection, state: &AppState, user: Uuid, to: &str) -> Result<(), ApiError> {
    let link = links::create(db, &state.public_url, user, LinkPurpose::VerifyEmail).await?;
    email::enqueue(
        db,
        OutgoingEmail {
            to: to.to_owned(),
            subject: "Confirm your e-mail address for Hire".into(),
            body: format!(
                "Welcome to Hire.\n\nConfirm your e-mail address by opening this link:\n{link}\n\n\
                 The link works once and expires in 3 days. If you did not register, ignore this e-mail."
            ),
            link: Some(link),
        },
    )
    .await?;
    Ok(())
}

#[derive(Deserialize, ToSchema)]
pub struct LinkRequest {
    #[schema(required = true, value_type = String, min_length = 1)]
    uid: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    token: Option<String>,
}

impl LinkRequest {
    /// The link's uid and token, each checked.
    pub(crate) fn checked(&self) -> Result<(String, String), ApiError> {
        let mut fields = FieldErrors::default();
        let uid = fields.require("uid", self.uid.as_deref(), |text| required_text(text, 64));
        let token = fields.require("token", self.token.as_deref(), |text| required_text(text, 256));
        fields.into_result()?;
        uid.zip(token).ok_or(ApiError::LinkNotValid)
    }
}

/// Verify an e-mail address with the emailed link. Job seekers can log in afterwards;
/// companies once an administrator has activated them.
#[utoipa::path(post, path = "/api/auth/users/activation/", tag = "auth", request_body = LinkRequest,
    responses((status = 204), (status = 400, body = ErrorBody, description = "link_not_valid"), (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn activate(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<LinkRequest>,
) -> Result<StatusCode, ApiError> {
    let (uid, token) = body.checked()?;
    attempts
        .check_token(async {
            let mut tx = state.pool.begin().await?;
            let (user, _) = links::consume(&mut tx, &uid, &token, &[LinkPurpose::VerifyEmail]).await?;
            store::verify_email(&mut tx, user).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct EmailRequest {
    #[schema(required = true, value_type = String, format = Email)]
    email: Option<String>,
}

fn requested_email(body: EmailRequest) -> Result<Email, ApiError> {
    let mut fields = FieldErrors::default();
    let email = fields.require("email", body.email.as_deref(), Email::parse);
    fields.into_result()?;
    email.ok_or(ApiError::Validation(FieldErrors::default()))
}

/// Send the verification link again. Answers 204 whether or not the address has an account.
#[utoipa::path(post, path = "/api/auth/users/resend_activation/", tag = "auth", request_body = EmailRequest,
    responses((status = 204), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn resend_activation(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<EmailRequest>,
) -> Result<StatusCode, ApiError> {
    let email = requested_email(body)?;
    attempts
        .spend(&[
            (Attempt::VerificationMailForAddress, &Subject::address(email.as_str())),
            (Attempt::VerificationMailFromClient, &attempts.client()),
        ])
        .await?;
    let mut tx = state.pool.begin().await?;
    if let Some(user) = store::unverified(&mut tx, &email).await? {
        send_verification(&mut tx, &state, user, email.as_str()).await?;
    }
    tx.commit().await?;
    state.mail_wake.notify_one();
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in user.
#[utoipa::path(get, path = "/api/auth/users/me/", tag = "auth", security(("jwt" = [])),
    responses((status = 200, body = UserResponse), (status = 401, body = ErrorBody)))]
pub async fn me(State(state): State<AppState>, caller: Caller) -> Result<Json<UserResponse>, ApiError> {
    let mut user = UserResponse::from(caller);
    // A job seeker's card shows their headline, picture and CV too.
    if user.user_type == UserType::Jobseeker {
        let (headline, profile_picture) = profiles::headline_and_picture(&state.pool, user.id).await?;
        user.profile.headline = Some(headline);
        user.profile.profile_picture = Some(profile_picture);
        user.profile.cv = Some(profiles::cv_of(&state.pool, user.id).await?);
    }
    Ok(Json(user))
}

#[derive(Deserialize, ToSchema)]
pub struct DeleteAccountRequest {
    #[schema(required = true, value_type = String)]
    current_password: Option<String>,
    /// A company's name, typed again: its whole hiring data goes with the account, so the
    /// company confirms it knows. Without it a company gets 409 `company_deletion_unconfirmed`
    /// with what would be deleted.
    confirm_company_name: Option<String>,
}

/// What deleting an account takes with it: the company account takes its company (its
/// employees' accounts and the data of every application it received); any other account the
/// person's own.
#[derive(Clone, Copy)]
enum Deletion<'a> {
    Company(&'a CallerCompany),
    Person,
}

impl<'a> Deletion<'a> {
    fn of(caller: &'a Caller) -> Result<Self, ApiError> {
        match caller.user_type {
            UserType::Company => Ok(Self::Company(caller.owned_company()?)),
            UserType::Employee | UserType::Jobseeker => Ok(Self::Person),
        }
    }
}

/// Refuses a company's deletion until its name is typed again, answering what would go with it.
async fn require_company_confirmation(
    state: &AppState,
    company: &CallerCompany,
    typed: Option<&str>,
) -> Result<(), ApiError> {
    let confirmed = typed.is_some_and(|typed| typed.trim().to_lowercase() == company.name.trim().to_lowercase());
    if confirmed {
        return Ok(());
    }
    Err(CompanyError::DeletionUnconfirmed {
        company_name: company.name.clone(),
        employees: employees::count(&state.pool, company.id).await?,
        jobs: jobs::companies::count(&state.pool, Company(company.id)).await?,
        applications: applications::profiles::count(&state.pool, Company(company.id)).await?,
    }
    .into())
}

/// Delete the signed-in account, confirmed with its password. A company's deletion removes
/// its employees' accounts too, so a company also types its name again. Every session of the
/// account ends. The person's data in applications (a job seeker's own, or every one a
/// company received) is erased from the event store first: see `privacy::erasure`.
#[utoipa::path(delete, path = "/api/auth/users/me/", tag = "auth", security(("jwt" = [])), request_body = DeleteAccountRequest,
    responses((status = 204), (status = 400, body = ErrorBody, description = "invalid_password"), (status = 401, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "company_deletion_unconfirmed")))]
pub async fn delete_me(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<DeleteAccountRequest>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let password = fields.require("current_password", body.current_password.as_deref(), |text| {
        if text.is_empty() {
            Err(FieldError::Required)
        } else {
            Ok(text.to_owned())
        }
    });
    fields.into_result()?;
    let password = password.ok_or(ApiError::InvalidPassword)?;
    let stored = store::password_hash(&state.pool, caller.id).await?;
    if !passwords::verify(&password, stored).await? {
        return Err(ApiError::InvalidPassword);
    }
    let deletion = Deletion::of(&caller)?;
    if let Deletion::Company(company) = deletion {
        require_company_confirmation(&state, company, body.confirm_company_name.as_deref()).await?;
    }

    // Erased before the account goes, so a failure part way leaves an account that can try
    // again rather than data nobody can reach.
    match deletion {
        Deletion::Company(company) => erasure::erase_company(&state, company.id, caller.id).await?,
        Deletion::Person => erasure::erase_person(&state, caller.id).await?,
    }

    let mut tx = state.pool.begin().await?;
    let mut doomed = vec![caller.id];
    if let Deletion::Company(company) = deletion {
        doomed.extend(employees::users_of(&mut tx, company.id).await?);
    }
    let files = store::files_of(&mut tx, &doomed).await?;
    store::delete_users(&mut tx, &doomed).await?;
    tx.commit().await?;
    // Once nothing refers to them: a failure before the commit leaves the files in place.
    for key in files {
        state.files.forget(&key).await;
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Ask for a password reset link. Answers 204 whether or not the address has an account.
#[utoipa::path(post, path = "/api/auth/users/reset_password/", tag = "auth", request_body = EmailRequest,
    responses((status = 204), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn reset_password(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<EmailRequest>,
) -> Result<StatusCode, ApiError> {
    let email = requested_email(body)?;
    attempts
        .spend(&[
            (Attempt::PasswordResetMailForAddress, &Subject::address(email.as_str())),
            (Attempt::PasswordResetMailFromClient, &attempts.client()),
        ])
        .await?;
    let mut tx = state.pool.begin().await?;
    if let Some(user) = store::user_with_email(&mut tx, &email).await? {
        let link = links::create(&mut tx, &state.public_url, user, LinkPurpose::ResetPassword).await?;
        email::enqueue(
            &mut tx,
            OutgoingEmail {
                to: email.to_string(),
                subject: "Reset your Hire password".into(),
                body: format!(
                    "Someone asked to reset the password of your Hire account.\n\n\
                     Choose a new password here:\n{link}\n\n\
                     The link works once and expires in 2 hours. If it was not you, ignore this e-mail: \
                     your password stays as it is."
                ),
                link: Some(link),
            },
        )
        .await?;
    }
    tx.commit().await?;
    state.mail_wake.notify_one();
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, ToSchema)]
pub struct ResetConfirmRequest {
    #[schema(required = true, value_type = String, min_length = 1)]
    uid: Option<String>,
    #[schema(required = true, value_type = String, min_length = 1)]
    token: Option<String>,
    #[schema(required = true, value_type = String, min_length = 8)]
    new_password: Option<String>,
}

/// Set a new password with a reset link, or an invited employee's first password with the
/// invitation link. Every existing session of the account ends.
#[utoipa::path(post, path = "/api/auth/users/reset_password_confirm/", tag = "auth", request_body = ResetConfirmRequest,
    responses((status = 204), (status = 400, body = ErrorBody, description = "link_not_valid"), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "too_many_attempts")))]
pub async fn reset_password_confirm(
    State(state): State<AppState>,
    attempts: Attempts,
    JsonBody(body): JsonBody<ResetConfirmRequest>,
) -> Result<StatusCode, ApiError> {
    let mut fields = FieldErrors::default();
    let uid = fields.require("uid", body.uid.as_deref(), |text| required_text(text, 64));
    let token = fields.require("token", body.token.as_deref(), |text| required_text(text, 256));
    let password = check_password(&mut fields, "new_password", body.new_password.as_deref());
    fields.into_result()?;
    let (Some(uid), Some(token), Some(password)) = (uid, token, password) else {
        return Err(ApiError::LinkNotValid);
    };

    attempts
        .check_token(async {
            let password_hash = passwords::hash(&password).await?;
            let mut tx = state.pool.begin().await?;
            let (user, _) = links::consume(
                &mut tx,
                &uid,
                &token,
                &[LinkPurpose::ResetPassword, LinkPurpose::Invitation],
            )
            .await?;
            store::set_password_from_link(&mut tx, user, &password_hash).await?;
            sessions::end_all_sessions(&mut tx, user).await?;
            tx.commit().await?;
            Ok(())
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::name_from_domain;

    #[test]
    fn a_company_name_is_made_from_the_first_label_of_the_domain() {
        assert_eq!(name_from_domain("acme-labs.co.uk"), "Acme-labs");
    }
}
