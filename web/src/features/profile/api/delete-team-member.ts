import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export const deleteTeamMember = (id: string) => api.DELETE('/api/accounts/company-team/{id}/', { path: { id } });

export function useDeleteTeamMember() {
  return useChange(deleteTeamMember, queryKeys.companies.all, { successMessage: 'profile.deleted' });
}
