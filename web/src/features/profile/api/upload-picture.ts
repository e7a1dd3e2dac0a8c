import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { PictureKind } from '../utils/pictures';

export const uploadPicture = ({ kind, file }: { kind: PictureKind; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploads[kind](form);
};

const uploads: Record<PictureKind, (body: FormData) => Promise<unknown>> = {
  avatar: (body) => api.PUT('/api/accounts/edit-profile-photo/', { body }),
  cover: (body) => api.PUT('/api/accounts/editcoverphoto/', { body }),
  logo: (body) => api.PUT('/api/accounts/company/logo/', { body }),
};

/** Pictures show on the profile, the company page and the sidebar (the signed-in user). */
export function invalidatePictures(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [queryKeys.profile.all, queryKeys.company, queryKeys.companies.all, ['auth', 'me']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => invalidatePictures(queryClient),
    meta: {
      successMessage: 'profile.pictures.uploaded',
      // The shared codes read as CV refusals; a picture has its own wording and limit.
      errorMessages: { unsupported_file_type: 'validation.unsupported_file_type', file_too_large: 'profile.pictures.tooLarge' },
    },
  });
}
