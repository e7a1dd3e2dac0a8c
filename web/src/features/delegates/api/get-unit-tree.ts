import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Chart } from '@/types/org';
import { unitTree } from '../utils/unit-tree';

export const getCurrentOrgChart = () => api.GET('/api/org/chart/');

/**
 * The units that can be granted, as a tree, from today's chart. The key is the one the org
 * chart screen uses for today's chart without archived units, so they share one cache entry
 * and every change to the structure refreshes the picker.
 */
export const getUnitTreeQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.org.chart, { at: 'now', archived: false }],
    queryFn: getCurrentOrgChart,
    select: (chart: Chart) => unitTree(chart.units),
  });

export function useUnitTree({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getUnitTreeQueryOptions(), enabled });
}
