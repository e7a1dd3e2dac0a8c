import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

/** `currency`: required with a salary budget; left out, the line has none. */
export type UpdatePlanLineInput = { positionId: string } & Schema<'PlanLineRequest'>;

export const updatePlanLine = ({ positionId, ...body }: UpdatePlanLineInput) =>
  api.PUT('/api/org/workforce-planning/{id}/', { path: { id: positionId }, body });

export function useUpdatePlanLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanLine,
    onSuccess: (plan, { period }) => {
      // The answer is the period's plan now; its history and trend changed too.
      queryClient.setQueryData(queryKeys.workforcePlan.plan(period, undefined), plan);
      return queryClient.invalidateQueries({ queryKey: queryKeys.workforcePlan.all });
    },
    meta: { successMessage: 'workforcePlanning.messages.saved' },
  });
}
