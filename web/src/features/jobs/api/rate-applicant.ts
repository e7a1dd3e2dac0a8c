import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export const rateApplicant = ({ id, rating }: { id: string; rating: number }) =>
  api.PUT('/api/jobs/applicant/{id}/rating/', { path: { id }, body: { rating } });

export function useRateApplicant() {
  return useChange(rateApplicant, queryKeys.applicants.all, { successMessage: 'jobs.applicant.rated' });
}
