import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { WorkforcePlan } from '@/types/workforce-planning';
import { planPath } from './get-workforce-plan';

export type UpdatePlanLineInput = {
  positionId: string;
  period: string;
  budget: number;
  out_of_budget: number;
  salary_budget: number | null;
  /** Required with a salary budget; left out, the line has none. */
  currency?: string;
};

export const updatePlanLine = ({ positionId, ...body }: UpdatePlanLineInput) =>
  api.put<WorkforcePlan>(`${planPath}${encodeURIComponent(positionId)}/`, body);

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
