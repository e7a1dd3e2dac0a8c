import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** `from` and `to` are days (YYYY-MM-DD), both included. */
export type InterviewsFilter = { application?: string; from?: string; to?: string };

export const getInterviews = ({ application, from, to }: InterviewsFilter) =>
  api.GET('/api/jobs/interview/', { query: { application, from, to } });

export const getInterviewsQueryOptions = (filter: InterviewsFilter) =>
  queryOptions({ queryKey: [...queryKeys.interviews.all, 'list', filter], queryFn: () => getInterviews(filter) });

export function useInterviews(filter: InterviewsFilter) {
  return useQuery(getInterviewsQueryOptions(filter));
}
