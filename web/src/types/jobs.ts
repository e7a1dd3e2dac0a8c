// The hiring API (path group "jobs", plus the CV and the job seeker dashboard of "accounts").
import type { ApplicationStatus, ApplicationStatusValue } from '@/lib/application-status';

export type Paginated<T> = { count: number; results: T[] };

/** A catalogue skill, named in each interface language; the English name is its key. */
export type Skill = { id: number; name_en: string; name_az: string; name_ru: string };

export const employmentTypes = ['full_time', 'part_time', 'contract', 'temporary', 'internship', 'freelance'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** requested, declined, draft, live, inactive or closed (a live job past its deadline reads as closed). */
export const jobStatuses = ['requested', 'declined', 'draft', 'live', 'inactive', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export type JobAction = 'publish' | 'deactivate' | 'activate' | 'close';

/** Everything a company writes about a job (domain `JobDetails`). */
export type JobDetails = {
  title: string;
  description: string;
  employment_type: EmploymentType;
  category: string | null;
  location: string | null;
  remote: boolean;
  /** English names: the catalogue's keys. */
  skills: string[];
  benefits: string[];
  job_level: number | null;
  openings: number;
  salary_min: number | null;
  salary_max: number | null;
  currency: string;
  hide_salary: boolean;
  experience_years: number | null;
  /** YYYY-MM-DD */
  deadline: string | null;
  confidential: boolean;
  position: string | null;
  requirements: string | null;
  responsibilities: string | null;
  who_you_are: string | null;
  nice_to_have: string | null;
  measurable_outcomes: string | null;
  key_objectives: string | null;
  education: number | null;
  certification: string | null;
  industry_knowledge: string | null;
  evaluation_info: string | null;
};

/** What a client sends to post or edit a job: the details, every field optional. */
export type JobInput = Partial<JobDetails> & { publish?: boolean };

export type Job = {
  id: string;
  status: JobStatus;
  /** Null for a confidential job seen from outside the company. */
  company: { id: string; name: string; logo: string | null } | null;
  details: JobDetails;
  /** When applications close (end of the deadline day, or 30 days after publishing). */
  deadline: string | null;
  requested: boolean;
  created_at: string;
  published_at: string | null;
  /** Applications per status id, for the company side only. */
  applicants?: Record<string, number>;
  /** The position whose competencies the applicants are evaluated against (company side only). */
  position_id?: string | null;
  /** Copied from that position's competency model when it was set (company side only). */
  competencies?: JobCompetency[] | null;
};

/** A competency a job's applicants are evaluated against: category 1..9, a required level of the company's rating scale. */
export type JobCompetency = { category: number; name: string; required_level: number };

/** A position's job template: what a job posted from the position starts from; null until written. */
export type JobTemplate = { position_id: string; details: JobDetails | null; updated_at: string | null };

export type OfferTerms = {
  gross_salary: number;
  currency: string;
  bonus_system: string | null;
  /** YYYY-MM-DD */
  last_date: string;
  notes: string | null;
};

export type MyApplication = {
  id: string;
  status: ApplicationStatus;
  applied_at: string;
  status_changed_at: string;
  job_id: string;
  job_title: string;
  company_id: string | null;
  company_name: string | null;
  company_logo: string | null;
  offer: (OfferTerms & { id: string }) | null;
  interview: {
    id: string;
    date: string;
    start: string;
    end: string;
    location: string | null;
    meet_link: string | null;
  } | null;
};

export type ApplicantCard = {
  id: string;
  status: ApplicationStatus;
  applied_at: string;
  status_changed_at: string;
  rating: number | null;
  score: number | null;
  favorite: boolean;
  blacklisted: boolean;
  job_id: string;
  job_title: string;
  candidate_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  cv_name: string;
  cv_url: string;
  /** Erased: it shows nobody and takes no more actions. */
  anonymised: boolean;
};

/**
 * One status of a job's board: `count` applicants in all, of which `applicants` are the first page
 * (newest status change first); GET /api/jobs/applicantsforpipeline/{job}/?status=&page= gives the rest.
 */
export type PipelineColumn = { status: ApplicationStatus; count: number; applicants: ApplicantCard[] };

export type Note = {
  id: string;
  author: string | null;
  author_name: string | null;
  text: string;
  created_at: string;
};

export type InterviewStatus = 'scheduled' | 'in_progress' | 'completed' | 'cancelled';

export type ApplicantInterview = {
  id: string;
  status: InterviewStatus;
  date: string;
  start: string;
  end: string;
  location: string | null;
  meet_link: string | null;
  interviewers: string[];
  comment: string | null;
  evaluations_submitted: number;
};

export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn' | 'expired';

export type ApplicantOffer = OfferTerms & {
  id: string;
  status: OfferStatus;
  sent_at: string;
  answered_at: string | null;
  decline_reason: string | null;
};

export type ApplicantDetail = ApplicantCard & {
  cover_letter: string | null;
  notes: Note[];
  /** Only for the company and HR Executives. */
  private_notes?: Note[];
  interviews: ApplicantInterview[];
  offers: ApplicantOffer[];
};

export type ApplicantAction = 'next_step' | 'hire' | 'reject' | 'blacklist' | 'remove_from_blacklist' | 'favorite' | 'unfavorite';

export type BulkOutcome = { id: string; ok: boolean; code: string | null; message: string | null };

export type HistoryEntry = {
  aggregate_type: 'application' | 'interview' | 'offer';
  aggregate_id: string;
  event_type: string;
  actor: string | null;
  actor_name: string | null;
  at: string;
  data: Record<string, unknown> | null;
};

/** An interview slot as the API takes it: times as HH:MM:SS. */
export type Slot = {
  date: string;
  start: string;
  end: string;
  location?: string | null;
  meet_link?: string | null;
  interviewers: string[];
  comment?: string | null;
};

export type Interview = Omit<ApplicantInterview, 'evaluations_submitted'> & {
  application_id: string;
  candidate_name: string | null;
  job_id: string;
  job_title: string;
};

/** The caller's calendar feed of interviews (`/api/jobs/schedule-feed/`). */
export type ScheduleFeed = { active: boolean; created_at: string | null };
/** A feed just made: its secret address is answered only this once. */
export type NewScheduleFeed = { url: string; created_at: string };

/**
 * One rating (1..the company's rating levels) of an evaluation: per competency category (1..9), or, for a job with
 * requirements, per competency of the job (`competency`: its name, `category`: its category).
 */
export type CompetencyScore = { competency?: string | null; category: number; rating: number; comment?: string | null };

/** A requirement of the interview's job with the visible evaluations' ratings of it. */
export type CompetencyResult = {
  name: string;
  category: number;
  required_level: number;
  ratings: Array<{ interviewer: string; rating: number }>;
  /** null until a visible evaluation rates it. */
  average: number | null;
  /** Whether the average reaches the required level; null without ratings. */
  meets_required_level: boolean | null;
};

export type EvaluationResults = {
  interviewers: Array<{ id: string; name: string | null; submitted: boolean }>;
  evaluations: Array<{
    interviewer: string;
    scores: CompetencyScore[];
    comment: string | null;
    average: number;
    submitted_at: string;
  }>;
  /** True while the caller is an interviewer who has not submitted their own. */
  hidden_until_you_submit: boolean;
  average: number | null;
  /** One per competency of the job's requirements; empty for a job without requirements. */
  by_competency: CompetencyResult[];
};

export type Offer = ApplicantOffer & {
  application_id: string;
  job_id: string;
  job_title: string;
  company_id: string;
  company_name: string;
  jobseeker_id: string;
  candidate_name: string | null;
};

export type StatusCount = { status: number; value: ApplicationStatusValue; count: number };

export type CompanyDashboardData = {
  at: string;
  total_applications: number;
  by_status: StatusCount[];
  by_job: Array<{ job_id: string; title: string; by_status: Record<string, number>; total: number }>;
  applications_over_time: Array<{ day: string; count: number }>;
  hired: number;
  average_days_to_hire: number | null;
  funnel: Array<{ value: ApplicationStatusValue; reached: number; conversion: number | null }>;
  time_in_stage: Array<{ value: ApplicationStatusValue; average_days: number | null }>;
  open_jobs: number;
};

/** A job for filter pickers (jobs-for-filter). */
export type JobChoice = { id: string; title: string; status: JobStatus };

/** A live or deactivated job's applications by stage now, and those received in the period (vacancy-applicants). */
export type VacancyApplicants = {
  job_id: string;
  title: string;
  status: JobStatus;
  applicants: number;
  in_review: number;
  interview: number;
  /** Offered or accepted by the applicant. */
  offered: number;
  hired: number;
  new_in_period: number;
};

/** Applications of a period of whole UTC days (applicant-statistics-for-dashboard). */
export type ApplicantStatistics = {
  from: string;
  to: string;
  received: number;
  /** Every status, in id order, zeros included: the applications received in the period by their status now. */
  by_status: StatusCount[];
  per_day: Array<{ day: string; applications: number; hired: number }>;
  /** Hired over received in the period (0..1); null without applications. */
  hire_rate: number | null;
};

export type JobseekerDashboardData = {
  total_applications: number;
  by_status: StatusCount[];
  open_offers: number;
  upcoming_interviews: number;
  has_cv: boolean;
  unread_notifications: number;
};

export type Cv = { name: string; url: string; format: string; size_bytes: number; uploaded_at: string };
