import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `at`: the end of that day (YYYY-MM-DD, UTC), or now; `archived`: include archived units and positions. */
export type OrgChartFilter = { at?: string; archived?: boolean };

export const getOrgChart = ({ at, archived }: OrgChartFilter) =>
  api.GET('/api/org/chart/', { query: { at, archived: archived ? true : undefined } });

export const getOrgChartQueryOptions = ({ at, archived = false }: OrgChartFilter) =>
  queryOptions({
    queryKey: [...queryKeys.org.chart, { at: at ?? 'now', archived }],
    queryFn: () => getOrgChart({ at, archived }),
    placeholderData: keepPreviousData,
  });

export function useOrgChart(filter: OrgChartFilter) {
  return useQuery(getOrgChartQueryOptions(filter));
}
