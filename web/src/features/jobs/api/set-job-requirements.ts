import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Job } from '@/types/jobs';
import type { Schema } from '@/types/schema';

/**
 * Evaluate a job's applicants against a position's competencies: the server copies the
 * position's model into the job, so later changes to the model do not move a running evaluation.
 */
export const setJobRequirements = ({ jobId, positionId }: { jobId: string; positionId: string }) =>
  api.post<Job>(`/api/jobs/set-job-requirements/${jobId}/`, { position_id: positionId } satisfies Schema<'JobRequirementsRequest'>);

export function useSetJobRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobRequirements,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.jobs.one(job.id), job);
      return queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
