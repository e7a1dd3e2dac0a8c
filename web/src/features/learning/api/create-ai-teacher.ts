import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AiTeacher } from '@/types/learning';
import { invalidateLearning } from './keys';

export type TeacherInput = {
  name: string;
  topic?: string | null;
  /** One of the ai-models. */
  model: string;
  /** The company's own documents, at most 50. */
  document_ids: string[];
};

export const createAiTeacher = (input: TeacherInput) => api.post<AiTeacher>('/api/learning/ai-teacher/', input);

export function useCreateAiTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiTeacher,
    onSuccess: () => invalidateLearning(queryClient),
    meta: { successMessage: 'learning.teachers.messages.created', errorMessages: { validation_failed: 'learning.fixFields' } },
  });
}
