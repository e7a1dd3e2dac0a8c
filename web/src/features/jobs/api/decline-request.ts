import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export const declineRequest = ({ id, reason }: { id: string; reason?: string }) =>
  api.POST('/api/jobs/requested-staff/{id}/decline/', { path: { id }, body: { reason: reason || null } });

export function useDeclineRequest() {
  return useChange(declineRequest, queryKeys.jobs.all, { successMessage: 'jobs.requests.declined' });
}
