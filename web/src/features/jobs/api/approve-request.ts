import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Job } from '@/types/jobs';
import type { Schema } from '@/types/schema';

export const approveRequest = ({ id, publish }: { id: string; publish: boolean }) =>
  api.post<Job>(`/api/jobs/requested-staff/${id}/approve/`, { publish } satisfies Schema<'ApproveRequest'>);

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    meta: { successMessage: 'jobs.requests.approved' },
  });
}
