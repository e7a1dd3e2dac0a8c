import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { Job, Paginated } from '@/types/jobs';

export type LiveJobsFilter = { q?: string; page?: number; pageSize?: number };

export const getLiveJobs = ({ q, page, pageSize }: LiveJobsFilter) =>
  api.get<Paginated<Job>>(`/api/jobs/jobs${toQuery({ q, page, page_size: pageSize })}`);

export const getLiveJobsQueryOptions = (filter: LiveJobsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.jobs.live, filter],
    queryFn: () => getLiveJobs(filter),
    placeholderData: keepPreviousData,
  });

export function useLiveJobs(filter: LiveJobsFilter) {
  return useQuery(getLiveJobsQueryOptions(filter));
}
