import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The AI's ranking of a job's applicants still in the pipeline, best first; charged in AI tokens. */
export const runAiProposal = ({ jobId }: { jobId: string }) => api.POST('/api/jobs/ai-proposal/{id}/', { path: { id: jobId } });

export function useRunAiProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAiProposal,
    // The tokens it cost leave the balance (the market page reads it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiTokens }),
    // The drawer tells a refusal itself, with a way on (the market, the seconds to wait).
    meta: { silent: true },
  });
}
