import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { PlanTrend } from '@/types/workforce-planning';
import { planPath } from './get-workforce-plan';

export const getPlanTrend = (period: string) => api.get<PlanTrend>(`${planPath}trend/${toQuery({ period })}`);

export const getPlanTrendQueryOptions = (period: string) =>
  queryOptions({ queryKey: queryKeys.workforcePlan.trend(period), queryFn: () => getPlanTrend(period) });

/** The company's plan against actual over the period; asked for once `enabled` (the tab is open). */
export function usePlanTrend(period: string, enabled = true) {
  return useQuery({ ...getPlanTrendQueryOptions(period), enabled });
}
