import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RatingScale } from '@/types/org';
import { api } from './api';
import { ratingLevels, useLists } from './lists';
import { queryKeys } from './query-keys';

// Shared: the competency model names required levels on it, and jobs show their competencies
// with them (docs/api-org-contract.md, rating scale).
export const getRatingScale = () => api.get<RatingScale>('/api/org/rating-scale');

export const getRatingScaleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ratingScale,
    queryFn: getRatingScale,
    // Without it the levels read by the app's own names.
    meta: { silent: true },
  });

export function useRatingScale({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRatingScaleQueryOptions(), enabled });
}

/**
 * The names of the levels 1..5, lowest first: the company's where it named them (`labels`),
 * otherwise `defaults`, the app's own names in the current language.
 */
export function levelNames(labels: readonly string[] | null | undefined, defaults: readonly string[]): string[] {
  return ratingLevels.map((_, index) => labels?.[index]?.trim() || defaults[index]);
}

/** "3 · Proficient": a level with its name, as pickers and lists show it. */
export const levelLabel = (level: number, names: readonly string[]) =>
  names[level - 1] ? `${level} · ${names[level - 1]}` : String(level);

/** The names of the company's rating levels in the current language (see `levelNames`). */
export function useLevelNames({ enabled = true }: { enabled?: boolean } = {}) {
  const scale = useRatingScale({ enabled });
  const lists = useLists();
  const labels = scale.data?.labels ?? null;
  const names = useMemo(() => levelNames(labels, lists.ratingLevels.map((option) => option.label)), [labels, lists]);
  return { names, labels, isPending: enabled && scale.isPending };
}
