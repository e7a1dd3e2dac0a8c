import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { FeedState } from '@/types/jobs';

export const revokeScheduleFeed = () => api.DELETE('/api/jobs/schedule-feed/');

export function useRevokeScheduleFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeScheduleFeed,
    onSuccess: () => queryClient.setQueryData<FeedState>(queryKeys.scheduleFeed, { active: false, created_at: null }),
    meta: { successMessage: 'jobs.schedule.feed.turnedOff' },
  });
}
