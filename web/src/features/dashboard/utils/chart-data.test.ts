import { describe, expect, it } from 'vitest';
import { applicationStatuses } from '@/lib/application-status';
import type { StatusCount, VacancyApplicants } from '@/types/jobs';
import { chartableJobs, dailySeries, hireRatePercent, statusSlices, totalHired, vacancyBars } from './chart-data';

const byStatus = (counts: Partial<Record<(typeof applicationStatuses)[number], number>>): StatusCount[] =>
  applicationStatuses.map((value, status) => ({ status, value, count: counts[value] ?? 0 }));

const vacancy = (job_id: string, title: string, stages: Partial<VacancyApplicants> = {}): VacancyApplicants => ({
  job_id,
  title,
  status: 'live',
  applicants: 0,
  in_review: 0,
  interview: 0,
  offered: 0,
  hired: 0,
  new_in_period: 0,
  ...stages,
});

describe('dailySeries', () => {
  it('given the per-day answer, when shaped, then keeps a point per day with both series', () => {
    const days = [
      { day: '2026-03-01', applications: 2, hired: 0 },
      { day: '2026-03-02', applications: 0, hired: 1 },
    ];
    expect(dailySeries(days)).toEqual(days);
  });
});

describe('totalHired', () => {
  it('given hires on several days, when summed, then is the period total', () => {
    expect(totalHired([{ day: '2026-03-01', applications: 3, hired: 1 }, { day: '2026-03-02', applications: 0, hired: 2 }])).toBe(3);
  });
});

describe('hireRatePercent', () => {
  it('given a rate, when shown, then is a percentage with one decimal', () => {
    expect(hireRatePercent(1 / 3)).toBe(33.3);
  });

  it('given no rate (no applications), when shown, then is null', () => {
    expect(hireRatePercent(null)).toBeNull();
  });
});

describe('statusSlices', () => {
  it('given every status with zeros among them, when shaped, then keeps those with applications and their shares', () => {
    expect(statusSlices(byStatus({ applied: 2, interview: 1, hired: 1 }))).toEqual([
      { value: 'applied', count: 2, share: 0.5 },
      { value: 'interview', count: 1, share: 0.25 },
      { value: 'hired', count: 1, share: 0.25 },
    ]);
  });

  it('given statuses out of order, when shaped, then follows the pipeline', () => {
    const reversed = [...byStatus({ applied: 1, offered: 1 })].reverse();
    expect(statusSlices(reversed).map((slice) => slice.value)).toEqual(['applied', 'offered']);
  });

  it('given no applications, when shaped, then has no slice', () => {
    expect(statusSlices(byStatus({}))).toEqual([]);
  });
});

describe('chartableJobs', () => {
  it('given jobs of every status, when filtered, then keeps the live and deactivated ones', () => {
    const jobs = (['draft', 'live', 'inactive', 'closed', 'requested'] as const).map((status) => ({ id: status, title: status, status }));
    expect(chartableJobs(jobs).map((job) => job.id)).toEqual(['live', 'inactive']);
  });
});

describe('vacancyBars', () => {
  it('given a job, when shaped, then its other segment is the applications outside the four counted stages', () => {
    const { bars } = vacancyBars([vacancy('j1', 'Analyst', { applicants: 10, in_review: 2, interview: 1, offered: 1, hired: 1, new_in_period: 4 })], [], 15);
    expect(bars).toEqual([
      { jobId: 'j1', title: 'Analyst', total: 10, newInPeriod: 4, other: 5, in_review: 2, interview: 1, offered: 1, hired: 1 },
    ]);
  });

  it('given several jobs, when shaped, then puts the most applicants first', () => {
    const { bars } = vacancyBars([vacancy('a', 'A', { applicants: 1 }), vacancy('b', 'B', { applicants: 3 })], [], 15);
    expect(bars.map((bar) => bar.jobId)).toEqual(['b', 'a']);
  });

  it('given more jobs than the limit and no choice, when shaped, then keeps the busiest and counts the rest', () => {
    const rows = [vacancy('a', 'A', { applicants: 1 }), vacancy('b', 'B', { applicants: 3 }), vacancy('c', 'C', { applicants: 2 })];
    const { bars, hidden } = vacancyBars(rows, [], 2);
    expect(bars.map((bar) => bar.jobId)).toEqual(['b', 'c']);
    expect(hidden).toBe(1);
  });

  it('given chosen jobs, when shaped, then shows only and all of them', () => {
    const rows = [vacancy('a', 'A', { applicants: 1 }), vacancy('b', 'B', { applicants: 3 }), vacancy('c', 'C', { applicants: 2 })];
    expect(vacancyBars(rows, ['a', 'c'], 1)).toEqual({ bars: [expect.objectContaining({ jobId: 'c' }), expect.objectContaining({ jobId: 'a' })], hidden: 0 });
  });
});
