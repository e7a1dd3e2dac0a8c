import dayjs, { type Dayjs } from 'dayjs';
import { DAY, parseDay, readChosenPeriod, readPeriod, withPeriod, type Period, type PeriodKeys } from '@/lib/period';

/** Without a choice the report covers the last 90 days, today included (the API's own default). */
export const DEFAULT_DAYS = 90;

/** Where the compared period is kept: `?compare_from=&compare_to=`. */
export const compareKeys: PeriodKeys = { from: 'compare_from', to: 'compare_to' };

/** The screen's tabs, in order; the first is shown without `?tab=`. */
export const reportTabs = ['funnel', 'hiring_speed', 'offers', 'interviewers', 'diversity', 'sources'] as const;
export type ReportTab = (typeof reportTabs)[number];
/** The tabs that read a compared period too; the others ignore it. */
export const comparedTabs: readonly ReportTab[] = ['funnel', 'hiring_speed', 'offers'];

/** The days after an interview its evaluation counts as on time: the API's default and bounds. */
export const ON_TIME_DAYS = { min: 0, max: 30 } as const;

/** What a report is asked for, as the URL keeps it (`?tab=&from=&to=&compare_from=&compare_to=&at=&job=&unit=&on_time_days=`). */
export type ReportFilter = {
  /** The tab shown. */
  tab: ReportTab;
  /** The cohort: the applications submitted (offers sent, hires made, interviews held) in these days. */
  period: Period;
  /** A second period, shown beside the first; none unless chosen. */
  compare?: Period;
  /** The day whose end the figures are as of (a past day); today without it. */
  at?: string;
  /** These jobs' figures only; every job in the caller's scope when empty. */
  jobs: string[];
  /** The jobs placed in this org unit or below it only. */
  unit?: string;
  /** The interviewers tab: the days an evaluation counts as on time; the company's setting without it. */
  onTimeDays?: number;
};

/** What one report call takes: a period, the day it is seen as of, the jobs (comma-separated) and a unit. */
export type ReportQuery = Period & { at?: string; job?: string; unit?: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` when it is a day before `today` (YYYY-MM-DD); today or later is "now", as the API takes no `at` for today. */
export function pastDay(text: string | null, today: Dayjs = dayjs()): string | undefined {
  const day = parseDay(text);
  return day && day.isBefore(today, 'day') ? day.format(DAY) : undefined;
}

/** The jobs of the URL: `?job=a&job=b`, or `?job=a,b` as the API takes them; what is not an id is left out, each once. */
export function readJobs(params: URLSearchParams): string[] {
  const ids = params.getAll('job').flatMap((value) => value.split(','));
  return [...new Set(ids.map((id) => id.trim()).filter((id) => uuid.test(id)))];
}

function readOnTimeDays(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const days = Number(text);
  return days >= ON_TIME_DAYS.min && days <= ON_TIME_DAYS.max ? days : undefined;
}

/** The report's filter in the URL; what does not parse is left out (the period falls back to the last 90 days). */
export function readReportFilter(params: URLSearchParams, today: Dayjs = dayjs()): ReportFilter {
  const tab = params.get('tab');
  const unit = params.get('unit') ?? '';
  return {
    tab: reportTabs.find((one) => one === tab) ?? 'funnel',
    period: readPeriod(params, { days: DEFAULT_DAYS, today }),
    compare: readChosenPeriod(params, compareKeys),
    at: pastDay(params.get('at'), today),
    jobs: readJobs(params),
    unit: uuid.test(unit) ? unit : undefined,
    onTimeDays: readOnTimeDays(params.get('on_time_days')),
  };
}

export type ReportChanges = {
  tab?: ReportTab;
  period?: Period;
  compare?: Period | null;
  at?: string | null;
  jobs?: string[];
  unit?: string | null;
  onTimeDays?: number | null;
};

/** `params` with `changes` written in (null, an empty list or a default takes a filter out), every other parameter kept. */
export function withReportChanges(params: URLSearchParams, changes: ReportChanges): URLSearchParams {
  let next = new URLSearchParams(params);
  if (changes.period) next = withPeriod(next, changes.period);
  if (changes.compare !== undefined) next = withPeriod(next, changes.compare, compareKeys);
  const write = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (changes.tab !== undefined) write('tab', changes.tab === 'funnel' ? null : changes.tab);
  write('at', changes.at);
  if (changes.jobs !== undefined) {
    next.delete('job');
    // One parameter per job: a link reads `?job=a&job=b` rather than an escaped comma.
    for (const job of changes.jobs) next.append('job', job);
  }
  write('unit', changes.unit);
  if (changes.onTimeDays !== undefined) {
    write('on_time_days', changes.onTimeDays === null ? null : String(changes.onTimeDays));
  }
  return next;
}

/**
 * The calls of a filter: its period's and, when one is chosen, the compared period's, with the
 * same day, jobs (comma-separated, as the API takes them) and unit.
 */
export function reportQueries({ period, compare, at, jobs, unit }: ReportFilter): { current: ReportQuery; compared?: ReportQuery } {
  const job = jobs.length > 0 ? jobs.join(',') : undefined;
  const shared = { at, job, unit };
  return { current: { ...period, ...shared }, compared: compare && { ...compare, ...shared } };
}

const days = (period: Period) => dayjs(period.to).diff(dayjs(period.from), 'day') + 1;

/** The period of as many days that ends the day before `period` starts: what "compare with the previous period" means. */
export function previousPeriod(period: Period): Period {
  const to = dayjs(period.from).subtract(1, 'day');
  return { from: to.subtract(days(period) - 1, 'day').format(DAY), to: to.format(DAY) };
}

/** The same days a year earlier. */
export function yearBefore(period: Period): Period {
  return { from: dayjs(period.from).subtract(1, 'year').format(DAY), to: dayjs(period.to).subtract(1, 'year').format(DAY) };
}
