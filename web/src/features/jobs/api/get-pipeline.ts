import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';

/** One job's board: every status with its total and the first page of its applicants. */
export const getPipeline = (jobId: string) => api.GET('/api/jobs/applicantsforpipeline/{job_id}/', { path: { job_id: jobId } });

/** Page `page` (from 1) of one column; the server answers with that column alone. */
export const getPipelineColumn = (jobId: string, status: ApplicationStatusValue, page: number) =>
  api.GET('/api/jobs/applicantsforpipeline/{job_id}/', { path: { job_id: jobId }, query: { status, page } }).then(([column]) => column);

export const getPipelineQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.applicants.pipeline(jobId), queryFn: () => getPipeline(jobId) });

export function usePipeline(jobId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPipelineQueryOptions(jobId), enabled });
}

/**
 * "Show more" under a column. A mutation rather than a query: the board keeps the pages it
 * loaded only until its first pages change, and a failure shows as the usual toast.
 */
export function useLoadPipelineColumn(jobId: string) {
  return useMutation({
    mutationFn: ({ status, page }: { status: ApplicationStatusValue; page: number }) => getPipelineColumn(jobId, status, page),
  });
}
