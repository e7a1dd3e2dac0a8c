import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const getScheduleFeed = () => api.GET('/api/jobs/schedule-feed/');

export const getScheduleFeedQueryOptions = () => queryOptions({ queryKey: queryKeys.scheduleFeed, queryFn: getScheduleFeed });

export function useScheduleFeed() {
  return useQuery(getScheduleFeedQueryOptions());
}
