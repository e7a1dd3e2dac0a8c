import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export const approveRequest = ({ id, publish }: { id: string; publish: boolean }) =>
  api.POST('/api/jobs/requested-staff/{id}/approve/', { path: { id }, body: { publish } });

export function useApproveRequest() {
  return useChange(approveRequest, queryKeys.jobs.all, { successMessage: 'jobs.requests.approved' });
}
