import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** A plan's period: a year, or a quarter of it (1..4). */
export type Period = { year: number; quarter: number | null };

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const PERIOD = /^(\d{4})(?:-Q([1-4]))?$/;

/** `2026` or `2026-Q3` (as the API takes it), with a year of 2000..2100; null otherwise. */
export function parsePeriod(text: string | null | undefined): Period | null {
  const match = PERIOD.exec(text?.trim() ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return { year, quarter: match[2] ? Number(match[2]) : null };
}

/** The API's text of a period: `2026` or `2026-Q3`. */
export function formatPeriod({ year, quarter }: Period): string {
  return quarter ? `${year}-Q${quarter}` : String(year);
}

/** The quarter `day` falls in (the API's default period). */
export function quarterOf(day: Date): Period {
  return { year: day.getFullYear(), quarter: Math.floor(day.getMonth() / 3) + 1 };
}

/** The period of `?period=`, or the current quarter when it is missing or not one. */
export function periodFromSearch(value: string | null, today: Date = new Date()): string {
  const period = parsePeriod(value);
  return formatPeriod(period ?? quarterOf(today));
}

/**
 * The periods to pick from around `selected`: the year before, its year and that year's four
 * quarters, the year after (within 2000..2100). Moving to another year shows its quarters.
 */
export function periodChoices(selected: string): string[] {
  const period = parsePeriod(selected);
  if (!period) return [];
  const { year } = period;
  const choices: string[] = [];
  if (year > MIN_YEAR) choices.push(String(year - 1));
  choices.push(String(year), ...[1, 2, 3, 4].map((quarter) => formatPeriod({ year, quarter })));
  if (year < MAX_YEAR) choices.push(String(year + 1));
  return choices;
}

const roman = ['I', 'II', 'III', 'IV'];

/** "2026", or "Q3 2026" in the reader's language (some name quarters in Roman numerals: "III кв. 2026"). */
export function periodLabel(t: TFunction, text: string): string {
  const period = parsePeriod(text);
  if (!period) return text;
  const { year, quarter } = period;
  return quarter ? t('workforcePlanning.quarter', { quarter, roman: roman[quarter - 1], year }) : String(year);
}

const DAY = 'YYYY-MM-DD';

/** `?at=` when it names a day before today: the plan as of then, read-only. Today and later are the live plan. */
export function pastDay(value: string | null, today: Date = new Date()): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = dayjs(value);
  return day.isValid() && day.format(DAY) === value && day.isBefore(dayjs(today), 'day') ? value : undefined;
}
