import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';
import { useChange } from '@/lib/react-query';

export const withdrawApplication = (id: string) => api.POST('/api/jobs/my-applications/{id}/withdraw/', { path: { id } });

export function useWithdrawApplication() {
  return useChange(withdrawApplication, invalidateHiring, { successMessage: 'jobs.myApplications.withdrawn' });
}
