import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TeacherConversation } from '@/types/learning';
import { learningKeys } from './keys';

/** Starts afresh: the caller's conversation with the teacher is emptied. */
export const clearConversation = (teacherId: string) => api.DELETE('/api/learning/ai-teacher/{id}/conversation/', { path: { id: teacherId } });

export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearConversation,
    onSuccess: (_, teacherId) => queryClient.setQueryData<TeacherConversation>(learningKeys.conversation(teacherId), { messages: [] }),
  });
}
