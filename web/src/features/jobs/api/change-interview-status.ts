import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import type { Interview, InterviewStatusChange } from '@/types/jobs';
import type { Schema } from '@/types/schema';

export const changeInterviewStatus = ({ id, action, reason }: { id: string; action: InterviewStatusChange; reason?: string }) =>
  api.post<Interview>(`/api/jobs/interview/${id}/status/`, { action, reason: reason || null } satisfies Schema<'InterviewStatusRequest'>);

export function useChangeInterviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInterviewStatus,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.interview.statusChanged' },
  });
}
