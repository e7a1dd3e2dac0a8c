import { api } from '@/lib/api';
import type { RemovablePicture } from '../utils/pictures';
import { invalidatePictures } from './upload-picture';
import { useChange } from '@/lib/react-query';

const removals: Record<RemovablePicture, () => Promise<unknown>> = {
  avatar: () => api.DELETE('/api/accounts/edit-profile-photo/'),
  cover: () => api.DELETE('/api/accounts/editcoverphoto/'),
};

export const deletePicture = (kind: RemovablePicture) => removals[kind]();

export function useDeletePicture() {
  return useChange(deletePicture, invalidatePictures, { successMessage: 'profile.pictures.removed' });
}
