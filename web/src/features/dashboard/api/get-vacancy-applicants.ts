import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Period } from '@/lib/period';

/** Each live or deactivated job with its applications by stage, and those received in the period. */
export const getVacancyApplicants = ({ from, to }: Period) =>
  api.GET('/api/jobs/vacancy-applicants/', { query: { from, to } });

export const getVacancyApplicantsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboardCharts.vacancies(period.from, period.to),
    queryFn: () => getVacancyApplicants(period),
    placeholderData: keepPreviousData,
  });

export function useVacancyApplicants(period: Period) {
  return useQuery(getVacancyApplicantsQueryOptions(period));
}
