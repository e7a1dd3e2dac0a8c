import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Competency } from '@/types/org';

/** Jobs that already carry the competency keep their copy (set-job-requirements copies the model). */
export const deleteCompetency = (competency: Competency) => api.DELETE('/api/org/competency-model/{id}/', { path: { id: competency.id } });

export function useDeleteCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetency,
    onSuccess: (_, competency) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.competencyModel.position(competency.position_id) }),
    meta: { successMessage: 'org.competencyModel.messages.deleted' },
  });
}
