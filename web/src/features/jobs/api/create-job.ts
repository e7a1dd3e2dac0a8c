import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PostJobRequest } from '@/types/jobs';

/** Post a job (a draft, or live with `publish`); a Hiring Manager's post is a staff request. */
export const createJob = (input: PostJobRequest) => api.POST('/api/jobs/job/', { body: input });

export function useCreateJob({ successMessage }: { successMessage: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    // Field problems are shown on the fields.
    meta: { successMessage, errorMessages: { validation_failed: 'jobs.wizard.fixFields' } },
  });
}
