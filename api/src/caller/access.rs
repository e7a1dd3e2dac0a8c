//! Who may call, as extractor types: a handler states who it admits in its signature
//! (`Hiring<HiringTeam>`, `CompanyOwner`, `Jobseeker` …), and the extractor refuses everyone
//! else before the handler runs: 401 without a valid token, 403 for a caller of another kind or
//! role, 404 `module_not_active` when the company has the module off (spec section 2).

use super::{Caller, CallerCompany};
use crate::http::ApiError;
use crate::http::roles::{Ats, ModuleGate, Roles};
use crate::sessions::TokenKeys;
use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use domain::accounts::UserType;
use projections::tenancy::{self, HiringScope};
use sqlx::PgPool;
use std::marker::PhantomData;
use std::sync::Arc;
use uuid::Uuid;

/// Extracts the caller, then lets `admit` decide.
macro_rules! admitted {
    ($type:ident $(<$param:ident: $bound:ident>)?, |$caller:ident, $state:ident| $admit:expr) => {
        impl<S $(, $param: $bound)?> FromRequestParts<S> for $type $(<$param>)?
        where
            S: Send + Sync,
            PgPool: FromRef<S>,
            Arc<TokenKeys>: FromRef<S>,
        {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, $state: &S) -> Result<Self, ApiError> {
                let $caller = Caller::from_request_parts(parts, $state).await?;
                $admit
            }
        }
    };
}

/// A job seeker.
pub struct Jobseeker(pub Caller);

impl Jobseeker {
    pub fn tenant(&self) -> tenancy::Jobseeker {
        tenancy::Jobseeker(self.0.id)
    }
}

admitted!(Jobseeker, |caller, _state| {
    if caller.user_type == UserType::Jobseeker {
        Ok(Self(caller))
    } else {
        Err(ApiError::PermissionDenied)
    }
});

/// The company account itself, not its employees.
pub struct CompanyOwner {
    pub caller: Caller,
    pub company: CallerCompany,
}

impl CompanyOwner {
    fn admit(caller: Caller) -> Result<Self, ApiError> {
        let company = caller.owned_company()?.clone();
        Ok(Self { caller, company })
    }

    pub fn tenant(&self) -> tenancy::Company {
        tenancy::Company(self.company.id)
    }
}

admitted!(CompanyOwner, |caller, _state| Self::admit(caller));

/// The company account with module `M` on.
pub struct ModuleOwner<M> {
    pub caller: Caller,
    pub company: CallerCompany,
    module: PhantomData<M>,
}

impl<M> ModuleOwner<M> {
    pub fn tenant(&self) -> tenancy::Company {
        tenancy::Company(self.company.id)
    }
}

admitted!(ModuleOwner<M: ModuleGate>, |caller, _state| {
    let CompanyOwner { caller, company } = CompanyOwner::admit(caller)?;
    caller.require_module(M::MODULE)?;
    Ok(Self {
        caller,
        company,
        module: PhantomData,
    })
});

/// The company account or one of its employees in a role of `R`.
pub struct CompanyMember<R> {
    pub caller: Caller,
    pub company: Uuid,
    roles: PhantomData<R>,
}

impl<R> CompanyMember<R> {
    pub fn tenant(&self) -> tenancy::Company {
        tenancy::Company(self.company)
    }
}

impl<R: Roles> CompanyMember<R> {
    fn admit(caller: Caller) -> Result<Self, ApiError> {
        caller.require(R::ACTORS)?;
        let company = caller.company.as_ref().ok_or(ApiError::PermissionDenied)?.id;
        Ok(Self {
            caller,
            company,
            roles: PhantomData,
        })
    }
}

admitted!(CompanyMember<R: Roles>, |caller, _state| Self::admit(caller));

/// The company account or an employee (any role) of a company with module `M` on.
pub struct ModuleMember<M> {
    pub caller: Caller,
    pub company: Uuid,
    module: PhantomData<M>,
}

impl<M> ModuleMember<M> {
    pub fn tenant(&self) -> tenancy::Company {
        tenancy::Company(self.company)
    }
}

impl<M: ModuleGate> ModuleMember<M> {
    /// Admits a caller already extracted, as a websocket's handshake has them
    /// ([`super::SocketCaller`]).
    pub fn admit(caller: Caller) -> Result<Self, ApiError> {
        let member = CompanyMember::<crate::http::roles::CompanySide>::admit(caller)?;
        member.caller.require_module(M::MODULE)?;
        Ok(Self {
            caller: member.caller,
            company: member.company,
            module: PhantomData,
        })
    }
}

admitted!(ModuleMember<M: ModuleGate>, |caller, _state| Self::admit(caller));

/// A caller in a role of `R` at a company with applicant tracking on: the gate of the company
/// side's hiring, for what does not depend on a delegate's scope (posting a job, one's own
/// schedule).
pub struct HiringCompany<R> {
    pub caller: Caller,
    pub company: Uuid,
    roles: PhantomData<R>,
}

impl<R: Roles> HiringCompany<R> {
    fn admit(caller: Caller) -> Result<Self, ApiError> {
        let CompanyMember { caller, company, .. } = CompanyMember::<R>::admit(caller)?;
        caller.require_module(Ats::MODULE)?;
        Ok(Self {
            caller,
            company,
            roles: PhantomData,
        })
    }
}

admitted!(HiringCompany<R: Roles>, |caller, _state| Self::admit(caller));

/// [`HiringCompany`], with what of the company's hiring the caller may see: a delegate sees
/// only the jobs of their grants.
pub struct Hiring<R> {
    pub caller: Caller,
    pub scope: HiringScope,
    roles: PhantomData<R>,
}

admitted!(Hiring<R: Roles>, |caller, state| {
    let HiringCompany { caller, company, .. } = HiringCompany::<R>::admit(caller)?;
    let scope = caller.scope_in(&PgPool::from_ref(state), company).await?;
    Ok(Self {
        caller,
        scope,
        roles: PhantomData,
    })
});

/// A scope's refusals: what lies outside it reads exactly as what does not exist.
pub trait InScope {
    fn require_job(&self, job: Uuid) -> Result<(), ApiError>;
    fn require_applicants_of(&self, job: Uuid) -> Result<(), ApiError>;
}

impl InScope for HiringScope {
    fn require_job(&self, job: Uuid) -> Result<(), ApiError> {
        if self.sees_job(job) {
            Ok(())
        } else {
            Err(ApiError::NotFound)
        }
    }

    fn require_applicants_of(&self, job: Uuid) -> Result<(), ApiError> {
        if self.sees_applicants_of(job) {
            Ok(())
        } else {
            Err(ApiError::NotFound)
        }
    }
}
