import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateLearning } from './keys';

/** The teacher and its conversations go. */
export const deleteAiTeacher = (id: string) => api.DELETE('/api/learning/ai-teacher/{id}/', { path: { id } });

export function useDeleteAiTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiTeacher,
    onSuccess: () => invalidateLearning(queryClient),
    meta: { successMessage: 'learning.teachers.messages.deleted' },
  });
}
