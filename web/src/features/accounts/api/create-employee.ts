import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Employee, EmployeeRole } from '@/types/api';
import { invalidateEmployees } from './invalidate';

export type CreateEmployeeInput = {
  email: string;
  first_name: string;
  last_name: string;
  role: EmployeeRole;
  /** A current, not archived position of the company's structure. */
  position_id?: string;
  /** YYYY-MM-DD. */
  hired_on?: string;
};

export const createEmployee = (input: CreateEmployeeInput) => api.post<Employee>('/api/accounts/employees/', input);

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => invalidateEmployees(queryClient),
    meta: { successMessage: 'accounts.employees.invited' },
  });
}
