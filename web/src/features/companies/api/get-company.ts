import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getCompany = (id: string) => api.GET('/api/accounts/companies/{id}/', { path: { id } });

export const getCompanyQueryOptions = (id: string) =>
  // The screen shows "not found" itself.
  queryOptions({ queryKey: queryKeys.companies.one(id), queryFn: () => getCompany(id), meta: { silent: true } });

export function useCompany(id: string) {
  return useQuery(getCompanyQueryOptions(id));
}
