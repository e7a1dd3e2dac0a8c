import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

/** One's own evaluation of an interview: a rating on the company's scale per competency category 1..9, or per competency of the job. */
export const submitEvaluation = ({ interviewId, scores, comment }: { interviewId: string; scores: Schema<'EvaluationRequest'>['scores']; comment?: string }) => {
  const body: Schema<'EvaluationRequest'> = { scores, comment: comment || null };
  return api.POST('/api/jobs/evaluation/{interview_id}/', { path: { interview_id: interviewId }, body });
};

export function useSubmitEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEvaluation,
    onSuccess: (results, { interviewId }) => {
      queryClient.setQueryData(queryKeys.interviews.evaluation(interviewId), results);
      return invalidateHiring(queryClient);
    },
    meta: { successMessage: 'jobs.evaluation.submitted' },
  });
}
