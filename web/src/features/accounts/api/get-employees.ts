import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getEmployees = () => api.GET('/api/accounts/employees/');

export const getEmployeesQueryOptions = () => queryOptions({ queryKey: queryKeys.employees, queryFn: getEmployees });

export function useEmployees() {
  return useQuery(getEmployeesQueryOptions());
}
