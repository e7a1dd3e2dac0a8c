import { api } from '@/lib/api';
import type { ApplicantAction } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

export type ActOnApplicantInput = { id: string; action: ApplicantAction; reason?: string };

export const actOnApplicant = ({ id, action, reason }: ActOnApplicantInput) =>
  api.POST('/api/jobs/applicant/{id}/action/', { path: { id }, body: { action, reason: reason || null } });

export function useActOnApplicant() {
  return useChange(actOnApplicant, invalidateHiring, { successMessage: 'jobs.applicant.actionDone' });
}
