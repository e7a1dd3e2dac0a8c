import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Up to 10 job titles the benchmark knows, matching `q`. */
export const getTitleSuggestions = (q: string) => api.GET('/api/benchmark/salary-benchmark-autocomplete', { query: { q } });

export const getTitleSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.benchmark.titles(q),
    queryFn: () => getTitleSuggestions(q),
    placeholderData: keepPreviousData,
    // Suggestions are a help: without them the box still takes any title.
    meta: { silent: true },
  });

export function useTitleSuggestions(q: string) {
  return useQuery({ ...getTitleSuggestionsQueryOptions(q), enabled: q !== '' });
}
