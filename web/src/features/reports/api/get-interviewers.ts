import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@/components/export-button';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { ReportQuery } from '../utils/report-filter';
import { reportQueryDefaults } from './report-query';

/** The interviewers report's call: a period's filters and the days an evaluation counts as on time (the company's setting without them). */
export type InterviewersQuery = ReportQuery & { onTimeDays?: number };

const query = ({ from, to, at, job, unit, onTimeDays }: InterviewersQuery) => ({ from, to, at, job, unit, on_time_days: onTimeDays });

/** Per interviewer, the interviews held from `from` to `to`, the evaluations (on time or not) and the ratings given against the panel's. */
export const getInterviewers = (filter: InterviewersQuery) => api.GET('/api/reports/interviewers/', { query: query(filter) });

/** The same report as a file: a row per interviewer, then one per competency they rated. */
export const exportInterviewers = (filter: InterviewersQuery, format: ExportFormat) =>
  api.GET_RESPONSE('/api/reports/interviewers/export/', { query: { ...query(filter), format } });

export const getInterviewersQueryOptions = (filter: InterviewersQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.report('interviewers', filter, filter.onTimeDays ?? 'company'),
    queryFn: () => getInterviewers(filter),
    ...reportQueryDefaults,
  });

/** The report of `filter`; none asked while the caller may not see applicants. */
export function useInterviewers(filter: InterviewersQuery, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getInterviewersQueryOptions(filter), enabled });
}
