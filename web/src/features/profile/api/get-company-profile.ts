import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CompanyProfileInput } from '@/types/profiles';

export const getCompanyProfile = () => api.get<CompanyProfileInput>('/api/accounts/company/');

export const getCompanyProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.company, queryFn: getCompanyProfile });

export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
