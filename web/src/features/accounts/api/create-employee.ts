import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateEmployees } from './invalidate';
import { useChange } from '@/lib/react-query';

/** `position_id`: a current, not archived position of the company's structure; `hired_on`: YYYY-MM-DD. */
export type AddEmployeeRequest = Schema<'AddEmployeeRequest'>;

export const createEmployee = (input: AddEmployeeRequest) => api.POST('/api/accounts/employees/', { body: input });

export function useCreateEmployee() {
  return useChange(createEmployee, invalidateEmployees, { successMessage: 'accounts.employees.invited' });
}
