import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export type DeletePlanLineInput = { positionId: string; period: string };

/** The line is unplanned again. */
export const deletePlanLine = ({ positionId, period }: DeletePlanLineInput) =>
  api.DELETE('/api/org/workforce-planning/{id}/', { path: { id: positionId }, query: { period } });

export function useDeletePlanLine() {
  return useChange(deletePlanLine, queryKeys.workforcePlan.all, { successMessage: 'workforcePlanning.messages.removed' });
}
