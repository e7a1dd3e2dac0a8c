import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The audit trail of an application, with its interviews' and offers' events interleaved. */
export const getApplicantHistory = (id: string) => api.GET('/api/jobs/applicant/{id}/history/', { path: { id } });

export const getApplicantHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.applicants.history(id), queryFn: () => getApplicantHistory(id) });

export function useApplicantHistory(id: string) {
  return useQuery(getApplicantHistoryQueryOptions(id));
}
