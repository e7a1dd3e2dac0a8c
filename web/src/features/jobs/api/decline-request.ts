import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const declineRequest = ({ id, reason }: { id: string; reason?: string }) =>
  api.POST('/api/jobs/requested-staff/{id}/decline/', { path: { id }, body: { reason: reason || null } });

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    meta: { successMessage: 'jobs.requests.declined' },
  });
}
