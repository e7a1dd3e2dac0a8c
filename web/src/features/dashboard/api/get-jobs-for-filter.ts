import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The caller's jobs (at most 500, newest first), for the vacancies chart's job filter. */
export const getJobsForFilter = () => api.GET('/api/jobs/jobs-for-filter');

export const getJobsForFilterQueryOptions = () => queryOptions({ queryKey: queryKeys.dashboardCharts.jobs, queryFn: getJobsForFilter });

export function useJobsForFilter() {
  return useQuery(getJobsForFilterQueryOptions());
}
