import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getCompanyProfile = () => api.GET('/api/accounts/company/');

export const getCompanyProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.company, queryFn: getCompanyProfile });

export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
