import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getJobseekerProfile = (id: string) => api.GET('/api/accounts/jobseeker/{id}/', { path: { id } });

export const getJobseekerProfileQueryOptions = (id: string) =>
  // The screen shows "not found" itself.
  queryOptions({ queryKey: queryKeys.profile.one(id), queryFn: () => getJobseekerProfile(id), meta: { silent: true } });

export function useJobseekerProfile(id: string) {
  return useQuery(getJobseekerProfileQueryOptions(id));
}
