import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getDelegates = () => api.GET('/api/accounts/company-delegates');

export const getDelegatesQueryOptions = () => queryOptions({ queryKey: queryKeys.delegates.list, queryFn: getDelegates });

/** The company's delegates (company only); an employee not among them sees the whole company. */
export function useDelegates() {
  return useQuery(getDelegatesQueryOptions());
}

/** One employee's delegate record, or undefined while loading; null when they see the whole company. */
export function useDelegate(employeeId: string | undefined) {
  const delegates = useDelegates();
  if (!delegates.data || !employeeId) return { delegate: undefined, isPending: delegates.isPending };
  return { delegate: delegates.data.find((delegate) => delegate.id === employeeId) ?? null, isPending: false };
}
