import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { FeedState } from '@/types/jobs';
import { useChange } from '@/lib/react-query';

export const revokeScheduleFeed = () => api.DELETE('/api/jobs/schedule-feed/');

export function useRevokeScheduleFeed() {
  const revoked = { active: false, created_at: null };
  return useChange(revokeScheduleFeed, (queryClient) => queryClient.setQueryData<FeedState>(queryKeys.scheduleFeed, revoked), {
    successMessage: 'jobs.schedule.feed.turnedOff',
  });
}
