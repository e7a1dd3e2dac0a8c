import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

export const declineOffer = ({ id, reason }: { id: string; reason?: string }) =>
  api.POST('/api/jobs/job-offer-details/{id}/decline/', { path: { id }, body: { reason: reason || null } });

export function useDeclineOffer() {
  return useChange(declineOffer, invalidateHiring, { successMessage: 'jobs.offer.declined' });
}
