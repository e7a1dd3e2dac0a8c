import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { CompanyPageList } from '@/types/profiles';

const OPTIONS = 20;

/** Companies by name, for the company filter of Find jobs. */
export const getCompanyOptions = (q: string) =>
  api.get<CompanyPageList>(`/api/accounts/companies${toQuery({ q, page: 1, page_size: OPTIONS })}`);

export const getCompanyOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.companies.list, { q, page: 1, pageSize: OPTIONS }],
    queryFn: () => getCompanyOptions(q),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(q: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getCompanyOptionsQueryOptions(q), enabled });
}
