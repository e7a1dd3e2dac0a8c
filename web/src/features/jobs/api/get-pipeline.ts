import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { PipelineColumn } from '@/types/jobs';

/** One job's board: every status with its total and the first page of its applicants. */
export const getPipeline = (jobId: string) => api.get<PipelineColumn[]>(`/api/jobs/applicantsforpipeline/${jobId}/`);

/** Page `page` (from 1) of one column; the server answers with that column alone. */
export const getPipelineColumn = (jobId: string, status: ApplicationStatusValue, page: number) =>
  api
    .get<PipelineColumn[]>(`/api/jobs/applicantsforpipeline/${jobId}/${toQuery({ status, page })}`)
    .then(([column]) => column);

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
