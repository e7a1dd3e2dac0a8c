import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { FeedState } from '@/types/jobs';

/** A new secret address for the caller's calendar feed; an earlier one stops working. */
export const createScheduleFeed = () => api.POST('/api/jobs/schedule-feed/');

export function useCreateScheduleFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScheduleFeed,
    onSuccess: ({ created_at }) => queryClient.setQueryData<FeedState>(queryKeys.scheduleFeed, { active: true, created_at }),
  });
}
