import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { realtimeKeys } from '@/lib/query-keys';

/** The caller's conversations, the most recent first; the chat socket keeps them current. */
export const getConversations = () => api.GET('/api/chat/messages/');

export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: realtimeKeys.conversations, queryFn: getConversations });

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
