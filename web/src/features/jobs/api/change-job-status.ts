import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Job, JobStatusChange } from '@/types/jobs';
import type { Schema } from '@/types/schema';

export const changeJobStatus = ({ id, action }: { id: string; action: JobStatusChange }) =>
  api.post<Job>(`/api/jobs/job-status/${id}/`, { action } satisfies Schema<'JobStatusRequest'>);

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
