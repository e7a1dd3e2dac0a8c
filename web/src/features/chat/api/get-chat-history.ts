import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { realtimeKeys } from '@/lib/query-keys';

export const getChatHistory = (userId: string) => api.GET('/api/chat/messages/{id}/', { path: { id: userId } });

/** Spec section 9: the one query that refetches on focus, reconnect and mount. */
export const getChatHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: realtimeKeys.history(userId),
    queryFn: () => getChatHistory(userId),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchOnMount: 'always',
    // The screen says "not found" itself.
    meta: { silent: true },
  });

export function useChatHistory(userId: string) {
  return useQuery(getChatHistoryQueryOptions(userId));
}
