import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `period`: `2026` or `2026-Q3`; `at`: the plan as of the end of that day (YYYY-MM-DD), or now. */
export type PlanFilter = { period: string; at?: string };

/** The plan as a file (`format=csv|xlsx`), with the same filter. */
export const exportWorkforcePlan = ({ period, at }: PlanFilter, format: ExportFormat) =>
  api.GET_RESPONSE('/api/org/workforce-planning/export/', { query: { period, at, format } });

export const getWorkforcePlan = ({ period, at }: PlanFilter) => api.GET('/api/org/workforce-planning/', { query: { period, at } });

export const getWorkforcePlanQueryOptions = ({ period, at }: PlanFilter) =>
  queryOptions({
    queryKey: queryKeys.workforcePlan.plan(period, at),
    queryFn: () => getWorkforcePlan({ period, at }),
    placeholderData: keepPreviousData,
  });

export function useWorkforcePlan(filter: PlanFilter) {
  return useQuery(getWorkforcePlanQueryOptions(filter));
}
