// Profiles, companies and search (docs/api-profiles-search.md).
import type { Schema } from './schema';

export type ExperienceView = Schema<'ExperienceView'>;
export type EducationView = Schema<'EducationView'>;
export type LanguageView = Schema<'LanguageView'>;
export type PortfolioView = Schema<'PortfolioView'>;
export type ExperienceInput = Schema<'ExperienceInput'>;
export type EducationInput = Schema<'EducationInput'>;
export type LanguageInput = Schema<'LanguageInput'>;
export type PortfolioInput = Schema<'PortfolioInput'>;

export type JobseekerProfile = Schema<'JobseekerProfile'>;
/** What `PUT /api/accounts/jobseeker/` takes. */
export type ProfileInput = Schema<'ProfileInput'>;

export type CompanyContact = Schema<'CompanyContact'>;
/** What `PUT /api/accounts/company/` takes. */
export type CompanyInput = Schema<'CompanyInput'>;
export type CompanyImage = Schema<'CompanyImage'>;
export type TeamMember = Schema<'TeamMember'>;
export type TeamMemberInput = Schema<'TeamMemberInput'>;
export type CompanyCard = Schema<'CompanyCard'>;
export type CompanyPage = Schema<'CompanyPage'>;
export type Paginated_CompanyCard = Schema<'Paginated_CompanyCard'>;

export type Candidate = Schema<'Candidate'>;
