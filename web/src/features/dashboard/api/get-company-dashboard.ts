import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { Schema } from '@/types/schema';

/**
 * Stopgap (issue 38): the OpenAPI document has `JobCount.by_status` as an untyped object; it is
 * the job's applications per status id. Once api.gen.ts types it, this is `CompanyDashboard`.
 */
export type CompanyDashboardData = Omit<Schema<'CompanyDashboard'>, 'by_job'> & {
  by_job: Array<Omit<Schema<'JobCount'>, 'by_status'> & { by_status: Partial<Record<string, number>> }>;
};

/** The hiring figures as of the end of day `at` (YYYY-MM-DD), or now. */
export const getCompanyDashboard = (at?: string) => api.get<CompanyDashboardData>(`/api/jobs/dashboard${toQuery({ at })}`);

export const getCompanyDashboardQueryOptions = (at?: string) =>
  queryOptions({
    queryKey: [...queryKeys.companyDashboard, at ?? 'now'],
    queryFn: () => getCompanyDashboard(at),
    placeholderData: keepPreviousData,
  });

export function useCompanyDashboard(at: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getCompanyDashboardQueryOptions(at), enabled });
}
