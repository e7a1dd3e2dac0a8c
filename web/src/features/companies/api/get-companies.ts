import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { CompanyPageList } from '@/types/profiles';

export type CompaniesFilter = { q?: string; industry?: string; page: number; pageSize: number };

export const getCompanies = ({ q, industry, page, pageSize }: CompaniesFilter) =>
  api.get<CompanyPageList>(`/api/accounts/companies${toQuery({ q, industry, page, page_size: pageSize })}`);

export const getCompaniesQueryOptions = (filter: CompaniesFilter) =>
  queryOptions({
    queryKey: [...queryKeys.companies.list, filter],
    queryFn: () => getCompanies(filter),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filter: CompaniesFilter) {
  return useQuery(getCompaniesQueryOptions(filter));
}
