import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ScheduleFeed } from '@/types/jobs';

export const getScheduleFeed = () => api.get<ScheduleFeed>('/api/jobs/schedule-feed/');

export const getScheduleFeedQueryOptions = () => queryOptions({ queryKey: queryKeys.scheduleFeed, queryFn: getScheduleFeed });

export function useScheduleFeed() {
  return useQuery(getScheduleFeedQueryOptions());
}
