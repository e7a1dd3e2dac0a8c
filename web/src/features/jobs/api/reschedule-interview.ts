import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SlotInput } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';

/** Move an interview to another slot; the earlier one stays in the history. */
export const rescheduleInterview = ({ id, slot }: { id: string; slot: SlotInput }) =>
  api.PUT('/api/jobs/interview/{id}/', { path: { id }, body: slot });

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.interview.rescheduled', errorMessages: { validation_failed: 'jobs.wizard.fixFields' } },
  });
}
