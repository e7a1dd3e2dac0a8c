import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const acceptOffer = (id: string) => api.POST('/api/jobs/job-offer-details/{id}/accept/', { path: { id } });

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.accepted' },
  });
}
