import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { OrgPosition } from '@/types/org';

/** The company's positions (org structure), to name the one a job template belongs to. */
export const getOrgPositions = () => api.get<OrgPosition[]>('/api/org/positions/');

export const getOrgPositionsQueryOptions = () =>
  // Without them the template screen still works; it only lacks the position's title.
  queryOptions({ queryKey: queryKeys.orgPositions, queryFn: getOrgPositions, meta: { silent: true } });

export function useOrgPosition(positionId: string | null) {
  const positions = useQuery({ ...getOrgPositionsQueryOptions(), enabled: positionId !== null });
  return {
    position: positions.data?.find((position) => position.id === positionId),
    isPending: positionId !== null && positions.isPending,
  };
}
