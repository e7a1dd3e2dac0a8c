import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Employee, EmployeeRole } from '@/types/api';

export type CreateEmployeeInput = { email: string; first_name: string; last_name: string; role: EmployeeRole };

export const createEmployee = (input: CreateEmployeeInput) => api.post<Employee>('/api/accounts/employees/', input);

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees }),
    meta: { successMessage: 'accounts.employees.invited' },
  });
}
