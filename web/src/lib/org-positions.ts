import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The company's current positions (org structure), ordered by title: for screens of any area. */
export const getOrgPositions = () => api.GET('/api/org/positions/');

export const getOrgPositionsQueryOptions = () =>
  // Without them a screen only lacks a position's name or a picker: no error message.
  queryOptions({ queryKey: queryKeys.orgPositions, queryFn: getOrgPositions, meta: { silent: true } });

export function useOrgPositions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getOrgPositionsQueryOptions(), enabled });
}

/**
 * One position, from the list. The list may have been read before the position was made (by a
 * colleague, or through the API), so a position missing from it is looked up again before the
 * screen gives up on it.
 */
export function useOrgPosition(positionId: string | null) {
  const positions = useQuery({ ...getOrgPositionsQueryOptions(), enabled: positionId !== null, staleTime: 0 });
  const position = positions.data?.find((candidate) => candidate.id === positionId);
  return {
    position,
    isPending: positionId !== null && (positions.isPending || (positions.isFetching && !position)),
  };
}
