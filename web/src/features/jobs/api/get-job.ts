import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Job } from '@/types/jobs';

export const getJob = (id: string) => api.get<Job>(`/api/jobs/job/${id}/`);

export const getJobQueryOptions = (id: string) =>
  // The screen shows "not found" itself.
  queryOptions({ queryKey: queryKeys.jobs.one(id), queryFn: () => getJob(id), meta: { silent: true } });

export function useJob(id: string) {
  return useQuery(getJobQueryOptions(id));
}
