import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const approveRequest = ({ id, publish }: { id: string; publish: boolean }) =>
  api.POST('/api/jobs/requested-staff/{id}/approve/', { path: { id }, body: { publish } });

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    meta: { successMessage: 'jobs.requests.approved' },
  });
}
