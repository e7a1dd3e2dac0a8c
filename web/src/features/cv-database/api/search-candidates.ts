import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { searchToQuery, toQuery } from '@/lib/search-params';
import type { Candidate, CandidateFacet, SearchResults } from '@/types/profiles';
import type { CvSearch } from '../utils/cv-search';

export type CandidatesFilter = CvSearch & { pageSize: number };

export const searchCandidates = ({ pageSize, ...search }: CandidatesFilter) =>
  api.get<SearchResults<Candidate, CandidateFacet>>(`/api/cv-database/${toQuery({ ...searchToQuery(search), page_size: pageSize })}`);

export const searchCandidatesQueryOptions = (filter: CandidatesFilter) =>
  queryOptions({
    queryKey: [...queryKeys.cvDatabase, filter],
    queryFn: () => searchCandidates(filter),
    placeholderData: keepPreviousData,
  });

export function useCandidates(filter: CandidatesFilter) {
  return useQuery(searchCandidatesQueryOptions(filter));
}
