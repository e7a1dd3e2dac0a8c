import dayjs, { type Dayjs } from 'dayjs';

/** A period of whole days, both ends included, as the API takes it (YYYY-MM-DD). */
export type Period = { from: string; to: string };

/** The search parameters a period is kept in. */
export type PeriodKeys = { from: string; to: string };

export const DAY = 'YYYY-MM-DD';
/** The API answers periods of at most 366 days. */
export const MAX_DAYS = 366;

const plainKeys: PeriodKeys = { from: 'from', to: 'to' };

/** `text` when it is a real day written YYYY-MM-DD, else undefined. */
export function parseDay(text: string | null | undefined): Dayjs | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = dayjs(text);
  return day.isValid() && day.format(DAY) === text ? day : undefined;
}

/** The `days` days up to and including `today`. */
export function lastDays(days: number, today: Dayjs = dayjs()): Period {
  return { from: today.subtract(days - 1, 'day').format(DAY), to: today.format(DAY) };
}

/** Whether `from`..`to` is a period the API takes: forwards, and at most `MAX_DAYS` long. */
function isPeriod(from: Dayjs | undefined, to: Dayjs | undefined): from is Dayjs {
  return from !== undefined && to !== undefined && !from.isAfter(to) && to.diff(from, 'day') < MAX_DAYS;
}

/**
 * The period in the search parameters `keys` (`?from=&to=` unless told): a missing end is
 * filled in as the API does (`to` today, `from` `days` − 1 days before `to`); a period that does
 * not parse, runs backwards or is longer than the API takes gives the last `days` days.
 */
export function readPeriod(
  params: URLSearchParams,
  { days, today = dayjs(), keys = plainKeys }: { days: number; today?: Dayjs; keys?: PeriodKeys },
): Period {
  const fallback = lastDays(days, today);
  const rawFrom = params.get(keys.from);
  const rawTo = params.get(keys.to);
  if (!rawFrom && !rawTo) return fallback;
  const to = rawTo ? parseDay(rawTo) : today.startOf('day');
  const from = rawFrom ? parseDay(rawFrom) : to?.subtract(days - 1, 'day');
  if (!isPeriod(from, to)) return fallback;
  return { from: from.format(DAY), to: to!.format(DAY) };
}

/** The period in the search parameters `keys` when both ends are there and make one the API takes; else undefined. */
export function readChosenPeriod(params: URLSearchParams, keys: PeriodKeys = plainKeys): Period | undefined {
  const from = parseDay(params.get(keys.from));
  const to = parseDay(params.get(keys.to));
  return isPeriod(from, to) ? { from: from.format(DAY), to: to!.format(DAY) } : undefined;
}

/** `params` with the period written in (or taken out, with null), every other parameter kept. */
export function withPeriod(params: URLSearchParams, period: Period | null, keys: PeriodKeys = plainKeys): URLSearchParams {
  const next = new URLSearchParams(params);
  if (period) {
    next.set(keys.from, period.from);
    next.set(keys.to, period.to);
  } else {
    next.delete(keys.from);
    next.delete(keys.to);
  }
  return next;
}
