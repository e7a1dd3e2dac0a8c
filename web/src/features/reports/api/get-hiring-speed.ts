import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { NOT_ASKED, reportQueryDefaults } from './report-query';

/** The hires made from `from` to `to` per month (days from submission to hire), and the days from a job's publication to its first hire. */
export const getHiringSpeed = ({ from, to, at, job, unit }: ReportQuery) =>
  api.GET('/api/reports/hiring-speed/', { query: { from, to, at, job, unit } });

export const getHiringSpeedQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: queryKeys.reports.report('hiring-speed', query), queryFn: () => getHiringSpeed(query), ...reportQueryDefaults });

/** The report of `query`; none asked while `query` is undefined (no period to compare with) or the caller may not see applicants. */
export function useHiringSpeed(query: ReportQuery | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getHiringSpeedQueryOptions(query ?? NOT_ASKED), enabled: enabled && query !== undefined });
}
