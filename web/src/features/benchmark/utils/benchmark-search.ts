import { formatMoney, formatMoneyRange } from '@/lib/format';
import { DEFAULT_CURRENCY } from '@/lib/lists';
import type { SearchSchema, SearchState } from '@/lib/search-params';
import type { SalaryBenchmark } from '@/types/benchmark';

/** The benchmark's filters as kept in the URL; the names are the API's query parameters. */
export const benchmarkSearch = {
  title: 'text',
  category: 'text',
  job_level: 'number',
  location: 'text',
  employment_type: 'text',
  currency: 'text',
} as const satisfies SearchSchema;

export type BenchmarkSearch = SearchState<typeof benchmarkSearch>;

/** What is asked of the API: the filters (no page), in AZN unless another currency is chosen. */
export type BenchmarkFilter = Omit<BenchmarkSearch, 'page' | 'currency'> & { currency: string };

export function benchmarkFilter({ page: _page, ...filters }: BenchmarkSearch): BenchmarkFilter {
  return { ...filters, currency: filters.currency ?? DEFAULT_CURRENCY };
}

/** Where an amount sits against the middle half of the market. */
export type MarketPosition = 'below' | 'within' | 'above';

export function marketPosition(amount: number, p25: number, p75: number): MarketPosition {
  if (amount < p25) return 'below';
  if (amount > p75) return 'above';
  return 'within';
}

/** Amounts and ranges of amounts in one currency. */
export type MoneyFormat = { amount: (value: number) => string; range: (min: number, max: number) => string };

/** The answer's money in the reader's language, the app's one way (`lib/format`). */
export function moneyFormatter(locale: string, currency: string): MoneyFormat {
  return { amount: (value) => formatMoney(locale, value, currency), range: (min, max) => formatMoneyRange(locale, min, max, currency) };
}

/** The market's figures of an answer, in its currency. */
export type BenchmarkFigures = { count: number; p25: number; median: number; p75: number; min: number; max: number };

/**
 * The figures of a sufficient answer; null with too few data points, when the server sends none
 * (and an answer missing any figure is read the same way rather than shown half).
 */
export function benchmarkFigures({ sufficient, count, p25, median, p75, min, max }: SalaryBenchmark): BenchmarkFigures | null {
  if (!sufficient || count == null || p25 == null || median == null || p75 == null || min == null || max == null) return null;
  return { count, p25, median, p75, min, max };
}
