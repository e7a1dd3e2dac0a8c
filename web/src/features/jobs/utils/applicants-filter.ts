import { isApplicationStatus } from '@/lib/application-status';
import { isSource } from '@/lib/attribution';
import type { ApplicantSort, ApplicantsFilter } from '../api/get-applicants';

const sorts: ApplicantSort[] = ['applied_at', 'score', 'rating'];

/** The applicants filter kept in the URL: ?job=&status=&favorite=&source=&sort=&order=&page=. */
export function parseApplicantsFilter(params: URLSearchParams): ApplicantsFilter {
  const sort = params.get('sort') as ApplicantSort | null;
  const order = params.get('order');
  const status = params.get('status');
  const source = params.get('source');
  const page = Number(params.get('page'));
  return {
    job: params.get('job') || undefined,
    status: isApplicationStatus(status) ? status : undefined,
    favorite: params.get('favorite') === 'true' ? true : undefined,
    source: isSource(source) ? source : undefined,
    sort: sort && sorts.includes(sort) ? sort : undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The filter as URL parameters, leaving out what is at its default. */
export function applicantsFilterParams(filter: ApplicantsFilter, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => (value ? params.set(key, value) : params.delete(key));
  set('job', filter.job);
  set('status', filter.status);
  set('favorite', filter.favorite ? 'true' : undefined);
  set('source', filter.source);
  set('sort', filter.sort);
  set('order', filter.sort ? filter.order : undefined);
  set('page', filter.page && filter.page > 1 ? String(filter.page) : undefined);
  return params;
}
