import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobseekerDashboardData } from '@/types/jobs';

export const getJobseekerDashboard = () => api.get<JobseekerDashboardData>('/api/accounts/jobseeker-dashboard');

export const getJobseekerDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.jobseekerDashboard, queryFn: getJobseekerDashboard });

export function useJobseekerDashboard() {
  return useQuery(getJobseekerDashboardQueryOptions());
}
