import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { NOT_ASKED, reportQueryDefaults } from './report-query';

/** The funnel of the period's applications per source (and board), with each one's hire rate. */
export const getSources = ({ from, to, at, job, unit }: ReportQuery) => api.GET('/api/reports/sources/', { query: { from, to, at, job, unit } });

/** The same report as a file (`format=csv|xlsx`): a row per source (and board), a column per stage. */
export const exportSources = ({ from, to, at, job, unit }: ReportQuery, format: ExportFormat) =>
  api.GET_RESPONSE('/api/reports/sources/export/', { query: { from, to, at, job, unit, format } });

export const getSourcesQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: queryKeys.reports.report('sources', query), queryFn: () => getSources(query), ...reportQueryDefaults });

/** The report of `query`; none asked while `query` is undefined (no period to compare with) or the caller may not see applicants. */
export function useSources(query: ReportQuery | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getSourcesQueryOptions(query ?? NOT_ASKED), enabled: enabled && query !== undefined });
}
