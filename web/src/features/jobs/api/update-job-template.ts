import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobTemplateRequest } from '@/types/jobs';

/** The same fields and rules as posting a job, without `publish`. */
export const updateJobTemplate = ({ positionId, input }: { positionId: string; input: JobTemplateRequest }) =>
  api.PUT('/api/org/position-job-template/{id}/', { path: { id: positionId }, body: input });

export function useUpdateJobTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobTemplate,
    onSuccess: (template) => queryClient.setQueryData(queryKeys.jobTemplate(template.position_id), template),
    // Field problems are shown on the fields.
    meta: { successMessage: 'jobs.jobTemplate.saved', errorMessages: { validation_failed: 'jobs.wizard.fixFields' } },
  });
}
