// The workforce plan (docs/api-workforce-planning-contract.md): per period (a year or a quarter),
// one line per position of the org structure, rolled up by unit and for the whole company.
import type { Schema } from './schema';

/** The head counts every line, unit and the company have. */
export type PlanTotals = Schema<'PlanTotals'>;
/** The salary benchmark of a line's title, in its currency; null with too few data points. */
export type PlanMarketPay = Schema<'PlanMarketPay'>;
export type PlanLine = Schema<'PlanLine'>;
/** A unit's figures: its own positions and every unit under it. */
export type PlanUnitTotals = Schema<'PlanUnitTotals'>;
export type Plan = Schema<'Plan'>;
/** What a change sets on a line. */
export type PlanFigures = Schema<'PlanFigures'>;
/** One change of the plan: `from` null when the line was first set, `to` null when it was removed. */
export type PlanChange = Schema<'PlanChange'>;
export type PlanHistory = Schema<'PlanHistory'>;
/** The company's plan against actual at the end of a week (quarter) or month (year). */
export type PlanTrend = Schema<'PlanTrend'>;
