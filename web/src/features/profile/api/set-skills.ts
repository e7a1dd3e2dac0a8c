import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Skill } from '@/types/jobs';

/** Catalogue skills by id, new ones by the name typed. */
/**
 * Catalogue ids, or names in any of the three languages (new ones join the catalogue).
 * Stopgap (issue 38): the OpenAPI document has `SkillsRequest.skills` as untyped objects, so the
 * body is typed here; once api.gen.ts types it, this is `Schema<'SkillsRequest'>['skills']`.
 */
type SkillChoice = number | string;

export const setSkills = (skills: SkillChoice[]) => api.put<Skill[]>('/api/jobs/jobseeker-skills/', { skills });

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
