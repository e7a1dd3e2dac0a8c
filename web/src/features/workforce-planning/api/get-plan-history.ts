import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { PlanHistory } from '@/types/workforce-planning';
import { planPath } from './get-workforce-plan';

export const getPlanHistory = (period: string) => api.get<PlanHistory>(`${planPath}history/${toQuery({ period })}`);

export const getPlanHistoryQueryOptions = (period: string) =>
  queryOptions({ queryKey: queryKeys.workforcePlan.history(period), queryFn: () => getPlanHistory(period) });

/** The changes of the period's plan, newest first; asked for once `enabled` (the tab is open). */
export function usePlanHistory(period: string, enabled = true) {
  return useQuery({ ...getPlanHistoryQueryOptions(period), enabled });
}
