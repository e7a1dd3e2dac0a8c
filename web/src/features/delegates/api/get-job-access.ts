import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getJobAccess = (jobId: string) => api.GET('/api/jobs/manage-job-access/{id}/', { path: { id: jobId } });

export const getJobAccessQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.delegates.jobAccess(jobId), queryFn: () => getJobAccess(jobId) });

/** Who sees a job and why (company only). */
export function useJobAccess(jobId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getJobAccessQueryOptions(jobId), enabled });
}
