import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PostJobRequest } from '@/types/jobs';

export const updateJob = ({ id, input }: { id: string; input: PostJobRequest }) => api.PUT('/api/jobs/job/{id}/', { path: { id }, body: input });

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.jobs.one(job.id), job);
      return queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
    meta: { successMessage: 'jobs.wizard.saved', errorMessages: { validation_failed: 'jobs.wizard.fixFields' } },
  });
}
