import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Delegate } from '@/types/delegates';
import type { Schema } from '@/types/schema';
import { invalidateDelegates } from './invalidate';

export type ApplicantPermissionInput = { employeeId: string; applicants: boolean };

/** Whether a delegate sees the applications of their jobs (409 `not_a_delegate` for the whole company). */
export const setApplicantPermission = ({ employeeId, applicants }: ApplicantPermissionInput) =>
  api.put<Delegate>(`/api/accounts/company-applicant-permission/${employeeId}/`, { applicants } satisfies Schema<'ApplicantPermissionRequest'>);

export function useSetApplicantPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicantPermission,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.saved' },
  });
}
