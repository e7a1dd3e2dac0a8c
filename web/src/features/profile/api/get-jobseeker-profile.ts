import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobseekerProfile } from '@/types/profiles';

export const getJobseekerProfile = (id: string) => api.get<JobseekerProfile>(`/api/accounts/jobseeker/${id}/`);

export const getJobseekerProfileQueryOptions = (id: string) =>
  // The screen shows "not found" itself.
  queryOptions({ queryKey: queryKeys.profile.one(id), queryFn: () => getJobseekerProfile(id), meta: { silent: true } });

export function useJobseekerProfile(id: string) {
  return useQuery(getJobseekerProfileQueryOptions(id));
}
