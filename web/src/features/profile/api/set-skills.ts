import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Skill } from '@/types/jobs';

/** Catalogue skills by id, new ones by the name typed. */
export const setSkills = (skills: Array<number | string>) => api.put<Skill[]>('/api/jobs/jobseeker-skills/', { skills });

export function useSetSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSkills,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
        // New names join the catalogue, and the pickers should offer them.
        queryClient.invalidateQueries({ queryKey: queryKeys.skills }),
      ]),
    meta: { successMessage: 'profile.saved' },
  });
}
