import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';

export type ApplicantPermissionInput = { employeeId: string; applicants: boolean };

/** Whether a delegate sees the applications of their jobs (409 `not_a_delegate` for the whole company). */
export const setApplicantPermission = ({ employeeId, applicants }: ApplicantPermissionInput) =>
  api.PUT('/api/accounts/company-applicant-permission/{id}/', { path: { id: employeeId }, body: { applicants } });

export function useSetApplicantPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicantPermission,
    onSuccess: () => invalidateDelegates(queryClient),
    meta: { successMessage: 'delegates.messages.saved' },
  });
}
