import type { Unit } from '@/types/org';

/** A unit as the grant picker (antd TreeSelect) shows it: its sub-units under it, by name. */
export type UnitTreeNode = {
  value: string;
  title: string;
  kind: Unit['kind'];
  children: UnitTreeNode[];
};

const byName = (a: Unit, b: Unit) => a.name.localeCompare(b.name);

/**
 * The chart's flat list of units as a tree built from `parent_id`. Archived units are left out
 * with everything under them (they cannot be granted); a unit whose parent is not in the list
 * at all is shown at the top rather than lost.
 */
export function unitTree(units: readonly Unit[]): UnitTreeNode[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const childrenOf = new Map<string | null, Unit[]>();
  for (const unit of units) {
    if (unit.archived) continue;
    const parent = unit.parent_id ? byId.get(unit.parent_id) : undefined;
    if (parent?.archived) continue;
    const key = parent ? parent.id : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), unit]);
  }
  const build = (parentId: string | null, seen: Set<string>): UnitTreeNode[] =>
    [...(childrenOf.get(parentId) ?? [])]
      .filter((unit) => !seen.has(unit.id))
      .sort(byName)
      .map((unit) => ({
        value: unit.id,
        title: unit.name,
        kind: unit.kind,
        children: build(unit.id, new Set(seen).add(unit.id)),
      }));
  return build(null, new Set());
}
