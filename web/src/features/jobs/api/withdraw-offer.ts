import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

export const withdrawOffer = (id: string) => api.POST('/api/jobs/job-offer-details/{id}/withdraw/', { path: { id } });

export function useWithdrawOffer() {
  return useChange(withdrawOffer, invalidateHiring, { successMessage: 'jobs.offer.withdrawn' });
}
