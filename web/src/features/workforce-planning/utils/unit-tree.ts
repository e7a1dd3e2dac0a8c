import type { PlanLine, PlanUnitTotals } from '@/types/workforce-planning';

/** A row of the "By unit" table: a unit's rolled-up figures and the units under it. */
export type PlanUnitNode = PlanUnitTotals & { key: string; children?: PlanUnitNode[] };

/**
 * The plan's flat units as a tree by `parent_id`, in the API's order (by name). A unit whose
 * parent is not in the list is shown at the top rather than lost; a unit without units under
 * it has no `children` (the table shows no expander for it).
 */
export function buildUnitTree(units: readonly PlanUnitTotals[]): PlanUnitNode[] {
  const ids = new Set(units.map((unit) => unit.id));
  const below = new Map<string | null, PlanUnitTotals[]>();
  for (const unit of units) {
    const parent = unit.parent_id != null && ids.has(unit.parent_id) && unit.parent_id !== unit.id ? unit.parent_id : null;
    below.set(parent, [...(below.get(parent) ?? []), unit]);
  }
  const seen = new Set<string>();
  const toNode = (unit: PlanUnitTotals): PlanUnitNode => {
    seen.add(unit.id);
    // A cycle in the data would otherwise never end: a unit is shown once.
    const children = (below.get(unit.id) ?? []).filter((child) => !seen.has(child.id)).map(toNode);
    return { ...unit, key: unit.id, ...(children.length ? { children } : {}) };
  };
  return (below.get(null) ?? []).map(toNode);
}

/** The unit `id` and every unit under it. */
export function unitAndBelow(units: readonly PlanUnitTotals[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const unit of units) {
      if (unit.parent_id != null && found.has(unit.parent_id) && !found.has(unit.id)) {
        found.add(unit.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The lines of positions in unit `unitId` or any unit under it; every line without a unit filter. */
export function linesInUnit(lines: readonly PlanLine[], units: readonly PlanUnitTotals[], unitId: string | undefined): PlanLine[] {
  if (!unitId) return [...lines];
  const inside = unitAndBelow(units, unitId);
  return lines.filter((line) => inside.has(line.unit_id));
}

/** The units as a picker: each name indented under its parent ("Sales", "— EMEA"), in tree order. */
export function unitOptions(units: readonly PlanUnitTotals[]): Array<{ value: string; label: string; depth: number }> {
  const options: Array<{ value: string; label: string; depth: number }> = [];
  const walk = (nodes: PlanUnitNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ value: node.id, label: node.name, depth });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(buildUnitTree(units), 0);
  return options;
}
