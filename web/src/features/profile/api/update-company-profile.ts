import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CompanyInput } from '@/types/profiles';

export const updateCompanyProfile = (input: CompanyInput) => api.PUT('/api/accounts/company/', { body: input });

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: () =>
      Promise.all(
        // The name shows in the sidebar too.
        [queryKeys.company, queryKeys.companies.all, ['auth', 'me']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
