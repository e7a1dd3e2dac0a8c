import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ApplicantCard } from '@/types/jobs';
import type { Schema } from '@/types/schema';

export const rateApplicant = ({ id, rating }: { id: string; rating: number }) =>
  api.put<ApplicantCard>(`/api/jobs/applicant/${id}/rating/`, { rating } satisfies Schema<'RatingRequest'>);

export function useRateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all }),
    meta: { successMessage: 'jobs.applicant.rated' },
  });
}
