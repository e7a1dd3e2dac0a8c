import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type GrantJobAccessInput = { jobId: string; employeeId: string };

/** Opens one job to a delegate (409 `already_granted` when they have it or see the whole company). */
export const grantJobAccess = ({ jobId, employeeId }: GrantJobAccessInput) =>
  api.POST('/api/jobs/manage-job-access/{id}/', { path: { id: jobId }, body: { employee_id: employeeId } });

export function useGrantJobAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantJobAccess,
    onSuccess: (list, { jobId }) => {
      // The answer is the job's new access list; the delegate's grants change as well.
      queryClient.setQueryData(queryKeys.delegates.jobAccess(jobId), list);
      return queryClient.invalidateQueries({ queryKey: queryKeys.delegates.list });
    },
    meta: { successMessage: 'delegates.messages.jobGranted' },
  });
}
