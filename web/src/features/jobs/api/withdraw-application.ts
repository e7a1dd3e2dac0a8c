import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const withdrawApplication = (id: string) => api.POST('/api/jobs/my-applications/{id}/withdraw/', { path: { id } });

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.myApplications.withdrawn' },
  });
}
