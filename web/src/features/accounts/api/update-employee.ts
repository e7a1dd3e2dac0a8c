import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateEmployees } from './invalidate';
import { useChange } from '@/lib/react-query';

/** Only the fields given change; `position_id: null` takes them out of the structure. */
export type EmployeeChangeRequest = Schema<'EmployeeChangeRequest'>;

export const updateEmployee = ({ id, changes }: { id: string; changes: EmployeeChangeRequest }) =>
  api.PUT('/api/accounts/employee/{id}/', { path: { id }, body: changes });

export function useUpdateEmployee() {
  return useChange(updateEmployee, invalidateEmployees, { successMessage: 'accounts.employees.saved' });
}
