import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type RequestStaffInput = { positionId: string; period: string };

/** A staff request (a job in `requested`) for the line's vacancy, from the position's job template. */
export const requestStaff = ({ positionId, period }: RequestStaffInput) =>
  api.POST('/api/org/workforce-planning/{id}/request-staff/', { path: { id: positionId }, body: { period } });

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
