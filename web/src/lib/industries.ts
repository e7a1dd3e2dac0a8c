import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

// Shared: the company profile form picks from it and Browse companies filters by it.
export const getIndustries = () => api.get<string[]>('/api/accounts/industries');

export const getIndustriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.industries, queryFn: getIndustries, staleTime: Infinity });

export function useIndustries() {
  return useQuery(getIndustriesQueryOptions());
}
