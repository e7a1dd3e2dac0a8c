import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AiTeacher } from '@/types/learning';
import type { TeacherInput } from './create-ai-teacher';
import { invalidateLearning, learningKeys, teacherPath } from './keys';

export type UpdateTeacherInput = { id: string } & Partial<TeacherInput>;

export const updateAiTeacher = ({ id, ...body }: UpdateTeacherInput) => api.patch<AiTeacher>(teacherPath(id), body);

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
