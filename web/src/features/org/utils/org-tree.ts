import { paths } from '@/config/paths';
import { isUnitKind, type UnitKind } from '@/lib/unit-kinds';
import type { ChartEmployee, Position, Unit } from '@/types/org';

/** Employees in positions against budgeted places. */
export type Totals = { filled: number; headCount: number };

export type UnitNode = {
  key: string;
  unit: Unit;
  /** The unit's own positions, by title. */
  positions: Position[];
  /** The people in each of the unit's own positions (by position id), by name. */
  employees: ReadonlyMap<string, ChartEmployee[]>;
  /** Sub-units, by name. */
  children: UnitNode[];
  /** Own positions and every unit below, rolled up; archived ones left out. */
  totals: Totals;
  /** Archived, or under an archived unit: shown greyed. */
  inactive: boolean;
};

const parentKinds: Record<UnitKind, UnitKind | null> = {
  department: null,
  division: 'department',
  sub_division: 'division',
};

const childKinds: Record<UnitKind, UnitKind | null> = {
  department: 'division',
  division: 'sub_division',
  sub_division: null,
};

/** The kind a unit of `kind` hangs under: null for a department, or a kind this app does not know (shown at the top). */
export const parentKind = (kind: string): UnitKind | null => (isUnitKind(kind) ? parentKinds[kind] : null);
/** The kind a unit of `kind` can have below it: null for a sub-division, or a kind this app does not know. */
export const childKind = (kind: string): UnitKind | null => (isUnitKind(kind) ? childKinds[kind] : null);

export const unitKey = (id: string) => `unit:${id}`;
export const positionKey = (id: string) => `position:${id}`;
export const employeeKey = (id: string) => `employee:${id}`;

/** The employees screen, focused on one of them. */
export const employeeHref = (id: string) => `${paths.employees.getHref()}?employee=${encodeURIComponent(id)}`;

const byName = (a: Unit, b: Unit) => a.name.localeCompare(b.name);
const byTitle = (a: Position, b: Position) => a.title.localeCompare(b.title);
const byPersonName = (a: ChartEmployee, b: ChartEmployee) => a.name.localeCompare(b.name);
const noEmployees: ReadonlyMap<string, ChartEmployee[]> = new Map();

const add = (a: Totals, b: Totals): Totals => ({ filled: a.filled + b.filled, headCount: a.headCount + b.headCount });
const none: Totals = { filled: 0, headCount: 0 };

/**
 * The chart's flat lists as a tree: departments → divisions → sub-divisions, each with its
 * positions (and the employees in them) and its totals rolled up from everything below it. A
 * unit whose parent is not in the list (or of the wrong kind) is shown at the top rather than
 * lost; an employee whose position is not in the list is left out.
 */
export function buildOrgTree(
  units: Unit[],
  positions: Position[],
  employees: readonly ChartEmployee[] = [],
): UnitNode[] {
  const ids = new Map(units.map((unit) => [unit.id, unit]));
  const hasParent = (unit: Unit) => {
    const parent = unit.parent_id ? ids.get(unit.parent_id) : undefined;
    return parent !== undefined && parent.kind === parentKind(unit.kind);
  };
  const childrenOf = new Map<string, Unit[]>();
  for (const unit of units) {
    if (!hasParent(unit)) continue;
    const siblings = childrenOf.get(unit.parent_id!) ?? [];
    siblings.push(unit);
    childrenOf.set(unit.parent_id!, siblings);
  }
  const positionsOf = new Map<string, Position[]>();
  for (const position of positions) {
    const list = positionsOf.get(position.unit_id) ?? [];
    list.push(position);
    positionsOf.set(position.unit_id, list);
  }
  const unitOf = new Map(positions.map((position) => [position.id, position.unit_id]));
  const employeesOf = new Map<string, Map<string, ChartEmployee[]>>();
  for (const employee of employees) {
    const unitId = unitOf.get(employee.position_id);
    if (unitId === undefined) continue;
    const byPosition = employeesOf.get(unitId) ?? new Map<string, ChartEmployee[]>();
    const list = byPosition.get(employee.position_id) ?? [];
    list.push(employee);
    byPosition.set(employee.position_id, list);
    employeesOf.set(unitId, byPosition);
  }
  for (const byPosition of employeesOf.values()) for (const list of byPosition.values()) list.sort(byPersonName);

  const build = (unit: Unit, underArchived: boolean): UnitNode => {
    const inactive = underArchived || unit.archived;
    const own = [...(positionsOf.get(unit.id) ?? [])].sort(byTitle);
    const children = [...(childrenOf.get(unit.id) ?? [])].sort(byName).map((child) => build(child, inactive));
    const ownTotals = own
      .filter((position) => !position.archived)
      .reduce<Totals>((sum, position) => add(sum, { filled: position.filled, headCount: position.head_count }), none);
    const totals = children.filter((child) => !child.unit.archived).reduce((sum, child) => add(sum, child.totals), ownTotals);
    const people = employeesOf.get(unit.id) ?? noEmployees;
    return { key: unitKey(unit.id), unit, positions: own, employees: people, children, totals, inactive };
  };

  return units
    .filter((unit) => !hasParent(unit))
    .sort(byName)
    .map((unit) => build(unit, false));
}

