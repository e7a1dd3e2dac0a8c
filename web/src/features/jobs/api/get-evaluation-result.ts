import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { CompetencyScore } from '@/types/jobs';
import type { Schema } from '@/types/schema';

/**
 * Stopgap (issue 38): the OpenAPI document has `Evaluation.scores` as untyped objects; they are
 * the scores the evaluation was submitted with. Once api.gen.ts types them, this is `EvaluationResults`.
 */
export type EvaluationResults = Omit<Schema<'EvaluationResults'>, 'evaluations'> & {
  evaluations: Array<Omit<Schema<'Evaluation'>, 'scores'> & { scores: CompetencyScore[] }>;
};

/** The evaluations of an interview as far as the caller may see them (hidden_until_you_submit). */
export const getEvaluationResult = (interviewId: string) =>
  api.get<EvaluationResults>(`/api/jobs/evaluation-result/${interviewId}/`);

export const getEvaluationResultQueryOptions = (interviewId: string) =>
  queryOptions({ queryKey: queryKeys.interviews.evaluation(interviewId), queryFn: () => getEvaluationResult(interviewId) });

export function useEvaluationResult(interviewId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEvaluationResultQueryOptions(interviewId), enabled });
}
