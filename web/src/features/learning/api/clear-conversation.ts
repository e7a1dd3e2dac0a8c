import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Conversation } from '@/types/learning';
import { learningKeys, teacherPath } from './keys';

/** Starts afresh: the caller's conversation with the teacher is emptied. */
export const clearConversation = (teacherId: string) => api.delete<void>(`${teacherPath(teacherId)}conversation/`);

export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearConversation,
    onSuccess: (_, teacherId) => queryClient.setQueryData<Conversation>(learningKeys.conversation(teacherId), { messages: [] }),
  });
}