export type ChartSummary = Totals & { units: number; positions: number };

/** The whole company: units and positions in the chart and their places, archived ones left out. */
export function chartSummary(roots: UnitNode[]): ChartSummary {
  const live = (nodes: UnitNode[]): UnitNode[] =>
    nodes.filter((node) => !node.unit.archived).flatMap((node) => [node, ...live(node.children)]);
  const nodes = live(roots);
  return {
    ...roots.filter((root) => !root.unit.archived).reduce((sum, root) => add(sum, root.totals), none),
    units: nodes.length,
    positions: nodes.reduce((count, node) => count + node.positions.filter((position) => !position.archived).length, 0),
  };
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The tree narrowed to units, positions and people whose name contains `query` (ignoring case),
 * with their ancestors. A unit that matches keeps everything below it, a position that matches
 * all its people; a person who matches keeps their position with the people who match only.
 * The totals stay those of the whole unit. An empty query keeps the tree as it is.
 */
export function filterOrgTree(roots: UnitNode[], query: string): UnitNode[] {
  const wanted = normalise(query);
  if (!wanted) return roots;
  const matches = (text: string) => normalise(text).includes(wanted);
  const narrow = (node: UnitNode): UnitNode | null => {
    if (matches(node.unit.name)) return node;
    const employees = new Map<string, ChartEmployee[]>();
    const positions = node.positions.filter((position) => {
      const everyone = node.employees.get(position.id) ?? [];
      const people = matches(position.title) ? everyone : everyone.filter((employee) => matches(employee.name));
      if (people.length) employees.set(position.id, people);
      return people.length > 0 || matches(position.title);
    });
    const children = node.children.map(narrow).filter((child): child is UnitNode => child !== null);
    return positions.length || children.length ? { ...node, positions, employees, children } : null;
  };
  return roots.map(narrow).filter((node): node is UnitNode => node !== null);
}

/** The keys of every unit in the tree (to expand it all). */
export function unitKeys(roots: UnitNode[]): string[] {
  return roots.flatMap((node) => [node.key, ...unitKeys(node.children)]);
}

/** How many lines the tree has when all is open: units, positions and people. */
export function nodeCount(roots: UnitNode[]): number {
  return roots.reduce((count, node) => {
    let own = 1 + node.positions.length;
    for (const list of node.employees.values()) own += list.length;
    return count + own + nodeCount(node.children);
  }, 0);
}

/** The keys of every node that opens: the units, and the positions with people in them. */
export function expandableKeys(roots: UnitNode[]): string[] {
  return roots.flatMap((node) => [
    node.key,
    ...node.positions.filter((position) => node.employees.get(position.id)?.length).map((position) => positionKey(position.id)),
    ...expandableKeys(node.children),
  ]);
}

export type UnitSummary = { subUnits: number; positions: number; employees: number };

/** What is in a unit and every unit below it, archived units and positions left out. */
export function unitSummary(node: UnitNode): UnitSummary {
  const positions = node.positions.filter((position) => !position.archived);
  const own: UnitSummary = {
    subUnits: 0,
    positions: positions.length,
    employees: positions.reduce((count, position) => count + (node.employees.get(position.id)?.length ?? 0), 0),
  };
  return node.children
    .filter((child) => !child.unit.archived)
    .map(unitSummary)
    .reduce(
      (sum, below) => ({
        subUnits: sum.subUnits + 1 + below.subUnits,
        positions: sum.positions + below.positions,
        employees: sum.employees + below.employees,
      }),
      own,
    );
}

/** The unit with this id anywhere in the tree, or null. */
export function findUnitNode(roots: UnitNode[], id: string | null): UnitNode | null {
  if (!id) return null;
  for (const node of roots) {
    if (node.unit.id === id) return node;
    const below = findUnitNode(node.children, id);
    if (below) return below;
  }
  return null;
}

/**
 * Where a unit may move: a unit of its parent's kind other than its current parent, neither
 * archived nor under an archived unit (a division to another department, a sub-division to
 * another division). Departments do not move.
 */
export function moveTargets(units: Unit[], unit: Unit): Unit[] {
  const kind = parentKind(unit.kind);
  if (!kind) return [];
  const ids = new Map(units.map((candidate) => [candidate.id, candidate]));
  const live = (candidate: Unit | undefined): boolean =>
    !candidate || (!candidate.archived && live(candidate.parent_id ? ids.get(candidate.parent_id) : undefined));
  return units
    .filter((candidate) => candidate.kind === kind && candidate.id !== unit.parent_id && live(candidate))
    .sort(byName);
}

/** "Sales › EMEA": a unit with the names above it, to tell alike names apart in a list. */
export function unitPath(units: Unit[], unit: Unit): string {
  const ids = new Map(units.map((candidate) => [candidate.id, candidate]));
  const names = [unit.name];
  for (let parent = unit.parent_id ? ids.get(unit.parent_id) : undefined; parent && names.length < 3; ) {
    names.unshift(parent.name);
    parent = parent.parent_id ? ids.get(parent.parent_id) : undefined;
  }
  return names.join(' › ');
}
