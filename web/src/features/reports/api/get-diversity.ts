import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { NOT_ASKED, reportQueryDefaults } from './report-query';

/** The funnel of the period's applications per self-identified group; every count that could point at someone is null. */
export const getDiversity = ({ from, to, at, job, unit }: ReportQuery) => api.GET('/api/reports/diversity/', { query: { from, to, at, job, unit } });

export const getDiversityQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: queryKeys.reports.report('diversity', query), queryFn: () => getDiversity(query), ...reportQueryDefaults });

/** The report of `query`; none asked while `query` is undefined (no period to compare with) or the caller may not see applicants. */
export function useDiversity(query: ReportQuery | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getDiversityQueryOptions(query ?? NOT_ASKED), enabled: enabled && query !== undefined });
}
