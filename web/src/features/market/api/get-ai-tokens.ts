import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';


/** The balance, the packages on sale, the company's orders and the balance's history. */
export const getAiTokens = () => api.GET('/api/market/ai-tokens/');

export const getAiTokensQueryOptions = () =>
  // The screen says itself when the market cannot be read.
  queryOptions({ queryKey: queryKeys.aiTokens, queryFn: getAiTokens, meta: { silent: true } });

export function useAiTokens() {
  return useQuery(getAiTokensQueryOptions());
}
