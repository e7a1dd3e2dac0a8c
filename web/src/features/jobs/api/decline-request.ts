import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Job } from '@/types/jobs';
import type { Schema } from '@/types/schema';

export const declineRequest = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<Job>(`/api/jobs/requested-staff/${id}/decline/`, { reason: reason || null } satisfies Schema<'DeclineRequest'>);

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    meta: { successMessage: 'jobs.requests.declined' },
  });
}
