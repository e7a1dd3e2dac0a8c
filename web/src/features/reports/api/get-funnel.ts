import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { NOT_ASKED, reportQueryDefaults } from './report-query';

/** The funnel of the applications submitted from `from` to `to`, as known at the end of day `at` (today without it), for some jobs, a unit or all. */
export const getFunnel = ({ from, to, at, job, unit }: ReportQuery) => api.GET('/api/reports/funnel/', { query: { from, to, at, job, unit } });

/** The same funnel as a file (`format=csv|xlsx`). */
export const exportFunnel = ({ from, to, at, job, unit }: ReportQuery, format: ExportFormat) =>
  api.GET_RESPONSE('/api/reports/funnel/export/', { query: { from, to, at, job, unit, format } });

export const getFunnelQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: queryKeys.reports.report('funnel', query), queryFn: () => getFunnel(query), ...reportQueryDefaults });

/** The report of `query`; none asked while `query` is undefined (no period to compare with) or the caller may not see applicants. */
export function useFunnel(query: ReportQuery | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getFunnelQueryOptions(query ?? NOT_ASKED), enabled: enabled && query !== undefined });
}
