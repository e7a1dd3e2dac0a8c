import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CompanyPage } from '@/types/profiles';

export const getCompanyProfile = () => api.get<CompanyPage>('/api/accounts/company/');

export const getCompanyProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.company, queryFn: getCompanyProfile });

export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
