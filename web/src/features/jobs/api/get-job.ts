import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getJob = (id: string) => api.GET('/api/jobs/job/{id}/', { path: { id } });

export const getJobQueryOptions = (id: string) =>
  // The screen shows "not found" itself.
  queryOptions({ queryKey: queryKeys.jobs.one(id), queryFn: () => getJob(id), meta: { silent: true } });

export function useJob(id: string) {
  return useQuery(getJobQueryOptions(id));
}
