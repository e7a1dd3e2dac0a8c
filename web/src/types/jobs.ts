// The hiring API (path group "jobs", plus the CV and the job seeker dashboard of "accounts").
import type { Schema } from './schema';

/** A catalogue skill, named in each interface language; the English name is its key. */
export type Skill = Schema<'Skill'>;

/** What may be done to a job next (`JobResponse.actions`, company side). */
export type JobAction = Schema<'JobAction'>;
/** A status change a company asks for (publish, deactivate, activate, close). */
export type JobStatusChange = Schema<'JobStatusChange'>;
/** Everything a company writes about a job (domain `JobDetails`). */
export type JobDetails = Schema<'JobDetails'>;
/** What a client sends to post or edit a job: the details, most fields optional. */
export type PostJobRequest = Schema<'PostJobRequest'>;
/** What a position's job template takes: the same details, without publishing. */
export type JobTemplateRequest = Schema<'JobTemplateRequest'>;
export type JobResponse = Schema<'JobResponse'>;
export type Paginated_JobResponse = Schema<'Paginated_JobResponse'>;
/** A competency a job's applicants are evaluated against: category 1..9, a required level of the company's rating scale. */
export type JobCompetency = Schema<'JobCompetency'>;
/** A position's job template: what a job posted from the position starts from; null until written. */
export type JobTemplate = Schema<'JobTemplate'>;

/** What sending an offer takes. */
export type OfferTermsInput = Schema<'OfferTermsInput'>;
export type Paginated_MyApplication = Schema<'Paginated_MyApplication'>;

export type ApplicantCard = Schema<'ApplicantCard'>;
/** Where an application came from: the channel, the board's name for a job board, the campaign's `utm_*`. */
export type Attribution = Schema<'Attribution'>;
/** The channel an application came through. */
export type Source = Schema<'Source'>;
export type Paginated_ApplicantCard = Schema<'Paginated_ApplicantCard'>;
/**
 * One status of a job's board: `count` applicants in all, of which `applicants` are the first page
 * (newest status change first); GET /api/jobs/applicantsforpipeline/{job}/?status=&page= gives the rest.
 */
export type PipelineColumn = Schema<'PipelineColumn'>;
export type Note = Schema<'Note'>;
export type ApplicantAction = Schema<'ApplicantAction'>;
/** A change of status the application's answer says is allowed now. */
export type StatusMove = Schema<'StatusMove'>;
export type BulkOutcome = Schema<'BulkOutcome'>;
export type HistoryEntry = Schema<'HistoryEntry'>;

/** An interview slot as the API takes it: times as HH:MM:SS. */
export type SlotInput = Schema<'SlotInput'>;
export type InterviewResponse = Schema<'InterviewResponse'>;
export type InterviewAction = Schema<'InterviewAction'>;
/** A status change an interview is asked for (start, complete, cancel). */
export type InterviewStatusChange = Schema<'InterviewStatusChange'>;
/** The caller's calendar feed of interviews (`/api/jobs/schedule-feed/`). */
export type FeedState = Schema<'FeedState'>;
/** A feed just made: its secret address is answered only this once. */
export type NewFeed = Schema<'NewFeed'>;

/**
 * One rating (1..the company's rating levels) of an evaluation: per competency category (1..9), or, for a job with
 * requirements, per competency of the job (`competency`: its name, `category`: its category).
 */
export type CompetencyScore = Schema<'CompetencyScore'>;
/** A requirement of the interview's job with the visible evaluations' ratings of it. */
export type CompetencyResult = Schema<'CompetencyResult'>;

export type OfferResponse = Schema<'OfferResponse'>;

export type StatusCount = Schema<'StatusCount'>;
/** A job for filter pickers (jobs-for-filter). */
export type JobChoice = Schema<'JobChoice'>;
/** A live or deactivated job's applications by stage now, and those received in the period (vacancy-applicants). */
export type VacancyApplicants = Schema<'VacancyApplicants'>;
/** Applications of a period of whole UTC days (applicant-statistics-for-dashboard). */
export type ApplicantStatistics = Schema<'ApplicantStatistics'>;
export type JobseekerDashboard = Schema<'JobseekerDashboard'>;

export type Cv = Schema<'Cv'>;
