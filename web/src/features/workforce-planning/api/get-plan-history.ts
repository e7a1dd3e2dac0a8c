import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getPlanHistory = (period: string) => api.GET('/api/org/workforce-planning/history/', { query: { period } });

export const getPlanHistoryQueryOptions = (period: string) =>
  queryOptions({ queryKey: queryKeys.workforcePlan.history(period), queryFn: () => getPlanHistory(period) });

/** The changes of the period's plan, newest first; asked for once `enabled` (the tab is open). */
export function usePlanHistory(period: string, enabled = true) {
  return useQuery({ ...getPlanHistoryQueryOptions(period), enabled });
}
