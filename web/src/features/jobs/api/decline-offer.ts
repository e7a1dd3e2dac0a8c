import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Offer } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export const declineOffer = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<Offer>(`/api/jobs/job-offer-details/${id}/decline/`, { reason: reason || null } satisfies Schema<'DeclineOfferRequest'>);

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.declined' },
  });
}
