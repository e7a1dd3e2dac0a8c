//! Who is calling: the `Caller` extractor reads the access token (`Authorization: JWT …` or
//! `Bearer …`) and loads the user with their type, role, company and modules. Guards on it
//! answer 403 (not allowed) or 404 (module not active) as the spec says.

use crate::http::Actor;
use crate::http::ApiError;
use crate::http::policy::Viewer;
use crate::sessions::{TokenKeys, TokenType};
use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use domain::accounts::{EmployeeRole, Module, UserType};
use projections::tenancy::HiringScope;
use sqlx::PgPool;
use std::sync::Arc;
pub use store::ModuleState;
use uuid::Uuid;

pub mod access;
mod store;

pub use access::{
    Admit, CompanyMember, CompanyOwner, Hiring, HiringCompany, InScope, Jobseeker, JobseekerOr, ModuleMember,
    ModuleOwner,
};
pub use store::CALLER_READS;

#[derive(Debug, Clone)]
pub struct CallerCompany {
    pub id: Uuid,
    pub name: String,
    pub logo: Option<String>,
    pub owner_id: Uuid,
}

#[derive(Debug, Clone)]
pub struct Caller {
    pub id: Uuid,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub user_type: UserType,
    /// Employees only.
    pub role: Option<EmployeeRole>,
    /// The company a company user owns or an employee works for.
    pub company: Option<CallerCompany>,
    /// The company's modules; empty for job seekers.
    pub modules: Vec<ModuleState>,
    active: bool,
    session_generation: i32,
}

impl Caller {
    /// Loads a user as a caller, whether or not they may sign in now.
    pub async fn load(pool: &PgPool, id: Uuid) -> Result<Option<Self>, ApiError> {
        store::caller(pool, id).await?.map(Self::try_from).transpose()
    }

    /// Whether the account may be used now (verified, activated, not an inactive employee).
    pub fn may_sign_in(&self) -> bool {
        self.active
    }

    pub fn actor(&self) -> Actor {
        match (self.user_type, self.role) {
            (UserType::Employee, Some(role)) => Actor::Employee(role),
            (UserType::Jobseeker, _) => Actor::Jobseeker,
            _ => Actor::Company,
        }
    }

    /// The caller as the rules of what may be done to one record see them.
    pub fn viewer(&self) -> Viewer {
        Viewer {
            id: self.id,
            actor: self.actor(),
        }
    }

    /// Refuses with 403 unless the caller is one of `allowed`.
    pub fn require(&self, allowed: &[Actor]) -> Result<(), ApiError> {
        if allowed.contains(&self.actor()) {
            Ok(())
        } else {
            Err(ApiError::PermissionDenied)
        }
    }

    /// The company a company user owns; 403 for anyone else.
    pub fn owned_company(&self) -> Result<&CallerCompany, ApiError> {
        match (&self.company, self.user_type) {
            (Some(company), UserType::Company) => Ok(company),
            _ => Err(ApiError::PermissionDenied),
        }
    }

    /// What of `company`, which the caller works for or owns, they may see.
    pub async fn scope_in(&self, pool: &PgPool, company: Uuid) -> Result<HiringScope, ApiError> {
        if self.user_type == UserType::Employee {
            Ok(HiringScope::of(pool, self.id, company).await?)
        } else {
            Ok(HiringScope::whole(company))
        }
    }

    /// Refuses with 404 `module_not_active` when the caller's company has `module` off.
    pub fn require_module(&self, module: Module) -> Result<(), ApiError> {
        let active = self
            .modules
            .iter()
            .any(|state| state.module == module && state.is_active);
        if active {
            Ok(())
        } else {
            Err(ApiError::ModuleNotActive(module))
        }
    }
}

impl TryFrom<store::CallerRow> for Caller {
    type Error = ApiError;

    fn try_from(row: store::CallerRow) -> Result<Self, ApiError> {
        let stored = |what: &str, error| ApiError::Internal(anyhow::anyhow!("stored {what} is not valid: {error:?}"));
        let user_type = row
            .user_type
            .parse::<UserType>()
            .map_err(|error| stored("user type", error))?;
        let role = row
            .role
            .map(|role| role.parse::<EmployeeRole>())
            .transpose()
            .map_err(|error| stored("role", error))?;
        let company = match (row.company_id, row.company_name, row.company_owner) {
            (Some(id), Some(name), Some(owner_id)) => Some(CallerCompany {
                id,
                name,
                logo: row.company_logo,
                owner_id,
            }),
            _ => None,
        };
        Ok(Self {
            id: row.id,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            user_type,
            role,
            company,
            modules: row.modules.0,
            active: row.active,
            session_generation: row.session_generation,
        })
    }
}

