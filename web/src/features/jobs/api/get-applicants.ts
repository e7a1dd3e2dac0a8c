import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import type { Source } from '@/types/jobs';

export type ApplicantSort = 'applied_at' | 'score' | 'rating';
export type ApplicantsFilter = {
  /** One job (its table on /my-job/:id), or every job of the company (All applicants). */
  job?: string;
  status?: ApplicationStatusValue;
  favorite?: boolean;
  /** Only the applicants who came this way. */
  source?: Source;
  sort?: ApplicantSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

/** GET /api/jobs/applicantsfortable/{job}/ for one job, /api/jobs/all-applicants/ otherwise. */
export const getApplicants = ({ job, status, favorite, source, sort, order, page, pageSize }: ApplicantsFilter, scope: 'job' | 'all') => {
  const query = { status, favorite, source, sort, order, page, page_size: pageSize };
  return scope === 'job' && job
    ? api.GET('/api/jobs/applicantsfortable/{job_id}/', { path: { job_id: job }, query })
    : api.GET('/api/jobs/all-applicants/', { query: { ...query, job } });
};

/** One job's applicants as a file: the table's filters and sorting (no page), with `format`. */
export const exportApplicants = (job: string, { status, favorite, source, sort, order }: ApplicantsFilter, format: ExportFormat) =>
  api.GET_RESPONSE('/api/jobs/applicantsfortable/{job_id}/export/', { path: { job_id: job }, query: { status, favorite, source, sort, order, format } });

export const getApplicantsQueryOptions = (filter: ApplicantsFilter, scope: 'job' | 'all') =>
  queryOptions({
    queryKey: [...queryKeys.applicants.table, scope, filter],
    queryFn: () => getApplicants(filter, scope),
    placeholderData: keepPreviousData,
  });

export function useApplicants(filter: ApplicantsFilter, scope: 'job' | 'all', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApplicantsQueryOptions(filter, scope), enabled });
}
