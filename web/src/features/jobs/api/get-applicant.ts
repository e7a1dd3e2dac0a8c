import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Interview, Offer } from '@/types/jobs';
import type { Schema } from '@/types/schema';

// Stopgap (issue 38): the OpenAPI document has `ApplicantDetail.interviews` and `.offers` as
// untyped objects. These are the fields the server puts there, named after the interview's and
// the offer's own schemas; once api.gen.ts types them, `ApplicantDetail` is the generated schema
// and these go.

/** One of the application's interviews, with how many evaluations were submitted. */
export type ApplicantInterview = Pick<
  Interview,
  'id' | 'status' | 'date' | 'start' | 'end' | 'location' | 'meet_link' | 'interviewers' | 'comment'
> & { evaluations_submitted: number };

/** One of the application's offers. */
export type ApplicantOffer = Pick<
  Offer,
  'id' | 'status' | 'gross_salary' | 'currency' | 'bonus_system' | 'last_date' | 'notes' | 'sent_at' | 'answered_at' | 'decline_reason'
>;

export type ApplicantDetail = Omit<Schema<'ApplicantDetail'>, 'interviews' | 'offers'> & {
  interviews: ApplicantInterview[];
  offers: ApplicantOffer[];
};

export const getApplicant = (id: string) => api.get<ApplicantDetail>(`/api/jobs/applicant/${id}/`);

export const getApplicantQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.applicants.one(id), queryFn: () => getApplicant(id), meta: { silent: true } });

export function useApplicant(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApplicantQueryOptions(id), enabled });
}
