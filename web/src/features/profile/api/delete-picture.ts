import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { RemovablePicture } from '../utils/pictures';
import { invalidatePictures } from './upload-picture';

const removals: Record<RemovablePicture, () => Promise<unknown>> = {
  avatar: () => api.DELETE('/api/accounts/edit-profile-photo/'),
  cover: () => api.DELETE('/api/accounts/editcoverphoto/'),
};

export const deletePicture = (kind: RemovablePicture) => removals[kind]();

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePicture,
    onSuccess: () => invalidatePictures(queryClient),
    meta: { successMessage: 'profile.pictures.removed' },
  });
}
