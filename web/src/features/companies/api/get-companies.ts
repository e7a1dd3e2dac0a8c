import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type CompaniesFilter = { q?: string; industry?: string; page: number; pageSize: number };

export const getCompanies = ({ q, industry, page, pageSize }: CompaniesFilter) =>
  api.GET('/api/accounts/companies', { query: { q, industry, page, page_size: pageSize } });

export const getCompaniesQueryOptions = (filter: CompaniesFilter) =>
  queryOptions({
    queryKey: [...queryKeys.companies.list, filter],
    queryFn: () => getCompanies(filter),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filter: CompaniesFilter) {
  return useQuery(getCompaniesQueryOptions(filter));
}
