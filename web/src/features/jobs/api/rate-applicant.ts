import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const rateApplicant = ({ id, rating }: { id: string; rating: number }) =>
  api.PUT('/api/jobs/applicant/{id}/rating/', { path: { id }, body: { rating } });

export function useRateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all }),
    meta: { successMessage: 'jobs.applicant.rated' },
  });
}
