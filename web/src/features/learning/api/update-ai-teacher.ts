import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TeacherInput } from './create-ai-teacher';
import { invalidateLearning, learningKeys } from './keys';

export type UpdateTeacherInput = { id: string } & Partial<TeacherInput>;

export const updateAiTeacher = ({ id, ...body }: UpdateTeacherInput) => api.PATCH('/api/learning/ai-teacher/{id}/', { path: { id }, body });

export function useUpdateAiTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiTeacher,
    onSuccess: (teacher) => {
      queryClient.setQueryData(learningKeys.teacher(teacher.id), teacher);
      return invalidateLearning(queryClient);
    },
    meta: { successMessage: 'learning.teachers.messages.saved', errorMessages: { validation_failed: 'learning.fixFields' } },
  });
}
