import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicantAction, ApplicantCard } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type ActOnApplicantInput = { id: string; action: ApplicantAction; reason?: string };

export const actOnApplicant = ({ id, action, reason }: ActOnApplicantInput) =>
  api.post<ApplicantCard>(`/api/jobs/applicant/${id}/action/`, { action, reason: reason || null } satisfies Schema<'ActionRequest'>);

export function useActOnApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnApplicant,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.applicant.actionDone' },
  });
}
