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
  /** Active employees in the position (on a past day's chart, then). */
  filled: number;
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
   * The active employees placed in the chart's positions (on a past day's chart, those who held
   * them then). The API always sends it; left out, none are shown.
   */
  employees: OrgChartEmployee[];
};

/** One competency of a position's model: a category of the spec (1..9) and a level of the rating scale (1..levels). */
export type Competency = {
  id: string;
  position_id: string;
  category: number;
  name: string;
  required_level: number;
};

/**
 * The company's rating scale: `levels` (3..10; 5 until it picks a scale) and their names, lowest
 * first (`labels.length === levels`); null labels: the app's own translated names of five.
 */
export type RatingScale = { levels: number; labels: string[] | null };
