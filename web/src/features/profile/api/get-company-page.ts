import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

// The company's own pictures, gallery and team, as others see them on its page.
export const getCompanyPage = (id: string) => api.GET('/api/accounts/companies/{id}/', { path: { id } });

export const getCompanyPageQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.companies.one(id), queryFn: () => getCompanyPage(id) });

export function useCompanyPage(id: string) {
  return useQuery(getCompanyPageQueryOptions(id));
}
