import { api } from '@/lib/api';
import { invalidateDelegates } from './invalidate';
import { useChange } from '@/lib/react-query';

export type ApplicantPermissionInput = { employeeId: string; applicants: boolean };

/** Whether a delegate sees the applications of their jobs (409 `not_a_delegate` for the whole company). */
export const setApplicantPermission = ({ employeeId, applicants }: ApplicantPermissionInput) =>
  api.PUT('/api/accounts/company-applicant-permission/{id}/', { path: { id: employeeId }, body: { applicants } });

export function useSetApplicantPermission() {
  return useChange(setApplicantPermission, invalidateDelegates, { successMessage: 'delegates.messages.saved' });
}
