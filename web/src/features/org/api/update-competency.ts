import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CompetencyInput } from './create-competency';

/** A competency stays with its position; its category, name and level change. */
export const updateCompetency = ({ id, ...input }: CompetencyInput & { id: string }) =>
  api.PUT('/api/org/competency-model/{id}/', { path: { id }, body: input });

export function useUpdateCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompetency,
    onSuccess: (competency) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.competencyModel.position(competency.position_id) }),
    meta: { successMessage: 'org.competencyModel.messages.saved' },
  });
}
