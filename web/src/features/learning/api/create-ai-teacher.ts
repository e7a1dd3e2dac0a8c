import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateLearning } from './keys';
import { useChange } from '@/lib/react-query';

/** `model`: one of the ai-models; `document_ids`: the company's own documents, at most 50. */
export type TeacherInput = Schema<'NewTeacherInput'>;

export const createAiTeacher = (input: TeacherInput) => api.POST('/api/learning/ai-teacher/', { body: input });

export function useCreateAiTeacher() {
  return useChange(createAiTeacher, invalidateLearning, {
    successMessage: 'learning.teachers.messages.created',
    errorMessages: { validation_failed: 'learning.fixFields' },
  });
}
