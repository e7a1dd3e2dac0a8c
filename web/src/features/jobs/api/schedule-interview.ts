import { api } from '@/lib/api';
import type { SlotInput } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

/** Schedule an interview; the application moves to the interview stage. */
export const scheduleInterview = ({ applicationId, slot }: { applicationId: string; slot: SlotInput }) =>
  api.POST('/api/jobs/interview/', { body: { application_id: applicationId, ...slot } });

export function useScheduleInterview() {
  return useChange(scheduleInterview, invalidateHiring, {
    successMessage: 'jobs.interview.scheduled',
    errorMessages: { validation_failed: 'jobs.wizard.fixFields' },
  });
}
