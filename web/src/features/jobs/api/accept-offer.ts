import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Offer } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const acceptOffer = (id: string) => api.post<Offer>(`/api/jobs/job-offer-details/${id}/accept/`);

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.accepted' },
  });
}
