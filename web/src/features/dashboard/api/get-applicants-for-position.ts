import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The applicants of the jobs placed at a position, newest first (at most 500). */
export const getApplicantsForPosition = (positionId: string) =>
  api.GET('/api/jobs/applicants-for-position/{id}/', { path: { id: positionId } });

export const getApplicantsForPositionQueryOptions = (positionId: string) =>
  queryOptions({ queryKey: queryKeys.applicants.position(positionId), queryFn: () => getApplicantsForPosition(positionId) });

export function useApplicantsForPosition(positionId: string | undefined) {
  return useQuery({ ...getApplicantsForPositionQueryOptions(positionId ?? ''), enabled: positionId !== undefined });
}
