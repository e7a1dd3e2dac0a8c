import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type DeletePlanLineInput = { positionId: string; period: string };

/** The line is unplanned again. */
export const deletePlanLine = ({ positionId, period }: DeletePlanLineInput) =>
  api.DELETE('/api/org/workforce-planning/{id}/', { path: { id: positionId }, query: { period } });

export function useDeletePlanLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workforcePlan.all }),
    meta: { successMessage: 'workforcePlanning.messages.removed' },
  });
}
