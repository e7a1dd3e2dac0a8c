import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateLearning, learningKeys } from './keys';

/** A PNG or JPEG of at most 5 MB. */
export const uploadTeacherAvatar = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.PUT('/api/learning/ai-teacher/{id}/avatar/', { path: { id }, body: form });
};

export function useUploadTeacherAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeacherAvatar,
    onSuccess: (teacher) => {
      queryClient.setQueryData(learningKeys.teacher(teacher.id), teacher);
      return invalidateLearning(queryClient);
    },
    meta: {
      // The shared codes read as CV refusals; a picture has its own wording and limit.
      errorMessages: { unsupported_file_type: 'validation.unsupported_file_type', file_too_large: 'learning.teachers.avatarTooLarge' },
    },
  });
}
