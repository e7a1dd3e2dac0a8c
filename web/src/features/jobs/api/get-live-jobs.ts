import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { searchToQuery } from '@/lib/search-params';
import type { Schema } from '@/types/schema';
import { sortOf, type JobSearch } from '../utils/job-search';

export type LiveJobsFilter = JobSearch & { pageSize: number };

/** The facets Find jobs filters by. */
export type JobFacet = 'category' | 'employment_type' | 'job_level' | 'location' | 'skills';
export type SearchPage_JobResponse = Schema<'SearchPage_JobResponse'>;

export const getLiveJobs = ({ pageSize, ...search }: LiveJobsFilter) => {
  // Relevance is the API's default: the query leaves it out.
  const sort = sortOf(search);
  const query = { ...searchToQuery({ ...search, sort: sort === 'relevance' ? undefined : sort }), page_size: pageSize };
  return api.GET('/api/jobs/jobs', { query });
};

export const getLiveJobsQueryOptions = (filter: LiveJobsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.jobs.live, filter],
    queryFn: () => getLiveJobs(filter),
    placeholderData: keepPreviousData,
  });

export function useLiveJobs(filter: LiveJobsFilter) {
  return useQuery(getLiveJobsQueryOptions(filter));
}
