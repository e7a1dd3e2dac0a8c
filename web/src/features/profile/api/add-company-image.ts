import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const addCompanyImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.POST('/api/accounts/company-images/', { body: form });
};

export function useAddCompanyImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
    meta: {
      successMessage: 'profile.company.images.added',
      errorMessages: { unsupported_file_type: 'validation.unsupported_file_type', file_too_large: 'profile.pictures.tooLarge' },
    },
  });
}
