// Hiring analytics (issue 42, api/src/reports): a cohort of applications, seen as of a day.
import type { Schema } from './schema';

/** The funnel of a cohort: every stage on the way to a hire, in order, and the time to hire. */
export type Funnel = Schema<'Funnel'>;
/** One stage: how many reached it, are still in it, moved on or were rejected, and the days spent in it. */
export type CohortStage = Schema<'CohortStage'>;
/** From submission to hire, for the cohort's applications hired by then. */
export type TimeToHire = Schema<'TimeToHire'>;
/** The hires of a period per month and the days to fill a job. */
export type HiringSpeed = Schema<'HiringSpeed'>;
/** One month of hires: how many and the median and 90th percentile days from submission to hire. */
export type MonthOfHires = Schema<'MonthOfHires'>;
/** The offers sent in a period and what became of them, with the salaries per currency. */
export type OfferReport = Schema<'OfferReport'>;
/** One currency's offers: the median salary and how many fell below, within or above their job's range. */
export type OfferedSalaries = Schema<'OfferedSalaries'>;
/** Per interviewer, the interviews held, the evaluations (on time or not) and the ratings against the panel's. */
export type InterviewerReport = Schema<'InterviewerReport'>;
export type InterviewerFigures = Schema<'InterviewerFigures'>;
/** One competency's ratings by one interviewer against the panel's. */
export type CompetencyCalibration = Schema<'CompetencyCalibration'>;
/** The funnel per self-identified group; counts that could point at someone are null. */
export type DiversityReport = Schema<'DiversityReport'>;
export type DiversityQuestion = Schema<'DiversityQuestion'>;
export type DiversityGroup = Schema<'DiversityGroup'>;
/** The cohort's funnel per source (channel, and board for a job board), with the hire rate. */
export type SourcesReport = Schema<'SourcesReport'>;
export type SourceFunnel = Schema<'SourceFunnel'>;
/** The company's report settings (the window for an evaluation to be on time). */
export type ReportSettings = Schema<'ReportSettings'>;
