import { api } from '@/lib/api';
import type { SlotInput } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

/** Move an interview to another slot; the earlier one stays in the history. */
export const rescheduleInterview = ({ id, slot }: { id: string; slot: SlotInput }) =>
  api.PUT('/api/jobs/interview/{id}/', { path: { id }, body: slot });

export function useRescheduleInterview() {
  return useChange(rescheduleInterview, invalidateHiring, {
    successMessage: 'jobs.interview.rescheduled',
    errorMessages: { validation_failed: 'jobs.wizard.fixFields' },
  });
}
