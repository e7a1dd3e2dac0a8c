//! Who may call, as extractor types: a handler states who it admits in its signature
//! (`Hiring<HiringTeam>`, `CompanyOwner`, `Jobseeker` …), and the extractor refuses everyone
//! else before the handler runs: 401 without a valid token, 403 for a caller of another kind or
//! role, 404 `module_not_active` when the company has the module off (spec section 2).

use super::{Caller, CallerCompany};
use crate::http::ApiError;
use crate::http::roles::{Ats, CompanySide, ModuleGate, Roles};
use crate::sessions::TokenKeys;
use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use domain::accounts::UserType;
use projections::tenancy::{self, HiringScope};
use sqlx::PgPool;
use std::marker::PhantomData;
use std::sync::Arc;
use uuid::Uuid;

/// How a caller is admitted as `Self`, or refused. Extracting `Self` from a request admits
/// the request's caller; a caller found another way (a calendar feed's token) is admitted
/// with the same rules by calling `admit`.
pub trait Admit: Sized {
    fn admit(caller: Caller, pool: &PgPool) -> impl Future<Output = Result<Self, ApiError>> + Send;
}

/// Extracts the caller, then admits them as the type.
macro_rules! admitted {
    ($type:ident $(<$param:ident: $bound:ident>)?) => {
        impl<S $(, $param: $bound)?> FromRequestParts<S> for $type $(<$param>)?
        where
            S: Send + Sync,
            PgPool: FromRef<S>,
            Arc<TokenKeys>: FromRef<S>,
        {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
                let caller = Caller::from_request_parts(parts, state).await?;
                Self::admit(caller, &PgPool::from_ref(state)).await
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

impl Admit for Jobseeker {
    async fn admit(caller: Caller, _: &PgPool) -> Result<Self, ApiError> {
        if caller.user_type == UserType::Jobseeker {
            Ok(Self(caller))
        } else {
            Err(ApiError::PermissionDenied)
        }
    }
}

admitted!(Jobseeker);

/// The company account itself, not its employees.
pub struct CompanyOwner {
    pub caller: Caller,
    pub company: CallerCompany,
}

impl CompanyOwner {
    pub fn tenant(&self) -> tenancy::Company {
        tenancy::Company(self.company.id)
    }
}

impl Admit for CompanyOwner {
    async fn admit(caller: Caller, _: &PgPool) -> Result<Self, ApiError> {
        let company = caller.owned_company()?.clone();
        Ok(Self { caller, company })
    }
}

admitted!(CompanyOwner);

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

impl<M: ModuleGate> Admit for ModuleOwner<M> {
    async fn admit(caller: Caller, pool: &PgPool) -> Result<Self, ApiError> {
        let CompanyOwner { caller, company } = CompanyOwner::admit(caller, pool).await?;
        caller.require_module(M::MODULE)?;
        Ok(Self {
            caller,
            company,
            module: PhantomData,
        })
    }
}

admitted!(ModuleOwner<M: ModuleGate>);

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

impl<R: Roles> Admit for CompanyMember<R> {
    async fn admit(caller: Caller, _: &PgPool) -> Result<Self, ApiError> {
        caller.require(R::ACTORS)?;
        let company = caller.company.as_ref().ok_or(ApiError::PermissionDenied)?.id;
        Ok(Self {
            caller,
            company,
            roles: PhantomData,
        })
    }
}

admitted!(CompanyMember<R: Roles>);

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

impl<M: ModuleGate> Admit for ModuleMember<M> {
    async fn admit(caller: Caller, pool: &PgPool) -> Result<Self, ApiError> {
        let member = CompanyMember::<CompanySide>::admit(caller, pool).await?;
        member.caller.require_module(M::MODULE)?;
        Ok(Self {
            caller: member.caller,
            company: member.company,
            module: PhantomData,
        })
    }
}

admitted!(ModuleMember<M: ModuleGate>);

/// A caller in a role of `R` at a company with applicant tracking on: the gate of the company
/// side's hiring, for what does not depend on a delegate's scope (posting a job, one's own
/// schedule).
pub struct HiringCompany<R> {
    pub caller: Caller,
    pub company: Uuid,
    roles: PhantomData<R>,
}

impl<R: Roles> Admit for HiringCompany<R> {
    async fn admit(caller: Caller, pool: &PgPool) -> Result<Self, ApiError> {
        let CompanyMember { caller, company, .. } = CompanyMember::<R>::admit(caller, pool).await?;
        caller.require_module(Ats::MODULE)?;
        Ok(Self {
            caller,
            company,
            roles: PhantomData,
        })
    }
}

admitted!(HiringCompany<R: Roles>);

/// [`HiringCompany`], with what of the company's hiring the caller may see: a delegate sees
/// only the jobs of their grants.
pub struct Hiring<R> {
    pub caller: Caller,
    pub scope: HiringScope,
    roles: PhantomData<R>,
}

impl<R: Roles> Admit for Hiring<R> {
    async fn admit(caller: Caller, pool: &PgPool) -> Result<Self, ApiError> {
        let HiringCompany { caller, company, .. } = HiringCompany::<R>::admit(caller, pool).await?;
        let scope = caller.scope_in(pool, company).await?;
        Ok(Self {
            caller,
            scope,
            roles: PhantomData,
        })
    }
}

admitted!(Hiring<R: Roles>);

/// A job seeker, or a company-side caller admitted as `T`: for what both sides of a hiring
/// read (an offer, say), each their own way.
pub enum JobseekerOr<T> {
    Jobseeker(Jobseeker),
    Company(T),
}

impl<T: Admit + Send> Admit for JobseekerOr<T> {
    async fn admit(caller: Caller, pool: &PgPool) -> Result<Self, ApiError> {
        if caller.user_type == UserType::Jobseeker {
            Ok(Self::Jobseeker(Jobseeker(caller)))
        } else {
            T::admit(caller, pool).await.map(Self::Company)
        }
    }
}

admitted!(JobseekerOr<T: AdmitSend>);

/// [`Admit`] for a type that can cross an await, as the extractors need.
pub trait AdmitSend: Admit + Send {}

impl<T: Admit + Send> AdmitSend for T {}

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
