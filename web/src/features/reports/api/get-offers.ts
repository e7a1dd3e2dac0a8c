import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { NOT_ASKED, reportQueryDefaults } from './report-query';

/** The offers sent from `from` to `to` and what became of them by the end of day `at`, with the salaries per currency. */
export const getOffers = ({ from, to, at, job, unit }: ReportQuery) => api.GET('/api/reports/offers/', { query: { from, to, at, job, unit } });

/** The same report as a file (`format=csv|xlsx`): the totals, then a row per currency. */
export const exportOffers = ({ from, to, at, job, unit }: ReportQuery, format: ExportFormat) =>
  api.GET_RESPONSE('/api/reports/offers/export/', { query: { from, to, at, job, unit, format } });

export const getOffersQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: queryKeys.reports.report('offers', query), queryFn: () => getOffers(query), ...reportQueryDefaults });

/** The report of `query`; none asked while `query` is undefined (no period to compare with) or the caller may not see applicants. */
export function useOffers(query: ReportQuery | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getOffersQueryOptions(query ?? NOT_ASKED), enabled: enabled && query !== undefined });
}
