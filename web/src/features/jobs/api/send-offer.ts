import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Offer, OfferTerms } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

/** Offer the job; the application moves to offered. */
export const sendOffer = ({ applicationId, terms }: { applicationId: string; terms: OfferTerms }) =>
  api.post<Offer>('/api/jobs/job-offer-details/', { application_id: applicationId, ...terms } satisfies Schema<'SendOfferRequest'>);

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: () => invalidateHiring(queryClient),
    meta: { successMessage: 'jobs.offer.sent', errorMessages: { validation_failed: 'jobs.wizard.fixFields' } },
  });
}
