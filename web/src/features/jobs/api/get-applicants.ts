import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { ApplicantPage } from '@/types/jobs';

export type ApplicantSort = 'applied_at' | 'score' | 'rating';
export type ApplicantsFilter = {
  /** One job (its table on /my-job/:id), or every job of the company (All applicants). */
  job?: string;
  status?: ApplicationStatusValue;
  favorite?: boolean;
  sort?: ApplicantSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

/** GET /api/jobs/applicantsfortable/{job}/ for one job, /api/jobs/all-applicants/ otherwise. */
export const getApplicants = ({ job, status, favorite, sort, order, page, pageSize }: ApplicantsFilter, scope: 'job' | 'all') => {
  const query = toQuery({ status, favorite, sort, order, page, page_size: pageSize, job: scope === 'all' ? job : undefined });
  return api.get<ApplicantPage>(
    scope === 'job' && job ? `/api/jobs/applicantsfortable/${job}/${query}` : `/api/jobs/all-applicants/${query}`,
  );
};

/** One job's applicants as a file: the table's filters and sorting (no page), with `format`. */
export const applicantsExport = (job: string, { status, favorite, sort, order }: ApplicantsFilter) => ({
  path: `/api/jobs/applicantsfortable/${job}/export/`,
  query: { status, favorite, sort, order },
});

export const getApplicantsQueryOptions = (filter: ApplicantsFilter, scope: 'job' | 'all') =>
  queryOptions({
    queryKey: [...queryKeys.applicants.table, scope, filter],
    queryFn: () => getApplicants(filter, scope),
    placeholderData: keepPreviousData,
  });

export function useApplicants(filter: ApplicantsFilter, scope: 'job' | 'all', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApplicantsQueryOptions(filter, scope), enabled });
}
