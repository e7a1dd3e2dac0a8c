import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicantAction } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type ActOnApplicantInput = { id: string; action: ApplicantAction; reason?: string };

export const actOnApplicant = ({ id, action, reason }: ActOnApplicantInput) =>
  api.POST('/api/jobs/applicant/{id}/action/', { path: { id }, body: { action, reason: reason || null } });

export function useActOnApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnApplicant,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.applicant.actionDone' },
  });
}
