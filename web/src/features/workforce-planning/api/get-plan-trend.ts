import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getPlanTrend = (period: string) => api.GET('/api/org/workforce-planning/trend/', { query: { period } });

export const getPlanTrendQueryOptions = (period: string) =>
  queryOptions({ queryKey: queryKeys.workforcePlan.trend(period), queryFn: () => getPlanTrend(period) });

/** The company's plan against actual over the period; asked for once `enabled` (the tab is open). */
export function usePlanTrend(period: string, enabled = true) {
  return useQuery({ ...getPlanTrendQueryOptions(period), enabled });
}
