// The workforce plan (docs/api-workforce-planning-contract.md): per period (a year or a quarter),
// one line per position of the org structure, rolled up by unit and for the whole company.

import type { UnitKind } from './org';

/** The head counts every line, unit and the company have. */
export type PlanFigures = {
  /** Budgeted head count for the period. */
  budget: number;
  /** Approved beyond the budget during the period. */
  out_of_budget: number;
  /** `budget + out_of_budget`. */
  updated_budget: number;
  /** Active employees at the position and applicants hired into its jobs. */
  staff: number;
  /** Openings not yet filled in the position's open jobs. */
  open_requisitions: number;
  /** `max(0, updated_budget − staff − open_requisitions)`. */
  vacancy: number;
  /** `max(0, staff − updated_budget)`. */
  over_budget: number;
};

/** The salary benchmark of a line's title, in its currency; null with too few data points. */
export type PlanBenchmark = { count: number; p25: number; median: number; p75: number; currency: string };

export type PlanLine = PlanFigures & {
  position_id: string;
  title: string;
  unit_id: string;
  /** False until a figure was set for the period. */
  planned: boolean;
  /** The yearly pay budget of the line. */
  salary_budget: number | null;
  currency: string | null;
  /** `salary_budget / updated_budget`, rounded, when both are set. */
  budget_per_head: number | null;
  benchmark: PlanBenchmark | null;
  has_job_template: boolean;
  changed_at: string | null;
  changed_by: { id: string; name: string } | null;
};

/** A unit's figures: its own positions and every unit under it. */
export type PlanUnit = PlanFigures & { id: string; kind: UnitKind; name: string; parent_id: string | null };

export type WorkforcePlan = {
  /** `2026` or `2026-Q3`. */
  period: string;
  starts_on: string;
  ends_on: string;
  /** The day the plan is shown as of (YYYY-MM-DD), or null: now. */
  at: string | null;
  lines: PlanLine[];
  units: PlanUnit[];
  total: PlanFigures;
};

/** What a change sets on a line. */
export type PlanLineValues = { budget: number; out_of_budget: number; salary_budget: number | null; currency: string | null };

/** One change of the plan: `from` null when the line was first set, `to` null when it was removed. */
export type PlanChange = {
  at: string;
  by: { id: string; name: string } | null;
  position_id: string;
  title: string;
  from: PlanLineValues | null;
  to: PlanLineValues | null;
};

export type PlanHistory = { changes: PlanChange[] };

/** The company's plan against actual at the end of a week (quarter) or month (year). */
export type PlanTrendPoint = { on: string; updated_budget: number; staff: number; open_requisitions: number; vacancy: number };

export type PlanTrend = { points: PlanTrendPoint[] };
