import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const deleteCompanyImage = (id: string) => api.DELETE('/api/accounts/company-images/{id}/', { path: { id } });

export function useDeleteCompanyImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
    meta: { successMessage: 'profile.deleted' },
  });
}
