import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Offer } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const withdrawOffer = (id: string) => api.post<Offer>(`/api/jobs/job-offer-details/${id}/withdraw/`);

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.withdrawn' },
  });
}
