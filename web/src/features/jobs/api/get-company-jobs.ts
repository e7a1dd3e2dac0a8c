import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { JobResponse } from '@/types/jobs';

export type CompanyJobsFilter = { status?: JobResponse['status']; page?: number; pageSize?: number };

/** The company's jobs: My jobs for the company, All jobs for its employees. */
export const getCompanyJobs = ({ status, page, pageSize }: CompanyJobsFilter) =>
  api.GET('/api/jobs/my-jobs/', { query: { status, page, page_size: pageSize } });

export const getCompanyJobsQueryOptions = (filter: CompanyJobsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.jobs.company, filter],
    queryFn: () => getCompanyJobs(filter),
    placeholderData: keepPreviousData,
  });

export function useCompanyJobs(filter: CompanyJobsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyJobsQueryOptions(filter), enabled });
}
