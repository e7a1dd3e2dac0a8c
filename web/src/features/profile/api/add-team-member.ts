import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { TeamMemberInput } from '@/types/profiles';
import { useChange } from '@/lib/react-query';

export const addTeamMember = (input: TeamMemberInput) => api.POST('/api/accounts/company-team/', { body: input });

export function useAddTeamMember() {
  return useChange(addTeamMember, queryKeys.companies.all, {
    successMessage: 'profile.saved',
    errorMessages: { validation_failed: 'profile.fixFields' },
  });
}
