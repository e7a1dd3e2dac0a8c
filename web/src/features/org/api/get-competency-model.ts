import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** One position's competencies, by category and name. */
export const getCompetencyModel = (positionId: string) =>
  api.GET('/api/org/competency-model/', { query: { position: positionId } });

export const getCompetencyModelQueryOptions = (positionId: string) =>
  queryOptions({ queryKey: queryKeys.competencyModel.position(positionId), queryFn: () => getCompetencyModel(positionId) });

/** Nothing is read until a position is picked. */
export function useCompetencyModel(positionId: string | null) {
  return useQuery({ ...getCompetencyModelQueryOptions(positionId ?? ''), enabled: positionId !== null });
}
