import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const OPTIONS = 20;

/** Companies by name, for the company filter of Find jobs. */
export const getCompanyOptions = (q: string) =>
  api.GET('/api/accounts/companies', { query: { q, page: 1, page_size: OPTIONS } });

export const getCompanyOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.companies.list, { q, page: 1, pageSize: OPTIONS }],
    queryFn: () => getCompanyOptions(q),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(q: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getCompanyOptionsQueryOptions(q), enabled });
}
