import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The company's employees, to pick interviewers from (the company only may list them). */
export const getEmployees = () => api.GET('/api/accounts/employees/');

export const getInterviewersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employees,
    queryFn: getEmployees,
    select: (employees) => employees.filter((employee) => employee.status === 'active'),
  });

export function useInterviewers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getInterviewersQueryOptions(), enabled });
}
