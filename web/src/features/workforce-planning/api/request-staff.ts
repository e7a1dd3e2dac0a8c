import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';
import { planPath } from './get-workforce-plan';

export type RequestStaffInput = { positionId: string; period: string };

/** A staff request (a job in `requested`) for the line's vacancy, from the position's job template. */
export const requestStaff = ({ positionId, period }: RequestStaffInput) =>
  api.post<Schema<'PlanStaffRequestCreated'>>(`${planPath}${encodeURIComponent(positionId)}/request-staff/`, { period } satisfies Schema<'PlanStaffRequest'>);

export function useRequestStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestStaff,
    // The request is an open requisition of the line, and a new entry of the requested staff.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workforcePlan.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
      ]),
  });
}
