import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a change to an employee: the employee lists, and the org chart, whose positions count
 * the active employees placed in them (`filled`).
 */
export const invalidateEmployees = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.employees }),
    queryClient.invalidateQueries({ queryKey: queryKeys.org.all }),
  ]);
