import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { searchToQuery } from '@/lib/search-params';
import type { Schema } from '@/types/schema';
import type { CvSearch } from '../utils/cv-search';

export type CandidatesFilter = CvSearch & { pageSize: number };

/** The facets the CV database filters by. */
export type CandidateFacet = 'skills' | 'education_level' | 'region' | 'languages';
export type SearchPage_Candidate = Schema<'SearchPage_Candidate'>;

export const searchCandidates = ({ pageSize, ...search }: CandidatesFilter) =>
  api.GET('/api/cv-database/', { query: { ...searchToQuery(search), page_size: pageSize } });

export const searchCandidatesQueryOptions = (filter: CandidatesFilter) =>
  queryOptions({
    queryKey: [...queryKeys.cvDatabase, filter],
    queryFn: () => searchCandidates(filter),
    placeholderData: keepPreviousData,
  });

export function useCandidates(filter: CandidatesFilter) {
  return useQuery(searchCandidatesQueryOptions(filter));
}
