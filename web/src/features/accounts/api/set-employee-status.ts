import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import type { EmployeeStatus } from '../utils/roles';
import { invalidateEmployees } from './invalidate';

/** `signed_off_on` (YYYY-MM-DD) only with `inactive`; the server takes today without it. */
export type EmployeeStatusRequest = Schema<'EmployeeStatusRequest'>;

export const setEmployeeStatus = ({ id, change }: { id: string; change: EmployeeStatusRequest }) =>
  api.POST('/api/accounts/employee/{id}/status/', { path: { id }, body: change });

/** `to`: the status the dialog sets, which picks the success message. */
export function useSetEmployeeStatus(to: EmployeeStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployeeStatus,
    onSuccess: () => invalidateEmployees(queryClient),
    meta: { successMessage: to === 'inactive' ? 'accounts.employees.deactivated' : 'accounts.employees.activated' },
  });
}
