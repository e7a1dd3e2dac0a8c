import { api } from '@/lib/api';
import { invalidateLearning } from './keys';
import { useChange } from '@/lib/react-query';

/** The teacher and its conversations go. */
export const deleteAiTeacher = (id: string) => api.DELETE('/api/learning/ai-teacher/{id}/', { path: { id } });

export function useDeleteAiTeacher() {
  return useChange(deleteAiTeacher, invalidateLearning, { successMessage: 'learning.teachers.messages.deleted' });
}
