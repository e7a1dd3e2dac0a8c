import { api } from '@/lib/api';
import type { OfferTermsInput } from '@/types/jobs';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

/** Offer the job; the application moves to offered. */
export const sendOffer = ({ applicationId, terms }: { applicationId: string; terms: OfferTermsInput }) =>
  api.POST('/api/jobs/job-offer-details/', { body: { application_id: applicationId, ...terms } });

export function useSendOffer() {
  return useChange(sendOffer, invalidateHiring, {
    successMessage: 'jobs.offer.sent',
    errorMessages: { validation_failed: 'jobs.wizard.fixFields' },
  });
}
