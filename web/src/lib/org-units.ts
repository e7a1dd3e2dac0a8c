import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Chart, Unit } from '@/types/org';

/** A unit as a tree picker (antd TreeSelect) shows it: its sub-units under it, by name. */
export type OrgUnitNode = { value: string; title: string; children: OrgUnitNode[] };

const byName = (a: Unit, b: Unit) => a.name.localeCompare(b.name);

/**
 * The chart's flat list of units as a tree built from `parent_id`, without archived units (nor
 * what is under them); a unit whose parent is not in the list is shown at the top.
 */
export function orgUnitTree(units: readonly Unit[]): OrgUnitNode[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const childrenOf = new Map<string | null, Unit[]>();
  for (const unit of units) {
    if (unit.archived) continue;
    const parent = unit.parent_id ? byId.get(unit.parent_id) : undefined;
    if (parent?.archived) continue;
    const key = parent ? parent.id : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), unit]);
  }
  const build = (parentId: string | null, seen: Set<string>): OrgUnitNode[] =>
    [...(childrenOf.get(parentId) ?? [])]
      .filter((unit) => !seen.has(unit.id))
      .sort(byName)
      .map((unit) => ({ value: unit.id, title: unit.name, children: build(unit.id, new Set(seen).add(unit.id)) }));
  return build(null, new Set());
}

export const getCurrentOrgChart = () => api.GET('/api/org/chart/');

/**
 * The company's current units as a tree, for the pickers of screens of any area (a delegate's
 * grants, the reports' filter). The key is the one the org chart screen uses for today's chart
 * without archived units, so they share one cache entry and every change to the structure
 * refreshes the picker.
 */
export const getOrgUnitTreeQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.org.chart, { at: 'now', archived: false }],
    queryFn: getCurrentOrgChart,
    select: (chart: Chart) => orgUnitTree(chart.units),
  });

/** `silent`: a refusal shows no toast (a caller who may not read the structure lacks the picker). */
export function useOrgUnitTree({ enabled, silent = false }: { enabled: boolean; silent?: boolean }) {
  return useQuery({ ...getOrgUnitTreeQueryOptions(), enabled, meta: { silent } });
}
