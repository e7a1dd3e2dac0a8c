// Profiles, companies and search (docs/api-profiles-search.md).
import type { Job, Paginated, Skill } from './jobs';

export const genders = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof genders)[number];

export type Experience = {
  id: string;
  title: string;
  company: string;
  location: string | null;
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD; null while it goes on. */
  end_date: string | null;
  description: string | null;
};

export type Education = {
  id: string;
  institution: string;
  field: string | null;
  /** 1..7: School, Bachelor, Master, Doctorate, MBA, PhD, Other. */
  level: number;
  start_date: string;
  end_date: string | null;
  description: string | null;
};

export type LanguageSkill = {
  id: string;
  language: string;
  /** 1..7: Beginner .. Native. */
  proficiency: number;
};

export type Portfolio = { id: string; title: string; url: string; description: string | null };

export type JobseekerContact = {
  phone: string | null;
  website: string | null;
  linkedin: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
};

export type JobseekerProfile = {
  id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  bio: string | null;
  region: string | null;
  profile_picture: string | null;
  cover_picture: string | null;
  /** Only on the job seeker's own profile. */
  private?: {
    gender: Gender | null;
    date_of_birth: string | null;
    salary_expectation: number | null;
    currency: string | null;
    email: string;
  };
  contact: JobseekerContact;
  cv_visible: boolean;
  cv: { name: string; url: string; format: string } | null;
  skills: Skill[];
  experiences: Experience[];
  educations: Education[];
  languages: LanguageSkill[];
  portfolios: Portfolio[];
};

/** What `PUT /api/accounts/jobseeker/` takes. */
export type ProfileInput = {
  first_name: string;
  last_name: string;
  headline: string | null;
  bio: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  region: string | null;
  salary_expectation: number | null;
  currency: string | null;
  cv_visible: boolean;
} & JobseekerContact;

export type ExperienceInput = Omit<Experience, 'id'>;
export type EducationInput = Omit<Education, 'id'>;
export type LanguageInput = Omit<LanguageSkill, 'id'>;
export type PortfolioInput = Omit<Portfolio, 'id'>;

export type CompanyContact = {
  email: string | null;
  phone: string | null;
  address: string | null;
  location: string | null;
  country: string | null;
  website: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
  instagram: string | null;
};

/** A company's own profile, as `GET|PUT /api/accounts/company/` read and write it. */
export type CompanyProfileInput = {
  name: string;
  industry: string | null;
  employee_count: number | null;
  founded: number | null;
  description: string | null;
  contact: CompanyContact;
};

export type CompanyImage = { id: string; url: string };
export type TeamMember = { id: string; name: string; position: string | null; photo: string | null };

export type CompanySummary = {
  id: string;
  name: string;
  logo: string | null;
  industry: string | null;
  employee_count: number | null;
  location: string | null;
  open_jobs: number;
};

export type CompanyPage = CompanyProfileInput & {
  id: string;
  logo: string | null;
  cover_picture: string | null;
  images: CompanyImage[];
  team: TeamMember[];
  open_jobs: Job[];
  /** For job seekers only: whether they dropped their CV here. */
  cv_dropped: boolean | null;
};

export type Candidate = {
  id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  region: string | null;
  profile_picture: string | null;
  /** English names: the catalogue's keys. */
  skills: string[];
  experience_years: number | null;
  education_level: number | null;
  languages: Array<{ language: string; proficiency: number }>;
  salary_expectation: number | null;
  currency: string | null;
  cv: { name: string; url: string; format: string } | null;
  dropped_at: string | null;
};

/** Hits per value of each facet. */
export type Facets<K extends string> = Partial<Record<K, Record<string, number>>>;

export type SearchResults<T, K extends string> = Paginated<T> & { facets: Facets<K> };

export type JobFacet = 'category' | 'employment_type' | 'job_level' | 'location' | 'skills';
export type CandidateFacet = 'skills' | 'education_level' | 'region' | 'languages';
