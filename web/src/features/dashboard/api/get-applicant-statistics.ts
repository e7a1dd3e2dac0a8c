import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Period } from '@/lib/period';

/** Applications received in the period: per day, by status now, and the hire rate. */
export const getApplicantStatistics = ({ from, to }: Period) =>
  api.GET('/api/jobs/applicant-statistics-for-dashboard/', { query: { from, to } });

export const getApplicantStatisticsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboardCharts.statistics(period.from, period.to),
    queryFn: () => getApplicantStatistics(period),
    placeholderData: keepPreviousData,
  });

export function useApplicantStatistics(period: Period) {
  return useQuery(getApplicantStatisticsQueryOptions(period));
}
