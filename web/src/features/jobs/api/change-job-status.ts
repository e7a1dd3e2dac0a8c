import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobStatusChange } from '@/types/jobs';

export const changeJobStatus = ({ id, action }: { id: string; action: JobStatusChange }) =>
  api.POST('/api/jobs/job-status/{id}/', { path: { id }, body: { action } });

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.jobs.one(job.id), job);
      void queryClient.invalidateQueries({ queryKey: queryKeys.companyDashboard });
      return queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
    meta: { successMessage: 'jobs.list.statusChanged' },
  });
}
