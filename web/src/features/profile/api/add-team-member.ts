import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { TeamMemberInput } from '@/types/profiles';

export const addTeamMember = (input: TeamMemberInput) => api.POST('/api/accounts/company-team/', { body: input });

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
