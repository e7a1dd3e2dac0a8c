import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { OrgPosition } from '@/types/org';

/** The company's current positions (org structure), ordered by title. */
export const getPositions = () => api.get<OrgPosition[]>('/api/org/positions/');

export const getPositionsQueryOptions = () =>
  // Without them the dashboard only lacks its "applicants for a position" card: no error message.
  queryOptions({ queryKey: queryKeys.orgPositions, queryFn: getPositions, meta: { silent: true } });

export function usePositions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getPositionsQueryOptions(), enabled });
}
