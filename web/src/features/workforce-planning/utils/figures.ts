import { formatMoney, formatMoneyRange } from '@/lib/format';
import type { PlanMarketPay, PlanChange, PlanLine, PlanFigures } from '@/types/workforce-planning';

/** The head counts every line, unit and the company have, in the tables' order. */
export const figureFields = ['budget', 'out_of_budget', 'updated_budget', 'staff', 'open_requisitions', 'vacancy', 'over_budget'] as const;

export type FigureField = (typeof figureFields)[number];

/** Shown for a figure that has no value. */
export const NONE = '—';

/** Whole numbers in the reader's language ("1,200", "1 200"). */
export function countFormatter(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (value) => format.format(value);
}

/** An optional amount: "—" without the amount or its currency. */
export function formatOptionalMoney(locale: string, amount?: number | null, currency?: string | null): string {
  return amount == null || !currency ? NONE : formatMoney(locale, amount, currency);
}

/** The benchmark's median, and its middle half for a tooltip; null without enough data. */
export function benchmarkFigures(locale: string, benchmark?: PlanMarketPay | null): { median: string; range: string } | null {
  if (!benchmark) return null;
  return { median: formatMoney(locale, benchmark.median, benchmark.currency), range: formatMoneyRange(locale, benchmark.p25, benchmark.p75, benchmark.currency) };
}

/** How a line's figure is named in a change. */
export type ChangedField = 'budget' | 'out_of_budget' | 'salary_budget';

/** One figure of a change, as shown: its value before and after ("—": none). */
export type FieldChange = { field: ChangedField; from: string; to: string };

/**
 * What a change did, figure by figure: only the figures that changed, each from → to. A line set
 * for the first time shows every figure it was given; a removed line every figure it had. The
 * salary budget carries its currency, and a change of currency alone shows there.
 */
export function fieldChanges(locale: string, change: Pick<PlanChange, 'from' | 'to'>): FieldChange[] {
  const count = countFormatter(locale);
  const shown = (values: PlanFigures | null | undefined, field: ChangedField): string => {
    if (!values) return NONE;
    if (field === 'salary_budget') return formatOptionalMoney(locale, values.salary_budget, values.currency);
    return count(values[field]);
  };
  const fields: ChangedField[] = ['budget', 'out_of_budget', 'salary_budget'];
  return fields
    .map((field) => ({ field, from: shown(change.from, field), to: shown(change.to, field) }))
    .filter(({ from, to }) => from !== to);
}

/** Why a line cannot ask for staff, as a translation key; null when it can. */
export function requestBlocker(line: Pick<PlanLine, 'vacancy' | 'has_job_template'>): string | null {
  if (line.vacancy <= 0) return 'workforcePlanning.why.noVacancy';
  if (!line.has_job_template) return 'workforcePlanning.why.noTemplate';
  return null;
}
