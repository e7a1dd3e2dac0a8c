import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { positionChoices } from '../utils/position-choices';

export const getCurrentOrgChart = () => api.GET('/api/org/chart/');

/**
 * The positions an employee can be placed in, from today's chart. The key is the one the org
 * chart screen uses for today's chart without archived units, so both share one cache entry
 * and every change to the structure refreshes the picker.
 */
export const getPositionChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.org.chart, { at: 'now', archived: false }],
    queryFn: getCurrentOrgChart,
    select: positionChoices,
  });

export function usePositionChoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getPositionChoicesQueryOptions(), enabled });
}
