// The org structure (docs/api-org-contract.md): units nest department → division → sub_division,
// positions belong to a unit of any kind.

import type { EmployeeRole } from './api';

export type UnitKind = 'department' | 'division' | 'sub_division';

export type OrgUnit = {
  id: string;
  kind: UnitKind;
  name: string;
  /** A department has none; a division's is a department, a sub-division's a division. */
  parent_id: string | null;
  archived: boolean;
};

export type OrgPosition = {
  id: string;
  unit_id: string;
  title: string;
  /** Budgeted places. */
  head_count: number;
  /** Active employees in the position; null on a past day's chart (who sat where is not kept). */
  filled: number | null;
  archived: boolean;
};

/** An active employee placed in a position of the chart. */
export type OrgChartEmployee = {
  id: string;
  name: string;
  role: EmployeeRole;
  position_id: string;
};

/** The structure as of the end of day `at` (YYYY-MM-DD), or now when null. */
export type OrgChart = {
  at: string | null;
  units: OrgUnit[];
  positions: OrgPosition[];
  /**
   * The active employees placed in the chart's positions; null on a past day's chart (who sat
   * where is not kept as history). The API always sends it; left out, none are shown.
   */
  employees?: OrgChartEmployee[] | null;
};

/** One competency of a position's model: a category of the spec (1..9) and a level of the rating scale (1..5). */
export type Competency = {
  id: string;
  position_id: string;
  category: number;
  name: string;
  required_level: number;
};

/** The company's names for the rating scale's levels 1..5, lowest first; null: the app's own translated names. */
export type RatingScale = { labels: string[] | null };
