import dayjs, { type Dayjs } from 'dayjs';

/** A period of whole days, both ends included, as the chart calls take it (YYYY-MM-DD). */
export type Period = { from: string; to: string };

export const DAY = 'YYYY-MM-DD';
/** Without a choice the charts show the last 30 days, today included (the API's own default). */
export const DEFAULT_DAYS = 30;
/** The API answers periods of at most 366 days. */
export const MAX_DAYS = 366;

/** `text` when it is a real day written YYYY-MM-DD, else undefined. */
export function parseDay(text: string | null): Dayjs | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = dayjs(text);
  return day.isValid() && day.format(DAY) === text ? day : undefined;
}

/** The `days` days up to and including `today`. */
export function lastDays(days: number, today: Dayjs = dayjs()): Period {
  return { from: today.subtract(days - 1, 'day').format(DAY), to: today.format(DAY) };
}

/**
 * The period in `?from=&to=`: a missing end is filled in as the API does (`to` today, `from`
 * 29 days before `to`); a period that does not parse, runs backwards or is longer than the API
 * takes gives the default.
 */
export function readPeriod(params: URLSearchParams, today: Dayjs = dayjs()): Period {
  const fallback = lastDays(DEFAULT_DAYS, today);
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  if (!rawFrom && !rawTo) return fallback;
  const to = rawTo ? parseDay(rawTo) : today.startOf('day');
  const from = rawFrom ? parseDay(rawFrom) : to?.subtract(DEFAULT_DAYS - 1, 'day');
  if (!from || !to || from.isAfter(to) || to.diff(from, 'day') >= MAX_DAYS) return fallback;
  return { from: from.format(DAY), to: to.format(DAY) };
}

/** `params` with the period written in (or taken out, with null), every other parameter kept. */
export function withPeriod(params: URLSearchParams, period: Period | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (period) {
    next.set('from', period.from);
    next.set('to', period.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}
