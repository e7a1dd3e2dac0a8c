import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const withdrawOffer = (id: string) => api.POST('/api/jobs/job-offer-details/{id}/withdraw/', { path: { id } });

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.withdrawn' },
  });
}
