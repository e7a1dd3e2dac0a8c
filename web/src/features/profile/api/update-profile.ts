import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ProfileInput } from '@/types/profiles';

export const updateProfile = (input: ProfileInput) => api.PUT('/api/accounts/jobseeker/', { body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    // Field errors go on the form's fields; other refusals are toasted.
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
