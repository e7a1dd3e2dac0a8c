import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { learningKeys } from './keys';

/** The caller's conversation with the teacher, oldest message first. */
export const getConversation = (teacherId: string) => api.GET('/api/learning/ai-teacher/{id}/conversation/', { path: { id: teacherId } });

export const getConversationQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: learningKeys.conversation(teacherId),
    queryFn: () => getConversation(teacherId),
    // The socket writes answers into this cache as they come; each opening of the screen reads
    // the conversation afresh (another tab may have asked meanwhile).
    staleTime: 0,
  });

export function useConversation(teacherId: string) {
  return useQuery(getConversationQueryOptions(teacherId));
}
