import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

/** category 1..9, required_level 1..the rating scale's levels; names are unique within the position (409 `name_taken`). */
export type CompetencyInput = Omit<Schema<'CompetencyRequest'>, 'position_id'>;

export const createCompetency = (input: Schema<'CompetencyRequest'> & { position_id: string }) =>
  api.POST('/api/org/competency-model/', { body: input });

export function useCreateCompetency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetency,
    onSuccess: (competency) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.competencyModel.position(competency.position_id) }),
    meta: { successMessage: 'org.competencyModel.messages.added' },
  });
}
