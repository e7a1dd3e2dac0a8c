import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getEmployees = () => api.GET('/api/accounts/employees/');

/** Same key as the employees screen: adding an employee there refreshes this count. */
export const getEmployeeCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employees,
    queryFn: getEmployees,
    select: (employees) => employees.length,
  });

export function useEmployeeCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getEmployeeCountQueryOptions(), enabled });
}
