import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import type { InterviewStatusChange } from '@/types/jobs';
import { useChange } from '@/lib/react-query';

export const changeInterviewStatus = ({ id, action, reason }: { id: string; action: InterviewStatusChange; reason?: string }) =>
  api.POST('/api/jobs/interview/{id}/status/', { path: { id }, body: { action, reason: reason || null } });

export function useChangeInterviewStatus() {
  return useChange(changeInterviewStatus, invalidateHiring, { successMessage: 'jobs.interview.statusChanged' });
}
