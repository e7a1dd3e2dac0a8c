import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

/** Catalogue skills by id, new ones by the name typed (in any of the three languages; they join the catalogue). */
type SkillChoice = Schema<'SkillChoice'>;

export const setSkills = (skills: SkillChoice[]) => api.PUT('/api/jobs/jobseeker-skills/', { body: { skills } });

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
