import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Evaluate a job's applicants against a position's competencies: the server copies the
 * position's model into the job, so later changes to the model do not move a running evaluation.
 */
export const setJobRequirements = ({ jobId, positionId }: { jobId: string; positionId: string }) =>
  api.POST('/api/jobs/set-job-requirements/{id}/', { path: { id: jobId }, body: { position_id: positionId } });

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
