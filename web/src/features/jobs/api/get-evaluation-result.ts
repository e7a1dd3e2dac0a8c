import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

export type EvaluationResults = Schema<'EvaluationResults'>;

/** The evaluations of an interview as far as the caller may see them (hidden_until_you_submit). */
export const getEvaluationResult = (interviewId: string) =>
  api.GET('/api/jobs/evaluation-result/{interview_id}/', { path: { interview_id: interviewId } });

export const getEvaluationResultQueryOptions = (interviewId: string) =>
  queryOptions({ queryKey: queryKeys.interviews.evaluation(interviewId), queryFn: () => getEvaluationResult(interviewId) });

export function useEvaluationResult(interviewId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEvaluationResultQueryOptions(interviewId), enabled });
}
