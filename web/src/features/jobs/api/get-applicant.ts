import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

/** One of the application's interviews, with how many evaluations were submitted. */
export type ApplicantInterview = Schema<'ApplicantInterview'>;
/** One of the application's offers. */
export type ApplicantOffer = Schema<'ApplicantOffer'>;
export type ApplicantDetail = Schema<'ApplicantDetail'>;

export const getApplicant = (id: string) => api.GET('/api/jobs/applicant/{id}/', { path: { id } });

export const getApplicantQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.applicants.one(id), queryFn: () => getApplicant(id), meta: { silent: true } });

export function useApplicant(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApplicantQueryOptions(id), enabled });
}
