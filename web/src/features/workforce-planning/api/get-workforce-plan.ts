import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { WorkforcePlan } from '@/types/workforce-planning';

/** `period`: `2026` or `2026-Q3`; `at`: the plan as of the end of that day (YYYY-MM-DD), or now. */
export type PlanFilter = { period: string; at?: string };

export const planPath = '/api/org/workforce-planning/';

export const getWorkforcePlan = ({ period, at }: PlanFilter) => api.get<WorkforcePlan>(`${planPath}${toQuery({ period, at })}`);

export const getWorkforcePlanQueryOptions = ({ period, at }: PlanFilter) =>
  queryOptions({
    queryKey: queryKeys.workforcePlan.plan(period, at),
    queryFn: () => getWorkforcePlan({ period, at }),
    placeholderData: keepPreviousData,
  });

export function useWorkforcePlan(filter: PlanFilter) {
  return useQuery(getWorkforcePlanQueryOptions(filter));
}
