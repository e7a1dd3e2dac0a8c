import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import type { InterviewStatusChange } from '@/types/jobs';

export const changeInterviewStatus = ({ id, action, reason }: { id: string; action: InterviewStatusChange; reason?: string }) =>
  api.POST('/api/jobs/interview/{id}/status/', { path: { id }, body: { action, reason: reason || null } });

export function useChangeInterviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInterviewStatus,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.interview.statusChanged' },
  });
}
