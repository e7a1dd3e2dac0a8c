import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getJobseekerDashboard = () => api.GET('/api/accounts/jobseeker-dashboard');

export const getJobseekerDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.jobseekerDashboard, queryFn: getJobseekerDashboard });

export function useJobseekerDashboard() {
  return useQuery(getJobseekerDashboardQueryOptions());
}
