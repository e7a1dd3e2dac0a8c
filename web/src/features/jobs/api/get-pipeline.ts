import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PipelineColumn } from '@/types/jobs';

/** One job's applicants, one column per status, for the kanban board. */
export const getPipeline = (jobId: string) => api.get<PipelineColumn[]>(`/api/jobs/applicantsforpipeline/${jobId}/`);

export const getPipelineQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.applicants.pipeline(jobId), queryFn: () => getPipeline(jobId) });

export function usePipeline(jobId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPipelineQueryOptions(jobId), enabled });
}