/// The access token of the Authorization header. REST never reads it from the URL, where
/// logs, proxies and browser history would keep it.
pub fn header_token(headers: &HeaderMap) -> Result<Option<&str>, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().map_err(|_| ApiError::TokenNotValid)?;
    let (scheme, token) = value.trim().split_once(' ').ok_or(ApiError::TokenNotValid)?;
    if scheme.eq_ignore_ascii_case("jwt") || scheme.eq_ignore_ascii_case("bearer") {
        Ok(Some(token.trim()))
    } else {
        Err(ApiError::TokenNotValid)
    }
}

/// The `token` query parameter: browsers cannot set headers on a websocket handshake.
fn query_token(parts: &Parts) -> Option<String> {
    form_urlencoded::parse(parts.uri.query().unwrap_or_default().as_bytes())
        .find_map(|(name, value)| (name == "token").then(|| value.into_owned()))
}

async fn authenticate<S>(state: &S, token: &str) -> Result<Caller, ApiError>
where
    PgPool: FromRef<S>,
    Arc<TokenKeys>: FromRef<S>,
{
    let claims = Arc::<TokenKeys>::from_ref(state).verify(token, TokenType::Access)?;
    match Caller::load(&PgPool::from_ref(state), claims.sub).await? {
        Some(caller) if caller.active && caller.session_generation == claims.generation => Ok(caller),
        _ => Err(ApiError::TokenNotValid),
    }
}

impl<S> FromRequestParts<S> for Caller
where
    S: Send + Sync,
    PgPool: FromRef<S>,
    Arc<TokenKeys>: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        authenticate(state, header_token(&parts.headers)?.ok_or(ApiError::NotAuthenticated)?).await
    }
}

/// The caller of a websocket handshake: the Authorization header, or the `token` query
/// parameter.
pub struct SocketCaller(pub Caller);

impl<S> FromRequestParts<S> for SocketCaller
where
    S: Send + Sync,
    PgPool: FromRef<S>,
    Arc<TokenKeys>: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let token = match header_token(&parts.headers)? {
            Some(token) => token.to_owned(),
            None => query_token(parts).ok_or(ApiError::NotAuthenticated)?,
        };
        authenticate(state, &token).await.map(SocketCaller)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A caller of a kind and role, of a company with every module on, for policies' tests.
    pub(crate) fn caller_of(user_type: UserType, role: Option<EmployeeRole>) -> Caller {
        caller(user_type, role, &[(Module::Ats, true), (Module::Lms, true)])
    }

    fn caller(user_type: UserType, role: Option<EmployeeRole>, modules: &[(Module, bool)]) -> Caller {
        Caller {
            id: Uuid::now_v7(),
            email: "someone@acme.io".into(),
            first_name: "Some".into(),
            last_name: "One".into(),
            user_type,
            role,
            company: None,
            modules: modules
                .iter()
                .map(|(module, is_active)| ModuleState {
                    module: *module,
                    is_active: *is_active,
                })
                .collect(),
            active: true,
            session_generation: 0,
        }
    }

    #[test]
    fn an_inactive_module_reads_as_not_found() {
        let company = caller(UserType::Company, None, &[(Module::Ats, true), (Module::Lms, false)]);

        assert!(company.require_module(Module::Ats).is_ok());
        assert!(matches!(
            company.require_module(Module::Lms),
            Err(ApiError::ModuleNotActive(Module::Lms))
        ));
    }

    #[test]
    fn a_job_seeker_has_no_modules() {
        let jobseeker = caller(UserType::Jobseeker, None, &[]);

        assert!(matches!(
            jobseeker.require_module(Module::Ats),
            Err(ApiError::ModuleNotActive(_))
        ));
    }

    #[test]
    fn an_employee_is_allowed_only_in_a_listed_role() {
        let hiring_manager = caller(UserType::Employee, Some(EmployeeRole::HiringManager), &[]);

        assert!(
            hiring_manager
                .require(&[Actor::Company, Actor::Employee(EmployeeRole::HiringManager)])
                .is_ok()
        );
        assert!(matches!(
            hiring_manager.require(&[Actor::Company, Actor::Employee(EmployeeRole::HrExecutive)]),
            Err(ApiError::PermissionDenied)
        ));
    }
}
