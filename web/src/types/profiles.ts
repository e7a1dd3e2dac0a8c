// Profiles, companies and search (docs/api-profiles-search.md).
import type { Schema } from './schema';

export type Experience = Schema<'ExperienceView'>;
export type Education = Schema<'EducationView'>;
export type LanguageSkill = Schema<'LanguageView'>;
export type Portfolio = Schema<'PortfolioView'>;
export type ExperienceInput = Schema<'ExperienceInput'>;
export type EducationInput = Schema<'EducationInput'>;
export type LanguageInput = Schema<'LanguageInput'>;
export type PortfolioInput = Schema<'PortfolioInput'>;

export type JobseekerProfile = Schema<'JobseekerProfile'>;
/** What `PUT /api/accounts/jobseeker/` takes. */
export type ProfileInput = Schema<'ProfileInput'>;

export type CompanyContact = Schema<'CompanyContact'>;
/** What `PUT /api/accounts/company/` takes. */
export type CompanyProfileInput = Schema<'CompanyInput'>;
export type CompanyImage = Schema<'CompanyImage'>;
export type TeamMember = Schema<'TeamMember'>;
export type TeamMemberInput = Schema<'TeamMemberInput'>;
export type CompanySummary = Schema<'CompanyCard'>;
export type CompanyPage = Schema<'CompanyPage'>;
export type CompanyPageList = Schema<'Paginated_CompanyCard'>;

export type Candidate = Schema<'Candidate'>;
