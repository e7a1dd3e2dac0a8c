import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const deleteTeamMember = (id: string) => api.DELETE('/api/accounts/company-team/{id}/', { path: { id } });

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
    meta: { successMessage: 'profile.deleted' },
  });
}
