import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const declineOffer = ({ id, reason }: { id: string; reason?: string }) =>
  api.POST('/api/jobs/job-offer-details/{id}/decline/', { path: { id }, body: { reason: reason || null } });

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.declined' },
  });
}
