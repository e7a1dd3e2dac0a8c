import type { ApplicantStatistics, JobChoice, StatusCount, VacancyApplicants } from '@/types/jobs';

/** One day of the "applications over time" chart. */
export type DayPoint = { day: string; applications: number; hired: number };

export function dailySeries(perDay: ApplicantStatistics['per_day']): DayPoint[] {
  return perDay.map(({ day, applications, hired }) => ({ day, applications, hired }));
}

/** Hires of the period: the sum of the days'. */
export function totalHired(perDay: ApplicantStatistics['per_day']): number {
  return perDay.reduce((sum, day) => sum + day.hired, 0);
}

/** The hire rate (0..1) as a percentage with one decimal; null without applications. */
export function hireRatePercent(rate?: number | null): number | null {
  return rate == null ? null : Math.round(rate * 1000) / 10;
}

/** A status with applications, and its share of them (0..1). */
export type StatusSlice = { value: StatusCount['value']; count: number; share: number };

/** The statuses that have applications, in the pipeline's order (the API lists all, zeros included). */
export function statusSlices(byStatus: StatusCount[]): StatusSlice[] {
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  return [...byStatus]
    .filter((row) => row.count > 0)
    .sort((a, b) => a.status - b.status)
    .map((row) => ({ value: row.value, count: row.count, share: row.count / total }));
}

/**
 * The segments of a vacancy's bar. The API counts four stages; `other` is the rest of the
 * job's applications: applied, shortlisted or rejected.
 */
export const vacancyStages = ['other', 'in_review', 'interview', 'offered', 'hired'] as const;
export type VacancyStage = (typeof vacancyStages)[number];

export type VacancyBar = { jobId: string; title: string; total: number; newInPeriod: number } & Record<VacancyStage, number>;

/** The jobs the vacancies chart can show: it counts live and deactivated ones only. */
export const chartedJobStatuses: readonly JobChoice['status'][] = ['live', 'inactive'];

export function chartableJobs(jobs: JobChoice[]): JobChoice[] {
  return jobs.filter((job) => chartedJobStatuses.includes(job.status));
}

/**
 * A bar per vacancy, most applicants first: the chosen jobs, or without a choice the `limit`
 * jobs with the most applicants (`hidden` says how many more there are).
 */
export function vacancyBars(rows: VacancyApplicants[], chosen: string[], limit: number): { bars: VacancyBar[]; hidden: number } {
  const picked = chosen.length > 0 ? rows.filter((row) => chosen.includes(row.job_id)) : rows;
  const bars = picked
    .map((row) => {
      const staged = row.in_review + row.interview + row.offered + row.hired;
      return {
        jobId: row.job_id,
        title: row.title,
        total: row.applicants,
        newInPeriod: row.new_in_period,
        other: Math.max(0, row.applicants - staged),
        in_review: row.in_review,
        interview: row.interview,
        offered: row.offered,
        hired: row.hired,
      };
    })
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
  if (chosen.length > 0) return { bars, hidden: 0 };
  return { bars: bars.slice(0, limit), hidden: Math.max(0, bars.length - limit) };
}
