import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toQuery } from '@/lib/search-params';
import type { VacancyApplicants } from '@/types/jobs';
import type { Period } from '../utils/period';

/** Each live or deactivated job with its applications by stage, and those received in the period. */
export const getVacancyApplicants = ({ from, to }: Period) =>
  api.get<VacancyApplicants[]>(`/api/jobs/vacancy-applicants/${toQuery({ from, to })}`);

export const getVacancyApplicantsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboardCharts.vacancies(period.from, period.to),
    queryFn: () => getVacancyApplicants(period),
    placeholderData: keepPreviousData,
  });

export function useVacancyApplicants(period: Period) {
  return useQuery(getVacancyApplicantsQueryOptions(period));
}
