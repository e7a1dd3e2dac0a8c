import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a change to an employee: the employee lists, the org chart, whose positions count
 * the active employees placed in them (`filled`), and the access lists, which name employees
 * with their role and status.
 */
export const invalidateEmployees = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.employees }),
    queryClient.invalidateQueries({ queryKey: queryKeys.org.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.delegates.all }),
  ]);
