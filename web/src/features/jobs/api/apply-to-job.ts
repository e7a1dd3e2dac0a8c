import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const applyToJob = ({ jobId, coverLetter }: { jobId: string; coverLetter?: string }) =>
  api.post<{ id: string }>(`/api/jobs/job/${jobId}/apply/`, { cover_letter: coverLetter || null });

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myApplications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobseekerDashboard }),
      ]),
    meta: { successMessage: 'jobs.apply.applied' },
  });
}
