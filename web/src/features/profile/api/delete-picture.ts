import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { picturePaths, type RemovablePicture } from '../utils/pictures';
import { invalidatePictures } from './upload-picture';

export const deletePicture = (kind: RemovablePicture) => api.delete<unknown>(picturePaths[kind]);

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePicture,
    onSuccess: () => invalidatePictures(queryClient),
    meta: { successMessage: 'profile.pictures.removed' },
  });
}
