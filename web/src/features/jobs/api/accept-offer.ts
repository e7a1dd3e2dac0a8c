import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

export const acceptOffer = (id: string) => api.POST('/api/jobs/job-offer-details/{id}/accept/', { path: { id } });

export function useAcceptOffer() {
  return useChange(acceptOffer, invalidateHiring, { successMessage: 'jobs.offer.accepted' });
}
