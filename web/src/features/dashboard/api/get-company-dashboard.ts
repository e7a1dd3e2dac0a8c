import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

export type CompanyDashboard = Schema<'CompanyDashboard'>;

/** The hiring figures as of the end of day `at` (YYYY-MM-DD), or now. */
export const getCompanyDashboard = (at?: string) => api.GET('/api/jobs/dashboard', { query: { at } });

export const getCompanyDashboardQueryOptions = (at?: string) =>
  queryOptions({
    queryKey: [...queryKeys.companyDashboard, at ?? 'now'],
    queryFn: () => getCompanyDashboard(at),
    placeholderData: keepPreviousData,
  });

export function useCompanyDashboard(at: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getCompanyDashboardQueryOptions(at), enabled });
}
