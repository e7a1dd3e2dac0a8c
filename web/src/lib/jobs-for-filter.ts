import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The caller's jobs (at most 500, newest first), for the job filters of the dashboard's charts
 * and the reports: shared, as both features read it.
 */
export const getJobsForFilter = () => api.GET('/api/jobs/jobs-for-filter');

export const getJobsForFilterQueryOptions = () => queryOptions({ queryKey: queryKeys.jobsForFilter, queryFn: getJobsForFilter });

export function useJobsForFilter() {
  return useQuery(getJobsForFilterQueryOptions());
}
