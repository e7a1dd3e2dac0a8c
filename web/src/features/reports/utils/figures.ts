import { formatMoney } from '@/lib/format';
import type { CohortStage, Funnel } from '@/types/reports';

/** The colours of the period's series and of the compared one, in the chart and its key. */
export const seriesColors = { current: '#1d4ed8', compared: '#fa8c16' } as const;

/** Shown where a figure has no value (no application left the stage, nobody was hired). */
export const NONE = '—';

/** Days with one decimal in the reader's language ("2.5", "2,5"); a dash without a value. */
export function formatDays(days: number | null | undefined, locale: string): string {
  if (days == null) return NONE;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(days);
}

/** A share (0..1) as a percentage with one decimal ("50.0%"); a dash without a value. */
export function formatShare(share: number | null | undefined, locale: string): string {
  if (share == null) return NONE;
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A stage of the funnel: the period's figures and, when a period is compared, that period's. */
export type StageRow = { status: string; current: CohortStage; compared?: CohortStage };

/** A row per stage, in the API's order; the compared funnel's stage is the one of the same status. */
export function stageRows(current: Funnel, compared?: Funnel): StageRow[] {
  return current.stages.map((stage) => ({
    status: stage.status.value,
    current: stage,
    compared: compared?.stages.find((other) => other.status.value === stage.status.value),
  }));
}

/** Whether there is nothing to show: no application in the period (nor in the compared one). */
export function isEmpty(current: Funnel, compared?: Funnel): boolean {
  return current.applications === 0 && (compared?.applications ?? 0) === 0;
}

/** An average rating with one or two decimals ("3.0", "2.75"); a dash without a value. */
export function formatRating(rating: number | null | undefined, locale: string): string {
  if (rating == null) return NONE;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(rating);
}

/** Where an interviewer's ratings stand against the panel's. */
export type Leaning = 'above' | 'below' | 'same';

/** The gap between what an interviewer gave and the panel's average, with its sign ("+0.5", "−0.25", "0.0"); none without both. */
export function ratingDifference(
  given: number | null | undefined,
  panel: number | null | undefined,
  locale: string,
): { text: string; leaning: Leaning } | undefined {
  if (given == null || panel == null) return undefined;
  // Rounded as shown, so a gap that reads "0.0" is not called above or below.
  const gap = Math.round((given - panel) * 100) / 100;
  const leaning: Leaning = gap > 0 ? 'above' : gap < 0 ? 'below' : 'same';
  const size = formatRating(Math.abs(gap), locale);
  return { text: leaning === 'above' ? `+${size}` : leaning === 'below' ? `\u2212${size}` : size, leaning };
}

/** A count and its share of `total` ("3 (75.0%)"); the count alone when the total is zero. */
export function formatCountOf(count: number, total: number, locale: string): string {
  return total > 0 ? `${count} (${formatShare(count / total, locale)})` : String(count);
}

/** An amount in its currency, the app's one way (`lib/format`); a dash without a value. */
export function formatOptionalMoney(amount: number | null | undefined, currency: string, locale: string): string {
  return amount == null ? NONE : formatMoney(locale, amount, currency);
}

/** A month of the API (`YYYY-MM`, UTC) as the reader's language names it ("Jan 2026", "янв. 2026 г."). */
export function formatMonth(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** Rows keyed by a name (a currency) from a period's list and the compared period's: every key of either, the period's first. */
export function pairRows<T>(current: readonly T[], compared: readonly T[] | undefined, key: (item: T) => string): { key: string; current?: T; compared?: T }[] {
  const keys = [...new Set([...current, ...(compared ?? [])].map(key))];
  return keys.map((name) => ({ key: name, current: current.find((item) => key(item) === name), compared: compared?.find((item) => key(item) === name) }));
}
