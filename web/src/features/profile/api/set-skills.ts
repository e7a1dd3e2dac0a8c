import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const setSkills = (skills: string[]) => api.put<{ skills: string[] }>('/api/jobs/jobseeker-skills/', { skills });

export function useSetSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSkills,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.saved' },
  });
}
