import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getMyProfile = () => api.GET('/api/accounts/jobseeker/');

export const getMyProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.mine, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}
